import { describe, expect, test } from 'vitest'
import { InvoiceListSchema } from '#app/gateway/billing.server.ts'
import { CompanyViewSchema, SubscriptionRecordsSchema } from '#app/gateway/company.server.ts'
import { CONSOLE_URL, SEED, useTestGateway } from '#tests/fixtures/gateway.ts'
import { registerCompany } from '#tests/support/registration.ts'

// The test-mode payment provider's pages: the checkout (Pay adds the seats once, Cancel adds none) and
// the customer portal, driven as a browser would through postForm.

let clock = Date.now()
const { t, tokens } = useTestGateway({
	config: { now: () => new Date(clock) },
	signIn: ['acmeAdmin', 'globexAdmin', 'initechAdmin'],
})

const C = SEED.companies
const HOUR = 60 * 60 * 1000
const SUCCESS = `${CONSOLE_URL}/home?modal=purchaseComplete`
const CANCELLED = `${CONSOLE_URL}/licensing`

async function startCheckout(token: string, companyId: string, quantity: number, email = 'admin@acme.test') {
	const reply = await t.call('POST', `/api/v1/billing/${companyId}/checkout`, {
		token,
		body: { email, companyId, quantity, clientReferenceId: `chk_${quantity}` },
	})
	expect(reply.status).toBe(200)
	return new URL(reply.text).pathname
}
const open = (path: string) => t.gateway.fetch(new Request(new URL(path, CONSOLE_URL)))
const pay = (path: string, headers?: Record<string, string>) => t.postForm(`${path}/pay`, {}, headers)
const cancel = (path: string) => t.postForm(`${path}/cancel`, {})
const seatsOf = async (token: string, companyId: string) =>
	SubscriptionRecordsSchema.parse((await t.call('GET', `api/v1/company/${companyId}/subscriptions`, { token })).body).at(-1)
const invoicesOf = async (token: string, companyId: string) =>
	InvoiceListSchema.parse((await t.call('GET', `/api/v1/billing/company/${companyId}/invoices`, { token })).body).data
const companyOf = async (token: string, companyId: string) =>
	CompanyViewSchema.parse((await t.call('GET', `/customers/api/v2/company/${companyId}/view/admin`, { token })).body)
/** The company has Boost, its latest subscription an active PAID one with these seats. */
async function expectBoosted(token: string, companyId: string, seats: { reservedSeats: number; pricePerUserCents: number }) {
	expect(await seatsOf(token, companyId)).toMatchObject({ status: 'ACTIVE', type: 'PAID', ...seats })
	expect((await companyOf(token, companyId)).subscription).toMatchObject({ hasBoost: true, type: 'PAID' })
}

describe('test-mode checkout', () => {
	test('the page shows the purchase with the spec price texts, Pay and Cancel', async () => {
		const path = await startCheckout(tokens.acmeAdmin!, C.acme, 50)
		const page = await open(path)
		expect(page.status).toBe(200)
		expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
		const html = await page.text()
		expect(html).toContain('Boost for Acme Corp')
		expect(html).toContain('<td data-field="quantity">50</td>')
		expect(html).toContain('$30.00 per year ($2.50 / Per User, Per Month)')
		expect(html).toContain('$1,500.00 Per Year / 3 Years, Billed Annually')
		expect(html).toContain(`<form method="post" action="${path}/pay"><button type="submit">Pay $1,500.00</button></form>`)
		expect(html).toContain(`action="${path}/cancel"`)
	})

	test('Pay adds the seats (type PAID, Boost), writes a PAID invoice and a receipt, and returns to purchaseComplete', async () => {
		const path = await startCheckout(tokens.acmeAdmin!, C.acme, 50)
		const paid = await pay(path)
		expect(paid.status).toBe(303)
		expect(paid.headers.get('location')).toBe(SUCCESS)

		await expectBoosted(tokens.acmeAdmin!, C.acme, { reservedSeats: 50, pricePerUserCents: 3000 })
		const [invoice] = await invoicesOf(tokens.acmeAdmin!, C.acme)
		expect(invoice).toMatchObject({
			status: 'PAID',
			paymentMethod: 'CREDIT_CARD',
			last4: '4242',
			amount: 150000,
			purchasedSeats: 50,
			customerCompanyName: 'Acme Corp',
		})
		const receipt = await t.latestEmail('admin@acme.test')
		expect(receipt).toMatchObject({
			kind: 'payment_receipt',
			subject: 'Payment received: 50 Boost seats for Acme Corp',
		})
		expect(receipt!.text).toContain('Payment successful! Your licenses have been added.')
		expect(receipt!.text).toContain(`Invoice ${invoice!.number}`)

		// Paying the same checkout again (a reload, a second click) adds nothing.
		const again = await pay(path)
		expect(again.status).toBe(303)
		expect(again.headers.get('location')).toBe(SUCCESS)
		expect((await seatsOf(tokens.acmeAdmin!, C.acme))?.reservedSeats).toBe(50)
		expect(await invoicesOf(tokens.acmeAdmin!, C.acme)).toHaveLength(1)
		expect(await (await open(path)).text()).toContain('This checkout is paid')
		// …and it can no longer be cancelled.
		const late = await cancel(path)
		expect(late.status).toBe(409)
		expect((await seatsOf(tokens.acmeAdmin!, C.acme))?.reservedSeats).toBe(50)
	})

	test('a second purchase adds its seats to the active subscription', async () => {
		const path = await startCheckout(tokens.acmeAdmin!, C.acme, 25)
		expect((await pay(path)).headers.get('location')).toBe(SUCCESS)
		expect(await seatsOf(tokens.acmeAdmin!, C.acme)).toMatchObject({ reservedSeats: 75, pricePerUserCents: 3000 })
		expect(
			SubscriptionRecordsSchema.parse((await t.call('GET', `api/v1/company/${C.acme}/subscriptions`, { token: tokens.acmeAdmin })).body),
		).toHaveLength(1)
		expect(await invoicesOf(tokens.acmeAdmin!, C.acme)).toHaveLength(2)
	})

	test('two Pays at once add the seats once', async () => {
		const path = await startCheckout(tokens.globexAdmin!, C.globex, 50, 'admin@globex.test')
		const replies = await Promise.all([pay(path), pay(path), pay(path)])
		expect(replies.map((r) => r.headers.get('location'))).toEqual([SUCCESS, SUCCESS, SUCCESS])
		expect((await seatsOf(tokens.globexAdmin!, C.globex))?.reservedSeats).toBe(300)
		expect(await invoicesOf(tokens.globexAdmin!, C.globex)).toHaveLength(7)
	})

	test('Cancel returns to the console without seats, and a cancelled checkout cannot be paid', async () => {
		const path = await startCheckout(tokens.initechAdmin!, C.initech, 100, 'admin@initech.test')
		const cancelled = await cancel(path)
		expect(cancelled.status).toBe(303)
		expect(cancelled.headers.get('location')).toBe(CANCELLED)
		const paid = await pay(path)
		expect(paid.status).toBe(409)
		expect(await paid.text()).toContain('This checkout was cancelled')
		expect(await seatsOf(tokens.initechAdmin!, C.initech)).toMatchObject({
			status: 'SUSPENDED',
			type: 'TRIAL',
			reservedSeats: 0,
		})
		expect((await companyOf(tokens.initechAdmin!, C.initech)).subscription).toMatchObject({
			hasBoost: false,
			type: 'FREE',
			trial: { status: 'expired' },
		})
		expect(await invoicesOf(tokens.initechAdmin!, C.initech)).toEqual([])
		expect(await (await open(path)).text()).toContain('This checkout was cancelled')
		// Cancelling twice is harmless.
		expect((await cancel(path)).headers.get('location')).toBe(CANCELLED)
	})

	test('an expired checkout cannot be paid', async () => {
		const path = await startCheckout(tokens.initechAdmin!, C.initech, 50, 'admin@initech.test')
		clock += 25 * HOUR
		try {
			expect(await (await open(path)).text()).toContain('This checkout has expired')
			const paid = await pay(path)
			expect(paid.status).toBe(409)
			expect(await paid.text()).toContain('This checkout has expired')
		} finally {
			// (Back before the sessions' 8 hours run out.)
			clock -= 25 * HOUR
		}
		expect((await seatsOf(tokens.initechAdmin!, C.initech))?.reservedSeats).toBe(0)
	})

	test('cross-site posts are refused and unknown checkouts are not found', async () => {
		const path = await startCheckout(tokens.initechAdmin!, C.initech, 50, 'admin@initech.test')
		const crossSite = await pay(path, { 'Sec-Fetch-Site': 'cross-site' })
		expect(crossSite.status).toBe(403)
		const foreignOrigin = await pay(path, { Origin: 'https://evil.test', 'Sec-Fetch-Site': '' })
		expect(foreignOrigin.status).toBe(403)
		expect((await seatsOf(tokens.initechAdmin!, C.initech))?.reservedSeats).toBe(0)
		expect((await open(path)).status).toBe(200)
		expect((await open('/__gateway/checkout/cs_unknown')).status).toBe(404)
		expect((await pay('/__gateway/checkout/cs_unknown')).status).toBe(404)
		expect((await cancel('/__gateway/checkout/cs_unknown')).status).toBe(404)
	})

	test('a newly registered company buys its seats; its name is escaped on the page', async () => {
		const { token, companyId } = await registerCompany(t, { email: 'owner@smith-sons.test', companyName: 'Smith & Sons' })
		const path = await startCheckout(token, companyId, 25, 'owner@smith-sons.test')
		const html = await (await open(path)).text()
		expect(html).toContain('Boost for Smith &amp; Sons')
		expect(html).not.toContain('Smith & Sons')
		expect((await pay(path)).headers.get('location')).toBe(SUCCESS)
		expect(await seatsOf(token, companyId)).toMatchObject({ status: 'ACTIVE', reservedSeats: 25 })
	})

	test('after a downgrade, a new purchase starts a new subscription with only its seats', async () => {
		const downgrade = await t.call('PATCH', `/billing/api/v1/company/${C.acme}/subscription_type`, {
			token: tokens.acmeAdmin,
			body: { subscriptionType: 'FREE', companyId: C.acme },
		})
		expect(downgrade.status).toBe(204)
		expect(await seatsOf(tokens.acmeAdmin!, C.acme)).toMatchObject({ status: 'CANCELED', reservedSeats: 75 })
		expect((await companyOf(tokens.acmeAdmin!, C.acme)).subscription).toMatchObject({ hasBoost: false, type: 'FREE' })
		clock += 1000
		const path = await startCheckout(tokens.acmeAdmin!, C.acme, 100)
		expect((await pay(path)).headers.get('location')).toBe(SUCCESS)
		await expectBoosted(tokens.acmeAdmin!, C.acme, { reservedSeats: 100, pricePerUserCents: 2400 })
	})
})

describe('test-mode customer portal', () => {
	async function portal(token: string, companyId: string) {
		const reply = await t.call('POST', `/api/v1/billing/${companyId}/customer_portal`, { token })
		expect(reply.status).toBe(200)
		return new URL(reply.text).pathname
	}

	test('the portal shows the plan, the card, the invoices and the bank details, with a way back', async () => {
		const page = await open(await portal(tokens.globexAdmin!, C.globex))
		expect(page.status).toBe(200)
		const html = await page.text()
		expect(html).toContain('Billing for Globex')
		expect(html).toContain(`href="${CONSOLE_URL}/billing"`)
		expect(html).toContain('Card •••• 4242')
		expect(html).toMatch(/<td>INV-000004<\/td>.*<td>OVERDUE<\/td>/)
		expect(html).toMatch(/<td>INV-000002<\/td>.*<td>VOID<\/td>/)
		expect(html).toContain('REF-CMP_GLOBEX')
		expect(html).toContain('300 seats')
	})

	test('a portal link expires after an hour; an unknown one is not found', async () => {
		const path = await portal(tokens.initechAdmin!, C.initech)
		expect(await (await open(path)).text()).toContain('No data')
		clock += 2 * HOUR
		try {
			const expired = await open(path)
			expect(expired.status).toBe(404)
			expect(await expired.text()).toContain('This billing link has expired')
		} finally {
			clock -= 2 * HOUR
		}
		expect((await open('/__gateway/billing-portal/bps_unknown')).status).toBe(404)
	})
})
