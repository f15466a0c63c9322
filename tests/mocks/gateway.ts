/**
 * msw doubles of the gateway for route tests: the console talks to
 * GATEWAY_URL=http://gateway.test, and each test states the replies it needs.
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { AuthUser } from '#app/gateway/user.server.ts'
import type { CompanyView } from '#app/gateway/company.server.ts'
import type { Notifications, SuspendedCampaign } from '#app/gateway/notifications.server.ts'
import type { StartTrainingData } from '#app/gateway/training.server.ts'

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

/** One intercepted request: its path parameters and JSON body (undefined when empty). */
export type RecordedCall = { params: Record<string, string>; body: any }

async function record(calls: RecordedCall[], request: Request, params: Record<string, string | readonly string[] | undefined>) {
	const text = await request.text()
	calls.push({ params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), body: text ? JSON.parse(text) : undefined })
}

type Reply = () => Response | Promise<Response>
const noContent = () => new HttpResponse(null, { status: 204 })

/** POST support ticket (app/gateway/support.server.ts); by default the reference gateway's 201 `{ ticketId }`. */
export function supportTicketHandlers(reply: Reply = () => HttpResponse.json({ ticketId: 'tkt_1' }, { status: 201 })) {
	const calls: RecordedCall[] = []
	const handlers = [
		http.post(`${GATEWAY}/api/v1/support/company/:companyId/tickets`, async ({ request, params }) => {
			await record(calls, request, params)
			return reply()
		}),
	]
	return { handlers, calls }
}

/** Contact Sales (app/gateway/sales.server.ts): contact_us_buy (204), then the marketing form's sales_quote (201 `{ quoteId }`). */
export function contactSalesHandlers(replies: { contactUsBuy?: Reply; salesQuote?: Reply } = {}) {
	const calls = { contactUsBuy: [] as RecordedCall[], salesQuote: [] as RecordedCall[] }
	const handlers = [
		http.post(`${GATEWAY}/api/v1/user/:companyId/contact_us_buy`, async ({ request, params }) => {
			await record(calls.contactUsBuy, request, params)
			return (replies.contactUsBuy ?? noContent)()
		}),
		http.post(`${GATEWAY}/marketing/api/v1/company/:companyId/sales_quote`, async ({ request, params }) => {
			await record(calls.salesQuote, request, params)
			return (replies.salesQuote ?? (() => HttpResponse.json({ quoteId: 'qte_1' }, { status: 201 })))()
		}),
	]
	return { handlers, calls }
}

/** The start data of a company that has not started any training (Acme in the seed). */
export function startTrainingData(overrides: Partial<StartTrainingData> = {}): StartTrainingData {
	return {
		hasActiveTraining: false,
		hasEndedTraining: false,
		hasActivePhishingExerciseCampaign: false,
		hasActiveGamingCampaign: false,
		hasUsersWithTraining: false,
		...overrides,
	}
}

/**
 * Start-training data and the annual campaign (app/gateway/training.server.ts). After a successful
 * creation the start data reports active training with users, as the reference gateway does.
 */
export function trainingHandlers(options: { data?: Partial<StartTrainingData>; createAnnual?: Reply } = {}) {
	let data = startTrainingData(options.data)
	const calls = { startData: [] as RecordedCall[], createAnnual: [] as RecordedCall[] }
	const handlers = [
		http.get(`${GATEWAY}/reports/api/v1/company/:id/training/start_data`, async ({ request, params }) => {
			await record(calls.startData, request, params)
			return HttpResponse.json(data)
		}),
		http.post(`${GATEWAY}/api/v1/training/company/:id/campaigns/annual`, async ({ request, params }) => {
			await record(calls.createAnnual, request, params)
			const response = await (options.createAnnual ?? (() => HttpResponse.json({ campaignId: 'tcp_1', assignedUsers: 39 }, { status: 201 })))()
			if (response.ok) data = { ...data, hasActiveTraining: true, hasUsersWithTraining: true }
			return response
		}),
	]
	return { handlers, calls }
}

/** PATCH access_status (confirmParentAccess): 204, or e.g. gatewayError(409, 'parent_access_not_pending', …). */
export function parentAccessHandlers(reply: Reply = noContent) {
	const calls: RecordedCall[] = []
	const handlers = [
		http.patch(`${GATEWAY}/partnership/api/v1/company/:companyId/access_status`, async ({ request, params }) => {
			await record(calls, request, params)
			return reply()
		}),
	]
	return { handlers, calls }
}

/** The suspended-campaign notice of the seeded annual course (Initech in the seed). */
export function suspendedCampaign(overrides: Partial<SuspendedCampaign> = {}): SuspendedCampaign {
	return { course_id: 'crs_annual_awareness', course_name: 'Annual Security Awareness Training', course_image: null, ...overrides }
}

/**
 * The notifications calls (app/gateway/notifications.server.ts): the list, then "shown", "viewed" and
 * the suspended notices' PATCH; once that PATCH answers, the list has no suspended notices, as in the
 * reference gateway.
 */
export function notificationsHandlers(reply: Partial<Notifications> = {}) {
	let current: Notifications = { notifications: [], suspendedCampaigns: [], ...reply }
	const calls = { list: [] as RecordedCall[], shown: [] as RecordedCall[], viewed: [] as RecordedCall[], suspendedShown: [] as RecordedCall[] }
	const handlers = [
		http.get(`${GATEWAY}/api/v1/notifications/:companyId/user/:userId`, async ({ request, params }) => {
			await record(calls.list, request, params)
			return HttpResponse.json(current)
		}),
		http.put(`${GATEWAY}/api/v1/notifications/:companyId/user/:userId/shown`, async ({ request, params }) => {
			await record(calls.shown, request, params)
			return noContent()
		}),
		http.put(`${GATEWAY}/api/v1/notifications/:companyId/user/:userId`, async ({ request, params }) => {
			await record(calls.viewed, request, params)
			return noContent()
		}),
		http.patch(`${GATEWAY}/api/v1/user/:userId/suspended_campaigns_notification_shown`, async ({ request, params }) => {
			await record(calls.suspendedShown, request, params)
			current = { ...current, suspendedCampaigns: [] }
			return noContent()
		}),
	]
	return { handlers, calls }
}
