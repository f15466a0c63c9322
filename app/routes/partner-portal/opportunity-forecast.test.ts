import { beforeAll, expect, test } from 'vitest'
import { outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView } from '#tests/mocks/gateway.ts'
import { customerRow, partnerCompany, partnerCustomersHandlers, type PartnerKind } from '#tests/mocks/partner-customers.ts'
import { loader } from './opportunity-forecast.tsx'

let cookie = ''
beforeAll(async () => {
	cookie = await signedInCookie('admin', { idToken: 'partner-token', userId: 'usr_northwind_partner', companyId: 'cmp_northwind' })
})

function signedInAs(kind: PartnerKind | 'customer') {
	const company = kind === 'customer' ? companyView() : partnerCompany(kind)
	viewerReplies(authUser({ id: 'usr_northwind_partner', company_id: company.id }), company)
}

const load = (search = '') => outcome(() => loader(routeArgs(`/opportunity-forecast${search}`, { cookie }) as any)) as Promise<any>

test.each(['customer', 'subreseller', 'neither'] as const)('a %s is sent to get-started and nothing is read', async (kind) => {
	signedInAs(kind)
	partnerCustomersHandlers()
	const calls = recordGateway()
	expect(((await load()) as Response).headers.get('Location')).toBe('/home')
	expect(calls).toEqual([])
})

test('the likeliest deals first by default; the URL sorts by seats, pages and searches', async () => {
	signedInAs('reseller')
	partnerCustomersHandlers({ rows: [customerRow({ dealProbability: 90 })], total: 80 })
	const calls = recordGateway()
	const first = await load()
	expect(first.rows[0]).toMatchObject({ name: 'Contoso', dealProbability: 90, totalSeats: 50 })
	expect(first.total).toBe(80)
	await load('?orderBy=totalSeats&order=asc&pageNumber=2&searchText=con&status=FREE')
	expect(calls.map((c) => c.call)).toEqual([
		'GET /partnership/api/v1/company/cmp_northwind/resellers/customers?pageNumber=0&pageSize=25&order=desc&orderBy=dealProbability',
		// Only the forecast's own sort columns; no filters on this page.
		'GET /partnership/api/v1/company/cmp_northwind/resellers/customers?pageNumber=2&pageSize=25&order=asc&orderBy=totalSeats&searchText=con',
	])
})

test('a sort column the forecast does not offer falls back to deal probability', async () => {
	signedInAs('reseller')
	partnerCustomersHandlers()
	const calls = recordGateway()
	await load('?orderBy=name')
	expect(calls[0]?.call).toContain('orderBy=dealProbability')
})
