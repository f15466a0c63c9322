import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { checkoutClientReferenceId, createCheckout, createCustomerPortal } from '#app/gateway/billing.server.ts'
import { getCompanyView } from '#app/gateway/company.server.ts'
import { gatewayFailure } from '#app/lib/gateway-results.server.ts'
import { bootstrapFirstStaff, createFirstStaff } from '#server/gateway/bootstrap.ts'
import { openGatewayDatabase } from '#server/gateway/db/open.ts'
import { checkoutSessions, users } from '#server/gateway/db/schema.ts'
import { parseGatewayRunConfig } from '#server/shared/gateway-run-config.ts'
import { useConsoleGateway } from '#tests/fixtures/console-gateway.ts'
import { CONSOLE_URL, DEMO_PASSWORD, SEED, type TestGateway, useTestGateway, wrapGateway } from '#tests/fixtures/gateway.ts'

// The gateway's production posture (issue 13 item 1): what a stranger can reach on a production
// start, who reads the mailbox when it is turned on, the first staff account, NUL bytes.

const PRODUCTION = parseGatewayRunConfig({ NODE_ENV: 'production' })
const STRONG = 'First-Staff-2026!'

/** A production gateway on an empty database, started as server/embedded-gateway.ts starts it. */
async function productionGateway(firstStaff: { email: string; password: string } | null = null) {
	const database = await openGatewayDatabase({ seed: PRODUCTION.seedDemo })
	const lines: string[] = []
	const bootstrap = await bootstrapFirstStaff(database.db, {
		firstStaff,
		pagesBaseUrl: CONSOLE_URL,
		log: (line) => lines.push(line),
	})
	const t = wrapGateway(database, { testPages: PRODUCTION.testPages, staffOnlyTestPages: PRODUCTION.production })
	return { t, bootstrap, lines }
}

async function get(t: TestGateway, path: string, token?: string) {
	return t.gateway.fetch(new Request(new URL(path, CONSOLE_URL), { headers: token ? { Authorization: `Bearer ${token}` } : {} }))
}

describe('a production start with the defaults (no test pages, no demo data)', () => {
	let production: Awaited<ReturnType<typeof productionGateway>>
	beforeAll(async () => {
		production = await productionGateway()
	}, 60_000)
	afterAll(() => production.t.close())

	test('no demo account exists: the demo admin and staff cannot sign in', async () => {
		const { t } = production
		for (const email of [SEED.users.acmeAdmin.email, SEED.users.support.email]) {
			const reply = await t.call('POST', '/user/login/validate', {
				body: { email, password: DEMO_PASSWORD, isAdmin: true },
			})
			expect(reply.status).toBeGreaterThanOrEqual(400)
		}
	})

	test('the mailbox, its outbox, the sign-in-link form, checkout, the portal, the DNS zone and the identity pages are not there', async () => {
		const { t } = production
		for (const path of [
			'/__gateway/mailbox',
			'/__gateway/mailbox/1',
			'/__gateway/api/outbox/latest?to=admin@acme.test',
			'/__gateway/sign-in-link',
			'/__gateway/checkout/cs_anything',
			'/__gateway/billing-portal/bps_anything',
			'/__gateway/dns',
			'/__gateway/idp/authorize?request=x',
			'/__gateway/graph/consent/x',
			'/__gateway/ded/consent/x',
		]) {
			expect((await get(t, path)).status, path).toBe(404)
		}
		for (const path of [
			'/__gateway/mailbox/magic-link',
			'/__gateway/dns',
			'/__gateway/checkout/cs_anything/pay',
			'/__gateway/idp/authorize',
			'/__gateway/ded/consent/x/allow',
		]) {
			expect((await t.postForm(path, { email: 'admin@acme.test' })).status, path).toBe(404)
		}
	})

	test('the log shows a one-time setup link that creates the first staff account once, then is gone', async () => {
		const { t, bootstrap, lines } = production
		expect(bootstrap.kind).toBe('setup-link')
		const link = bootstrap.kind === 'setup-link' ? bootstrap.link : ''
		expect(link).toMatch(new RegExp(`^${CONSOLE_URL}/__gateway/setup/[A-Za-z0-9_-]{40,}$`))
		expect(lines.join('\n')).toContain(link)
		expect((await get(t, '/__gateway/setup/not-the-token')).status).toBe(404)
		const form = await get(t, link)
		expect(form.status).toBe(200)
		expect(await form.text()).toContain('Create the first staff account')

		const path = new URL(link).pathname
		const weak = await t.postForm(path, { email: 'owner@example.com', name: 'Olivia Owner', password: 'password' })
		expect(weak.status).toBe(400)
		const created = await t.postForm(path, { email: 'Owner@Example.com', name: 'Olivia Owner', password: STRONG })
		expect(created.status).toBe(200)
		expect(await created.text()).toContain('The staff account was created')

		expect((await get(t, link)).status).toBe(404)
		expect((await t.postForm(path, { email: 'intruder@example.com', name: 'In Truder', password: STRONG })).status).toBe(404)
		const [row] = await t.database.db.select({ n: count() }).from(users)
		expect(row?.n).toBe(1)

		const token = await t.signIn('owner@example.com', STRONG)
		const me = await t.call('GET', '/user', { token })
		expect(me.body).toMatchObject({ email: 'owner@example.com', role: 'superadmin' })
	})

	test('Buy Now and the customer portal say that payments are not configured, and nothing is written', async () => {
		const { t } = production
		const token = await t.signIn('owner@example.com', STRONG)
		const me = await t.call('GET', '/user', { token })
		const companyId = me.body.company_id as string
		const checkout = await t.call('POST', `/api/v1/billing/${companyId}/checkout`, {
			token,
			body: { email: 'owner@example.com', companyId, quantity: 100, clientReferenceId: 'ref_1' },
		})
		expect(checkout.status, checkout.text).toBe(503)
		expect(checkout.body).toMatchObject({
			code: 'payments_not_configured',
			message: 'Payments are not configured on this server.',
		})
		const portal = await t.call('POST', `/api/v1/billing/${companyId}/customer_portal`, { token })
		expect(portal.status).toBe(503)
		expect(portal.body.code).toBe('payments_not_configured')
		const [sessions] = await t.database.db.select({ n: count() }).from(checkoutSessions)
		expect(sessions?.n).toBe(0)
	})
})

describe('Buy Now without a payment provider (checkout test page off), through the console contract', () => {
	let t: TestGateway
	let token: string
	useConsoleGateway(
		async (gateway) => {
			t = gateway
			token = await t.signIn(SEED.users.acmeAdmin.email)
		},
		{ testPages: [] },
	)

	test('the console gets the message to show, no checkout is recorded and no seat is granted', async () => {
		const before = await getCompanyView(token, SEED.companies.acme)
		const error = await createCheckout(token, SEED.companies.acme, {
			email: SEED.users.acmeAdmin.email,
			quantity: 100,
			clientReferenceId: checkoutClientReferenceId(),
		}).catch((e: unknown) => e)
		expect(gatewayFailure(error)).toEqual({ message: 'Payments are not configured on this server.', raw: true })
		const portal = await createCustomerPortal(token, SEED.companies.acme).catch((e: unknown) => e)
		expect(gatewayFailure(portal)).toEqual({ message: 'Payments are not configured on this server.', raw: true })
		// The demo data has no checkout session: none was written.
		expect((await t.database.db.select({ n: count() }).from(checkoutSessions))[0]?.n).toBe(0)
		expect(await getCompanyView(token, SEED.companies.acme)).toEqual(before)
	})
})

describe('the first staff account from GATEWAY_ADMIN_EMAIL and GATEWAY_ADMIN_PASSWORD', () => {
	let production: Awaited<ReturnType<typeof productionGateway>>
	beforeAll(async () => {
		production = await productionGateway({ email: 'Root@Example.com', password: STRONG })
	}, 60_000)
	afterAll(() => production.t.close())

	test('is created at the first start, signs in as staff, and no setup link is printed', async () => {
		const { t, bootstrap, lines } = production
		expect(bootstrap).toEqual({ kind: 'created', email: 'root@example.com' })
		expect(lines.join('\n')).not.toContain('/__gateway/setup/')
		const token = await t.signIn('root@example.com', STRONG)
		expect((await t.call('GET', '/user', { token })).body.role).toBe('superadmin')
	})

	test('starting again, or several instances at once, creates it only once', async () => {
		const { t } = production
		const again = await Promise.all([
			bootstrapFirstStaff(t.database.db, {
				firstStaff: { email: 'other@example.com', password: STRONG },
				pagesBaseUrl: CONSOLE_URL,
				log: () => {},
			}),
			createFirstStaff(t.database.db, { email: 'third@example.com', password: STRONG }),
			createFirstStaff(t.database.db, { email: 'fourth@example.com', password: STRONG }),
		])
		expect(again).toEqual([{ kind: 'not-needed' }, 'exists', 'exists'])
		const [row] = await t.database.db.select({ n: count() }).from(users)
		expect(row?.n).toBe(1)
	})

	test('a weak GATEWAY_ADMIN_PASSWORD stops the start with a message naming it', async () => {
		const database = await openGatewayDatabase({ seed: false })
		try {
			await expect(
				bootstrapFirstStaff(database.db, {
					firstStaff: { email: 'a@example.com', password: 'weak' },
					pagesBaseUrl: CONSOLE_URL,
				}),
			).rejects.toThrow(/GATEWAY_ADMIN_PASSWORD/)
		} finally {
			await database.close()
		}
	}, 60_000)
})

describe('a production start on a database that an older start seeded', () => {
	const { t } = useTestGateway()

	test('warns that the demo accounts are there', async () => {
		const lines: string[] = []
		const result = await bootstrapFirstStaff(t.database.db, {
			firstStaff: null,
			pagesBaseUrl: CONSOLE_URL,
			log: (line) => lines.push(line),
			warnDemoAccounts: true,
		})
		expect(result.kind).toBe('not-needed')
		expect(lines.join('\n')).toMatch(/holds the demo accounts/)
	})
})

describe('the mailbox in production, turned on', () => {
	const { t, tokens } = useTestGateway({
		config: { testPages: ['mailbox', 'sign-in-links'], staffOnlyTestPages: true },
		signIn: ['support', 'acmeAdmin'],
	})

	test('an anonymous visitor is asked to sign in as staff; an admin is refused; staff reads it', async () => {
		const anonymous = await get(t, '/__gateway/mailbox')
		expect(anonymous.status).toBe(401)
		const text = await anonymous.text()
		expect(text).toContain('Sign in to the console as platform staff to read the mailbox.')
		expect(text).toContain(`${CONSOLE_URL}/login?redirectTo=%2F__gateway%2Fmailbox`)
		expect((await get(t, '/__gateway/mailbox', tokens.acmeAdmin)).status).toBe(403)
		const read = await get(t, '/__gateway/mailbox', tokens.support)
		expect(read.status).toBe(200)
		expect(await read.text()).toContain('Send a sign-in link')
	})

	test('the JSON outbox answers staff only', async () => {
		const latest = (token?: string) => t.call('GET', '/__gateway/api/outbox/latest', { token, query: { to: 'sales@platform.test' } })
		expect((await latest()).status).toBe(401)
		expect((await latest(tokens.acmeAdmin)).status).toBe(403)
		expect((await latest('forged.token.value')).status).toBe(401)
		expect((await latest(tokens.support)).status).not.toBe(401)
		expect((await latest(tokens.support)).status).not.toBe(403)
	})

	test('a message page answers staff only', async () => {
		expect((await get(t, '/__gateway/mailbox/1')).status).toBe(401)
		expect((await get(t, '/__gateway/mailbox/1', tokens.acmeAdmin)).status).toBe(403)
	})

	test('only staff can send a sign-in link; an admin sending one for a staff account gets nothing', async () => {
		const before = await t.call('GET', '/__gateway/api/outbox/latest', {
			token: tokens.support,
			query: { to: SEED.users.support.email },
		})
		const refused = await t.postForm(
			'/__gateway/mailbox/magic-link',
			{ email: SEED.users.support.email },
			{ Authorization: `Bearer ${tokens.acmeAdmin}` },
		)
		expect(refused.status).toBe(403)
		expect((await t.postForm('/__gateway/mailbox/magic-link', { email: SEED.users.support.email })).status).toBe(401)
		const after = await t.call('GET', '/__gateway/api/outbox/latest', {
			token: tokens.support,
			query: { to: SEED.users.support.email },
		})
		expect(after.body?.id).toBe(before.body?.id)
		const sent = await t.postForm(
			'/__gateway/mailbox/magic-link',
			{ email: SEED.users.acmeAdmin.email },
			{ Authorization: `Bearer ${tokens.support}` },
		)
		expect(sent.status).toBe(303)
		const email = await t.call('GET', '/__gateway/api/outbox/latest', {
			token: tokens.support,
			query: { to: SEED.users.acmeAdmin.email },
		})
		expect(email.body.subject).toBe('Your sign-in link')
	})
})

describe('a mailbox without the sign-in-link page', () => {
	const { t } = useTestGateway({ config: { testPages: ['mailbox'] } })

	test('shows no form and sends no link', async () => {
		const page = await get(t, '/__gateway/mailbox')
		expect(page.status).toBe(200)
		expect(await page.text()).not.toContain('Send a sign-in link')
		expect((await t.postForm('/__gateway/mailbox/magic-link', { email: SEED.users.acmeAdmin.email })).status).toBe(404)
	})
})

describe('NUL bytes', () => {
	const { t, tokens } = useTestGateway({ signIn: ['acmeAdmin'] })

	const refusedBody = { code: 'bad_request', message: 'Text must not contain NUL characters.' }

	test('a NUL in an id of the path is a 400 with a clear message, not a 500', async () => {
		const reply = await t.call('GET', `/api/v1/company/${SEED.companies.acme}%00/users/usr_acme_admin%00`, {
			token: tokens.acmeAdmin,
		})
		expect(reply.status).toBe(400)
		expect(reply.body).toMatchObject(refusedBody)
	})

	test('a NUL in the query is a 400', async () => {
		const reply = await t.call('GET', `/api/v1/company/${SEED.companies.acme}/users`, {
			token: tokens.acmeAdmin,
			query: { searchText: 'ad\u0000a' },
		})
		expect(reply.status).toBe(400)
		expect(reply.body).toMatchObject(refusedBody)
	})

	test('a NUL (\\u0000) in a JSON body is a 400, also in a key; the text "\\\\u0000" is not refused', async () => {
		const signIn = await t.call('POST', '/user/login/validate', {
			body: { email: 'admin@acme.test\u0000', password: DEMO_PASSWORD, isAdmin: true },
		})
		expect(signIn.status).toBe(400)
		expect(signIn.body).toMatchObject(refusedBody)
		const inKey = await t.call('POST', '/user/login/validate', { body: { ['email\u0000']: 'x', password: 'y' } })
		expect(inKey.body).toMatchObject(refusedBody)
		const literal = await t.call('POST', '/user/login/validate', {
			body: { email: 'admin@acme.test', password: 'not\\u0000it', isAdmin: true },
		})
		expect(literal.body.code).not.toBe('bad_request')
	})

	test('a NUL in a page form is a 400', async () => {
		const reply = await t.postForm('/__gateway/mailbox/magic-link', { email: 'admin@acme.test\u0000' })
		expect(reply.status).toBe(400)
	})
})
