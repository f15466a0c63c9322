import { z } from 'zod'
import {
	EVENT_TYPES,
	SIMULATION_STATUSES,
	REPORT_ROUNDS_AND_DATES_MESSAGE,
	type CampaignReportTab,
	type EventType,
	type ReportListTab,
	type SummaryReportTab,
} from '#server/shared/phishing-simulation.ts'
import { callGateway, type GatewayQuery, openGatewayDownload, seg } from './client.server.ts'
import { GatewayError } from './errors.ts'

// The phishing simulation's reports (spec 3 §2 report pages and their URL filters, §3 event types,
// §7 "Simulation report lists", spec 2 §3 the phishing dashboard period, spec 3 §9 page sizes, sort
// defaults and date limits). Spec 3 §7: "Paths: not shown" for the report lists, so every path below
// but the dashboard's is the reference gateway's (ref). Constants (tabs, events, page sizes, orderBy
// columns, default sorts) live in #server/shared/phishing-simulation.ts, re-exported here.
//
// Calls (under /phishing/api/v3/company/{c}):
//   GET campaign/{id}/report/overview          getCampaignReportOverview  (ref)  409 campaign_not_started for a DRAFT
//   GET campaign/{id}/report/{list tab}        getCampaignReportList      (ref)  recipients|templates|departments|groups|rounds
//   GET campaign/{id}/report/filters           getCampaignReportFilters   (ref)  the filters' choices (+ the campaign's header)
//   GET campaign/{id}/report/{tab}?isCsv=true  openCampaignReportCsv      (ref)  Accept text/csv: the CSV, streamed
//   GET reports/summary/overview               getSummaryOverview         (ref)  the company's started campaigns, clones and ARCHIVED included
//   GET reports/summary/{list tab}             getSummaryReportList       (ref)  templates|recipients|departments|groups|campaigns
//   GET reports/summary/filters                getSummaryReportFilters    (ref)
//   GET reports/summary/{tab}?isCsv=true       openSummaryReportCsv       (ref)
//   GET dashboard/report?dateFrom&dateTo       getSimulationDashboard     (spec 3 §7; query (ref))
//
// Query of every report call (all optional; arrays repeat their key): pageNumber (0-based), pageSize
// (PAGE_SIZES, default 10), order asc|desc, orderBy (REPORT_ORDER_BY[tab]; another value falls back to
// the tab's default, descending, spec 3 §9), searchText, events[] (keep recipients/deliveries with at
// least one of those events), departments[], groups[] (ids), rounds[] (campaign only, round numbers),
// dateFrom/dateTo (YYYY-MM-DD, deliveries SENT within, inclusive, UTC; at most MAX_RANGE_DAYS),
// campaignStartFrom/campaignStartTo (summary: campaigns started within). rounds with a date range is
// 422 validationResults [{ field: 'rounds', message: REPORT_ROUNDS_AND_DATES_MESSAGE }] (isRoundsAndDatesError).
// A bad date or a range over MAX_RANGE_DAYS is 422 on field dateFrom / dateTo. Another company's
// campaign is 404. isCsv=true with Accept application/json answers { data: csvText } (spec 3 §7).

export * from '#server/shared/phishing-simulation.ts'

export const SIMULATION_BASE = '/phishing/api/v3'
const companyPath = (companyId: string) => `${SIMULATION_BASE}/company/${seg(companyId)}`
const campaignReportPath = (companyId: string, campaignId: string) => `${companyPath(companyId)}/campaign/${seg(campaignId)}/report`
const summaryPath = (companyId: string) => `${companyPath(companyId)}/reports/summary`

// ─── Shapes ──────────────────────────────────────────────────────────────────

export const ReportPageInfoSchema = z.object({
	/** 0-based. */
	number: z.number().int(),
	size: z.number().int(),
	totalCount: z.number().int(),
})
export type ReportPageInfo = z.infer<typeof ReportPageInfoSchema>

/** Delivery counts; each event implies the earlier ones (a click implies an open, as recorded). */
export const EventCountsSchema = z.object({
	sent: z.number().int(),
	opened: z.number().int(),
	clicked: z.number().int(),
	phished: z.number().int(),
	reported: z.number().int(),
})
export type EventCounts = z.infer<typeof EventCountsSchema>

/** Percent of sent, one decimal; null when nothing was sent. */
const rate = z.number().nullable()

/** What every list row carries: the counts and the four rates. */
export const RowCountsSchema = EventCountsSchema.extend({
	openRate: rate,
	clickRate: rate,
	phishRate: rate,
	reportRate: rate,
})
export type RowCounts = z.infer<typeof RowCountsSchema>

export const SeriesPointSchema = EventCountsSchema.extend({
	/** A campaign: the round number ("1", "2" …); the summary: the month "YYYY-MM" of the rounds' starts (UTC). Format it on screen. */
	label: z.string(),
	/** ISO instant: the round's start, or the month's first day. */
	startsAt: z.string(),
})
export type SeriesPoint = z.infer<typeof SeriesPointSchema>

export const ReportOverviewSchema = z.object({
	funnel: EventCountsSchema,
	rates: z.object({ opened: rate, clicked: rate, phished: rate, reported: rate }),
	/** Distinct recipients of the deliveries counted. */
	recipients: z.number().int(),
	/** reported − sent, in seconds, over reported deliveries; null when none was reported. */
	medianTimeToReportSeconds: z.number().nullable(),
	averageTimeToReportSeconds: z.number().nullable(),
	/** Recipients who clicked in 2 or more deliveries. */
	repeatClickers: z.number().int(),
	/** A campaign: one point per round; the summary: one per month of the rounds' starts (UTC), months without a round left out. */
	series: z.array(SeriesPointSchema),
})
export type ReportOverview = z.infer<typeof ReportOverviewSchema>

export const RecipientRowSchema = RowCountsSchema.extend({
	userId: z.string(),
	name: z.string(),
	email: z.string(),
	/** The user's current department; null: none. (The departments filter reads each delivery's, the department at its round's start.) */
	departmentName: z.string().nullable(),
	/** ISO instant of the latest event (sent included); null: nothing sent yet. */
	lastEventAt: z.string().nullable(),
	repeatClicker: z.boolean(),
})
export type RecipientRow = z.infer<typeof RecipientRowSchema>

export const TemplateRowSchema = RowCountsSchema.extend({
	templateId: z.string(),
	name: z.string(),
	/** 1 EASY, 2 MEDIUM, 3 HARD. */
	difficulty: z.number().int(),
	category: z.string().nullable(),
})
export type TemplateRow = z.infer<typeof TemplateRowSchema>

export const DepartmentRowSchema = RowCountsSchema.extend({
	departmentId: z.string(),
	name: z.string(),
	recipients: z.number().int(),
})
export type DepartmentRow = z.infer<typeof DepartmentRowSchema>

export const GroupRowSchema = RowCountsSchema.extend({
	groupId: z.string(),
	name: z.string(),
	recipients: z.number().int(),
})
export type GroupRow = z.infer<typeof GroupRowSchema>

export const RoundRowSchema = RowCountsSchema.extend({
	roundNumber: z.number().int(),
	startsAt: z.string(),
	endsAt: z.string(),
	recipients: z.number().int(),
})
export type RoundRow = z.infer<typeof RoundRowSchema>

export const CampaignRowSchema = RowCountsSchema.extend({
	campaignId: z.string(),
	name: z.string(),
	status: z.enum(SIMULATION_STATUSES),
	startedAt: z.string().nullable(),
	currentRound: z.number().int(),
	recipients: z.number().int(),
})
export type CampaignRow = z.infer<typeof CampaignRowSchema>

const ROW_SCHEMAS = {
	recipients: RecipientRowSchema,
	templates: TemplateRowSchema,
	departments: DepartmentRowSchema,
	groups: GroupRowSchema,
	rounds: RoundRowSchema,
	campaigns: CampaignRowSchema,
} as const satisfies Record<ReportListTab, z.ZodType>

export type CampaignListTab = Exclude<CampaignReportTab, 'overview'>
export type SummaryListTab = Exclude<SummaryReportTab, 'overview'>
export type ReportRowOf<T extends ReportListTab> = z.infer<(typeof ROW_SCHEMAS)[T]>
export type ReportListPage<T extends ReportListTab> = { rows: Array<ReportRowOf<T>>; pageInfo: ReportPageInfo }

export const NamedSchema = z.object({ id: z.string(), name: z.string() })
export type Named = z.infer<typeof NamedSchema>

export const CampaignReportFiltersSchema = z.object({
	departments: z.array(NamedSchema),
	groups: z.array(NamedSchema),
	rounds: z.array(z.object({ roundNumber: z.number().int(), startsAt: z.string() })),
	templates: z.array(NamedSchema),
	/** (ref) The report header's facts, so the page needs no other call. */
	campaign: z.object({
		id: z.string(),
		name: z.string(),
		status: z.enum(SIMULATION_STATUSES),
		frequency: z.string(),
		daysPerRound: z.number().int(),
		sendHour: z.number().int(),
		timezone: z.string(),
		startDate: z.string().nullable(),
		startedAt: z.string().nullable(),
		archivedAt: z.string().nullable(),
		nextRoundAt: z.string().nullable(),
		currentRound: z.number().int(),
	}),
})
export type CampaignReportFilters = z.infer<typeof CampaignReportFiltersSchema>

export const SummaryReportFiltersSchema = z.object({
	departments: z.array(NamedSchema),
	groups: z.array(NamedSchema),
	campaigns: z.array(z.object({ id: z.string(), name: z.string(), startedAt: z.string().nullable() })),
})
export type SummaryReportFilters = z.infer<typeof SummaryReportFiltersSchema>

const PercentCountSchema = z.object({ percent: z.number(), count: z.number().int() })
/** Spec 2 §3 "Dashboard periods", Phishing. */
export const SimulationDashboardSchema = z.object({
	recipientsEngaged: PercentCountSchema,
	recipientsIgnored: PercentCountSchema,
	recipientsTotal: PercentCountSchema,
	campaignsNumber: PercentCountSchema,
	reported: PercentCountSchema,
	phishedAndReported: PercentCountSchema,
	phishedWithoutReporting: PercentCountSchema,
})
export type SimulationDashboard = z.infer<typeof SimulationDashboardSchema>

// ─── Queries ─────────────────────────────────────────────────────────────────

export type ReportFilterQuery = {
	searchText?: string
	events?: EventType[]
	departments?: string[]
	groups?: string[]
	/** Campaign report only; not together with a date range. */
	rounds?: number[]
	/** YYYY-MM-DD, inclusive, UTC. */
	dateFrom?: string
	dateTo?: string
	/** Summary only: campaigns started within (YYYY-MM-DD). */
	campaignStartFrom?: string
	campaignStartTo?: string
}
export type ReportListQuery = ReportFilterQuery & {
	/** From 0. */
	pageNumber?: number
	pageSize?: number
	order?: 'asc' | 'desc'
	/** REPORT_ORDER_BY[tab]. */
	orderBy?: string
}

function reportQuery(query: ReportListQuery): GatewayQuery {
	return {
		pageNumber: query.pageNumber,
		pageSize: query.pageSize,
		order: query.order,
		orderBy: query.orderBy || undefined,
		searchText: query.searchText || undefined,
		events: nonEmpty(query.events?.filter((event) => (EVENT_TYPES as readonly string[]).includes(event))),
		departments: nonEmpty(query.departments),
		groups: nonEmpty(query.groups),
		rounds: nonEmpty(query.rounds),
		dateFrom: query.dateFrom || undefined,
		dateTo: query.dateTo || undefined,
		campaignStartFrom: query.campaignStartFrom || undefined,
		campaignStartTo: query.campaignStartTo || undefined,
	}
}

// ─── A campaign's report ─────────────────────────────────────────────────────

/** GET …/campaign/{id}/report/overview: the funnel, rates, times to report, repeat clickers, one point per round. 409 campaign_not_started. */
export function getCampaignReportOverview(
	token: string,
	companyId: string,
	campaignId: string,
	query: ReportFilterQuery = {},
): Promise<ReportOverview> {
	return callGateway({
		method: 'GET',
		path: `${campaignReportPath(companyId, campaignId)}/overview`,
		token,
		query: reportQuery(query),
		schema: ReportOverviewSchema,
	})
}

/** GET …/campaign/{id}/report/{tab}: one page of a list tab (filters, search, sort). 409 campaign_not_started. */
export async function getCampaignReportList<T extends CampaignListTab>(
	token: string,
	companyId: string,
	campaignId: string,
	tab: T,
	query: ReportListQuery = {},
): Promise<ReportListPage<T>> {
	const reply = await callGateway({
		method: 'GET',
		path: `${campaignReportPath(companyId, campaignId)}/${seg(tab)}`,
		token,
		query: reportQuery(query),
		schema: z.object({ rows: z.array(ROW_SCHEMAS[tab]), pageInfo: ReportPageInfoSchema }),
	})
	return reply as ReportListPage<T>
}

/** GET …/campaign/{id}/report/filters: the departments, groups, rounds and templates to filter by, and the header's facts. */
export function getCampaignReportFilters(token: string, companyId: string, campaignId: string): Promise<CampaignReportFilters> {
	return callGateway({
		method: 'GET',
		path: `${campaignReportPath(companyId, campaignId)}/filters`,
		token,
		schema: CampaignReportFiltersSchema,
	})
}

/**
 * The CSV (isCsv=true, Accept text/csv) of a campaign report tab: a header row then every row the
 * filters, search and sort select (no paging; the overview's CSV is its series); body unread, for
 * app/lib/csv-export.server.ts's safeCsvDownload to stream to the browser.
 */
export function openCampaignReportCsv(
	token: string,
	companyId: string,
	campaignId: string,
	tab: CampaignReportTab,
	query: Omit<ReportListQuery, 'pageNumber' | 'pageSize'> = {},
	signal?: AbortSignal,
): Promise<Response> {
	return openGatewayDownload({
		method: 'GET',
		path: `${campaignReportPath(companyId, campaignId)}/${seg(tab)}`,
		token,
		accept: 'text/csv',
		query: { ...reportQuery(query), isCsv: true },
		signal,
	})
}

// ─── The phishing summary (every started campaign of the company) ───────────

/** GET …/reports/summary/overview: the funnel etc. over the company's started campaigns, one point per month. */
export function getSummaryOverview(token: string, companyId: string, query: ReportFilterQuery = {}): Promise<ReportOverview> {
	return callGateway({
		method: 'GET',
		path: `${summaryPath(companyId)}/overview`,
		token,
		query: reportQuery(query),
		schema: ReportOverviewSchema,
	})
}

/** GET …/reports/summary/{tab}: one page of a summary list tab. */
export async function getSummaryReportList<T extends SummaryListTab>(
	token: string,
	companyId: string,
	tab: T,
	query: ReportListQuery = {},
): Promise<ReportListPage<T>> {
	const reply = await callGateway({
		method: 'GET',
		path: `${summaryPath(companyId)}/${seg(tab)}`,
		token,
		query: reportQuery(query),
		schema: z.object({ rows: z.array(ROW_SCHEMAS[tab]), pageInfo: ReportPageInfoSchema }),
	})
	return reply as ReportListPage<T>
}

/** GET …/reports/summary/filters: departments, groups and the started campaigns. */
export function getSummaryReportFilters(token: string, companyId: string): Promise<SummaryReportFilters> {
	return callGateway({ method: 'GET', path: `${summaryPath(companyId)}/filters`, token, schema: SummaryReportFiltersSchema })
}

/** The CSV of a summary tab (as openCampaignReportCsv). */
export function openSummaryReportCsv(
	token: string,
	companyId: string,
	tab: SummaryReportTab,
	query: Omit<ReportListQuery, 'pageNumber' | 'pageSize'> = {},
	signal?: AbortSignal,
): Promise<Response> {
	return openGatewayDownload({
		method: 'GET',
		path: `${summaryPath(companyId)}/${seg(tab)}`,
		token,
		accept: 'text/csv',
		query: { ...reportQuery(query), isCsv: true },
		signal,
	})
}

// ─── Dashboard ───────────────────────────────────────────────────────────────

/**
 * GET …/dashboard/report?dateFrom&dateTo: spec 2 §3's phishing period over the deliveries sent in the
 * period (YYYY-MM-DD, inclusive; both optional: all time). Recipients are distinct users; engaged had
 * any event after sent, ignored only sent; percents are of recipientsTotal (campaignsNumber's: of the
 * company's started campaigns).
 */
export function getSimulationDashboard(
	token: string,
	companyId: string,
	period: { dateFrom?: string; dateTo?: string } = {},
): Promise<SimulationDashboard> {
	return callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/dashboard/report`,
		token,
		query: { dateFrom: period.dateFrom || undefined, dateTo: period.dateTo || undefined },
		schema: SimulationDashboardSchema,
	})
}

// ─── Errors ──────────────────────────────────────────────────────────────────

/** A 422 of a report query, by field (rounds, dateFrom, dateTo, …): the gateway's message. */
export function readReportFieldErrors(error: unknown): Record<string, string> {
	if (!(error instanceof GatewayError) || error.status !== 422) return {}
	const result: Record<string, string> = {}
	for (const detail of error.details) if (detail.code && !(detail.code in result)) result[detail.code] = detail.description
	return result
}

/** The 422 of rounds sent together with a date range (the console clears one and asks again). */
export function isRoundsAndDatesError(error: unknown): boolean {
	return readReportFieldErrors(error).rounds === REPORT_ROUNDS_AND_DATES_MESSAGE
}

/** The 409 of a DRAFT campaign's report. */
export function isCampaignNotStarted(error: unknown): boolean {
	return error instanceof GatewayError && error.status === 409 && error.details.some((d) => d.code === 'campaign_not_started')
}

function nonEmpty<T>(values: readonly T[] | undefined): T[] | undefined {
	return values && values.length > 0 ? [...values] : undefined
}
