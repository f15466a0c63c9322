import { redirect } from 'react-router'
/**
 * A table's paging, sorting and search live in the URL (ARCHITECTURE.md "The URL is the state"):
 * `pageNumber` (0-based), `pageSize`, `order`, `orderBy`, `searchText`. This module parses them
 * with per-table defaults, writes them back with the defaults left out, and builds the query
 * strings of the table's links. Every other parameter (filters, tabs, `modal`) passes through
 * untouched. Pure: the loader and the component parse the same URL the same way.
 */

/** Spec 1 §9. */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const DEFAULT_PAGE_SIZE: PageSize = 25

export type SortOrder = 'asc' | 'desc'
export const DEFAULT_ORDER: SortOrder = 'desc'

export const SEARCH_TEXT_MAX_LENGTH = 255

export const TABLE_PARAMS = {
	pageNumber: 'pageNumber',
	pageSize: 'pageSize',
	order: 'order',
	orderBy: 'orderBy',
	searchText: 'searchText',
} as const

/** One table's rules: the columns it may be sorted by and its defaults. */
export type TableDefinition<Column extends string = string> = {
	sortColumns: readonly Column[]
	defaultOrderBy: Column
	defaultOrder: SortOrder
	defaultPageSize: PageSize
}

export type TableQuery<Column extends string = string> = {
	pageNumber: number
	pageSize: PageSize
	order: SortOrder
	orderBy: Column
	searchText: string
}

/**
 * `defineTable({ sortColumns: ['name', 'createdAt'], defaultOrderBy: 'createdAt' })`; the page
 * size defaults to 25 and the order to descending (spec 1 §9).
 */
export function defineTable<const Column extends string>(definition: {
	sortColumns: readonly Column[]
	defaultOrderBy: NoInfer<Column>
	defaultOrder?: SortOrder
	defaultPageSize?: PageSize
}): TableDefinition<Column> {
	if (!definition.sortColumns.includes(definition.defaultOrderBy)) {
		throw new Error(`defaultOrderBy "${definition.defaultOrderBy}" is not a sort column`)
	}
	return {
		sortColumns: definition.sortColumns,
		defaultOrderBy: definition.defaultOrderBy,
		defaultOrder: definition.defaultOrder ?? DEFAULT_ORDER,
		defaultPageSize: definition.defaultPageSize ?? DEFAULT_PAGE_SIZE,
	}
}

type SearchInput = URLSearchParams | URL | string

function toSearchParams(input: SearchInput): URLSearchParams {
	if (input instanceof URLSearchParams) return new URLSearchParams(input)
	if (input instanceof URL) return new URLSearchParams(input.search)
	// A full URL, a path with a query, or a bare query string ("?a=b" or "a=b").
	const question = input.indexOf('?')
	if (question >= 0) return new URLSearchParams(input.slice(question + 1).split('#')[0])
	return new URLSearchParams(input.includes('=') ? input : '')
}

export function isPageSize(value: number): value is PageSize {
	return (PAGE_SIZES as readonly number[]).includes(value)
}

/** Only digits count: "2", not "2.5", "-1", "1e3" or "". */
function parseWholeNumber(value: string | null): number | undefined {
	if (value === null || !/^\d{1,9}$/.test(value)) return undefined
	return Number(value)
}

export function normalizeSearchText(value: string | null | undefined): string {
	return (value ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH).trim()
}

/** Reads the table's state from a URL, query string or URLSearchParams; anything invalid is the default. */
export function parseTableQuery<Column extends string>(table: TableDefinition<Column>, input: SearchInput): TableQuery<Column> {
	const params = toSearchParams(input)
	const pageSize = parseWholeNumber(params.get(TABLE_PARAMS.pageSize))
	const order = params.get(TABLE_PARAMS.order)
	const orderBy = params.get(TABLE_PARAMS.orderBy)
	return {
		pageNumber: parseWholeNumber(params.get(TABLE_PARAMS.pageNumber)) ?? 0,
		pageSize: pageSize !== undefined && isPageSize(pageSize) ? pageSize : table.defaultPageSize,
		order: order === 'asc' || order === 'desc' ? order : table.defaultOrder,
		orderBy: orderBy !== null && (table.sortColumns as readonly string[]).includes(orderBy) ? (orderBy as Column) : table.defaultOrderBy,
		searchText: normalizeSearchText(params.get(TABLE_PARAMS.searchText)),
	}
}

/**
 * Writes the table's state into a copy of `base` (the current query): defaults are removed, other
 * values set in place, every other parameter kept as it was.
 */
export function serializeTableQuery<Column extends string>(
	table: TableDefinition<Column>,
	query: TableQuery<Column>,
	base: SearchInput = '',
): URLSearchParams {
	const params = toSearchParams(base)
	const put = (name: string, value: string | number, isDefault: boolean) => {
		if (isDefault) params.delete(name)
		else params.set(name, String(value))
	}
	put(TABLE_PARAMS.pageNumber, query.pageNumber, query.pageNumber === 0)
	put(TABLE_PARAMS.pageSize, query.pageSize, query.pageSize === table.defaultPageSize)
	put(TABLE_PARAMS.order, query.order, query.order === table.defaultOrder)
	put(TABLE_PARAMS.orderBy, query.orderBy, query.orderBy === table.defaultOrderBy)
	const searchText = normalizeSearchText(query.searchText)
	put(TABLE_PARAMS.searchText, searchText, searchText === '')
	return params
}

/**
 * "?a=b", or "" when nothing is left. The href builders below return this form: join it to the
 * page's pathname for a router link (a bare "?a=b" would resolve against the route, not the URL).
 */
export function toSearchString(params: URLSearchParams): string {
	const search = params.toString()
	return search ? `?${search}` : ''
}

function withChanges<Column extends string>(
	table: TableDefinition<Column>,
	current: SearchInput,
	changes: Partial<TableQuery<Column>>,
): string {
	const query = { ...parseTableQuery(table, current), ...changes }
	return toSearchString(serializeTableQuery(table, query, current))
}

/** The query string of page `pageNumber` (0-based). */
export function pageHref<Column extends string>(table: TableDefinition<Column>, current: SearchInput, pageNumber: number) {
	return withChanges(table, current, { pageNumber: Math.max(0, Math.trunc(pageNumber)) })
}

/** A new page size starts again at the first page. */
export function pageSizeHref<Column extends string>(table: TableDefinition<Column>, current: SearchInput, pageSize: PageSize) {
	return withChanges(table, current, { pageSize, pageNumber: 0 })
}

/**
 * Sorting by the column already sorted flips the order; another column starts with the table's
 * default order. Either way the first page.
 */
export function sortHref<Column extends string>(table: TableDefinition<Column>, current: SearchInput, column: Column) {
	const query = parseTableQuery(table, current)
	const order: SortOrder = query.orderBy === column ? (query.order === 'asc' ? 'desc' : 'asc') : table.defaultOrder
	return withChanges(table, current, { orderBy: column, order, pageNumber: 0 })
}

/**
 * A new search (trimmed, capped) starts again at the first page; it needs no table definition, so
 * a header search can use it too.
 */
export function searchHref(current: SearchInput, searchText: string) {
	const params = toSearchParams(current)
	const text = normalizeSearchText(searchText)
	if (text) params.set(TABLE_PARAMS.searchText, text)
	else params.delete(TABLE_PARAMS.searchText)
	params.delete(TABLE_PARAMS.pageNumber)
	return toSearchString(params)
}

/** The current query without some parameters: what a GET form must carry as hidden inputs. */
export function paramsWithout(current: SearchInput, names: readonly string[]): Array<[string, string]> {
	return [...toSearchParams(current)].filter(([name]) => !names.includes(name))
}

/** Sets (string) or removes (null) any parameters, keeping the rest: for tabs and filters. */
export function withSearchParams(current: SearchInput, changes: Record<string, string | null | undefined>) {
	const params = toSearchParams(current)
	for (const [name, value] of Object.entries(changes)) {
		if (value === null || value === undefined || value === '') params.delete(name)
		else params.set(name, value)
	}
	return toSearchString(params)
}

/** Number of pages (at least 1, so an empty table still has "page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
	return Math.max(1, Math.ceil(Math.max(0, total) / pageSize))
}

/** The highest valid page number (0-based), for a loader that redirects past-the-end pages. */
export function lastPageNumber(total: number, pageSize: number): number {
	return pageCount(total, pageSize) - 1
}

/** The offset of the first row of the page, for gateways that take offset/limit. */
export function pageOffset(query: Pick<TableQuery, 'pageNumber' | 'pageSize'>): number {
	return query.pageNumber * query.pageSize
}

/** A page past the last one (after a delete, or an edited URL) goes to the last page. */
export function redirectPastLastPage<Column extends string>(
	table: TableDefinition<Column>,
	url: URL,
	query: TableQuery<Column>,
	total: number,
) {
	const last = lastPageNumber(total, query.pageSize)
	if (query.pageNumber > last) throw redirect(`${url.pathname}${pageHref(table, url, last)}`)
}
