import { describe, expect, test } from 'vitest'
import { recordEmbeddedGateway } from '#tests/mocks/embedded-gateway.ts'
import { ssoSettings } from '#tests/mocks/settings-sso.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { GatewayError } from './errors.ts'
import { generateScimToken, getSsoSettings, removeSsoSettings, saveSsoSettings, setSsoEnforcement } from './sso.server.ts'

const { requests, useHandler } = recordEmbeddedGateway()

const call = (i: number) => ({
	method: requests[i]!.method,
	path: new URL(requests[i]!.url).pathname,
	auth: requests[i]!.headers.get('authorization'),
})

describe('SSO contract (spec 1 §7 "SSO")', () => {
	test('each provider is saved through its own path with the company id in path and body', async () => {
		useHandler(() => Response.json(ssoSettings()))
		await saveSsoSettings('tok', 'cmp/acme', { ssoType: 'azure', tenantId: 't' })
		await saveSsoSettings('tok', 'cmp_acme', {
			ssoType: 'okta',
			ssoProtocol: 'oidc',
			clientId: 'c',
			clientSecret: null,
			domain: 'a.okta.com',
		})
		await saveSsoSettings('tok', 'cmp_acme', {
			ssoType: 'oneLogin',
			clientId: 'c',
			clientSecret: 's',
			domain: 'a.onelogin.com',
		})
		await saveSsoSettings('tok', 'cmp_acme', { ssoType: 'gsuite', domain: 'a.com' })
		await saveSsoSettings('tok', 'cmp_acme', {
			ssoType: 'customSaml',
			certificate: 'pem',
			identityProviderEntityId: 'e',
			ssoUrl: 'https://u',
		})
		expect(requests.map((_, i) => call(i).path)).toEqual([
			'/api/v1/sso/cmp%2Facme/tenant_id',
			'/api/v1/sso/cmp_acme/okta',
			'/api/v1/sso/cmp_acme/onelogin',
			'/api/v1/sso/cmp_acme/gsuite',
			'/api/v1/sso/cmp_acme/custom_saml',
		])
		expect(await requests[0]!.json()).toEqual({ tenantId: 't', companyId: 'cmp/acme' })
		expect(await requests[1]!.json()).toEqual({
			ssoProtocol: 'oidc',
			clientId: 'c',
			clientSecret: null,
			domain: 'a.okta.com',
			companyId: 'cmp_acme',
		})
		expect(call(0)).toMatchObject({ method: 'POST', auth: 'Bearer tok' })
	})

	test('read, remove, enforcement and the SCIM token use the spec paths and bodies', async () => {
		useHandler((request) => {
			const path = new URL(request.url).pathname
			if (path.includes('bearer_token')) return Response.json({ scimBearerToken: 'scim_abc' }, { status: 201 })
			if (request.method === 'GET') return Response.json(ssoSettings({ ssoType: 'okta', ssoProtocol: 'oidc' }))
			return new Response(null, { status: 204 })
		})
		expect((await getSsoSettings('tok', 'cmp_acme')).ssoType).toBe('okta')
		await removeSsoSettings('tok', 'cmp_acme')
		await setSsoEnforcement('tok', 'cmp_acme', true)
		expect(await generateScimToken('tok', 'cmp_acme')).toBe('scim_abc')
		expect(requests.map((_, i) => `${call(i).method} ${call(i).path}`)).toEqual([
			'GET /api/v1/sso/company/cmp_acme',
			'DELETE /api/v1/sso/company/cmp_acme',
			'PUT /api/v1/sso/company/cmp_acme/enforcement',
			'POST /api/v1/scim/v2/bearer_token/company/cmp_acme',
		])
		expect(await requests[2]!.json()).toEqual({ ssoEnforcementStatus: true, companyId: 'cmp_acme' })
	})

	test('a reply that is not the settings shape is a 502', async () => {
		useHandler(() => Response.json({ ssoType: 'facebook' }))
		expectConsoleError() // the console logs a reply it cannot read
		const error = await getSsoSettings('tok', 'cmp_acme').catch((e: unknown) => e)
		expect(error).toBeInstanceOf(GatewayError)
		expect((error as GatewayError).status).toBe(502)
	})
})
