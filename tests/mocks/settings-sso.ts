/**
 * SSO settings doubles for route tests (msw) and fixtures shared by the gateway and e2e tests:
 * a real self-signed X.509 certificate (CN=idp.example.test) and a malformed one.
 */
import { http, HttpResponse } from 'msw'
import type { SsoSettings } from '#app/gateway/sso.server.ts'
import { GATEWAY, type RecordedCall } from './gateway.ts'

export const TEST_IDP_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIDFzCCAf+gAwIBAgIUPzNuho1hTKFZefm4RWWu20y2i9QwDQYJKoZIhvcNAQEL
BQAwGzEZMBcGA1UEAwwQaWRwLmV4YW1wbGUudGVzdDAeFw0yNjExMjMxNTAxNTha
Fw0zNjExMjAxNTAxNThaMBsxGTAXBgNVBAMMEGlkcC5leGFtcGxlLnRlc3QwggEi
MA0GCSqGSIb3DQEBAQUAA4IBDwAwggEKAoIBAQCenhPFZwx6I6luoIGIINvnSVuP
z5YvVWowVNYqI15zxu9PHd65u9FBqL6kmFwQB8vDFvCWeoRTSyn6ecgw5LDoQNrg
cIKOgZuxjXVY3Ozt+0Pb3swrjAlRwkCNKcbk3O53TY9/PAiZJwMfe9kTSc2B2H5m
UNwCuLooOfYYnN4/H/wILEP9ieUs++5iB5WtXqPTXGfZmC2n0RIKUxTGe8u0/lfc
DsUUwXGXfcJqEAVQHMyNqW6QMzLrwQvxPjuC0cP9dMLUBcvikf7HVfUbRKuwmfmS
aHwLJSxqq2l3SFoQR7EQnlXUdW/LqcsGBOsEUPP1o/rG6jzaUO28YqTYa2eHAgMB
AAGjUzBRMB0GA1UdDgQWBBSDFuSDbR54yCRYjegpvqZZeFQlwjAfBgNVHSMEGDAW
gBSDFuSDbR54yCRYjegpvqZZeFQlwjAPBgNVHRMBAf8EBTADAQH/MA0GCSqGSIb3
DQEBCwUAA4IBAQCJIoO6C2S4c6wQaaZtm75L+wzVMtocMQxybW4g4Vbga5VlHG3R
d5E5lOjlq+giag+MHy//Zaa44qTGskJL/ImriuwY1kWViw6HtXBGnKt4Gp7xVhVM
pGL+uKrRRO5FJBNJ2IVdWYCZ7+za3XwCGhl0LN6wqjxoWLt+rk8teZI6WrWeyNkE
+CfZeJfNDhdOJU5BEx58q9gPhi3pq0/if5xQ0gGXfhiLaRi0Gbq4ZIzC7zfMEEQK
jh8DBRBzPL4vrxaZnfZdn/Ss7glpErZ4wttwuScuIGAyWAyaZTqX8ACobsBEeOdT
mDSe/M6/NoB0QYj4f7X060xmPRXtRAfHfOtv
-----END CERTIFICATE-----`

/** The PEM envelope around base64 that is not a certificate (the DER inside is cut short). */
export const MALFORMED_CERTIFICATE = [
	'-----BEGIN CERTIFICATE-----',
	...TEST_IDP_CERTIFICATE.split('\n').slice(1, 6),
	'-----END CERTIFICATE-----',
].join('\n')

export function ssoSettings(overrides: Partial<SsoSettings> = {}): SsoSettings {
	const sp = (kind: string, id: string) => ({
		ssoSettingsId: id,
		serviceProviderEntityId: `http://console.test/__gateway/sso/${kind}/${id}`,
		acsUrl: `http://console.test/__gateway/sso/${kind}/${id}/${kind === 'saml' ? 'acs' : 'callback'}`,
	})
	return {
		ssoType: null,
		ssoProtocol: null,
		tenantId: null,
		clientId: null,
		clientSecret: null,
		domain: null,
		certificate: null,
		identityProviderEntityId: null,
		serviceProviderEntityId: null,
		ssoUrl: null,
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
type Calls = { get: RecordedCall[]; save: RecordedCall[]; remove: RecordedCall[]; enforcement: RecordedCall[]; scimToken: RecordedCall[] }

async function record(calls: RecordedCall[], request: Request, params: Record<string, string | readonly string[] | undefined>) {
	const text = await request.text()
	calls.push({ params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), body: text ? JSON.parse(text) : undefined })
}

/** The SSO calls of spec 1 §7 with the given replies; `calls` records each request's path parameters and body. */
export function ssoHandlers(
	options: { settings?: SsoSettings; get?: Reply; save?: Reply; remove?: Reply; enforcement?: Reply; scimToken?: Reply } = {},
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
			return (options.scimToken ?? (() => HttpResponse.json({ scimBearerToken: 'scim_new-token', createdAt: '2026-11-23T12:00:00.000Z' }, { status: 201 })))()
		}),
	]
	return { handlers, calls }
}
