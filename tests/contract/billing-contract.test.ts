import { describe, expect, test } from 'vitest'
import { NOT_BOOSTED_SEAT_CAP as CONSOLE_NOT_BOOSTED_SEAT_CAP } from '#app/auth/visibility.ts'
import {
	BILLING_ERROR,
	INVOICE_ORDER_BY,
	INVOICE_STATUS,
	PARTNER_PURCHASE_MIN_SEATS,
	PAYMENT_METHOD,
	PURCHASE_MAX_SEATS,
	PURCHASE_MIN_SEATS,
	SEAT_STEP,
	checkoutClientReferenceId,
	createCheckout,
	createCustomerPortal,
	getBankDetails,
	getPricing,
	getSubscriptions,
	listInvoices,
	setSubscriptionType,
	startTrial,
} from '#app/gateway/billing.server.ts'
import { getCompanyView } from '#app/gateway/company.server.ts'
import { hasErrorCode, isGatewayError } from '#app/gateway/errors.ts'
import { INVOICE_STATUSES } from '#server/gateway/billing/fulfillment.ts'
import { PAYMENT_METHODS } from '#server/gateway/billing/payment-provider.ts'
import {
	MAX_SEATS_PER_PURCHASE,
	NOT_BOOSTED_SEAT_CAP,
	PARTNER_MIN_SEATS,
	SEAT_STEP as GATEWAY_SEAT_STEP,
} from '#server/gateway/billing/pricing.ts'
import { INVOICE_ORDER_BY as GATEWAY_INVOICE_ORDER_BY, billingErrors } from '#server/gateway/services/billing.ts'
import { useConsoleGateway } from '#tests/fixtures/console-gateway.ts'
import { CONSOLE_URL, SEED, type TestGateway } from '#tests/fixtures/gateway.ts'
import { NEWEST_INVOICES } from '#tests/support/billing.ts'

// The console's billing contract (app/gateway/billing.server.ts) against the reference gateway: every
// call through the console's own client, its path and its reply schema, and the shared constants.

let t: TestGateway
const tokens: Record<string, string> = {}
useConsoleGateway(async (gateway) => {
	t = gateway
	for (const key of ['acmeAdmin', 'globexAdmin', 'fabrikamAdmin'] as const) tokens[key] = await t.signIn(SEED.users[key].email)
})

const C = SEED.companies
const errorOf = (promise: Promise<unknown>) =>
	promise.then(
		() => null,
		(error: unknown) => error,
	)

describe('the billing contract against the reference gateway', () => {
	test('the constants are the gateway’s and the console’s', () => {
		expect(PURCHASE_MIN_SEATS).toBe(NOT_BOOSTED_SEAT_CAP)
		expect(PURCHASE_MIN_SEATS).toBe(CONSOLE_NOT_BOOSTED_SEAT_CAP)
		expect(PARTNER_PURCHASE_MIN_SEATS).toBe(PARTNER_MIN_SEATS)
		expect(PURCHASE_MAX_SEATS).toBe(MAX_SEATS_PER_PURCHASE)
		expect(SEAT_STEP).toBe(GATEWAY_SEAT_STEP)
		expect(SEAT_STEP).toBe(50)
		expect(INVOICE_STATUS).toEqual(INVOICE_STATUSES)
		expect(PAYMENT_METHOD).toEqual(PAYMENT_METHODS)
		expect(INVOICE_ORDER_BY).toEqual(GATEWAY_INVOICE_ORDER_BY)
		expect(BILLING_ERROR).toEqual({
			providerManaged: billingErrors.providerManaged().code,
			licensingNotAvailable: billingErrors.licensingNotAvailable().code,
			trialUsed: billingErrors.trialUsed().code,
			alreadyBoosted: billingErrors.alreadyBoosted().code,
		})
	})

	test('trial, pricing, checkout and the subscription records', async () => {
		const token = tokens.acmeAdmin!
		const { trial } = await startTrial(token, C.acme)
		expect(trial.status).toBe('active')
		expect((await getCompanyView(token, C.acme)).subscription.trial).toMatchObject({
			status: 'active',
			endsAt: trial.endsAt,
		})
		expect(hasErrorCode(await errorOf(startTrial(token, C.acme)), BILLING_ERROR.trialUsed)).toBe(true)
		expect((await getSubscriptions(token, C.acme)).at(-1)).toMatchObject({ status: 'TRIALING', type: 'TRIAL' })

		expect(await getPricing(token, C.acme, { usersNumber: 50 })).toMatchObject({
			totalPrice: 150000,
			pricePerSeat: 3000,
		})
		expect(await getPricing(token, C.acme, { usersNumber: 50, couponCode: 'WELCOME10' })).toMatchObject({
			totalPrice: 135000,
			pricePerSeat: 2700,
		})
		expect(await getPricing(token, C.acme, { usersNumber: 1, isDirectPurchase: false })).toMatchObject({
			totalPrice: 3000,
		})

		const reference = checkoutClientReferenceId()
		expect(reference).toMatch(/^chk_[0-9a-f-]{36}$/)
		expect(checkoutClientReferenceId(' ref_partner_7 ')).toBe('ref_partner_7')
		const url = await createCheckout(token, C.acme, {
			email: 'admin@acme.test',
			quantity: 50,
			clientReferenceId: reference,
		})
		expect(url).toMatch(new RegExp(`^${CONSOLE_URL}/__gateway/checkout/cs_`))
		const paid = await t.postForm(`${new URL(url).pathname}/pay`, {})
		expect(paid.headers.get('location')).toBe(`${CONSOLE_URL}/home?modal=purchaseComplete`)
		expect((await getSubscriptions(token, C.acme)).at(-1)).toMatchObject({
			status: 'ACTIVE',
			type: 'PAID',
			reservedSeats: 50,
		})
	})

	test('bad input arrives as a 422 GatewayError naming the field', async () => {
		const error = await errorOf(
			createCheckout(tokens.acmeAdmin!, C.acme, { email: 'admin@acme.test', quantity: 24, clientReferenceId: 'chk_1' }),
		)
		expect(isGatewayError(error) && error.status).toBe(422)
		expect(isGatewayError(error) && error.validationFields).toEqual(['quantity'])
		expect(isGatewayError(error) && error.message).toBe('Missing or invalid request parameters: quantity.')
		const pricing = await errorOf(getPricing(tokens.acmeAdmin!, C.acme, { usersNumber: 25.5 }))
		expect(isGatewayError(pricing) && pricing.validationFields).toEqual(['usersNumber'])
		const managed = await errorOf(
			createCheckout(tokens.fabrikamAdmin!, C.fabrikam, {
				email: 'admin@fabrikam.test',
				quantity: 50,
				clientReferenceId: 'chk_2',
			}),
		)
		expect(hasErrorCode(managed, BILLING_ERROR.providerManaged)).toBe(true)
		expect(isGatewayError(managed) && managed.message).toBe('Licensing is managed by your provider')
	})

	test('invoices, bank details, the customer portal and the downgrade', async () => {
		const token = tokens.globexAdmin!
		const page = await listInvoices(token, C.globex, { ...NEWEST_INVOICES, pageSize: 5, invoiceStatus: ['OPEN', 'OVERDUE'] })
		expect(page.data.map((i) => i.status)).toEqual(['OPEN', 'OVERDUE'])
		expect(
			(
				await listInvoices(token, C.globex, {
					...NEWEST_INVOICES,
					pageSize: 5,
					order: 'asc',
					orderBy: 'amount',
					paymentMethod: 'CREDIT_CARD',
				})
			).data,
		).toHaveLength(1)
		expect((await getBankDetails(token, C.globex)).reference).toBe('REF-CMP_GLOBEX')
		expect(await createCustomerPortal(token, C.globex)).toMatch(new RegExp(`^${CONSOLE_URL}/__gateway/billing-portal/bps_`))

		await setSubscriptionType(token, C.globex, 'FREE')
		expect((await getCompanyView(token, C.globex)).subscription).toMatchObject({ hasBoost: false, type: 'FREE' })
		expect((await getSubscriptions(token, C.globex)).at(-1)?.status).toBe('CANCELED')
		const upgrade = await errorOf(setSubscriptionType(token, C.globex, 'PAID'))
		expect(isGatewayError(upgrade) && upgrade.status).toBe(403)
	})
})
