import { http, HttpResponse } from 'msw'
import { RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'

import type { CompanyView } from '#app/gateway/company.server.ts'
import type { StartTrainingData } from '#app/gateway/training.server.ts'
import { DASHBOARD_STATE } from '#app/lib/dashboard-state.ts'
import { loader as accessForResellerLoader } from '#app/routes/partnership/access-for-reseller.tsx'
import { action as partnerAccessAction, loader as partnerAccessLoader } from '#app/routes/resources/partner-access.tsx'
import { companyAccessCookie, flashToast, signedInCookie } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { action, loader } from './get-started.tsx'

afterEach(() => vi.useRealTimers())

const cookieFor = (userId = 'usr_admin', companyId = 'cmp_acme', role = 'admin') =>
	signedInCookie(role, { idToken: 'id-token', userId, companyId })

/** The partner's own session plus the "login as company" cookie for the customer. */
async function loggedInAsCookie(companyId = 'cmp_fabrikam') {
	const own = await cookieFor('usr_northwind_partner', 'cmp_northwind')
	return `${own}; ${await companyAccessCookie(companyId, 'Fabrikam')}`
}

const args = (path: string, cookie: string | null, init: RequestInit = {}) => ({
	request: new Request(`http://localhost:3000${path}`, {
		...init,
		headers: { ...(cookie ? { Cookie: cookie } : {}), ...(init.headers ?? {}) },
	}),
	url: new URL(`http://localhost:3000${path}`),
	context: new RouterContextProvider(),
	params: {},
	unstable_pattern: '',
})

const post = (path: string, cookie: string | null, fields: Record<string, string>) =>
	args(path, cookie, { method: 'POST', body: new URLSearchParams(fields) })

const noTraining: StartTrainingData = {
	hasActiveTraining: false,
	hasEndedTraining: false,
	hasActivePhishingExerciseCampaign: false,
	hasActiveGamingCampaign: false,
	hasUsersWithTraining: false,
}

function viewerReplies({
	user = authUser(),
	company = companyView(),
	training = noTraining as StartTrainingData | Response,
}: { user?: ReturnType<typeof authUser>; company?: CompanyView; training?: StartTrainingData | Response } = {}) {
	const calls = { startData: 0, created: [] as unknown[], confirmed: [] as unknown[] }
	server.use(
		http.get(`${GATEWAY}/user`, () => HttpResponse.json(user)),
		http.get(`${GATEWAY}/customers/api/v2/company/:id/view/admin`, () => HttpResponse.json(company)),
		http.get(`${GATEWAY}/reports/api/v1/company/:id/training/start_data`, ({ params }) => {
			calls.startData++
			expect(params.id).toBe(company.id)
			return training instanceof Response ? training : HttpResponse.json(training)
		}),
		http.post(`${GATEWAY}/api/v1/training/company/:id/campaigns/annual`, async ({ params, request }) => {
			calls.created.push({ companyId: params.id, body: await request.json() })
			return HttpResponse.json({ campaignId: 'cmp_campaign_1', assignedUsers: 40 })
		}),
		http.patch(`${GATEWAY}/partnership/api/v1/company/:id/access_status`, async ({ params, request }) => {
			calls.confirmed.push({ companyId: params.id, body: await request.json() })
			return new HttpResponse(null, { status: 204 })
		}),
	)
	return calls
}

const fabrikam = () =>
	companyView({
		id: 'cmp_fabrikam',
		name: 'Fabrikam',
		distribution: {
			isPartner: false,
			parentCompanyId: 'cmp_northwind',
			parentCompanyName: 'Northwind MSP',
			customerType: null,
			integration: null,
			loginAsCompany: false,
			partnerStatus: 'pending',
		},
	})

describe('Get started loader', () => {
	test('a company with nothing running is asked to start the annual training', async () => {
		viewerReplies()
		const data = (await loader(args('/home', await cookieFor()) as any)) as any
		expect(data.state).toBe(DASHBOARD_STATE.startTraining)
		expect(data.name).toBe('Ada')
		expect(data.campaign.name).toBe('Annual Training Campaign')
	})

	test('an active training without learners asks to invite users', async () => {
		viewerReplies({ training: { ...noTraining, hasActiveTraining: true } })
		const data = (await loader(args('/home', await cookieFor()) as any)) as any
		expect(data.state).toBe(DASHBOARD_STATE.inviteUsers)
	})

	test('learners in a training lead to the dashboard; with an expired trial and no Boost it is suspended', async () => {
		viewerReplies({ training: { ...noTraining, hasActiveTraining: true, hasUsersWithTraining: true } })
		expect(((await loader(args('/home', await cookieFor()) as any)) as any).state).toBe(DASHBOARD_STATE.dashboard)

		server.resetHandlers()
		const expired = companyView({
			subscription: {
				hasBoost: false,
				hasSuperBoost: false,
				trial: { status: 'expired', modal: false, endsAt: null },
				type: 'FREE',
			},
		})
		viewerReplies({
			company: expired,
			training: { ...noTraining, hasActiveTraining: true, hasUsersWithTraining: true },
		})
		expect(((await loader(args('/home', await cookieFor()) as any)) as any).state).toBe(DASHBOARD_STATE.dashboardSuspended)

		server.resetHandlers()
		viewerReplies({ company: expired, training: { ...noTraining, hasActiveTraining: true } })
		expect(((await loader(args('/home', await cookieFor()) as any)) as any).state).toBe(DASHBOARD_STATE.trainingSuspended)
	})

	test('when the gateway cannot tell the state, the page still loads without next steps', async () => {
		expectConsoleError()
		viewerReplies({ training: gatewayError(500, 'internal', 'boom') as unknown as Response })
		const data = (await loader(args('/home', await cookieFor()) as any)) as any
		expect(data.state).toBeNull()
		expect(data.name).toBe('Ada')
	})

	test('the partner-access dialog shows for a pending customer that followed the access link', async () => {
		viewerReplies({ company: fabrikam() })
		const data = (await loader(args('/home?isAccessDialog=true', await cookieFor('usr_admin', 'cmp_fabrikam')) as any)) as any
		expect(data.partnerAccess).toEqual({ parentName: 'Northwind MSP' })
	})

	test('no partner-access dialog without the URL flag, once confirmed, or for a partner logged in as the company', async () => {
		viewerReplies({ company: fabrikam() })
		expect(((await loader(args('/home', await cookieFor('usr_admin', 'cmp_fabrikam')) as any)) as any).partnerAccess).toBeNull()

		server.resetHandlers()
		const confirmed = fabrikam()
		confirmed.distribution.partnerStatus = 'access'
		viewerReplies({ company: confirmed })
		expect(
			((await loader(args('/home?isAccessDialog=true', await cookieFor('usr_admin', 'cmp_fabrikam')) as any)) as any).partnerAccess,
		).toBeNull()

		server.resetHandlers()
		viewerReplies({ company: fabrikam() })
		expect(((await loader(args('/home?isAccessDialog=true', await loggedInAsCookie()) as any)) as any).partnerAccess).toBeNull()
	})
})

describe("Let's Go: starting the annual training", () => {
	test('Confirm creates the Annual Training Campaign for every user, notified, starting today', async () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		vi.setSystemTime(new Date(2026, 2, 14, 10, 30))
		const calls = viewerReplies()
		const response = (await action(post('/home', await cookieFor(), { intent: 'startTraining' }) as any)) as Response
		expect(calls.created).toEqual([
			{
				companyId: 'cmp_acme',
				body: {
					name: 'Annual Training Campaign',
					totalChapters: 1,
					assignmentType: 'all',
					notificationsEnabled: true,
					startDate: '2026-03-14',
				},
			},
		])
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/home')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'home:startTraining.started' })
	})

	test('a second Confirm after the training started does not create another campaign', async () => {
		const calls = viewerReplies({ training: { ...noTraining, hasActiveTraining: true } })
		const response = (await action(post('/home', await cookieFor(), { intent: 'startTraining' }) as any)) as Response
		expect(calls.created).toEqual([])
		expect(await flashToast(response)).toEqual({ type: 'info', message: 'home:startTraining.alreadyStarted' })
	})

	test("the gateway's refusal is shown as it says", async () => {
		viewerReplies()
		server.use(
			http.post(`${GATEWAY}/api/v1/training/company/:id/campaigns/annual`, () =>
				gatewayError(409, 'conflict', 'A campaign is already running.'),
			),
		)
		const response = (await action(post('/home', await cookieFor(), { intent: 'startTraining' }) as any)) as Response
		expect(await flashToast(response)).toEqual({ type: 'error', message: 'A campaign is already running.', raw: true })
	})

	test('a learner is signed out and nothing is created', async () => {
		const calls = viewerReplies({ user: authUser({ role: 'user' }) })
		const response = await action(
			post('/home', await cookieFor('usr_admin', 'cmp_acme', 'user'), { intent: 'startTraining' }) as any,
		).catch((thrown: unknown) => thrown as Response)
		expect(response.headers.get('Location')).toBe('/login')
		expect(calls.created).toEqual([])
	})

	test('a guest is sent to sign in and nothing is created', async () => {
		const calls = viewerReplies()
		const response = await action(post('/home', null, { intent: 'startTraining' }) as any).catch((thrown: unknown) => thrown as Response)
		expect(response.headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
		expect(calls.created).toEqual([])
	})

	test('an unknown intent is a bad request', async () => {
		const calls = viewerReplies()
		const response = await action(post('/home', await cookieFor(), { intent: 'other' }) as any).catch(
			(thrown: unknown) => thrown as Response,
		)
		expect(response.status).toBe(400)
		expect(calls.created).toEqual([])
	})
})

describe('partner access (spec 1 §4)', () => {
	test('/access-for-reseller opens Get started with the access dialog', async () => {
		viewerReplies({ company: fabrikam() })
		const response = (await accessForResellerLoader(
			args('/access-for-reseller', await cookieFor('usr_admin', 'cmp_fabrikam')) as any,
		)) as Response
		expect(response.headers.get('Location')).toBe('/home?isAccessDialog=true')
	})

	test('/access-for-reseller sends a guest to sign in first', async () => {
		const response = await accessForResellerLoader(args('/access-for-reseller', null) as any).catch((thrown: unknown) => thrown as Response)
		expect(response.headers.get('Location')).toBe('/login?redirectTo=%2Faccess-for-reseller')
	})

	test("Confirm sets the company's partner status to access", async () => {
		const calls = viewerReplies({ company: fabrikam() })
		const response = (await partnerAccessAction(
			post('/resources/partner-access', await cookieFor('usr_admin', 'cmp_fabrikam'), {}) as any,
		)) as Response
		expect(calls.confirmed).toEqual([{ companyId: 'cmp_fabrikam', body: { companyId: 'cmp_fabrikam', status: 'access' } }])
		expect(response.headers.get('Location')).toBe('/home')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'home:partnerAccess.confirmed' })
	})

	test('a partner logged in as the company cannot confirm for the customer', async () => {
		const calls = viewerReplies({
			company: fabrikam(),
			user: authUser({ id: 'usr_external', company_id: 'cmp_fabrikam', isAdminLoggedInAsCompany: true }),
		})
		const response = (await partnerAccessAction(post('/resources/partner-access', await loggedInAsCookie(), {}) as any)) as Response
		expect(calls.confirmed).toEqual([])
		expect(await flashToast(response)).toEqual({ type: 'error', message: 'home:partnerAccess.notAllowed' })
	})

	test('a GET changes nothing', async () => {
		const calls = viewerReplies({ company: fabrikam() })
		const response = partnerAccessLoader() as Response
		expect(response.headers.get('Location')).toBe('/home')
		expect(calls.confirmed).toEqual([])
	})

	test('a company without a pending parent has nothing to confirm', async () => {
		const calls = viewerReplies()
		const response = (await partnerAccessAction(post('/resources/partner-access', await cookieFor(), {}) as any)) as Response
		expect(calls.confirmed).toEqual([])
		expect(response.headers.get('Location')).toBe('/home')
	})
})
