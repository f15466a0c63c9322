import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'

/**
 * Single sign-on and SCIM (spec 1 §3 "SSO settings", §7 "SSO"). Paths are the spec's; reply fields
 * beyond the spec's (the service-provider addresses, the token hint) are the reference gateway's.
 */

/** Spec 1 §3 ssoType. */
export const SSO_TYPES = ['azure', 'okta', 'oneLogin', 'gsuite', 'customSaml'] as const
export type SsoType = (typeof SSO_TYPES)[number]
export const SSO_PROTOCOLS = ['oidc', 'saml'] as const
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number]

/** Codes of the gateway's SSO refusals. */
export const SSO_SETTINGS_ERROR = {
	/** 403: single sign-on is a Boost feature. */
	boostRequired: 'sso_boost_required',
	/** 409: enforcement needs a configured provider. */
	notConfigured: 'sso_not_configured',
	/** 403 at password sign-in: the company signs in through SSO only. */
	enforced: 'sso_enforced',
} as const

const ServiceProviderSchema = z.object({
	/** The settings id the identity provider is configured with. */
	ssoSettingsId: z.string(),
	serviceProviderEntityId: z.string(),
	/** SAML: the assertion consumer service address; OIDC: the reply (redirect) address. */
	acsUrl: z.string(),
})
export type ServiceProvider = z.infer<typeof ServiceProviderSchema>

export const SsoSettingsSchema = z.object({
	ssoType: z.enum(SSO_TYPES).nullable(),
	ssoProtocol: z.enum(SSO_PROTOCOLS).nullable(),
	tenantId: z.string().nullable(),
	clientId: z.string().nullable(),
	/** Masked (•••• and the last four characters) or null: the gateway never sends it in clear. */
	clientSecret: z.string().nullable(),
	domain: z.string().nullable(),
	certificate: z.string().nullable(),
	identityProviderEntityId: z.string().nullable(),
	serviceProviderEntityId: z.string().nullable(),
	ssoUrl: z.string().nullable(),
	ssoSettingsId: z.string().nullable(),
	ssoEnforcement: z.boolean(),
	/** Masked hint of the active SCIM token, or null when none was generated. */
	scimBearerToken: z.string().nullable(),
	scimBearerTokenCreatedAt: z.string().nullable(),
	pregeneratedOktaSettingsId: z.string(),
	pregeneratedSamlSettingsId: z.string(),
	/** What to enter at the identity provider, per kind of integration (reference gateway). */
	serviceProviders: z.object({ okta: ServiceProviderSchema, saml: ServiceProviderSchema, oidc: ServiceProviderSchema }),
	/** The SCIM 2.0 base address the token works with (reference gateway). */
	scimBaseUrl: z.string().nullable().optional(),
})
export type SsoSettings = z.infer<typeof SsoSettingsSchema>

/** GET /api/v1/sso/company/{id}. */
export function getSsoSettings(token: string, companyId: string): Promise<SsoSettings> {
	return callGateway({ method: 'GET', path: `/api/v1/sso/company/${seg(companyId)}`, token, schema: SsoSettingsSchema })
}

export type SsoInput =
	| { ssoType: 'azure'; tenantId: string }
	| { ssoType: 'okta'; ssoProtocol: 'oidc'; clientId: string; clientSecret: string | null; domain: string }
	| { ssoType: 'okta'; ssoProtocol: 'saml'; certificate: string; identityProviderEntityId: string; ssoUrl: string }
	| { ssoType: 'oneLogin'; clientId: string; clientSecret: string | null; domain: string }
	| { ssoType: 'gsuite'; domain: string }
	| { ssoType: 'customSaml'; certificate: string; identityProviderEntityId: string; ssoUrl: string }

/** The path segment of each provider's save call (spec 1 §7). */
const SAVE_PATH: Record<SsoType, string> = {
	azure: 'tenant_id',
	okta: 'okta',
	oneLogin: 'onelogin',
	gsuite: 'gsuite',
	customSaml: 'custom_saml',
}

/**
 * POST /api/v1/sso/{id}/tenant_id (azure), /okta, /onelogin, /custom_saml, /gsuite: saves the
 * provider (replacing another). A null clientSecret keeps the saved one. Replies with the settings.
 */
export function saveSsoSettings(token: string, companyId: string, input: SsoInput): Promise<SsoSettings> {
	const { ssoType, ...body } = input
	return callGateway({
		method: 'POST',
		path: `/api/v1/sso/${seg(companyId)}/${SAVE_PATH[ssoType]}`,
		token,
		body: { ...body, companyId },
		schema: SsoSettingsSchema,
	})
}

/** DELETE /api/v1/sso/company/{id}: removes the provider (and its enforcement). */
export function removeSsoSettings(token: string, companyId: string): Promise<void> {
	return callGateway({ method: 'DELETE', path: `/api/v1/sso/company/${seg(companyId)}`, token, responseType: 'none' })
}

/** PUT /api/v1/sso/company/{id}/enforcement (ssoEnforcementStatus, companyId). */
export function setSsoEnforcement(token: string, companyId: string, ssoEnforcementStatus: boolean): Promise<void> {
	return callGateway({
		method: 'PUT',
		path: `/api/v1/sso/company/${seg(companyId)}/enforcement`,
		token,
		body: { ssoEnforcementStatus, companyId },
		responseType: 'none',
	})
}

export const ScimTokenSchema = z.object({ scimBearerToken: z.string().min(1), createdAt: z.string().optional() })

/** POST /api/v1/scim/v2/bearer_token/company/{id}: a new token (replacing the old one), in clear this once. */
export async function generateScimToken(token: string, companyId: string): Promise<string> {
	const reply = await callGateway({
		method: 'POST',
		path: `/api/v1/scim/v2/bearer_token/company/${seg(companyId)}`,
		token,
		body: { companyId },
		schema: ScimTokenSchema,
	})
	return reply.scimBearerToken
}
