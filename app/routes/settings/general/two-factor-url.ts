/** The Two-Factor Authentication flow's URLs and intents: what its section, steps and server share. */

/** Where the section's forms post (two-factor-resource.tsx, served at /resources/two-factor). */
export const TWO_FACTOR_ACTION = '/resources/two-factor'
/** The URL parameter that holds the flow's step. */
export const TWO_FACTOR_PARAM = 'twoFactor'
export const TWO_FACTOR_STEP = { password: 'password', code: 'code' } as const
export type TwoFactorStep = (typeof TWO_FACTOR_STEP)[keyof typeof TWO_FACTOR_STEP]
export const TWO_FACTOR_INTENT = {
	verifyPassword: 'verify-password',
	resendCode: 'resend-code',
	verifyCode: 'verify-code',
	cancel: 'cancel',
} as const

export function twoFactorHref(step: TwoFactorStep | null) {
	return step ? `/settings/general?${TWO_FACTOR_PARAM}=${step}` : '/settings/general'
}
