import { describe, expect, test } from 'vitest'
import { InvoiceListSchema, PricingSchema } from '#app/gateway/billing.server.ts'
import { SubscriptionRecordsSchema } from '#app/gateway/company.server.ts'
import { CONSOLE_URL, POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// Billing on a PostgreSQL server (TEST_DATABASE_URL): migration 0006, the seeded invoices, and the
// checkout's exactly-once seats under real concurrency (a connection pool, not PGlite's one session).

describe.skipIf(!POSTGRES_URL)('billing on PostgreSQL', () => {
	let t: TestGateway
	const tokens: Record<string, string> = {}

	usePostgresGateway('billing', async (gateway) => {
		t = gateway
		for (const key of ['acmeAdmin', 'globexAdmin'] as const) tokens[key] = await t.signIn(SEED.users[key].email)
	})

	const C = SEED.companies
	const seats = async (token: string, companyId: string) =>
		SubscriptionRecordsSchema.parse((await t.call('GET', `api/v1/company/${companyId}/subscriptions`, { token })).body).at(-1)

	test('the seeded invoices, with OVERDUE derived, and pricing', async () => {
		const reply = await t.call('GET', `/api/v1/billing/company/${C.globex}/invoices`, {
			token: tokens.globexAdmin,
			query: { invoiceStatus: 'OVERDUE' },
		})
		expect(InvoiceListSchema.parse(reply.body).data.map((i) => [i.id, i.number])).toEqual([[SEED.invoices.globexOverdue, 'INV-000004']])
		const search = await t.call('GET', `/api/v1/billing/company/${C.globex}/invoices`, {
			token: tokens.globexAdmin,
			query: { searchText: 'INV-000001' },
		})
		expect(InvoiceListSchema.parse(search.body).data.map((i) => i.id)).toEqual([SEED.invoices.globexCard])
		const price = await t.call('GET', `/api/v1/billing/company/${C.acme}/pricing`, {
			token: tokens.acmeAdmin,
			query: { usersNumber: '125' },
		})
		expect(PricingSchema.parse(price.body).pricing).toMatchObject({ pricePerSeat: 2400, totalPrice: 300000 })
	})

	test('concurrent Pays of one checkout add its seats once', async () => {
		const checkout = await t.call('POST', `/api/v1/billing/${C.acme}/checkout`, {
			token: tokens.acmeAdmin,
			body: { email: 'admin@acme.test', companyId: C.acme, quantity: 50, clientReferenceId: 'chk_pg' },
		})
		const path = new URL(checkout.text).pathname
		const replies = await Promise.all(Array.from({ length: 6 }, () => t.postForm(`${path}/pay`, {})))
		expect(new Set(replies.map((r) => `${r.status} ${r.headers.get('location')}`))).toEqual(
			new Set([`303 ${CONSOLE_URL}/home?modal=purchaseComplete`]),
		)
		expect(await seats(tokens.acmeAdmin!, C.acme)).toMatchObject({ status: 'ACTIVE', type: 'PAID', reservedSeats: 50 })
		const invoices = InvoiceListSchema.parse(
			(await t.call('GET', `/api/v1/billing/company/${C.acme}/invoices`, { token: tokens.acmeAdmin })).body,
		)
		expect(invoices.data).toHaveLength(1)
	})

	test('concurrent checkouts each add their seats; a cancelled one adds none', async () => {
		const start = async (quantity: number) => {
			const reply = await t.call('POST', `/api/v1/billing/${C.globex}/checkout`, {
				token: tokens.globexAdmin,
				body: { email: 'admin@globex.test', companyId: C.globex, quantity, clientReferenceId: `chk_${quantity}` },
			})
			return new URL(reply.text).pathname
		}
		const [a, b, c] = await Promise.all([start(25), start(50), start(100)])
		expect((await t.postForm(`${c}/cancel`, {})).status).toBe(303)
		await Promise.all([t.postForm(`${a}/pay`, {}), t.postForm(`${b}/pay`, {}), t.postForm(`${c}/pay`, {}), t.postForm(`${a}/pay`, {})])
		expect((await seats(tokens.globexAdmin!, C.globex))?.reservedSeats).toBe(250 + 25 + 50)
	})

	test('two concurrent trial starts activate one trial', async () => {
		const token = await t.signIn(SEED.users.acronisAdmin.email)
		const replies = await Promise.all(
			Array.from({ length: 4 }, () => t.call('POST', `/api/v1/billing/${C.acronis}/trial`, { token, body: { companyId: C.acronis } })),
		)
		expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409])
		expect(
			SubscriptionRecordsSchema.parse((await t.call('GET', `api/v1/company/${C.acronis}/subscriptions`, { token })).body),
		).toHaveLength(1)
	})
})
