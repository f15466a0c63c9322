import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { companies } from './schema.ts'

// Tables of the sso settings (spec 1 §3 "SSO settings"); re-exported by schema.ts.

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * One row per company, created on first read: the pregenerated Okta and SAML settings ids exist
 * before any provider is saved, so the service-provider entity id and ACS address can be shown
 * while the admin configures the identity provider. `companies.sso_type` mirrors `sso_type` (the
 * company view's hasSso and the Add New Users drawer's SSO toggle read it).
 */
export const ssoSettings = pgTable(
	'sso_settings',
	{
		companyId: text('company_id')
			.primaryKey()
			.references(() => companies.id, { onDelete: 'cascade' }),
		/** azure, okta, oneLogin, gsuite, customSaml, or null when no provider is configured. */
		ssoType: text('sso_type'),
		/** oidc or saml. */
		ssoProtocol: text('sso_protocol'),
		tenantId: text('tenant_id'),
		clientId: text('client_id'),
		/** Never sent back in clear: replies carry a masked form. */
		clientSecret: text('client_secret'),
		domain: text('domain'),
		/** The identity provider's X.509 signing certificate (PEM). */
		certificate: text('certificate'),
		identityProviderEntityId: text('identity_provider_entity_id'),
		ssoUrl: text('sso_url'),
		/** The settings id in use (one of the pregenerated ids for SAML, else generated on save). */
		ssoSettingsId: text('sso_settings_id'),
		oktaSettingsId: text('okta_settings_id').notNull(),
		samlSettingsId: text('saml_settings_id').notNull(),
		ssoEnforcement: boolean('sso_enforcement').notNull().default(false),
		/** SHA-256 (hex) of the SCIM bearer token; the token itself is shown once and never stored. */
		scimTokenHash: text('scim_token_hash'),
		/** The token's last four characters, so the page can tell which one is active. */
		scimTokenHint: text('scim_token_hint'),
		scimTokenCreatedAt: tz('scim_token_created_at'),
		createdAt: tz('created_at').notNull().defaultNow(),
		updatedAt: tz('updated_at').notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex('sso_settings_okta_settings_id_key').on(t.oktaSettingsId),
		uniqueIndex('sso_settings_saml_settings_id_key').on(t.samlSettingsId),
		uniqueIndex('sso_settings_scim_token_hash_key').on(t.scimTokenHash),
	],
)
