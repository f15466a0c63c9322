/**
 * The SSO settings page's URL state, intents and field limits (spec 1 §2, §3): what its components
 * need on every load. The zod schemas are in schemas.ts, loaded by the browser when a form is used.
 */
import { MODAL_PARAM } from '#app/lib/modals.ts'
import { namedValues, type ValueOf } from '#app/lib/named-values.ts'
import { isOneOf } from '#app/lib/one-of.ts'

export const SSO_SETTINGS_PATH = '/settings/single-sign-on'

/** Spec 1 §3 ssoType, in the order the page offers them. */
export const SSO_PROVIDERS = ['azure', 'okta', 'oneLogin', 'gsuite', 'customSaml'] as const
export type SsoProvider = (typeof SSO_PROVIDERS)[number]

export function isSsoProvider(value: string | null | undefined): value is SsoProvider {
	return isOneOf(SSO_PROVIDERS, value)
}

/** `?provider=…` picks the provider whose form is shown (links, so it works without JavaScript). */
export const PROVIDER_PARAM = 'provider'
/** `?protocol=saml` picks Okta's SAML variant (companies with isOktaSamlAccessible). */
export const PROTOCOL_PARAM = 'protocol'
export type SsoProtocol = 'oidc' | 'saml'

/** `?modal=removeSso`: the confirmation before the integration is removed. */
export { MODAL_PARAM }
export const REMOVE_MODAL = 'removeSso'

/** The forms of the page, told apart by their `intent` field. */
export const INTENT = namedValues(['save', 'remove', 'enforcement', 'scimToken'])
export type Intent = ValueOf<typeof INTENT>

/** Which fields each provider asks for (spec 1 §3). */
export const PROVIDER_FIELDS = {
	azure: ['tenantId'],
	oidc: ['clientId', 'clientSecret', 'domain'],
	gsuite: ['domain'],
	saml: ['certificate', 'identityProviderEntityId', 'ssoUrl'],
} as const
export type SsoField = 'tenantId' | 'clientId' | 'clientSecret' | 'domain' | 'certificate' | 'identityProviderEntityId' | 'ssoUrl'

export function fieldsFor(provider: SsoProvider, protocol: SsoProtocol): readonly SsoField[] {
	if (provider === 'azure') return PROVIDER_FIELDS.azure
	if (provider === 'gsuite') return PROVIDER_FIELDS.gsuite
	if (provider === 'customSaml' || (provider === 'okta' && protocol === 'saml')) return PROVIDER_FIELDS.saml
	return PROVIDER_FIELDS.oidc
}

/** SAML (custom SAML, Okta's SAML variant) or OIDC. */
export function protocolOf(provider: SsoProvider, protocol: SsoProtocol): SsoProtocol {
	if (provider === 'customSaml') return 'saml'
	return provider === 'okta' && protocol === 'saml' ? 'saml' : 'oidc'
}

export const MAX_LENGTH: Record<SsoField, number> = {
	tenantId: 253,
	clientId: 255,
	clientSecret: 1024,
	domain: 253,
	certificate: 20_000,
	identityProviderEntityId: 1024,
	ssoUrl: 2048,
}

/** A page link that keeps the other parameters and sets (or, with null, drops) some. */
export function withParams(pathname: string, search: string, changes: Record<string, string | null>): string {
	const params = new URLSearchParams(search)
	for (const [name, value] of Object.entries(changes)) {
		if (value === null) params.delete(name)
		else params.set(name, value)
	}
	const query = params.toString()
	return query ? `${pathname}?${query}` : pathname
}
