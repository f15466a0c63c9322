import { describe, expect, test } from 'vitest'
import { PartnerCompanyListSchema, TransactionListSchema } from '#app/gateway/partner-portal.server.ts'
import { LICENCE_POOLS, PARTNER_CUSTOMERS } from '#server/gateway/db/seed-partner-portal.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// The partner portal on a PostgreSQL server (TEST_DATABASE_URL): migration 0015 and the seed, and its
// writes under real concurrency (a connection pool, not PGlite's one session): the pool never goes
// below zero, one first purchase per customer, one pending invite per email.

describe.skipIf(!POSTGRES_URL)('the partner portal on PostgreSQL', () => {
	let t: TestGateway
	let token = ''
	usePostgresGateway('partner_portal', async (gateway) => {
		t = gateway
		token = await t.signIn(SEED.users.northwindPartner.email)
	})

	const N = SEED.companies.northwind
	const boosted = PARTNER_CUSTOMERS.filter((c) => c.parentId === N && c.generated && c.licensing === 'BOOSTED' && !c.disabled)
	const free = PARTNER_CUSTOMERS.filter((c) => c.parentId === N && c.generated && c.licensing === 'FREE' && !c.disabled)
	const pool = async () => (await t.call('GET', `/api/v1/billing/${N}/licenses`, { token })).body.licenses as number

	test('the seeded customers, filtered and sorted', async () => {
		const reply = await t.call('GET', `/partnership/api/v1/company/${N}/resellers/customers`, {
			token,
			query: { status: 'BOOSTED', searchText: 'dental', orderBy: 'dealProbability', order: 'desc', pageSize: '100' },
		})
		const list = PartnerCompanyListSchema.parse(reply.body)
		const expected = PARTNER_CUSTOMERS.filter((c) => c.licensing === 'BOOSTED' && c.name.endsWith('Dental'))
		expect(list.pageInfo.totalItems).toBe(expected.length)
		expect(list.data.map((r) => r.dealProbability)).toEqual(expected.map((c) => c.dealProbability).sort((a, b) => b - a))
		const transactions = TransactionListSchema.parse(
			(await t.call('GET', `/billing/api/v1/company/${N}/resellers/transactions`, { token, query: { invoiceStatus: 'OVERDUE' } })).body,
		)
		expect(transactions.data.every((tx) => tx.status === 'OVERDUE')).toBe(true)
		expect(transactions.data.length).toBeGreaterThan(0)
	})

	test('concurrent allocations never take more than the pool holds', async () => {
		const before = await pool()
		expect(before).toBe(LICENCE_POOLS.cmp_northwind)
		// Twelve allocations of 50 against a pool of 500: ten succeed, two are refused.
		const replies = await Promise.all(
			Array.from({ length: 12 }, (_, i) =>
				t.call('POST', `/api/v1/billing/${N}/customers/${boosted[i % boosted.length]!.id}/licenses/allocate`, {
					token,
					body: { licensesToAllocate: 50 },
				}),
			),
		)
		const statuses = replies.map((r) => r.status).sort()
		expect(statuses.filter((s) => s === 204)).toHaveLength(before / 50)
		expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === 'not_enough_licenses')).toBe(true)
		expect(await pool()).toBe(0)
	})

	test('concurrent first purchases for one customer: one subscription, the others refused', async () => {
		const customer = free[0]!
		const replies = await Promise.all(
			Array.from({ length: 5 }, () =>
				t.call('POST', `/api/v1/billing/resellers/company/${N}/customers/${customer.id}/subscriptions`, {
					token,
					body: { licensesNumber: 10 },
				}),
			),
		)
		expect(replies.filter((r) => r.status === 204)).toHaveLength(1)
		expect(replies.filter((r) => r.status === 422).every((r) => r.body.code === 'purchase_refused')).toBe(true)
		const records = (await t.call('GET', `api/v1/company/${customer.id}/subscriptions`, { token })).body as { status: string }[]
		expect(records.filter((r) => r.status === 'ACTIVE')).toHaveLength(1)
	})

	test('concurrent invites of one email: one pending invite', async () => {
		const replies = await Promise.all(
			Array.from({ length: 4 }, (_, i) =>
				t.call('POST', `/partnership/api/v1/company/${N}/invite`, {
					token,
					body: { companies: [{ companyName: `Racer ${i}`, email: 'owner@racer.test' }] },
				}),
			),
		)
		expect(replies.filter((r) => r.status === 204)).toHaveLength(1)
		expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === 'customer_already_invited')).toBe(true)
		const list = PartnerCompanyListSchema.parse(
			(await t.call('GET', `/partnership/api/v1/company/${N}/resellers/customers`, { token, query: { searchText: 'racer' } })).body,
		)
		expect(list.data).toHaveLength(1)
	})
})
