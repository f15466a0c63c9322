import { beforeAll, describe, expect, test } from 'vitest'
import { flashToast, outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, gatewayError } from '#tests/mocks/gateway.ts'
import { allocation, partnerCompany, servePartnerBilling, transaction } from '#tests/mocks/partner-billing.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { action, loader } from './reseller-transactions.tsx'

let partner = ''
let subReseller = ''
beforeAll(async () => {
	partner = await signedInCookie('admin', { userId: 'usr_northwind_partner', companyId: 'cmp_northwind' })
	subReseller = await signedInCookie('admin', { userId: 'usr_tailspin_admin', companyId: 'cmp_tailspin' })
})

const RESELLER = '/partner-portal/reseller/transactions'
const SUBRESELLER = '/partner-portal/subreseller/transactions'

async function load(path: string, cookie = partner) {
	return outcome(() => loader(routeArgs(path, { cookie }) as any)) as Promise<any>
}
async function post(path: string, form: Record<string, string>, cookie = partner) {
	return outcome(() => action(routeArgs(path, { cookie, form }) as any)) as Promise<any>
}

const TRANSACTIONS = [
	transaction({ id: 'trx_open', status: 'OPEN', method: 'INVOICE', customerName: 'Contoso', orderNumber: 'PO-1001' }),
	transaction({
		id: 'trx_paid',
		status: 'PAID',
		method: 'DISTRIBUTOR_CREDIT',
		customerName: 'Fabrikam',
		withdrawal: 67500,
		amountDue: 0,
		paidDate: '2026-06-02T12:00:00.000Z',
		orderNumber: null,
	}),
	transaction({ id: 'trx_draft', status: 'DRAFT', method: 'INVOICE', customerName: 'Tailspin', canSendInvoice: false }),
]

describe('Reseller transactions: who may open them', () => {
	test('a company that is no partner goes to get-started, and the gateway is not asked', async () => {
		viewerReplies(authUser(), companyView())
		const calls = recordGateway()
		const response = (await load(RESELLER)) as Response
		expect(response.headers.get('Location')).toBe('/home')
		expect(calls).toEqual([])
	})

	test('the reseller page is a reseller’s, the sub-reseller page a sub-reseller’s', async () => {
		viewerReplies(authUser(), partnerCompany({ customerType: 'SUBRESELLER' }))
		expect(((await load(RESELLER, subReseller)) as Response).headers.get('Location')).toBe('/home')
		viewerReplies(authUser(), partnerCompany())
		expect(((await load(SUBRESELLER)) as Response).headers.get('Location')).toBe('/home')
		viewerReplies(authUser(), partnerCompany({ customerType: null }))
		expect(((await load(RESELLER)) as Response).headers.get('Location')).toBe('/home')
	})

	test('the console integration is sent to get-started (its partner transactions are hidden)', async () => {
		viewerReplies(authUser(), partnerCompany({ integration: 'acronis' }))
		const calls = recordGateway()
		expect(((await load(RESELLER)) as Response).headers.get('Location')).toBe('/home')
		expect(((await post(RESELLER, { intent: 'sendInvoice', transactionId: 'trx_open' })) as Response).headers.get('Location')).toBe('/home')
		expect(calls).toEqual([])
	})
})

describe('Reseller transactions: the tables', () => {
	test('the URL (page, sort, search, repeated statuses, method) becomes the reseller query of the session’s company', async () => {
		viewerReplies(authUser(), partnerCompany())
		const billing = servePartnerBilling({ transactions: TRANSACTIONS })
		const data = await load(
			`${RESELLER}?pageNumber=0&pageSize=10&orderBy=amountDue&order=asc&searchText=%20Contoso%20&invoiceStatus=OPEN&invoiceStatus=BOGUS&invoiceStatus=PAID&paymentMethod=INVOICE&companyId=cmp_contoso`,
		)
		const call = billing.calls.resellerTransactions![0]!
		expect(call.params.companyId).toBe('cmp_northwind')
		expect(call.query.toString()).toBe(
			'pageNumber=0&pageSize=10&order=asc&orderBy=amountDue&searchText=Contoso&invoiceStatus=OPEN&invoiceStatus=PAID&paymentMethod=INVOICE',
		)
		expect(data.transactions.rows.map((row: any) => row.id)).toEqual(['trx_open'])
		expect(data.transactions.isFiltered).toBe(true)
		expect(billing.calls.subResellerTransactions).toBeUndefined()
	})

	test('without parameters: first page of 25, newest first; rows carry money from cents and dates as MMM dd, yyyy', async () => {
		viewerReplies(authUser(), partnerCompany())
		const billing = servePartnerBilling({ transactions: TRANSACTIONS, pool: 42 })
		const data = await load(RESELLER)
		expect(billing.calls.resellerTransactions![0]!.query.toString()).toBe('pageNumber=0&pageSize=25&order=desc&orderBy=createdAt')
		expect(data.header.pool).toBe(42)
		expect(data.header.purchase).toBeNull()
		expect(data.allocations).toBeNull()
		const paid = data.transactions.rows.find((row: any) => row.id === 'trx_paid')
		expect(paid).toMatchObject({
			customerName: 'Fabrikam',
			buyerName: 'Northwind MSP',
			licenses: 50,
			subtotal: '$750.00',
			discount: '$75.00',
			withdrawal: '$675.00',
			amountDue: '$0.00',
			status: 'PAID',
			method: 'DISTRIBUTOR_CREDIT',
			createdAt: 'Jun 01, 2026',
			dueDate: 'Jul 01, 2026',
			paidDate: 'Jun 02, 2026',
			adminName: 'Nora Partner',
			orderNumber: null,
			canSendInvoice: true,
		})
	})

	test('a sub-reseller reads its own transactions call', async () => {
		viewerReplies(authUser(), partnerCompany({ customerType: 'SUBRESELLER' }))
		const billing = servePartnerBilling({ companyId: 'cmp_tailspin', transactions: [transaction({ customerName: 'Wingtip' })] })
		const data = await load(`${SUBRESELLER}?invoiceStatus=OPEN`, subReseller)
		expect(billing.calls.subResellerTransactions![0]!.params.companyId).toBe('cmp_tailspin')
		expect(billing.calls.resellerTransactions).toBeUndefined()
		expect(data.transactions.rows.map((row: any) => row.customerName)).toEqual(['Wingtip'])
	})

	test('?tab=allocations shows the allocation log instead, with its own paging and search', async () => {
		viewerReplies(authUser(), partnerCompany())
		const billing = servePartnerBilling({
			allocations: [allocation(), allocation({ id: 'lal_2', companyName: 'Fabrikam', licenses: 5 })],
		})
		const data = await load(`${RESELLER}?tab=allocations&orderBy=companyName&order=asc&searchText=fab`)
		expect(billing.calls.allocations![0]!.query.toString()).toBe('pageNumber=0&pageSize=25&order=asc&orderBy=companyName&searchText=fab')
		expect(billing.calls.resellerTransactions).toBeUndefined()
		expect(data.transactions).toBeNull()
		expect(data.allocations.rows).toEqual([
			{ id: 'lal_2', companyName: 'Fabrikam', licenses: 5, allocatedBy: 'Nora Partner', date: 'May 20, 2026' },
		])
	})

	test('?modal=buyPartnerLicences opens Buy Licenses: invoice only with pay by invoice', async () => {
		servePartnerBilling()
		viewerReplies(authUser(), partnerCompany())
		expect((await load(`${RESELLER}?modal=buyPartnerLicences`)).header.purchase).toMatchObject({
			seats: '1',
			method: 'INVOICE',
			methods: ['INVOICE', 'DISTRIBUTOR_CREDIT'],
			result: null,
		})
		viewerReplies(authUser(), partnerCompany({ payByInvoice: false }))
		const typed = (await load(`${RESELLER}?modal=buyPartnerLicences&seats=0&method=INVOICE&coupon=X`)).header.purchase
		expect(typed).toMatchObject({ seats: '0', method: 'DISTRIBUTOR_CREDIT', coupon: 'X', methods: ['DISTRIBUTOR_CREDIT'] })
		expect(typed.result.error).toEqual({ seats: ['partnerBilling:licenses.min'] })
	})

	test('a failed read leaves the page drawn: an inline message, an empty table, the pool not available', async () => {
		viewerReplies(authUser(), partnerCompany())
		servePartnerBilling({
			replies: {
				resellerTransactions: () => gatewayError(503, 'unavailable', 'Transactions are busy'),
				pool: () => gatewayError(503, 'unavailable', 'Busy'),
			},
		})
		const data = await load(RESELLER)
		expect(data.transactions.rows).toEqual([])
		expect(data.transactions.failure).toEqual({ message: 'Transactions are busy', raw: true })
		expect(data.header.pool).toBeNull()
	})

	test('a page past the last one goes to the last page, keeping the filters', async () => {
		viewerReplies(authUser(), partnerCompany())
		const billing = servePartnerBilling({ transactions: TRANSACTIONS })
		const response = (await load(`${RESELLER}?pageNumber=3&pageSize=5&invoiceStatus=OPEN`)) as Response
		// The partner lists page from 0 at the gateway too: the URL's page goes as it is.
		expect(billing.calls.resellerTransactions![0]!.query.get('pageNumber')).toBe('3')
		expect(response.headers.get('Location')).toBe(`${RESELLER}?pageSize=5&invoiceStatus=OPEN`)
	})
})

describe('Reseller transactions: Send invoice', () => {
	test('emails the row’s invoice for the session’s company and comes back to the same view with the spec’s toast', async () => {
		viewerReplies(authUser(), partnerCompany())
		const billing = servePartnerBilling({ transactions: TRANSACTIONS })
		const response = (await post(`${RESELLER}?invoiceStatus=OPEN&pageSize=10`, {
			intent: 'sendInvoice',
			transactionId: 'trx_open',
			companyId: 'cmp_other',
		})) as Response
		expect(response.headers.get('Location')).toBe(`${RESELLER}?invoiceStatus=OPEN&pageSize=10`)
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'partnerBilling:transactions.invoiceSent' })
		expect(billing.calls.sendInvoice!.map((call) => call.params)).toEqual([{ companyId: 'cmp_northwind', transactionId: 'trx_open' }])
	})

	test("a refused send reads 'Something went wrong.'", async () => {
		viewerReplies(authUser(), partnerCompany())
		servePartnerBilling({ transactions: TRANSACTIONS })
		const response = (await post(RESELLER, { intent: 'sendInvoice', transactionId: 'trx_draft' })) as Response
		expect(response.headers.get('Location')).toBe(RESELLER)
		expect(await flashToast(response)).toEqual({ type: 'error', message: 'partnerBilling:transactions.sendFailed' })
	})

	test('a gateway failure is logged and reads the same; an unknown form is refused', async () => {
		viewerReplies(authUser(), partnerCompany())
		expectConsoleError()
		servePartnerBilling({ replies: { sendInvoice: () => gatewayError(500, 'boom', 'Boom') } })
		const response = (await post(RESELLER, { intent: 'sendInvoice', transactionId: 'trx_open' })) as Response
		expect(await flashToast(response)).toEqual({ type: 'error', message: 'partnerBilling:transactions.sendFailed' })
		viewerReplies(authUser(), partnerCompany())
		expect(((await post(RESELLER, { intent: 'other' })) as Response).status).toBe(400)
	})
})
