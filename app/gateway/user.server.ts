import { z } from 'zod'
import { ROLES } from '#app/auth/roles.ts'
import { callGateway, seg } from './client.server.ts'

// User and session calls (spec 1 §7, docs/gateway-contract.md). Paths marked "(ref)" are the
// reference gateway's choice where the spec shows none.

export const RoleSchema = z.enum(ROLES)
export type Role = z.infer<typeof RoleSchema>

export const AuthUserSchema = z.object({
	id: z.string(),
	company_id: z.string(),
	email: z.string(),
	name: z.string(),
	lastName: z.string(),
	role: RoleSchema,
	sso: z.boolean(),
	emailVerified: z.boolean(),
	onboardingCompleted: z.boolean(),
	onboardingSkipped: z.boolean(),
	unconfirmedNewEmail: z.string().nullable(),
	temporary_password: z.boolean(),
	suspendedCampaignsNotificationShown: z.boolean(),
	notificationsShown: z.boolean(),
	isMfaEnabled: z.boolean(),
	isAdminLoggedInAsCompany: z.boolean(),
	adminName: z.string().nullable(),
	adminEmail: z.string().nullable(),
	privacyPolicyConfirmedAt: z.string().nullable(),
	lastLogin: z.string().nullable(),
})
export type AuthUser = z.infer<typeof AuthUserSchema>

export const LoginValidationSchema = z.object({ isMfaLogin: z.boolean(), verificationToken: z.string() })
export type LoginValidation = z.infer<typeof LoginValidationSchema>

export const SignInSchema = z.object({ idToken: z.string(), expiresAt: z.string() })
export type SignIn = z.infer<typeof SignInSchema>

export const SsoLinkSchema = z.object({ link: z.string() })
export const SsoCustomTokenSchema = z.object({ customFirebaseToken: z.string() })
export const MagicLinkAuthSchema = z.object({ authToken: z.string() })
export const MagicLinkVerificationSchema = z.object({ verificationToken: z.string() })

/** Login error codes of POST /user/login/validate. */
export const LOGIN_ERROR = {
	INVALID_CREDENTIAL: 'auth/invalid-credential',
	INVALID_EMAIL: 'auth/invalid-email',
	USER_DISABLED: 'auth/user-disabled',
	TOO_MANY_REQUESTS: 'auth/too-many-requests',
} as const

/** SSO failure codes (by_email replies and the identity provider's redirect to /sso_fail). */
export const SSO_ERROR = {
	EMAIL_NOT_CONNECTED: 'email_is_not_connected',
	NO_SUBSCRIPTION: 'no_subscription',
	EMAIL_IN_USE: 'email_in_use',
	TOKEN_EXPIRED: 'sso_token_expired',
} as const

export const PRIVACY_POLICY_ALREADY_CONFIRMED = 'privacy_policy_already_confirmed'

/**
 * `clientAddress` is the browser's address as the console sees it (lib/rate-limit.server.ts): the
 * gateway counts failed passwords per account and address, so a stranger's guesses lock the
 * stranger's address, not the account's owner (docs/gateway-contract.md).
 */
export function validateLogin(input: {
	email: string
	password: string
	isAdmin?: boolean
	clientAddress?: string
}): Promise<LoginValidation> {
	return callGateway({
		method: 'POST',
		path: '/user/login/validate',
		body: {
			email: input.email,
			password: input.password,
			isAdmin: input.isAdmin ?? true,
			clientAddress: input.clientAddress,
		},
		schema: LoginValidationSchema,
	})
}

/** (ref) Completes sign-in with any one-time token: the identity provider's step. */
export function signInWithToken(oneTimeToken: string): Promise<SignIn> {
	return callGateway({
		method: 'POST',
		path: '/api/v1/auth/sign_in_with_token',
		body: { token: oneTimeToken },
		schema: SignInSchema,
	})
}

/** (ref) Revokes the idToken's session. */
export function logout(token: string): Promise<void> {
	return callGateway({ method: 'POST', path: '/api/v1/auth/logout', token, responseType: 'none' })
}

export function getAuthUser(token: string): Promise<AuthUser> {
	return callGateway({ method: 'GET', path: '/user', token, schema: AuthUserSchema })
}

export function updateLastLogin(token: string, userId: string): Promise<void> {
	return callGateway({ method: 'PUT', path: `api/v1/user/${seg(userId)}/last_login`, token, responseType: 'none' })
}

export function getSsoLoginLink(email: string): Promise<{ link: string }> {
	return callGateway({
		method: 'POST',
		path: `api/v1/sso/login_endpoint_link/by_email/${seg(email)}`,
		body: { origin: 'admin' },
		schema: SsoLinkSchema,
	})
}

export function exchangeSsoToken(ssoToken: string): Promise<{ customFirebaseToken: string }> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/user/custom_token_sso/${seg(ssoToken)}`,
		schema: SsoCustomTokenSchema,
	})
}

export function exchangeMagicLink(verificationToken: string): Promise<{ authToken: string }> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/auth/auth_token/magic_link/${seg(verificationToken)}`,
		schema: MagicLinkAuthSchema,
	})
}

export function createCompanyMagicLink(
	token: string,
	companyId: string,
	platformType: 'admin' | 'learner' = 'admin',
): Promise<{ verificationToken: string }> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/auth/company/${seg(companyId)}/magic_link`,
		query: { platformType },
		token,
		schema: MagicLinkVerificationSchema,
	})
}

export function sendVerificationEmail(token: string, userId: string): Promise<void> {
	return callGateway({
		method: 'POST',
		path: '/api/v1/user/verification_email',
		token,
		body: { user_id: userId },
		responseType: 'none',
	})
}

/** (ref) Confirms the address from the link `{console}/verify_email?token=…`. */
export function verifyEmail(verificationToken: string): Promise<void> {
	return callGateway({
		method: 'POST',
		path: '/api/v1/user/verify_email',
		body: { token: verificationToken },
		responseType: 'none',
	})
}

/** Codes of PUT /api/v1/user/password beyond validation (reference gateway). */
export const CHANGE_PASSWORD_ERROR = {
	CURRENT_WRONG: 'current_password_invalid',
	UNCHANGED: 'password_unchanged',
} as const

/**
 * (ref) Sets the signed-in user's own password, given the current one (the temporary password at
 * /change-password), clears temporary_password and ends the user's other sessions. Wrong current
 * passwords count per client address like wrong sign-in passwords.
 */
export function changePassword(token: string, input: { password: string; currentPassword: string; clientAddress?: string }): Promise<void> {
	return callGateway({ method: 'PUT', path: '/api/v1/user/password', token, body: input, responseType: 'none' })
}

/** Second confirmation answers 409 privacy_policy_already_confirmed (the console ignores it). */
export function confirmPrivacyPolicy(token: string, companyId: string, userId: string): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `customers/api/v1/company/${seg(companyId)}/users/${seg(userId)}/privacy_policy/confirm`,
		token,
		responseType: 'none',
	})
}
