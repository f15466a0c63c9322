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
export type ReportScope = { kind: 'campaign'; companyId: string; campaignId: string } | { kind: 'summary'; companyId: string }

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
 * the phishing events (a delivery with at least one of them).
 */
export function deliveryWhere(scope: ReportScope, query: ReportQuery, options: { events?: boolean } = {}): SQL {
	const parts: SQL[] =
		scope.kind === 'campaign'
			? [sql`d.campaign_id = ${scope.campaignId}`]
			: [sql`d.company_id = ${scope.companyId}`, sql`d.campaign_id IN (${summaryCampaigns(scope.companyId, query)})`]
	if (scope.kind === 'campaign' && query.rounds.length > 0) {
		parts.push(
			sql`d.round_id IN (SELECT r.id FROM simulation_rounds r WHERE r.campaign_id = ${scope.campaignId} AND r.round_number IN (${list(query.rounds)}))`,
		)
	}
	if (query.dateFrom) parts.push(sql`d.sent_at >= ${startOf(query.dateFrom)}::timestamptz`)
	if (query.dateTo) parts.push(sql`d.sent_at < ${nextDay(query.dateTo)}::timestamptz`)
	if (query.departments.length > 0) parts.push(sql`d.department_id IN (${list(query.departments)})`)
	if (query.groups.length > 0) {
		parts.push(sql`EXISTS (SELECT 1 FROM user_groups ug WHERE ug.user_id = d.user_id AND ug.group_id IN (${list(query.groups)}))`)
	}
	if (options.events !== false && query.events.length > 0) parts.push(eventsCondition(query.events, 'd'))
	return sql.join(parts, sql` AND `)
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

/** The four rates over an aggregate (alias x with the five counts): percent of sent, one decimal, null when nothing was sent. */
export const RATES_SQL = sql.raw(
	['opened:openRate', 'clicked:clickRate', 'phished:phishRate', 'reported:reportRate']
		.map((pair) => {
			const [count, name] = pair.split(':')
			return `CASE WHEN x.sent = 0 THEN NULL ELSE round(x.${count} * 1000.0 / x.sent) / 10 END::float8 AS "${name}"`
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
