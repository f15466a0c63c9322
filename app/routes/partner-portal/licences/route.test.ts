import { beforeAll, describe, expect, test } from 'vitest'
import type { Viewer } from '#app/auth/guards.server.ts'
import { flashToast, outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, gatewayError } from '#tests/mocks/gateway.ts'
import { partnerCompany, partnerCustomer, servePartnerBilling } from '#tests/mocks/partner-billing.ts'
import { loadLicenceDialog } from './licence-dialog.server.ts'
import { allocateDialogData } from './licence-dialog.test-support.ts'
import { isLicenceCount, licenceModalHref, parseLicenceModal } from './modal.ts'
import { action, loader } from './route.tsx'

let cookie = ''
beforeAll(async () => {
	cookie = await signedInCookie('admin', { userId: 'usr_northwind_partner', companyId: 'cmp_northwind' })
})

const CUSTOMERS = '/partner-portal/reseller/customers?status=BOOSTED&pageSize=10'
const nora = authUser({
	id: 'usr_northwind_partner',
	company_id: 'cmp_northwind',
	email: 'partner@northwind.test',
	name: 'Nora',
	lastName: 'Partner',
})

/** The customers page's request under the dialog. */
const REQUEST = new Request(`http://localhost:3000${CUSTOMERS}`)

function viewer(company = partnerCompany()): Viewer {
	return { token: 'own-token', user: nora, company, companyAccess: null }
}
async function load(path: string) {
	return outcome(() => loader(routeArgs(path, { cookie }) as any)) as Promise<any>
}
async function post(form: Record<string, string>) {
	return outcome(() => action(routeArgs('/partner-portal/licences', { cookie, form }) as any)) as Promise<any>
}
/** Nora signed in with `company`, the licence calls answered by servePartnerBilling(`options`). */
function signedInWith(options: Parameters<typeof servePartnerBilling>[0] = {}, company = partnerCompany()) {
	viewerReplies(nora, company)
	return servePartnerBilling(options)
}

/** A customer's licence dialog form as it posts from the customers page, with `fields` changed or added. */
const customerDialogForm = (dialog: 'allocate' | 'buy', customerId: string) => (fields: Record<string, string>) => ({
	dialog,
	intent: dialog,
	customerId,
	redirectTo: CUSTOMERS,
	...fields,
})
const allocateForm = customerDialogForm('allocate', 'cmp_contoso')
const buyForm = customerDialogForm('buy', 'cmp_fabrikam')
/** The partner's own Buy Licenses form. */
const purchaseForm = (fields: Record<string, string>) => ({ dialog: 'purchase', intent: 'purchase', ...fields })
const firstBuyCustomer = partnerCustomer({ id: 'cmp_fabrikam', name: 'Fabrikam', subscription: null, status: 'TRIAL_ACTIVE' })

describe('The licence dialogs’ URL state', () => {
	test('a row link opens a dialog for one customer over the page, replacing another dialog’s values', () => {
		expect(licenceModalHref(`${CUSTOMERS}&modal=buyLicences&customerId=cmp_x&licenses=9`, 'allocateLicences', 'cmp_contoso')).toBe(
			'/partner-portal/reseller/customers?status=BOOSTED&pageSize=10&modal=allocateLicences&customerId=cmp_contoso',
		)
		expect(parseLicenceModal(new URLSearchParams('modal=buyLicences&customerId=cmp_contoso'))).toEqual({
			modal: 'buyLicences',
			customerId: 'cmp_contoso',
		})
		expect(parseLicenceModal(new URLSearchParams('modal=other&customerId=cmp_contoso'))).toBeNull()
		expect(parseLicenceModal(new URLSearchParams('modal=buyLicences'))).toBeNull()
	})

	test('a licence count is a whole number of at least 1', () => {
		expect(['1', '50', ' 120 '].every(isLicenceCount)).toBe(true)
		expect(['', '0', '-5', '2.5', 'ten', '1e3'].some(isLicenceCount)).toBe(false)
	})
})

describe('loadLicenceDialog (for the customers page)', () => {
	test('nothing without a licence dialog in the URL, or without the customer’s row', async () => {
		const gateway = servePartnerBilling()
		expect(await loadLicenceDialog(viewer(), REQUEST, new URL(`http://x${CUSTOMERS}`), partnerCustomer())).toBeNull()
		const url = new URL(`http://x${licenceModalHref(CUSTOMERS, 'allocateLicences', 'cmp_contoso')}`)
		expect(await loadLicenceDialog(viewer(), REQUEST, url, undefined)).toBeNull()
		expect(await loadLicenceDialog(viewer(), REQUEST, url, partnerCustomer({ id: 'cmp_fabrikam' }))).toBeNull()
		expect(gateway.calls).toEqual({})
	})

	test('Allocate: the pool of the session’s company; a typed count above it comes back with its message', async () => {
		const gateway = servePartnerBilling({ pool: 30 })
		const open = await loadLicenceDialog(
			viewer(),
			REQUEST,
			new URL(`http://x${licenceModalHref(CUSTOMERS, 'allocateLicences', 'cmp_contoso')}`),
			partnerCustomer(),
		)
		expect(open).toEqual(allocateDialogData())
		expect(gateway.calls.pool![0]!.params.companyId).toBe('cmp_northwind')
		const typed = await loadLicenceDialog(
			viewer(),
			REQUEST,
			new URL(`http://x${licenceModalHref(CUSTOMERS, 'allocateLicences', 'cmp_contoso', { licenses: '31' })}`),
			partnerCustomer(),
		)
		expect(typed).toMatchObject({ licenses: '31', result: { error: { licenses: ['partnerBilling:licenses.max'] } } })
	})

	test('Buy for a customer with an active subscription is an upgrade, priced by the upgrade call (no promotion code)', async () => {
		const gateway = servePartnerBilling()
		const url = new URL(`http://x${licenceModalHref(CUSTOMERS, 'buyLicences', 'cmp_contoso', { licenses: '50', promotionCode: 'SAVE10' })}`)
		const data = await loadLicenceDialog(viewer(), REQUEST, url, partnerCustomer())
		expect(data).toMatchObject({
			modal: 'buyLicences',
			kind: 'upgrade',
			licenses: '50',
			promotionCode: '',
			result: null,
			price: { licenses: 50, unitPrice: '$15.00', subtotal: '$750.00', discount: '$0.00', total: '$750.00', hasDiscount: false },
		})
		const call = gateway.calls.upgradePrice![0]!
		expect(call.params).toEqual({ channel: 'resellers', companyId: 'cmp_northwind', customerId: 'cmp_contoso' })
		expect(call.query.toString()).toBe('licensesNumber=50')
		expect(gateway.calls.price).toBeUndefined()
	})

	test('a first buy prices the typed licences with the promotion code, through the sub-reseller’s call for a sub-reseller', async () => {
		const gateway = servePartnerBilling({ companyId: 'cmp_tailspin', customers: ['cmp_fabrikam'] })
		const url = new URL(
			`http://x${licenceModalHref(CUSTOMERS, 'buyLicences', 'cmp_fabrikam', { licenses: '100', promotionCode: 'SAVE10', orderNumber: 'PO-7' })}`,
		)
		const data = await loadLicenceDialog(viewer(partnerCompany({ customerType: 'SUBRESELLER' })), REQUEST, url, firstBuyCustomer)
		expect(data).toMatchObject({
			kind: 'first',
			promotionCode: 'SAVE10',
			orderNumber: 'PO-7',
			price: { subtotal: '$1,500.00', discount: '$150.00', total: '$1,350.00', hasDiscount: true, promotionCodeValid: true },
		})
		const call = gateway.calls.price![0]!
		expect(call.params.channel).toBe('subresellers')
		expect(call.query.toString()).toBe('licensesNumber=100&promotionCode=SAVE10')
	})

	test('a bad typed count gets the spec’s messages and no price call', async () => {
		const gateway = servePartnerBilling()
		for (const [licenses, message] of [
			['', 'partnerBilling:licenses.required'],
			['0', 'partnerBilling:licenses.min'],
			['2.5', 'partnerBilling:licenses.integer'],
		] as const) {
			const url = new URL(`http://x${licenceModalHref(CUSTOMERS, 'buyLicences', 'cmp_contoso', { licenses })}`)
			const data = await loadLicenceDialog(viewer(), REQUEST, url, partnerCustomer())
			expect(data).toMatchObject({ licenses, price: null, result: { error: { licenses: [message] } } })
		}
		expect(gateway.calls.upgradePrice).toBeUndefined()
	})

	test('a session that ends while the dialog loads goes to the sign-in page, not to an error page', async () => {
		servePartnerBilling({ replies: { pool: () => gatewayError(401, 'session_expired', 'Your session has expired.') } })
		const url = new URL(`http://x${licenceModalHref(CUSTOMERS, 'allocateLicences', 'cmp_contoso')}`)
		const response = (await outcome(() => loadLicenceDialog(viewer(), REQUEST, url, partnerCustomer()))) as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/login')
	})

	test('a refused price reads the gateway’s message and the dialog stays', async () => {
		servePartnerBilling({ customers: [] })
		const url = new URL(`http://x${licenceModalHref(CUSTOMERS, 'buyLicences', 'cmp_contoso')}`)
		const data = await loadLicenceDialog(viewer(), REQUEST, url, partnerCustomer())
		expect(data).toMatchObject({ price: null, priceFailure: { message: 'You cannot access this company', raw: true } })
	})
})

describe('The live price (GET /partner-portal/licences)', () => {
	test('prices what was typed for the kind asked', async () => {
		viewerReplies(authUser(), partnerCompany())
		servePartnerBilling()
		const lookup = await load('/partner-portal/licences?customerId=cmp_fabrikam&kind=first&licenses=10&promotionCode=NOPE')
		expect(lookup).toMatchObject({
			licenses: '10',
			promotionCode: 'NOPE',
			price: { total: '$150.00', promotionCodeValid: false },
			errors: null,
		})
	})

	test('a company that is no partner goes to get-started', async () => {
		viewerReplies(authUser(), companyView())
		const response = (await load('/partner-portal/licences?customerId=cmp_contoso&licenses=1')) as Response
		expect(response.headers.get('Location')).toBe('/home')
	})
})

describe('Allocate', () => {
	test('allocates from the session’s company to the customer and goes back to the customers page with the spec’s toast', async () => {
		const gateway = signedInWith({ pool: 30 })
		const redirectTo = licenceModalHref(CUSTOMERS, 'allocateLicences', 'cmp_contoso', { licenses: '3' })
		const response = (await post(allocateForm({ licenses: '12', companyId: 'cmp_other', redirectTo }))) as Response
		expect(response.headers.get('Location')).toBe(CUSTOMERS)
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'partnerBilling:allocate.success' })
		expect(gateway.calls.allocate!.map((call) => [call.params, call.body])).toEqual([
			[{ companyId: 'cmp_northwind', customerId: 'cmp_contoso' }, { licensesToAllocate: 12 }],
		])
		expect(gateway.state.pool).toBe(18)
	})

	test('without JavaScript a bad count goes back to the dialog with what was typed, and nothing is allocated', async () => {
		viewerReplies(nora, partnerCompany())
		const calls = recordGateway()
		const response = (await post(allocateForm({ licenses: '0' }))) as Response
		expect(response.headers.get('Location')).toBe(`${CUSTOMERS}&modal=allocateLicences&customerId=cmp_contoso&licenses=0`)
		expect(calls).toEqual([])
	})

	test('with JavaScript a bad count is answered in place; conform’s validation posts too', async () => {
		viewerReplies(nora, partnerCompany())
		const reply = await post(allocateForm({ enhanced: '1', licenses: 'x' }))
		expect(reply.init.status).toBe(400)
		expect(reply.data.result.error).toEqual({ licenses: ['partnerBilling:licenses.number'] })
		viewerReplies(nora, partnerCompany())
		const validation = await post({ dialog: 'allocate', customerId: 'cmp_contoso', licenses: '', redirectTo: CUSTOMERS })
		expect(validation.data.result.error).toEqual({ licenses: ['partnerBilling:licenses.required'] })
	})

	test('more than the pool: after the gateway’s 409 the count gets its message with the pool, what was typed kept', async () => {
		signedInWith({ pool: 5 })
		const form = allocateForm({ licenses: '6' })
		const reply = await post({ ...form, enhanced: '1' })
		expect(reply.init.status).toBe(400)
		expect(reply.data.result.error).toEqual({ licenses: ['partnerBilling:licenses.max'] })
		expect(reply.data.failure).toBeUndefined()
		expect(reply.data.result.initialValue.licenses).toBe('6')
		// Without JavaScript: back to the dialog, whose loader says the same with the pool.
		viewerReplies(nora, partnerCompany())
		const response = (await post(form)) as Response
		expect(response.headers.get('Location')).toBe(`${CUSTOMERS}&modal=allocateLicences&customerId=cmp_contoso&licenses=6`)
		expect(await flashToast(response)).toBeNull()
	})

	test('more than the pool when the pool cannot be read again: the 409 is said in the dialog', async () => {
		signedInWith({ pool: 5, replies: { pool: () => gatewayError(503, 'unavailable', 'Try again later') } })
		const reply = await post({ ...allocateForm({ licenses: '6' }), enhanced: '1' })
		expect(reply.data.failure).toEqual({ message: 'partnerBilling:allocate.notEnough' })
		expect(reply.data.result.initialValue.licenses).toBe('6')
	})

	test('a customer outside the partner’s tree is refused by the gateway; a redirect off our origin goes to the partner’s home', async () => {
		signedInWith()
		const offOrigin = allocateForm({ customerId: 'cmp_globex', licenses: '1', redirectTo: 'https://evil.example/steal' })
		const response = (await post(offOrigin)) as Response
		expect(response.headers.get('Location')).toBe(
			'/partner-portal/reseller/overview?modal=allocateLicences&customerId=cmp_globex&licenses=1',
		)
		expect(await flashToast(response)).toEqual({ type: 'error', message: 'You cannot access this company', raw: true })
	})

	test('a company that is no partner is sent to get-started, and nothing is posted', async () => {
		viewerReplies(nora, companyView())
		const calls = recordGateway()
		const response = (await post(allocateForm({ licenses: '1' }))) as Response
		expect(response.headers.get('Location')).toBe('/home')
		expect(calls).toEqual([])
	})
})

describe('Buy and Upgrade for a customer', () => {
	test('a first buy posts the count, order number and promotion code through the reseller’s call', async () => {
		const gateway = signedInWith()
		const response = (await post(buyForm({ licenses: '100', promotionCode: 'SAVE10', orderNumber: 'PO-7' }))) as Response
		expect(response.headers.get('Location')).toBe(CUSTOMERS)
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'partnerBilling:buy.success' })
		expect(gateway.calls.buy!.map((call) => [call.params, call.body])).toEqual([
			[
				{ channel: 'resellers', companyId: 'cmp_northwind', customerId: 'cmp_fabrikam' },
				{ licensesNumber: 100, orderNumber: 'PO-7', promotionCode: 'SAVE10' },
			],
		])
	})

	test('an upgrade posts to …/upgrade without a promotion code; a sub-reseller through its own call', async () => {
		const gateway = signedInWith({ companyId: 'cmp_tailspin', customers: ['cmp_wingtip'] }, partnerCompany({ customerType: 'SUBRESELLER' }))
		const form = buyForm({ intent: 'upgrade', customerId: 'cmp_wingtip', licenses: '50', promotionCode: 'SAVE10', orderNumber: '' })
		const response = (await post({ ...form, redirectTo: '/partner-portal/subreseller/customers' })) as Response
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'partnerBilling:buy.success' })
		expect(gateway.calls.upgrade!.map((call) => [call.params, call.body])).toEqual([
			[{ channel: 'subresellers', companyId: 'cmp_tailspin', customerId: 'cmp_wingtip' }, { licensesNumber: 50 }],
		])
		expect(gateway.calls.buy).toBeUndefined()
	})

	test('Calculate (without JavaScript) goes back to the dialog with what was typed, buying nothing', async () => {
		viewerReplies(nora, partnerCompany())
		const calls = recordGateway()
		const form = buyForm({ intent: 'calculate', licenses: '150', promotionCode: 'SAVE10', orderNumber: 'PO 9' })
		const response = (await post(form)) as Response
		expect(response.headers.get('Location')).toBe(
			`${CUSTOMERS}&modal=buyLicences&customerId=cmp_fabrikam&licenses=150&promotionCode=SAVE10&orderNumber=PO+9`,
		)
		expect(calls).toEqual([])
	})

	test('a bad count: in place with JavaScript, back to the dialog without', async () => {
		viewerReplies(nora, partnerCompany())
		const form = buyForm({ licenses: '', orderNumber: 'PO-1' })
		const reply = await post({ ...form, enhanced: '1' })
		expect(reply.data.result.error).toEqual({ licenses: ['partnerBilling:licenses.required'] })
		viewerReplies(nora, partnerCompany())
		const response = (await post(form)) as Response
		expect(response.headers.get('Location')).toBe(`${CUSTOMERS}&modal=buyLicences&customerId=cmp_fabrikam&licenses=&orderNumber=PO-1`)
	})

	test('a refused purchase shows the gateway’s message as it is (spec 2 §8), keeping what was typed', async () => {
		const refusal = () => gatewayError(422, 'purchase_refused', 'Your distributor credit does not cover this purchase.')
		signedInWith({ replies: { buy: refusal } })
		const form = buyForm({ licenses: '60', orderNumber: 'PO-2' })
		const reply = await post({ ...form, enhanced: '1' })
		expect(reply.data.failure).toEqual({ message: 'Your distributor credit does not cover this purchase.', raw: true })
		expect(reply.data.result.initialValue).toMatchObject({ licenses: '60', orderNumber: 'PO-2' })
		viewerReplies(nora, partnerCompany())
		const response = (await post(form)) as Response
		expect(response.headers.get('Location')).toBe(`${CUSTOMERS}&modal=buyLicences&customerId=cmp_fabrikam&licenses=60&orderNumber=PO-2`)
		expect(await flashToast(response)).toEqual({
			type: 'error',
			message: 'Your distributor credit does not cover this purchase.',
			raw: true,
		})
	})
})

describe('Buy Licenses for the partner’s own pool', () => {
	test('buys by invoice for the session’s company, the signed-in user as the buyer', async () => {
		const gateway = signedInWith({ pool: 10 })
		const redirectTo = '/partner-portal/reseller/transactions?modal=buyPartnerLicences&seats=3'
		const response = (await post(purchaseForm({ seats: '50', method: 'INVOICE', coupon: 'PARTNER5', redirectTo }))) as Response
		expect(response.headers.get('Location')).toBe('/partner-portal/reseller/transactions')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'partnerBilling:purchase.success' })
		expect(gateway.calls.purchase!.map((call) => [call.params, call.body])).toEqual([
			[
				{ companyId: 'cmp_northwind' },
				{
					name: 'Nora Partner',
					companyId: 'cmp_northwind',
					companyName: 'Northwind MSP',
					seats: 50,
					email: 'partner@northwind.test',
					partnerId: 'cmp_northwind',
					method: 'INVOICE',
					coupon: 'PARTNER5',
				},
			],
		])
		expect(gateway.state.pool).toBe(60)
	})

	test('by invoice only with pay by invoice; a bad count goes back to the dialog with what was typed', async () => {
		viewerReplies(nora, partnerCompany({ payByInvoice: false }))
		const calls = recordGateway()
		const form = purchaseForm({ seats: '5', method: 'INVOICE', redirectTo: '/partner-portal/transactions/billing' })
		const reply = await post({ ...form, enhanced: '1' })
		expect(reply.data.result.error).toEqual({ method: ['partnerBilling:licenses.required'] })
		viewerReplies(nora, partnerCompany())
		const response = (await post({ ...form, seats: '0' })) as Response
		expect(response.headers.get('Location')).toBe('/partner-portal/transactions/billing?modal=buyPartnerLicences&seats=0&method=INVOICE')
		expect(calls).toEqual([])
	})

	test('a refused purchase says the gateway’s message and keeps the values', async () => {
		signedInWith({ replies: { purchase: () => gatewayError(422, 'purchase_refused', 'Coupon PARTNER5 has expired.') } })
		const form = purchaseForm({ seats: '20', method: 'DISTRIBUTOR_CREDIT', coupon: 'PARTNER5' })
		const response = (await post({ ...form, redirectTo: '/partner-portal/reseller/transactions' })) as Response
		expect(response.headers.get('Location')).toBe(
			'/partner-portal/reseller/transactions?modal=buyPartnerLicences&seats=20&method=DISTRIBUTOR_CREDIT&coupon=PARTNER5',
		)
		expect(await flashToast(response)).toEqual({ type: 'error', message: 'Coupon PARTNER5 has expired.', raw: true })
	})

	test('an unknown form is refused', async () => {
		viewerReplies(nora, partnerCompany())
		expect(((await post({ dialog: 'other', intent: 'allocate' })) as Response).status).toBe(400)
	})
})
