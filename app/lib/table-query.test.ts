import { describe, expect, test } from 'vitest'
import {
	defineTable,
	lastPageNumber,
	pageCount,
	pageHref,
	pageOffset,
	pageSizeHref,
	paramsWithout,
	parseTableQuery,
	searchHref,
	serializeTableQuery,
	sortHref,
	withSearchParams,
} from './table-query.ts'

const users = defineTable({ sortColumns: ['name', 'email', 'createdAt'], defaultOrderBy: 'createdAt' })
const report = defineTable({
	sortColumns: ['score'],
	defaultOrderBy: 'score',
	defaultPageSize: 10,
	defaultOrder: 'asc',
})

describe('parseTableQuery', () => {
	test('an empty URL gives the table defaults: first page, 25 rows, descending by the default column, no search', () => {
		expect(parseTableQuery(users, '')).toEqual({
			pageNumber: 0,
			pageSize: 25,
			order: 'desc',
			orderBy: 'createdAt',
			searchText: '',
		})
		expect(parseTableQuery(report, new URLSearchParams())).toMatchObject({
			pageSize: 10,
			order: 'asc',
			orderBy: 'score',
		})
	})

	test('reads every parameter from a full URL, a path with a query, a bare query or URLSearchParams', () => {
		const expected = { pageNumber: 3, pageSize: 50, order: 'asc', orderBy: 'name', searchText: 'jane' }
		const query = 'pageNumber=3&pageSize=50&order=asc&orderBy=name&searchText=jane'
		expect(parseTableQuery(users, `https://console.test/users/all_users?${query}`)).toEqual(expected)
		expect(parseTableQuery(users, new URL(`https://console.test/users?${query}`))).toEqual(expected)
		expect(parseTableQuery(users, `/users?${query}`)).toEqual(expected)
		expect(parseTableQuery(users, `?${query}`)).toEqual(expected)
		expect(parseTableQuery(users, query)).toEqual(expected)
		expect(parseTableQuery(users, new URLSearchParams(query))).toEqual(expected)
	})

	test('the page number is a 0-based whole number; anything else is the first page', () => {
		expect(parseTableQuery(users, '?pageNumber=0').pageNumber).toBe(0)
		expect(parseTableQuery(users, '?pageNumber=12').pageNumber).toBe(12)
		for (const bad of ['-1', '2.5', 'abc', '', '1e3', ' 4', '99999999999']) {
			expect(parseTableQuery(users, `?pageNumber=${encodeURIComponent(bad)}`).pageNumber, bad).toBe(0)
		}
	})

	test('the page size is one of 5, 10, 25, 50, 100; any other value is the table default', () => {
		for (const size of [5, 10, 25, 50, 100]) {
			expect(parseTableQuery(users, `?pageSize=${size}`).pageSize).toBe(size)
		}
		for (const bad of ['7', '1000', '0', 'all', '-5', '25.0']) {
			expect(parseTableQuery(users, `?pageSize=${bad}`).pageSize, bad).toBe(25)
			expect(parseTableQuery(report, `?pageSize=${bad}`).pageSize, bad).toBe(10)
		}
	})

	test('the order is asc or desc, otherwise the table default', () => {
		expect(parseTableQuery(users, '?order=asc').order).toBe('asc')
		expect(parseTableQuery(report, '?order=desc').order).toBe('desc')
		expect(parseTableQuery(users, '?order=ASC').order).toBe('desc')
		expect(parseTableQuery(report, '?order=up').order).toBe('asc')
	})

	test('orderBy must be one of the table’s sort columns, otherwise the table default', () => {
		expect(parseTableQuery(users, '?orderBy=email').orderBy).toBe('email')
		expect(parseTableQuery(users, '?orderBy=password').orderBy).toBe('createdAt')
		expect(parseTableQuery(users, '?orderBy=score').orderBy).toBe('createdAt')
		expect(parseTableQuery(users, '?orderBy=').orderBy).toBe('createdAt')
	})

	test('the search text is trimmed and capped at 255 characters', () => {
		expect(parseTableQuery(users, '?searchText=%20%20jane%20doe%20').searchText).toBe('jane doe')
		expect(parseTableQuery(users, '?searchText=%20%20').searchText).toBe('')
		const long = 'a'.repeat(300)
		expect(parseTableQuery(users, `?searchText=${long}`).searchText).toBe('a'.repeat(255))
	})

	test('a table must name its default column among its sort columns', () => {
		expect(() => defineTable({ sortColumns: ['name'], defaultOrderBy: 'email' as 'name' })).toThrow(/not a sort column/)
	})
})

describe('serializeTableQuery', () => {
	test('leaves out every default, so the default view is the bare path', () => {
		expect(serializeTableQuery(users, parseTableQuery(users, '')).toString()).toBe('')
		expect(
			serializeTableQuery(users, {
				pageNumber: 0,
				pageSize: 25,
				order: 'desc',
				orderBy: 'createdAt',
				searchText: '  ',
			}).toString(),
		).toBe('')
	})

	test('writes what differs from the defaults and round-trips through parse', () => {
		const query = { pageNumber: 2, pageSize: 100, order: 'asc', orderBy: 'email', searchText: 'ann lee' } as const
		const params = serializeTableQuery(users, query)
		expect(params.toString()).toBe('pageNumber=2&pageSize=100&order=asc&orderBy=email&searchText=ann+lee')
		expect(parseTableQuery(users, params)).toEqual(query)
	})

	test('a default that differs per table is left out only for that table', () => {
		expect(
			serializeTableQuery(report, {
				pageNumber: 0,
				pageSize: 10,
				order: 'asc',
				orderBy: 'score',
				searchText: '',
			}).toString(),
		).toBe('')
		expect(
			serializeTableQuery(users, {
				pageNumber: 0,
				pageSize: 10,
				order: 'asc',
				orderBy: 'name',
				searchText: '',
			}).toString(),
		).toBe('pageSize=10&order=asc&orderBy=name')
	})

	test('keeps other parameters (filters, tabs, modal) untouched and in place', () => {
		const params = serializeTableQuery(
			users,
			{ pageNumber: 1, pageSize: 25, order: 'desc', orderBy: 'createdAt', searchText: '' },
			'?status=ACTIVE&pageNumber=4&tab=groups&status=SUSPENDED&modal=reminder',
		)
		expect(params.toString()).toBe('status=ACTIVE&pageNumber=1&tab=groups&status=SUSPENDED&modal=reminder')
	})
})

describe('href builders', () => {
	const current = '?status=ACTIVE&pageNumber=2&pageSize=10&orderBy=name&order=asc&searchText=jo'

	test('a page link changes only the page number, and page 0 drops the parameter', () => {
		expect(pageHref(users, current, 3)).toBe('?status=ACTIVE&pageNumber=3&pageSize=10&orderBy=name&order=asc&searchText=jo')
		expect(pageHref(users, current, 0)).toBe('?status=ACTIVE&pageSize=10&orderBy=name&order=asc&searchText=jo')
		expect(pageHref(users, '', 0)).toBe('')
		expect(pageHref(users, '', -2)).toBe('')
	})

	test('a page size link sets the size and goes back to the first page', () => {
		expect(pageSizeHref(users, current, 50)).toBe('?status=ACTIVE&pageSize=50&orderBy=name&order=asc&searchText=jo')
		expect(pageSizeHref(users, current, 25)).toBe('?status=ACTIVE&orderBy=name&order=asc&searchText=jo')
	})

	test('sorting by the sorted column flips the order; the first page again', () => {
		expect(sortHref(users, current, 'name')).toBe('?status=ACTIVE&pageSize=10&orderBy=name&searchText=jo')
		expect(sortHref(users, '?orderBy=name', 'name')).toBe('?orderBy=name&order=asc')
	})

	test('sorting by another column starts with the table’s default order', () => {
		expect(sortHref(users, current, 'email')).toBe('?status=ACTIVE&pageSize=10&orderBy=email&searchText=jo')
		expect(sortHref(report, '?orderBy=score&order=desc', 'score')).toBe('')
		// The default column flips from its default order: descending → ascending.
		expect(sortHref(users, '', 'createdAt')).toBe('?order=asc')
	})

	test('a search sets the trimmed text and goes back to the first page; an empty search drops it', () => {
		expect(searchHref(current, '  ann  ')).toBe('?status=ACTIVE&pageSize=10&orderBy=name&order=asc&searchText=ann')
		expect(searchHref(current, '   ')).toBe('?status=ACTIVE&pageSize=10&orderBy=name&order=asc')
		expect(searchHref('?pageNumber=5', 'x'.repeat(400))).toBe(`?searchText=${'x'.repeat(255)}`)
	})

	test('invalid table values in the current URL are dropped from the links, other parameters kept', () => {
		expect(pageHref(users, '?pageSize=7&orderBy=password&filter=x', 1)).toBe('?filter=x&pageNumber=1')
	})

	test('the hidden inputs of a GET form are the current parameters minus the ones it sets', () => {
		expect(paramsWithout(current, ['searchText', 'pageNumber'])).toEqual([
			['status', 'ACTIVE'],
			['pageSize', '10'],
			['orderBy', 'name'],
			['order', 'asc'],
		])
	})

	test('withSearchParams sets and removes any parameters, keeping the rest', () => {
		expect(withSearchParams('?tab=users&pageNumber=2', { tab: 'groups', pageNumber: null })).toBe('?tab=groups')
		expect(withSearchParams('?tab=users', { tab: '' })).toBe('')
	})
})

describe('page arithmetic', () => {
	test('page count and last page number; an empty table still has one page', () => {
		expect(pageCount(0, 25)).toBe(1)
		expect(lastPageNumber(0, 25)).toBe(0)
		expect(pageCount(25, 25)).toBe(1)
		expect(pageCount(26, 25)).toBe(2)
		expect(lastPageNumber(57, 10)).toBe(5)
	})

	test('the offset of a page', () => {
		expect(pageOffset({ pageNumber: 3, pageSize: 25 })).toBe(75)
	})
})
