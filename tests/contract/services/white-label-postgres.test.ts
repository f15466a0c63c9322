import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { CustomDomainsSchema } from '#app/gateway/white-label.server.ts'
import type { GatewayDatabase } from '#server/gateway/db/open.ts'
import { companies } from '#server/gateway/db/schema.ts'
import { DOMAIN_CONFLICT_MESSAGE } from '#server/shared/custom-domain.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// White label on a PostgreSQL server (TEST_DATABASE_URL): migration 0011, one company per custom
// domain under concurrent claims, and mail delivery never SMTP and Graph API at once.

describe.skipIf(!POSTGRES_URL)('white label on PostgreSQL', () => {
	let database: GatewayDatabase
	let t: TestGateway
	const tokens: Record<string, string> = {}
	const C = SEED.companies
	const base = (companyId: string) => `/white-label/api/v1/company/${companyId}`

	usePostgresGateway('white_label', async (gateway, db) => {
		t = gateway
		database = db
		// The seed has one white-label partner; Contoso plays a second one here.
		await database.db.update(companies).set({ hasWhiteLabelAccess: true }).where(eq(companies.id, C.contoso))
		for (const key of ['northwindPartner', 'contosoAdmin'] as const) tokens[key] = await t.signIn(SEED.users[key].email)
	})

	test('concurrent claims of one domain by two companies: one wins, the other gets the conflict', async () => {
		for (const [i, type] of (['employee', 'web', 'admin'] as const).entries()) {
			const domain = `race${i}.shared-demo.com`
			const replies = await Promise.all([
				t.call('POST', `${base(C.northwind)}/custom_domains`, {
					token: tokens.northwindPartner,
					body: { customDomain: domain, type: type === 'admin' ? 'web' : type },
				}),
				t.call('POST', `${base(C.contoso)}/custom_domains`, {
					token: tokens.contosoAdmin,
					body: { customDomain: domain, type },
				}),
			])
			expect(replies.map((r) => r.status).sort(), domain).toEqual([200, 409])
			expect(replies.find((r) => r.status === 409)!.body.message).toBe(DOMAIN_CONFLICT_MESSAGE)
			const holders = await database.db.select().from(companies)
			const claimed = holders.filter((c) => [c.customDomainAdmin, c.customDomainEmployee, c.customDomainWeb].includes(domain))
			expect(claimed).toHaveLength(1)
		}
	})

	test('the custom domains list and a refused SMTP while Graph API is connected', async () => {
		const list = CustomDomainsSchema.parse(
			(await t.call('GET', `${base(C.northwind)}/custom_domains`, { token: tokens.northwindPartner })).body,
		)
		expect(list.customDomains[0]).toMatchObject({
			type: 'admin',
			customDomain: 'console.northwind.test',
			isVerified: true,
		})
		const consent = new URL(
			(
				await t.call('GET', `${base(C.northwind)}/graph_api/auth_url`, {
					token: tokens.northwindPartner,
					query: { redirectDomain: 'console.northwind.test' },
				})
			).body.authUrl,
		)
		expect((await t.postForm(`${consent.pathname}/accept`, { account: 'mail@northwind-demo.com' })).status).toBe(303)
		const refused = await t.call('PUT', `${base(C.northwind)}/custom_smtp`, {
			token: tokens.northwindPartner,
			body: {
				host: 'smtp.northwind-demo.com',
				port: 587,
				username: 'mailer',
				password: 'x',
				fromAddress: 'a@northwind-demo.com',
			},
		})
		expect(refused.status).toBe(409)
	})
})
