import { z } from 'zod'
import { loginEmail, MFA_CODE_PATTERN } from '#app/lib/validation.ts'

/** The forms of /login, told apart by `intent` (shared by the page and its action). */
export const LOGIN_INTENT = { login: 'login', verifyCode: 'verify-code', resendCode: 'resend-code', cancelMfa: 'cancel-mfa' } as const

export const LoginSchema = z.object({
	email: loginEmail,
	password: z.string({ error: 'auth:login.passwordRequired' }).min(6, 'auth:login.passwordTooShort'),
	redirectTo: z.string().optional(),
})

export const MfaCodeSchema = z.object({
	code: z.string({ error: 'auth:mfa.codeInvalid' }).trim().regex(MFA_CODE_PATTERN, 'auth:mfa.codeInvalid'),
})

export type LoginFailure = { field: 'email' | 'password' | null; message: string; raw?: boolean; locked?: boolean }
