/**
 * The transactions pages' URL state (pure, safe in the browser): the transactions and licence
 * allocation tables (paging 25, sort, search; spec 2 §3 table query fields, the invoice filters of
 * #app/lib/invoice-filters.ts), the reseller pages' tab and the row form's intent.
 */
import { defineTable } from '#app/lib/table-query.ts'
import { ALLOCATION_ORDER_BY, TRANSACTION_ORDER_BY } from '#server/shared/partner-portal.ts'

/** Newest transaction first (spec 1 §9: default order descending, page size 25). */
export const transactionsTable = defineTable({ sortColumns: TRANSACTION_ORDER_BY, defaultOrderBy: 'createdAt' })
export type TransactionsColumn = (typeof transactionsTable.sortColumns)[number]

/** Newest allocation first. */
export const allocationsTable = defineTable({ sortColumns: ALLOCATION_ORDER_BY, defaultOrderBy: 'date' })
export type AllocationsColumn = (typeof allocationsTable.sortColumns)[number]

/** The reseller and sub-reseller pages show the allocation log as a tab: `?tab=allocations`. */
export const TAB_PARAM = 'tab'
export const ALLOCATIONS_TAB = 'allocations'

export function isAllocationsTab(search: URLSearchParams): boolean {
	return search.get(TAB_PARAM) === ALLOCATIONS_TAB
}

export const TRANSACTIONS_INTENT = {
	/** A row's Send invoice (where canSendInvoice). */
	sendInvoice: 'sendInvoice',
} as const
