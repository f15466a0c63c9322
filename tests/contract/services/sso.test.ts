import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { CompanyViewSchema } from '#app/gateway/company.server.ts'
import { ScimTokenSchema, SsoSettingsSchema } from '#app/gateway/sso.server.ts'
import { ssoSettings } from '#server/gateway/db/schema.ts'
import { CERTIFICATE_MESSAGE, SSO_URL_MESSAGE, hashScimToken } from '#server/gateway/services/sso.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'
import { MALFORMED_CERTIFICATE, TEST_IDP_CERTIFICATE } from '#tests/mocks/settings-sso.ts'

// Single sign-on settings and SCIM (spec 1 §3 "SSO settings", §7 "SSO"): scope, the providers'
// rules, companies.sso_type kept in step, enforcement at password sign-in, the SCIM token (a hash
// kept, shown once) and the minimal SCIM Users endpoint.

const SIGN_INS = ['acmeAdmin', 'acmeLearner', 'globexAdmin', 'initechAdmin', 'fabrikamAdmin', 'northwindPartner', 'support'] as const
const { t, tokens } = useTestGateway({ signIn: SIGN_INS })

const C = SEED.companies

const read = async (token: string, companyId: string) => {
	const reply = await t.call('GET', `/api/v1/sso/company/${companyId}`, { token })
	expect(reply.status).toBe(200)
	return SsoSettingsSchema.parse(reply.body)
}
const save = (token: string, companyId: string, path: string, body: Record<string, unknown>) =>
	t.call('POST', `/api/v1/sso/${companyId}/${path}`, { token, body: { companyId, ...body } })
const companyOf = async (token: string, companyId: string) =>
	CompanyViewSchema.parse((await t.call('GET', `/customers/api/v2/company/${companyId}/view/admin`, { token })).body)
const SAML = {
	certificate: TEST_IDP_CERTIFICATE,
	identityProviderEntityId: 'https://idp.example.test/entity',
	ssoUrl: 'https://idp.example.test/sso',
}

function messageOf(reply: { status: number; body: any }, field: string): string | undefined {
	expect(reply.status).toBe(422)
	return reply.body.validationResults.find((r: { field: string }) => r.field === field)?.message
}

describe('reading the settings', () => {
	test('a company without a provider reads none, with its pregenerated Okta and SAML settings ids (the same on every read)', async () => {
		const first = await read(tokens.fabrikamAdmin!, C.fabrikam)
		expect(first).toMatchObject({ ssoType: null, ssoEnforcement: false, scimBearerToken: null })
		expect(first.pregeneratedOktaSettingsId).toMatch(/^okta_/)
		expect(first.pregeneratedSamlSettingsId).toMatch(/^saml_/)
		expect(first.serviceProviders.saml.acsUrl).toContain(first.pregeneratedSamlSettingsId)
		const again = await read(tokens.fabrikamAdmin!, C.fabrikam)
		expect(again.pregeneratedSamlSettingsId).toBe(first.pregeneratedSamlSettingsId)
	})

	test('the seeded provider (Globex: Okta) reads as configured', async () => {
		expect(await read(tokens.globexAdmin!, C.globex)).toMatchObject({ ssoType: 'okta', ssoProtocol: 'oidc' })
	})

	test("another company's id is refused, a learner is refused, a call without a session is 401", async () => {
		for (const [token, companyId] of [
			[tokens.acmeAdmin, C.globex],
			[tokens.fabrikamAdmin, C.acme],
		] as const) {
			for (const [method, path] of [
				['GET', `/api/v1/sso/company/${companyId}`],
				['POST', `/api/v1/sso/${companyId}/custom_saml`],
				['DELETE', `/api/v1/sso/company/${companyId}`],
				['PUT', `/api/v1/sso/company/${companyId}/enforcement`],
				['POST', `/api/v1/scim/v2/bearer_token/company/${companyId}`],
			] as const) {
				const reply = await t.call(method, path, {
					token,
					body: method === 'PUT' ? { ssoEnforcementStatus: true } : method === 'POST' ? SAML : undefined,
				})
				expect(reply.status, `${method} ${path}`).toBe(403)
				expect(reply.body.code).toBe('company_not_accessible')
			}
		}
		const learner = await t.call('GET', `/api/v1/sso/company/${C.acme}`, { token: tokens.acmeLearner })
		expect(learner.status).toBe(403)
		expect((await t.call('GET', `/api/v1/sso/company/${C.acme}`)).status).toBe(401)
	})

	test('a partner reads its customer’s settings; staff read any', async () => {
		expect((await t.call('GET', `/api/v1/sso/company/${C.fabrikam}`, { token: tokens.northwindPartner })).status).toBe(200)
		expect((await t.call('GET', `/api/v1/sso/company/${C.globex}`, { token: tokens.support })).status).toBe(200)
	})
})

describe('saving a provider', () => {
	test('custom SAML needs a PEM X.509 certificate, an entity id and an https SSO URL', async () => {
		const empty = await save(tokens.fabrikamAdmin!, C.fabrikam, 'custom_saml', {})
		expect(messageOf(empty, 'certificate')).toBe('Field is required')
		expect(messageOf(empty, 'identityProviderEntityId')).toBe('Field is required')
		const bad = await save(tokens.fabrikamAdmin!, C.fabrikam, 'custom_saml', {
			...SAML,
			certificate: MALFORMED_CERTIFICATE,
			ssoUrl: 'http://idp.example.test/sso',
		})
		expect(messageOf(bad, 'certificate')).toBe(CERTIFICATE_MESSAGE)
		expect(messageOf(bad, 'ssoUrl')).toBe(SSO_URL_MESSAGE)
		expect((await read(tokens.fabrikamAdmin!, C.fabrikam)).ssoType).toBeNull()
	})

	test('a saved custom SAML provider reads back, and the company view says it has SSO (companies.sso_type)', async () => {
		// Fabrikam is on a running Boost trial: SSO is a Boost feature, and a trial has Boost's features.
		const reply = await save(tokens.fabrikamAdmin!, C.fabrikam, 'custom_saml', SAML)
		expect(reply.status).toBe(200)
		const settings = SsoSettingsSchema.parse(reply.body)
		expect(settings).toMatchObject({
			ssoType: 'customSaml',
			ssoProtocol: 'saml',
			identityProviderEntityId: SAML.identityProviderEntityId,
			ssoUrl: SAML.ssoUrl,
		})
		expect(settings.certificate).toContain('-----BEGIN CERTIFICATE-----')
		expect(settings.ssoSettingsId).toBe(settings.pregeneratedSamlSettingsId)
		expect(settings.serviceProviderEntityId).toBe(settings.serviceProviders.saml.serviceProviderEntityId)
		expect(await read(tokens.fabrikamAdmin!, C.fabrikam)).toMatchObject({ ssoType: 'customSaml' })
		expect((await companyOf(tokens.fabrikamAdmin!, C.fabrikam)).hasSso).toBe(true)
	})

	test('Okta keeps its client secret masked; an empty secret keeps the saved one, another provider replaces everything', async () => {
		const okta = {
			ssoProtocol: 'oidc',
			clientId: 'client-123',
			clientSecret: 'super-secret-value-9876',
			domain: 'Fabrikam.okta.com',
		}
		const reply = await save(tokens.fabrikamAdmin!, C.fabrikam, 'okta', okta)
		expect(reply.status).toBe(200)
		expect(reply.text).not.toContain('super-secret-value')
		expect(reply.body).toMatchObject({
			ssoType: 'okta',
			clientId: 'client-123',
			domain: 'fabrikam.okta.com',
			clientSecret: '••••••••9876',
			certificate: null,
		})
		const kept = await save(tokens.fabrikamAdmin!, C.fabrikam, 'okta', { ...okta, clientSecret: '' })
		expect(kept.body.clientSecret).toBe('••••••••9876')
		// A new provider has no saved secret to keep.
		const onelogin = await save(tokens.fabrikamAdmin!, C.fabrikam, 'onelogin', {
			clientId: 'x',
			domain: 'fabrikam.onelogin.com',
		})
		expect(messageOf(onelogin, 'clientSecret')).toBe('Field is required')
		const azure = await save(tokens.fabrikamAdmin!, C.fabrikam, 'tenant_id', {
			tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47',
		})
		expect(azure.body).toMatchObject({
			ssoType: 'azure',
			tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47',
			clientId: null,
			clientSecret: null,
		})
		expect(messageOf(await save(tokens.fabrikamAdmin!, C.fabrikam, 'tenant_id', { tenantId: 'not a tenant' }), 'tenantId')).toBeDefined()
		expect((await save(tokens.fabrikamAdmin!, C.fabrikam, 'gsuite', { domain: 'fabrikam.com' })).body).toMatchObject({
			ssoType: 'gsuite',
			domain: 'fabrikam.com',
		})
	})

	test('Okta’s SAML variant needs isOktaSamlAccessible', async () => {
		const reply = await save(tokens.fabrikamAdmin!, C.fabrikam, 'okta', { ssoProtocol: 'saml', ...SAML })
		expect(reply.status).toBe(403)
		expect(reply.body.message).toBe('Okta SAML is not enabled for this company.')
	})

	test('a company without Boost (Acme: free, trial never started) is refused', async () => {
		const reply = await save(tokens.acmeAdmin!, C.acme, 'custom_saml', SAML)
		expect(reply.status).toBe(403)
		expect(reply.body.code).toBe('sso_boost_required')
	})

	test('the body’s companyId must be the path’s', async () => {
		const reply = await t.call('POST', `/api/v1/sso/${C.fabrikam}/gsuite`, {
			token: tokens.fabrikamAdmin,
			body: { domain: 'x.com', companyId: C.acme },
		})
		expect(messageOf(reply, 'companyId')).toBeDefined()
	})
})

describe('enforcement and sign-in', () => {
	test('enforcing needs a provider; while enforced, password sign-in is refused with a message that points to SSO', async () => {
		const initech = await t.signIn(SEED.users.initechAdmin.email)
		// Initech's trial ended: enforcing is a Boost feature.
		expect(
			(
				await t.call('PUT', `/api/v1/sso/company/${C.initech}/enforcement`, {
					token: initech,
					body: { ssoEnforcementStatus: true, companyId: C.initech },
				})
			).status,
		).toBe(403)

		await save(tokens.fabrikamAdmin!, C.fabrikam, 'custom_saml', SAML)
		const on = await t.call('PUT', `/api/v1/sso/company/${C.fabrikam}/enforcement`, {
			token: tokens.fabrikamAdmin,
			body: { ssoEnforcementStatus: true, companyId: C.fabrikam },
		})
		expect(on.status).toBe(204)
		expect((await read(tokens.fabrikamAdmin!, C.fabrikam)).ssoEnforcement).toBe(true)
		const refused = await t.call('POST', '/user/login/validate', {
			body: { email: SEED.users.fabrikamAdmin.email, password: 'Demo-Pass-2026!', isAdmin: true },
		})
		expect(refused.status).toBe(403)
		expect(refused.body).toMatchObject({ code: 'sso_enforced' })
		expect(refused.body.message).toContain('Sign in with SSO')
		// A wrong password is still just a wrong password.
		const wrong = await t.call('POST', '/user/login/validate', {
			body: { email: SEED.users.fabrikamAdmin.email, password: 'nope-nope', isAdmin: true },
		})
		expect(wrong.body.code).toBe('auth/invalid-credential')
		// SSO sign-in still starts.
		expect(
			(
				await t.call('POST', `/api/v1/sso/login_endpoint_link/by_email/${SEED.users.fabrikamAdmin.email}`, {
					body: { origin: 'admin' },
				})
			).status,
		).toBe(200)

		// Removing the integration ends enforcement: password sign-in works again.
		expect((await t.call('DELETE', `/api/v1/sso/company/${C.fabrikam}`, { token: tokens.fabrikamAdmin })).status).toBe(204)
		expect(await read(tokens.fabrikamAdmin!, C.fabrikam)).toMatchObject({
			ssoType: null,
			ssoEnforcement: false,
			certificate: null,
		})
		expect((await companyOf(tokens.fabrikamAdmin!, C.fabrikam)).hasSso).toBe(false)
		const ok = await t.call('POST', '/user/login/validate', {
			body: { email: SEED.users.fabrikamAdmin.email, password: 'Demo-Pass-2026!', isAdmin: true },
		})
		expect(ok.status).toBe(200)
		const none = await t.call('PUT', `/api/v1/sso/company/${C.fabrikam}/enforcement`, {
			token: tokens.fabrikamAdmin,
			body: { ssoEnforcementStatus: true },
		})
		expect(none.status).toBe(409)
		expect(none.body.code).toBe('sso_not_configured')
	})

	test('the identity provider page names the provider and its saved settings; without a provider the link is refused', async () => {
		await save(tokens.fabrikamAdmin!, C.fabrikam, 'custom_saml', SAML)
		const link = await t.call('POST', `/api/v1/sso/login_endpoint_link/by_email/${SEED.users.fabrikamAdmin.email}`, {
			body: { origin: 'admin' },
		})
		const url = new URL(link.body.link)
		const page = await t.gateway.fetch(new Request(new URL(`${url.pathname}${url.search}`, 'http://console.test')))
		const html = await page.text()
		expect(html).toContain('SAML')
		expect(html).toContain(SAML.identityProviderEntityId)
		expect(html).toContain(SAML.ssoUrl)
		await t.call('DELETE', `/api/v1/sso/company/${C.fabrikam}`, { token: tokens.fabrikamAdmin })
		const refused = await t.call('POST', `/api/v1/sso/login_endpoint_link/by_email/${SEED.users.fabrikamAdmin.email}`, {
			body: { origin: 'admin' },
		})
		expect(refused.body.code).toBe('email_is_not_connected')
	})
})

/** A SCIM call: replies are application/scim+json, parsed here. */
async function scim(
	method: string,
	path: string,
	options: { headers: Record<string, string>; body?: unknown; query?: Record<string, string> },
) {
	const reply = await t.call(method, path, options)
	expect(reply.headers.get('content-type') ?? '').toContain('application/scim+json')
	return { status: reply.status, body: reply.text ? JSON.parse(reply.text) : null }
}

describe('SCIM', () => {
	test('the token is returned once; only its hash is kept; a new one replaces it', async () => {
		const first = await t.call('POST', `/api/v1/scim/v2/bearer_token/company/${C.fabrikam}`, {
			token: tokens.fabrikamAdmin,
			body: { companyId: C.fabrikam },
		})
		expect(first.status).toBe(201)
		const token = ScimTokenSchema.parse(first.body).scimBearerToken
		const settings = await read(tokens.fabrikamAdmin!, C.fabrikam)
		expect(JSON.stringify(settings)).not.toContain(token)
		expect(settings.scimBearerToken).toBe(`••••••••${token.slice(-4)}`)
		const [stored] = await t.database.db
			.select({ hash: ssoSettings.scimTokenHash })
			.from(ssoSettings)
			.where(eq(ssoSettings.companyId, C.fabrikam))
		expect(stored?.hash).toBe(hashScimToken(token))

		const list = await scim('GET', '/scim/v2/Users', {
			headers: { Authorization: `Bearer ${token}` },
			query: { filter: `userName eq "${SEED.users.fabrikamAdmin.email}"` },
		})
		expect(list.status).toBe(200)
		expect(list.body).toMatchObject({
			totalResults: 1,
			Resources: [{ userName: SEED.users.fabrikamAdmin.email, active: true }],
		})

		const second = await t.call('POST', `/api/v1/scim/v2/bearer_token/company/${C.fabrikam}`, {
			token: tokens.fabrikamAdmin,
		})
		const replaced = await scim('GET', '/scim/v2/Users', { headers: { Authorization: `Bearer ${token}` } })
		expect(replaced.status).toBe(401)
		expect(
			(
				await scim('GET', '/__gateway/scim/v2/Users', {
					headers: { Authorization: `Bearer ${second.body.scimBearerToken}` },
				})
			).status,
		).toBe(200)
	})

	test('the identity provider creates a user, then deactivates it; the company is the token’s', async () => {
		const { body } = await t.call('POST', `/api/v1/scim/v2/bearer_token/company/${C.fabrikam}`, {
			token: tokens.fabrikamAdmin,
		})
		const auth = { Authorization: `Bearer ${body.scimBearerToken}` }
		const email = `scim-${Date.now()}@fabrikam.test`
		const created = await scim('POST', '/scim/v2/Users', {
			headers: auth,
			body: {
				schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
				userName: email,
				name: { givenName: 'Sam', familyName: 'Scim' },
			},
		})
		expect(created.status).toBe(201)
		expect(created.body).toMatchObject({
			userName: email,
			active: true,
			name: { givenName: 'Sam', familyName: 'Scim' },
		})
		expect((await scim('POST', '/scim/v2/Users', { headers: auth, body: { userName: email } })).status).toBe(409)
		const patched = await scim('PATCH', `/scim/v2/Users/${created.body.id}`, {
			headers: auth,
			body: {
				schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
				Operations: [{ op: 'replace', value: { active: false } }],
			},
		})
		expect(patched.status).toBe(200)
		expect(patched.body.active).toBe(false)
		// Another company's user is not found through this token.
		expect((await scim('GET', `/scim/v2/Users/${SEED.users.acmeAdmin.id}`, { headers: auth })).status).toBe(404)
		expect((await scim('GET', '/scim/v2/Users', { headers: { Authorization: 'Bearer scim_unknown' } })).status).toBe(401)
	})
})
