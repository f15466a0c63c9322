import * as z from 'zod/mini'
import { textKey, type TranslationKey } from '#app/i18n/keys.ts'
import { isStrongPassword } from '#app/lib/password-rules.ts'
import { EMAIL_PATTERN, NAME_PATTERN, PHONE_PATTERN } from '#app/lib/validation.ts'
import { COMPANY_SIZES, INDUSTRIES } from './register-options.ts'

const required = (message: TranslationKey, ...checks: z.core.$ZodCheck<string>[]) =>
	z.string({ error: message }).check(z.trim(), z.minLength(1, message), ...checks)
const namePart = (message: TranslationKey) => required(message, z.regex(NAME_PATTERN, textKey('auth:register.nameInvalid')))

const newPassword = z
	.string({ error: textKey('auth:register.passwordRequired') })
	.check(z.minLength(1, textKey('auth:register.passwordRequired')), z.refine(isStrongPassword, textKey('auth:register.passwordWeak')))
const confirmPassword = z
	.string({ error: textKey('auth:register.confirmRequired') })
	.check(z.minLength(1, textKey('auth:register.confirmRequired')))
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>((v) => v.password === v.confirmPassword, {
	path: ['confirmPassword'],
	message: textKey('auth:register.confirmMismatch'),
})

/** Registration (spec 1 §5): every rule and message; the server repeats it as the authority. */
export const RegisterSchema = z
	.object({
		email: required('auth:register.emailRequired', z.regex(EMAIL_PATTERN, textKey('auth:register.emailInvalid'))),
		name: namePart('auth:register.nameRequired'),
		lastName: namePart('auth:register.lastNameRequired'),
		companyName: namePart('auth:register.companyNameRequired'),
		phone: z.optional(
			z.string().check(
				z.trim(),
				z.refine((v) => !v || PHONE_PATTERN.test(v), textKey('auth:register.phoneInvalid')),
			),
		),
		country: required('auth:register.countryRequired'),
		industry: z.enum(
			INDUSTRIES.map((i) => i.id),
			{ error: textKey('auth:register.industryRequired') },
		),
		companySize: z.enum(
			COMPANY_SIZES.map((s) => s.id),
			{ error: textKey('auth:register.companySizeRequired') },
		),
		password: newPassword,
		confirmPassword,
	})
	.check(passwordsMatch)

/** The new-password form of /change-password: the same password rules and confirmation. */
export const NewPasswordSchema = z.object({ password: newPassword, confirmPassword }).check(passwordsMatch)

/**
 * Changing one's own password (/change-password and the profile's Password tab): the current
 * password (the temporary one at /change-password), then a new one that differs from it.
 */
export const ChangePasswordSchema = z
	.object({
		currentPassword: z
			.string({ error: textKey('auth:changePassword.currentRequired') })
			.check(z.minLength(1, textKey('auth:changePassword.currentRequired'))),
		password: newPassword,
		confirmPassword,
	})
	.check(
		passwordsMatch,
		z.refine<{ currentPassword: string; password: string }>((v) => !v.password || v.password !== v.currentPassword, {
			path: ['password'],
			message: textKey('auth:changePassword.sameAsCurrent'),
		}),
	)
export type ChangePasswordValues = z.output<typeof ChangePasswordSchema>
