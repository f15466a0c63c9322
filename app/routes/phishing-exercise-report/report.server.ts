import { redirect } from 'react-router'
import { sessionEndingResponse, type Viewer } from '#app/auth/guards.server.ts'
import { type UiMessage } from '#app/components/form-errors.ts'
import { hasErrorCode, isNotFound } from '#app/gateway/errors.ts'
import {
	EXERCISE_ERROR_CODES,
	getCampaign,
	getReportList,
	getReportStatistics,
	getTemplateUsersReport,
	getUserTemplatesReport,
	listReportDepartments,
	listReportGroups,
	MAX_CAMPAIGN_TEMPLATES,
	type GroupReportRow,
	type ReportStatistics,
	type TemplateReportRow,
	type UserReportRow,
} from '#app/gateway/phishing-exercise.server.ts'
import { formatDate } from '#app/lib/dates.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectPastLastPage, type TableQuery } from '#app/lib/table-query.ts'
import {
	DIALOG_PAGE_SIZE,
	DIALOG_SORT,
	hasReportFilters,
	isReportTab,
	parseReportDialog,
	parseReportFilters,
	parseReportQuery,
	type ReportDialog,
	type ReportFilters,
	type ReportTab,
	reportTableOf,
	reportTabPath,
} from './report-url.ts'
import type { ReportDialogData, ReportStats, ReportTable, TemplateRow, UnitRow, UserRow } from './report-types.ts'

// The report's loader (spec 3 §2 /phishing-exercise-report/{campaignId}/{tab}, §7 "Exercise reports"): the
// stats bar, the tab's page of rows, the filters' choices and an open row dialog, read in parallel from
// the gateway for the viewer's company. Another company's campaign (the gateway's 404) is the 404 page; a
// postponed one (409 campaign_postponed) is the spec's notice.

/** The tab the path names; an unknown one is the 404 page, and the bare campaign path goes to users. */
export function requireReportTab(url: URL, params: { campaignId?: string; tab?: string }): { campaignId: string; tab: ReportTab } {
	const campaignId = params.campaignId ?? ''
	if (!campaignId) throw new Response('Not Found', { status: 404 })
	if (params.tab === undefined) throw redirect(`${reportTabPath(campaignId)}${url.search}`)
	if (!isReportTab(params.tab)) throw new Response('Not Found', { status: 404 })
	return { campaignId, tab: params.tab }
}

/** Refusals a report read answers for the whole page: the 404 page, or the postponed notice (null otherwise). */
async function campaignRefusal(error: unknown, request: Request): Promise<'postponed' | null> {
	const ending = await sessionEndingResponse(error, request)
	if (ending) throw ending
	if (isNotFound(error)) throw new Response('Not Found', { status: 404 })
	if (hasErrorCode(error, EXERCISE_ERROR_CODES.campaignPostponed)) return 'postponed'
	return null
}

export async function loadReportPage(viewer: Viewer, request: Request, url: URL, campaignId: string, tab: ReportTab, lng: string) {
	const { token } = viewer
	const companyId = viewer.company.id
	const filters = parseReportFilters(url.searchParams)
	const query = parseReportQuery(tab, url)
	const dialog = parseReportDialog(tab, url.searchParams)

	let statistics: ReportStatistics | null = null
	const failures: UiMessage[] = []
	try {
		// First: it says whether the campaign is the company's and has started, before the rest is read.
		statistics = await getReportStatistics(token, companyId, campaignId, { departments: filters.departments, groups: filters.groups })
	} catch (error) {
		if ((await campaignRefusal(error, request)) === 'postponed') {
			const campaign = await settle(request, () => getCampaign(token, companyId, campaignId))
			return { state: 'postponed', campaignId, tab, name: campaign.ok ? campaign.value.name : null } as const
		}
		failures.push(await writeFailure(error, request))
	}

	const [list, departments, groups, dialogData] = await Promise.all([
		settle(request, () => readList(viewer, campaignId, tab, query, filters)),
		settle(request, () => listReportDepartments(token, companyId, campaignId)),
		settle(request, () => listReportGroups(token, companyId, campaignId)),
		dialog ? readDialog(viewer, request, campaignId, dialog, filters) : Promise.resolve(null),
	])
	if (list.ok) redirectPastLastPage(reportTableOf(tab), url, query, list.value.total)
	const campaign = statistics?.campaign
	for (const read of [list, departments, groups]) if (!read.ok) failures.push(read.failure)
	if (dialogData && 'failure' in dialogData) failures.push(dialogData.failure)
	return {
		state: 'ready',
		campaignId,
		tab,
		name: campaign?.name ?? null,
		isArchived: campaign?.status === 'ARCHIVED',
		stats: statistics
			? ({ statuses: statistics.statistic.statuses, averageScore: statistics.statistic.total.averageScore } satisfies ReportStats)
			: null,
		table: list.ok ? toTable(list.value, lng) : ({ tab, rows: [], total: 0 } as ReportTable),
		filters,
		isFiltered: hasReportFilters(filters),
		departments: departments.ok ? departments.value : [],
		groups: groups.ok ? groups.value : [],
		dialog: dialogData && !('failure' in dialogData) ? dialogData : null,
		failures,
	} as const
}

type ListPage =
	| { tab: 'users'; rows: UserReportRow[]; total: number }
	| { tab: 'departments' | 'groups'; rows: GroupReportRow[]; total: number }
	| { tab: 'templates'; rows: TemplateReportRow[]; total: number }

async function readList(viewer: Viewer, campaignId: string, tab: ReportTab, query: TableQuery, filters: ReportFilters): Promise<ListPage> {
	const page = await getReportList(viewer.token, viewer.company.id, campaignId, tab, {
		pageNumber: query.pageNumber,
		pageSize: query.pageSize,
		order: query.order,
		orderBy: query.orderBy as never,
		searchText: query.searchText,
		...filters,
	})
	return { tab, rows: page.rows, total: page.pageInfo.totalItems } as ListPage
}

function toTable(page: ListPage, lng: string): ReportTable {
	switch (page.tab) {
		case 'users':
			return { tab: 'users', total: page.total, rows: page.rows.map((row) => toUserRow(row, lng)) }
		case 'templates':
			return { tab: 'templates', total: page.total, rows: page.rows.map(toTemplateRow) }
		default:
			return { tab: page.tab, total: page.total, rows: page.rows.map(toUnitRow) }
	}
}

export function toUserRow(row: UserReportRow, lng: string): UserRow {
	return {
		id: row.id,
		fullName: row.fullName,
		email: row.email,
		departments: row.departments.join(', '),
		status: row.status,
		daysToComplete: row.daysToComplete,
		completionPercentage: row.completionPercentage,
		correct: row.correct,
		partial: row.partial,
		wrong: row.wrong,
		score: row.score,
		completedAt: formatDate(row.completedAt, lng),
	}
}

function toTemplateRow(row: TemplateReportRow): TemplateRow {
	return {
		id: row.id,
		name: row.name,
		thumbnailUrl: row.thumbnailUrl,
		layoutType: row.layoutType,
		correct: row.correct,
		partial: row.partial,
		wrong: row.wrong,
		total: row.total,
	}
}

function toUnitRow(row: GroupReportRow): UnitRow {
	return { ...row }
}

/**
 * The row dialog the URL opens: a user's templates (searchable; a campaign has at most 10, so one page) or a
 * template's users (paged). A user or template that is not the campaign's is a message in place of the dialog.
 */
async function readDialog(
	viewer: Viewer,
	request: Request,
	campaignId: string,
	dialog: ReportDialog,
	filters: ReportFilters,
): Promise<ReportDialogData | { failure: UiMessage }> {
	const { token } = viewer
	const companyId = viewer.company.id
	try {
		if (dialog.modal === 'user') {
			const report = await getUserTemplatesReport(token, companyId, campaignId, dialog.id, {
				// A campaign has at most MAX_CAMPAIGN_TEMPLATES templates: one page holds them all.
				pageNumber: 0,
				pageSize: MAX_CAMPAIGN_TEMPLATES,
				...DIALOG_SORT.user,
				searchText: dialog.searchText,
			})
			return {
				modal: 'user',
				id: report.user.id,
				name: report.user.fullName,
				searchText: dialog.searchText,
				total: report.pageInfo.totalItems,
				rows: report.rows.map((row) => ({
					id: row.id,
					name: row.name,
					thumbnailUrl: row.thumbnail,
					layoutType: row.layoutType,
					answer: row.answer,
					answerStatus: row.answerStatus,
				})),
			}
		}
		const report = await getTemplateUsersReport(token, companyId, campaignId, dialog.id, {
			pageNumber: dialog.pageNumber,
			pageSize: DIALOG_PAGE_SIZE,
			...DIALOG_SORT.template,
			searchText: dialog.searchText,
			departments: filters.departments,
			groups: filters.groups,
		})
		return {
			modal: 'template',
			id: report.template.id,
			name: report.template.name,
			total: report.pageInfo.totalItems,
			pageNumber: dialog.pageNumber,
			pageSize: DIALOG_PAGE_SIZE,
			rows: report.rows.map((row) => ({
				id: row.id,
				fullName: row.fullName,
				email: row.email,
				answer: row.answer?.name ?? null,
				answerStatus: row.answer?.status ?? null,
			})),
		}
	} catch (error) {
		// A row of another campaign (an edited URL): the report without a dialog, and why.
		if (isNotFound(error)) {
			const message =
				dialog.modal === 'user' ? 'phishingExerciseReport:userDialog.notFound' : 'phishingExerciseReport:templateDialog.notFound'
			return { failure: { message } }
		}
		return { failure: await writeFailure(error, request) }
	}
}
