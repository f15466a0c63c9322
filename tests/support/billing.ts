import type { InvoiceQuery } from '#app/gateway/billing.server.ts'

/** The first page of a company's invoices, newest first: the invoices table's default query. */
export const NEWEST_INVOICES: InvoiceQuery = { pageNumber: 1, pageSize: 25, order: 'desc', orderBy: 'invoiceDate' }

/**
 * Globex's six seeded invoices (server/gateway/db/seed.ts) as the gateway reports them, newest first,
 * as [number, status]: the OPEN one past its due date reads OVERDUE.
 */
export const GLOBEX_INVOICES_REPORTED = [
	['INV-000006', 'DRAFT'],
	['INV-000005', 'OPEN'],
	['INV-000004', 'OVERDUE'],
	['INV-000003', 'PAID'],
	['INV-000002', 'VOID'],
	['INV-000001', 'PAID'],
]
