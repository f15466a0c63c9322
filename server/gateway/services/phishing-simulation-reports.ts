import { type SQL, and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm'
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
	COUNTS_SQL,
	RATES_SQL,
	REPORT_QUERY_ARRAYS,
	type ReportQuery,
	ReportQuerySchema,
	type ReportScope,
	checkReportQuery,
	deliveryWhere,
	epoch,
	eventsHaving,
	isoOf,
	likeNeedle,
	orderSql,
	rate,
	rowsOf,
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

/** No filter narrows the deliveries (the summary's campaign start picks campaigns): the counters kept with each event answer (phishing-simulation-sending.ts, -tracking.ts). */
function readsCounters(query: ReportQuery): boolean {
	return (
		query.rounds.length === 0 &&
		!query.dateFrom &&
		!query.dateTo &&
		query.departments.length === 0 &&
		query.groups.length === 0 &&
		query.events.length === 0
	)
}

/** The rounds the scope reads (a campaign's, or the summary's campaigns'). */
const scopeRounds = (scope: ReportScope, query: ReportQuery): SQL =>
	scope.kind === 'campaign' ? sql`r.campaign_id = ${scope.campaignId}` : sql`r.campaign_id IN (${summaryCampaigns(scope.companyId, query)})`

/**
 * The overview: the funnel, rates, recipients, times to report, repeat clickers and the series — a
 * campaign's one point per round, the summary's one per month of the rounds' starts (UTC; a round's
 * emails go out within its sending window, so its month is where they were sent, give or take a day).
 * Unfiltered, the rounds' counters give the series and the funnel without reading the deliveries.
 */
async function overview(q: Queryable, scope: ReportScope, query: ReportQuery) {
	const where = deliveryWhere(scope, query)
	const counters = readsCounters(query)
	const roundsSql = counters
		? sql`SELECT r.round_number, ${sql.raw(epoch('r.starts_at'))} AS starts, r.sent_count AS sent, r.opened_count AS opened,
				r.clicked_count AS clicked, r.phished_count AS phished, r.reported_count AS reported
			FROM simulation_rounds r WHERE ${scopeRounds(scope, query)} AND r.recipients_count > 0 ORDER BY r.starts_at, r.round_number`
		: sql`SELECT r.round_number, ${sql.raw(epoch('r.starts_at'))} AS starts, x.sent, x.opened, x.clicked, x.phished, x.reported
			FROM (SELECT d.round_id, ${COUNTS_SQL} FROM simulation_deliveries d WHERE ${where} GROUP BY d.round_id) x
			JOIN simulation_rounds r ON r.id = x.round_id ORDER BY r.starts_at, r.round_number`
	const [rounds, [recipients], [times], [repeat]] = await Promise.all([
		rowsOf<Counts & { round_number: number; starts: number }>(q, roundsSql),
		rowsOf<{ n: number }>(
			q,
			counters && scope.kind === 'campaign'
				? sql`SELECT recipients_count AS n FROM simulation_campaigns WHERE id = ${scope.campaignId}`
				: // DISTINCT in a subquery may hash; count(DISTINCT …) always sorts.
					sql`SELECT count(*)::int AS n FROM (SELECT DISTINCT d.user_id FROM simulation_deliveries d WHERE ${where}) u`,
		),
		rowsOf<{ median: number | null; average: number | null }>(
			q,
			sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY s.seconds)::float8 AS median, avg(s.seconds)::float8 AS average
				FROM (SELECT extract(epoch FROM d.reported_at - d.sent_at) AS seconds FROM simulation_deliveries d
					WHERE ${where} AND d.reported_at IS NOT NULL AND d.sent_at IS NOT NULL) s`,
		),
		rowsOf<{ n: number }>(
			q,
			sql`SELECT count(*)::int AS n FROM (SELECT d.user_id FROM simulation_deliveries d WHERE ${where} AND d.clicked_at IS NOT NULL
				GROUP BY d.user_id HAVING count(*) >= 2) x`,
		),
	])
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
		recipients: Number(recipients?.n ?? 0),
		medianTimeToReportSeconds: seconds(times?.median),
		averageTimeToReportSeconds: seconds(times?.average),
		repeatClickers: Number(repeat?.n ?? 0),
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

/** Recipients: one row per user with deliveries in the scope (department: the user's current one). */
function recipientsSql(scope: ReportScope, query: ReportQuery, sort: { orderBy: string; order: 'asc' | 'desc' }, paging: Paging): SQL {
	const search = query.searchText
		? sql` AND d.user_id IN (SELECT su.id FROM users su WHERE su.company_id = ${scope.companyId} AND su.search_text LIKE ${likeNeedle(query.searchText)})`
		: sql``
	const having = query.events.length > 0 ? sql` HAVING ${eventsHaving(query.events)}` : sql``
	const order = orderSql(
		{ ...COUNT_SORTS, name: `lower(${FULL_NAME})`, email: 'lower(u.email)', departmentName: 'lower(dep.name)', lastEventAt: 'x.last_at' },
		sort.orderBy,
		sort.order,
		`lower(${FULL_NAME}) ASC, u.id ASC`,
	)
	return sql`WITH x AS (
			SELECT d.user_id, ${COUNTS_SQL},
				max(greatest(d.sent_at, d.opened_at, d.clicked_at, d.phished_at, d.reported_at)) AS last_at
			FROM simulation_deliveries d WHERE ${deliveryWhere(scope, query, { events: false })}${search}
			GROUP BY d.user_id${having}
		)
		SELECT x.user_id, x.sent, x.opened, x.clicked, x.phished, x.reported, ${RATES_SQL},
			${sql.raw(FULL_NAME)} AS name, u.email, dep.name AS department_name, ${sql.raw(epoch('x.last_at'))} AS last_at,
			count(*) OVER ()::int AS total
		FROM x JOIN users u ON u.id = x.user_id LEFT JOIN departments dep ON dep.id = u.department_id
		ORDER BY ${order}${pagingSql(paging)}`
}

const DISTINCT_RECIPIENTS = 'distinct'
type GroupedDbRow = Counts & Rates & Record<string, unknown> & { total: number }

/** A tab grouped by one thing (template, department, group, round, campaign): its SQL and its reply row. */
type Grouped = { sql: (paging: Paging) => SQL; reply: (r: GroupedDbRow) => Record<string, unknown> }

function groupedTab(tab: Exclude<ReportListTab, 'recipients'>, scope: ReportScope, query: ReportQuery): Grouped {
	const sort = sortOf(tab, query)
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
		/** The grouped rows another way (the counters), instead of counting the deliveries. */
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
			SELECT x.key, x.sent, x.opened, x.clicked, x.phished, x.reported, x.recipients, ${RATES_SQL}, ${sql.raw(columns)},
				count(*) OVER ()::int AS total
			FROM x ${join} WHERE TRUE${search}
			ORDER BY ${order}${pagingSql(paging)}`
	}
	const deliveries = sql`simulation_deliveries d`
	switch (tab) {
		case 'templates':
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
				),
				reply: (r) => ({ templateId: r.key, name: r.name, difficulty: Number(r.difficulty), category: r.category, ...counts(r) }),
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
				),
				reply: (r) => ({ departmentId: r.key, name: r.name, recipients: Number(r.recipients), ...counts(r) }),
			}
		case 'groups': {
			// A delivery counts for each group its recipient is in now (with a group filter: those groups only).
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
				),
				reply: (r) => ({ groupId: r.key, name: r.name, recipients: Number(r.recipients), ...counts(r) }),
			}
		}
		case 'rounds':
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
					readsCounters(query) && !query.searchText && scope.kind === 'campaign'
						? sql`SELECT c.id AS key, c.sent_count AS sent, c.opened_count AS opened, c.clicked_count AS clicked,
								c.phished_count AS phished, c.reported_count AS reported, c.recipients_count AS recipients
							FROM simulation_rounds c WHERE c.campaign_id = ${scope.campaignId} AND c.recipients_count > 0`
						: undefined,
				),
				reply: (r) => ({
					roundNumber: Number(r.round_number),
					startsAt: isoOf(r.starts as number),
					endsAt: isoOf(r.ends as number),
					recipients: Number(r.recipients),
					...counts(r),
				}),
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
					readsCounters(query) && scope.kind === 'summary'
						? sql`SELECT c.id AS key, c.sent_count AS sent, c.opened_count AS opened, c.clicked_count AS clicked,
								c.phished_count AS phished, c.reported_count AS reported, c.recipients_count AS recipients
							FROM simulation_campaigns c WHERE c.id IN (${summaryCampaigns(scope.companyId, query)}) AND c.deliveries_count > 0`
						: undefined,
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

async function listPage(q: Queryable, tab: ReportListTab, scope: ReportScope, query: ReportQuery) {
	const paging = { limit: query.pageSize, offset: query.pageNumber * query.pageSize }
	let rows: Array<Record<string, unknown>>
	let total: number
	if (tab === 'recipients') {
		const found = await rowsOf<RecipientDbRow>(q, recipientsSql(scope, query, sortOf('recipients', query), paging))
		rows = found.map(recipientReply)
		total = found[0] ? Number(found[0].total) : 0
	} else {
		const grouped = groupedTab(tab, scope, query)
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
		const grouped = groupedTab(tab, scope, query)
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
					x.sent, x.opened, x.clicked, x.phished, x.reported, ${RATES_SQL},
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
		return serveTab(c, tab, { kind: 'campaign', companyId: company.id, campaignId: campaign.id }, query, 'phishing-simulation')
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
		const [[people], [campaigns]] = await Promise.all([
			rowsOf<{ total: number; engaged: number; reported: number; both: number; phished_only: number; campaigns: number }>(
				db,
				sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE x.engaged)::int AS engaged,
						count(*) FILTER (WHERE x.reported)::int AS reported, count(*) FILTER (WHERE x.phished AND x.reported)::int AS both,
						count(*) FILTER (WHERE x.phished AND NOT x.reported)::int AS phished_only
					FROM (SELECT d.user_id,
							bool_or(d.opened_at IS NOT NULL OR d.clicked_at IS NOT NULL OR d.phished_at IS NOT NULL OR d.reported_at IS NOT NULL) AS engaged,
							bool_or(d.reported_at IS NOT NULL) AS reported, bool_or(d.phished_at IS NOT NULL) AS phished
						FROM simulation_deliveries d
						WHERE d.company_id = ${company.id} AND d.sent_at IS NOT NULL${range[0]}${range[1]}
						GROUP BY d.user_id) x`,
			),
			rowsOf<{ active: number; started: number }>(
				db,
				sql`SELECT (SELECT count(DISTINCT d.campaign_id) FROM simulation_deliveries d
						WHERE d.company_id = ${company.id} AND d.sent_at IS NOT NULL${range[0]}${range[1]})::int AS active,
					(SELECT count(*) FROM (${summaryCampaigns(company.id, { campaignStartFrom: null, campaignStartTo: null })}) s)::int AS started`,
			),
		])
		const total = Number(people?.total ?? 0)
		const of = (count: number, whole: number) => ({ count, percent: whole === 0 ? 0 : Math.round((count * 1000) / whole) / 10 })
		const engaged = Number(people?.engaged ?? 0)
		return c.json({
			recipientsEngaged: of(engaged, total),
			recipientsIgnored: of(total - engaged, total),
			recipientsTotal: of(total, total),
			campaignsNumber: of(Number(campaigns?.active ?? 0), Number(campaigns?.started ?? 0)),
			reported: of(Number(people?.reported ?? 0), total),
			phishedAndReported: of(Number(people?.both ?? 0), total),
			phishedWithoutReporting: of(Number(people?.phished_only ?? 0), total),
		})
	})
}

function byName(rows: Array<{ id: string; name: string }>) {
	return [...rows].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id))
}
