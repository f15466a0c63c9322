/**
 * The customers pages' URL state, shared by the loader, the action and the components (pure, safe in
 * the browser): which of the three customers pages a path is (spec 2 §2), the table (spec 2 §3 "Reseller
 * list filters": pageSize default 25, pageNumber default 0, order, orderBy, searchText), the filters,
 * the selection the bulk form puts in the URL, the dialogs' `modal` values and the forms' intents.
 */
import { SHELL_PATH } from '#app/auth/visibility.ts'
import type { CustomerFilters, CustomerQuery } from '#app/gateway/partner-portal.server.ts'
import { MODAL_PARAM, modalIn, searchWithout } from '#app/lib/modals.ts'
import { namedValues, type ValueOf } from '#app/lib/named-values.ts'
import { isOneOf } from '#app/lib/one-of.ts'
import { defineTable, type TableQuery } from '#app/lib/table-query.ts'
import {
	ACCESS_STATUSES,
	COMPANY_AFFILIATIONS,
	CUSTOMER_CHOICE_FILTERS,
	CUSTOMER_ORDER_BY,
	type CustomerOrderBy,
	ENABLEMENTS,
	LICENSING_STATUSES,
	PARTNER_PAGE_SIZE,
} from '#server/shared/partner-portal.ts'

// The gateway contract's enumerations and page size (spec 2 §3, §9), shared with it and the gateway.
export { ACCESS_STATUSES, COMPANY_AFFILIATIONS, ENABLEMENTS, LICENSING_STATUSES, PARTNER_PAGE_SIZE, type CustomerFilters }

/**
 * The three routes of the customers module: My Customers of a partner that is neither reseller nor
 * sub-reseller, a reseller's customers, a sub-reseller's customers (spec 2 §2).
 */
export const CUSTOMERS_PAGES = ['partner', 'reseller', 'subreseller'] as const
export type CustomersPage = (typeof CUSTOMERS_PAGES)[number]

export const CUSTOMERS_PATH: Record<CustomersPage, string> = {
	partner: SHELL_PATH.partnerCustomers,
	reseller: SHELL_PATH.resellerCustomers,
	subreseller: SHELL_PATH.subResellerCustomers,
}

/** Which customers page a path is (a trailing slash aside), or null. */
export function customersPageOf(pathname: string): CustomersPage | null {
	const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
	return CUSTOMERS_PAGES.find((page) => CUSTOMERS_PATH[page] === path) ?? null
}

/** The newest customer first (spec 2 §9: default order descending, partner lists 25 a page). */
export const customersTable = defineTable({
	sortColumns: CUSTOMER_ORDER_BY,
	defaultOrderBy: 'createdAt',
	defaultPageSize: PARTNER_PAGE_SIZE,
})
export type CustomersColumn = (typeof customersTable.sortColumns)[number]

/** The opportunity forecast: the likeliest deals first, or the most seats. */
export const forecastTable = defineTable({
	sortColumns: ['dealProbability', 'totalSeats'] as const satisfies readonly CustomerOrderBy[],
	defaultOrderBy: 'dealProbability',
	defaultPageSize: PARTNER_PAGE_SIZE,
})
export type ForecastColumn = (typeof forecastTable.sortColumns)[number]

export const FILTER_PARAMS = namedValues([
	'isRegistered',
	'hasOverages',
	'status',
	'state',
	'companyAffiliation',
	'accountAccess',
	'subResellers',
] satisfies (keyof CustomerFilters)[])
export const FILTER_PARAM_NAMES = Object.values(FILTER_PARAMS)
export type FilterName = keyof typeof FILTER_PARAMS

const BOOLEAN = ['true', 'false'] as const
const MAX_ID_LENGTH = 100

/** The filters from the URL; unknown values are left out (an empty select means "any"). */
export function parseCustomerFilters(params: URLSearchParams): CustomerFilters {
	const one = (name: string) => params.get(name) ?? ''
	const bool = (name: string) => {
		const value = one(name)
		return isOneOf(BOOLEAN, value) ? value === 'true' : undefined
	}
	const pick = <const T extends readonly string[]>(values: T, name: string) => {
		const value = one(name)
		return isOneOf(values, value) ? value : undefined
	}
	const subReseller = one(FILTER_PARAMS.subResellers).trim()
	const filters: CustomerFilters = {
		isRegistered: bool(FILTER_PARAMS.isRegistered),
		hasOverages: bool(FILTER_PARAMS.hasOverages),
		status: pick(CUSTOMER_CHOICE_FILTERS.status, FILTER_PARAMS.status),
		state: pick(CUSTOMER_CHOICE_FILTERS.state, FILTER_PARAMS.state),
		companyAffiliation: pick(CUSTOMER_CHOICE_FILTERS.companyAffiliation, FILTER_PARAMS.companyAffiliation),
		accountAccess: pick(CUSTOMER_CHOICE_FILTERS.accountAccess, FILTER_PARAMS.accountAccess),
		subResellers: subReseller && subReseller.length <= MAX_ID_LENGTH ? subReseller : undefined,
	}
	return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as CustomerFilters
}

export function activeFilterCount(filters: CustomerFilters): number {
	return Object.keys(filters).length
}

/** The query of one gateway list call: the table's state (pages from 0, spec 2 §3, as in the URL) and the filters. */
export function customerListQuery<Column extends CustomerOrderBy>(query: TableQuery<Column>, filters: CustomerFilters): CustomerQuery {
	return { ...query, ...filters }
}

/** The bulk form's selection (GET, so the remove dialog opens without JavaScript too). */
export const SELECTION_PARAMS = { customersIds: 'customersIds', isAllSelected: 'isAllSelected' } as const
export const SELECTION_PARAM_NAMES = Object.values(SELECTION_PARAMS)
export const BULK_FORM_ID = 'customers-bulk-actions'
/** The remove form holds at most this many customers; "all across pages" is read page by page up to it. */
export const MAX_SELECTED = 1000

export type CustomerSelection = { isAllSelected: boolean; customersIds: string[] }

function ids(values: string[]): string[] {
	return [...new Set(values.map((v) => v.trim()).filter((v) => v !== '' && v.length <= MAX_ID_LENGTH))].slice(0, MAX_SELECTED)
}

export function parseSelection(params: URLSearchParams): CustomerSelection {
	const isAllSelected = params.get(SELECTION_PARAMS.isAllSelected) === 'true'
	return { isAllSelected, customersIds: isAllSelected ? [] : ids(params.getAll(SELECTION_PARAMS.customersIds)) }
}

export function isEmptySelection(selection: CustomerSelection) {
	return !selection.isAllSelected && selection.customersIds.length === 0
}

export { MODAL_PARAM }
export const CUSTOMER_PARAM = 'customerId'
export const CUSTOMERS_MODAL = {
	invite: 'inviteCustomers',
	inviteMessage: 'inviteMessage',
	remove: 'removeCustomers',
	markSubReseller: 'markSubReseller',
	unmarkSubReseller: 'unmarkSubReseller',
} as const
export type CustomersModal = ValueOf<typeof CUSTOMERS_MODAL>

export function parseModal(params: URLSearchParams): CustomersModal | null {
	return modalIn(params, CUSTOMERS_MODAL)
}

export const CUSTOMERS_INTENT = namedValues([
	'invite',
	'resendInvite',
	'inviteMessage',
	'remove',
	'markSubReseller',
	'unmarkSubReseller',
	'requestAccess',
])
export type CustomersIntent = ValueOf<typeof CUSTOMERS_INTENT>

/** Where a dialog leads when closed, and an action once done: the page as it was, without the dialog and the selection. */
export function pageWithoutDialog(pathname: string, search: string): string {
	return `${pathname}${searchWithout(search, [MODAL_PARAM, CUSTOMER_PARAM, ...SELECTION_PARAM_NAMES])}`
}

/** The page with a dialog open (and a customer named), keeping its table state and filters. */
export function pageWithDialog(pathname: string, search: string, modal: CustomersModal, customerId?: string): string {
	const params = new URLSearchParams(searchWithout(search, [MODAL_PARAM, CUSTOMER_PARAM, ...SELECTION_PARAM_NAMES]))
	params.set(MODAL_PARAM, modal)
	if (customerId) params.set(CUSTOMER_PARAM, customerId)
	return `${pathname}?${params}`
}

/** A customers page filtered: `/partner-portal/reseller/customers?status=TRIAL_ACTIVE` (the overview's figures). */
export function filteredCustomersHref(
	page: CustomersPage,
	filters: Partial<Record<FilterName, string>>,
	extra: Record<string, string> = {},
) {
	const params = new URLSearchParams()
	for (const [name, value] of Object.entries({ ...filters, ...extra })) if (value) params.set(name, value)
	const search = params.toString()
	return `${CUSTOMERS_PATH[page]}${search ? `?${search}` : ''}`
}
