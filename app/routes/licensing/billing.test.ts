import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, test } from 'vitest'
import { outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, billingHandlers, companyView, GATEWAY, gatewayError, invoice, server, TEST_BANK_DETAILS } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { portalAddress } from './billing.server.ts'
import { action, loader } from './billing.tsx'

const signedIn: Record<string, string> = {}
beforeAll(async () => {
	for (const role of ['admin', 'user']) signedIn[role] = await signedInCookie(role)
})

async function load(path = '/billing', role = 'admin') {
	return outcome(() => loader(routeArgs(path, { cookie: signedIn[role] }) as any)) as Promise<any>
}
async function post(form: Record<string, string>, path = '/billing', role = 'admin') {
	return outcome(() => action(routeArgs(path, { cookie: signedIn[role], form }) as any)) as Promise<any>
}

const INVOICES = [
	invoice({
		id: 'inv_draft',
		number: 'INV-000006',
		status: 'DRAFT',
		paymentMethod: 'INVOICE',
		last4: null,
		dueDate: null,
		paidDate: null,
		amount: 90000,
		invoiceDate: '2026-05-30T12:00:00.000Z',
	}),
	invoice({
		id: 'inv_overdue',
		number: 'INV-000004',
		status: 'OVERDUE',
		paymentMethod: 'INVOICE',
		last4: null,
		paidDate: null,
		amount: 45000,
	}),
	invoice({
		id: 'inv_card',
		number: 'INV-000001',
		status: 'PAID',
		amount: 360000,
		invoiceDate: '2025-11-23T12:00:00.000Z',
	}),
]

const northwindCustomer = companyView({
	distribution: { ...companyView().distribution, parentCompanyId: 'cmp_northwind', parentCompanyName: 'Northwind MSP' },
})

describe('Billing: the loader', () => {
	test('the URL (0-based page, sort, search, filters) becomes the invoices query (1-based page) for the company of the session', async () => {
		viewerReplies()
		const billing = billingHandlers({ invoices: INVOICES })
		server.use(...billing.handlers)
		await load(
			'/billing?pageNumber=0&pageSize=10&orderBy=amount&order=asc&searchText=%20INV%20&invoiceStatus=PAID&invoiceStatus=NOPE&paymentMethod=CREDIT_CARD&companyId=cmp_globex',
		)
		const page = billing.calls.invoices!.find((c) => c.query.get('pageSize') === '10')!
		expect(page.params.companyId).toBe('cmp_acme')
		expect(page.query.toString()).toBe(
			'pageNumber=1&pageSize=10&order=asc&orderBy=amount&searchText=INV&invoiceStatus=PAID&paymentMethod=CREDIT_CARD',
		)
	})

	test('without parameters: first page, 25 rows, newest invoice first; invalid values fall back to the defaults', async () => {
		viewerReplies()
		const billing = billingHandlers({ invoices: INVOICES })
		server.use(...billing.handlers)
		await load('/billing?pageSize=7&orderBy=last4&order=up')
		expect(billing.calls.invoices![0]!.query.toString()).toBe('pageNumber=1&pageSize=25&order=desc&orderBy=invoiceDate')
	})

	test('rows carry what the table shows: dollars, dates as MMM dd, yyyy, the status and payment method', async () => {
		viewerReplies()
		server.use(...billingHandlers({ invoices: INVOICES }).handlers)
		const data = await load()
		expect(data.total).toBe(3)
		expect(
			data.rows.map((r: any) => [
				r.number,
				r.amountLabel,
				r.status,
				r.paymentMethod,
				r.last4,
				r.invoiceDateLabel,
				r.dueDateLabel,
				r.paidDateLabel,
			]),
		).toEqual([
			['INV-000006', '$900.00', 'DRAFT', 'INVOICE', null, 'May 30, 2026', null, null],
			['INV-000004', '$450.00', 'OVERDUE', 'INVOICE', null, 'Nov 23, 2025', 'Nov 23, 2025', null],
			['INV-000001', '$3,600.00', 'PAID', 'CREDIT_CARD', '4242', 'Nov 23, 2025', 'Nov 23, 2025', 'Nov 23, 2025'],
		])
		expect(data.canManageBilling).toBe(true)
		expect(data.failures).toEqual([])
	})

	test('a page past the last one goes to the last page, keeping the other parameters', async () => {
		viewerReplies()
		server.use(...billingHandlers({ invoices: INVOICES }).handlers)
		const response = (await load('/billing?pageNumber=4&pageSize=5&orderBy=amount')) as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/billing?pageSize=5&orderBy=amount')
	})

	test('bank details show for an unpaid invoice payable by transfer, and the check asks only for those', async () => {
		viewerReplies()
		const billing = billingHandlers({ invoices: INVOICES })
		server.use(...billing.handlers)
		const data = await load()
		expect(data.bank).toEqual(TEST_BANK_DETAILS)
		const check = billing.calls.invoices!.find((c) => c.query.get('paymentMethod') === 'INVOICE')!
		expect(check.query.toString()).toBe(
			'pageNumber=1&pageSize=5&order=desc&orderBy=invoiceDate&invoiceStatus=OPEN&invoiceStatus=OVERDUE&paymentMethod=INVOICE',
		)
	})

	test('with every invoice settled and no pay-by-invoice access there are no bank details', async () => {
		viewerReplies()
		const billing = billingHandlers({ invoices: [INVOICES[2]!] })
		server.use(...billing.handlers)
		const data = await load()
		expect(data.bank).toBeNull()
		expect(billing.calls.bank).toBeUndefined()
	})

	test('a company that may pay by invoice always sees the bank details', async () => {
		viewerReplies(authUser(), companyView({ features: { ...companyView().features, hasPayByInvoiceAccess: true } }))
		const billing = billingHandlers()
		server.use(...billing.handlers)
		const data = await load()
		expect(data.bank).toEqual(TEST_BANK_DETAILS)
	})

	test('a provider-managed company lists its invoices, but gets no portal and no bank details: its provider bills it', async () => {
		viewerReplies(authUser(), northwindCustomer)
		const billing = billingHandlers({ invoices: INVOICES })
		server.use(...billing.handlers)
		const data = await load()
		expect(data.rows).toHaveLength(3)
		expect(data.canManageBilling).toBe(false)
		expect(data.providerName).toBe('Northwind MSP')
		expect(data.bank).toBeNull()
		expect(billing.calls.bank).toBeUndefined()
	})

	test('a failed invoices read shows an inline message and an empty table', async () => {
		viewerReplies()
		server.use(...billingHandlers().handlers)
		server.use(
			http.get(`${GATEWAY}/api/v1/billing/company/:companyId/invoices`, () => gatewayError(503, 'unavailable', 'Invoices are busy')),
		)
		const data = await load()
		expect(data.rows).toEqual([])
		expect(data.failures).toContainEqual({ message: 'Invoices are busy', raw: true })
	})

	test('a coalition parent company is sent to get-started', async () => {
		viewerReplies(authUser(), companyView({ distribution: { ...companyView().distribution, integration: 'coalition' } }))
		const calls = recordGateway()
		const response = (await load()) as Response
		expect(response.headers.get('Location')).toBe('/home')
		expect(calls).toEqual([])
	})
})

describe('Billing: Manage billing', () => {
	test('opens the customer portal of the session’s company and sends the browser to its address in a full page load', async () => {
		viewerReplies()
		const billing = billingHandlers()
		server.use(...billing.handlers)
		const response = (await post({ intent: 'portal', companyId: 'cmp_globex' })) as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(`${GATEWAY}/__gateway/billing-portal/bps_1`)
		expect(response.headers.get('X-Remix-Reload-Document')).toBe('true')
		expect(billing.calls.customerPortal!.map((c) => c.params.companyId)).toEqual(['cmp_acme'])
	})

	test.each([
		['a javascript: address', 'javascript:alert(1)'],
		['a relative address', '/somewhere'],
		['an ftp address', 'ftp://portal.test/x'],
	])('%s from the gateway is never followed', async (_name, address) => {
		viewerReplies()
		expectConsoleError()
		server.use(...billingHandlers({ replies: { customerPortal: () => HttpResponse.text(address) } }).handlers)
		const result = await post({ intent: 'portal' })
		expect(result).not.toBeInstanceOf(Response)
		expect(result.init.status).toBe(400)
		// The gateway contract refuses the reply (a 502 with the spec's unknown-failure text).
		expect(result.data.failure).toEqual({ message: 'Something went wrong. Please try again.', raw: true })
	})

	test('only an http(s) address counts as a portal address', () => {
		expect(portalAddress(' https://billing.example.com/p/1 ')).toBe('https://billing.example.com/p/1')
		expect(portalAddress('http://localhost:3000/__gateway/billing-portal/bps_1')).toBe(
			'http://localhost:3000/__gateway/billing-portal/bps_1',
		)
		for (const bad of ['javascript:alert(1)', '/billing', 'ftp://x.test/', '', 'https://']) expect(portalAddress(bad)).toBeNull()
	})

	test('a gateway refusal is shown with its own message', async () => {
		viewerReplies()
		server.use(
			...billingHandlers({
				replies: { customerPortal: () => gatewayError(409, 'no_customer', 'This company has no billing account yet.') },
			}).handlers,
		)
		const result = await post({ intent: 'portal' })
		expect(result.data.failure).toEqual({ message: 'This company has no billing account yet.', raw: true })
	})

	test("a server without a payment provider: Manage billing says 'Payments are not configured on this server.'", async () => {
		viewerReplies()
		server.use(
			...billingHandlers({
				replies: {
					customerPortal: () => gatewayError(503, 'payments_not_configured', 'Payments are not configured on this server.'),
				},
			}).handlers,
		)
		const result = await post({ intent: 'portal' })
		expect(result.data.failure).toEqual({ message: 'Payments are not configured on this server.', raw: true })
	})

	test('a provider-managed company cannot open the portal, and the gateway is not asked', async () => {
		viewerReplies(authUser(), northwindCustomer)
		const calls = recordGateway()
		const result = await post({ intent: 'portal' })
		expect(result.data.failure).toEqual({ message: 'licensing:providerManaged.title' })
		expect(calls).toEqual([])
	})

	test('an unknown intent is refused, and a learner is signed out', async () => {
		viewerReplies()
		const refused = (await post({ intent: 'checkout' })) as Response
		expect(refused.status).toBe(400)
		viewerReplies(authUser({ role: 'user' }))
		const calls = recordGateway()
		const signedOut = (await post({ intent: 'portal' }, '/billing', 'user')) as Response
		expect(signedOut.headers.get('Location')).toBe('/login')
		expect(calls).toEqual([])
	})
})
