import { randomBytes } from 'node:crypto'
import { Resolver } from 'node:dns/promises'
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
	DOMAIN_CONFLICT_CODE,
	DOMAIN_CONFLICT_MESSAGE,
	DOMAIN_NOT_VERIFIED_CODE,
	DOMAIN_TYPES,
	type DomainType,
	MAIL_DELIVERY_CONFLICT_CODE,
	MAIL_DELIVERY_CONFLICT_MESSAGE,
	domainProblem,
	normaliseDomain,
	verificationRecord,
} from '#server/shared/custom-domain.ts'
import { companies, customDomainChallenges, dnsRecords, graphConsents, mailDelivery } from '../db/schema.ts'
import {
	type Actor,
	type CompanyRow,
	type Deps,
	authenticate,
	findCompany,
	hasTestPage,
	isPartnerOf,
	isUniqueViolation,
	pagesLink,
	adminCompanyScope,
} from '../lib/context.ts'
import { ApiError, errors, iso, noContent, readBody, validationError } from '../lib/http.ts'
import type { Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

// White label (spec 1 §7 "White label"): the host lookup every console request makes, a company's
// custom domains (admin, employee, web) with a DNS proof of ownership, Office Graph API and custom
// SMTP for its emails (spec 1 §5: never both). The custom SMTP path is the reference gateway's
// choice (the spec does not show one): /white-label/api/v1/company/{id}/custom_smtp.

const BASE = '/white-label/api/v1/company/:companyId'
export const GRAPH_CONSENT_TTL_MS = 10 * 60 * 1000
/** Where the consent page sends the browser back (the console's white-label settings). */
export const GRAPH_RETURN_PATH = '/settings/white-label'

export const whiteLabelErrors = {
	notAvailable: () => errors.forbidden('White label is not available for this company.'),
	conflict: () => errors.conflict(DOMAIN_CONFLICT_CODE, DOMAIN_CONFLICT_MESSAGE),
	sameCompany: (type: DomainType) => errors.conflict('custom_domain/in_use', `This domain is already your ${type} custom domain.`),
	platformDomain: () => validationError([{ field: 'customDomain', message: "The platform's own domain cannot be a custom domain." }]),
	noDomain: () => errors.notFound('No custom domain of this type is set.'),
	notVerified: (name: string) =>
		errors.conflict(
			DOMAIN_NOT_VERIFIED_CODE,
			`The TXT record ${name} was not found. Publish it and verify again; DNS changes can take a while to appear.`,
		),
	mailConflict: () => errors.conflict(MAIL_DELIVERY_CONFLICT_CODE, MAIL_DELIVERY_CONFLICT_MESSAGE),
	redirectDomain: () => validationError([{ field: 'redirectDomain', message: 'The console address to return to is not allowed.' }]),
}

const DOMAIN_MESSAGES = {
	required: 'Field is required',
	tooLong: 'The domain is too long.',
	notDomainOnly: 'Enter the domain alone, without https://, a port or a path, such as training.example.com.',
	pattern: 'Enter a domain such as training.example.com.',
	ipAddress: 'An IP address cannot be a custom domain.',
	reserved: 'Local, private and reserved names cannot be a custom domain.',
} as const

// ─── DNS ─────────────────────────────────────────────────────────────────────

/** The TXT strings published at a name. */
export type TxtLookup = (name: string) => Promise<string[]>

/**
 * How verification reads DNS. With the `dns` test page on (GatewayConfig.testPages; outside
 * production by default) the gateway plays the DNS zone itself: records are published on the
 * /__gateway/dns page (pages/dns.ts) and read from the dns_records table. Off (production), it asks
 * real DNS through node:dns: the servers of WHITE_LABEL_DNS_SERVERS (comma-separated addresses), or
 * the machine's resolvers when it is unset or "system".
 */
export function dnsMode(deps: Pick<Deps, 'config'>): { kind: 'embedded' } | { kind: 'resolver'; servers: string[] | null } {
	if (hasTestPage(deps, 'dns')) return { kind: 'embedded' }
	const setting = process.env.WHITE_LABEL_DNS_SERVERS?.trim()
	if (!setting || setting === 'system') return { kind: 'resolver', servers: null }
	return {
		kind: 'resolver',
		servers: setting
			.split(',')
			.map((s) => s.trim())
			.filter(Boolean),
	}
}

export function createTxtLookup(deps: Deps): TxtLookup {
	const mode = dnsMode(deps)
	if (mode.kind === 'embedded') {
		return async (name) => {
			const rows = await deps.db
				.select({ value: dnsRecords.value })
				.from(dnsRecords)
				.where(and(sql`lower(${dnsRecords.name}) = ${name.toLowerCase()}`, eq(dnsRecords.type, 'TXT')))
			return rows.map((r) => r.value.trim())
		}
	}
	const resolver = new Resolver({ timeout: 3000, tries: 2 })
	if (mode.servers) resolver.setServers(mode.servers)
	return async (name) => {
		try {
			return (await resolver.resolveTxt(name)).map((chunks) => chunks.join('').trim())
		} catch (error) {
			const code = (error as { code?: string }).code
			if (code === 'ENODATA' || code === 'ENOTFOUND' || code === 'NXDOMAIN') return []
			throw new ApiError(503, 'dns_unavailable', 'DNS could not be reached. Try again in a moment.')
		}
	}
}

// ─── Domains ─────────────────────────────────────────────────────────────────

const COLUMNS = {
	admin: {
		domain: companies.customDomainAdmin,
		verified: companies.customDomainAdminVerified,
		set: (d: string | null, v: boolean) => ({ customDomainAdmin: d, customDomainAdminVerified: v }),
	},
	employee: {
		domain: companies.customDomainEmployee,
		verified: companies.customDomainEmployeeVerified,
		set: (d: string | null, v: boolean) => ({ customDomainEmployee: d, customDomainEmployeeVerified: v }),
	},
	web: {
		domain: companies.customDomainWeb,
		verified: companies.customDomainWebVerified,
		set: (d: string | null, v: boolean) => ({ customDomainWeb: d, customDomainWebVerified: v }),
	},
} as const

function domainOf(company: CompanyRow, type: DomainType): { domain: string | null; verified: boolean } {
	if (type === 'admin') return { domain: company.customDomainAdmin, verified: company.customDomainAdminVerified }
	if (type === 'employee') return { domain: company.customDomainEmployee, verified: company.customDomainEmployeeVerified }
	return { domain: company.customDomainWeb, verified: company.customDomainWebVerified }
}

/** The token of a company's challenge for a domain, created (or renewed for a new domain) on demand. */
async function challengeFor(q: Queryable, companyId: string, type: DomainType, domain: string): Promise<string> {
	const [existing] = await q
		.select()
		.from(customDomainChallenges)
		.where(and(eq(customDomainChallenges.companyId, companyId), eq(customDomainChallenges.type, type)))
		.limit(1)
	if (existing && existing.domain === domain) return existing.token
	const token = randomBytes(18).toString('base64url')
	await q
		.insert(customDomainChallenges)
		.values({ companyId, type, domain, token })
		.onConflictDoUpdate({
			target: [customDomainChallenges.companyId, customDomainChallenges.type],
			set: { domain, token, createdAt: new Date(), checkedAt: null },
		})
	return token
}

async function domainsView(q: Queryable, company: CompanyRow) {
	const challenges = await q.select().from(customDomainChallenges).where(eq(customDomainChallenges.companyId, company.id))
	return {
		customDomains: await Promise.all(
			DOMAIN_TYPES.map(async (type) => {
				const { domain, verified } = domainOf(company, type)
				if (!domain) return { type, customDomain: null, isVerified: false, record: null }
				const challenge = challenges.find((ch) => ch.type === type && ch.domain === domain)
				const token = challenge?.token ?? (await challengeFor(q, company.id, type, domain))
				return { type, customDomain: domain, isVerified: verified, record: verificationRecord(domain, token) }
			}),
		),
	}
}

/** Any company's domain of any type, compared case-insensitively. */
async function holdersOf(q: Queryable, domain: string) {
	return q
		.select({
			id: companies.id,
			admin: companies.customDomainAdmin,
			employee: companies.customDomainEmployee,
			web: companies.customDomainWeb,
		})
		.from(companies)
		.where(
			or(
				sql`lower(${companies.customDomainAdmin}) = ${domain}`,
				sql`lower(${companies.customDomainEmployee}) = ${domain}`,
				sql`lower(${companies.customDomainWeb}) = ${domain}`,
			),
		)
}

async function verifyOne(deps: Deps, lookup: TxtLookup, company: CompanyRow, type: DomainType): Promise<boolean> {
	const { domain } = domainOf(company, type)
	if (!domain) throw whiteLabelErrors.noDomain()
	const token = await challengeFor(deps.db, company.id, type, domain)
	const record = verificationRecord(domain, token)
	const found = (await lookup(record.name)).includes(record.value)
	await deps.db.transaction(async (tx) => {
		await tx
			.update(customDomainChallenges)
			.set({ checkedAt: deps.now() })
			.where(and(eq(customDomainChallenges.companyId, company.id), eq(customDomainChallenges.type, type)))
		// Only while the domain is still the one checked (a reset or a new domain meanwhile wins).
		await tx
			.update(companies)
			.set({ ...COLUMNS[type].set(domain, found), updatedAt: deps.now() })
			.where(and(eq(companies.id, company.id), eq(COLUMNS[type].domain, domain)))
	})
	return found
}

// ─── Mail delivery ───────────────────────────────────────────────────────────

async function deliveryOf(q: Queryable, companyId: string) {
	const [row] = await q.select().from(mailDelivery).where(eq(mailDelivery.companyId, companyId)).limit(1)
	return row
}

function smtpView(row: typeof mailDelivery.$inferSelect | undefined) {
	return {
		isEnabled: !!row?.smtpEnabledAt,
		host: row?.smtpHost ?? null,
		port: row?.smtpPort ?? null,
		username: row?.smtpUsername ?? null,
		fromAddress: row?.smtpFrom ?? null,
		hasPassword: !!row?.smtpPassword,
	}
}

function graphView(row: typeof mailDelivery.$inferSelect | undefined) {
	return {
		isAvailable: !!row?.graphConnectedAt,
		account: row?.graphConnectedAt ? row.graphAccount : null,
		connectedAt: iso(row?.graphConnectedAt),
	}
}

const SmtpBody = z.object({
	host: z.string().trim().max(253),
	port: z.number().int().min(1).max(65535),
	username: z.string().trim().min(1).max(200),
	/** Omitted or empty: keep the stored password. */
	password: z.string().max(200).optional(),
	fromAddress: z
		.string()
		.trim()
		.max(254)
		.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'This is not a valid email'),
})

/** The console host a consent may return to: the platform's own, or a verified admin domain of the company or its partner. */
async function allowedReturnHost(deps: Deps, company: CompanyRow, redirectDomain: string): Promise<string | null> {
	const match = /^([a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(redirectDomain.trim().toLowerCase())
	if (!match) return null
	const [, hostname, port] = match
	const consoleUrl = new URL(deps.config.consoleUrl)
	if (hostname === consoleUrl.hostname) return `${hostname}${port ? `:${port}` : ''}`
	const owners = [company]
	if (company.parentCompanyId) {
		const parent = await findCompany(deps.db, company.parentCompanyId)
		if (parent) owners.push(parent)
	}
	const verified = owners.some((o) => o.customDomainAdminVerified && o.customDomainAdmin?.toLowerCase() === hostname)
	// A custom domain is served where the console is: the same port, or the scheme's default.
	if (!verified || (port && port !== consoleUrl.port)) return null
	return `${hostname}${port ? `:${port}` : ''}`
}

/** Connects Office Graph API after consent (pages/graph.ts); refused while custom SMTP is on. */
export async function connectGraph(
	deps: Deps,
	consentId: string,
	account: string,
): Promise<{ status: 'connected' | 'smtp_on' | 'expired'; returnUrl?: string }> {
	return deps.db.transaction(async (tx) => {
		const now = deps.now()
		const [consent] = await tx
			.update(graphConsents)
			.set({ usedAt: now })
			.where(and(eq(graphConsents.id, consentId), isNull(graphConsents.usedAt), gt(graphConsents.expiresAt, now)))
			.returning()
		if (!consent) return { status: 'expired' as const }
		const current = await deliveryOf(tx, consent.companyId)
		if (current?.smtpEnabledAt) return { status: 'smtp_on' as const, returnUrl: consent.returnUrl }
		await tx
			.insert(mailDelivery)
			.values({ companyId: consent.companyId, graphConnectedAt: now, graphAccount: account, updatedAt: now })
			.onConflictDoUpdate({
				target: mailDelivery.companyId,
				set: { graphConnectedAt: now, graphAccount: account, updatedAt: now },
			})
		return { status: 'connected' as const, returnUrl: consent.returnUrl }
	})
}

// ─── Routes ──────────────────────────────────────────────────────────────────

const TypeBody = z.object({ type: z.enum(DOMAIN_TYPES) })

export function registerWhiteLabelRoutes(app: Hono, deps: Deps): void {
	const { db } = deps
	const lookup = createTxtLookup(deps)

	/** Admin-panel roles on a company in scope that has the white-label feature. */
	async function whiteLabelScope(c: Context): Promise<{ actor: Actor; company: CompanyRow }> {
		const { actor, company } = await adminCompanyScope(c, deps, c.req.param('companyId') ?? '', () =>
			errors.forbidden('Only admins can manage white label settings.'),
		)
		if (!company.hasWhiteLabelAccess) throw whiteLabelErrors.notAvailable()
		return { actor, company }
	}

	async function brandOf(domain: string) {
		const host = domain.trim().toLowerCase().replace(/:\d+$/, '')
		const [company] = await db
			.select()
			.from(companies)
			.where(sql`lower(${companies.customDomainAdmin}) = ${host}`)
			.limit(1)
		return company
	}
	const branding = (company: CompanyRow) => ({
		companyId: company.id,
		name: company.name,
		logo: company.logo,
		isVerified: company.customDomainAdminVerified,
	})

	// Public: the sign-in page of a custom domain shows its brand before anyone signs in.
	app.get('/white-label/api/v1/by-domain/:domain', async (c) => {
		const company = await brandOf(c.req.param('domain'))
		if (!company) throw errors.notFound('No company uses this domain.')
		return c.json(branding(company))
	})

	// Signed in: the brand only for the domain's own company and its customers; anyone else gets
	// 404, so a host header never shows another tenant's brand inside a session.
	app.get('/white-label/api/v1/by-domain/:domain/property', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await brandOf(c.req.param('domain'))
		const mine =
			company && company.customDomainAdminVerified && (company.id === actor.companyId || (await isPartnerOf(db, company, actor.company)))
		if (!company || !mine) throw errors.notFound('No company uses this domain.')
		return c.json(branding(company))
	})

	app.get(`${BASE}/custom_domains`, async (c) => {
		const { company } = await whiteLabelScope(c)
		return c.json(await domainsView(db, company))
	})

	app.post(`${BASE}/custom_domains`, async (c) => {
		const { company } = await whiteLabelScope(c)
		const body = await readBody(c, z.object({ customDomain: z.string().max(1000), type: z.enum(DOMAIN_TYPES) }))
		const domain = normaliseDomain(body.customDomain)
		const problem = domainProblem(domain)
		if (problem) throw validationError([{ field: 'customDomain', message: DOMAIN_MESSAGES[problem] }])
		const platform = new URL(deps.config.consoleUrl).hostname
		if (domain === platform || domain.endsWith(`.${platform}`)) throw whiteLabelErrors.platformDomain()
		if (domainOf(company, body.type).domain?.toLowerCase() === domain) return c.json(await domainsView(db, company))
		try {
			await db.transaction(async (tx) => {
				// Serialise claims of one name: the admin column has a unique index, the others do not.
				await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`custom_domain:${domain}`}))`)
				for (const holder of await holdersOf(tx, domain)) {
					if (holder.id !== company.id) throw whiteLabelErrors.conflict()
					const type = DOMAIN_TYPES.find((t) => (holder[t] ?? '').toLowerCase() === domain && t !== body.type)
					if (type) throw whiteLabelErrors.sameCompany(type)
				}
				await tx
					.update(companies)
					.set({ ...COLUMNS[body.type].set(domain, false), updatedAt: deps.now() })
					.where(eq(companies.id, company.id))
				await challengeFor(tx, company.id, body.type, domain)
			})
		} catch (error) {
			if (isUniqueViolation(error)) throw whiteLabelErrors.conflict()
			throw error
		}
		return c.json(await domainsView(db, (await findCompany(db, company.id))!))
	})

	// Verify one domain now (the Verify button).
	app.post(`${BASE}/custom_domains/verify`, async (c) => {
		const { company } = await whiteLabelScope(c)
		const { type } = await readBody(c, TypeBody)
		const found = await verifyOne(deps, lookup, company, type)
		if (!found) {
			const { domain } = domainOf(company, type)
			throw whiteLabelErrors.notVerified(verificationRecord(domain!, await challengeFor(db, company.id, type, domain!)).name)
		}
		return c.json(await domainsView(db, (await findCompany(db, company.id))!))
	})

	// Re-check every domain of the company that is not verified yet; answers the new states.
	app.patch(`${BASE}/custom_domains/verify`, async (c) => {
		const { company } = await whiteLabelScope(c)
		for (const type of DOMAIN_TYPES) {
			const { domain, verified } = domainOf(company, type)
			if (domain && !verified) await verifyOne(deps, lookup, company, type)
		}
		return c.json(await domainsView(db, (await findCompany(db, company.id))!))
	})

	app.post(`${BASE}/custom_domains/reset`, async (c) => {
		const { company } = await whiteLabelScope(c)
		const { type } = await readBody(c, TypeBody)
		await db.transaction(async (tx) => {
			await tx
				.update(companies)
				.set({ ...COLUMNS[type].set(null, false), updatedAt: deps.now() })
				.where(eq(companies.id, company.id))
			await tx
				.delete(customDomainChallenges)
				.where(and(eq(customDomainChallenges.companyId, company.id), eq(customDomainChallenges.type, type)))
		})
		return c.json(await domainsView(db, (await findCompany(db, company.id))!))
	})

	app.get(`${BASE}/graph_api/is_available`, async (c) => {
		const { company } = await whiteLabelScope(c)
		return c.json(graphView(await deliveryOf(db, company.id)))
	})

	app.get(`${BASE}/graph_api/auth_url`, async (c) => {
		const { company } = await whiteLabelScope(c)
		const host = await allowedReturnHost(deps, company, c.req.query('redirectDomain') ?? '')
		if (!host) throw whiteLabelErrors.redirectDomain()
		if ((await deliveryOf(db, company.id))?.smtpEnabledAt) throw whiteLabelErrors.mailConflict()
		// The reference gateway has no Microsoft app: its consent screen is the idp test page.
		if (!hasTestPage(deps, 'idp'))
			throw new ApiError(503, 'graph_not_configured', 'The Office 365 connection is not configured on this server.')
		const id = randomBytes(24).toString('base64url')
		const returnUrl = `${new URL(deps.config.consoleUrl).protocol}//${host}${GRAPH_RETURN_PATH}`
		await db.insert(graphConsents).values({
			id,
			companyId: company.id,
			returnUrl,
			expiresAt: new Date(deps.now().getTime() + GRAPH_CONSENT_TTL_MS),
		})
		return c.json({ authUrl: pagesLink(deps, `/__gateway/graph/consent/${id}`) })
	})

	app.delete(`${BASE}/graph_api/auth_reset`, async (c) => {
		const { company } = await whiteLabelScope(c)
		await db
			.update(mailDelivery)
			.set({ graphConnectedAt: null, graphAccount: null, updatedAt: deps.now() })
			.where(eq(mailDelivery.companyId, company.id))
		return noContent(c)
	})

	app.get(`${BASE}/custom_smtp`, async (c) => {
		const { company } = await whiteLabelScope(c)
		return c.json(smtpView(await deliveryOf(db, company.id)))
	})

	app.put(`${BASE}/custom_smtp`, async (c) => {
		const { company } = await whiteLabelScope(c)
		const body = await readBody(c, SmtpBody)
		const host = normaliseDomain(body.host)
		const problem = domainProblem(host)
		// The gateway connects to this host: no IP literals, no local or private names.
		if (problem) throw validationError([{ field: 'host', message: DOMAIN_MESSAGES[problem] }])
		const now = deps.now()
		const saved = await db.transaction(async (tx) => {
			await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail_delivery:${company.id}`}))`)
			const current = await deliveryOf(tx, company.id)
			if (current?.graphConnectedAt) throw whiteLabelErrors.mailConflict()
			const password = body.password ? body.password : current?.smtpPassword
			if (!password) throw validationError([{ field: 'password', message: 'Field is required' }])
			const values = {
				smtpHost: host,
				smtpPort: body.port,
				smtpUsername: body.username,
				smtpPassword: password,
				smtpFrom: body.fromAddress.toLowerCase(),
				smtpEnabledAt: now,
				updatedAt: now,
			}
			const [row] = await tx
				.insert(mailDelivery)
				.values({ companyId: company.id, ...values })
				.onConflictDoUpdate({ target: mailDelivery.companyId, set: values })
				.returning()
			return row
		})
		return c.json(smtpView(saved))
	})

	app.delete(`${BASE}/custom_smtp`, async (c) => {
		const { company } = await whiteLabelScope(c)
		const now = deps.now()
		await db
			.update(mailDelivery)
			.set({
				smtpHost: null,
				smtpPort: null,
				smtpUsername: null,
				smtpPassword: null,
				smtpFrom: null,
				smtpEnabledAt: null,
				updatedAt: now,
			})
			.where(eq(mailDelivery.companyId, company.id))
		return noContent(c)
	})
}
