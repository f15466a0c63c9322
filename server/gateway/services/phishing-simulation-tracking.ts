import { eq, sql } from 'drizzle-orm'
import { companies, simulationCampaigns, simulationDeliveries, simulationLoginPages, simulationRounds } from '../db/schema.ts'
import { LANDING_CSP, landingKind, landingPageHtml, phishNotFoundHtml, teachingPageHtml } from '../lib/landing-pages.ts'
import type { GatewayDb, Queryable } from '../db/types.ts'
import type { Deps } from '../lib/context.ts'
import type { Context, Hono } from 'hono'

// What a simulation's recipient does with its email (phishing-simulation.ts lists every file): public pages
// and calls under /__gateway/phish/{token}, no session — the delivery's unguessable token (24 random bytes)
// is the only key. Each event is recorded the first time only, with the round's and the campaign's counter in
// the same transaction; a later event implies the earlier ones (a click implies the email was opened, a
// credential entry the click, a report that the email was seen). An archived campaign's link records nothing
// but still answers. Nothing is rate-limited: a request costs one UPDATE and, the first time, two counter UPDATEs.
//
//   GET  /__gateway/phish/{token}/open.gif   the open pixel: opened
//   GET  /__gateway/phish/{token}            the landing page (the campaign's login page): clicked
//   POST /__gateway/phish/{token}            the landing page's form: phished; answers the teaching page
//   POST /__gateway/phish/{token}/report     a report button: reported (JSON, or back to the mailbox message)
//   GET  /__gateway/phish-preview/{loginPageId}  a login page with its form disabled (the create page's preview)

export type SimulationEvent = 'opened' | 'clicked' | 'phished' | 'reported'

const COLUMNS = {
	opened: { at: 'opened_at', count: 'opened_count' },
	clicked: { at: 'clicked_at', count: 'clicked_count' },
	phished: { at: 'phished_at', count: 'phished_count' },
	reported: { at: 'reported_at', count: 'reported_count' },
} as const satisfies Record<SimulationEvent, { at: string; count: string }>

/** The events one request records (what it implies included). */
const IMPLIES: Record<SimulationEvent, SimulationEvent[]> = {
	opened: ['opened'],
	clicked: ['opened', 'clicked'],
	phished: ['opened', 'clicked', 'phished'],
	reported: ['opened', 'reported'],
}

const TOKEN = '[A-Za-z0-9_-]{16,64}'

/** A transparent 1×1 GIF. */
const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (ch) => ch.charCodeAt(0))

/**
 * Records `event` (and what it implies) for the delivery of `token`, each the first time only, and bumps the
 * round's and campaign's counters of what was new. Nothing for an unknown token or an archived campaign.
 * Returns the events newly recorded.
 */
export async function recordSimulationEvent(db: GatewayDb, token: string, event: SimulationEvent, now: Date): Promise<SimulationEvent[]> {
	const events = IMPLIES[event]
	const run = async (tx: Queryable) => {
		const set = sql.join(
			events.map((e) => sql`${sql.raw(COLUMNS[e].at)} = coalesce(d.${sql.raw(COLUMNS[e].at)}, ${now.toISOString()}::timestamptz)`),
			sql`, `,
		)
		const anyNew = sql.join(
			events.map((e) => sql`old.${sql.raw(COLUMNS[e].at)} IS NULL`),
			sql` OR `,
		)
		const returned = sql.join(
			events.map((e) => sql`(old.${sql.raw(COLUMNS[e].at)} IS NULL) AS ${sql.raw(e)}`),
			sql`, `,
		)
		// The row lock makes a second request for the same token wait, then see the first one's times.
		const result = await tx.execute(sql`
			WITH old AS (
				SELECT d.id, d.opened_at, d.clicked_at, d.phished_at, d.reported_at
				FROM ${simulationDeliveries} AS d JOIN ${simulationCampaigns} AS c ON c.id = d.campaign_id
				WHERE d.token = ${token} AND c.status <> 'ARCHIVED'
				FOR UPDATE OF d
			)
			UPDATE ${simulationDeliveries} AS d SET ${set}
			FROM old WHERE d.id = old.id AND (${anyNew})
			RETURNING d.round_id, d.campaign_id, ${returned}`)
		const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows
		if (!row) return []
		const recorded = events.filter((e) => row[e] === true)
		if (recorded.length === 0) return recorded
		const bumps = sql.join(
			recorded.map((e) => sql`${sql.raw(COLUMNS[e].count)} = ${sql.raw(COLUMNS[e].count)} + 1`),
			sql`, `,
		)
		await tx.execute(sql`UPDATE ${simulationRounds} SET ${bumps} WHERE id = ${row.round_id as string}`)
		await tx.execute(sql`UPDATE ${simulationCampaigns} SET ${bumps} WHERE id = ${row.campaign_id as string}`)
		return recorded
	}
	return db.transaction((tx) => run(tx))
}

/** What a token's pages need: its campaign's login page kind and company name; undefined for an unknown token. */
async function deliveryFacts(deps: Deps, token: string) {
	const [row] = await deps.db
		.select({ kind: simulationLoginPages.kind, companyName: companies.name })
		.from(simulationDeliveries)
		.innerJoin(simulationCampaigns, eq(simulationCampaigns.id, simulationDeliveries.campaignId))
		.innerJoin(companies, eq(companies.id, simulationDeliveries.companyId))
		.leftJoin(simulationLoginPages, eq(simulationLoginPages.id, simulationCampaigns.loginPageId))
		.where(eq(simulationDeliveries.token, token))
		.limit(1)
	return row
}

function htmlPage(c: Context, body: string, status: 200 | 404 = 200): Response {
	c.header('Content-Security-Policy', LANDING_CSP)
	c.header('X-Content-Type-Options', 'nosniff')
	c.header('Referrer-Policy', 'no-referrer')
	c.header('Cache-Control', 'no-store')
	c.header('X-Robots-Tag', 'noindex, nofollow')
	return c.html(body, status)
}

export function registerSimulationTrackingRoutes(app: Hono, deps: Deps): void {
	app.get(`/__gateway/phish/:token{${TOKEN}}/open.gif`, async (c) => {
		// A HEAD (a link checker's) records nothing.
		if (c.req.method !== 'HEAD') await recordSimulationEvent(deps.db, c.req.param('token'), 'opened', deps.now())
		return new Response(PIXEL, {
			headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store, max-age=0', 'X-Content-Type-Options': 'nosniff' },
		})
	})

	app.get(`/__gateway/phish/:token{${TOKEN}}`, async (c) => {
		const token = c.req.param('token')
		const facts = await deliveryFacts(deps, token)
		if (!facts) return htmlPage(c, phishNotFoundHtml(), 404)
		if (c.req.method !== 'HEAD') await recordSimulationEvent(deps.db, token, 'clicked', deps.now())
		return htmlPage(c, landingPageHtml(landingKind(facts.kind), `/__gateway/phish/${token}`))
	})

	app.post(`/__gateway/phish/:token{${TOKEN}}`, async (c) => {
		const token = c.req.param('token')
		// What the recipient typed is read (so the request completes) and DISCARDED: never parsed, stored or logged.
		await c.req.arrayBuffer().catch(() => undefined)
		const facts = await deliveryFacts(deps, token)
		if (!facts) return htmlPage(c, phishNotFoundHtml(), 404)
		await recordSimulationEvent(deps.db, token, 'phished', deps.now())
		return htmlPage(c, teachingPageHtml(facts.companyName))
	})

	app.post(`/__gateway/phish/:token{${TOKEN}}/report`, async (c) => {
		const token = c.req.param('token')
		const type = c.req.header('content-type') ?? ''
		const fromForm = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')
		const form = fromForm ? await c.req.parseBody().catch(() => ({}) as Record<string, unknown>) : {}
		const facts = await deliveryFacts(deps, token)
		if (!facts) {
			if (fromForm) return htmlPage(c, phishNotFoundHtml(), 404)
			return c.json({ code: 'not_found', message: 'Not found', details: [{ code: 'not_found', description: 'Not found' }] }, 404)
		}
		await recordSimulationEvent(deps.db, token, 'reported', deps.now())
		// The mailbox test page's button comes back to its message (a same-origin path built from a number only).
		const messageId = typeof form.messageId === 'string' && /^[0-9]{1,18}$/.test(form.messageId) ? form.messageId : null
		if (fromForm && messageId) return c.redirect(`/__gateway/mailbox/${messageId}`, 303)
		return c.json({ reported: true })
	})

	app.get('/__gateway/phish-preview/:loginPageId{[A-Za-z0-9_-]{1,100}}', async (c) => {
		// Login pages are imitations with nothing of a company's in them: the preview is public, and records nothing.
		const [page] = await deps.db
			.select({ kind: simulationLoginPages.kind })
			.from(simulationLoginPages)
			.where(eq(simulationLoginPages.id, c.req.param('loginPageId')))
			.limit(1)
		if (!page) return htmlPage(c, phishNotFoundHtml(), 404)
		return htmlPage(c, landingPageHtml(landingKind(page.kind), null))
	})
}
