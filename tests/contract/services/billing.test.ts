import { describe, expect, test } from 'vitest'
import { BankDetailsSchema, InvoiceListSchema, PricingSchema, TrialStartedSchema } from '#app/gateway/billing.server.ts'
import { CompanyViewSchema, SubscriptionRecordsSchema } from '#app/gateway/company.server.ts'
import { TRIAL_DAYS } from '#server/gateway/services/billing.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'
import { GLOBEX_INVOICES_REPORTED } from '#tests/support/billing.ts'

// Licensing and billing calls (spec 1 §7 "Billing and company"): scope, validation with the spec's
// messages, the trial once, the plan type, invoices and bank details. The checkout page's flow is in
// pages/checkout.test.ts.

const SIGN_INS = [
	'acmeAdmin',
	'acmeLearner',
	'globexAdmin',
	'initechAdmin',
	'fabrikamAdmin',
	'contosoAdmin',
	'northwindPartner',
	'support',
	'coalitionAdmin',
	'acronisAdmin',
	'wingtipAdmin',
] as const
const { t, tokens } = useTestGateway({ signIn: SIGN_INS })

const C = SEED.companies
const DAY = 24 * 60 * 60 * 1000

const subscriptionsOf = async (token: string, companyId: string) =>
	SubscriptionRecordsSchema.parse((await t.call('GET', `api/v1/company/${companyId}/subscriptions`, { token })).body)
const companyOf = async (token: string, companyId: string) =>
	CompanyViewSchema.parse((await t.call('GET', `/customers/api/v2/company/${companyId}/view/admin`, { token })).body)
const pricing = (token: string, companyId: string, query: Record<string, string>) =>
	t.call('GET', `/api/v1/billing/company/${companyId}/pricing`, { token, query })
const checkout = (token: string, companyId: string, body: Record<string, unknown>) =>
	t.call('POST', `/api/v1/billing/${companyId}/checkout`, {
		token,
		body: { email: 'admin@acme.test', companyId, quantity: 50, clientReferenceId: 'chk_test', ...body },
	})
const setType = (token: string, companyId: string, subscriptionType: string) =>
	t.call('PATCH', `/billing/api/v1/company/${companyId}/subscription_type`, {
		token,
		body: { subscriptionType, companyId },
	})
const trial = (token: string, companyId: string) => t.call('POST', `/api/v1/billing/${companyId}/trial`, { token, body: { companyId } })
const invoices = (token: string, companyId: string, query: Record<string, string> = {}) =>
	t.call('GET', `/api/v1/billing/company/${companyId}/invoices`, { token, query })

/** The validation message of one field of a 422. */
function messageOf(reply: { status: number; body: any }, field: string): string | undefined {
	expect(reply.status).toBe(422)
	return reply.body.validationResults.find((r: { field: string }) => r.field === field)?.message
}

describe('subscriptions', () => {
	test('the last record is the seat count, in the contract names and the spec 2 §3 stripe_* names', async () => {
		const reply = await t.call('GET', `api/v1/company/${C.globex}/subscriptions`, { token: tokens.globexAdmin })
		expect(reply.status).toBe(200)
		expect(SubscriptionRecordsSchema.parse(reply.body).at(-1)).toMatchObject({
			status: 'ACTIVE',
			type: 'PAID',
			reservedSeats: 250,
			pricePerUserCents: 1800,
		})
		expect(reply.body.at(-1)).toMatchObject({
			stripe_subscription_id: 'sub_demo_globex',
			stripe_reserved_seats: 250,
			stripe_price_per_user_cents: 1800,
			stripe_current_period_end: reply.body.at(-1).periodEnd,
		})
		expect(await subscriptionsOf(tokens.acmeAdmin!, C.acme)).toEqual([])
	})

	test("another company's id is refused; a partner reads its customer's; staff read any", async () => {
		for (const [token, companyId] of [
			[tokens.acmeAdmin, C.globex],
			[tokens.northwindPartner, C.acme],
			[tokens.fabrikamAdmin, C.northwind],
		] as const) {
			const reply = await t.call('GET', `api/v1/company/${companyId}/subscriptions`, { token })
			expect(reply.status).toBe(403)
			expect(reply.body.code).toBe('company_not_accessible')
		}
		expect((await subscriptionsOf(tokens.northwindPartner!, C.fabrikam)).at(-1)).toMatchObject({
			status: 'TRIALING',
			type: 'TRIAL',
		})
		// Wingtip is a customer of Tailspin, Northwind's sub-reseller: grandchildren access.
		expect((await t.call('GET', `api/v1/company/${C.wingtip}/subscriptions`, { token: tokens.northwindPartner })).status).toBe(200)
		expect((await subscriptionsOf(tokens.support!, C.globex)).at(-1)?.reservedSeats).toBe(250)
	})

	test('a learner is refused, and so is a call without a session', async () => {
		const learner = await t.call('GET', `api/v1/company/${C.acme}/subscriptions`, { token: tokens.acmeLearner })
		expect(learner.status).toBe(403)
		expect(learner.body).toMatchObject({ code: 'forbidden', message: 'Only admins can manage billing.' })
		expect((await t.call('GET', `api/v1/company/${C.acme}/subscriptions`)).status).toBe(401)
	})
})

describe('pricing', () => {
	test('the yearly price per seat in cents follows the seat count, and a coupon takes its percentage off', async () => {
		const price = async (query: Record<string, string>) => {
			const reply = await pricing(tokens.acmeAdmin!, C.acme, query)
			expect(reply.status).toBe(200)
			return PricingSchema.parse(reply.body).pricing
		}
		expect(await price({ usersNumber: '25' })).toEqual({
			totalPrice: 75000,
			pricePerSeat: 3000,
			listPricePerSeat: 3000,
			discountPercent: 0,
			couponCode: null,
			usersNumber: 25,
			currency: 'USD',
		})
		expect(await price({ usersNumber: '100' })).toMatchObject({ pricePerSeat: 2400, totalPrice: 240000 })
		expect(await price({ usersNumber: '250' })).toMatchObject({ pricePerSeat: 1800, totalPrice: 450000 })
		expect(await price({ usersNumber: '1000' })).toMatchObject({ pricePerSeat: 1500, totalPrice: 1500000 })
		expect(await price({ usersNumber: '75', couponCode: ' welcome10 ' })).toMatchObject({
			pricePerSeat: 2700,
			totalPrice: 202500,
			discountPercent: 10,
			couponCode: 'WELCOME10',
		})
		// A partner buying for a customer may buy a single seat (spec 2 §9 minimum licence purchase 1).
		expect(await price({ usersNumber: '1', isDirectPurchase: 'false' })).toMatchObject({ totalPrice: 3000 })
	})

	test("bad seat counts get the spec's messages", async () => {
		const message = async (usersNumber: string | undefined, extra: Record<string, string> = {}) =>
			messageOf(
				await pricing(tokens.acmeAdmin!, C.acme, { ...(usersNumber === undefined ? {} : { usersNumber }), ...extra }),
				'usersNumber',
			)
		expect(await message('0')).toBe('You have to buy at least 25 seats')
		expect(await message('24')).toBe('You have to buy at least 25 seats')
		expect(await message('25.5')).toBe('Value must be an integer')
		expect(await message('abc')).toBe('Value must be a number')
		expect(await message('0x20')).toBe('Value must be a number')
		expect(await message('')).toBe('Field is required')
		expect(await message(undefined)).toBe('Field is required')
		expect(await message('5001')).toBe('Value must be less than or equal to 5000.')
		expect(await message('0', { isDirectPurchase: 'false' })).toBe('You have to buy at least 1 seats')
		const coupon = await pricing(tokens.acmeAdmin!, C.acme, { usersNumber: '50', couponCode: 'FREEBIE' })
		expect(messageOf(coupon, 'couponCode')).toBe('This coupon code is not valid.')
		expect(coupon.body.message).toBe('Missing or invalid request parameters: couponCode.')
	})

	test('pricing is company-scoped like every call', async () => {
		expect((await pricing(tokens.acmeAdmin!, C.globex, { usersNumber: '50' })).status).toBe(403)
		expect((await pricing(tokens.northwindPartner!, C.fabrikam, { usersNumber: '1', isDirectPurchase: 'false' })).status).toBe(200)
	})
})

describe('checkout', () => {
	test('a direct company gets the address of the checkout page (text reply)', async () => {
		const reply = await checkout(tokens.acmeAdmin!, C.acme, { quantity: 50 })
		expect(reply.status).toBe(200)
		expect(reply.headers.get('content-type')).toMatch(/^text\/plain/)
		expect(reply.text).toMatch(/^http:\/\/console\.test\/__gateway\/checkout\/cs_[A-Za-z0-9_-]{24}$/)
		// Nothing is bought until the checkout is paid.
		expect(await subscriptionsOf(tokens.acmeAdmin!, C.acme)).toEqual([])
		const other = await checkout(tokens.acmeAdmin!, C.acme, { quantity: 50 })
		expect(other.text).not.toBe(reply.text)
	})

	test("bad quantities get the spec's messages (0, 24, 25.5, letters, above the maximum)", async () => {
		const message = async (quantity: unknown) => messageOf(await checkout(tokens.acmeAdmin!, C.acme, { quantity }), 'quantity')
		expect(await message(0)).toBe('You have to buy at least 25 seats')
		expect(await message(24)).toBe('You have to buy at least 25 seats')
		expect(await message(25.5)).toBe('Value must be an integer')
		expect(await message('letters')).toBe('Value must be a number')
		expect(await message(5001)).toBe('Value must be less than or equal to 5000.')
		expect(await message(undefined)).toBe('Field is required')
		expect((await checkout(tokens.acmeAdmin!, C.acme, { quantity: 5000 })).status).toBe(200)
	})

	test('the email, the company of the body, the reference id and the coupon are checked', async () => {
		expect(messageOf(await checkout(tokens.acmeAdmin!, C.acme, { email: 'not-an-email' }), 'email')).toBe('This is not a valid email')
		expect(messageOf(await checkout(tokens.acmeAdmin!, C.acme, { email: '' }), 'email')).toBe('Please enter Email')
		expect(messageOf(await checkout(tokens.acmeAdmin!, C.acme, { clientReferenceId: ' ' }), 'clientReferenceId')).toBe('Field is required')
		expect(messageOf(await checkout(tokens.acmeAdmin!, C.acme, { companyId: C.globex }), 'companyId')).toBe('The company of the path.')
		expect(messageOf(await checkout(tokens.acmeAdmin!, C.acme, { couponCode: 'NOPE' }), 'couponCode')).toBe(
			'This coupon code is not valid.',
		)
		expect((await checkout(tokens.acmeAdmin!, C.acme, { couponCode: 'boost20' })).status).toBe(200)
	})

	test("a provider-managed company's seats are its provider's; the coalition parent has no licensing", async () => {
		for (const token of [tokens.fabrikamAdmin, tokens.northwindPartner]) {
			const reply = await checkout(token!, C.fabrikam, { email: 'admin@fabrikam.test' })
			expect(reply.status).toBe(409)
			expect(reply.body).toMatchObject({
				code: 'licensing_managed_by_provider',
				message: 'Licensing is managed by your provider',
			})
		}
		const coalition = await checkout(tokens.coalitionAdmin!, C.coalition, { email: 'admin@coalition.test' })
		expect(coalition.status).toBe(409)
		expect(coalition.body.code).toBe('licensing_not_available')
	})

	test("another company's checkout is refused", async () => {
		const reply = await checkout(tokens.globexAdmin!, C.acme, {})
		expect(reply.status).toBe(403)
		expect(reply.body.code).toBe('company_not_accessible')
		expect((await checkout(tokens.acmeLearner!, C.acme, {})).status).toBe(403)
	})
})

describe('trial', () => {
	test('a company starts the Boost trial once; later calls are refused', async () => {
		const before = Date.now()
		const reply = await trial(tokens.acmeAdmin!, C.acme)
		expect(reply.status).toBe(200)
		const started = TrialStartedSchema.parse(reply.body).trial
		expect(started.status).toBe('active')
		const length = Date.parse(started.endsAt) - Date.parse(started.startedAt)
		expect(length).toBe(TRIAL_DAYS * DAY)
		expect(Date.parse(started.startedAt)).toBeGreaterThanOrEqual(before - 1000)

		const company = await companyOf(tokens.acmeAdmin!, C.acme)
		expect(company.subscription).toMatchObject({
			hasBoost: false,
			type: 'FREE',
			trial: { status: 'active', endsAt: started.endsAt },
		})
		expect((await subscriptionsOf(tokens.acmeAdmin!, C.acme)).at(-1)).toMatchObject({
			status: 'TRIALING',
			type: 'TRIAL',
			reservedSeats: 0,
			trialEndsAt: started.endsAt,
		})

		const again = await trial(tokens.acmeAdmin!, C.acme)
		expect(again.status).toBe(409)
		expect(again.body).toMatchObject({ code: 'trial_already_used', message: 'The Boost trial has already been used.' })
		expect(await subscriptionsOf(tokens.acmeAdmin!, C.acme)).toHaveLength(1)
	})

	test('two concurrent starts activate one trial', async () => {
		const replies = await Promise.all([trial(tokens.acronisAdmin!, C.acronis), trial(tokens.acronisAdmin!, C.acronis)])
		expect(replies.map((r) => r.status).sort()).toEqual([200, 409])
		expect(await subscriptionsOf(tokens.acronisAdmin!, C.acronis)).toHaveLength(1)
	})

	test('an expired or running trial and a Boost company are refused', async () => {
		expect((await trial(tokens.initechAdmin!, C.initech)).body.code).toBe('trial_already_used')
		expect((await trial(tokens.fabrikamAdmin!, C.fabrikam)).body.code).toBe('trial_already_used')
		const globex = await trial(tokens.globexAdmin!, C.globex)
		expect(globex.status).toBe(409)
		expect(globex.body).toMatchObject({ code: 'already_boosted', message: 'This company already has Boost.' })
		expect((await trial(tokens.acmeAdmin!, C.globex)).status).toBe(403)
		const mismatch = await t.call('POST', `/api/v1/billing/${C.initech}/trial`, {
			token: tokens.initechAdmin,
			body: { companyId: C.acme },
		})
		expect(messageOf(mismatch, 'companyId')).toBe('The company of the path.')
	})
})

describe('invoices and payment history', () => {
	const list = async (query: Record<string, string> = {}) => {
		const reply = await invoices(tokens.globexAdmin!, C.globex, query)
		expect(reply.status).toBe(200)
		return InvoiceListSchema.parse(reply.body)
	}

	test('newest first, with every status: an OPEN invoice past due reads OVERDUE', async () => {
		const page = await list()
		expect(page.pageInfo).toEqual({ pageNumber: 1, pageSize: 25, totalItems: 6, totalPages: 1 })
		expect(page.data.map((i) => [i.number, i.status])).toEqual(GLOBEX_INVOICES_REPORTED)
		expect(page.data.at(-1)).toMatchObject({
			id: SEED.invoices.globexCard,
			amount: 360000,
			purchasedSeats: 200,
			customerCompanyName: 'Globex',
			last4: '4242',
			paymentMethod: 'CREDIT_CARD',
			currency: 'USD',
		})
		expect(page.data[0]!.dueDate).toBeNull()
	})

	test('filters by status (repeated), payment method and search; orders and pages', async () => {
		expect((await list({ invoiceStatus: 'OVERDUE' })).data.map((i) => i.id)).toEqual([SEED.invoices.globexOverdue])
		const url = `/api/v1/billing/company/${C.globex}/invoices?invoiceStatus=OPEN&invoiceStatus=OVERDUE`
		expect(InvoiceListSchema.parse((await t.call('GET', url, { token: tokens.globexAdmin })).body).data.map((i) => i.status)).toEqual([
			'OPEN',
			'OVERDUE',
		])
		expect((await list({ paymentMethod: 'CREDIT_CARD' })).data.map((i) => i.number)).toEqual(['INV-000001'])
		expect((await list({ searchText: 'inv-000003' })).data.map((i) => i.id)).toEqual([SEED.invoices.globexBankTransfer])
		expect((await list({ orderBy: 'amount', order: 'asc' })).data.map((i) => i.amount)).toEqual([45000, 45000, 90000, 90000, 90000, 360000])
		const second = await list({ pageSize: '5', pageNumber: '2' })
		expect(second.pageInfo).toMatchObject({ totalItems: 6, totalPages: 2 })
		expect(second.data.map((i) => i.number)).toEqual(['INV-000001'])
	})

	test('bad filters are a 422; another company is refused; a company without invoices has none', async () => {
		expect(messageOf(await invoices(tokens.globexAdmin!, C.globex, { invoiceStatus: 'LOST' }), 'invoiceStatus.0')).toBeTruthy()
		expect((await invoices(tokens.globexAdmin!, C.globex, { paymentMethod: 'CASH' })).status).toBe(422)
		expect((await invoices(tokens.acmeAdmin!, C.globex)).status).toBe(403)
		expect((await invoices(tokens.support!, C.globex)).status).toBe(200)
		expect(InvoiceListSchema.parse((await invoices(tokens.initechAdmin!, C.initech)).body)).toEqual({
			data: [],
			pageInfo: { pageNumber: 1, pageSize: 25, totalItems: 0, totalPages: 1 },
		})
	})
})

describe('bank and customer portal', () => {
	test("bank details carry the company's transfer reference", async () => {
		const reply = await t.call('GET', `billing/api/v1/company/${C.globex}/bank`, { token: tokens.globexAdmin })
		expect(reply.status).toBe(200)
		expect(BankDetailsSchema.parse(reply.body)).toMatchObject({ reference: 'REF-CMP_GLOBEX', currency: 'USD' })
		expect((await t.call('GET', `billing/api/v1/company/${C.globex}/bank`, { token: tokens.acmeAdmin })).status).toBe(403)
	})

	test('the portal call answers the address of the portal page (text reply)', async () => {
		const reply = await t.call('POST', `/api/v1/billing/${C.globex}/customer_portal`, { token: tokens.globexAdmin })
		expect(reply.status).toBe(200)
		expect(reply.text).toMatch(/^http:\/\/console\.test\/__gateway\/billing-portal\/bps_[A-Za-z0-9_-]{24}$/)
		expect((await t.call('POST', `/api/v1/billing/${C.globex}/customer_portal`, { token: tokens.acmeAdmin })).status).toBe(403)
	})
})

describe('subscription type', () => {
	test('customers only downgrade (FREE); upgrading is buying seats through checkout', async () => {
		for (const type of ['PAID', 'UNDEFINED']) {
			const reply = await setType(tokens.acmeAdmin!, C.acme, type)
			expect(reply.status).toBe(403)
			expect(reply.body.message).toBe('Buy seats through checkout to upgrade.')
		}
		expect(messageOf(await setType(tokens.acmeAdmin!, C.acme, 'GOLD'), 'subscriptionType')).toBe(
			'The subscription type is FREE, PAID or UNDEFINED.',
		)
		const mismatch = await t.call('PATCH', `/billing/api/v1/company/${C.acme}/subscription_type`, {
			token: tokens.acmeAdmin,
			body: { subscriptionType: 'FREE', companyId: C.globex },
		})
		expect(messageOf(mismatch, 'companyId')).toBe('The company of the path.')
		// Already free: nothing changes.
		expect((await setType(tokens.acmeAdmin!, C.acme, 'FREE')).status).toBe(204)
	})

	test('Continue to Free: the company leaves Boost and its paid subscription is cancelled', async () => {
		expect((await setType(tokens.globexAdmin!, C.globex, 'FREE')).status).toBe(204)
		expect((await companyOf(tokens.globexAdmin!, C.globex)).subscription).toMatchObject({
			hasBoost: false,
			type: 'FREE',
		})
		expect((await subscriptionsOf(tokens.globexAdmin!, C.globex)).at(-1)).toMatchObject({
			status: 'CANCELED',
			reservedSeats: 250,
		})
		// Staff may set the other types.
		expect((await setType(tokens.support!, C.globex, 'PAID')).status).toBe(204)
		expect((await companyOf(tokens.globexAdmin!, C.globex)).subscription).toMatchObject({
			hasBoost: true,
			type: 'PAID',
		})
		expect((await setType(tokens.support!, C.globex, 'UNDEFINED')).status).toBe(204)
		expect((await companyOf(tokens.globexAdmin!, C.globex)).subscription).toMatchObject({
			hasBoost: true,
			type: 'UNDEFINED',
		})
	})

	test("a provider-managed company's plan is changed by its provider, not by itself", async () => {
		const own = await setType(tokens.contosoAdmin!, C.contoso, 'FREE')
		expect(own.status).toBe(409)
		expect(own.body.message).toBe('Licensing is managed by your provider')
		expect((await setType(tokens.northwindPartner!, C.contoso, 'FREE')).status).toBe(204)
		expect((await companyOf(tokens.northwindPartner!, C.contoso)).subscription.hasBoost).toBe(false)
		expect((await setType(tokens.coalitionAdmin!, C.coalition, 'FREE')).body.code).toBe('licensing_not_available')
		expect((await setType(tokens.acmeAdmin!, C.globex, 'FREE')).status).toBe(403)
	})
})
