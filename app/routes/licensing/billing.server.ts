import { redirectDocument } from 'react-router'
import type { Viewer } from '#app/auth/guards.server.ts'
import { isDirectCompany } from '#app/auth/visibility.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { createCustomerPortal, getBankDetails, type Invoice, listInvoices, RedirectAddressSchema } from '#app/gateway/billing.server.ts'
import { formatDate } from '#app/lib/dates.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { hasInvoiceFilters, parseInvoiceFilters } from '#app/lib/invoice-filters.ts'
import { centsLabel } from '#app/lib/number-format.ts'
import { parseTableQuery, redirectPastLastPage } from '#app/lib/table-query.ts'
import { gatewayPage, invoicesTable } from './billing-url.ts'
import { requireLicensingAccess } from './licensing.server.ts'

/** An invoices-table row as the loader hands it over: dates as 'MMM dd, yyyy', the amount in dollars. */
export type InvoiceRow = Pick<Invoice, 'id' | 'number' | 'purchasedSeats' | 'status' | 'paymentMethod' | 'last4'> & {
	amountLabel: string
	invoiceDateLabel: string | null
	dueDateLabel: string | null
	paidDateLabel: string | null
}

export function toInvoiceRow(invoice: Invoice, lng: string): InvoiceRow {
	return {
		id: invoice.id,
		number: invoice.number,
		purchasedSeats: invoice.purchasedSeats,
		status: invoice.status,
		paymentMethod: invoice.paymentMethod,
		last4: invoice.last4,
		amountLabel: centsLabel(invoice.amount, invoice.currency),
		invoiceDateLabel: formatDate(invoice.invoiceDate, lng),
		dueDateLabel: formatDate(invoice.dueDate, lng),
		paidDateLabel: formatDate(invoice.paidDate, lng),
	}
}

/**
 * Bank details (GET billing/…/bank) are for paying an invoice by transfer: a direct company sees them
 * when it may pay by invoice (the pay-by-invoice feature) or has an unpaid invoice to pay that way.
 * A provider-managed company pays its provider, never these accounts.
 */
async function bankDetailsShown(viewer: Viewer): Promise<boolean> {
	const { company, token } = viewer
	if (!isDirectCompany(company)) return false
	if (company.features.hasPayByInvoiceAccess) return true
	const unpaid = await listInvoices(token, company.id, {
		pageNumber: 1,
		// The smallest page the gateway serves (spec 1 §9 page sizes); only the total is read.
		pageSize: 5,
		order: 'desc',
		orderBy: 'invoiceDate',
		invoiceStatus: ['OPEN', 'OVERDUE'],
		paymentMethod: 'INVOICE',
	})
	return unpaid.pageInfo.totalItems > 0
}

/** The billing page: one page of invoices as the URL asks, the portal form, and the bank details where they apply. */
export async function loadBilling(viewer: Viewer, request: Request, url: URL, lng: string) {
	requireLicensingAccess(viewer)
	const { company, token } = viewer
	const query = parseTableQuery(invoicesTable, url)
	const filters = parseInvoiceFilters(url.searchParams)
	const [invoices, bank] = await Promise.all([
		settle(request, () =>
			listInvoices(token, company.id, {
				pageNumber: gatewayPage(query.pageNumber),
				pageSize: query.pageSize,
				order: query.order,
				orderBy: query.orderBy,
				searchText: query.searchText,
				invoiceStatus: filters.invoiceStatus,
				paymentMethod: filters.paymentMethod ?? undefined,
			}),
		),
		settle(request, async () => ((await bankDetailsShown(viewer)) ? getBankDetails(token, company.id) : null)),
	])
	const total = invoices.ok ? invoices.value.pageInfo.totalItems : 0
	if (invoices.ok) redirectPastLastPage(invoicesTable, url, query, total)
	const direct = isDirectCompany(company)
	return {
		rows: invoices.ok ? invoices.value.data.map((invoice) => toInvoiceRow(invoice, lng)) : [],
		total,
		isFiltered: hasInvoiceFilters(filters),
		/** The customer portal is the company's own payment relationship: direct companies only. */
		canManageBilling: direct,
		providerName: direct ? null : (company.distribution.parentCompanyName ?? ''),
		bank: bank.ok ? bank.value : null,
		failures: [invoices.ok ? null : invoices.failure, bank.ok ? null : bank.failure].filter((f): f is UiMessage => f !== null),
	}
}

export type BillingData = Awaited<ReturnType<typeof loadBilling>>
export type BillingActionData = { failure: UiMessage }

/** The gateway's portal address, if it is an http(s) address the browser may be sent to. */
export function portalAddress(reply: string): string | null {
	const parsed = RedirectAddressSchema.safeParse(reply)
	return parsed.success ? parsed.data : null
}

/**
 * "Manage billing": the gateway opens a customer-portal session and answers its address (spec 1 §7,
 * text reply); the browser goes there in a full page load, even when it is on our own origin (the
 * embedded gateway's test portal under /__gateway/ is not a page of this app).
 */
export async function openCustomerPortal(viewer: Viewer, request: Request): Promise<Response | BillingActionData> {
	if (!isDirectCompany(viewer.company)) return { failure: { message: 'licensing:providerManaged.title' } }
	try {
		const address = portalAddress(await createCustomerPortal(viewer.token, viewer.company.id))
		if (!address) {
			console.error('customer portal: the gateway answered an address that is not http(s)')
			return { failure: { message: 'common:tryAgain' } }
		}
		return redirectDocument(address)
	} catch (error) {
		return { failure: await writeFailure(error, request) }
	}
}
