/**
 * The billing page's URL state, shared by its loader, action and components (pure, safe in the
 * browser): the invoices table (paging and sort, spec 1 §2 "Table pages keep page number, page size,
 * order, orderBy and search text in the URL"), its filters (spec 2 §3 table query fields: invoiceStatus
 * repeatable, paymentMethod) and the page's form intent.
 */
import type { INVOICE_ORDER_BY, InvoiceStatus, PaymentMethod } from '#app/gateway/billing.server.ts'
import { defineTable } from '#app/lib/table-query.ts'

/** Newest invoice first (spec 1 §9: default order descending, page size 25). */
export const invoicesTable = defineTable({
	sortColumns: ['invoiceDate', 'amount', 'status', 'dueDate', 'paidDate'] as const satisfies ReadonlyArray<
		(typeof INVOICE_ORDER_BY)[number]
	>,
	defaultOrderBy: 'invoiceDate',
})
export type InvoicesColumn = (typeof invoicesTable.sortColumns)[number]

/** Spec 1 §9 invoice statuses and payment methods, in the spec's order. */
export const INVOICE_STATUSES = ['OPEN', 'PAID', 'VOID', 'DRAFT', 'UNCOLLECTIBLE', 'OVERDUE'] as const satisfies readonly InvoiceStatus[]
export const PAYMENT_METHODS = ['INVOICE', 'CREDIT_CARD', 'DISTRIBUTOR_CREDIT'] as const satisfies readonly PaymentMethod[]

export const INVOICE_FILTER_PARAMS = { status: 'invoiceStatus', paymentMethod: 'paymentMethod' } as const
export const INVOICE_FILTER_PARAM_NAMES = Object.values(INVOICE_FILTER_PARAMS)

export type InvoiceFilters = { invoiceStatus: InvoiceStatus[]; paymentMethod: PaymentMethod | null }

/** The filters from the URL; unknown values are dropped. */
export function parseInvoiceFilters(params: URLSearchParams): InvoiceFilters {
	const statuses = [...new Set(params.getAll(INVOICE_FILTER_PARAMS.status))].filter((s): s is InvoiceStatus =>
		(INVOICE_STATUSES as readonly string[]).includes(s),
	)
	const method = params.get(INVOICE_FILTER_PARAMS.paymentMethod)
	return {
		invoiceStatus: statuses,
		paymentMethod: (PAYMENT_METHODS as readonly string[]).includes(method ?? '') ? (method as PaymentMethod) : null,
	}
}

export function isFiltered(filters: InvoiceFilters): boolean {
	return filters.invoiceStatus.length > 0 || filters.paymentMethod !== null
}

/** The gateway's pages start at 1; the URL's (table-query) at 0. */
export function gatewayPage(pageNumber: number): number {
	return pageNumber + 1
}

export const BILLING_INTENT = {
	/** "Manage billing": the customer portal (spec 1 §7 customer_portal). */
	portal: 'portal',
} as const
