import { HttpResponse } from 'msw'
import { beforeAll, describe, expect, test } from 'vitest'
import type { CompanyView } from '#app/gateway/company.server.ts'
import en from '#app/i18n/locales/en/plan.ts'
import { flashToast, outcome, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { billingHandlers, gatewayError, GATEWAY, planCompany, server } from '#tests/mocks/gateway.ts'
import { action, loader } from './plan.tsx'

const company = planCompany

function setUp(options: { company?: CompanyView; billing?: Parameters<typeof billingHandlers>[0] } = {}) {
	viewerReplies(undefined, options.company ?? company())
	const billing = billingHandlers(options.billing)
	server.use(...billing.handlers)
	return billing
}

async function post(form: Record<string, string>) {
	return outcome(() => action(routeArgs('/resources/plan', { cookie: cookieValue, form }) as any))
}
let cookieValue: string
beforeAll(async () => {
	cookieValue = await signedInCookie()
})

describe('the plan dialogs: the /resources/plan actions', () => {
	test("START TRIAL starts the trial of the session's company, says 'Trial period was activated' and opens 'All Set!'", async () => {
		const billing = setUp()
		const response = (await post({
			intent: 'startTrial',
			redirectTo: '/users/all_users?pageNumber=2&modal=startTrial',
			companyId: 'cmp_other',
		})) as Response
		expect(billing.calls.trial?.map((c) => c.params.companyId)).toEqual(['cmp_acme'])
		expect(billing.calls.trial?.[0]?.body).toEqual({ companyId: 'cmp_acme' })
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/users/all_users?pageNumber=2&modal=upgraded')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'plan:trial.activated' })
		expect(en.trial.activated).toBe('Trial period was activated')
	})

	test('the trial activates once: a company whose trial is not available is told so, without a gateway call', async () => {
		const billing = setUp({ company: company({ trial: 'active' }) })
		const response = (await post({ intent: 'startTrial', redirectTo: '/home' })) as Response
		expect(billing.calls.trial).toBeUndefined()
		expect(response.headers.get('Location')).toBe('/home')
		expect(await flashToast(response)).toEqual({ type: 'error', message: 'plan:trial.unavailable' })
	})

	test("the gateway's refusal of a second trial is shown as it words it", async () => {
		setUp({
			billing: {
				replies: { trial: () => gatewayError(409, 'trial_already_used', 'The Boost trial has already been used.') },
			},
		})
		const response = (await post({ intent: 'startTrial', redirectTo: '/home' })) as Response
		expect(await flashToast(response)).toEqual({
			type: 'error',
			message: 'The Boost trial has already been used.',
			raw: true,
		})
	})

	test('Buy Now creates a checkout for the seats, then the browser goes to its address (a document redirect)', async () => {
		const billing = setUp()
		const response = (await post({
			intent: 'checkout',
			seats: '150',
			redirectTo: '/home?modal=upgrade&seats=75',
			enhanced: '1',
			companyId: 'cmp_other',
		})) as Response
		const body = billing.calls.checkout?.[0]?.body
		expect(billing.calls.checkout?.[0]?.params.companyId).toBe('cmp_acme')
		expect(body).toMatchObject({ email: 'admin@acme.test', companyId: 'cmp_acme', quantity: 150 })
		expect(body.clientReferenceId).toMatch(/^chk_/)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(`${GATEWAY}/__gateway/checkout/cs_1`)
		expect(response.headers.get('X-Remix-Reload-Document')).toBe('true')
		// Paying adds the seats once; returning goes to the purchase-complete dialog.
		expect(billing.pay(`${GATEWAY}/__gateway/checkout/cs_1`)).toBe('/home?modal=purchaseComplete')
		expect(billing.state.subscriptions.at(-1)?.reservedSeats).toBe(150)
	})

	test('bad seat counts are refused before any gateway call: with JavaScript the messages come back with the value', async () => {
		const billing = setUp()
		for (const [seats, message] of [
			['0', 'plan:seats.min'],
			['24', 'plan:seats.min'],
			['25.5', 'plan:seats.integer'],
			['letters', 'plan:seats.number'],
			['5001', 'plan:seats.max'],
			['', 'plan:seats.required'],
		] as const) {
			const result = (await post({ intent: 'checkout', seats, redirectTo: '/home', enhanced: '1' })) as any
			expect(result.init.status, seats).toBe(400)
			expect(result.data.result.error.seats, seats).toEqual([message])
			if (seats) expect(result.data.result.initialValue.seats, seats).toBe(seats)
		}
		expect(billing.calls.checkout).toBeUndefined()
	})

	test('without JavaScript a bad count goes back to the dialog with the count typed, where the server shows the message', async () => {
		const billing = setUp()
		const response = (await post({
			intent: 'checkout',
			seats: '24',
			redirectTo: '/home?tab=x&modal=upgrade&seats=150',
			modal: 'upgrade',
		})) as Response
		expect(response.headers.get('Location')).toBe('/home?tab=x&modal=upgrade&seats=24')
		expect(billing.calls.checkout).toBeUndefined()
	})

	test('"Show price" (no JavaScript) comes back to the dialog pricing the typed count', async () => {
		setUp()
		const response = (await post({
			intent: 'showPrice',
			seats: ' 150 ',
			redirectTo: '/users/all_users?modal=upgrade',
		})) as Response
		expect(response.headers.get('Location')).toBe('/users/all_users?modal=upgrade&seats=150')
	})

	test("conform's validation posts (no intent) get the errors only", async () => {
		const billing = setUp()
		const result = (await post({
			seats: '24',
			redirectTo: '/home',
			__intent__: JSON.stringify({ type: 'validate', payload: { name: 'seats' } }),
		})) as any
		expect(result.data.result.error.seats).toEqual(['plan:seats.min'])
		expect(billing.calls.checkout).toBeUndefined()
	})

	test('a failed checkout keeps the dialog with the failure: in place with JavaScript, as a message on the dialog without', async () => {
		setUp({
			billing: { replies: { checkout: () => HttpResponse.json({ message: 'Card network down' }, { status: 503 }) } },
		})
		const inPlace = (await post({ intent: 'checkout', seats: '50', redirectTo: '/home', enhanced: '1' })) as any
		expect(inPlace.init.status).toBe(400)
		expect(inPlace.data.failure).toEqual({ message: 'Card network down', raw: true })
		const page = (await post({ intent: 'checkout', seats: '50', redirectTo: '/home' })) as Response
		expect(page.headers.get('Location')).toBe('/home?modal=upgrade&seats=50')
		expect(await flashToast(page)).toEqual({ type: 'error', message: 'Card network down', raw: true })
	})

	test("a server without a payment provider: Buy Now says 'Payments are not configured on this server.' and keeps the typed seats", async () => {
		const notConfigured = () => gatewayError(503, 'payments_not_configured', 'Payments are not configured on this server.')
		setUp({ billing: { replies: { checkout: notConfigured } } })
		const inPlace = (await post({ intent: 'checkout', seats: '75', redirectTo: '/licensing', enhanced: '1' })) as any
		expect(inPlace.init.status).toBe(400)
		expect(inPlace.data.failure).toEqual({ message: 'Payments are not configured on this server.', raw: true })
		expect(inPlace.data.result.initialValue).toMatchObject({ seats: '75' })
		const page = (await post({ intent: 'checkout', seats: '75', redirectTo: '/licensing' })) as Response
		expect(page.headers.get('Location')).toBe('/licensing?modal=upgrade&seats=75')
		expect(await flashToast(page)).toEqual({
			type: 'error',
			message: 'Payments are not configured on this server.',
			raw: true,
		})
	})

	test('a provider-managed company cannot buy by posting (no Buy Now for it)', async () => {
		const billing = setUp({ company: company({ parent: 'Northwind MSP' }) })
		const response = (await post({ intent: 'checkout', seats: '50', redirectTo: '/home' })) as Response
		expect(response.status).toBe(403)
		expect(billing.calls.checkout).toBeUndefined()
	})

	test('a coalition parent cannot use any plan form', async () => {
		const billing = setUp({ company: company({ integration: 'coalition' }) })
		for (const intent of ['startTrial', 'checkout', 'downgrade']) {
			expect(((await post({ intent, seats: '50', redirectTo: '/home' })) as Response).status, intent).toBe(403)
		}
		expect(billing.calls.trial ?? billing.calls.checkout ?? billing.calls.subscriptionType).toBeUndefined()
	})

	test("Continue to Free sets the subscription type FREE, then 'Downgraded'", async () => {
		const billing = setUp({ company: company({ hasBoost: true }), billing: { hasBoost: true } })
		const response = (await post({ intent: 'downgrade', redirectTo: '/licensing?modal=downgrade' })) as Response
		expect(billing.calls.subscriptionType?.[0]).toMatchObject({
			params: { companyId: 'cmp_acme' },
			body: { subscriptionType: 'FREE', companyId: 'cmp_acme' },
		})
		expect(response.headers.get('Location')).toBe('/licensing?modal=downgraded')
	})

	test('Continue to Free when already on Free changes nothing', async () => {
		const billing = setUp()
		const response = (await post({ intent: 'downgrade', redirectTo: '/home' })) as Response
		expect(billing.calls.subscriptionType).toBeUndefined()
		expect(response.headers.get('Location')).toBe('/home?modal=downgraded')
	})

	test('a refused downgrade returns to the downgrade dialog with the reason', async () => {
		setUp({
			company: company({ hasBoost: true }),
			billing: {
				replies: {
					subscriptionType: () => gatewayError(409, 'licensing_managed_by_provider', 'Licensing is managed by your provider'),
				},
			},
		})
		const response = (await post({ intent: 'downgrade', redirectTo: '/home' })) as Response
		expect(response.headers.get('Location')).toBe('/home?modal=downgrade')
		expect(await flashToast(response)).toEqual({
			type: 'error',
			message: 'Licensing is managed by your provider',
			raw: true,
		})
	})

	test('redirects stay on our origin', async () => {
		setUp()
		const response = (await post({
			intent: 'showPrice',
			seats: '50',
			redirectTo: 'https://evil.example/x',
		})) as Response
		expect(response.headers.get('Location')).toBe('/home?modal=upgrade&seats=50')
	})

	test('a guest is sent to sign in', async () => {
		const response = (await outcome(() => action(routeArgs('/resources/plan', { form: { intent: 'startTrial' } }) as any))) as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toMatch(/^\/login/)
	})
})

describe('the live price: GET /resources/plan?seats=', () => {
	const get = (query: string) => outcome(() => loader(routeArgs(`/resources/plan${query}`, { cookie: cookieValue }) as any))

	test('prices a good count for the session company', async () => {
		const billing = setUp({ billing: { pricePerSeat: 2400 } })
		expect(await get('?seats=150')).toEqual({
			seats: '150',
			price: { seats: 150, perUserPerMonth: '$2.00', perYear: '$3,600.00' },
			errors: null,
			failure: null,
		})
		expect(billing.calls.pricing?.[0]?.params.companyId).toBe('cmp_acme')
	})

	test('a bad count gets its message and no pricing call', async () => {
		const billing = setUp()
		expect(await get('?seats=24')).toMatchObject({ seats: '24', price: null, errors: ['plan:seats.min'] })
		expect(await get('')).toMatchObject({ errors: ['plan:seats.required'] })
		expect(billing.calls.pricing).toBeUndefined()
	})

	test('not for a provider-managed company', async () => {
		setUp({ company: company({ parent: 'Northwind MSP' }) })
		expect(((await get('?seats=50')) as Response).status).toBe(403)
	})
})
