import { type SQL, and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import { CSV_BOM, CSV_CONTENT_TYPE, csvLine } from '../../shared/csv-cells.ts'
import {
	CAMPAIGN_REPORT_TABS,
	type CampaignReportTab,
	type ReportListTab,
	SUMMARY_REPORT_TABS,
	type SummaryReportTab,
} from '../../shared/phishing-simulation.ts'
import { departments, exerciseTemplates, groups, simulationCampaignTemplates, simulationCampaigns, simulationRounds } from '../db/schema.ts'
import { type Deps, adminCompanyScope } from '../lib/context.ts'
import { ApiError, errors, iso } from '../lib/http.ts'
import { readQuery } from './directory-shared.ts'
import {
	CELL_COUNTS_SQL,
	CELL_TIMED_SQL,
	COUNTS_SQL,
	REPORT_QUERY_ARRAYS,
	type ReportQuery,
	ReportQuerySchema,
	type ReportScope,
	atMostOneRound,
	audienceFromCountsSql,
	cellWhere,
	cellsOf,
	checkReportQuery,
	deliveryWhere,
	departmentStatsSql,
	epoch,
	eventsHaving,
	isoOf,
	likeNeedle,
	narrowsByTime,
	orderSql,
	rate,
	ratesSql,
	recipientStatsSql,
	recipientsPerKeySql,
	groupRecipientsSql,
	rowsOf,
	singleDeliveriesSql,
	sortOf,
	summaryCampaigns,
} from './phishing-simulation-report-query.ts'
import type { Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

// The phishing simulation's reports (spec 3 §2 the report pages and their URL filters, §3 event types,
// §7 "Simulation report lists" (paths not shown: these are the reference gateway's), spec 2 §3 the
// phishing dashboard period; the console's contract is app/gateway/phishing-simulation-reports.server.ts).
// Reads only, admins of the company in the path (adminCompanyScope); another company's campaign is 404,
// a DRAFT's report 409 campaign_not_started.
//
//   GET /phishing/api/v3/company/{c}/campaign/{id}/report/{tab}     overview|recipients|templates|departments|groups|rounds
//   GET /phishing/api/v3/company/{c}/campaign/{id}/report/filters   the filters' choices and the header's facts
//   GET /phishing/api/v3/company/{c}/reports/summary/{tab}          overview|templates|recipients|departments|groups|campaigns
//   GET /phishing/api/v3/company/{c}/reports/summary/filters
//   GET /phishing/api/v3/company/{c}/dashboard/report?dateFrom&dateTo   spec 2 §3 "Dashboard periods", Phishing
//
// Every tab is counted by the database (phishing-simulation-report-query.ts). isCsv=true: with Accept
// text/csv the reply is the CSV itself, streamed in batches (the recipients' list in keyset batches of
// users by name, whatever the sort asked — a spreadsheet sorts itself; the other tabs have one row per
// template, department, group, round or campaign, a few hundred at most); with Accept application/json
// it is { data: csvText } as spec 3 §7 says. Cells go through server/shared/csv-cells.ts.

const BASE = '/phishing/api/v3/company/:companyId'
/** Users read per statement while streaming the recipients' CSV. */
const CSV_BATCH = 2000
const CSV_FIRST_BATCH = 200

const reportErrors = {
	forbidden: () => errors.forbidden('Only admins can read phishing simulation reports.'),
	campaignNotFound: () => errors.notFound('Campaign not found'),
	notStarted: () => errors.conflict('campaign_not_started', 'The campaign has not started: it has no report yet.'),
	unknownTab: () => errors.notFound('Unknown report tab'),
}

type Counts = { sent: number; opened: number; clicked: number; phished: number; reported: number }
type Rates = { openRate: number | null; clickRate: number | null; phishRate: number | null; reportRate: number | null }
const countsOf = (r: Counts): Counts => ({
	sent: Number(r.sent),
	opened: Number(r.opened),
	clicked: Number(r.clicked),
	phished: Number(r.phished),
	reported: Number(r.reported),
})
const ratesOf = (r: Rates): Rates => ({
	openRate: r.openRate === null ? null : Number(r.openRate),
	clickRate: r.clickRate === null ? null : Number(r.clickRate),
	phishRate: r.phishRate === null ? null : Number(r.phishRate),
	reportRate: r.reportRate === null ? null : Number(r.reportRate),
})

// ─── Overview ────────────────────────────────────────────────────────────────

/**
 * How many distinct recipients the filters keep, and how many of them clicked in two deliveries or
 * more. Recipients: the per-recipient rollups when nothing narrows by time; the cells' delivery count
 * when one round is left (one delivery per recipient); else the deliveries. Repeat clickers: every
 * clicked delivery is kept when no events are asked or they include sent or clicked (a click implies
 * the email was sent), and then the rollups' click counts answer (in the same read as the recipients:
 * the group recipient counts' whole-campaign or one-group rows, else the per-recipient stats);
 * one round left: nobody; else the clicked deliveries.
 */
async function audience(q: Queryable, scope: ReportScope, query: ReportQuery, oneRound: () => Promise<boolean>) {
	const one = async (statement: SQL) => Number((await rowsOf<{ n: number }>(q, statement))[0]?.n ?? 0)
	const keepsEveryClick = query.events.length === 0 || query.events.some((e) => e === 'sent' || e === 'clicked')
	if (!narrowsByTime(query) && keepsEveryClick) {
		const [row] = await rowsOf<{ n: number; repeat: number }>(
			q,
			audienceFromCountsSql(scope, query) ??
				sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE s.clicked >= 2)::int AS repeat FROM (${recipientStatsSql(scope, query)}) s`,
		)
		return { recipients: Number(row?.n ?? 0), repeatClickers: Number(row?.repeat ?? 0) }
	}
	const recipients = async () => {
		if (!narrowsByTime(query)) return one(sql`SELECT count(*)::int AS n FROM (${recipientStatsSql(scope, query)}) s`)
		if (query.groups.length === 0 && (await oneRound()))
			return one(sql`SELECT coalesce(sum(k.deliveries), 0)::int AS n FROM simulation_report_cells k WHERE ${cellWhere(scope, query)}`)
		// DISTINCT in a subquery may hash; count(DISTINCT …) always sorts.
		return one(
			sql`SELECT count(*)::int AS n FROM (SELECT DISTINCT d.user_id FROM simulation_deliveries d WHERE ${deliveryWhere(scope, query)}) u`,
		)
	}
	const repeatClickers = async () => {
		if (narrowsByTime(query) && (await oneRound())) return 0
		return one(sql`SELECT count(*)::int AS n FROM (SELECT d.user_id FROM simulation_deliveries d WHERE ${deliveryWhere(scope, query)}
			AND d.clicked_at IS NOT NULL GROUP BY d.user_id HAVING count(*) >= 2) x`)
	}
	const [n, repeat] = await Promise.all([recipients(), repeatClickers()])
	return { recipients: n, repeatClickers: repeat }
}

/**
 * The median seconds from sent to reported of the deliveries the filters keep: each campaign's reported
 * deliveries in that order (simulation_deliveries_report_time_idx, which includes every column a filter
 * tests, so the index alone is read), merged across the summary's campaigns, walked to the middle one or
 * two. `timed`: how many the filters keep (from the overview's rounds).
 */
async function medianTimeToReport(q: Queryable, scope: ReportScope, query: ReportQuery, timed: number): Promise<number | null> {
	if (timed === 0) return null
	const campaignIds =
		scope.kind === 'campaign'
			? [scope.campaignId]
			: (await rowsOf<{ id: string }>(q, summaryCampaigns(scope.companyId, query))).map((r) => r.id)
	const walks = campaignIds.map(
		(campaignId) => sql`(SELECT d.reported_at - d.sent_at AS t FROM simulation_deliveries d
			WHERE ${deliveryWhere(scope, query, { campaignId })} AND d.reported_at IS NOT NULL AND d.sent_at IS NOT NULL)`,
	)
	const [row] = await rowsOf<{ seconds: number | null }>(
		q,
		sql`SELECT avg(extract(epoch FROM m.t))::float8 AS seconds FROM (
				SELECT w.t FROM (${sql.join(walks, sql` UNION ALL `)}) w ORDER BY w.t
				OFFSET ${Math.floor((timed - 1) / 2)} LIMIT ${timed % 2 === 1 ? 1 : 2}
			) m`,
	)
	return row?.seconds ?? null
}

/** A lazy, once-only atMostOneRound for one request. */
function oneRoundOf(q: Queryable, scope: ReportScope, query: ReportQuery): () => Promise<boolean> {
	let answer: Promise<boolean> | undefined
	return () => (answer ??= atMostOneRound(q, scope, query))
}

/**
 * The overview: the funnel, rates, recipients, times to report, repeat clickers and the series — a
 * campaign's one point per round, the summary's one per month of the rounds' starts (UTC; a round's
 * emails go out within its sending window, so its month is where they were sent, give or take a day).
 * Without a group filter the report cells give the series, the funnel and the average time to report;
 * with one, the deliveries of the group's members are counted. (The campaigns' and rounds' counters,
 * which the list reads, are not used: the rollups also follow deletions.)
 */
async function overview(q: Queryable, scope: ReportScope, query: ReportQuery) {
	const where = deliveryWhere(scope, query)
	const cells = cellsOf(query)
	const oneRound = oneRoundOf(q, scope, query)
	// Per round: the five counts, and the seconds to report summed over the deliveries both sent and reported
	// (timed), which give the average time to report and how many the median is the middle of.
	const roundsSql = cells
		? sql`SELECT r.round_number, ${sql.raw(epoch('r.starts_at'))} AS starts, x.*
			FROM (SELECT k.round_id, ${CELL_COUNTS_SQL}, sum(k.report_seconds)::float8 AS seconds, ${CELL_TIMED_SQL} AS timed
				FROM ${cells.table} k WHERE ${cells.where(scope)} GROUP BY k.round_id HAVING sum(k.deliveries) > 0) x
			JOIN simulation_rounds r ON r.id = x.round_id ORDER BY r.starts_at, r.round_number`
		: sql`SELECT r.round_number, ${sql.raw(epoch('r.starts_at'))} AS starts, x.*
			FROM (SELECT d.round_id, ${COUNTS_SQL},
					coalesce(sum(extract(epoch FROM d.reported_at - d.sent_at)), 0)::float8 AS seconds,
					count(*) FILTER (WHERE d.reported_at IS NOT NULL AND d.sent_at IS NOT NULL)::int AS timed
				FROM simulation_deliveries d WHERE ${where} GROUP BY d.round_id) x
			JOIN simulation_rounds r ON r.id = x.round_id ORDER BY r.starts_at, r.round_number`
	const roundsRead = rowsOf<Counts & { round_number: number; starts: number; seconds: number; timed: number }>(q, roundsSql)
	const timedOf = (rows: Array<{ timed: number }>) => rows.reduce((sum, r) => sum + Number(r.timed), 0)
	const [rounds, { recipients, repeatClickers }, median] = await Promise.all([
		roundsRead,
		audience(q, scope, query, oneRound),
		roundsRead.then((rows) => medianTimeToReport(q, scope, query, timedOf(rows))),
	])
	const timed = timedOf(rounds)
	const average = timed === 0 ? null : rounds.reduce((sum, r) => sum + Number(r.seconds), 0) / timed
	const points: Array<Counts & { label: string; startsAt: string }> = []
	for (const round of rounds) {
		const starts = new Date(Number(round.starts))
		const counts = countsOf(round)
		if (scope.kind === 'campaign') {
			points.push({ label: String(round.round_number), startsAt: starts.toISOString(), ...counts })
			continue
		}
		const month = starts.toISOString().slice(0, 7)
		const last = points[points.length - 1]
		if (last && last.label === month) for (const key of Object.keys(counts) as Array<keyof Counts>) last[key] += counts[key]
		else points.push({ label: month, startsAt: `${month}-01T00:00:00.000Z`, ...counts })
	}
	const funnel = points.reduce<Counts>(
		(sum, p) => ({
			sent: sum.sent + p.sent,
			opened: sum.opened + p.opened,
			clicked: sum.clicked + p.clicked,
			phished: sum.phished + p.phished,
			reported: sum.reported + p.reported,
		}),
		{ sent: 0, opened: 0, clicked: 0, phished: 0, reported: 0 },
	)
	const seconds = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)))
	return {
		funnel,
		rates: {
			opened: rate(funnel.opened, funnel.sent),
			clicked: rate(funnel.clicked, funnel.sent),
			phished: rate(funnel.phished, funnel.sent),
			reported: rate(funnel.reported, funnel.sent),
		},
		recipients,
		medianTimeToReportSeconds: seconds(median),
		averageTimeToReportSeconds: seconds(average),
		repeatClickers,
		series: points.map(({ label, startsAt, sent, opened, clicked, phished, reported }) => ({
			label,
			startsAt,
			sent,
			opened,
			clicked,
			phished,
			reported,
		})),
	}
}

// ─── List tabs ───────────────────────────────────────────────────────────────

type Paging = { limit: number; offset: number } | null
const pagingSql = (paging: Paging) => (paging ? sql` LIMIT ${paging.limit} OFFSET ${paging.offset}` : sql``)
const COUNT_SORTS = {
	sent: 'x.sent',
	opened: 'x.opened',
	clicked: 'x.clicked',
	phished: 'x.phished',
	reported: 'x.reported',
	openRate: '"openRate"',
	clickRate: '"clickRate"',
	phishRate: '"phishRate"',
	reportRate: '"reportRate"',
}

const FULL_NAME = `coalesce(nullif(trim(u.name || ' ' || u.last_name), ''), u.email)`
/** The users' sort-by-name key, as users_company_sort_name_idx indexes it (the CSV's keyset). */
const USER_SORT_KEY = `lower(coalesce(nullif(u.name, ''), u.email))`

type RecipientDbRow = Counts &
	Rates & { user_id: string; name: string; email: string; department_name: string | null; last_at: number | null; total: number }

function recipientReply(r: RecipientDbRow) {
	return {
		userId: r.user_id,
		name: r.name,
		email: r.email,
		departmentName: r.department_name,
		lastEventAt: isoOf(r.last_at),
		repeatClicker: Number(r.clicked) >= 2,
		...countsOf(r),
		...ratesOf(r),
	}
}

/**
 * Recipients: one row per user with deliveries in the scope (department: the user's current one). The
 * rows come from the per-recipient rollups when the filters do not narrow by time and name no department
 * (a department filter counts only that department's deliveries: few), from single deliveries when one
 * round is left, else from the deliveries grouped per user.
 */
async function recipientRowsSql(q: Queryable, scope: ReportScope, query: ReportQuery): Promise<SQL> {
	const search = (column: string) =>
		query.searchText
			? sql` AND ${sql.raw(column)} IN (SELECT su.id FROM users su WHERE su.company_id = ${scope.companyId} AND su.search_text LIKE ${likeNeedle(query.searchText)})`
			: sql``
	if (!narrowsByTime(query) && query.departments.length === 0) return recipientStatsSql(scope, query, search('s.user_id'))
	if (narrowsByTime(query) && (await atMostOneRound(q, scope, query))) return singleDeliveriesSql(scope, query, search('d.user_id'))
	const having = query.events.length > 0 ? sql` HAVING ${eventsHaving(query.events)}` : sql``
	return sql`SELECT d.user_id, count(*)::int AS deliveries, ${COUNTS_SQL},
			max(greatest(d.sent_at, d.opened_at, d.clicked_at, d.phished_at, d.reported_at)) AS last_at
		FROM simulation_deliveries d WHERE ${deliveryWhere(scope, query, { events: false })}${search('d.user_id')}
		GROUP BY d.user_id${having}`
}

/** The recipients' sorts by a value of their row (not of the user), as SQL over x; the last event to the microsecond, so equal values compare equal. */
const RECIPIENT_VALUE_SORTS: Record<string, string> = {
	sent: 'x.sent',
	opened: 'x.opened',
	clicked: 'x.clicked',
	phished: 'x.phished',
	reported: 'x.reported',
	openRate: 'x."openRate"',
	clickRate: 'x."clickRate"',
	phishRate: 'x."phishRate"',
	reportRate: 'x."reportRate"',
	lastEventAt: '(extract(epoch FROM x.last_at) * 1000000)::int8',
}

/**
 * A page of recipients, sorted, and how many there are (counted apart: no window over every row). Ties
 * are in name order. Sorted by a value of the row (a count, a rate, the last event), the page is read in
 * two steps, so that only the page's recipients are joined to their names: the page's values first
 * (from the rows alone), then, for each value on it, that many recipients with it in name order (the
 * first from where the page starts among them). One query joined to every user would sort all 100,000
 * by name to break the ties of a count that is 0 or 1.
 */
async function recipientsPage(q: Queryable, scope: ReportScope, query: ReportQuery, paging: { limit: number; offset: number }) {
	const sort = sortOf('recipients', query)
	const rows = await recipientRowsSql(q, scope, query)
	const base = sql`WITH r AS (${rows}), x AS (SELECT r.*, ${ratesSql('r')} FROM r)`
	const byName = (direction: 'ASC' | 'DESC') => sql.raw(`${USER_SORT_KEY} ${direction}, lower(u.last_name) ${direction}, u.id ${direction}`)
	const select = (where: SQL, order: SQL, page: Paging) =>
		rowsOf<RecipientDbRow>(
			q,
			sql`${base}
				SELECT x.user_id, x.sent, x.opened, x.clicked, x.phished, x.reported, x."openRate", x."clickRate", x."phishRate", x."reportRate",
					${sql.raw(FULL_NAME)} AS name, u.email, dep.name AS department_name, ${sql.raw(epoch('x.last_at'))} AS last_at, 0 AS total
				-- The company: the users' sort-name index leads with it (a page by name walks it).
				FROM x JOIN users u ON u.id = x.user_id AND u.company_id = ${scope.companyId} LEFT JOIN departments dep ON dep.id = u.department_id
				WHERE ${where} ORDER BY ${order}${pagingSql(page)}`,
		)
	const value = RECIPIENT_VALUE_SORTS[sort.orderBy]
	const readPage = async (): Promise<RecipientDbRow[]> => {
		if (value) return pageByValue(value)
		const direction = sort.order === 'asc' ? 'ASC' : 'DESC'
		const order =
			sort.orderBy === 'name'
				? byName(direction)
				: sql.raw(
						`${sort.orderBy === 'email' ? 'lower(u.email)' : 'lower(dep.name)'} ${direction === 'ASC' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST'}, ${USER_SORT_KEY} ASC, lower(u.last_name) ASC, u.id ASC`,
					)
		return select(sql`TRUE`, order, paging)
	}
	const pageByValue = async (value: string) => {
		const asc = sort.order === 'asc'
		const v = sql.raw(value)
		const values = await rowsOf<{ v: string | null }>(
			q,
			sql`${base} SELECT ${v}::text AS v FROM x ORDER BY ${v} ${sql.raw(asc ? 'ASC NULLS FIRST' : 'DESC NULLS LAST')}${pagingSql(paging)}`,
		)
		// The page's values, each with how many of the page have it, in order.
		const runs: Array<{ v: string | null; n: number }> = []
		for (const { v: next } of values) {
			const last = runs[runs.length - 1]
			if (last && last.v === next) last.n++
			else runs.push({ v: next, n: 1 })
		}
		const equal = (target: string | null) => (target === null ? sql`${v} IS NULL` : sql`${v} = ${target}::float8`)
		/** Rows that come before any row with this value. */
		const before = (target: string | null) =>
			asc
				? target === null
					? sql`FALSE`
					: sql`(${v} IS NULL OR ${v} < ${target}::float8)`
				: target === null
					? sql`${v} IS NOT NULL`
					: sql`${v} > ${target}::float8`
		const pieces = await Promise.all(
			runs.map(async (run, i) => {
				let skip = 0
				if (i === 0 && paging.offset > 0) {
					const [ahead] = await rowsOf<{ n: number }>(q, sql`${base} SELECT count(*)::int AS n FROM x WHERE ${before(run.v)}`)
					skip = paging.offset - Number(ahead?.n ?? 0)
				}
				return select(equal(run.v), byName('ASC'), { limit: run.n, offset: skip })
			}),
		)
		return pieces.flat()
	}
	const [page, [count]] = await Promise.all([readPage(), rowsOf<{ n: number }>(q, sql`SELECT count(*)::int AS n FROM (${rows}) r`)])
	return { rows: page.map(recipientReply), total: Number(count?.n ?? 0) }
}

const DISTINCT_RECIPIENTS = 'distinct'
type GroupedDbRow = Counts & Rates & Record<string, unknown> & { total: number }

/** A tab grouped by one thing (template, department, group, round, campaign): its SQL and its reply row. */
type Grouped = { sql: (paging: Paging) => SQL; reply: (r: GroupedDbRow) => Record<string, unknown> }

/**
 * A grouped tab's rows: counted from the report cells unless a group is filtered (rounds count their
 * deliveries, one per recipient); a department's or campaign's distinct recipients from the
 * per-recipient rollups when nothing narrows by time, from the cells when one round is left
 * (`oneRound`, which the caller asks only then); a group's from its members' rows (groups below);
 * otherwise everything from the deliveries.
 */
function groupedTab(tab: Exclude<ReportListTab, 'recipients'>, scope: ReportScope, query: ReportQuery, oneRound = false): Grouped {
	const sort = sortOf(tab, query)
	const fromCells = query.groups.length === 0
	type Cells = NonNullable<ReturnType<typeof cellsOf>>
	const reportCells: Cells = { table: sql.raw('simulation_report_cells'), where: (sc) => cellWhere(sc, query) }
	const cells = (key: string, recipients: string, source: Cells = reportCells) =>
		sql`SELECT ${sql.raw(key)} AS key, ${CELL_COUNTS_SQL}, ${sql.raw(recipients)}::int AS recipients
			FROM ${source.table} k WHERE ${source.where(scope)} GROUP BY 1 HAVING sum(k.deliveries) > 0`
	/** The groups tab from the group cells and the group recipient counts, where they answer (no department filter). */
	const groupsFromRollups = () => {
		if (query.departments.length > 0) return undefined
		const groupCells: Cells = { table: sql.raw('simulation_group_cells'), where: (sc) => cellWhere(sc, query, true) }
		if (narrowsByTime(query)) return oneRound ? cells('k.group_id', 'sum(k.deliveries)', groupCells) : undefined
		const recipients = groupRecipientsSql(scope, query)
		if (!recipients) return undefined
		return sql`SELECT c.key, c.sent, c.opened, c.clicked, c.phished, c.reported, coalesce(rk.recipients, 0) AS recipients
			FROM (${cells('k.group_id', '0', groupCells)}) c LEFT JOIN (${recipients}) rk ON rk.key = c.key`
	}
	/** Counts from the cells and distinct recipients per department or campaign, when they can be had without the deliveries. */
	const cellsWithRecipients = (key: 'department' | 'campaign') => {
		if (!fromCells) return undefined
		const column = key === 'department' ? 'k.department_id' : 'k.campaign_id'
		if (narrowsByTime(query)) return oneRound ? cells(column, 'sum(k.deliveries)') : undefined
		return sql`SELECT c.key, c.sent, c.opened, c.clicked, c.phished, c.reported, coalesce(rk.recipients, 0) AS recipients
			FROM (${cells(column, '0')}) c LEFT JOIN (${recipientsPerKeySql(scope, query, key)}) rk ON rk.key = c.key`
	}
	const where = deliveryWhere(scope, query)
	const needle = query.searchText ? likeNeedle(query.searchText) : null
	const counts = (r: GroupedDbRow) => ({ ...countsOf(r), ...ratesOf(r) })
	const select = (
		groupBy: string,
		/** How a group counts its recipients (a distinct count sorts every delivery: skipped where the row has none, count(*) for rounds). */
		recipients: string,
		from: SQL,
		join: SQL,
		columns: string,
		nameSql: string,
		extraSorts: Record<string, string>,
		tieBreak: string,
		/** The grouped rows another way (the counters, the cells, the rollups), instead of counting the deliveries. */
		cte?: SQL,
	) => {
		const order = orderSql(
			{ ...COUNT_SORTS, name: `lower(${nameSql})`, recipients: 'x.recipients', ...extraSorts },
			sort.orderBy,
			sort.order,
			tieBreak,
		)
		const search = needle ? sql` AND lower(${sql.raw(nameSql)}) LIKE ${needle}` : sql``
		return (paging: Paging) => sql`WITH x AS (${
			cte ??
			(recipients === DISTINCT_RECIPIENTS
				? // Per group and recipient first, then per group: hash aggregates, where count(DISTINCT …) would sort every delivery.
					sql`SELECT y.key, sum(y.sent)::int AS sent, sum(y.opened)::int AS opened, sum(y.clicked)::int AS clicked,
						sum(y.phished)::int AS phished, sum(y.reported)::int AS reported, count(*)::int AS recipients
					FROM (SELECT ${sql.raw(groupBy)} AS key, d.user_id, ${COUNTS_SQL} FROM ${from} WHERE ${where} GROUP BY 1, 2) y GROUP BY y.key`
				: sql`SELECT ${sql.raw(groupBy)} AS key, ${COUNTS_SQL}, ${sql.raw(recipients)}::int AS recipients
					FROM ${from} WHERE ${where} GROUP BY 1`)
		})
			SELECT x.key, x.sent, x.opened, x.clicked, x.phished, x.reported, x.recipients, ${ratesSql('x')}, ${sql.raw(columns)},
				count(*) OVER ()::int AS total
			FROM x ${join} WHERE TRUE${search}
			ORDER BY ${order}${pagingSql(paging)}`
	}
	const deliveries = sql`simulation_deliveries d`
	switch (tab) {
		case 'templates': {
			const templateCells = cellsOf(query)
			return {
				sql: select(
					'd.template_id',
					'0',
					deliveries,
					sql`JOIN exercise_templates t ON t.id = x.key`,
					't.name, t.difficulty, t.category',
					't.name',
					{ difficulty: 't.difficulty', category: 'lower(t.category)' },
					'lower(t.name) ASC, x.key ASC',
					// The report cells, or with one group (and no department) the group cells, which are per template too.
					templateCells ? cells('k.template_id', '0', templateCells) : undefined,
				),
				reply: (r) => ({ templateId: r.key, name: r.name, difficulty: Number(r.difficulty), category: r.category, ...counts(r) }),
			}
		}
		case 'departments':
			return {
				sql: select(
					'd.department_id',
					DISTINCT_RECIPIENTS,
					deliveries,
					sql`JOIN departments dep ON dep.id = x.key`,
					'dep.name',
					'dep.name',
					{},
					'lower(dep.name) ASC, x.key ASC',
					cellsWithRecipients('department') ?? departmentStatsSql(scope, query) ?? undefined,
				),
				reply: (r) => ({ departmentId: r.key, name: r.name, recipients: Number(r.recipients), ...counts(r) }),
			}
		case 'groups': {
			// A delivery counts for each group its recipient is in now (with a group filter: those groups only): the
			// group cells and recipient counts answer without a department filter; else per recipient first when each recipient's row is exact: the rollups' (all of a recipient's deliveries
			// count: no time, department or events filter), or one delivery each (one round left).
			const perRecipient = narrowsByTime(query)
				? oneRound
					? singleDeliveriesSql(scope, query)
					: null
				: query.departments.length === 0 && query.events.length === 0
					? recipientStatsSql(scope, query)
					: null
			const only =
				query.groups.length > 0
					? sql` AND ug.group_id IN (${sql.join(
							query.groups.map((g) => sql`${g}`),
							sql`, `,
						)})`
					: sql``
			return {
				sql: select(
					'ug.group_id',
					DISTINCT_RECIPIENTS,
					sql`simulation_deliveries d JOIN user_groups ug ON ug.user_id = d.user_id${only}`,
					sql`JOIN groups g ON g.id = x.key AND g.company_id = ${scope.companyId}`,
					'g.name',
					'g.name',
					{},
					'lower(g.name) ASC, x.key ASC',
					groupsFromRollups() ??
						(perRecipient
							? sql`SELECT ug.group_id AS key, sum(p.sent)::int AS sent, sum(p.opened)::int AS opened, sum(p.clicked)::int AS clicked,
								sum(p.phished)::int AS phished, sum(p.reported)::int AS reported, count(*)::int AS recipients
							FROM (${perRecipient}) p JOIN user_groups ug ON ug.user_id = p.user_id${only} GROUP BY 1`
							: undefined),
				),
				reply: (r) => ({ groupId: r.key, name: r.name, recipients: Number(r.recipients), ...counts(r) }),
			}
		}
		case 'rounds': {
			// One delivery per recipient in a round: its recipients are its deliveries.
			const roundCells = cellsOf(query)
			return {
				sql: select(
					'd.round_id',
					'count(*)',
					deliveries,
					sql`JOIN simulation_rounds r ON r.id = x.key`,
					`r.round_number, ${epoch('r.starts_at')} AS starts, ${epoch('r.ends_at')} AS ends`,
					`r.round_number::text`,
					{ roundNumber: 'r.round_number', startsAt: 'r.starts_at' },
					'r.round_number ASC',
					roundCells ? cells('k.round_id', 'sum(k.deliveries)', roundCells) : undefined,
				),
				reply: (r) => ({
					roundNumber: Number(r.round_number),
					startsAt: isoOf(r.starts as number),
					endsAt: isoOf(r.ends as number),
					recipients: Number(r.recipients),
					...counts(r),
				}),
			}
		}
		case 'campaigns':
			return {
				sql: select(
					'd.campaign_id',
					DISTINCT_RECIPIENTS,
					deliveries,
					sql`JOIN simulation_campaigns sc ON sc.id = x.key`,
					`sc.name, sc.status, ${epoch('sc.started_at')} AS started, sc.current_round`,
					'sc.name',
					{ status: 'sc.status', startedAt: 'sc.started_at', currentRound: 'sc.current_round' },
					'sc.started_at DESC, x.key ASC',
					cellsWithRecipients('campaign'),
				),
				reply: (r) => ({
					campaignId: r.key,
					name: r.name,
					status: r.status,
					startedAt: isoOf(r.started as number | null),
					currentRound: Number(r.current_round),
					recipients: Number(r.recipients),
					...counts(r),
				}),
			}
	}
}

/** groupedTab, having asked whether one round is left where its answer matters. */
async function groupedTabFor(q: Queryable, tab: Exclude<ReportListTab, 'recipients'>, scope: ReportScope, query: ReportQuery) {
	const asks = (tab === 'groups' || ((tab === 'departments' || tab === 'campaigns') && query.groups.length === 0)) && narrowsByTime(query)
	return groupedTab(tab, scope, query, asks && (await atMostOneRound(q, scope, query)))
}

async function listPage(q: Queryable, tab: ReportListTab, scope: ReportScope, query: ReportQuery) {
	const paging = { limit: query.pageSize, offset: query.pageNumber * query.pageSize }
	let rows: Array<Record<string, unknown>>
	let total: number
	if (tab === 'recipients') {
		;({ rows, total } = await recipientsPage(q, scope, query, paging))
	} else {
		const grouped = await groupedTabFor(q, tab, scope, query)
		const found = await rowsOf<GroupedDbRow>(q, grouped.sql(paging))
		rows = found.map(grouped.reply)
		total = found[0] ? Number(found[0].total) : 0
	}
	// A page past the end has no row to carry the total: count it once more from the first page.
	if (rows.length === 0 && query.pageNumber > 0) {
		const first = await listPage(q, tab, scope, { ...query, pageNumber: 0, pageSize: 1 })
		total = first.pageInfo.totalCount
	}
	return { rows, pageInfo: { number: query.pageNumber, size: query.pageSize, totalCount: total } }
}

// ─── CSV ─────────────────────────────────────────────────────────────────────

type Cell = string | number | boolean | null
const COUNT_HEADERS = ['Sent', 'Opened', 'Clicked', 'Phished', 'Reported', 'Open rate %', 'Click rate %', 'Phish rate %', 'Report rate %']
const countCells = (r: Counts & Rates): Cell[] => [
	r.sent,
	r.opened,
	r.clicked,
	r.phished,
	r.reported,
	r.openRate,
	r.clickRate,
	r.phishRate,
	r.reportRate,
]
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each tab's cells read that tab's reply row
const CSV: Record<ReportListTab | 'overview', { headers: string[]; cells: (r: any) => Cell[] }> = {
	overview: {
		headers: ['Label', 'Starts', 'Sent', 'Opened', 'Clicked', 'Phished', 'Reported'],
		cells: (r) => [r.label, r.startsAt, r.sent, r.opened, r.clicked, r.phished, r.reported],
	},
	recipients: {
		headers: ['Name', 'Email', 'Department', 'Last event', 'Repeat clicker', ...COUNT_HEADERS],
		cells: (r) => [r.name, r.email, r.departmentName, r.lastEventAt, r.repeatClicker ? 'yes' : 'no', ...countCells(r)],
	},
	templates: {
		headers: ['Template', 'Difficulty', 'Category', ...COUNT_HEADERS],
		cells: (r) => [r.name, r.difficulty, r.category, ...countCells(r)],
	},
	departments: { headers: ['Department', 'Recipients', ...COUNT_HEADERS], cells: (r) => [r.name, r.recipients, ...countCells(r)] },
	groups: { headers: ['Group', 'Recipients', ...COUNT_HEADERS], cells: (r) => [r.name, r.recipients, ...countCells(r)] },
	rounds: {
		headers: ['Round', 'Starts', 'Ends', 'Recipients', ...COUNT_HEADERS],
		cells: (r) => [r.roundNumber, r.startsAt, r.endsAt, r.recipients, ...countCells(r)],
	},
	campaigns: {
		headers: ['Campaign', 'Status', 'Started', 'Current round', 'Recipients', ...COUNT_HEADERS],
		cells: (r) => [r.name, r.status, r.startedAt, r.currentRound, r.recipients, ...countCells(r)],
	},
}

/**
 * The batches of CSV rows of a tab: the recipients in keyset batches of users by name (bounded memory
 * for 100,000 of them); the other tabs at once (one row per template, department, group, round, campaign).
 */
async function* csvBatches(q: Queryable, tab: ReportListTab | 'overview', scope: ReportScope, query: ReportQuery) {
	if (tab === 'overview') {
		yield (await overview(q, scope, query)).series
		return
	}
	if (tab !== 'recipients') {
		const grouped = await groupedTabFor(q, tab, scope, query)
		yield (await rowsOf<GroupedDbRow>(q, grouped.sql(null))).map(grouped.reply)
		return
	}
	let after: { key: string; lastName: string; id: string } | null = null
	const search = query.searchText ? sql` AND u.search_text LIKE ${likeNeedle(query.searchText)}` : sql``
	for (;;) {
		// A small first batch: the first rows reach the browser sooner.
		const size: number = after ? CSV_BATCH : CSV_FIRST_BATCH
		const keyset: SQL = after
			? sql` AND (${sql.raw(USER_SORT_KEY)}, lower(u.last_name), u.id) > (${after.key}, ${after.lastName}, ${after.id})`
			: sql``
		const batch = await rowsOf<RecipientDbRow & { sort_key: string; sort_last: string; in_scope: boolean }>(
			q,
			sql`WITH b AS (
					SELECT u.id, ${sql.raw(USER_SORT_KEY)} AS sort_key, lower(u.last_name) AS sort_last
					FROM users u WHERE u.company_id = ${scope.companyId}${keyset}${search}
					ORDER BY ${sql.raw(USER_SORT_KEY)}, lower(u.last_name), u.id LIMIT ${size}
				)
				SELECT b.id AS user_id, b.sort_key, b.sort_last, x.n > 0 AND x.matches AS in_scope,
					x.sent, x.opened, x.clicked, x.phished, x.reported, ${ratesSql('x')},
					${sql.raw(FULL_NAME)} AS name, u.email, dep.name AS department_name, ${sql.raw(epoch('x.last_at'))} AS last_at, 0 AS total
				FROM b
				-- Per user (its few deliveries), not a join the planner may turn into a scan of the campaign.
				CROSS JOIN LATERAL (
					SELECT count(*) AS n, ${COUNTS_SQL}, max(greatest(d.sent_at, d.opened_at, d.clicked_at, d.phished_at, d.reported_at)) AS last_at,
						${query.events.length > 0 ? eventsHaving(query.events) : sql`TRUE`} AS matches
					-- OFFSET 0 fences the user's lookup: by user_id, whatever index the filters would suggest (a
					-- department's index scanned for each user of the batch costs thousands of times more).
					FROM (SELECT * FROM simulation_deliveries d0 WHERE d0.user_id = b.id OFFSET 0) d
					WHERE ${deliveryWhere(scope, query, { events: false })}
				) x
				JOIN users u ON u.id = b.id LEFT JOIN departments dep ON dep.id = u.department_id
				ORDER BY b.sort_key, b.sort_last, b.id`,
		)
		yield batch.filter((r) => r.in_scope).map(recipientReply)
		if (batch.length < size) return
		const last = batch[batch.length - 1]!
		after = { key: last.sort_key, lastName: last.sort_last, id: last.user_id }
	}
}

function csvReply(c: Context, q: Queryable, tab: ReportListTab | 'overview', scope: ReportScope, query: ReportQuery, filename: string) {
	const spec = CSV[tab]
	if (!/\btext\/csv\b/i.test(c.req.header('accept') ?? '')) {
		return (async () => {
			let text = CSV_BOM + csvLine(spec.headers)
			for await (const rows of csvBatches(q, tab, scope, query)) text += rows.map((r) => csvLine(spec.cells(r))).join('')
			return c.json({ data: text })
		})()
	}
	const encoder = new TextEncoder()
	const batches = csvBatches(q, tab, scope, query)
	const stream = new ReadableStream<Uint8Array>({
		start(controller) {
			controller.enqueue(encoder.encode(CSV_BOM + csvLine(spec.headers)))
		},
		async pull(controller) {
			try {
				// Until something is enqueued: a pull that enqueues nothing is not called again (the stream would stall
				// on a batch of users none of whom the filters keep).
				for (;;) {
					const next = await batches.next()
					if (next.done) return controller.close()
					const text = next.value.map((r) => csvLine(spec.cells(r))).join('')
					if (text) return controller.enqueue(encoder.encode(text))
				}
			} catch (error) {
				controller.error(error)
			}
		},
		async cancel() {
			await batches.return(undefined)
		},
	})
	return c.body(stream, 200, {
		'Content-Type': CSV_CONTENT_TYPE,
		'Content-Disposition': `attachment; filename="${filename}"`,
		'X-Content-Type-Options': 'nosniff',
	})
}

// ─── Routes ──────────────────────────────────────────────────────────────────

export function registerSimulationReportRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	const companyOf = async (c: Context) => (await adminCompanyScope(c, deps, c.req.param('companyId') ?? '', reportErrors.forbidden)).company

	/** The company's campaign: 404 when another's (or missing), 409 while a draft. */
	const campaignOf = async (c: Context) => {
		const company = await companyOf(c)
		const [campaign] = await db
			.select()
			.from(simulationCampaigns)
			.where(and(eq(simulationCampaigns.id, c.req.param('campaignId') ?? ''), eq(simulationCampaigns.companyId, company.id)))
			.limit(1)
		if (!campaign) throw reportErrors.campaignNotFound()
		if (campaign.status === 'DRAFT') throw reportErrors.notStarted()
		return { company, campaign }
	}

	const readReportQuery = (c: Context) => {
		const query = readQuery(c, ReportQuerySchema, REPORT_QUERY_ARRAYS)
		checkReportQuery(query)
		return query
	}

	const serveTab = async (c: Context, tab: CampaignReportTab | SummaryReportTab, scope: ReportScope, query: ReportQuery, name: string) => {
		if (query.isCsv) return csvReply(c, db, tab, scope, query, `${name}-${tab}.csv`)
		if (tab === 'overview') return c.json(await overview(db, scope, query))
		return c.json(await listPage(db, tab, scope, query))
	}

	// GET …/campaign/{id}/report/filters: the filters' choices (the company's departments and groups,
	// the campaign's rounds and templates) and the report header's facts.
	app.get(`${BASE}/campaign/:campaignId/report/filters`, async (c) => {
		const { company, campaign } = await campaignOf(c)
		const [departmentRows, groupRows, roundRows, templateRows] = await Promise.all([
			db.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.companyId, company.id)),
			db.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.companyId, company.id)),
			db
				.select({ roundNumber: simulationRounds.roundNumber, startsAt: simulationRounds.startsAt })
				.from(simulationRounds)
				.where(eq(simulationRounds.campaignId, campaign.id))
				.orderBy(asc(simulationRounds.roundNumber)),
			db
				.select({ id: exerciseTemplates.id, name: exerciseTemplates.name })
				.from(simulationCampaignTemplates)
				.innerJoin(exerciseTemplates, eq(exerciseTemplates.id, simulationCampaignTemplates.templateId))
				.where(eq(simulationCampaignTemplates.campaignId, campaign.id))
				.orderBy(asc(simulationCampaignTemplates.orderNumber)),
		])
		return c.json({
			departments: byName(departmentRows),
			groups: byName(groupRows),
			rounds: roundRows.map((r) => ({ roundNumber: r.roundNumber, startsAt: r.startsAt.toISOString() })),
			templates: templateRows,
			campaign: {
				id: campaign.id,
				name: campaign.name,
				status: campaign.status,
				frequency: campaign.frequency,
				daysPerRound: campaign.daysPerRound,
				sendHour: campaign.sendHour,
				timezone: campaign.timezone,
				startDate: campaign.startDate,
				startedAt: iso(campaign.startedAt),
				archivedAt: iso(campaign.archivedAt),
				nextRoundAt: iso(campaign.nextRoundAt),
				currentRound: campaign.currentRound,
			},
		})
	})

	// GET …/campaign/{id}/report/{tab}
	app.get(`${BASE}/campaign/:campaignId/report/:tab`, async (c) => {
		const tab = c.req.param('tab') as CampaignReportTab
		if (!(CAMPAIGN_REPORT_TABS as readonly string[]).includes(tab)) throw reportErrors.unknownTab()
		const { company, campaign } = await campaignOf(c)
		const query = readReportQuery(c)
		const roundIds =
			query.rounds.length === 0
				? null
				: (
						await db
							.select({ id: simulationRounds.id })
							.from(simulationRounds)
							.where(and(eq(simulationRounds.campaignId, campaign.id), inArray(simulationRounds.roundNumber, query.rounds)))
					).map((r) => r.id)
		return serveTab(c, tab, { kind: 'campaign', companyId: company.id, campaignId: campaign.id, roundIds }, query, 'phishing-simulation')
	})

	// GET …/reports/summary/filters: the company's departments, groups and started campaigns.
	app.get(`${BASE}/reports/summary/filters`, async (c) => {
		const company = await companyOf(c)
		const [departmentRows, groupRows, campaignRows] = await Promise.all([
			db.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.companyId, company.id)),
			db.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.companyId, company.id)),
			db
				.select({ id: simulationCampaigns.id, name: simulationCampaigns.name, startedAt: simulationCampaigns.startedAt })
				.from(simulationCampaigns)
				.where(
					and(
						eq(simulationCampaigns.companyId, company.id),
						ne(simulationCampaigns.status, 'DRAFT'),
						isNotNull(simulationCampaigns.startedAt),
					),
				)
				.orderBy(asc(simulationCampaigns.name)),
		])
		return c.json({
			departments: byName(departmentRows),
			groups: byName(groupRows),
			campaigns: campaignRows.map((r) => ({ id: r.id, name: r.name, startedAt: iso(r.startedAt) })),
		})
	})

	// GET …/reports/summary/{tab}
	app.get(`${BASE}/reports/summary/:tab`, async (c) => {
		const tab = c.req.param('tab') as SummaryReportTab
		if (!(SUMMARY_REPORT_TABS as readonly string[]).includes(tab)) throw reportErrors.unknownTab()
		const company = await companyOf(c)
		const query = readReportQuery(c)
		if (query.rounds.length > 0) {
			throw new ApiError(422, 'validation_error', 'Missing or invalid request parameters: rounds.', {
				validationResults: [{ field: 'rounds', message: 'Rounds belong to one campaign’s report.' }],
				details: [{ code: 'rounds', description: 'Rounds belong to one campaign’s report.' }],
			})
		}
		return serveTab(c, tab, { kind: 'summary', companyId: company.id }, query, 'phishing-summary')
	})

	// GET …/dashboard/report?dateFrom&dateTo: spec 2 §3's phishing period over the deliveries sent in it
	// (both optional: all time). Recipients are distinct users; engaged: any event after sent; ignored:
	// sent and nothing else; percents of recipientsTotal (campaignsNumber: of the started campaigns).
	app.get(`${BASE}/dashboard/report`, async (c) => {
		const company = await companyOf(c)
		const query = readReportQuery(c)
		const range = [
			query.dateFrom ? sql` AND d.sent_at >= ${`${query.dateFrom}T00:00:00.000Z`}::timestamptz` : sql``,
			query.dateTo ? sql` AND d.sent_at < (${query.dateTo}::date + 1)::timestamptz` : sql``,
		]
		type People = { total: number; engaged: number; reported: number; both: number; phished_only: number }
		const peopleOf = (perUser: SQL) =>
			rowsOf<People>(
				db,
				sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE x.engaged)::int AS engaged,
						count(*) FILTER (WHERE x.reported)::int AS reported, count(*) FILTER (WHERE x.phished AND x.reported)::int AS both,
						count(*) FILTER (WHERE x.phished AND NOT x.reported)::int AS phished_only
					FROM (${perUser}) x`,
			).then((rows) => rows[0])
		const startedRead = rowsOf<{ n: number }>(
			db,
			sql`SELECT count(*)::int AS n FROM (${summaryCampaigns(company.id, { campaignStartFrom: null, campaignStartTo: null })}) s`,
		).then((rows) => Number(rows[0]?.n ?? 0))
		// Every recipient sent an email, by what they did, from the company's per-recipient rollup.
		const everyRecipient = () =>
			peopleOf(sql`SELECT s.opened > 0 OR s.clicked > 0 OR s.phished > 0 OR s.reported > 0 AS engaged,
					s.reported > 0 AS reported, s.phished > 0 AS phished
				FROM simulation_company_recipient_stats s WHERE s.company_id = ${company.id} AND s.sent > 0`)
		const figuresRead = async (): Promise<{ people: People | undefined; active: number }> => {
			if (!query.dateFrom && !query.dateTo) {
				// All time: the campaigns' counters (events happen only to sent emails).
				const [people, active] = await Promise.all([
					everyRecipient(),
					rowsOf<{ n: number }>(
						db,
						sql`SELECT count(*)::int AS n FROM simulation_campaigns sc WHERE sc.company_id = ${company.id} AND sc.sent_count > 0`,
					).then((rows) => Number(rows[0]?.n ?? 0)),
				])
				return { people, active }
			}
			// A period: the report cells of the emails sent in it (their UTC day is the period's unit) give the
			// campaigns; when they are one round's (a recipient gets one email per round) the recipients too, and
			// when they are every sent email, the per-recipient rollup does. Otherwise the period's deliveries.
			const inPeriod = sql.join(
				[
					sql`TRUE`,
					...(query.dateFrom ? [sql`k.sent_on >= ${query.dateFrom}::date`] : []),
					...(query.dateTo ? [sql`k.sent_on <= ${query.dateTo}::date`] : []),
				],
				sql` AND `,
			)
			const [cells] = await rowsOf<People & { campaigns: number; rounds: number; every_sent: number }>(
				db,
				sql`SELECT count(DISTINCT k.campaign_id) FILTER (WHERE ${inPeriod})::int AS campaigns,
						count(DISTINCT k.round_id) FILTER (WHERE ${inPeriod})::int AS rounds,
						coalesce(sum(k.deliveries) FILTER (WHERE ${inPeriod}), 0)::int AS total,
						coalesce(sum(k.deliveries) FILTER (WHERE ${inPeriod} AND (k.events & 30) <> 0), 0)::int AS engaged,
						coalesce(sum(k.deliveries) FILTER (WHERE ${inPeriod} AND (k.events & 16) <> 0), 0)::int AS reported,
						coalesce(sum(k.deliveries) FILTER (WHERE ${inPeriod} AND (k.events & 24) = 24), 0)::int AS both,
						coalesce(sum(k.deliveries) FILTER (WHERE ${inPeriod} AND (k.events & 24) = 8), 0)::int AS phished_only,
						coalesce(sum(k.deliveries), 0)::int AS every_sent
					FROM simulation_report_cells k
					WHERE k.campaign_id IN (SELECT sc.id FROM simulation_campaigns sc WHERE sc.company_id = ${company.id})
						AND (k.events & 1) <> 0 AND k.deliveries > 0`,
			)
			const active = Number(cells?.campaigns ?? 0)
			if (Number(cells?.rounds ?? 0) <= 1) return { people: cells, active }
			if (Number(cells?.total) === Number(cells?.every_sent)) return { people: await everyRecipient(), active }
			const people = await peopleOf(sql`SELECT
					bool_or(d.opened_at IS NOT NULL OR d.clicked_at IS NOT NULL OR d.phished_at IS NOT NULL OR d.reported_at IS NOT NULL) AS engaged,
					bool_or(d.reported_at IS NOT NULL) AS reported, bool_or(d.phished_at IS NOT NULL) AS phished
				FROM simulation_deliveries d
				WHERE d.company_id = ${company.id} AND d.sent_at IS NOT NULL${range[0]}${range[1]}
				GROUP BY d.user_id`)
			return { people, active }
		}
		const [started, { people, active }] = await Promise.all([startedRead, figuresRead()])
		const total = Number(people?.total ?? 0)
		const of = (count: number, whole: number) => ({ count, percent: whole === 0 ? 0 : Math.round((count * 1000) / whole) / 10 })
		const engaged = Number(people?.engaged ?? 0)
		return c.json({
			recipientsEngaged: of(engaged, total),
			recipientsIgnored: of(total - engaged, total),
			recipientsTotal: of(total, total),
			campaignsNumber: of(active, started),
			reported: of(Number(people?.reported ?? 0), total),
			phishedAndReported: of(Number(people?.both ?? 0), total),
			phishedWithoutReporting: of(Number(people?.phished_only ?? 0), total),
		})
	})
}

function byName(rows: Array<{ id: string; name: string }>) {
	return [...rows].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id))
}
