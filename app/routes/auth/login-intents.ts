import type { UiMessage } from '#app/components/form-errors.ts'

/** The forms of /login, told apart by `intent` (shared by the page and its action). */
export const LOGIN_INTENT = {
	login: 'login',
	verifyCode: 'verify-code',
	resendCode: 'resend-code',
	cancelMfa: 'cancel-mfa',
} as const

export type LoginFailure = { field: 'email' | 'password' | null; locked?: boolean } & UiMessage
