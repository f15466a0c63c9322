import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { companies, oneTimeTokens, sessions, users } from '../db/schema.ts'
import { errors } from './http.ts'
import type { TestPage } from '../../shared/gateway-run-config.ts'
import type { PaymentProvider } from '../billing/payment-provider.ts'
import type { WriteCounter } from '../db/open.ts'
import type { GatewayDb, Queryable } from '../db/types.ts'
import type { Mailer } from './mailer.ts'
import type { OneTimeClaims, OneTimeKind, Tokens } from './tokens.ts'
import type { Context } from 'hono'

export type GatewayConfig = {
	/** Signs every token (HS256); without it the secret persisted in the settings table is used. */
	secret?: string
	/** Where the console lives: links in emails and the identity provider's redirects. */
	consoleUrl: string
	/** Where the /__gateway pages are served (embedded: the console's own origin). */
	pagesBaseUrl: string
	/** Deliver outbox emails through this SMTP server. */
	smtpUrl?: string
	/** Sender of outbox emails. */
	mailFrom?: string
	/**
	 * Serve the web mailbox (every email's text, MFA codes and sign-in links included) under
	 * /__gateway/mailbox. Default: on while emails go nowhere else (no smtpUrl), off once they are
	 * delivered by SMTP, so a deployment with real email does not publish its users' messages.
	 */
	mailbox?: boolean
	/**
	 * The test pages that exist (config.ts TEST_PAGES: mailbox, sign-in-links, checkout, dns, idp).
	 * Default: all of them, except the mailbox and its sign-in-link form once emails go out by SMTP
	 * (smtpUrl, unless mailbox says otherwise). `mailbox` true or false adds or removes the mailbox.
	 */
	testPages?: readonly TestPage[]
	/**
	 * Production: the mailbox, its outbox API and the sign-in-link form answer only platform staff
	 * (a bearer token of a support or superadmin user); everyone else gets 401 or 403.
	 */
	staffOnlyTestPages?: boolean
	/**
	 * Takes payments for checkout, the customer portal and bank transfers. Default: the test-mode
	 * provider while the checkout test page is on, else none (payments_not_configured).
	 */
	paymentProvider?: PaymentProvider
	/**
	 * Run the background work: the hourly cleanup of expired rows and the automatic reminders
	 * (default true). False in all but one of the console's workers on one database (server/runtime/).
	 */
	backgroundWork?: boolean
	/**
	 * Where uploaded files live (custom-training videos: services/custom-training.ts), e.g.
	 * `${DATA_DIR}/uploads`, whichever database is used (several gateway instances on one PostgreSQL
	 * need it on a shared volume). Default: a temporary folder of this gateway, removed by close()
	 * (in-memory databases, tests).
	 */
	filesDir?: string
	/** Clock (tests). */
	now?: () => Date
}

export type Deps = {
	db: GatewayDb
	/** The database's write counter where this process is its only client (PGlite): GatewayDatabase.writes. */
	writes?: WriteCounter
	tokens: Tokens
	mailer: Mailer
	payments: PaymentProvider
	/** testPages resolved (createGateway). */
	config: Required<Pick<GatewayConfig, 'consoleUrl' | 'pagesBaseUrl' | 'testPages'>> & GatewayConfig
	now: () => Date
}

export type UserRow = typeof users.$inferSelect
export type CompanyRow = typeof companies.$inferSelect

export type Actor = {
	userId: string
	/** The company the session acts for (the customer company in partner access). */
	companyId: string
	role: string
	sid: string
	/** A partner logged in as a customer company. */
	lac: boolean
	user: UserRow
	company: CompanyRow
}

export const STAFF_ROLES = new Set(['support', 'superadmin'])
export const ADMIN_PANEL_ROLES = new Set(['admin', 'superadmin', 'msp', 'support'])

export function isStaff(actor: Actor): boolean {
	return !actor.lac && STAFF_ROLES.has(actor.role)
}

export function hasTestPage(deps: Pick<Deps, 'config'>, page: TestPage): boolean {
	return deps.config.testPages.includes(page)
}

/**
 * Reads the bearer idToken; a missing, expired, malformed or revoked token is 401 session_expired.
 * A disabled company is refused by companyScope (company-scoped calls), not here: GET /user still
 * answers so the console can show the disabled-company page.
 */
export async function authenticate(c: Context, deps: Deps): Promise<Actor> {
	const header = c.req.header('authorization') ?? ''
	const match = /^Bearer\s+(\S+)$/i.exec(header)
	if (!match) throw errors.sessionExpired()
	const row = await readSession(deps, match[1]!)
	if (!row || row.user.status !== 'ENABLED') throw errors.sessionExpired()
	const actor: Actor = {
		userId: row.user.id,
		companyId: row.session.companyId,
		role: row.session.lac ? 'admin' : row.user.role,
		sid: row.session.id,
		lac: row.session.lac,
		user: row.user,
		company: row.company,
	}
	return actor
}

type SessionRow = { session: typeof sessions.$inferSelect; user: UserRow; company: CompanyRow }

/**
 * Calls with the same token that overlap in time share one verification and one read of the session,
 * user and company rows: a console page makes its gateway calls together, and each would otherwise
 * read them again (about 1.7 ms each on PGlite). Keyed by the token, not the session id, so a call
 * arriving while the first one's signature is still being checked shares too. The statement is
 * prepared once per database.
 *
 * Where this process is the database's only client (PGlite: deps.writes), a read is also kept until
 * the next statement that may write, whatever it writes: the next page's calls then need neither the
 * signature check (about 0.3 ms) nor the statement (about 3 ms with its 90 columns). A logout, a
 * suspension or a role change is a write, so the call after it reads again. Without deps.writes
 * (PostgreSQL, where other workers write) nothing is kept once the read settles.
 */
type SessionReads = {
	inFlight: Map<string, Promise<SessionRow | undefined>>
	query: ReturnType<typeof prepareSessionQuery>
	/** Settled reads by token, all made while deps.writes stood at `writes`. */
	kept: Map<string, KeptSession>
	writes: number
}
type KeptSession = { row: SessionRow; tokenExpiresAt: number }
/** Kept reads are dropped all at once beyond this many signed-in tokens (a bound on memory, not an eviction policy). */
const MAX_KEPT_SESSIONS = 10_000

const sessionReads = new WeakMap<Deps, SessionReads>()

function prepareSessionQuery(db: GatewayDb) {
	return db
		.select({ session: sessions, user: users, company: companies })
		.from(sessions)
		.innerJoin(users, eq(users.id, sessions.userId))
		.innerJoin(companies, eq(companies.id, sessions.companyId))
		.where(and(eq(sessions.id, sql.placeholder('sid')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
		.limit(1)
		.prepare('gateway_session_actor')
}

/** The token's session row with its user and company; undefined for a bad, expired or revoked token. */
function readSession(deps: Deps, token: string): Promise<SessionRow | undefined> {
	let stored = sessionReads.get(deps)
	if (!stored) {
		stored = { inFlight: new Map(), query: prepareSessionQuery(deps.db), kept: new Map(), writes: deps.writes?.count ?? 0 }
		sessionReads.set(deps, stored)
	}
	const reads = stored
	const kept = keptSession(deps, reads, token)
	if (kept) return Promise.resolve(kept)
	const pending = reads.inFlight.get(token)
	if (pending) return pending
	const { inFlight, query } = reads
	const writesAtStart = deps.writes?.count
	const read = (async () => {
		const claims = await deps.tokens.verifyIdToken(token)
		if (!claims) return undefined
		const [found] = await query.execute({ sid: claims.sid, now: deps.now().toISOString() })
		if (!found || found.session.userId !== claims.sub) return undefined
		// Shared by every call until the next write: frozen, so no call can change what another sees.
		const row: SessionRow = Object.freeze({
			session: Object.freeze(found.session),
			user: Object.freeze(found.user),
			company: Object.freeze(found.company),
		})
		if (writesAtStart !== undefined && writesAtStart === deps.writes?.count) {
			if (reads.writes !== writesAtStart || reads.kept.size >= MAX_KEPT_SESSIONS) {
				reads.kept.clear()
				reads.writes = writesAtStart
			}
			reads.kept.set(token, { row, tokenExpiresAt: claims.expiresAt.getTime() })
		}
		return row
	})().finally(() => inFlight.delete(token))
	inFlight.set(token, read)
	return read
}

/** A read kept for this token while nothing was written since, and neither the token nor the session has expired. */
function keptSession(deps: Deps, reads: SessionReads, token: string): SessionRow | undefined {
	if (!deps.writes) return undefined
	if (reads.writes !== deps.writes.count) {
		reads.kept.clear()
		reads.writes = deps.writes.count
		return undefined
	}
	const kept = reads.kept.get(token)
	if (!kept) return undefined
	// As the token check (jose: the wall clock) and the statement (deps.now) would judge them.
	if (kept.tokenExpiresAt <= Date.now() || kept.row.session.expiresAt.getTime() <= deps.now().getTime()) {
		reads.kept.delete(token)
		return undefined
	}
	return kept.row
}

export async function findCompany(q: Queryable, companyId: string): Promise<CompanyRow | undefined> {
	const [company] = await q.select().from(companies).where(eq(companies.id, companyId)).limit(1)
	return company
}

/**
 * Company scope: an admin touches only its own company; a partner its customers (a sub-reseller's
 * customers only with grandchildren access); staff any company. A partner-access session acts as
 * admin of that one customer. `partnerOnly` refuses the company itself (partner-side calls).
 */
export async function companyScope(
	deps: Deps,
	actor: Actor,
	companyId: string,
	options: { partnerOnly?: boolean } = {},
): Promise<CompanyRow> {
	const target = companyId === actor.companyId ? actor.company : await findCompany(deps.db, companyId)
	if (!target) throw errors.companyNotAccessible()
	if (isStaff(actor)) return target
	if (!ADMIN_PANEL_ROLES.has(actor.role)) throw errors.companyNotAccessible()
	let allowed = false
	if (actor.lac) allowed = !options.partnerOnly && target.id === actor.companyId
	else if (target.id === actor.companyId) allowed = !options.partnerOnly
	else allowed = await isPartnerOf(deps.db, actor.company, target)
	if (!allowed) throw errors.companyNotAccessible()
	if (target.isDisabled) throw errors.companyDisabled()
	return target
}

/**
 * What an admin-only call starts with: the signed-in actor, refused with the service's own 403 (each
 * names what only admins may do) unless it has an admin-panel role.
 */
export async function authenticateAdmin(c: Context, deps: Deps, refuse: () => Error): Promise<Actor> {
	const actor = await authenticate(c, deps)
	if (!ADMIN_PANEL_ROLES.has(actor.role)) throw refuse()
	return actor
}

/** An admin and the company of the path, in scope for it (see companyScope). */
export async function adminCompanyScope(
	c: Context,
	deps: Deps,
	companyId: string,
	refuse: () => Error,
): Promise<{ actor: Actor; company: CompanyRow }> {
	const actor = await authenticateAdmin(c, deps, refuse)
	return { actor, company: await companyScope(deps, actor, companyId) }
}

export async function isPartnerOf(q: Queryable, partner: CompanyRow, target: CompanyRow): Promise<boolean> {
	if (!partner.isPartner || !target.parentCompanyId) return false
	if (target.parentCompanyId === partner.id) return true
	if (!partner.isGrandChildrenAccessAllowed) return false
	const parent = await findCompany(q, target.parentCompanyId)
	return !!parent && parent.isPartner && parent.customerType === 'SUBRESELLER' && parent.parentCompanyId === partner.id
}

/** A user id in the path must be the caller's own (staff may name anyone). */
export function assertSelf(actor: Actor, userId: string): void {
	if (userId !== actor.userId && !isStaff(actor)) throw errors.forbidden('You may only do this for your own user.')
}

export async function issueOneTime(
	deps: Deps,
	q: Queryable,
	kind: OneTimeKind,
	claims: { sub: string; cid: string; lac?: boolean },
	ttlSeconds: number,
): Promise<string> {
	const signed = await deps.tokens.signOneTime(kind, claims, ttlSeconds)
	await q.insert(oneTimeTokens).values({
		jti: signed.jti,
		kind,
		userId: claims.sub,
		companyId: claims.cid,
		lac: claims.lac === true,
		expiresAt: signed.expiresAt,
		createdAt: deps.now(),
	})
	return signed.token
}

/** Verifies and burns a one-time token: null when forged, of another kind, expired or used. */
export async function consumeOneTime(deps: Deps, q: Queryable, token: string, kind: OneTimeKind): Promise<OneTimeClaims | null> {
	const claims = await deps.tokens.verifyOneTime(token, [kind])
	if (!claims) return null
	const now = deps.now()
	const burned = await q
		.update(oneTimeTokens)
		.set({ usedAt: now })
		.where(
			and(eq(oneTimeTokens.jti, claims.jti), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)),
		)
		.returning({ jti: oneTimeTokens.jti })
	return burned.length === 1 ? claims : null
}

export function isUniqueViolation(error: unknown): boolean {
	for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
		if (typeof e === 'object' && (e as { code?: unknown }).code === '23505') return true
		e = (e as { cause?: unknown }).cause
	}
	return false
}

export function consoleLink(deps: Deps, path: string, query: Record<string, string | undefined> = {}): string {
	const url = new URL(path.replace(/^\/+/, ''), deps.config.consoleUrl.replace(/\/?$/, '/'))
	for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value)
	return url.toString()
}

/** Only the pages' base address is read (the background round passes just that). */
export type PagesBase = { config: Pick<Deps['config'], 'pagesBaseUrl'> }

export function pagesLink(deps: PagesBase, path: string, query: Record<string, string> = {}): string {
	const url = new URL(path.replace(/^\/+/, ''), deps.config.pagesBaseUrl.replace(/\/?$/, '/'))
	for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
	return url.toString()
}
