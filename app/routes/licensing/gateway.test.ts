/**
 * The licensing and billing loaders and the Manage billing action against the reference gateway
 * in process (its seeded demo tenants), so the console's queries meet the real contract.
 */
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { commitSession, sessionStorage } from '#app/auth/session.server.ts'
import { registerEmbeddedGateway } from '#app/gateway/transport.server.ts'
import { CONSOLE_URL, createTestGateway, SEED, type TestGateway } from '#tests/fixtures/gateway.ts'
import { GLOBEX_INVOICES_REPORTED } from '#tests/support/billing.ts'
import { action as billingAction, loader as billingLoader } from './billing.tsx'
import { loader as licensingLoader } from './licensing.tsx'

let gateway: TestGateway
const savedUrl = process.env.GATEWAY_URL
const cookies: Record<string, string> = {}

const ACCOUNTS = {
	globex: { email: 'admin@globex.test', companyId: SEED.companies.globex },
	fabrikam: { email: 'admin@fabrikam.test', companyId: SEED.companies.fabrikam },
	acme: { email: 'admin@acme.test', companyId: SEED.companies.acme },
	coalition: { email: 'admin@coalition.test', companyId: SEED.companies.coalition },
} as const
type Account = keyof typeof ACCOUNTS

beforeAll(async () => {
	delete process.env.GATEWAY_URL
	process.env.SESSION_SECRET ??= 'route-test-secret-0123456789abcdef0123456789'
	gateway = await createTestGateway()
	registerEmbeddedGateway((request) => gateway.gateway.fetch(request))
	for (const [name, account] of Object.entries(ACCOUNTS)) {
		const session = await sessionStorage().getSession()
		session.set('idToken', await gateway.signIn(account.email))
		session.set('companyId', account.companyId)
		cookies[name] = (await commitSession(session)).split(';')[0]!
	}
})

afterAll(async () => {
	registerEmbeddedGateway(null)
	await gateway?.close()
	if (savedUrl !== undefined) process.env.GATEWAY_URL = savedUrl
})

function args(path: string, account: Account, init: RequestInit = {}) {
	const href = `http://localhost:3000${path}`
	const headers = new Headers(init.headers)
	headers.set('Cookie', cookies[account]!)
	return {
		request: new Request(href, { ...init, headers }),
		url: new URL(href),
		context: new RouterContextProvider(),
		params: {},
		unstable_pattern: '',
	}
}

async function run<T>(fn: () => Promise<T>): Promise<T | Response> {
	try {
		return await fn()
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
}

describe('against the reference gateway', () => {
	test('Globex: Boost, 250 seats at $18.00 a seat, renewing in about a year', async () => {
		const data: any = await run(() => licensingLoader(args('/licensing', 'globex') as any))
		expect(data.failure).toBeNull()
		expect(data.summary).toMatchObject({
			state: 'BOOSTED',
			seats: 250,
			pricePerSeatLabel: '$18.00',
			users: { total: 300, enabled: 300 },
		})
		expect(data.summary.daysLeft).toBeGreaterThanOrEqual(364)
		expect(data.actions).toMatchObject({ kind: 'direct', canBuySeats: true, canDowngrade: true })
	})

	test('Globex: its six invoices newest first with their reported statuses, bank details for the ones to pay by transfer', async () => {
		const data: any = await run(() => billingLoader(args('/billing', 'globex') as any))
		expect(data.failures).toEqual([])
		expect(data.rows.map((r: any) => [r.number, r.status])).toEqual(GLOBEX_INVOICES_REPORTED)
		expect(data.bank?.iban).toBeTruthy()
	})

	test('Globex: sorted by amount, five a page, the second page holds the largest invoice last', async () => {
		const data: any = await run(() => billingLoader(args('/billing?orderBy=amount&order=asc&pageSize=5&pageNumber=1', 'globex') as any))
		expect(data.total).toBe(6)
		expect(data.rows.map((r: any) => r.amountLabel)).toEqual(['$3,600.00'])
	})

	test('Globex: filtered to the paid invoices by card', async () => {
		const data: any = await run(() => billingLoader(args('/billing?invoiceStatus=PAID&paymentMethod=CREDIT_CARD', 'globex') as any))
		expect(data.rows.map((r: any) => [r.number, r.last4])).toEqual([['INV-000001', '4242']])
	})

	test('Globex: Manage billing sends the browser to the test portal', async () => {
		const response = (await run(() =>
			billingAction(args('/billing', 'globex', { method: 'POST', body: new URLSearchParams({ intent: 'portal' }) }) as any),
		)) as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toMatch(new RegExp(`^${CONSOLE_URL}/__gateway/billing-portal/`))
	})

	test('Acme: the free plan, no invoices and no bank details', async () => {
		const licensing: any = await run(() => licensingLoader(args('/licensing', 'acme') as any))
		expect(licensing.summary).toMatchObject({ state: 'FREE', seats: 25 })
		const billing: any = await run(() => billingLoader(args('/billing', 'acme') as any))
		expect(billing).toMatchObject({ rows: [], total: 0, bank: null, failures: [] })
	})

	test('Fabrikam: managed by Northwind MSP, in a Boost trial that ends in 5 days', async () => {
		const data: any = await run(() => licensingLoader(args('/licensing', 'fabrikam') as any))
		expect(data.actions).toEqual({ kind: 'providerManaged', providerName: 'Northwind MSP' })
		expect(data.summary).toMatchObject({ state: 'TRIAL_ACTIVE', daysLeft: 5 })
	})

	test('Coalition Parent: both pages go to get-started', async () => {
		const licensing = (await run(() => licensingLoader(args('/licensing', 'coalition') as any))) as Response
		expect(licensing.headers.get('Location')).toBe('/home')
		const billing = (await run(() => billingLoader(args('/billing', 'coalition') as any))) as Response
		expect(billing.headers.get('Location')).toBe('/home')
	})
})
