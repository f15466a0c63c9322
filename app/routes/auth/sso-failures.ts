import type { TranslationKey } from '#app/i18n/keys.ts'

/** SSO failure codes of spec 1 §8 with their message keys; anything else is 'Something Went Wrong'. */
export const SSO_FAILURE_CODES = ['email_is_not_connected', 'no_subscription', 'email_in_use'] as const

export function ssoFailureMessageKey(code: string | null): TranslationKey {
	if (code === 'token_expired') return 'auth:ssoFail.tokenExpired'
	const known = SSO_FAILURE_CODES.find((failure) => failure === code)
	return known ? `auth:ssoFail.${known}` : 'auth:ssoFail.unknown'
}

/**
 * Console-integration failure codes (spec 1 §8) grouped by the troubleshooting
 * text each one gives.
 */
const INTEGRATION_FAILURES = {
	invalid_idp_user_role: 'invalidRole',
	acronis_app_access_denied: 'invalidRole',
	target_company_permission_denied: 'invalidRole',
	invalid_user_company: 'featureIssue',
	disabled_user_company: 'featureIssue',
	disabled_target_company: 'trialEnded',
	invalid_target_company: 'featureIssue',
	empty_session_state: 'sessionIssue',
	invalid_state: 'sessionIssue',
	empty_query_state: 'sessionIssue',
	empty_auth_code: 'sessionIssue',
	empty_tenant_id: 'sessionIssue',
	invalid_authorization_code: 'sessionIssue',
	invalid_email: 'invalidEmail',
	auth_provider_email_conflict: 'invalidEmail',
	firebase_user: 'invalidEmail',
	disabled_user: 'invalidRole',
	internal_error: 'general',
} as const
type IntegrationFailureCode = keyof typeof INTEGRATION_FAILURES

export const INTEGRATION_FAILURE_CODES = Object.keys(INTEGRATION_FAILURES) as IntegrationFailureCode[]

export function integrationFailureMessageKey(code: string | null): TranslationKey {
	const text = code && Object.hasOwn(INTEGRATION_FAILURES, code) ? INTEGRATION_FAILURES[code as IntegrationFailureCode] : 'general'
	return `auth:integrationFail.${text}`
}
