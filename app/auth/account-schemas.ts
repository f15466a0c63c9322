import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { isStrongPassword } from '#app/lib/password-rules.ts'
import { MFA_CODE_PATTERN } from '#app/lib/validation.ts'

/**
 * The forms of one's own account that several areas show: a new password with its confirmation
 * (registration, /change-password, the profile's Password tab) and the two-factor code (sign-in and
 * the general settings). Each area's schema file composes these; the messages are spec 1 §5's.
 */

export const newPassword = z
	.string({ error: textKey('auth:register.passwordRequired') })
	.check(z.minLength(1, textKey('auth:register.passwordRequired')), z.refine(isStrongPassword, textKey('auth:register.passwordWeak')))
export const confirmPassword = z
	.string({ error: textKey('auth:register.confirmRequired') })
	.check(z.minLength(1, textKey('auth:register.confirmRequired')))
export const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>((v) => v.password === v.confirmPassword, {
	path: ['confirmPassword'],
	message: textKey('auth:register.confirmMismatch'),
})

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

export const MfaCodeSchema = z.object({
	code: z.string({ error: textKey('auth:mfa.codeInvalid') }).check(z.trim(), z.regex(MFA_CODE_PATTERN, textKey('auth:mfa.codeInvalid'))),
})
