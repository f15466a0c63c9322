import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { loginEmail } from '#app/lib/validation.ts'

export const LoginSchema = z.object({
	email: loginEmail,
	password: z
		.string({ error: textKey('auth:login.passwordRequired') })
		.check(z.minLength(1, textKey('auth:login.passwordRequired')), z.minLength(6, textKey('auth:login.passwordTooShort'))),
	redirectTo: z.optional(z.string()),
})

/** /login/sso: the same email rules as the password login (spec 1 §5). */
export const SsoLoginSchema = z.object({ email: loginEmail })
