import { expect, test } from 'vitest'
import { customerRow } from '#tests/mocks/partner-customers.ts'
import { usePartnerRoute, signedInAs, testOnlyResellersOpen } from '#tests/support/partner/customers-routes.ts'
import { loader } from './opportunity-forecast.tsx'

const route = usePartnerRoute({ loader })
const load = (search = '') => route.load(`/opportunity-forecast${search}`)

testOnlyResellersOpen(load)

test('the likeliest deals first by default; the URL sorts by seats, pages and searches', async () => {
	const calls = signedInAs('reseller', { rows: [customerRow({ dealProbability: 90 })], total: 80 })
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
	const calls = signedInAs('reseller')
	await load('?orderBy=name')
	expect(calls[0]?.call).toContain('orderBy=dealProbability')
})
