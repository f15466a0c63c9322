import { redirect } from 'react-router'
import { requireViewer, sessionEndingResponse, type Viewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { isTrialActive } from '#app/auth/visibility.ts'
import { type UiMessage } from '#app/components/form-errors.ts'
import { PLAN_MODAL, pathWithPlan } from '#app/components/shell/plan/modals.ts'
import { canSeePlanDialogs } from '#app/components/shell/plan/rules.ts'
import { hasErrorCode, isNotFound } from '#app/gateway/errors.ts'
import {
	getCampaignReportFilters,
	getCampaignReportList,
	getCampaignReportOverview,
	getSummaryOverview,
	getSummaryReportFilters,
	getSummaryReportList,
	isCampaignNotStarted,
	type CampaignListTab,
	type ReportListPage,
	type ReportListTab,
	type ReportOverview,
	type SummaryListTab,
} from '#app/gateway/phishing-simulation-reports.server.ts'
import { getSimulationCampaign } from '#app/gateway/phishing-simulation.server.ts'
import { type LanguageCode } from '#app/i18n/config.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectPastLastPage, type TableQuery } from '#app/lib/table-query.ts'
import { renderOverviewCharts } from './report-charts.server.tsx'
import {
	campaignTabPath,
	type CampaignReportTab,
	gatewayFilters,
	hasReportFilters,
	isCampaignReportTab,
	isSummaryReportTab,
	normalizeReportSearch,
	parseReportQuery,
	REPORT_TABLES,
	type ReportFilters,
	SIMULATION_HOME,
	summaryTabPath,
	type SummaryReportTab,
	utcToday,
} from './report-url.ts'
import type { CampaignHeader, FilterChoices, OverviewCharts, OverviewData, ReportTableData } from './report-types.ts'

// The loaders of the simulation reports (spec 3 §2): a campaign's report and the phishing summary. Both
// read the filters' choices and the tab's data from the gateway in parallel for the viewer's company (the
// company is the session's; an id in the URL is only ever a campaign the gateway checks is the company's).

type Args = Parameters<typeof requireViewer>[0]

/** Spec 3 §2: "a boost dialog opens after 1 second". */
const BOOST_DIALOG_DELAY_SECONDS = 1

/**
 * Spec 3 §6 "All phishing routes require the admin role" (the phishing exercise report's guard: the staff
 * group), and spec 3 §2's boost/access guard: a company without Boost (nor a running Boost trial) is sent
 * to the reports home with the boost dialog open. The reports home (/reports) is not part of this console,
 * so it goes to the simulation list with the shell's upgrade dialog (`?modal=upgrade`) over it, shown
 * after BOOST_DIALOG_DELAY_SECONDS; a company that sees no plan dialogs (a coalition parent) goes there without one.
 */
export async function requireReportViewer(args: Args): Promise<Viewer> {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	if (!hasReportAccess(viewer.company)) {
		throw redirect(
			canSeePlanDialogs(viewer.company)
				? pathWithPlan(SIMULATION_HOME, PLAN_MODAL.upgrade, { delaySeconds: BOOST_DIALOG_DELAY_SECONDS })
				: SIMULATION_HOME,
		)
	}
	return viewer
}

export function hasReportAccess(company: Viewer['company']): boolean {
	return company.subscription.hasBoost || isTrialActive(company)
}

/** The URL rewritten when it is not canonical (a preset, the form's snapshot fields, rounds and dates both). */
function canonicalFilters(url: URL, allowRounds: boolean): ReportFilters {
	const normalized = normalizeReportSearch(url.searchParams, { today: utcToday(), allowRounds })
	if (normalized.redirect) {
		const search = normalized.search.toString()
		throw redirect(search ? `${url.pathname}?${search}` : url.pathname)
	}
	return normalized.filters
}

async function pageRefusal(error: unknown, request: Request): Promise<'notStarted' | null> {
	const ending = await sessionEndingResponse(error, request)
	if (ending) throw ending
	if (isNotFound(error)) throw new Response('Not Found', { status: 404 })
	if (isCampaignNotStarted(error) || hasErrorCode(error, 'campaign_not_started')) return 'notStarted'
	return null
}

type TabData =
	{ kind: 'overview'; overview: { data: OverviewData; charts: OverviewCharts } | null } | { kind: 'table'; table: ReportTableData }

async function toOverview(overview: ReportOverview, seriesBy: 'round' | 'month', lng: LanguageCode) {
	const data: OverviewData = overview
	return { data, charts: await renderOverviewCharts(data, seriesBy, lng) }
}

function toTable<T extends ReportListTab>(tab: T, page: ReportListPage<T>): ReportTableData {
	const total = page.pageInfo.totalCount
	switch (tab) {
		case 'recipients':
			return { tab, total, rows: (page as ReportListPage<'recipients'>).rows.map((row) => ({ ...row, id: row.userId })) }
		case 'templates':
			return { tab, total, rows: (page as ReportListPage<'templates'>).rows.map((row) => ({ ...row, id: row.templateId })) }
		case 'departments':
			return { tab, total, rows: (page as ReportListPage<'departments'>).rows.map((row) => ({ ...row, id: row.departmentId })) }
		case 'groups':
			return { tab, total, rows: (page as ReportListPage<'groups'>).rows.map((row) => ({ ...row, id: row.groupId })) }
		case 'rounds':
			return { tab, total, rows: (page as ReportListPage<'rounds'>).rows.map((row) => ({ ...row, id: String(row.roundNumber) })) }
		default:
			return { tab: 'campaigns', total, rows: (page as ReportListPage<'campaigns'>).rows.map((row) => ({ ...row, id: row.campaignId })) }
	}
}

function emptyTable(tab: ReportListTab): ReportTableData {
	return { tab, rows: [], total: 0 } as ReportTableData
}

function listQuery(query: TableQuery, filters: ReportFilters) {
	return {
		pageNumber: query.pageNumber,
		pageSize: query.pageSize,
		order: query.order,
		orderBy: query.orderBy,
		...gatewayFilters(filters, query.searchText),
	}
}

// ─── A campaign's report ─────────────────────────────────────────────────────

/** The tab the path names; an unknown one is the 404 page, and the bare campaign path goes to overview. */
export function requireCampaignTab(url: URL, params: { campaignId?: string; tab?: string }) {
	const campaignId = params.campaignId ?? ''
	if (!campaignId) throw new Response('Not Found', { status: 404 })
	if (params.tab === undefined) throw redirect(`${campaignTabPath(campaignId)}${url.search}`)
	if (!isCampaignReportTab(params.tab)) throw new Response('Not Found', { status: 404 })
	return { campaignId, tab: params.tab }
}

export async function loadCampaignReport(
	viewer: Viewer,
	request: Request,
	url: URL,
	campaignId: string,
	tab: CampaignReportTab,
	lng: LanguageCode,
) {
	const { token } = viewer
	const companyId = viewer.company.id
	const filters = canonicalFilters(url, true)
	const query = tab === 'overview' ? null : parseReportQuery(tab, url)
	const failures: UiMessage[] = []

	// The filter choices (with the campaign's header: the company's or a 404) and the tab, read together.
	const readTab = async (): Promise<TabData> => {
		if (tab === 'overview') {
			const overview = await getCampaignReportOverview(token, companyId, campaignId, gatewayFilters(filters, ''))
			return { kind: 'overview', overview: await toOverview(overview, 'round', lng) }
		}
		const page = await getCampaignReportList(token, companyId, campaignId, tab as CampaignListTab, listQuery(query!, filters))
		redirectPastLastPage(REPORT_TABLES[tab], url, query!, page.pageInfo.totalCount)
		return { kind: 'table', table: toTable(tab, page) }
	}
	const [choicesRead, tabRead] = await Promise.allSettled([getCampaignReportFilters(token, companyId, campaignId), readTab()])

	let header: CampaignHeader | null = null
	let choices: FilterChoices = { departments: [], groups: [], rounds: [], hasCampaignStart: false }
	if (choicesRead.status === 'fulfilled') {
		header = choicesRead.value.campaign
		const { departments, groups, rounds } = choicesRead.value
		choices = { departments, groups, rounds, hasCampaignStart: false }
	} else {
		if ((await pageRefusal(choicesRead.reason, request)) === 'notStarted') return notStarted(viewer, request, campaignId, tab)
		failures.push(await writeFailure(choicesRead.reason, request))
	}
	if (header && header.status === 'DRAFT') return { state: 'notStarted' as const, campaignId, tab, header }

	let data: TabData
	if (tabRead.status === 'fulfilled') data = tabRead.value
	else {
		const error: unknown = tabRead.reason
		if (error instanceof Response) throw error
		if ((await pageRefusal(error, request)) === 'notStarted') return notStarted(viewer, request, campaignId, tab)
		failures.push(await writeFailure(error, request))
		data = tab === 'overview' ? { kind: 'overview', overview: null } : { kind: 'table', table: emptyTable(tab) }
	}
	return {
		state: 'ready' as const,
		campaignId,
		tab,
		header,
		filters,
		isFiltered: hasReportFilters(filters),
		choices,
		data,
		failures,
	}
}

/** A campaign without a report yet (a draft): its name and schedule from the campaign itself, and the notice. */
async function notStarted(viewer: Viewer, request: Request, campaignId: string, tab: CampaignReportTab) {
	const campaign = await settle(request, () => getSimulationCampaign(viewer.token, viewer.company.id, campaignId))
	const header: CampaignHeader | null = campaign.ok
		? {
				id: campaign.value.id,
				name: campaign.value.name,
				status: campaign.value.status,
				frequency: campaign.value.frequency,
				daysPerRound: campaign.value.daysPerRound,
				sendHour: campaign.value.sendHour,
				timezone: campaign.value.timezone,
				startDate: campaign.value.startDate,
				startedAt: campaign.value.startedAt,
				archivedAt: campaign.value.archivedAt,
				nextRoundAt: campaign.value.nextRoundAt,
				currentRound: campaign.value.currentRound,
			}
		: null
	return { state: 'notStarted' as const, campaignId, tab, header }
}

// ─── The phishing summary ────────────────────────────────────────────────────

export function requireSummaryTab(url: URL, params: { tab?: string }): SummaryReportTab {
	if (params.tab === undefined) throw redirect(`${summaryTabPath()}${url.search}`)
	if (!isSummaryReportTab(params.tab)) throw new Response('Not Found', { status: 404 })
	return params.tab
}

export async function loadSummaryReport(viewer: Viewer, request: Request, url: URL, tab: SummaryReportTab, lng: LanguageCode) {
	const { token } = viewer
	const companyId = viewer.company.id
	const filters = canonicalFilters(url, false)
	const query = tab === 'overview' ? null : parseReportQuery(tab, url)
	const [choicesRead, dataRead] = await Promise.all([
		settle(request, () => getSummaryReportFilters(token, companyId)),
		settle(request, async (): Promise<TabData> => {
			if (tab === 'overview')
				return {
					kind: 'overview',
					overview: await toOverview(await getSummaryOverview(token, companyId, gatewayFilters(filters, '')), 'month', lng),
				}
			const page = await getSummaryReportList(token, companyId, tab as SummaryListTab, listQuery(query!, filters))
			return { kind: 'table', table: toTable(tab, page) }
		}),
	])
	if (dataRead.ok && dataRead.value.kind === 'table')
		redirectPastLastPage(REPORT_TABLES[tab as SummaryListTab], url, query!, dataRead.value.table.total)
	const failures = [choicesRead, dataRead].flatMap((read) => (read.ok ? [] : [read.failure]))
	const data: TabData = dataRead.ok
		? dataRead.value
		: tab === 'overview'
			? { kind: 'overview', overview: null }
			: { kind: 'table', table: emptyTable(tab) }
	return {
		tab,
		filters,
		isFiltered: hasReportFilters(filters),
		choices: {
			departments: choicesRead.ok ? choicesRead.value.departments : [],
			groups: choicesRead.ok ? choicesRead.value.groups : [],
			rounds: null,
			hasCampaignStart: true,
		} satisfies FilterChoices,
		campaignsCount: choicesRead.ok ? choicesRead.value.campaigns.length : null,
		data,
		failures,
	}
}
