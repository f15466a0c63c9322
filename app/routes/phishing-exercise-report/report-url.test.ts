import { describe, expect, test } from 'vitest'
import {
	clearFiltersHref,
	closeDialogHref,
	dialogHref,
	dialogPageHref,
	downloadHref,
	hasReportFilters,
	isReportTab,
	parseReportDialog,
	parseReportFilters,
	parseReportQuery,
	reportTabPath,
	tabHref,
	unitUsersHref,
} from './report-url.ts'

const params = (search: string) => new URLSearchParams(search)

describe('the report URL: tabs and paths', () => {
	test('the four tabs of spec 3 §2, users by default', () => {
		expect(['users', 'departments', 'groups', 'templates'].every(isReportTab)).toBe(true)
		expect(isReportTab('overview')).toBe(false)
		expect(isReportTab(undefined)).toBe(false)
		expect(reportTabPath('pec 1')).toBe('/phishing-exercise-report/pec%201/users')
		expect(reportTabPath('pec_1', 'templates')).toBe('/phishing-exercise-report/pec_1/templates')
	})

	test('another tab keeps the filters and the search, not the paging, sort or dialog', () => {
		expect(tabHref('pec_1', 'departments', '?status=OVERDUE&groups=g1&searchText=ann&pageNumber=3&orderBy=email&modal=user&user=u1')).toBe(
			'/phishing-exercise-report/pec_1/departments?status=OVERDUE&groups=g1&searchText=ann',
		)
		expect(tabHref('pec_1', 'users', '')).toBe('/phishing-exercise-report/pec_1/users')
	})
})

describe('the report URL: paging and sort (spec 3 §9)', () => {
	test('ten rows; users by status descending, departments and groups by completion ascending', () => {
		expect(parseReportQuery('users', '')).toEqual({ pageNumber: 0, pageSize: 10, order: 'desc', orderBy: 'status', searchText: '' })
		expect(parseReportQuery('departments', '')).toMatchObject({ pageSize: 10, order: 'asc', orderBy: 'completionPercentage' })
		expect(parseReportQuery('groups', '')).toMatchObject({ pageSize: 10, order: 'asc', orderBy: 'completionPercentage' })
	})

	test('the templates tab falls back to descending with an invalid orderBy', () => {
		expect(parseReportQuery('templates', '?orderBy=completionPercentage')).toMatchObject({ order: 'desc', orderBy: 'wrong' })
		expect(parseReportQuery('templates', '?orderBy=name&order=asc')).toMatchObject({ order: 'asc', orderBy: 'name' })
	})

	test('the shared page sizes and the URL names of spec 3 §2', () => {
		expect(parseReportQuery('users', '?pageNumber=2&pageSize=25&order=asc&orderBy=score&searchText=%20ann%20')).toEqual({
			pageNumber: 2,
			pageSize: 25,
			order: 'asc',
			orderBy: 'score',
			searchText: 'ann',
		})
		expect(parseReportQuery('users', '?pageSize=7')).toMatchObject({ pageSize: 10 })
	})
})

describe('the report URL: filters', () => {
	test('statuses known to spec 3 §3, in their own order, each once; ids as given', () => {
		const filters = parseReportFilters(
			params('status=OVERDUE&status=bogus&status=COMPLETED&status=OVERDUE&departments=d1&departments=d2,d3&groups=g1'),
		)
		expect(filters).toEqual({ status: ['COMPLETED', 'OVERDUE'], departments: ['d1', 'd2', 'd3'], groups: ['g1'] })
		expect(hasReportFilters(filters)).toBe(true)
		expect(hasReportFilters(parseReportFilters(params('searchText=x&departments=')))).toBe(false)
	})

	test('clearing the filters keeps the sort, page size and search and goes back to the first page', () => {
		expect(
			clearFiltersHref(
				'/phishing-exercise-report/pec_1/users',
				'?status=OVERDUE&departments=d1&orderBy=score&pageSize=25&pageNumber=2&searchText=a',
			),
		).toBe('/phishing-exercise-report/pec_1/users?orderBy=score&pageSize=25&searchText=a')
	})

	test("a department's row opens the users tab filtered by it, the status and group filters kept", () => {
		expect(unitUsersHref('pec_1', 'departments', 'dep 1', '?status=OVERDUE&departments=d9&groups=g1&orderBy=name&pageNumber=1')).toBe(
			'/phishing-exercise-report/pec_1/users?status=OVERDUE&groups=g1&departments=dep+1',
		)
		expect(unitUsersHref('pec_1', 'groups', 'g2', '')).toBe('/phishing-exercise-report/pec_1/users?groups=g2')
	})
})

describe('the report URL: row dialogs', () => {
	test('a user row opens ?modal=user&user=…, on the users tab only', () => {
		const href = dialogHref('/phishing-exercise-report/pec_1/users', '?status=OVERDUE&dialogSearchText=old', 'user', 'usr 1')
		expect(href).toBe('/phishing-exercise-report/pec_1/users?status=OVERDUE&modal=user&user=usr+1')
		const search = params(href.split('?')[1]!)
		expect(parseReportDialog('users', search)).toEqual({ modal: 'user', id: 'usr 1', searchText: '', pageNumber: 0 })
		expect(parseReportDialog('templates', search)).toBeNull()
		expect(parseReportDialog('users', params('modal=user'))).toBeNull()
		expect(parseReportDialog('users', params('modal=other&user=u1'))).toBeNull()
	})

	test("the dialog's own search and page", () => {
		expect(parseReportDialog('templates', params('modal=template&template=t1&dialogSearchText=%20ann&dialogPageNumber=2'))).toEqual({
			modal: 'template',
			id: 't1',
			searchText: 'ann',
			pageNumber: 2,
		})
		expect(parseReportDialog('templates', params('modal=template&template=t1&dialogPageNumber=-1'))).toMatchObject({ pageNumber: 0 })
		expect(dialogPageHref('/r', '?modal=template&template=t1', 1)).toBe('/r?modal=template&template=t1&dialogPageNumber=1')
		expect(dialogPageHref('/r', '?modal=template&template=t1&dialogPageNumber=1', 0)).toBe('/r?modal=template&template=t1')
	})

	test('closing keeps the table as it was', () => {
		expect(closeDialogHref('/r', '?pageNumber=2&modal=user&user=u1&dialogSearchText=x&dialogPageNumber=1')).toBe('/r?pageNumber=2')
		expect(closeDialogHref('/r', '?modal=user&user=u1')).toBe('/r')
	})
})

describe('the report URL: Export CSV', () => {
	test("the tab's CSV: its filters, search and sort, every page", () => {
		expect(
			downloadHref(
				'pec_1',
				'users',
				'?status=OVERDUE&departments=d1&searchText=ann&orderBy=score&order=asc&pageNumber=3&pageSize=25&modal=user&user=u1',
			),
		).toBe('/phishing-exercise-report/pec_1/users/download?status=OVERDUE&departments=d1&searchText=ann&order=asc&orderBy=score')
		expect(downloadHref('pec_1', 'groups', '')).toBe('/phishing-exercise-report/pec_1/groups/download')
	})

	test("a dialog's CSV: the row and the dialog's search", () => {
		const search = '?status=OVERDUE&searchText=ann&orderBy=score&modal=user&user=u1&dialogSearchText=bank'
		const dialog = parseReportDialog('users', params(search))
		expect(downloadHref('pec_1', 'users', search, dialog)).toBe(
			'/phishing-exercise-report/pec_1/users/download?status=OVERDUE&dialogSearchText=bank&modal=user&user=u1',
		)
	})
})
