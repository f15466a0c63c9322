import { describe, expect, test } from 'vitest'
import * as billingClient from '#app/gateway/billing.server.ts'
import { isGatewayError } from '#app/gateway/errors.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'
import { TEST_BANK_DETAILS, billingHandlers, gatewayError, invoice, server, subscriptionRecord } from '#tests/mocks/gateway.ts'
import { NEWEST_INVOICES } from '#tests/support/billing.ts'

// The msw doubles of the billing calls (tests/mocks/gateway.ts billingHandlers) pass the console's
// schemas, record what the console sent, and answer in the reference gateway's shapes and messages.

const { t, tokens } = useTestGateway({ signIn: ['acmeAdmin', 'globexAdmin'] })

const C = SEED.companies
const errorOf = (promise: Promise<unknown>) =>
	promise.then(
		() => null,
		(error: unknown) => error,
	)
const keys = (value: object) => Object.keys(value).sort()

describe('msw doubles of the billing calls', () => {
	test('trial once, pricing, checkout and pay add the seats once, then the downgrade', async () => {
		const billing = billingHandlers()
		server.use(...billing.handlers)
		expect((await billingClient.startTrial('t', 'cmp_acme')).trial.status).toBe('active')
		expect(billing.calls.trial[0]).toMatchObject({ params: { companyId: 'cmp_acme' }, body: { companyId: 'cmp_acme' } })
		await expect(billingClient.startTrial('t', 'cmp_acme')).rejects.toMatchObject({ status: 409, code: 'trial_already_used' })

		expect(await billingClient.getPricing('t', 'cmp_acme', { usersNumber: 50, couponCode: 'welcome10' })).toMatchObject({
			totalPrice: 135000,
			pricePerSeat: 2700,
		})
		expect(billing.calls.pricing[0]!.query.get('isDirectPurchase')).toBe('true')
		const url = await billingClient.createCheckout('t', 'cmp_acme', {
			email: 'admin@acme.test',
			quantity: 50,
			clientReferenceId: 'chk_1',
		})
		expect(billing.calls.checkout[0]!.body).toEqual({
			email: 'admin@acme.test',
			companyId: 'cmp_acme',
			quantity: 50,
			clientReferenceId: 'chk_1',
		})
		expect(billing.pay(url)).toBe('/home?modal=purchaseComplete')
		expect(billing.pay(url)).toBe('/home?modal=purchaseComplete')
		expect((await billingClient.getSubscriptions('t', 'cmp_acme')).at(-1)).toMatchObject({
			status: 'ACTIVE',
			type: 'PAID',
			reservedSeats: 50,
		})
		expect((await billingClient.listInvoices('t', 'cmp_acme', NEWEST_INVOICES)).data).toHaveLength(1)

		const cancelled = await billingClient.createCheckout('t', 'cmp_acme', {
			email: 'admin@acme.test',
			quantity: 25,
			clientReferenceId: 'chk_2',
		})
		billing.cancel(cancelled)
		expect(billing.pay(cancelled)).toBe('/licensing')
		expect((await billingClient.getSubscriptions('t', 'cmp_acme')).at(-1)?.reservedSeats).toBe(50)

		await billingClient.setSubscriptionType('t', 'cmp_acme', 'FREE')
		expect(billing.state).toMatchObject({ hasBoost: false, subscriptionType: 'FREE' })
		expect((await billingClient.getSubscriptions('t', 'cmp_acme')).at(-1)?.status).toBe('CANCELED')
		await expect(billingClient.setSubscriptionType('t', 'cmp_acme', 'PAID')).rejects.toMatchObject({ status: 403 })
	})

	test("the doubles refuse bad seat counts with the gateway's messages", async () => {
		server.use(...billingHandlers().handlers)
		for (const quantity of [0, 24, 25.5, 5001]) {
			const mock = await errorOf(
				billingClient.createCheckout('t', 'cmp_acme', { email: 'admin@acme.test', quantity, clientReferenceId: 'chk_1' }),
			)
			const real = await t.call('POST', `/api/v1/billing/${C.acme}/checkout`, {
				token: tokens.acmeAdmin,
				body: { email: 'admin@acme.test', companyId: C.acme, quantity, clientReferenceId: 'chk_1' },
			})
			expect(isGatewayError(mock) && mock.validationFields).toEqual(['quantity'])
			expect(real.status).toBe(422)
			const mockReply = await fetch(`http://gateway.test/api/v1/billing/cmp_acme/checkout`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ email: 'admin@acme.test', companyId: 'cmp_acme', quantity, clientReferenceId: 'chk_1' }),
			})
			expect(await mockReply.json()).toEqual(real.body)
		}
	})

	test("the doubles' replies have the reference gateway's shapes", async () => {
		const billing = billingHandlers({
			subscriptions: [subscriptionRecord()],
			invoices: [invoice(), invoice({ id: 'inv_2', number: 'INV-000002', status: 'OVERDUE', paymentMethod: 'INVOICE', last4: null })],
		})
		server.use(...billing.handlers)
		const real = async (path: string, query?: Record<string, string>) =>
			(await t.call('GET', path, { token: tokens.globexAdmin, query })).body

		const realRecords = billingClient.SubscriptionRecordsSchema.parse(await real(`api/v1/company/${C.globex}/subscriptions`))
		expect(keys((await billingClient.getSubscriptions('t', 'cmp_globex'))[0]!)).toEqual(keys(realRecords[0]!))

		const realPricing = billingClient.PricingSchema.parse(
			await real(`/api/v1/billing/company/${C.globex}/pricing`, { usersNumber: '50' }),
		).pricing
		expect(keys(await billingClient.getPricing('t', 'cmp_globex', { usersNumber: 50 }))).toEqual(keys(realPricing))

		const realInvoices = billingClient.InvoiceListSchema.parse(await real(`/api/v1/billing/company/${C.globex}/invoices`))
		const mockInvoices = await billingClient.listInvoices('t', 'cmp_globex', { ...NEWEST_INVOICES, invoiceStatus: ['OVERDUE'] })
		expect(mockInvoices.data.map((i) => i.id)).toEqual(['inv_2'])
		expect(keys(mockInvoices.data[0]!)).toEqual(keys(realInvoices.data[0]!))
		expect(keys(mockInvoices.pageInfo)).toEqual(keys(realInvoices.pageInfo))

		const realBank = billingClient.BankDetailsSchema.parse(await real(`billing/api/v1/company/${C.globex}/bank`))
		expect(await billingClient.getBankDetails('t', 'cmp_acme')).toEqual({ ...realBank, reference: 'REF-CMP_ACME' })
		expect(TEST_BANK_DETAILS.reference).toBe('REF-CMP_ACME')

		const realTrial = await t.call('POST', `/api/v1/billing/${C.acme}/trial`, {
			token: tokens.acmeAdmin,
			body: { companyId: C.acme },
		})
		expect(keys(billingClient.TrialStartedSchema.parse(realTrial.body).trial)).toEqual(
			keys((await billingClient.startTrial('t', 'cmp_acme')).trial),
		)

		expect(await billingClient.createCustomerPortal('t', 'cmp_acme')).toBe('http://gateway.test/__gateway/billing-portal/bps_1')
	})

	test('any reply can be replaced', async () => {
		server.use(
			...billingHandlers({
				replies: {
					checkout: () => gatewayError(409, 'licensing_managed_by_provider', 'Licensing is managed by your provider'),
				},
			}).handlers,
		)
		await expect(
			billingClient.createCheckout('t', 'cmp_fabrikam', { email: 'a@b.test', quantity: 50, clientReferenceId: 'chk_1' }),
		).rejects.toMatchObject({
			status: 409,
			message: 'Licensing is managed by your provider',
		})
	})
})
