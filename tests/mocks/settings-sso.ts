/**
 * SSO settings doubles for route tests (msw). The test certificates live in
 * tests/fixtures/sso-certificates.ts (re-exported here for the route and gateway tests).
 */
import { http, HttpResponse } from 'msw'
import type { SsoSettings } from '#app/gateway/sso.server.ts'
import { EMPTY_PROVIDER_FIELDS } from '#server/gateway/services/sso.ts'
import { GATEWAY, type RecordedCall } from './gateway.ts'

export { MALFORMED_CERTIFICATE, TEST_IDP_CERTIFICATE } from '../fixtures/sso-certificates.ts'

export function ssoSettings(overrides: Partial<SsoSettings> = {}): SsoSettings {
	const sp = (kind: string, id: string) => ({
		ssoSettingsId: id,
		serviceProviderEntityId: `http://console.test/__gateway/sso/${kind}/${id}`,
		acsUrl: `http://console.test/__gateway/sso/${kind}/${id}/${kind === 'saml' ? 'acs' : 'callback'}`,
	})
	return {
		ssoType: null,
		ssoProtocol: null,
		...EMPTY_PROVIDER_FIELDS,
		serviceProviderEntityId: null,
		ssoSettingsId: null,
		ssoEnforcement: false,
		scimBearerToken: null,
		scimBearerTokenCreatedAt: null,
		pregeneratedOktaSettingsId: 'okta_1',
		pregeneratedSamlSettingsId: 'saml_1',
		serviceProviders: { okta: sp('okta', 'okta_1'), saml: sp('saml', 'saml_1'), oidc: sp('oidc', 'cmp_acme') },
		scimBaseUrl: 'http://console.test/__gateway/scim/v2',
		...overrides,
	}
}

type Reply = () => Response | Promise<Response>
type Calls = {
	get: RecordedCall[]
	save: RecordedCall[]
	remove: RecordedCall[]
	enforcement: RecordedCall[]
	scimToken: RecordedCall[]
}

async function record(calls: RecordedCall[], request: Request, params: Record<string, string | readonly string[] | undefined>) {
	const text = await request.text()
	calls.push({
		params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
		body: text ? JSON.parse(text) : undefined,
	})
}

/** The SSO calls of spec 1 §7 with the given replies; `calls` records each request's path parameters and body. */
export function ssoHandlers(
	options: {
		settings?: SsoSettings
		get?: Reply
		save?: Reply
		remove?: Reply
		enforcement?: Reply
		scimToken?: Reply
	} = {},
) {
	const settings = options.settings ?? ssoSettings()
	const calls: Calls = { get: [], save: [], remove: [], enforcement: [], scimToken: [] }
	const handlers = [
		http.get(`${GATEWAY}/api/v1/sso/company/:id`, async ({ request, params }) => {
			await record(calls.get, request, params)
			return (options.get ?? (() => HttpResponse.json(settings)))()
		}),
		http.post(`${GATEWAY}/api/v1/sso/:id/:provider`, async ({ request, params }) => {
			await record(calls.save, request, params)
			return (options.save ?? (() => HttpResponse.json(settings)))()
		}),
		http.delete(`${GATEWAY}/api/v1/sso/company/:id`, async ({ request, params }) => {
			await record(calls.remove, request, params)
			return (options.remove ?? (() => new HttpResponse(null, { status: 204 })))()
		}),
		http.put(`${GATEWAY}/api/v1/sso/company/:id/enforcement`, async ({ request, params }) => {
			await record(calls.enforcement, request, params)
			return (options.enforcement ?? (() => new HttpResponse(null, { status: 204 })))()
		}),
		http.post(`${GATEWAY}/api/v1/scim/v2/bearer_token/company/:id`, async ({ request, params }) => {
			await record(calls.scimToken, request, params)
			return (
				options.scimToken ??
				(() => HttpResponse.json({ scimBearerToken: 'scim_new-token', createdAt: '2026-11-23T12:00:00.000Z' }, { status: 201 }))
			)()
		}),
	]
	return { handlers, calls }
}
