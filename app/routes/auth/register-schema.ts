import * as z from 'zod/mini'
import { confirmPassword, newPassword, passwordsMatch } from '#app/auth/account-schemas.ts'
import { textKey, type TranslationKey } from '#app/i18n/keys.ts'
import { EMAIL_PATTERN, NAME_PATTERN, PHONE_PATTERN } from '#app/lib/validation.ts'
import { COMPANY_SIZES, INDUSTRIES } from './register-options.ts'

const required = (message: TranslationKey, ...checks: z.core.$ZodCheck<string>[]) =>
	z.string({ error: message }).check(z.trim(), z.minLength(1, message), ...checks)
const namePart = (message: TranslationKey) => required(message, z.regex(NAME_PATTERN, textKey('auth:register.nameInvalid')))

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
