import { MODAL_PARAM } from '#app/lib/modals.ts'
import {
	defineTable,
	normalizeSearchText,
	parseTableQuery,
	TABLE_PARAMS,
	type TableDefinition,
	type TableQuery,
} from '#app/lib/table-query.ts'
import {
	ASSIGNMENT_STATUSES,
	type AssignmentStatus,
	REPORT_DEFAULT_SORT,
	REPORT_ORDER_BY,
	REPORT_PAGE_SIZE,
	type ReportOrderBy,
} from '#server/shared/phishing-exercise.ts'

// The phishing exercise report's URL (spec 3 §2 /phishing-exercise-report/{campaignId}/{tab}, §7 "Exercise
// reports", §9 sorting defaults): the tab in the path; paging, sort, search and the status, department and
// group filters in the query under the names the spec gives them; an open row dialog as `?modal=user&user=…`
// or `?modal=template&template=…` with its own search and page. Pure and free of zod, so the browser loads
// only these constants: the loader, the download and the components read the same URL the same way.

export const REPORT_PATH = '/phishing-exercise-report'

/** Spec 3 §2: the report's tabs, users first (the empty tab path goes there). */
export const REPORT_TABS = ['users', 'departments', 'groups', 'templates'] as const
export type ReportTab = (typeof REPORT_TABS)[number]
export const DEFAULT_REPORT_TAB: ReportTab = 'users'

export function isReportTab(value: string | undefined): value is ReportTab {
	return (REPORT_TABS as readonly string[]).includes(value ?? '')
}

export function reportTabPath(campaignId: string, tab: ReportTab = DEFAULT_REPORT_TAB): string {
	return `${REPORT_PATH}/${encodeURIComponent(campaignId)}/${tab}`
}

export function reportDownloadPath(campaignId: string, tab: ReportTab): string {
	return `${reportTabPath(campaignId, tab)}/download`
}

export { ASSIGNMENT_STATUSES, type AssignmentStatus }

export function isAssignmentStatus(value: unknown): value is AssignmentStatus {
	return (ASSIGNMENT_STATUSES as readonly unknown[]).includes(value)
}

/** Spec 3 §2: the filters' query parameters, each repeatable. */
export const REPORT_FILTER_PARAMS = { status: 'status', departments: 'departments', groups: 'groups' } as const
const FILTER_PARAM_NAMES = Object.values(REPORT_FILTER_PARAMS)

export type ReportFilters = { status: AssignmentStatus[]; departments: string[]; groups: string[] }

const MAX_FILTER_IDS = 200
const MAX_ID_LENGTH = 200

function idsParam(params: URLSearchParams, name: string): string[] {
	const ids = params
		.getAll(name)
		.flatMap((value) => value.split(','))
		.map((id) => id.trim())
		.filter((id) => id && id.length <= MAX_ID_LENGTH)
	return [...new Set(ids)].slice(0, MAX_FILTER_IDS)
}

/** The URL's filters: unknown statuses dropped, each value once, in the statuses' own order. */
export function parseReportFilters(params: URLSearchParams): ReportFilters {
	const status = idsParam(params, REPORT_FILTER_PARAMS.status)
	return {
		status: ASSIGNMENT_STATUSES.filter((value) => status.includes(value)),
		departments: idsParam(params, REPORT_FILTER_PARAMS.departments),
		groups: idsParam(params, REPORT_FILTER_PARAMS.groups),
	}
}

export function hasReportFilters(filters: ReportFilters): boolean {
	return filters.status.length > 0 || filters.departments.length > 0 || filters.groups.length > 0
}

/** A tab's table: the columns the gateway sorts it by and spec 3 §9's default sort, 10 rows to a page. */
function reportTable<L extends ReportTab>(list: L) {
	const sort = REPORT_DEFAULT_SORT[list]
	return defineTable({
		sortColumns: REPORT_ORDER_BY[list] as readonly ReportOrderBy<L>[],
		defaultOrderBy: sort.orderBy as ReportOrderBy<L>,
		defaultOrder: sort.order,
		defaultPageSize: REPORT_PAGE_SIZE,
	})
}

/** Users tab: by status, descending (spec 3 §9). */
export const usersTable = reportTable('users')
/** Departments and groups tabs: the report's default, completionPercentage ascending (spec 3 §7, §9). */
export const departmentsTable = reportTable('departments')
export const groupsTable = reportTable('groups')
/** Templates tab: "falls back to descending with an invalid orderBy" (spec 3 §9), by wrong answers. */
export const templatesTable = reportTable('templates')

export const REPORT_TABLES = {
	users: usersTable,
	departments: departmentsTable,
	groups: groupsTable,
	templates: templatesTable,
} as const satisfies Record<ReportTab, TableDefinition>

export function reportTableOf(tab: ReportTab): TableDefinition {
	return REPORT_TABLES[tab]
}

export function parseReportQuery(tab: ReportTab, search: URLSearchParams | URL | string): TableQuery {
	return parseTableQuery(reportTableOf(tab), search)
}

/** The row dialogs (spec 3 §2): a user's templates on the users tab, a template's users on the templates tab. */
export const REPORT_MODAL = { user: 'user', template: 'template' } as const
export type ReportModal = (typeof REPORT_MODAL)[keyof typeof REPORT_MODAL]
export const REPORT_DIALOG_PARAMS = {
	modal: MODAL_PARAM,
	user: 'user',
	template: 'template',
	/** The dialog's own search and page, apart from the table's under it. */
	searchText: 'dialogSearchText',
	pageNumber: 'dialogPageNumber',
} as const
const DIALOG_PARAM_NAMES = Object.values(REPORT_DIALOG_PARAMS)

/** The tab whose rows open each dialog. */
const DIALOG_TAB: Record<ReportModal, ReportTab> = { user: 'users', template: 'templates' }

/** Spec 3 §9: the user → templates dialog sorts by answerStatus, the template → users dialog by status, both descending. */
export const DIALOG_SORT = {
	user: REPORT_DEFAULT_SORT.userTemplates,
	template: REPORT_DEFAULT_SORT.templateUsers,
} as const

/** The template → users dialog's page size (a campaign has at most 10 templates, so the user's dialog needs none). */
export const DIALOG_PAGE_SIZE = REPORT_PAGE_SIZE

export type ReportDialog = { modal: ReportModal; id: string; searchText: string; pageNumber: number }

/** The dialog the URL opens on `tab`, or null (a dialog of another tab, or without its row id, is not open). */
export function parseReportDialog(tab: ReportTab, params: URLSearchParams): ReportDialog | null {
	const modal = params.get(REPORT_DIALOG_PARAMS.modal)
	if (modal !== REPORT_MODAL.user && modal !== REPORT_MODAL.template) return null
	if (DIALOG_TAB[modal] !== tab) return null
	const id = (params.get(REPORT_DIALOG_PARAMS[modal]) ?? '').trim()
	if (!id || id.length > MAX_ID_LENGTH) return null
	const page = params.get(REPORT_DIALOG_PARAMS.pageNumber)
	return {
		modal,
		id,
		searchText: normalizeSearchText(params.get(REPORT_DIALOG_PARAMS.searchText)),
		pageNumber: page !== null && /^\d{1,9}$/.test(page) ? Number(page) : 0,
	}
}

function withParams(path: string, params: URLSearchParams): string {
	const search = params.toString()
	return search ? `${path}?${search}` : path
}

/** The current page with a row's dialog open (its own search and page start afresh). */
export function dialogHref(pathname: string, search: string, modal: ReportModal, id: string): string {
	const params = new URLSearchParams(search)
	for (const name of DIALOG_PARAM_NAMES) params.delete(name)
	params.set(REPORT_DIALOG_PARAMS.modal, modal)
	params.set(REPORT_DIALOG_PARAMS[modal], id)
	return withParams(pathname, params)
}

/** The current page without its dialog. */
export function closeDialogHref(pathname: string, search: string): string {
	const params = new URLSearchParams(search)
	for (const name of DIALOG_PARAM_NAMES) params.delete(name)
	return withParams(pathname, params)
}

/** The dialog's page `pageNumber` (0-based), everything else kept. */
export function dialogPageHref(pathname: string, search: string, pageNumber: number): string {
	const params = new URLSearchParams(search)
	if (pageNumber > 0) params.set(REPORT_DIALOG_PARAMS.pageNumber, String(Math.trunc(pageNumber)))
	else params.delete(REPORT_DIALOG_PARAMS.pageNumber)
	return withParams(pathname, params)
}

/** The names the dialog's search form sets itself (its hidden fields carry every other parameter). */
export const DIALOG_SEARCH_FIELDS = [REPORT_DIALOG_PARAMS.searchText, REPORT_DIALOG_PARAMS.pageNumber]

/** The names the filter form owns: a new filter starts on the first page, without a dialog. */
export const REPORT_FILTER_FIELDS = [...FILTER_PARAM_NAMES, TABLE_PARAMS.pageNumber, ...DIALOG_PARAM_NAMES]

/** Another tab of the same report: the filters and search stay, the tab's own paging and sort start afresh. */
export function tabHref(campaignId: string, tab: ReportTab, search: string): string {
	const current = new URLSearchParams(search)
	const params = new URLSearchParams()
	for (const name of [...FILTER_PARAM_NAMES, TABLE_PARAMS.searchText]) {
		for (const value of current.getAll(name)) params.append(name, value)
	}
	return withParams(reportTabPath(campaignId, tab), params)
}

/** The report without its filters (sort, page size and search stay; back to the first page). */
export function clearFiltersHref(pathname: string, search: string): string {
	const params = new URLSearchParams(search)
	for (const name of REPORT_FILTER_FIELDS) params.delete(name)
	return withParams(pathname, params)
}

/**
 * A department's or group's row (spec 3 §2): the users tab filtered by it. The status filter and the
 * other kind's filter stay, so the users are those the row counted.
 */
export function unitUsersHref(campaignId: string, kind: 'departments' | 'groups', id: string, search: string): string {
	const current = new URLSearchParams(search)
	const params = new URLSearchParams()
	for (const name of FILTER_PARAM_NAMES) {
		if (name === kind) continue
		for (const value of current.getAll(name)) params.append(name, value)
	}
	params.set(kind, id)
	return withParams(reportTabPath(campaignId, 'users'), params)
}

/**
 * Export CSV of the tab (or of its open dialog): the same filters, search and sort, every page — a plain
 * link to the download route.
 */
export function downloadHref(campaignId: string, tab: ReportTab, search: string, dialog?: ReportDialog | null): string {
	const current = new URLSearchParams(search)
	const params = new URLSearchParams()
	const kept = dialog
		? [...FILTER_PARAM_NAMES, REPORT_DIALOG_PARAMS.searchText]
		: [...FILTER_PARAM_NAMES, TABLE_PARAMS.searchText, TABLE_PARAMS.order, TABLE_PARAMS.orderBy]
	for (const name of kept) for (const value of current.getAll(name)) params.append(name, value)
	if (dialog) {
		params.set(REPORT_DIALOG_PARAMS.modal, dialog.modal)
		params.set(REPORT_DIALOG_PARAMS[dialog.modal], dialog.id)
	}
	return withParams(reportDownloadPath(campaignId, tab), params)
}
