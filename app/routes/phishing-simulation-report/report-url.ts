import { defineTable, parseTableQuery, TABLE_PARAMS, type TableDefinition, type TableQuery } from '#app/lib/table-query.ts'
import {
	CAMPAIGN_REPORT_TABS,
	type CampaignReportTab,
	DATE_PRESETS,
	EVENT_TYPES,
	type EventType,
	MAX_RANGE_DAYS,
	REPORT_DEFAULT_PAGE_SIZE,
	REPORT_DEFAULT_SORT,
	REPORT_ORDER_BY,
	type ReportListTab,
	type ReportOrderBy,
	SUMMARY_REPORT_TABS,
	type SummaryReportTab,
} from '#server/shared/phishing-simulation.ts'

// The simulation reports' URL (spec 3 §2): a campaign's report /phishing-simulation/reports/{id}/{tab} and
// the phishing summary /reports/phishing-summary/{tab}. The tab is in the path; paging, sort, search and
// every filter in the query ("Report filters are kept in the URL query: order, orderBy, rounds, page size,
// page number, search text, departments, groups, phishing events, period from/to, campaign start date").
// Pure and free of zod: the loaders, the downloads and the components (in the browser too) read one URL
// the same way.

export { CAMPAIGN_REPORT_TABS, SUMMARY_REPORT_TABS, type CampaignReportTab, type SummaryReportTab, type ReportListTab }

export const CAMPAIGN_REPORT_PATH = '/phishing-simulation/reports'
export const SUMMARY_PATH = '/reports/phishing-summary'
/** Where the campaign report's back link and the boost guard lead (the reports home is not built in this console). */
export const SIMULATION_HOME = '/phishing-simulation/active'

export function isCampaignReportTab(value: string | undefined): value is CampaignReportTab {
	return (CAMPAIGN_REPORT_TABS as readonly string[]).includes(value ?? '')
}
export function isSummaryReportTab(value: string | undefined): value is SummaryReportTab {
	return (SUMMARY_REPORT_TABS as readonly string[]).includes(value ?? '')
}

export function campaignTabPath(campaignId: string, tab: CampaignReportTab = 'overview'): string {
	return `${CAMPAIGN_REPORT_PATH}/${encodeURIComponent(campaignId)}/${tab}`
}
export function summaryTabPath(tab: SummaryReportTab = 'overview'): string {
	return `${SUMMARY_PATH}/${tab}`
}

// ─── Filters ────────────────────────────────────────────────────────────────

export const FILTER_PARAMS = {
	rounds: 'rounds',
	departments: 'departments',
	groups: 'groups',
	events: 'events',
	dateFrom: 'dateFrom',
	dateTo: 'dateTo',
	campaignStartFrom: 'campaignStartFrom',
	campaignStartTo: 'campaignStartTo',
} as const
const FILTER_PARAM_NAMES: string[] = Object.values(FILTER_PARAMS)

/**
 * Fields the filter form sends that never stay in the URL: the period select (a preset becomes its
 * dateFrom/dateTo) and a snapshot of the rounds and range applied when the form was drawn, which tells
 * the server which of the two the user changed (see normalizeReportSearch).
 */
export const CONTROL_PARAMS = { period: 'period', appliedRounds: 'appliedRounds', appliedPeriod: 'appliedPeriod' } as const
const CONTROL_PARAM_NAMES: string[] = Object.values(CONTROL_PARAMS)

/** The period select's choices: every sent email, a preset of spec 3 §9, or the dates typed. */
export const PERIOD_ALL = 'all'
export const PERIOD_CUSTOM = 'custom'
export type PeriodChoice = typeof PERIOD_ALL | typeof PERIOD_CUSTOM | `${(typeof DATE_PRESETS)[number]}`
export const PERIOD_CHOICES: readonly PeriodChoice[] = [PERIOD_ALL, ...DATE_PRESETS.map((days) => `${days}` as const), PERIOD_CUSTOM]

export type DateRange = { from: string; to: string }

export type ReportFilters = {
	rounds: number[]
	departments: string[]
	groups: string[]
	events: EventType[]
	/** Emails sent within, inclusive (UTC days); null: every email. Never together with rounds. */
	period: DateRange | null
	/** The summary's "campaign start date": campaigns started within. */
	campaignStart: { from: string | null; to: string | null }
}

export const EMPTY_FILTERS: ReportFilters = {
	rounds: [],
	departments: [],
	groups: [],
	events: [],
	period: null,
	campaignStart: { from: null, to: null },
}

const MAX_FILTER_IDS = 200
const MAX_ID_LENGTH = 200
const DAY_MS = 86_400_000

function listParam(params: URLSearchParams, name: string): string[] {
	const values = params
		.getAll(name)
		.flatMap((value) => value.split(','))
		.map((value) => value.trim())
		.filter((value) => value && value.length <= MAX_ID_LENGTH)
	return [...new Set(values)].slice(0, MAX_FILTER_IDS)
}

/** A 'YYYY-MM-DD' that is a real day, or null. */
export function validDay(value: string | null | undefined): string | null {
	if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
	const date = new Date(`${value}T00:00:00Z`)
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null
}

export function addDays(day: string, days: number): string {
	return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Days from `from` to `to`, both counted. */
export function daysInRange(range: DateRange): number {
	return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1
}

/** Today as the gateway's date filters read days: UTC. */
export function utcToday(now: Date = new Date()): string {
	return now.toISOString().slice(0, 10)
}

/** The last `days` days up to today. */
export function presetRange(days: number, today: string): DateRange {
	return { from: addDays(today, -(days - 1)), to: today }
}

/**
 * A typed range made whole: a lone start runs to today (or a year on, whichever comes first); a lone end
 * starts the longest range before it; reversed ends are swapped; a range over MAX_RANGE_DAYS keeps its
 * end and is cut to that length (spec 3 §9 "maximum range 366").
 */
export function completeRange(from: string | null, to: string | null, today: string): DateRange | null {
	if (!from && !to) return null
	let start = from ?? addDays(to!, -(MAX_RANGE_DAYS - 1))
	let end = to ?? (addDays(start, MAX_RANGE_DAYS - 1) < today ? addDays(start, MAX_RANGE_DAYS - 1) : today)
	if (end < start) [start, end] = [end, start]
	if (daysInRange({ from: start, to: end }) > MAX_RANGE_DAYS) start = addDays(end, -(MAX_RANGE_DAYS - 1))
	return { from: start, to: end }
}

export function rangeKey(range: DateRange | null): string {
	return range ? `${range.from}..${range.to}` : ''
}
export function roundsKey(rounds: readonly number[]): string {
	return rounds.join(',')
}

function roundsParam(params: URLSearchParams, name: string): number[] {
	const numbers = listParam(params, name)
		.filter((value) => /^\d{1,6}$/.test(value))
		.map(Number)
		.filter((value) => value >= 1)
	return [...new Set(numbers)].sort((a, b) => a - b)
}

function isPeriodChoice(value: string | null): value is PeriodChoice {
	return (PERIOD_CHOICES as readonly (string | null)[]).includes(value)
}

export type NormalizedSearch = {
	filters: ReportFilters
	/** The canonical query (control fields gone, a preset turned into dates, one of rounds and dates kept). */
	search: URLSearchParams
	/** The URL was not canonical: the loader redirects to `search` so the address bar shows the state. */
	redirect: boolean
}

/**
 * Reads the filters of a report URL and says whether the URL must be rewritten.
 *
 * The period: the select's preset (or "all") decides, unless the date inputs differ from the range the
 * form was drawn with (appliedPeriod): then the typed dates win (without JavaScript a user who types dates
 * does not also have to pick "Custom"). A URL without the select (a link, a bookmark) keeps its dates.
 *
 * Rounds ⟂ dates (spec 3 §2 "Changing the date range clears rounds, and choosing rounds clears the date
 * range"): when both arrive, the one the user changed since the form was drawn (appliedRounds /
 * appliedPeriod) wins and the other is cleared; when both changed, or the URL carries no snapshot (typed or
 * linked), the rounds win: they are the narrower, campaign-specific choice. With JavaScript the form
 * clears the other control itself, so the server sees only one.
 */
export function normalizeReportSearch(
	input: URLSearchParams,
	{ today, allowRounds }: { today: string; allowRounds: boolean },
): NormalizedSearch {
	const params = new URLSearchParams(input)
	const rawFrom = params.get(FILTER_PARAMS.dateFrom)
	const rawTo = params.get(FILTER_PARAMS.dateTo)
	const typed = completeRange(validDay(rawFrom), validDay(rawTo), today)

	const period = params.get(CONTROL_PARAMS.period)
	const appliedPeriod = params.get(CONTROL_PARAMS.appliedPeriod)
	const datesEdited = appliedPeriod !== null && rangeKey(typed) !== appliedPeriod
	let range = typed
	if (isPeriodChoice(period) && period !== PERIOD_CUSTOM && !datesEdited) {
		range = period === PERIOD_ALL ? null : presetRange(Number(period), today)
	}

	let rounds = allowRounds ? roundsParam(params, FILTER_PARAMS.rounds) : []
	if (rounds.length > 0 && range) {
		const appliedRounds = params.get(CONTROL_PARAMS.appliedRounds)
		const roundsChanged = appliedRounds !== null && roundsKey(rounds) !== appliedRounds
		const rangeChanged = appliedPeriod !== null && rangeKey(range) !== appliedPeriod
		if (rangeChanged && !roundsChanged) rounds = []
		else range = null
	}

	const startFrom = validDay(params.get(FILTER_PARAMS.campaignStartFrom))
	const startTo = validDay(params.get(FILTER_PARAMS.campaignStartTo))
	const campaignStart = startFrom && startTo && startTo < startFrom ? { from: startTo, to: startFrom } : { from: startFrom, to: startTo }

	const eventsParam = listParam(params, FILTER_PARAMS.events)
	const filters: ReportFilters = {
		rounds,
		departments: listParam(params, FILTER_PARAMS.departments),
		groups: listParam(params, FILTER_PARAMS.groups),
		events: EVENT_TYPES.filter((event) => eventsParam.includes(event)),
		period: range,
		campaignStart,
	}

	const rawRounds = params.getAll(FILTER_PARAMS.rounds).join(',')
	const redirect =
		CONTROL_PARAM_NAMES.some((name) => params.has(name)) ||
		(rawFrom ?? '') !== (range?.from ?? '') ||
		(rawTo ?? '') !== (range?.to ?? '') ||
		rawRounds !== roundsKey(rounds) ||
		(params.get(FILTER_PARAMS.campaignStartFrom) ?? '') !== (campaignStart.from ?? '') ||
		(params.get(FILTER_PARAMS.campaignStartTo) ?? '') !== (campaignStart.to ?? '')

	for (const name of [...CONTROL_PARAM_NAMES, ...FILTER_PARAM_NAMES]) params.delete(name)
	writeFilters(params, filters)
	return { filters, search: params, redirect }
}

/** Writes the filters into `params` under the URL's names (repeatable values repeated). */
export function writeFilters(params: URLSearchParams, filters: ReportFilters) {
	for (const round of filters.rounds) params.append(FILTER_PARAMS.rounds, String(round))
	for (const id of filters.departments) params.append(FILTER_PARAMS.departments, id)
	for (const id of filters.groups) params.append(FILTER_PARAMS.groups, id)
	for (const event of filters.events) params.append(FILTER_PARAMS.events, event)
	if (filters.period) {
		params.set(FILTER_PARAMS.dateFrom, filters.period.from)
		params.set(FILTER_PARAMS.dateTo, filters.period.to)
	}
	if (filters.campaignStart.from) params.set(FILTER_PARAMS.campaignStartFrom, filters.campaignStart.from)
	if (filters.campaignStart.to) params.set(FILTER_PARAMS.campaignStartTo, filters.campaignStart.to)
}

/** Reads the filters of a canonical URL (what the components do; the loader redirected anything else). */
export function parseReportFilters(search: string | URLSearchParams, allowRounds: boolean): ReportFilters {
	const params = typeof search === 'string' ? new URLSearchParams(search) : search
	return normalizeReportSearch(params, { today: utcToday(), allowRounds }).filters
}

export function hasReportFilters(filters: ReportFilters): boolean {
	return (
		filters.rounds.length > 0 ||
		filters.departments.length > 0 ||
		filters.groups.length > 0 ||
		filters.events.length > 0 ||
		filters.period !== null ||
		filters.campaignStart.from !== null ||
		filters.campaignStart.to !== null
	)
}

/** What the period select shows for the applied range: a preset that ends today, custom dates, or all. */
export function periodChoiceOf(range: DateRange | null, today: string): PeriodChoice {
	if (!range) return PERIOD_ALL
	const preset = DATE_PRESETS.find((days) => rangeKey(presetRange(days, today)) === rangeKey(range))
	return preset ? (`${preset}` as PeriodChoice) : PERIOD_CUSTOM
}

/** The gateway query of the filters (the contract's ReportFilterQuery). */
export function gatewayFilters(filters: ReportFilters, searchText: string) {
	return {
		searchText: searchText || undefined,
		events: filters.events,
		departments: filters.departments,
		groups: filters.groups,
		rounds: filters.rounds,
		dateFrom: filters.period?.from,
		dateTo: filters.period?.to,
		campaignStartFrom: filters.campaignStart.from ?? undefined,
		campaignStartTo: filters.campaignStart.to ?? undefined,
	}
}

// ─── Tables ─────────────────────────────────────────────────────────────────

function reportTable<L extends ReportListTab>(tab: L) {
	const sort = REPORT_DEFAULT_SORT[tab]
	return defineTable({
		sortColumns: REPORT_ORDER_BY[tab] as readonly ReportOrderBy<L>[],
		defaultOrderBy: sort.orderBy as ReportOrderBy<L>,
		defaultOrder: sort.order,
		defaultPageSize: REPORT_DEFAULT_PAGE_SIZE as 10,
	})
}

/** Each list tab's table: the gateway's sort columns and default sort, 10 rows to a page (spec 3 §9). */
export const REPORT_TABLES = {
	recipients: reportTable('recipients'),
	templates: reportTable('templates'),
	departments: reportTable('departments'),
	groups: reportTable('groups'),
	rounds: reportTable('rounds'),
	campaigns: reportTable('campaigns'),
} as const satisfies Record<ReportListTab, TableDefinition>

export function parseReportQuery(tab: ReportListTab, search: URLSearchParams | URL | string): TableQuery {
	return parseTableQuery(REPORT_TABLES[tab], search)
}

// ─── Links ──────────────────────────────────────────────────────────────────

function withParams(path: string, params: URLSearchParams): string {
	const search = params.toString()
	return search ? `${path}?${search}` : path
}

function keep(search: string, names: readonly string[]): URLSearchParams {
	const current = new URLSearchParams(search)
	const params = new URLSearchParams()
	for (const name of names) for (const value of current.getAll(name)) params.append(name, value)
	return params
}

/** Another tab: the filters and search stay, the tab's own paging and sort start afresh. */
export function tabHref(tabPath: string, search: string): string {
	return withParams(tabPath, keep(search, [...FILTER_PARAM_NAMES, TABLE_PARAMS.searchText]))
}

/** The names the filter form sets itself (its hidden fields carry the rest: sort, page size, search). */
export const FILTER_FORM_FIELDS = [...FILTER_PARAM_NAMES, ...CONTROL_PARAM_NAMES, TABLE_PARAMS.pageNumber]

/** The tab without its filters (sort, page size and search stay; back to the first page). */
export function clearFiltersHref(pathname: string, search: string): string {
	const params = new URLSearchParams(search)
	for (const name of FILTER_FORM_FIELDS) params.delete(name)
	return withParams(pathname, params)
}

/** "Download CSV" of a tab: the same filters, search and sort, every row. */
export function downloadHref(tabPath: string, search: string): string {
	return withParams(
		`${tabPath}/download`,
		keep(search, [...FILTER_PARAM_NAMES, TABLE_PARAMS.searchText, TABLE_PARAMS.order, TABLE_PARAMS.orderBy]),
	)
}

/** A department's or group's row: the recipients tab filtered by it (the other filters stay). */
export function unitRecipientsHref(recipientsPath: string, kind: 'departments' | 'groups', id: string, search: string): string {
	const params = keep(
		search,
		FILTER_PARAM_NAMES.filter((name) => name !== kind),
	)
	params.set(kind, id)
	return withParams(recipientsPath, params)
}

/** A round's row: the recipients tab of that round (a date range is cleared: rounds and dates exclude each other). */
export function roundRecipientsHref(recipientsPath: string, roundNumber: number, search: string): string {
	const params = keep(
		search,
		FILTER_PARAM_NAMES.filter((name) => name !== FILTER_PARAMS.rounds && name !== FILTER_PARAMS.dateFrom && name !== FILTER_PARAMS.dateTo),
	)
	params.set(FILTER_PARAMS.rounds, String(roundNumber))
	return withParams(recipientsPath, params)
}
