import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { loginEmail, MFA_CODE_PATTERN } from '#app/lib/validation.ts'

export const LoginSchema = z.object({
	email: loginEmail,
	password: z
		.string({ error: textKey('auth:login.passwordRequired') })
		.check(z.minLength(1, textKey('auth:login.passwordRequired')), z.minLength(6, textKey('auth:login.passwordTooShort'))),
	redirectTo: z.optional(z.string()),
})

export const MfaCodeSchema = z.object({
	code: z.string({ error: textKey('auth:mfa.codeInvalid') }).check(z.trim(), z.regex(MFA_CODE_PATTERN, textKey('auth:mfa.codeInvalid'))),
})

/** /login/sso: the same email rules as the password login (spec 1 §5). */
export const SsoLoginSchema = z.object({ email: loginEmail })
