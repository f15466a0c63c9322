import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { ReportFilterQuery } from '#app/gateway/phishing-simulation-reports.server.ts'
import * as s from '#server/gateway/db/schema.ts'
import type { GatewayDb } from '#server/gateway/db/types.ts'
import { hashPassword } from '#server/gateway/lib/passwords.ts'
import { seededRandom } from '#server/gateway/lib/seeded-random.ts'
import { DEMO_PASSWORD, POSTGRES_URL, type TestGateway, usePostgresGateway, useTestGateway } from '#tests/fixtures/gateway.ts'

// The simulation reports read rollups kept by a trigger on simulation_deliveries (migration 0031: report
// cells, per-recipient and per-department-recipient stats) wherever they answer exactly, and the
// deliveries otherwise (services/phishing-simulation-reports.ts). Here every tab, under each kind of
// filter and their combinations, is compared with the same report worked out in this file from the raw
// deliveries of a generated company (users who change department between rounds, overlapping groups,
// unsent emails, events in every combination) — before and after writes the trigger must follow: an
// event through the tracking page, a department deleted (its deliveries' department becomes none), a
// user deleted.

const C = 'cmp_ru'
const A = 'sim_ru_a' // three rounds
const B = 'sim_ru_b' // one round, archived
const ROUND_STARTS: Record<string, string> = {
	rnd_ru_a1: '2026-01-12T09:00:00Z',
	rnd_ru_a2: '2026-04-13T09:00:00Z',
	rnd_ru_a3: '2026-07-13T09:00:00Z',
	rnd_ru_b1: '2026-02-16T09:00:00Z',
}
const ROUNDS = [
	{ id: 'rnd_ru_a1', campaignId: A, roundNumber: 1 },
	{ id: 'rnd_ru_a2', campaignId: A, roundNumber: 2 },
	{ id: 'rnd_ru_a3', campaignId: A, roundNumber: 3 },
	{ id: 'rnd_ru_b1', campaignId: B, roundNumber: 1 },
]
const DEPARTMENTS = ['dep_ru_1', 'dep_ru_2', 'dep_ru_3']
const GROUPS = ['grp_ru_1', 'grp_ru_2']
const USERS = Array.from({ length: 14 }, (_, i) => `u_ru_${i + 1}`)
const EVENTS = ['sent', 'opened', 'clicked', 'phished', 'reported'] as const
type Event = (typeof EVENTS)[number]

type Delivery = {
	campaignId: string
	roundId: string
	userId: string
	departmentId: string | null
	templateId: string
	token: string
	sentAt: Date | null
	openedAt: Date | null
	clickedAt: Date | null
	phishedAt: Date | null
	reportedAt: Date | null
}
const column = { sent: 'sentAt', opened: 'openedAt', clicked: 'clickedAt', phished: 'phishedAt', reported: 'reportedAt' } as const
const has = (d: Delivery, e: Event) => d[column[e]] !== null

let templates: string[] = []

/** The generated company: deterministic (seeded), the same on PGlite and PostgreSQL. */
async function seedCompany(db: GatewayDb) {
	const random = seededRandom(20261207)
	const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
	templates = (
		await db
			.select({ id: s.exerciseTemplates.id })
			.from(s.exerciseTemplates)
			.where(eq(s.exerciseTemplates.layoutType, 'EMAIL'))
			.orderBy(s.exerciseTemplates.id)
			.limit(3)
	).map((t) => t.id)
	await db.insert(s.companies).values({ id: C, name: 'Rollup Corp', slug: 'rollup-corp', apiKey: 'ru', ownerId: 'u_ru_admin' })
	await db.insert(s.departments).values(DEPARTMENTS.map((id, i) => ({ id, companyId: C, name: `Department ${i + 1}` })))
	await db.insert(s.groups).values(GROUPS.map((id, i) => ({ id, companyId: C, name: `Group ${i + 1}` })))
	const passwordHash = await hashPassword(DEMO_PASSWORD, 1024)
	await db.insert(s.users).values([
		{ id: 'u_ru_admin', companyId: C, email: 'admin@rollup-corp.test', name: 'Ada', lastName: 'Admin', role: 'admin', passwordHash },
		...USERS.map((id, i) => ({
			id,
			companyId: C,
			email: `user${i + 1}@rollup-corp.test`,
			name: `User${String(i + 1).padStart(2, '0')}`,
			lastName: 'Roll',
			role: 'user',
			departmentId: DEPARTMENTS[i % 3]!,
		})),
	])
	// Group 1: every other user; group 2: every third (some in both, some in none).
	await db
		.insert(s.userGroups)
		.values([
			...USERS.filter((_, i) => i % 2 === 0).map((userId) => ({ userId, groupId: GROUPS[0]! })),
			...USERS.filter((_, i) => i % 3 === 0).map((userId) => ({ userId, groupId: GROUPS[1]! })),
		])
	await db.insert(s.simulationCampaigns).values([
		{
			id: A,
			companyId: C,
			name: 'Quarterly',
			status: 'IN_PROGRESS',
			frequency: 'quarterly',
			startedAt: new Date(ROUND_STARTS.rnd_ru_a1!),
			currentRound: 3,
		},
		{
			id: B,
			companyId: C,
			name: 'Invoice',
			status: 'ARCHIVED',
			frequency: 'once',
			startedAt: new Date(ROUND_STARTS.rnd_ru_b1!),
			currentRound: 1,
		},
	])
	await db.insert(s.simulationRounds).values(
		ROUNDS.map((r) => {
			const start = new Date(ROUND_STARTS[r.id]!)
			return {
				...r,
				startsAt: start,
				sendUntil: new Date(start.getTime() + 2 * 86_400_000),
				endsAt: new Date(start.getTime() + 80 * 86_400_000),
			}
		}),
	)
	const rows: Delivery[] = []
	for (const round of ROUNDS) {
		const start = Date.parse(ROUND_STARTS[round.id]!)
		for (const [i, userId] of USERS.entries()) {
			if (random() < 0.1) continue // not a recipient of this round
			// A few users are in another department in some rounds (the department at the round's start).
			const departmentId = random() < 0.2 ? pick(DEPARTMENTS) : DEPARTMENTS[i % 3]!
			// Sent over two days (so a round spans two sent days); some not sent.
			const sentAt = random() < 0.12 ? null : new Date(start + Math.floor(random() * 2 * 86_400_000))
			const later = (p: number) =>
				sentAt && random() < p ? new Date(sentAt.getTime() + Math.floor(random() * 6 * 3_600_000) + 1000) : null
			rows.push({
				campaignId: round.campaignId,
				roundId: round.id,
				userId,
				departmentId,
				templateId: pick(templates),
				token: `tok_ru_${round.id}_${userId}`,
				sentAt,
				openedAt: later(0.7),
				clickedAt: later(0.45),
				phishedAt: later(0.25),
				reportedAt: later(0.35),
			})
		}
	}
	await db.insert(s.simulationDeliveries).values(rows.map((r) => ({ ...r, companyId: C, scheduledAt: new Date(ROUND_STARTS[r.roundId]!) })))
}

// ─── The reference: the reports worked out from the raw deliveries ──────────

type Filters = ReportFilterQuery
const CAMPAIGN_STARTS: Record<string, string> = { [A]: ROUND_STARTS.rnd_ru_a1!, [B]: ROUND_STARTS.rnd_ru_b1! }
type Scope = 'campaign' | 'summary'

async function loadFacts(db: GatewayDb) {
	const deliveries = (await db.select().from(s.simulationDeliveries).where(eq(s.simulationDeliveries.companyId, C))) as Delivery[]
	const memberships = await db.select().from(s.userGroups)
	const departmentIds = new Set(
		(await db.select({ id: s.departments.id }).from(s.departments).where(eq(s.departments.companyId, C))).map((d) => d.id),
	)
	const groupsOf = new Map<string, string[]>()
	for (const m of memberships) groupsOf.set(m.userId, [...(groupsOf.get(m.userId) ?? []), m.groupId])
	return { deliveries, groupsOf, departmentIds }
}
type Facts = Awaited<ReturnType<typeof loadFacts>>

const roundNumber = (roundId: string) => ROUNDS.find((r) => r.id === roundId)!.roundNumber
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`)

function kept(facts: Facts, scope: Scope, f: Filters, withEvents = true): Delivery[] {
	return facts.deliveries.filter((d) => {
		if (scope === 'campaign' && d.campaignId !== A) return false
		if (scope === 'campaign' && f.rounds?.length && !f.rounds.includes(roundNumber(d.roundId))) return false
		const started = Date.parse(CAMPAIGN_STARTS[d.campaignId]!)
		if (f.campaignStartFrom && started < dayStart(f.campaignStartFrom)) return false
		if (f.campaignStartTo && started >= dayStart(f.campaignStartTo) + 86_400_000) return false
		if (f.dateFrom && !(d.sentAt && d.sentAt.getTime() >= dayStart(f.dateFrom))) return false
		if (f.dateTo && !(d.sentAt && d.sentAt.getTime() < dayStart(f.dateTo) + 86_400_000)) return false
		if (f.departments?.length && !f.departments.includes(d.departmentId ?? '')) return false
		if (f.groups?.length && !(facts.groupsOf.get(d.userId) ?? []).some((g) => f.groups!.includes(g))) return false
		if (withEvents && f.events?.length && !f.events.some((e) => has(d, e))) return false
		return true
	})
}

const countsOf = (rows: Delivery[]) =>
	Object.fromEntries(EVENTS.map((e) => [e, rows.filter((d) => has(d, e)).length])) as Record<Event, number>
const distinctUsers = (rows: Delivery[]) => new Set(rows.map((d) => d.userId)).size

function groupBy(rows: Delivery[], keys: (d: Delivery) => string[]) {
	const map = new Map<string, Delivery[]>()
	for (const d of rows) for (const key of keys(d)) map.set(key, [...(map.get(key) ?? []), d])
	return map
}

function expected(facts: Facts, scope: Scope, tab: string, f: Filters): Record<string, unknown> {
	const rows = kept(facts, scope, f)
	if (tab === 'overview') {
		const seconds = rows.filter((d) => d.sentAt && d.reportedAt).map((d) => (d.reportedAt!.getTime() - d.sentAt!.getTime()) / 1000)
		seconds.sort((a, b) => a - b)
		const middle = seconds.length / 2
		const median =
			seconds.length === 0 ? null : seconds.length % 2 ? seconds[Math.floor(middle)]! : (seconds[middle - 1]! + seconds[middle]!) / 2
		const clicks = groupBy(
			rows.filter((d) => has(d, 'clicked')),
			(d) => [d.userId],
		)
		return {
			funnel: countsOf(rows),
			recipients: distinctUsers(rows),
			repeatClickers: [...clicks.values()].filter((list) => list.length >= 2).length,
			median: median === null ? null : Math.round(median),
			average: seconds.length === 0 ? null : Math.round(seconds.reduce((a, b) => a + b, 0) / seconds.length),
		}
	}
	if (tab === 'recipients') {
		const all = groupBy(kept(facts, scope, f, false), (d) => [d.userId])
		const result: Record<string, unknown> = {}
		for (const [userId, list] of all) {
			if (f.events?.length && !list.some((d) => f.events!.some((e) => has(d, e)))) continue
			result[userId] = countsOf(list)
		}
		return result
	}
	const keyOf: Record<string, (d: Delivery) => string[]> = {
		templates: (d) => [d.templateId],
		departments: (d) => (d.departmentId && facts.departmentIds.has(d.departmentId) ? [d.departmentId] : []),
		groups: (d) => (facts.groupsOf.get(d.userId) ?? []).filter((g) => !f.groups?.length || f.groups.includes(g)),
		rounds: (d) => [String(roundNumber(d.roundId))],
		campaigns: (d) => [d.campaignId],
	}
	const result: Record<string, unknown> = {}
	for (const [key, list] of groupBy(rows, keyOf[tab]!)) {
		result[key] =
			tab === 'templates' ? countsOf(list) : { ...countsOf(list), recipients: tab === 'rounds' ? list.length : distinctUsers(list) }
	}
	return result
}

// ─── The gateway's answers, in the reference's shape ─────────────────────────

async function actual(t: TestGateway, token: string, scope: Scope, tab: string, f: Filters): Promise<Record<string, unknown>> {
	const query: Record<string, string> = { pageSize: '100' }
	const params = new URLSearchParams()
	for (const [key, value] of Object.entries(f)) for (const v of [value].flat()) params.append(key, String(v))
	for (const [key, value] of Object.entries(query)) params.set(key, value)
	const base = scope === 'campaign' ? `/phishing/api/v3/company/${C}/campaign/${A}/report` : `/phishing/api/v3/company/${C}/reports/summary`
	const reply = await t.call('GET', `${base}/${tab}?${params}`, { token })
	expect(reply.status, `${scope} ${tab} ${JSON.stringify(f)}: ${reply.text.slice(0, 300)}`).toBe(200)
	const body = reply.body
	const counts = (r: Record<string, number>) => Object.fromEntries(EVENTS.map((e) => [e, r[e]]))
	if (tab === 'overview') {
		return {
			funnel: body.funnel,
			recipients: body.recipients,
			repeatClickers: body.repeatClickers,
			median: body.medianTimeToReportSeconds,
			average: body.averageTimeToReportSeconds,
		}
	}
	expect(body.rows.length, 'one page holds every row').toBe(body.pageInfo.totalCount)
	const keyName = {
		recipients: 'userId',
		templates: 'templateId',
		departments: 'departmentId',
		groups: 'groupId',
		rounds: 'roundNumber',
		campaigns: 'campaignId',
	}[tab]!
	return Object.fromEntries(
		body.rows.map((r: Record<string, number>) => [
			String(r[keyName]),
			tab === 'recipients' || tab === 'templates' ? counts(r) : { ...counts(r), recipients: r.recipients },
		]),
	)
}

const CAMPAIGN_FILTERS: Filters[] = [
	{},
	{ events: ['clicked'] },
	{ events: ['reported', 'phished'] },
	{ events: ['opened'] },
	{ departments: ['dep_ru_2'] },
	{ departments: ['dep_ru_1', 'dep_ru_3'], events: ['reported'] },
	{ groups: ['grp_ru_1'] },
	{ groups: ['grp_ru_2'], events: ['clicked'] },
	{ rounds: [2] },
	{ rounds: [1, 3] },
	{ rounds: [2], events: ['phished'], departments: ['dep_ru_1'] },
	{ dateFrom: '2026-04-13', dateTo: '2026-04-13' }, // the first of round 2's two sending days
	{ dateFrom: '2026-04-01', dateTo: '2026-04-30' }, // round 2
	{ dateFrom: '2026-01-01', dateTo: '2026-05-01' }, // rounds 1 and 2
	{ dateFrom: '2026-04-01', dateTo: '2026-04-30', groups: ['grp_ru_1'], events: ['opened'] },
	{ groups: ['grp_ru_1', 'grp_ru_2'] },
	{ groups: ['grp_ru_2'], rounds: [3] },
	{ groups: ['grp_ru_1'], dateFrom: '2026-01-12', dateTo: '2026-01-12', events: ['sent'] },
	{ groups: ['grp_ru_1', 'grp_ru_2'], dateFrom: '2026-01-01', dateTo: '2026-12-31' },
	{ groups: ['grp_ru_2'], departments: ['dep_ru_1'] },
]
const SUMMARY_FILTERS: Filters[] = [
	{},
	{ events: ['clicked'] },
	{ departments: ['dep_ru_3'] },
	{ groups: ['grp_ru_2'] },
	{ dateFrom: '2026-02-01', dateTo: '2026-02-28' }, // campaign B's round only
	{ dateFrom: '2026-01-01', dateTo: '2026-03-01' }, // A's round 1 and B's round
	{ campaignStartFrom: '2026-02-01', campaignStartTo: '2026-12-31' }, // campaign B only
	{ campaignStartFrom: '2026-01-01', campaignStartTo: '2026-12-31', events: ['reported'], groups: ['grp_ru_1'] },
	{ groups: ['grp_ru_1'], events: ['phished'] },
	{ groups: ['grp_ru_1', 'grp_ru_2'], events: ['clicked', 'reported'] },
]

/** The dashboard's periods (spec 2 §3): one round's emails, several rounds' of two campaigns, one sending day. */
const DASHBOARD_PERIODS = [
	{ dateFrom: '2026-02-01', dateTo: '2026-02-28' }, // campaign B's round only
	{ dateFrom: '2026-01-01', dateTo: '2026-03-01' }, // A's round 1 and B's round
	{ dateFrom: '2026-04-13', dateTo: '2026-04-13' }, // the first of round 2's two sending days
	{ dateFrom: '2026-01-01', dateTo: '2026-12-31' }, // every round
]

/** The dashboard over a period from the raw deliveries: the recipients sent an email in it, by what they did. */
function expectedDashboard(facts: Facts, period: { dateFrom: string; dateTo: string }) {
	const rows = facts.deliveries.filter(
		(d) => d.sentAt && d.sentAt.getTime() >= dayStart(period.dateFrom) && d.sentAt.getTime() < dayStart(period.dateTo) + 86_400_000,
	)
	const people = { total: 0, engaged: 0, reported: 0, phishedAndReported: 0, phishedWithoutReporting: 0 }
	for (const list of groupBy(rows, (d) => [d.userId]).values()) {
		const did = (e: Event) => list.some((d) => has(d, e))
		people.total++
		if (did('opened') || did('clicked') || did('phished') || did('reported')) people.engaged++
		if (did('reported')) people.reported++
		if (did('phished') && did('reported')) people.phishedAndReported++
		if (did('phished') && !did('reported')) people.phishedWithoutReporting++
	}
	return { ...people, campaigns: new Set(rows.map((d) => d.campaignId)).size }
}

async function actualDashboard(t: TestGateway, token: string, period: { dateFrom: string; dateTo: string }) {
	const reply = await t.call('GET', `/phishing/api/v3/company/${C}/dashboard/report?${new URLSearchParams(period)}`, { token })
	expect(reply.status).toBe(200)
	const b = reply.body
	return {
		total: b.recipientsTotal.count,
		engaged: b.recipientsEngaged.count,
		reported: b.reported.count,
		phishedAndReported: b.phishedAndReported.count,
		phishedWithoutReporting: b.phishedWithoutReporting.count,
		campaigns: b.campaignsNumber.count,
	}
}

async function compareEverything(t: TestGateway, token: string, db: GatewayDb) {
	const facts = await loadFacts(db)
	for (const period of DASHBOARD_PERIODS) {
		expect(await actualDashboard(t, token, period), `dashboard ${JSON.stringify(period)}`).toEqual(expectedDashboard(facts, period))
	}
	for (const f of CAMPAIGN_FILTERS) {
		for (const tab of ['overview', 'recipients', 'templates', 'departments', 'groups', 'rounds']) {
			expect(await actual(t, token, 'campaign', tab, f), `campaign ${tab} ${JSON.stringify(f)}`).toEqual(
				expected(facts, 'campaign', tab, f),
			)
		}
	}
	for (const f of SUMMARY_FILTERS) {
		for (const tab of ['overview', 'recipients', 'templates', 'departments', 'groups', 'campaigns']) {
			expect(await actual(t, token, 'summary', tab, f), `summary ${tab} ${JSON.stringify(f)}`).toEqual(expected(facts, 'summary', tab, f))
		}
	}
}

/**
 * The recipients tab in pages of 4 under several sorts: every recipient once, in the order of the sort's
 * value (nulls last descending, first ascending), ties by name.
 */
async function comparePagedRecipients(t: TestGateway, token: string, db: GatewayDb) {
	const facts = await loadFacts(db)
	const base = `/phishing/api/v3/company/${C}/campaign/${A}/report/recipients`
	for (const f of [
		{},
		{ rounds: [2] },
		{ dateFrom: '2026-04-01', dateTo: '2026-04-30' },
		{ events: ['clicked'] },
		{ departments: ['dep_ru_1'] },
	] as Filters[]) {
		const expectedIds = Object.keys(expected(facts, 'campaign', 'recipients', f)).sort()
		for (const [orderBy, order] of [
			['phished', undefined],
			['clickRate', 'asc'],
			['opened', 'desc'],
			['lastEventAt', 'desc'],
			['sent', 'asc'],
			['reportRate', 'desc'],
		] as const) {
			const seen: Array<Record<string, unknown>> = []
			for (let pageNumber = 0; pageNumber < 10; pageNumber++) {
				const params = new URLSearchParams({ pageSize: '4', pageNumber: String(pageNumber), orderBy, ...(order ? { order } : {}) })
				for (const [key, value] of Object.entries(f)) for (const v of [value].flat()) params.append(key, String(v))
				const reply = await t.call('GET', `${base}?${params}`, { token })
				expect(reply.status).toBe(200)
				expect(reply.body.pageInfo.totalCount).toBe(expectedIds.length)
				seen.push(...reply.body.rows)
				if (reply.body.rows.length < 4) break
			}
			const label = `${orderBy} ${order ?? 'desc'} ${JSON.stringify(f)}`
			expect(seen.map((r) => r.userId).sort(), label).toEqual(expectedIds)
			const asc = order === 'asc'
			const key = (r: Record<string, unknown>) =>
				r[orderBy] === null ? null : orderBy === 'lastEventAt' ? Date.parse(String(r[orderBy])) : Number(r[orderBy])
			for (let i = 1; i < seen.length; i++) {
				const [a, b] = [key(seen[i - 1]!), key(seen[i]!)]
				const inOrder =
					a === b
						? String(seen[i - 1]!.name).localeCompare(String(seen[i]!.name)) < 0
						: asc
							? a === null || (b !== null && a < b)
							: b === null || (a !== null && a > b)
				expect(inOrder, `${label}: ${JSON.stringify(seen[i - 1])} before ${JSON.stringify(seen[i])}`).toBe(true)
			}
		}
	}
}

/** The rollups hold what a recount of the deliveries gives (rows of zero deliveries aside). */
async function expectRollupsMatchDeliveries(db: GatewayDb) {
	const rows = async (statement: string) => ((await db.execute(sql.raw(statement))) as unknown as { rows: unknown[] }).rows
	const cells = `SELECT campaign_id, round_id, template_id, department_id, (sent_at AT TIME ZONE 'UTC')::date AS sent_on,
		((sent_at IS NOT NULL)::int + 2 * (opened_at IS NOT NULL)::int + 4 * (clicked_at IS NOT NULL)::int + 8 * (phished_at IS NOT NULL)::int
			+ 16 * (reported_at IS NOT NULL)::int) AS events, count(*)::int AS deliveries,
		round(coalesce(sum(extract(epoch FROM reported_at - sent_at)), 0))::int AS seconds
		FROM simulation_deliveries WHERE company_id = '${C}' GROUP BY 1, 2, 3, 4, 5, 6`
	const stored = `SELECT k.campaign_id, k.round_id, k.template_id, k.department_id, k.sent_on, k.events::int AS events, k.deliveries,
		round(k.report_seconds)::int AS seconds FROM simulation_report_cells k JOIN simulation_campaigns c ON c.id = k.campaign_id
		WHERE c.company_id = '${C}' AND k.deliveries <> 0`
	const order = ' ORDER BY 1, 2, 3, 4 NULLS FIRST, 5 NULLS FIRST, 6'
	expect(await rows(stored + order)).toEqual(await rows(cells + order))
	const perUser = (
		keys: string,
	) => `SELECT ${keys}, count(*)::int AS deliveries, count(sent_at)::int AS sent, count(opened_at)::int AS opened,
		count(clicked_at)::int AS clicked, count(phished_at)::int AS phished, count(reported_at)::int AS reported
		FROM simulation_deliveries WHERE company_id = '${C}' GROUP BY ${keys} ORDER BY ${keys}`
	expect(
		await rows(`SELECT s.campaign_id, s.user_id, s.deliveries, s.sent, s.opened, s.clicked, s.phished, s.reported
			FROM simulation_recipient_stats s JOIN simulation_campaigns c ON c.id = s.campaign_id
			WHERE c.company_id = '${C}' AND s.deliveries <> 0 ORDER BY s.campaign_id, s.user_id`),
	).toEqual(await rows(perUser('campaign_id, user_id')))
	expect(
		await rows(`SELECT company_id, user_id, deliveries, sent, opened, clicked, phished, reported FROM simulation_company_recipient_stats
			WHERE company_id = '${C}' AND deliveries <> 0 ORDER BY company_id, user_id`),
	).toEqual(await rows(perUser('company_id, user_id')))
	expect(
		await rows(`SELECT s.campaign_id, s.department_id, s.user_id, s.deliveries, s.sent, s.opened, s.clicked, s.phished, s.reported
			FROM simulation_department_recipients s JOIN simulation_campaigns c ON c.id = s.campaign_id
			WHERE c.company_id = '${C}' AND s.deliveries <> 0 ORDER BY s.campaign_id, s.department_id, s.user_id`),
	).toEqual(await rows(perUser('campaign_id, department_id, user_id')))
	// Per group: the deliveries of its members now, and its members per event set (a recipient's deliveries together).
	expect(
		await rows(`SELECT k.campaign_id, k.round_id, k.template_id, k.group_id, k.sent_on, k.events::int AS events, k.deliveries,
			round(k.report_seconds)::int AS seconds FROM simulation_group_cells k JOIN simulation_campaigns c ON c.id = k.campaign_id
			WHERE c.company_id = '${C}' AND k.deliveries <> 0 ORDER BY 1, 2, 3, 4, 5 NULLS FIRST, 6`),
	).toEqual(
		await rows(`SELECT d.campaign_id, d.round_id, d.template_id, ug.group_id, (d.sent_at AT TIME ZONE 'UTC')::date AS sent_on,
			simulation_event_set(d.sent_at, d.opened_at, d.clicked_at, d.phished_at, d.reported_at)::int AS events, count(*)::int AS deliveries,
			round(coalesce(sum(extract(epoch FROM d.reported_at - d.sent_at)), 0))::int AS seconds
			FROM simulation_deliveries d JOIN user_groups ug ON ug.user_id = d.user_id WHERE d.company_id = '${C}'
			GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5 NULLS FIRST, 6`),
	)
	// A recipient's event set: their deliveries' together, and 32 for two clicks or more.
	const setPerUser = (key: string) => `SELECT ${key} AS key, user_id, (bit_or(simulation_event_set(sent_at, opened_at, clicked_at,
		phished_at, reported_at)) + 32 * (count(clicked_at) >= 2)::int)::int AS events
		FROM simulation_deliveries WHERE company_id = '${C}' GROUP BY 1, 2`
	for (const [table, key] of [
		['simulation_group_recipients', 'campaign_id'],
		['simulation_company_group_recipients', 'company_id'],
	] as const) {
		// Each group's members, and group '' (every recipient).
		const stored = `SELECT gr.${key} AS key, gr.group_id, gr.events::int AS events, gr.recipients FROM ${table} gr
			WHERE gr.recipients <> 0 AND (gr.group_id LIKE 'grp_ru_%' OR gr.group_id = '')
				AND gr.${key} IN (SELECT ${key} FROM simulation_deliveries WHERE company_id = '${C}') ORDER BY 1, 2, 3`
		const recount = `SELECT u.key, ug.group_id, u.events, count(*)::int AS recipients FROM (${setPerUser(key)}) u
				JOIN user_groups ug ON ug.user_id = u.user_id GROUP BY 1, 2, 3
			UNION ALL SELECT u.key, '', u.events, count(*)::int FROM (${setPerUser(key)}) u GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`
		expect(await rows(stored), table).toEqual(await rows(recount))
	}
	// Per company: recipients per department and their stats, and per department and event set.
	expect(
		await rows(`SELECT company_id, department_id, user_id, deliveries, sent, opened, clicked, phished, reported
			FROM simulation_company_department_recipients WHERE company_id = '${C}' AND deliveries <> 0 ORDER BY 1, 2, 3`),
	).toEqual(await rows(perUser('company_id, department_id, user_id')))
	expect(
		await rows(`SELECT department_id, events::int AS events, recipients FROM simulation_company_department_counts
			WHERE company_id = '${C}' AND recipients <> 0 ORDER BY 1 NULLS FIRST, 2`),
	).toEqual(
		await rows(`SELECT u.department_id, u.events, count(*)::int AS recipients FROM (
				SELECT department_id, user_id, (bit_or(simulation_event_set(sent_at, opened_at, clicked_at, phished_at, reported_at))
					+ 32 * (count(clicked_at) >= 2)::int)::int AS events
				FROM simulation_deliveries WHERE company_id = '${C}' GROUP BY 1, 2
			) u GROUP BY 1, 2 ORDER BY 1 NULLS FIRST, 2`),
	)
	// A campaign's recipients per department (at the round's start) and event set.
	expect(
		await rows(`SELECT dc.campaign_id, dc.department_id, dc.events::int AS events, dc.recipients FROM simulation_department_counts dc
			JOIN simulation_campaigns c ON c.id = dc.campaign_id WHERE c.company_id = '${C}' AND dc.recipients <> 0 ORDER BY 1, 2 NULLS FIRST, 3`),
	).toEqual(
		await rows(`SELECT u.campaign_id, u.department_id, u.events, count(*)::int AS recipients FROM (
				SELECT campaign_id, department_id, user_id, (bit_or(simulation_event_set(sent_at, opened_at, clicked_at, phished_at, reported_at))
					+ 32 * (count(clicked_at) >= 2)::int)::int AS events
				FROM simulation_deliveries WHERE company_id = '${C}' GROUP BY 1, 2, 3
			) u GROUP BY 1, 2, 3 ORDER BY 1, 2 NULLS FIRST, 3`),
	)
}

/**
 * The writes the triggers must follow: a click through the tracking page, a report, a department deleted,
 * a user deleted, members joining and leaving groups, a group deleted.
 */
async function writeAndCompare(t: TestGateway, token: string, db: GatewayDb) {
	const found = (await db.execute(
		sql.raw(`SELECT token FROM simulation_deliveries WHERE campaign_id = '${A}' AND sent_at IS NOT NULL AND clicked_at IS NULL
			AND reported_at IS NULL ORDER BY token LIMIT 1`),
	)) as unknown as { rows: Array<{ token: string }> }
	const untouched = found.rows[0]
	expect(untouched, 'a sent delivery with no click yet').toBeTruthy()
	const landing = await t.gateway.fetch(new Request(`http://gateway.internal/__gateway/phish/${untouched!.token}`))
	expect(landing.status).toBe(200)
	await db.execute(sql`UPDATE simulation_deliveries SET reported_at = sent_at + interval '2 hours' WHERE token = ${untouched!.token}`)
	await db.delete(s.departments).where(eq(s.departments.id, 'dep_ru_2'))
	await db.delete(s.users).where(eq(s.users.id, USERS[4]!))
	// Membership: two users join group 2, one leaves group 1; a third group is made, filled and deleted.
	await db.insert(s.userGroups).values([
		{ userId: USERS[1]!, groupId: GROUPS[1]! },
		{ userId: USERS[5]!, groupId: GROUPS[1]! },
	])
	await db.delete(s.userGroups).where(sql`${s.userGroups.userId} = ${USERS[2]!} AND ${s.userGroups.groupId} = ${GROUPS[0]!}`)
	await db.insert(s.groups).values({ id: 'grp_ru_3', companyId: C, name: 'Group 3' })
	await db.insert(s.userGroups).values(USERS.slice(6, 10).map((userId) => ({ userId, groupId: 'grp_ru_3' })))
	await db.delete(s.groups).where(eq(s.groups.id, 'grp_ru_3'))
	await expectRollupsMatchDeliveries(db)
	await compareEverything(t, token, db)
}

describe('the simulation reports from the rollups equal the reports from the deliveries', () => {
	const { t } = useTestGateway()
	let token = ''

	test('every tab under every kind of filter (PGlite)', async () => {
		await seedCompany(t.database.db)
		token = await t.signIn('admin@rollup-corp.test')
		await expectRollupsMatchDeliveries(t.database.db)
		await compareEverything(t, token, t.database.db)
		await comparePagedRecipients(t, token, t.database.db)
	}, 60_000)

	test('after a tracked click, a report, deletions and group membership changes', async () => {
		await writeAndCompare(t, token, t.database.db)
	}, 60_000)
})

describe.skipIf(!POSTGRES_URL)('on PostgreSQL (TEST_DATABASE_URL)', () => {
	let pg: TestGateway
	usePostgresGateway('sim_rollups', async (gateway) => {
		pg = gateway
		await seedCompany(gateway.database.db)
	})

	test('the same comparisons, before and after the writes', async () => {
		const token = await pg.signIn('admin@rollup-corp.test')
		await expectRollupsMatchDeliveries(pg.database.db)
		await compareEverything(pg, token, pg.database.db)
		await comparePagedRecipients(pg, token, pg.database.db)
		await writeAndCompare(pg, token, pg.database.db)
	}, 120_000)
})
