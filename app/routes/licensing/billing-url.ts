/**
 * The billing page's URL state, shared by its loader, action and components (pure, safe in the
 * browser): the invoices table (paging and sort, spec 1 §2 "Table pages keep page number, page size,
 * order, orderBy and search text in the URL") and the page's form intent; its filters are
 * #app/lib/invoice-filters.ts.
 */
import type { INVOICE_ORDER_BY } from '#app/gateway/billing.server.ts'
import { defineTable } from '#app/lib/table-query.ts'

/** Newest invoice first (spec 1 §9: default order descending, page size 25). */
export const invoicesTable = defineTable({
	sortColumns: ['invoiceDate', 'amount', 'status', 'dueDate', 'paidDate'] as const satisfies ReadonlyArray<
		(typeof INVOICE_ORDER_BY)[number]
	>,
	defaultOrderBy: 'invoiceDate',
})
export type InvoicesColumn = (typeof invoicesTable.sortColumns)[number]

/** The gateway's pages start at 1; the URL's (table-query) at 0. */
export function gatewayPage(pageNumber: number): number {
	return pageNumber + 1
}

export const BILLING_INTENT = {
	/** "Manage billing": the customer portal (spec 1 §7 customer_portal). */
	portal: 'portal',
} as const
