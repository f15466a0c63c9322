/**
 * The invoice filters of a table's URL (spec 2 §3 table query fields: `invoiceStatus` repeatable,
 * `paymentMethod`), shared by the billing page's invoices and the partner portal's transactions.
 * Pure, safe in the browser: the loader and the filter form read the same URL the same way.
 */
import type { InvoiceStatus, PaymentMethod } from '#app/gateway/billing.server.ts'

/** Spec 1 §9 invoice statuses and payment methods, in the spec's order. */
export const INVOICE_STATUSES = ['OPEN', 'PAID', 'VOID', 'DRAFT', 'UNCOLLECTIBLE', 'OVERDUE'] as const satisfies readonly InvoiceStatus[]
export const PAYMENT_METHODS = ['INVOICE', 'CREDIT_CARD', 'DISTRIBUTOR_CREDIT'] as const satisfies readonly PaymentMethod[]

export const INVOICE_FILTER_PARAMS = { status: 'invoiceStatus', paymentMethod: 'paymentMethod' } as const
export const INVOICE_FILTER_PARAM_NAMES = Object.values(INVOICE_FILTER_PARAMS)

export type InvoiceFilters = { invoiceStatus: InvoiceStatus[]; paymentMethod: PaymentMethod | null }

/** The filters from the URL; unknown values are dropped, a repeated status counts once. */
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

export function hasInvoiceFilters(filters: InvoiceFilters): boolean {
	return filters.invoiceStatus.length > 0 || filters.paymentMethod !== null
}
