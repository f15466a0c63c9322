import { http } from 'msw'
import { beforeAll, describe, expect, test } from 'vitest'
import { outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, billingHandlers, companyView, GATEWAY, gatewayError, server, subscriptionRecord } from '#tests/mocks/gateway.ts'
import { loader } from './licensing.tsx'

const signedIn: Record<string, string> = {}
beforeAll(async () => {
	for (const role of ['admin', 'user', 'support']) signedIn[role] = await signedInCookie(role)
})

async function load(path = '/licensing', role = 'admin') {
	return outcome(() => loader(routeArgs(path, { cookie: signedIn[role] }) as any)) as Promise<any>
}

const globex = companyView({
	id: 'cmp_acme',
	name: 'Globex',
	subscription: {
		hasBoost: true,
		hasSuperBoost: false,
		trial: { status: 'expired', modal: false, endsAt: null },
		type: 'PAID',
	},
	users: { total: 300, enabled: 300, disabled: 0 },
})

describe('Licensing: the loader', () => {
	test('a Boost company sees its plan, seats, users, days left, price per seat and renewal date from the last subscription record', async () => {
		viewerReplies(authUser(), globex)
		const periodEnd = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000 - 60_000).toISOString()
		const billing = billingHandlers({
			hasBoost: true,
			subscriptions: [
				subscriptionRecord({ subscriptionId: 'sub_old', status: 'CANCELED', reservedSeats: 10 }),
				subscriptionRecord({ reservedSeats: 250, pricePerUserCents: 1800, periodEnd }),
			],
		})
		server.use(...billing.handlers)
		const data = await load()
		expect(data.summary).toMatchObject({
			state: 'BOOSTED',
			seats: 250,
			users: { total: 300, enabled: 300 },
			daysLeft: 30,
			pricePerSeatLabel: '$18.00',
			trialEndsLabel: null,
		})
		expect(data.summary.renewalDateLabel).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)
		expect(data.actions).toEqual({
			kind: 'direct',
			canUpgrade: false,
			canBuySeats: true,
			canDowngrade: true,
			contactSales: true,
		})
		expect(data.failure).toBeNull()
		// The company comes from the session, never from the URL.
		expect(billing.calls.subscriptions!.map((c) => c.params.companyId)).toEqual(['cmp_acme'])
	})

	test('a free direct company sees the Free plan with the not-boosted seat cap, and may upgrade', async () => {
		viewerReplies()
		const billing = billingHandlers()
		server.use(...billing.handlers)
		const data = await load('/licensing?companyId=cmp_globex')
		expect(data.summary).toMatchObject({
			state: 'FREE',
			seats: 25,
			daysLeft: null,
			pricePerSeatLabel: null,
			renewalDateLabel: null,
		})
		expect(data.actions).toMatchObject({ kind: 'direct', canUpgrade: true, canBuySeats: false, canDowngrade: false })
		expect(billing.calls.subscriptions!.map((c) => c.params.companyId)).toEqual(['cmp_acme'])
	})

	test("during a trial the page reads 'Trial Ends in' with the date", async () => {
		const endsAt = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000 - 60_000).toISOString()
		viewerReplies(
			authUser(),
			companyView({
				subscription: {
					hasBoost: false,
					hasSuperBoost: false,
					trial: { status: 'active', modal: false, endsAt },
					type: 'FREE',
				},
			}),
		)
		server.use(
			...billingHandlers({
				subscriptions: [
					subscriptionRecord({
						status: 'TRIALING',
						type: 'TRIAL',
						reservedSeats: 0,
						pricePerUserCents: 0,
						trialEndsAt: endsAt,
					}),
				],
			}).handlers,
		)
		const data = await load()
		expect(data.summary).toMatchObject({ state: 'TRIAL_ACTIVE', daysLeft: 5, pricePerSeatLabel: null })
		expect(data.summary.trialEndsLabel).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)
	})

	test("a provider-managed company is told 'Licensing is managed by your provider' with the provider's name", async () => {
		viewerReplies(
			authUser(),
			companyView({
				distribution: {
					...companyView().distribution,
					parentCompanyId: 'cmp_northwind',
					parentCompanyName: 'Northwind MSP',
				},
			}),
		)
		server.use(...billingHandlers().handlers)
		const data = await load()
		expect(data.actions).toEqual({ kind: 'providerManaged', providerName: 'Northwind MSP' })
	})

	test('a coalition parent company is sent to get-started and its subscriptions are not read', async () => {
		viewerReplies(authUser(), companyView({ distribution: { ...companyView().distribution, integration: 'coalition', isPartner: true } }))
		const calls = recordGateway()
		const response = (await load()) as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/home')
		expect(calls).toEqual([])
	})

	test('a learner is signed out before anything is read', async () => {
		viewerReplies(authUser({ role: 'user' }))
		const calls = recordGateway()
		const response = (await load('/licensing', 'user')) as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/login')
		expect(calls).toEqual([])
	})

	test('support staff may open the page', async () => {
		viewerReplies(authUser({ role: 'support' }))
		server.use(...billingHandlers().handlers)
		const data = await load('/licensing', 'support')
		expect(data.summary.state).toBe('FREE')
	})

	test('when the subscription records cannot be read the page says so, and a Boost company’s seats are not guessed', async () => {
		viewerReplies(authUser(), globex)
		server.use(http.get(`${GATEWAY}/api/v1/company/:companyId/subscriptions`, () => gatewayError(503, 'unavailable', 'Billing is busy')))
		const data = await load()
		expect(data.failure).toEqual({ message: 'Billing is busy', raw: true })
		expect(data.summary).toMatchObject({ state: 'BOOSTED', seats: null, renewalDateLabel: null })
	})
})
