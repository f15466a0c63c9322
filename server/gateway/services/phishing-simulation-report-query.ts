import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
	EVENT_TYPES,
	type EventType,
	MAX_RANGE_DAYS,
	REPORT_DEFAULT_PAGE_SIZE,
	REPORT_DEFAULT_SORT,
	REPORT_ORDER_BY,
	REPORT_ROUNDS_AND_DATES_MESSAGE,
	type ReportListTab,
} from '../../shared/phishing-simulation.ts'
import { validationError } from '../lib/http.ts'
import { escapeLike, intParam, searchText } from './directory-shared.ts'
import type { Queryable } from '../db/types.ts'

// The SQL of the simulation reports (phishing-simulation-reports.ts serves it): the query string, the
// deliveries a report counts (scope + filters), and each tab's aggregate. Everything is counted in the
// database over simulation_deliveries (one row per recipient and round, the first time of each event),
// so a company of 100,000 recipients never comes into memory; only a page of rows (or a CSV batch) does.
// Raw SQL through drizzle's sql template: values are always bound parameters, identifiers are fixed.

const DATE = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 24 * 60 * 60 * 1000

const idList = z.array(z.string().trim().min(1).max(200)).max(1000).optional().default([])
const isoDate = z
	.string()
	.optional()
	.transform((v, ctx) => {
		if (v === undefined || v === '') return null
		const time = Date.parse(`${v}T00:00:00Z`)
		if (!DATE.test(v) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== v) {
			ctx.addIssue({ code: 'custom', message: 'The date must be valid' })
			return z.NEVER
		}
		return v
	})

export const ReportQuerySchema = z.object({
	pageNumber: intParam(0, 1_000_000, 0),
	pageSize: intParam(1, 100, REPORT_DEFAULT_PAGE_SIZE),
	order: z.enum(['asc', 'desc']).optional().catch(undefined),
	orderBy: z.string().max(100).optional(),
	searchText,
	events: z
		.array(z.enum(EVENT_TYPES, { error: 'Unknown event type' }))
		.max(EVENT_TYPES.length * 2)
		.optional()
		.default([]),
	departments: idList,
	groups: idList,
	rounds: z
		.array(
			z
				.string()
				.regex(/^\d{1,6}$/, 'Unknown round')
				.transform(Number),
		)
		.max(1000)
		.optional()
		.default([]),
	dateFrom: isoDate,
	dateTo: isoDate,
	campaignStartFrom: isoDate,
	campaignStartTo: isoDate,
	isCsv: z
		.string()
		.optional()
		.transform((v) => v === 'true'),
})
export type ReportQuery = z.output<typeof ReportQuerySchema>
export const REPORT_QUERY_ARRAYS = ['events', 'departments', 'groups', 'rounds']

/** The checks zod cannot make alone: rounds ⟂ dates (spec 3 §2), from ≤ to, at most MAX_RANGE_DAYS (spec 3 §9). */
export function checkReportQuery(query: ReportQuery): void {
	const results: Array<{ field: string; message: string }> = []
	if (query.rounds.length > 0 && (query.dateFrom || query.dateTo)) {
		results.push({ field: 'rounds', message: REPORT_ROUNDS_AND_DATES_MESSAGE })
	}
	for (const [from, to, field] of [
		[query.dateFrom, query.dateTo, 'dateTo'],
		[query.campaignStartFrom, query.campaignStartTo, 'campaignStartTo'],
	] as const) {
		if (!from || !to) continue
		const days = (Date.parse(to) - Date.parse(from)) / DAY_MS
		if (days < 0) results.push({ field, message: 'The end date must not be before the start date.' })
		else if (days + 1 > MAX_RANGE_DAYS) results.push({ field, message: `The date range must not exceed ${MAX_RANGE_DAYS} days.` })
	}
	if (results.length > 0) {
		const error = validationError(results)
		// As the exercise's refusals: each also a detail { code: field, description: message } (readReportFieldErrors).
		Object.assign(error.extra, { details: results.map((r) => ({ code: r.field, description: r.message })) })
		throw error
	}
}

/** The list's sort: a column it knows, else its default, descending (spec 3 §9). */
export function sortOf(tab: ReportListTab, query: ReportQuery): { orderBy: string; order: 'asc' | 'desc' } {
	const fallback = REPORT_DEFAULT_SORT[tab]
	if (!query.orderBy) return { orderBy: fallback.orderBy, order: query.order ?? fallback.order }
	const known = (REPORT_ORDER_BY[tab] as readonly string[]).includes(query.orderBy)
	if (!known) return { orderBy: fallback.orderBy, order: 'desc' }
	return { orderBy: query.orderBy, order: query.order ?? 'desc' }
}

// ─── Scope and filters ───────────────────────────────────────────────────────

/** What a report reads: one campaign's deliveries, or every started campaign's of the company. */
export type ReportScope =
	/** roundIds: the rounds filter's rounds (null: no rounds filter). */
	{ kind: 'campaign'; companyId: string; campaignId: string; roundIds: string[] | null } | { kind: 'summary'; companyId: string }

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString()
const startOf = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`)).toISOString()
const list = (values: readonly (string | number)[]) =>
	sql.join(
		values.map((v) => sql`${v}`),
		sql`, `,
	)

/** The summary's campaigns: the company's (clones included), started, not drafts; ARCHIVED included. */
export function summaryCampaigns(companyId: string, query: Pick<ReportQuery, 'campaignStartFrom' | 'campaignStartTo'>): SQL {
	return sql`SELECT sc.id FROM simulation_campaigns sc WHERE sc.company_id = ${companyId} AND sc.status <> 'DRAFT' AND sc.started_at IS NOT NULL${
		query.campaignStartFrom ? sql` AND sc.started_at >= ${startOf(query.campaignStartFrom)}::timestamptz` : sql``
	}${query.campaignStartTo ? sql` AND sc.started_at < ${nextDay(query.campaignStartTo)}::timestamptz` : sql``}`
}

/**
 * The deliveries the report counts (alias d): the scope, then rounds, the sent-date range, departments
 * (the department at the round's start), groups (current membership) and, unless `events` is false,
 * the phishing events (a delivery with at least one of them). `campaignId`: one campaign of the scope's
 * in place of the scope (a summary read one campaign at a time).
 */
export function deliveryWhere(scope: ReportScope, query: ReportQuery, options: { events?: boolean; campaignId?: string } = {}): SQL {
	const parts: SQL[] =
		options.campaignId !== undefined
			? [sql`d.campaign_id = ${options.campaignId}`]
			: scope.kind === 'campaign'
				? [sql`d.campaign_id = ${scope.campaignId}`]
				: // The company's campaigns only (no company_id test: the indexes the filters read lead with the campaign).
					[sql`d.campaign_id IN (${summaryCampaigns(scope.companyId, query)})`]
	parts.push(...roundsCondition(scope, 'd.round_id'))
	if (query.dateFrom) parts.push(sql`d.sent_at >= ${startOf(query.dateFrom)}::timestamptz`)
	if (query.dateTo) parts.push(sql`d.sent_at < ${nextDay(query.dateTo)}::timestamptz`)
	if (query.departments.length > 0) parts.push(sql`d.department_id IN (${list(query.departments)})`)
	if (query.groups.length > 0) parts.push(inGroups('d.user_id', query.groups))
	if (options.events !== false && query.events.length > 0) parts.push(eventsCondition(query.events, 'd'))
	return sql.join(parts, sql` AND `)
}

/** The user (a column) is in one of the groups now. */
export function inGroups(column: string, groupIds: readonly string[]): SQL {
	return sql`${sql.raw(column)} IN (SELECT ug.user_id FROM user_groups ug WHERE ug.group_id IN (${list(groupIds)}))`
}

// ─── The rollups (migration 0031; kept by a trigger on simulation_deliveries) ─

/** The bit of each event in simulation_report_cells.events. */
const EVENT_BIT: Record<EventType, number> = { sent: 1, opened: 2, clicked: 4, phished: 8, reported: 16 }
const bitsOf = (events: readonly EventType[]) => events.reduce((bits, e) => bits | EVENT_BIT[e], 0)

/** The filters leave deliveries out by when they were sent (rounds or a date range). */
export const narrowsByTime = (query: ReportQuery) => query.rounds.length > 0 || Boolean(query.dateFrom) || Boolean(query.dateTo)

/** The rounds filter of a campaign's report, on a round id column (the ids the route looked up: an index range, not a join). */
function roundsCondition(scope: ReportScope, column: string): SQL[] {
	if (scope.kind !== 'campaign' || scope.roundIds === null) return []
	return [scope.roundIds.length > 0 ? sql`${sql.raw(column)} IN (${list(scope.roundIds)})` : sql`FALSE`]
}

/**
 * The cells (alias k) of the deliveries a report counts: simulation_report_cells under every filter but
 * groups (a group is its members' now, not a cell's); or, `groupCells`, simulation_group_cells (a
 * delivery once per group of its recipient) under every filter but departments, the group filter
 * keeping those groups' cells.
 */
export function cellWhere(scope: ReportScope, query: ReportQuery, groupCells = false): SQL {
	const parts: SQL[] =
		scope.kind === 'campaign'
			? [sql`k.campaign_id = ${scope.campaignId}`]
			: [sql`k.campaign_id IN (${summaryCampaigns(scope.companyId, query)})`]
	parts.push(...roundsCondition(scope, 'k.round_id'))
	if (query.dateFrom) parts.push(sql`k.sent_on >= ${query.dateFrom}::date`)
	if (query.dateTo) parts.push(sql`k.sent_on <= ${query.dateTo}::date`)
	if (groupCells && query.groups.length > 0) parts.push(sql`k.group_id IN (${list(query.groups)})`)
	if (!groupCells && query.departments.length > 0) parts.push(sql`k.department_id IN (${list(query.departments)})`)
	if (query.events.length > 0) parts.push(sql`(k.events & ${bitsOf(query.events)}) <> 0`)
	return sql.join(parts, sql` AND `)
}

/**
 * Which cells count a report's deliveries: the report cells without a group filter; the group cells
 * with one group and no department (one group: a delivery is in its cells once); none otherwise.
 */
export function cellsOf(query: ReportQuery): { table: SQL; where: (scope: ReportScope) => SQL } | null {
	if (query.groups.length === 0) return { table: sql.raw('simulation_report_cells'), where: (scope) => cellWhere(scope, query) }
	if (query.groups.length === 1 && query.departments.length === 0) {
		return { table: sql.raw('simulation_group_cells'), where: (scope) => cellWhere(scope, query, true) }
	}
	return null
}

/** The five counts summed over cells (alias k). */
export const CELL_COUNTS_SQL = sql.raw(
	EVENT_TYPES.map((e) => `coalesce(sum(k.deliveries) FILTER (WHERE (k.events & ${EVENT_BIT[e]}) <> 0), 0)::int AS ${e}`).join(', '),
)
/** Deliveries both sent and reported (those with a time to report) summed over cells (alias k). */
export const CELL_TIMED_SQL = sql.raw(`coalesce(sum(k.deliveries) FILTER (WHERE (k.events & 17) = 17), 0)::int`)

/**
 * At most one delivery per recipient is left by the filters: one round asked for, or the cells the
 * filters keep are of one round (a round has one delivery per recipient). Then a recipient count is a
 * delivery count, and a recipient's row is one delivery.
 */
export async function atMostOneRound(q: Queryable, scope: ReportScope, query: ReportQuery): Promise<boolean> {
	if (query.rounds.length === 1) return true
	const [row] = await rowsOf<{ n: number }>(
		q,
		sql`SELECT count(DISTINCT k.round_id)::int AS n FROM simulation_report_cells k WHERE ${cellWhere(scope, query)} AND k.deliveries > 0`,
	)
	return Number(row?.n ?? 0) <= 1
}

/** The summary over every campaign (no campaign-start filter): the company's per-recipient rollup answers it. */
const everyCampaign = (scope: ReportScope, query: ReportQuery) =>
	scope.kind === 'summary' && !query.campaignStartFrom && !query.campaignStartTo

/**
 * The per-recipient rollup a report reads (alias s): per department and recipient for a department
 * filter (or a count per department); per company and recipient for the summary over every campaign;
 * else per campaign and recipient. `onePerUser`: its rows are one per recipient already.
 */
function statsSource(scope: ReportScope, query: ReportQuery, per: { department?: boolean; campaign?: boolean } = {}) {
	const byDepartment = Boolean(per.department) || query.departments.length > 0
	const byCompany = !byDepartment && !per.campaign && everyCampaign(scope, query)
	const parts: SQL[] = [
		byCompany
			? sql`s.company_id = ${scope.companyId}`
			: scope.kind === 'campaign'
				? sql`s.campaign_id = ${scope.campaignId}`
				: sql`s.campaign_id IN (${summaryCampaigns(scope.companyId, query)})`,
		sql`s.deliveries > 0`,
	]
	if (query.departments.length > 0) parts.push(sql`s.department_id IN (${list(query.departments)})`)
	if (query.groups.length > 0) parts.push(inGroups('s.user_id', query.groups))
	const events = [...new Set(query.events)]
	return {
		byDepartment,
		onePerUser: byCompany || (scope.kind === 'campaign' && !byDepartment),
		table: sql.raw(
			byDepartment ? 'simulation_department_recipients' : byCompany ? 'simulation_company_recipient_stats' : 'simulation_recipient_stats',
		),
		where: sql.join(parts, sql` AND `),
		/** A recipient with at least one delivery having one of the events (of a row, or of a user's rows summed); null: no events filter. */
		events: (summed: boolean) =>
			events.length === 0 ? null : sql.raw(`(${events.map((e) => (summed ? `sum(s.${e}) > 0` : `s.${e} > 0`)).join(' OR ')})`),
	}
}

/**
 * One row per recipient (user_id, deliveries, the five counts, last_at) from the per-recipient
 * rollups, for filters that do not narrow by time: departments read simulation_department_recipients
 * (the department at the round's start), the summary over every campaign the company's, else
 * simulation_recipient_stats; events keep recipients with at least one delivery having one of them;
 * groups and `extra` are conditions on s.user_id. Rows one per recipient are read as stored; otherwise
 * they are summed per user.
 */
export function recipientStatsSql(scope: ReportScope, query: ReportQuery, extra: SQL = sql``): SQL {
	const source = statsSource(scope, query)
	if (source.onePerUser) {
		const events = source.events(false)
		return sql`SELECT s.user_id, s.deliveries, s.sent, s.opened, s.clicked, s.phished, s.reported, s.last_event_at AS last_at
			FROM ${source.table} s WHERE ${source.where}${events ? sql` AND ${events}` : sql``}${extra}`
	}
	// Summed per user: several campaigns, or several departments of one user. The last event is the user's in
	// the campaigns (the department rows keep none).
	const lastAt = source.byDepartment
		? sql`(SELECT max(rs.last_event_at) FROM simulation_recipient_stats rs WHERE rs.user_id = s.user_id AND rs.campaign_id IN (${
				scope.kind === 'campaign' ? sql`${scope.campaignId}` : summaryCampaigns(scope.companyId, query)
			}))`
		: sql`max(s.last_event_at)`
	const events = source.events(true)
	return sql`SELECT s.user_id, sum(s.deliveries)::int AS deliveries, sum(s.sent)::int AS sent, sum(s.opened)::int AS opened,
			sum(s.clicked)::int AS clicked, sum(s.phished)::int AS phished, sum(s.reported)::int AS reported, ${lastAt} AS last_at
		FROM ${source.table} s WHERE ${source.where}${extra}
		GROUP BY s.user_id${events ? sql` HAVING ${events}` : sql``}`
}

/**
 * The departments tab's rows (key, the five counts, recipients) from the per-department recipient rollup,
 * for a group filter (which the cells cannot answer) when no filter narrows by time or events: every
 * delivery of a recipient in a department counts, as the rollup's rows hold them.
 */
export function departmentStatsSql(scope: ReportScope, query: ReportQuery): SQL | null {
	if (query.groups.length === 0 || narrowsByTime(query) || query.events.length > 0) return null
	const source = statsSource(scope, query, { department: true })
	return sql`SELECT s.department_id AS key, sum(s.sent)::int AS sent, sum(s.opened)::int AS opened, sum(s.clicked)::int AS clicked,
			sum(s.phished)::int AS phished, sum(s.reported)::int AS reported, count(DISTINCT s.user_id)::int AS recipients
		FROM ${source.table} s WHERE ${source.where} GROUP BY 1`
}

/**
 * Distinct recipients per department or per campaign (key, recipients) from the rollups, for filters
 * that do not narrow by time (a recipient counts where one of their deliveries is kept; the events
 * filter keeps those with a delivery having one of the events): the counts per event set where they
 * answer, else the per-recipient rows.
 */
export function recipientsPerKeySql(scope: ReportScope, query: ReportQuery, key: 'department' | 'campaign'): SQL {
	if (key === 'campaign' && query.departments.length === 0 && query.groups.length <= 1) {
		// Per campaign: its group recipient counts (group '': every recipient; or the one group filtered).
		const where =
			scope.kind === 'campaign'
				? sql`gr.campaign_id = ${scope.campaignId}`
				: sql`gr.campaign_id IN (${summaryCampaigns(scope.companyId, query)})`
		const events = query.events.length > 0 ? sql` AND (gr.events & ${bitsOf(query.events)}) <> 0` : sql``
		return sql`SELECT gr.campaign_id AS key, sum(gr.recipients)::int AS recipients FROM simulation_group_recipients gr
			WHERE ${where} AND gr.events >= 0 AND gr.group_id = ${query.groups[0] ?? ''}${events} GROUP BY 1`
	}
	if (key === 'department' && (scope.kind === 'campaign' || everyCampaign(scope, query)) && query.groups.length === 0) {
		// A campaign's (the company's) recipients per department and event set (one row per recipient and department counted).
		const parts: SQL[] = [
			scope.kind === 'campaign' ? sql`dc.campaign_id = ${scope.campaignId}` : sql`dc.company_id = ${scope.companyId}`,
			sql`dc.events >= 0`,
		]
		if (query.events.length > 0) parts.push(sql`(dc.events & ${bitsOf(query.events)}) <> 0`)
		if (query.departments.length > 0) parts.push(sql`dc.department_id IN (${list(query.departments)})`)
		const table = sql.raw(scope.kind === 'campaign' ? 'simulation_department_counts' : 'simulation_company_department_counts')
		return sql`SELECT dc.department_id AS key, sum(dc.recipients)::int AS recipients FROM ${table} dc
			WHERE ${sql.join(parts, sql` AND `)} GROUP BY 1`
	}
	const source = statsSource(scope, query, { [key]: true })
	const events = source.events(false)
	return sql`SELECT y.key, count(*)::int AS recipients FROM (
			SELECT DISTINCT ${sql.raw(key === 'department' ? 's.department_id' : 's.campaign_id')} AS key, s.user_id
			FROM ${source.table} s WHERE ${source.where}${events ? sql` AND ${events}` : sql``}
		) y GROUP BY y.key`
}

/**
 * Distinct recipients per group (key, recipients) from the group recipient counts (per campaign, or per
 * company for the summary over every campaign), for filters that neither narrow by time nor name
 * departments; null where they cannot answer (a summary with a campaign-start filter).
 */
export function groupRecipientsSql(scope: ReportScope, query: ReportQuery): SQL | null {
	const source = groupRecipientsSource(scope, query)
	if (!source) return null
	const parts: SQL[] = [source.where]
	if (query.events.length > 0) parts.push(sql`(gr.events & ${bitsOf(query.events)}) <> 0`)
	parts.push(query.groups.length > 0 ? sql`gr.group_id IN (${list(query.groups)})` : sql`gr.group_id <> ''`)
	return sql`SELECT gr.group_id AS key, sum(gr.recipients)::int AS recipients FROM ${source.table} gr WHERE ${sql.join(parts, sql` AND `)} GROUP BY 1`
}

/** The group recipient counts of a scope (alias gr), where they answer: a campaign, or the summary over every campaign. */
function groupRecipientsSource(scope: ReportScope, query: ReportQuery): { table: SQL; where: SQL } | null {
	if (scope.kind === 'campaign') {
		return { table: sql.raw('simulation_group_recipients'), where: sql`gr.campaign_id = ${scope.campaignId} AND gr.events >= 0` }
	}
	if (!everyCampaign(scope, query)) return null
	return { table: sql.raw('simulation_company_group_recipients'), where: sql`gr.company_id = ${scope.companyId} AND gr.events >= 0` }
}

/**
 * How many recipients the filters keep and how many of them are repeat clickers, from the group
 * recipient counts (group '': every recipient; or the one group filtered), for filters that neither
 * narrow by time nor name departments or several groups, and keep every clicked delivery (the caller
 * checks that); null where the counts cannot answer.
 */
export function audienceFromCountsSql(scope: ReportScope, query: ReportQuery): SQL | null {
	if (narrowsByTime(query) || query.departments.length > 0 || query.groups.length > 1) return null
	const source = groupRecipientsSource(scope, query)
	if (!source) return null
	const kept = query.events.length > 0 ? sql`(gr.events & ${bitsOf(query.events)}) <> 0` : sql`TRUE`
	return sql`SELECT coalesce(sum(gr.recipients) FILTER (WHERE ${kept}), 0)::int AS n,
			coalesce(sum(gr.recipients) FILTER (WHERE (gr.events & 32) <> 0), 0)::int AS repeat
		FROM ${source.table} gr WHERE ${source.where} AND gr.group_id = ${query.groups[0] ?? ''}`
}

/** One row per delivery as a recipient's row (atMostOneRound: each recipient has one). */
export function singleDeliveriesSql(scope: ReportScope, query: ReportQuery, extra: SQL = sql``): SQL {
	return sql`SELECT d.user_id, 1 AS deliveries, (d.sent_at IS NOT NULL)::int AS sent, (d.opened_at IS NOT NULL)::int AS opened,
			(d.clicked_at IS NOT NULL)::int AS clicked, (d.phished_at IS NOT NULL)::int AS phished, (d.reported_at IS NOT NULL)::int AS reported,
			greatest(d.sent_at, d.opened_at, d.clicked_at, d.phished_at, d.reported_at) AS last_at
		FROM simulation_deliveries d WHERE ${deliveryWhere(scope, query)}${extra}`
}

const EVENT_COLUMN: Record<EventType, string> = {
	sent: 'sent_at',
	opened: 'opened_at',
	clicked: 'clicked_at',
	phished: 'phished_at',
	reported: 'reported_at',
}
const COUNT_COLUMN: Record<EventType, string> = {
	sent: 'sent',
	opened: 'opened',
	clicked: 'clicked',
	phished: 'phished',
	reported: 'reported',
}

/** A delivery with at least one of the events. */
export function eventsCondition(events: readonly EventType[], alias: string): SQL {
	return sql.raw(`(${[...new Set(events)].map((e) => `${alias}.${EVENT_COLUMN[e]} IS NOT NULL`).join(' OR ')})`)
}
/** An aggregated row (its counts) with at least one of the events. */
export function eventsHaving(events: readonly EventType[]): SQL {
	return sql.raw(`(${[...new Set(events)].map((e) => `count(d.${EVENT_COLUMN[e]}) > 0`).join(' OR ')})`)
}
export { COUNT_COLUMN }

/** The five counts of the deliveries aggregated (alias d). */
export const COUNTS_SQL = sql.raw(
	'count(d.sent_at)::int AS sent, count(d.opened_at)::int AS opened, count(d.clicked_at)::int AS clicked, count(d.phished_at)::int AS phished, count(d.reported_at)::int AS reported',
)

/** The four rates over an aggregate (`alias` with the five counts): percent of sent, one decimal, null when nothing was sent. */
export const ratesSql = (alias: string) =>
	sql.raw(
		['opened:openRate', 'clicked:clickRate', 'phished:phishRate', 'reported:reportRate']
			.map((pair) => {
				const [count, name] = pair.split(':')
				return `CASE WHEN ${alias}.sent = 0 THEN NULL ELSE round(${alias}.${count} * 1000.0 / ${alias}.sent) / 10 END::float8 AS "${name}"`
			})
			.join(', '),
	)

/** The SQL a sort column stands for in a tab's outer select. */
export function orderSql(expressions: Record<string, string>, orderBy: string, order: 'asc' | 'desc', tieBreak: string): SQL {
	const expression = expressions[orderBy] ?? orderBy
	return sql.raw(`${expression} ${order === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST'}, ${tieBreak}`)
}

export function likeNeedle(text: string): string {
	return `%${escapeLike(text.toLowerCase())}%`
}

/** The rows of a raw statement (PGlite's drizzle and node-postgres both answer { rows }). */
export async function rowsOf<T>(q: Queryable, statement: SQL): Promise<T[]> {
	const result = (await q.execute(statement)) as unknown as { rows: T[] }
	return result.rows
}

/** Epoch milliseconds (float8) of a timestamp column: the same on both drivers. */
export const epoch = (expression: string) => `(extract(epoch FROM ${expression}) * 1000)::float8`
export const isoOf = (ms: number | null | undefined): string | null =>
	ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString()

export function rate(count: number, sent: number): number | null {
	return sent === 0 ? null : Math.round((count * 1000) / sent) / 10
}
