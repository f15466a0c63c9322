import { describe, expect, test } from 'vitest'
import { CompanyViewSchema } from '#app/gateway/company.server.ts'
import { SsoSettingsSchema } from '#app/gateway/sso.server.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'
import { TEST_IDP_CERTIFICATE } from '#tests/mocks/settings-sso.ts'

// SSO settings on a PostgreSQL server (TEST_DATABASE_URL): migration 0010, the first read's row
// created once under concurrency (a connection pool, not PGlite's one session), a save kept in step
// with companies.sso_type, and enforcement at password sign-in.

describe.skipIf(!POSTGRES_URL)('SSO settings on PostgreSQL', () => {
	let t: TestGateway
	const tokens: Record<string, string> = {}

	usePostgresGateway('sso', async (gateway) => {
		t = gateway
		tokens.fabrikamAdmin = await t.signIn(SEED.users.fabrikamAdmin.email)
	})

	const C = SEED.companies

	test('concurrent first reads create one row: every reply has the same pregenerated ids', async () => {
		const replies = await Promise.all(
			Array.from({ length: 6 }, () => t.call('GET', `/api/v1/sso/company/${C.fabrikam}`, { token: tokens.fabrikamAdmin })),
		)
		const ids = new Set(replies.map((r) => `${r.status} ${SsoSettingsSchema.parse(r.body).pregeneratedSamlSettingsId}`))
		expect(ids.size).toBe(1)
	})

	test('a saved custom SAML provider reads back, sets the company view’s hasSso, and enforcement refuses password sign-in', async () => {
		const saved = await t.call('POST', `/api/v1/sso/${C.fabrikam}/custom_saml`, {
			token: tokens.fabrikamAdmin,
			body: {
				certificate: TEST_IDP_CERTIFICATE,
				identityProviderEntityId: 'https://idp.example.test/e',
				ssoUrl: 'https://idp.example.test/sso',
				companyId: C.fabrikam,
			},
		})
		expect(saved.status).toBe(200)
		const view = CompanyViewSchema.parse(
			(await t.call('GET', `/customers/api/v2/company/${C.fabrikam}/view/admin`, { token: tokens.fabrikamAdmin })).body,
		)
		expect(view.hasSso).toBe(true)
		const on = await t.call('PUT', `/api/v1/sso/company/${C.fabrikam}/enforcement`, {
			token: tokens.fabrikamAdmin,
			body: { ssoEnforcementStatus: true },
		})
		expect(on.status).toBe(204)
		const refused = await t.call('POST', '/user/login/validate', {
			body: { email: SEED.users.fabrikamAdmin.email, password: 'Demo-Pass-2026!' },
		})
		expect(refused.body.code).toBe('sso_enforced')
		expect((await t.call('DELETE', `/api/v1/sso/company/${C.fabrikam}`, { token: tokens.fabrikamAdmin })).status).toBe(204)
		expect(
			(
				await t.call('POST', '/user/login/validate', {
					body: { email: SEED.users.fabrikamAdmin.email, password: 'Demo-Pass-2026!' },
				})
			).status,
		).toBe(200)
	})
})
