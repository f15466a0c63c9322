import { beforeAll, describe, expect, test } from 'vitest'
import { flashToast, outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView } from '#tests/mocks/gateway.ts'
import { allocation, partnerCompany, servePartnerBilling, transaction } from '#tests/mocks/partner-billing.ts'
import * as billing from './billing.tsx'
import * as index from './index.tsx'
import * as layout from './layout.tsx'
import * as allocations from './license-allocations.tsx'

let cookie = ''
beforeAll(async () => {
	cookie = await signedInCookie('admin', { userId: 'usr_oem_partner', companyId: 'cmp_oem' })
})

/** A partner that is neither reseller nor sub-reseller (My Customers, Transactions). */
const oemPartner = () => ({ ...partnerCompany({ customerType: 'OEM' }), id: 'cmp_oem', name: 'OEM Partner' })

type Loader = (args: any) => Promise<unknown>
async function run(loader: Loader, path: string) {
	return outcome(() => loader(routeArgs(path, { cookie }) as any)) as Promise<any>
}

describe('Transactions of a partner that is neither reseller nor sub-reseller', () => {
	test('/partner-portal/transactions opens its default child, Billing, keeping the query', async () => {
		viewerReplies(authUser(), oemPartner())
		const response = (await run(index.loader, '/partner-portal/transactions?modal=buyPartnerLicences')) as Response
		expect(response.headers.get('Location')).toBe('/partner-portal/transactions/billing?modal=buyPartnerLicences')
	})

	test.each([
		['a company that is no partner', companyView()],
		['a reseller (its transactions have their own page)', partnerCompany()],
		['a sub-reseller', partnerCompany({ customerType: 'SUBRESELLER' })],
		['the console integration', { ...oemPartner(), distribution: { ...oemPartner().distribution, integration: 'acronis' } }],
	])('%s goes to get-started from every page, and the gateway is not asked', async (_who, company) => {
		for (const loader of [index.loader, layout.loader, billing.loader, allocations.loader, billing.action] as Loader[]) {
			viewerReplies(authUser(), company)
			const calls = recordGateway()
			const response = (await run(loader, '/partner-portal/transactions/billing')) as Response
			expect(response.headers.get('Location')).toBe('/home')
			expect(calls).toEqual([])
		}
	})

	test('the header reads the pool of the session’s company; Billing reads the partner’s transactions call with the URL’s filters', async () => {
		viewerReplies(authUser(), oemPartner())
		const gateway = servePartnerBilling({
			companyId: 'cmp_oem',
			pool: 7,
			transactions: [transaction({ id: 'trx_a', status: 'OVERDUE', method: 'INVOICE' }), transaction({ id: 'trx_b', status: 'PAID' })],
		})
		const header = await run(layout.loader, '/partner-portal/transactions/billing')
		expect(header).toEqual({ pool: 7, purchase: null })
		expect(gateway.calls.pool![0]!.params.companyId).toBe('cmp_oem')
		const data = await run(
			billing.loader,
			'/partner-portal/transactions/billing?invoiceStatus=OVERDUE&invoiceStatus=OPEN&paymentMethod=INVOICE&orderBy=status',
		)
		const call = gateway.calls.partnerTransactions![0]!
		expect(call.params.companyId).toBe('cmp_oem')
		expect(call.query.getAll('invoiceStatus')).toEqual(['OVERDUE', 'OPEN'])
		expect(call.query.get('paymentMethod')).toBe('INVOICE')
		expect(call.query.get('orderBy')).toBe('status')
		expect(data.rows.map((row: any) => row.id)).toEqual(['trx_a'])
		expect(gateway.calls.resellerTransactions).toBeUndefined()
	})

	test('License Allocations reads the allocation log: company name, number of licences, allocated by, date', async () => {
		viewerReplies(authUser(), oemPartner())
		const gateway = servePartnerBilling({ companyId: 'cmp_oem', allocations: [allocation()] })
		const data = await run(allocations.loader, '/partner-portal/transactions/license-allocations?pageNumber=0&order=asc')
		expect(gateway.calls.allocations![0]!.query.toString()).toBe('pageNumber=0&pageSize=25&order=asc&orderBy=date')
		expect(data.rows).toEqual([{ id: 'lal_1', companyName: 'Contoso', licenses: 10, allocatedBy: 'Nora Partner', date: 'May 20, 2026' }])
		expect(data.total).toBe(1)
	})

	test('Send invoice on Billing posts the row’s transaction and comes back with the toast', async () => {
		viewerReplies(authUser(), oemPartner())
		const gateway = servePartnerBilling({ companyId: 'cmp_oem', transactions: [transaction()] })
		const response = (await outcome(() =>
			billing.action(
				routeArgs('/partner-portal/transactions/billing?searchText=Contoso', {
					cookie,
					form: { intent: 'sendInvoice', transactionId: 'trx_1' },
				}) as any,
			),
		)) as Response
		expect(response.headers.get('Location')).toBe('/partner-portal/transactions/billing?searchText=Contoso')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'partnerBilling:transactions.invoiceSent' })
		expect(gateway.calls.sendInvoice![0]!.params).toEqual({ companyId: 'cmp_oem', transactionId: 'trx_1' })
	})
})
