import { describe, expect, test } from 'vitest'
import en from '#app/i18n/locales/en/auth.ts'
import { integrationFailureMessageKey, INTEGRATION_FAILURE_CODES, ssoFailureMessageKey } from './sso-failures.ts'

describe('SSO failure texts (spec 1 §8)', () => {
	test('each SSO failure code has its own text', () => {
		expect(ssoFailureMessageKey('email_is_not_connected')).toBe('auth:ssoFail.email_is_not_connected')
		expect(en.ssoFail.email_is_not_connected).toBe('This email is not connected to SSO. Please, contact your manager')
		expect(en.ssoFail.no_subscription).toBe('Invalid SSO link')
		expect(en.ssoFail.email_in_use).toBe('This email already in use')
	})
	test('a failed token exchange says the token expired; an unknown code says Something Went Wrong', () => {
		expect(ssoFailureMessageKey('token_expired')).toBe('auth:ssoFail.tokenExpired')
		expect(ssoFailureMessageKey('whatever')).toBe('auth:ssoFail.unknown')
		expect(ssoFailureMessageKey(null)).toBe('auth:ssoFail.unknown')
	})
	test('every console-integration code of the spec maps to a troubleshooting text that exists', () => {
		expect(INTEGRATION_FAILURE_CODES).toHaveLength(18)
		for (const code of INTEGRATION_FAILURE_CODES) {
			const key = integrationFailureMessageKey(code).replace('auth:integrationFail.', '')
			expect(en.integrationFail[key as keyof typeof en.integrationFail], code).toBeTruthy()
		}
		expect(integrationFailureMessageKey('disabled_target_company')).toBe('auth:integrationFail.trialEnded')
	})
})
