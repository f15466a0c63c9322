/**
 * msw doubles of the gateway for route tests: the console talks to
 * GATEWAY_URL=http://gateway.test, and each test states the replies it needs.
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { AuthUser } from '#app/gateway/user.server.ts'
import type { CompanyView } from '#app/gateway/company.server.ts'

export const GATEWAY = 'http://gateway.test'
process.env.GATEWAY_URL = GATEWAY
process.env.SESSION_SECRET ??= 'route-test-secret-0123456789abcdef0123456789'

export const server = setupServer()

export function gatewayError(status: number, code: string, message: string, detailCode?: string) {
	return HttpResponse.json({ code, message, details: [{ code: detailCode ?? code, description: message }] }, { status })
}

export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
	return {
		id: 'usr_admin',
		company_id: 'cmp_acme',
		email: 'admin@acme.test',
		name: 'Ada',
		lastName: 'Admin',
		role: 'admin',
		sso: false,
		emailVerified: true,
		onboardingCompleted: true,
		onboardingSkipped: false,
		unconfirmedNewEmail: null,
		temporary_password: false,
		suspendedCampaignsNotificationShown: true,
		notificationsShown: true,
		isMfaEnabled: false,
		isAdminLoggedInAsCompany: false,
		adminName: null,
		adminEmail: null,
		privacyPolicyConfirmedAt: '2026-01-01T00:00:00.000Z',
		lastLogin: null,
		...overrides,
	}
}

export function companyView(overrides: Partial<CompanyView> = {}): CompanyView {
	return {
		id: 'cmp_acme',
		name: 'Acme Corp',
		slug: 'acme',
		logo: null,
		lang: 'en',
		country: 'US',
		ownerId: 'usr_admin',
		apiKey: null,
		videoProjectId: null,
		createdAt: '2026-01-01T00:00:00.000Z',
		updatedAt: '2026-01-01T00:00:00.000Z',
		defaultChildInviteMessage: null,
		subscription: { hasBoost: false, hasSuperBoost: false, trial: { status: 'available', modal: false, endsAt: null }, type: 'FREE' },
		distribution: {
			isPartner: false,
			parentCompanyId: null,
			parentCompanyName: null,
			customerType: null,
			integration: null,
			loginAsCompany: false,
			partnerStatus: null,
		},
		features: {
			isChildLoginAllowed: false,
			isPartnerInviteAllowed: false,
			isGrandChildrenAccessAllowed: false,
			hasWhiteLabelAccess: false,
			hasPayByInvoiceAccess: false,
			isOktaSamlAccessible: false,
			isPhishingExerciseV2Enabled: false,
			isScormEnabled: false,
		},
		users: { total: 40, enabled: 40, disabled: 0 },
		customDomainAdmin: null,
		customDomainEmployee: null,
		customDomainWeb: null,
		isDisabled: false,
		hasSso: false,
		...overrides,
	} as CompanyView
}

/** The replies of a normal password sign-in of `user`, with calls recorded. */
export function signInHandlers(user: AuthUser = authUser(), company: CompanyView = companyView()) {
	const calls: string[] = []
	const handlers = [
		http.post(`${GATEWAY}/user/login/validate`, () => {
			calls.push('validate')
			return HttpResponse.json({ isMfaLogin: false, verificationToken: 'one-time' })
		}),
		http.post(`${GATEWAY}/api/v1/auth/sign_in_with_token`, () => {
			calls.push('sign_in')
			return HttpResponse.json({ idToken: 'id-token', expiresAt: new Date(Date.now() + 3600_000).toISOString() })
		}),
		http.get(`${GATEWAY}/user`, () => HttpResponse.json(user)),
		http.get(`${GATEWAY}/customers/api/v2/company/:id/view/admin`, () => HttpResponse.json(company)),
		http.put(`${GATEWAY}/api/v1/user/:id/last_login`, () => new HttpResponse(null, { status: 204 })),
		http.post(`${GATEWAY}/api/v1/auth/logout`, () => {
			calls.push('logout')
			return new HttpResponse(null, { status: 204 })
		}),
	]
	return { handlers, calls }
}
