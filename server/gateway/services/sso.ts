import { createHash, randomBytes, randomUUID, X509Certificate } from 'node:crypto'
import { and, asc, count as sqlCount, eq, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import { companies, ssoSettings, users } from '../db/schema.ts'
import {
	type Actor,
	type CompanyRow,
	type Deps,
	consumeOneTime,
	findCompany,
	hasTestPage,
	isUniqueViolation,
	issueOneTime,
	pagesLink,
	adminCompanyScope,
} from '../lib/context.ts'
import { ApiError, errors, iso, noContent, readBody, validationError } from '../lib/http.ts'
import { ONE_TIME_TTL_SECONDS } from '../lib/tokens.ts'
import { trialStatus } from '../lib/training.ts'
import { findUserByEmail } from './session.ts'
import type { Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

// Single sign-on (spec 1 §3 "SSO settings", §4 "SSO login", §7 "SSO"): the company's identity
// provider, its enforcement at password sign-in (services/session.ts), the SCIM bearer token, and
// the SSO sign-in link whose page (pages/idp.ts) plays the configured provider.

export const ssoErrors = {
	emailNotConnected: () => new ApiError(400, 'email_is_not_connected', 'This email is not connected to SSO. Please, contact your manager'),
	noSubscription: () => new ApiError(400, 'no_subscription', 'Invalid SSO link'),
	tokenExpired: () => new ApiError(401, 'sso_token_expired', 'Verification token is expired, please try again'),
	boostRequired: () => new ApiError(403, 'sso_boost_required', 'Single sign-on is a Boost feature. Upgrade to Boost to use it.'),
	adminsOnly: () => errors.forbidden('Only admins can manage single sign-on.'),
	oktaSamlNotAccessible: () => errors.forbidden('Okta SAML is not enabled for this company.'),
	notConfigured: () => errors.conflict('sso_not_configured', 'Add an SSO integration before enforcing single sign-on.'),
	/**
	 * Password sign-in of a company that enforces SSO. The login page shows it above the form, right
	 * over its "Sign in with SSO" link, which is where the message sends the user.
	 */
	enforced: () =>
		new ApiError(
			403,
			'sso_enforced',
			'Your company requires Single Sign-On. Please use "Sign in with SSO" to log in with your identity provider.',
		),
}

export const SSO_TYPES = ['azure', 'okta', 'oneLogin', 'gsuite', 'customSaml'] as const
export type SsoType = (typeof SSO_TYPES)[number]

export const SSO_PROVIDER_NAMES: Record<string, string> = {
	azure: 'Microsoft Entra ID',
	okta: 'Okta',
	oneLogin: 'OneLogin',
	gsuite: 'Google Workspace',
	customSaml: 'SAML',
}

type SettingsRow = typeof ssoSettings.$inferSelect

/** Single sign-on is a Boost feature (spec 1 §2 downgrade dialog); a running trial has Boost's features. */
export function hasBoostFeatures(company: Pick<CompanyRow, 'hasBoost' | 'trialStartedAt' | 'trialEndsAt'>, now: Date): boolean {
	return company.hasBoost || trialStatus(company, now) === 'active'
}

export function hashScimToken(token: string): string {
	return createHash('sha256').update(token, 'utf8').digest('hex')
}

function mask(value: string | null): string | null {
	if (!value) return null
	return `••••••••${value.length > 8 ? value.slice(-4) : ''}`
}

function protocolOf(ssoType: string | null): 'oidc' | 'saml' | null {
	if (!ssoType) return null
	return ssoType === 'customSaml' ? 'saml' : 'oidc'
}

/** The company's row, created with its pregenerated settings ids on first use. */
export async function ensureSsoSettings(deps: Deps, q: Queryable, company: Pick<CompanyRow, 'id' | 'ssoType'>): Promise<SettingsRow> {
	const [existing] = await q.select().from(ssoSettings).where(eq(ssoSettings.companyId, company.id)).limit(1)
	if (existing) return existing
	const now = deps.now()
	// A company seeded with a provider and no row yet reads that provider with nothing filled in.
	await q
		.insert(ssoSettings)
		.values({
			companyId: company.id,
			ssoType: company.ssoType,
			ssoProtocol: protocolOf(company.ssoType),
			oktaSettingsId: `okta_${randomUUID()}`,
			samlSettingsId: `saml_${randomUUID()}`,
			createdAt: now,
			updatedAt: now,
		})
		.onConflictDoNothing()
	const [row] = await q.select().from(ssoSettings).where(eq(ssoSettings.companyId, company.id)).limit(1)
	return row!
}

export async function findSsoSettings(q: Queryable, companyId: string): Promise<SettingsRow | undefined> {
	const [row] = await q.select().from(ssoSettings).where(eq(ssoSettings.companyId, companyId)).limit(1)
	return row
}

function serviceProviders(deps: Deps, row: SettingsRow, companyId: string) {
	const oidcId = row.ssoProtocol === 'oidc' && row.ssoType !== 'okta' ? row.ssoSettingsId : null
	return {
		okta: {
			ssoSettingsId: row.oktaSettingsId,
			serviceProviderEntityId: pagesLink(deps, `/__gateway/sso/okta/${row.oktaSettingsId}`),
			acsUrl: pagesLink(deps, `/__gateway/sso/okta/${row.oktaSettingsId}/callback`),
		},
		saml: {
			ssoSettingsId: row.samlSettingsId,
			serviceProviderEntityId: pagesLink(deps, `/__gateway/sso/saml/${row.samlSettingsId}`),
			acsUrl: pagesLink(deps, `/__gateway/sso/saml/${row.samlSettingsId}/acs`),
		},
		oidc: {
			ssoSettingsId: oidcId ?? `oidc_${companyId}`,
			serviceProviderEntityId: pagesLink(deps, `/__gateway/sso/oidc/${companyId}`),
			acsUrl: pagesLink(deps, `/__gateway/sso/oidc/${companyId}/callback`),
		},
	}
}

/** The reply of GET /api/v1/sso/company/{id} and of every save: secrets masked, never in clear. */
export function settingsReply(deps: Deps, row: SettingsRow) {
	const providers = serviceProviders(deps, row, row.companyId)
	const current = !row.ssoType
		? null
		: row.ssoType === 'okta'
			? providers.okta
			: row.ssoProtocol === 'saml'
				? providers.saml
				: providers.oidc
	return {
		ssoType: row.ssoType as SsoType | null,
		ssoProtocol: row.ssoProtocol as 'oidc' | 'saml' | null,
		tenantId: row.tenantId,
		clientId: row.clientId,
		clientSecret: mask(row.clientSecret),
		domain: row.domain,
		certificate: row.certificate,
		identityProviderEntityId: row.identityProviderEntityId,
		serviceProviderEntityId: current?.serviceProviderEntityId ?? null,
		ssoUrl: row.ssoUrl,
		ssoSettingsId: row.ssoSettingsId,
		ssoEnforcement: row.ssoEnforcement,
		scimBearerToken: row.scimTokenHint ? `••••••••${row.scimTokenHint}` : null,
		scimBearerTokenCreatedAt: iso(row.scimTokenCreatedAt),
		pregeneratedOktaSettingsId: row.oktaSettingsId,
		pregeneratedSamlSettingsId: row.samlSettingsId,
		serviceProviders: providers,
		scimBaseUrl: pagesLink(deps, SCIM_BASE_PATH),
	}
}

// ─── Input rules (the console's schema has the same ones, with its translated messages) ──────

const REQUIRED = 'Field is required'
export const CERTIFICATE_MESSAGE = 'The certificate is not a valid PEM-encoded X.509 certificate.'
export const SSO_URL_MESSAGE = 'The SSO URL must be a valid https:// address.'
export const DOMAIN_MESSAGE = 'Enter a domain such as company.okta.com.'
export const TENANT_MESSAGE = 'Enter the directory (tenant) ID, a GUID, or the tenant domain.'

const DOMAIN_PATTERN = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/i
const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const required = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max)
const domain = required(253).toLowerCase().regex(DOMAIN_PATTERN, DOMAIN_MESSAGE)

/** Parses a PEM X.509 certificate; null when it is not one. Returns the normalised PEM. */
export function parseCertificate(pem: string): string | null {
	const text = pem.replace(/\r\n?/g, '\n').trim()
	if (!/^-----BEGIN CERTIFICATE-----\n[\s\S]+\n-----END CERTIFICATE-----$/.test(text)) return null
	try {
		return new X509Certificate(text).toString().trim()
	} catch {
		return null
	}
}

const certificate = required(20_000).transform((value, ctx) => {
	const parsed = parseCertificate(value)
	if (!parsed) {
		ctx.addIssue({ code: 'custom', message: CERTIFICATE_MESSAGE })
		return z.NEVER
	}
	return parsed
})

const ssoUrl = required(2048).refine((value) => {
	try {
		const url = new URL(value)
		return url.protocol === 'https:' && !!url.hostname
	} catch {
		return false
	}
}, SSO_URL_MESSAGE)

const companyIdField = z.string().max(200).optional()

const SamlFields = { certificate, identityProviderEntityId: required(1024), ssoUrl, companyId: companyIdField }
const OidcFields = {
	clientId: required(255),
	/** null or absent keeps the saved secret (the console shows it masked). */
	clientSecret: z.string().trim().max(1024).nullish(),
	domain,
	companyId: companyIdField,
}

const AzureBody = z.object({
	tenantId: required(253).refine((value) => GUID_PATTERN.test(value) || DOMAIN_PATTERN.test(value), TENANT_MESSAGE),
	companyId: companyIdField,
})
const OktaBody = z.discriminatedUnion('ssoProtocol', [
	z.object({ ssoProtocol: z.literal('saml'), ...SamlFields }),
	z.object({ ssoProtocol: z.literal('oidc'), ...OidcFields }),
])
const OneLoginBody = z.object(OidcFields)
const GsuiteBody = z.object({ domain, companyId: companyIdField })
const CustomSamlBody = z.object(SamlFields)

type SavedFields = Partial<
	Pick<SettingsRow, 'tenantId' | 'clientId' | 'clientSecret' | 'domain' | 'certificate' | 'identityProviderEntityId' | 'ssoUrl'>
> & {
	ssoProtocol: 'oidc' | 'saml'
}

/** The provider fields of settings that name no provider (and what a save of another provider clears). */
export const EMPTY_PROVIDER_FIELDS = {
	tenantId: null,
	clientId: null,
	clientSecret: null,
	domain: null,
	certificate: null,
	identityProviderEntityId: null,
	ssoUrl: null,
}

// ─── Routes ──────────────────────────────────────────────────────────────────

async function ssoScope(c: Context, deps: Deps, companyId: string): Promise<{ actor: Actor; company: CompanyRow }> {
	return adminCompanyScope(c, deps, companyId, ssoErrors.adminsOnly)
}

function assertBodyCompany(bodyCompanyId: string | undefined, company: CompanyRow): void {
	if (bodyCompanyId !== undefined && bodyCompanyId !== company.id) {
		throw validationError([{ field: 'companyId', message: 'The company of the path.' }])
	}
}

export function registerSsoRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	app.get('/api/v1/sso/company/:id', async (c) => {
		const { company } = await ssoScope(c, deps, c.req.param('id'))
		return c.json(settingsReply(deps, await ensureSsoSettings(deps, db, company)))
	})

	/** One save route per provider (spec 1 §7); each replaces whatever provider was there. */
	function saveRoute<S extends z.ZodType>(path: string, ssoType: SsoType, schema: S, fields: (body: z.output<S>) => SavedFields) {
		app.post(`/api/v1/sso/:id/${path}`, async (c) => {
			const { company } = await ssoScope(c, deps, c.req.param('id'))
			const body = await readBody(c, schema)
			assertBodyCompany((body as { companyId?: string }).companyId, company)
			if (!hasBoostFeatures(company, deps.now())) throw ssoErrors.boostRequired()
			const saved = fields(body)
			// Okta's SAML variant is a company feature (spec 1 §3 isOktaSamlAccessible).
			if (ssoType === 'okta' && saved.ssoProtocol === 'saml' && !company.isOktaSamlAccessible) throw ssoErrors.oktaSamlNotAccessible()
			const row = await db.transaction(async (tx) => {
				const current = await ensureSsoSettings(deps, tx, company)
				// An empty secret keeps the saved one, but only for the same provider.
				if ('clientSecret' in saved && !saved.clientSecret) {
					const keep = current.ssoType === ssoType && current.ssoProtocol === saved.ssoProtocol ? current.clientSecret : null
					if (!keep) throw validationError([{ field: 'clientSecret', message: REQUIRED }])
					saved.clientSecret = keep
				}
				const ssoSettingsId =
					ssoType === 'okta'
						? current.oktaSettingsId
						: saved.ssoProtocol === 'saml'
							? current.samlSettingsId
							: current.ssoType === ssoType && current.ssoSettingsId
								? current.ssoSettingsId
								: `sso_${randomUUID()}`
				const now = deps.now()
				const [updated] = await tx
					.update(ssoSettings)
					.set({ ...EMPTY_PROVIDER_FIELDS, ...saved, ssoType, ssoSettingsId, updatedAt: now })
					.where(eq(ssoSettings.companyId, company.id))
					.returning()
				await tx.update(companies).set({ ssoType, updatedAt: now }).where(eq(companies.id, company.id))
				return updated!
			})
			return c.json(settingsReply(deps, row))
		})
	}

	saveRoute('tenant_id', 'azure', AzureBody, (b) => ({ ssoProtocol: 'oidc', tenantId: b.tenantId }))
	saveRoute('okta', 'okta', OktaBody, (b) =>
		b.ssoProtocol === 'saml'
			? {
					ssoProtocol: 'saml',
					certificate: b.certificate,
					identityProviderEntityId: b.identityProviderEntityId,
					ssoUrl: b.ssoUrl,
				}
			: { ssoProtocol: 'oidc', clientId: b.clientId, clientSecret: b.clientSecret ?? null, domain: b.domain },
	)
	saveRoute('onelogin', 'oneLogin', OneLoginBody, (b) => ({
		ssoProtocol: 'oidc',
		clientId: b.clientId,
		clientSecret: b.clientSecret ?? null,
		domain: b.domain,
	}))
	saveRoute('gsuite', 'gsuite', GsuiteBody, (b) => ({ ssoProtocol: 'oidc', domain: b.domain }))
	saveRoute('custom_saml', 'customSaml', CustomSamlBody, (b) => ({
		ssoProtocol: 'saml',
		certificate: b.certificate,
		identityProviderEntityId: b.identityProviderEntityId,
		ssoUrl: b.ssoUrl,
	}))

	// Removing works without Boost too: a company that lost Boost can still clear its settings.
	app.delete('/api/v1/sso/company/:id', async (c) => {
		const { company } = await ssoScope(c, deps, c.req.param('id'))
		await db.transaction(async (tx) => {
			await ensureSsoSettings(deps, tx, company)
			const now = deps.now()
			await tx
				.update(ssoSettings)
				.set({
					...EMPTY_PROVIDER_FIELDS,
					ssoType: null,
					ssoProtocol: null,
					ssoSettingsId: null,
					ssoEnforcement: false,
					updatedAt: now,
				})
				.where(eq(ssoSettings.companyId, company.id))
			await tx.update(companies).set({ ssoType: null, updatedAt: now }).where(eq(companies.id, company.id))
		})
		return noContent(c)
	})

	app.put('/api/v1/sso/company/:id/enforcement', async (c) => {
		const { company } = await ssoScope(c, deps, c.req.param('id'))
		const body = await readBody(
			c,
			z.object({
				ssoEnforcementStatus: z.boolean({ error: 'ssoEnforcementStatus is true or false.' }),
				companyId: companyIdField,
			}),
		)
		assertBodyCompany(body.companyId, company)
		if (body.ssoEnforcementStatus && !hasBoostFeatures(company, deps.now())) throw ssoErrors.boostRequired()
		await db.transaction(async (tx) => {
			const current = await ensureSsoSettings(deps, tx, company)
			if (body.ssoEnforcementStatus && !current.ssoType) throw ssoErrors.notConfigured()
			await tx
				.update(ssoSettings)
				.set({ ssoEnforcement: body.ssoEnforcementStatus, updatedAt: deps.now() })
				.where(eq(ssoSettings.companyId, company.id))
		})
		return noContent(c)
	})

	// A new token replaces the old one; only its SHA-256 is kept, so it is shown this once.
	app.post('/api/v1/scim/v2/bearer_token/company/:id', async (c) => {
		const { company } = await ssoScope(c, deps, c.req.param('id'))
		const body = await readBody(c, z.object({ companyId: companyIdField }))
		assertBodyCompany(body.companyId, company)
		if (!hasBoostFeatures(company, deps.now())) throw ssoErrors.boostRequired()
		const token = `scim_${randomBytes(32).toString('base64url')}`
		const now = deps.now()
		await db.transaction(async (tx) => {
			await ensureSsoSettings(deps, tx, company)
			await tx
				.update(ssoSettings)
				.set({
					scimTokenHash: hashScimToken(token),
					scimTokenHint: token.slice(-4),
					scimTokenCreatedAt: now,
					updatedAt: now,
				})
				.where(eq(ssoSettings.companyId, company.id))
		})
		return c.json({ scimBearerToken: token, createdAt: now.toISOString() }, 201)
	})

	app.post('/api/v1/sso/login_endpoint_link/by_email/:userEmail', async (c) => {
		await readBody(c, z.object({ origin: z.string().optional() }))
		// The reference gateway reaches no real identity provider: its sign-in page is the idp test page.
		if (!hasTestPage(deps, 'idp')) throw new ApiError(503, 'sso_unavailable', 'Single sign-on is not available on this server.')
		const email = c.req.param('userEmail').trim().toLowerCase()
		const user = await findUserByEmail(deps, email)
		if (!user) throw ssoErrors.emailNotConnected()
		const company = await findCompany(db, user.companyId)
		if (!company || !company.ssoType) throw ssoErrors.emailNotConnected()
		if (company.isDisabled) throw errors.companyDisabled()
		if (!hasBoostFeatures(company, deps.now())) throw ssoErrors.noSubscription()
		const { token } = await deps.tokens.signIdpRequest({ email: user.email, cid: company.id })
		return c.json({ link: pagesLink(deps, '/__gateway/idp/authorize', { request: token }) })
	})

	app.get('/api/v1/user/custom_token_sso/:token', async (c) => {
		const customFirebaseToken = await db.transaction(async (tx) => {
			const claims = await consumeOneTime(deps, tx, c.req.param('token'), 'sso_login')
			if (!claims) return null
			return issueOneTime(deps, tx, 'sign_in', { sub: claims.sub, cid: claims.cid }, ONE_TIME_TTL_SECONDS)
		})
		if (!customFirebaseToken) throw ssoErrors.tokenExpired()
		return c.json({ customFirebaseToken })
	})

	registerScimRoutes(app, deps)
}

// ─── SCIM 2.0 (minimal): the identity provider provisions users with the bearer token ────────

/** Where identity providers reach the SCIM endpoint (also served without the prefix). */
export const SCIM_BASE_PATH = '/__gateway/scim/v2'
const SCIM_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User'
const SCIM_LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse'
const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error'
const SCIM_MAX_PAGE = 200

function scimError(c: Context, status: 400 | 401 | 403 | 404 | 409, detail: string, scimType?: string) {
	return c.json({ schemas: [SCIM_ERROR_SCHEMA], status: String(status), detail, ...(scimType ? { scimType } : {}) }, status, {
		'Content-Type': 'application/scim+json',
	})
}

type UserRow = typeof users.$inferSelect

function scimUser(deps: Deps, user: UserRow) {
	return {
		schemas: [SCIM_USER_SCHEMA],
		id: user.id,
		userName: user.email,
		name: { givenName: user.name, familyName: user.lastName },
		emails: [{ value: user.email, primary: true }],
		active: user.status === 'ENABLED',
		meta: {
			resourceType: 'User',
			created: user.createdAt.toISOString(),
			lastModified: user.updatedAt.toISOString(),
			location: pagesLink(deps, `${SCIM_BASE_PATH}/Users/${user.id}`),
		},
	}
}

const ScimUserBody = z.object({
	userName: z.string().trim().min(1).max(320).pipe(z.email()),
	name: z.object({ givenName: z.string().trim().max(100).optional(), familyName: z.string().trim().max(100).optional() }).optional(),
	active: z.boolean().optional(),
})

const ScimPatchBody = z.object({
	schemas: z.array(z.string()).optional(),
	Operations: z
		.array(
			z.object({
				op: z.string().transform((op) => op.toLowerCase()),
				path: z.string().optional(),
				value: z.unknown(),
			}),
		)
		.min(1),
})

/**
 * A minimal SCIM 2.0 Users endpoint (RFC 7644): list (with `filter=userName eq "…"`), read, create,
 * and deactivate (PATCH active false, PUT with active false, or DELETE). The bearer token is the one
 * generated on the SSO settings page; it names the company, so no company id travels in the path.
 */
function registerScimRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	async function scimCompany(c: Context): Promise<CompanyRow | Response> {
		const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
		if (!match) return scimError(c, 401, 'A SCIM bearer token is required.')
		const [row] = await db
			.select({ companyId: ssoSettings.companyId })
			.from(ssoSettings)
			.where(eq(ssoSettings.scimTokenHash, hashScimToken(match[1]!)))
			.limit(1)
		const company = row ? await findCompany(db, row.companyId) : undefined
		if (!company) return scimError(c, 401, 'The SCIM bearer token is not valid.')
		if (company.isDisabled || !hasBoostFeatures(company, deps.now()))
			return scimError(c, 403, 'SCIM provisioning is not available for this company.')
		return company
	}

	async function companyUser(companyId: string, id: string): Promise<UserRow | undefined> {
		const [user] = await db
			.select()
			.from(users)
			.where(and(eq(users.id, id), eq(users.companyId, companyId)))
			.limit(1)
		return user
	}

	async function readScimBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S> | Response> {
		let data: unknown
		try {
			data = JSON.parse((await c.req.text()) || '{}')
		} catch {
			return scimError(c, 400, 'The request body is not valid JSON.', 'invalidSyntax')
		}
		const parsed = schema.safeParse(data)
		if (!parsed.success)
			return scimError(c, 400, `Invalid value: ${parsed.error.issues.map((i) => i.path.join('.') || 'body').join(', ')}.`, 'invalidValue')
		return parsed.data
	}

	async function setActive(c: Context, company: CompanyRow, id: string, active: boolean) {
		const [user] = await db
			.update(users)
			.set({ status: active ? 'ENABLED' : 'DISABLED', updatedAt: deps.now() })
			.where(and(eq(users.id, id), eq(users.companyId, company.id), ne(users.id, company.ownerId ?? '')))
			.returning()
		if (!user) {
			const exists = await companyUser(company.id, id)
			return exists ? scimError(c, 409, 'The account owner cannot be deactivated.', 'mutability') : scimError(c, 404, 'User not found.')
		}
		return c.json(scimUser(deps, user), 200, { 'Content-Type': 'application/scim+json' })
	}

	// The /__gateway prefix reaches an embedded gateway through the console's own origin.
	for (const base of ['/scim/v2', SCIM_BASE_PATH]) {
		app.get(`${base}/Users`, async (c) => {
			const company = await scimCompany(c)
			if (company instanceof Response) return company
			const filter = c.req.query('filter')?.trim()
			let email: string | undefined
			if (filter) {
				const match = /^userName\s+eq\s+"([^"]+)"$/i.exec(filter)
				if (!match) return scimError(c, 400, 'Only the filter userName eq "…" is supported.', 'invalidFilter')
				email = match[1]!.toLowerCase()
			}
			const startIndex = Math.max(1, Number.parseInt(c.req.query('startIndex') ?? '1', 10) || 1)
			const count = Math.min(SCIM_MAX_PAGE, Math.max(0, Number.parseInt(c.req.query('count') ?? String(SCIM_MAX_PAGE), 10) || 0))
			const where = and(eq(users.companyId, company.id), email ? sql`lower(${users.email}) = ${email}` : undefined)
			const [total] = await db.select({ n: sqlCount() }).from(users).where(where)
			const rows = await db
				.select()
				.from(users)
				.where(where)
				.orderBy(asc(users.createdAt), asc(users.id))
				.limit(count)
				.offset(startIndex - 1)
			return c.json(
				{
					schemas: [SCIM_LIST_SCHEMA],
					totalResults: total?.n ?? 0,
					startIndex,
					itemsPerPage: rows.length,
					Resources: rows.map((u) => scimUser(deps, u)),
				},
				200,
				{ 'Content-Type': 'application/scim+json' },
			)
		})

		app.get(`${base}/Users/:id`, async (c) => {
			const company = await scimCompany(c)
			if (company instanceof Response) return company
			const user = await companyUser(company.id, c.req.param('id'))
			if (!user) return scimError(c, 404, 'User not found.')
			return c.json(scimUser(deps, user), 200, { 'Content-Type': 'application/scim+json' })
		})

		app.post(`${base}/Users`, async (c) => {
			const company = await scimCompany(c)
			if (company instanceof Response) return company
			const body = await readScimBody(c, ScimUserBody)
			if (body instanceof Response) return body
			const email = body.userName.toLowerCase()
			if (await findUserByEmail(deps, email)) return scimError(c, 409, 'A user with this userName already exists.', 'uniqueness')
			const now = deps.now()
			try {
				const [user] = await db
					.insert(users)
					.values({
						id: randomUUID(),
						companyId: company.id,
						email,
						name: body.name?.givenName ?? '',
						lastName: body.name?.familyName ?? '',
						role: 'user',
						status: body.active === false ? 'DISABLED' : 'ENABLED',
						// Provisioned by the identity provider: the user signs in through it.
						sso: true,
						emailVerified: true,
						createdAt: now,
						updatedAt: now,
					})
					.returning()
				return c.json(scimUser(deps, user!), 201, {
					'Content-Type': 'application/scim+json',
					Location: pagesLink(deps, `${SCIM_BASE_PATH}/Users/${user!.id}`),
				})
			} catch (error) {
				if (isUniqueViolation(error)) return scimError(c, 409, 'A user with this userName already exists.', 'uniqueness')
				throw error
			}
		})

		app.patch(`${base}/Users/:id`, async (c) => {
			const company = await scimCompany(c)
			if (company instanceof Response) return company
			const body = await readScimBody(c, ScimPatchBody)
			if (body instanceof Response) return body
			let active: boolean | undefined
			for (const op of body.Operations) {
				if (op.op !== 'replace' && op.op !== 'add') continue
				if (op.path === 'active' && typeof op.value === 'boolean') active = op.value
				else if (!op.path && op.value && typeof op.value === 'object' && typeof (op.value as { active?: unknown }).active === 'boolean') {
					active = (op.value as { active: boolean }).active
				}
			}
			if (active === undefined) return scimError(c, 400, 'Only the active attribute can be changed.', 'invalidPath')
			return setActive(c, company, c.req.param('id'), active)
		})

		app.put(`${base}/Users/:id`, async (c) => {
			const company = await scimCompany(c)
			if (company instanceof Response) return company
			const body = await readScimBody(c, ScimUserBody)
			if (body instanceof Response) return body
			return setActive(c, company, c.req.param('id'), body.active !== false)
		})

		// Deprovisioning deactivates: the user's training history stays with the company.
		app.delete(`${base}/Users/:id`, async (c) => {
			const company = await scimCompany(c)
			if (company instanceof Response) return company
			const reply = await setActive(c, company, c.req.param('id'), false)
			return reply.status === 200 ? c.body(null, 204) : reply
		})
	}
}
