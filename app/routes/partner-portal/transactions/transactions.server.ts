import type { Viewer } from '#app/auth/guards.server.ts'
import { currentPath } from '#app/auth/safe-redirect.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import {
	getLicencePool,
	type LicenceAllocation,
	listLicenceAllocations,
	listPartnerTransactions,
	listTransactions,
	type PurchaseChannel,
	sendInvoice,
	type Transaction,
	type TransactionQuery,
} from '#app/gateway/partner-portal.server.ts'
import { formatDate } from '#app/lib/dates.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { hasInvoiceFilters, parseInvoiceFilters } from '#app/lib/invoice-filters.ts'
import { centsLabel } from '#app/lib/number-format.ts'
import { parseTableQuery, redirectPastLastPage } from '#app/lib/table-query.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { loadPurchaseDialog } from '../licences/licence-dialog.server.ts'
import { allocationsTable, transactionsTable, TRANSACTIONS_INTENT } from './transactions-url.ts'

/**
 * The transactions pages' reads and their one row action (spec 2 §2, §3 transaction and licence
 * allocation columns, §7): a partner that is neither reseller nor sub-reseller reads its own
 * transactions call, a reseller and a sub-reseller theirs; all read the licence allocation log and
 * the pool. The company is always the session's.
 */

/** A transactions-table row as the loader hands it over: money from cents, dates as 'MMM dd, yyyy'. */
export type TransactionRow = Pick<
	Transaction,
	'id' | 'customerName' | 'buyerName' | 'licenses' | 'status' | 'method' | 'adminName' | 'orderNumber' | 'canSendInvoice'
> & {
	subtotal: string
	discount: string
	withdrawal: string
	amountDue: string
	createdAt: string | null
	dueDate: string | null
	paidDate: string | null
}

export function toTransactionRow(transaction: Transaction, lng: string): TransactionRow {
	const money = (cents: number) => centsLabel(cents, transaction.currency)
	return {
		id: transaction.id,
		customerName: transaction.customerName,
		buyerName: transaction.buyerName,
		licenses: transaction.licenses,
		status: transaction.status,
		method: transaction.method,
		adminName: transaction.adminName,
		orderNumber: transaction.orderNumber,
		canSendInvoice: transaction.canSendInvoice,
		subtotal: money(transaction.subtotal),
		discount: money(transaction.discount),
		withdrawal: money(transaction.withdrawal),
		amountDue: money(transaction.amountDue),
		createdAt: formatDate(transaction.createdAt, lng),
		dueDate: formatDate(transaction.dueDate, lng),
		paidDate: formatDate(transaction.paidDate, lng),
	}
}

export type AllocationRow = Omit<LicenceAllocation, 'date'> & { date: string | null }

/** Whose transactions: a partner's (neither reseller nor sub-reseller), or a reseller's or sub-reseller's. */
export type TransactionsSource = 'partner' | PurchaseChannel

/** One page of transactions as the URL asks (the partner lists page from 0 at the gateway too, spec 2 §3). */
export async function loadTransactions(viewer: Viewer, request: Request, url: URL, lng: string, source: TransactionsSource) {
	const { token, company } = viewer
	const table = parseTableQuery(transactionsTable, url)
	const filters = parseInvoiceFilters(url.searchParams)
	const query: TransactionQuery = {
		pageNumber: table.pageNumber,
		pageSize: table.pageSize,
		order: table.order,
		orderBy: table.orderBy,
		searchText: table.searchText,
		invoiceStatus: filters.invoiceStatus,
		paymentMethod: filters.paymentMethod ?? undefined,
	}
	const list = await settle(request, () =>
		source === 'partner' ? listPartnerTransactions(token, company.id, query) : listTransactions(token, source, company.id, query),
	)
	const total = list.ok ? list.value.pageInfo.totalItems : 0
	if (list.ok) redirectPastLastPage(transactionsTable, url, table, total)
	return {
		rows: list.ok ? list.value.data.map((transaction) => toTransactionRow(transaction, lng)) : [],
		total,
		isFiltered: hasInvoiceFilters(filters),
		failure: list.ok ? null : list.failure,
	}
}
export type TransactionsData = Awaited<ReturnType<typeof loadTransactions>>

/** One page of the licence allocation log (company name, number of licences, allocated by, date). */
export async function loadAllocations(viewer: Viewer, request: Request, url: URL, lng: string) {
	const table = parseTableQuery(allocationsTable, url)
	const list = await settle(request, () =>
		listLicenceAllocations(viewer.token, viewer.company.id, {
			pageNumber: table.pageNumber,
			pageSize: table.pageSize,
			order: table.order,
			orderBy: table.orderBy,
			searchText: table.searchText,
		}),
	)
	const total = list.ok ? list.value.pageInfo.totalItems : 0
	if (list.ok) redirectPastLastPage(allocationsTable, url, table, total)
	return {
		rows: list.ok ? list.value.data.map((allocation): AllocationRow => ({ ...allocation, date: formatDate(allocation.date, lng) })) : [],
		total,
		failure: list.ok ? null : list.failure,
	}
}
export type AllocationsData = Awaited<ReturnType<typeof loadAllocations>>

/** The transactions pages' header: the partner's pool of licences and the Buy Licenses dialog when the URL opens it. */
export async function loadTransactionsHeader(viewer: Viewer, request: Request, url: URL) {
	const pool = await settle(request, () => getLicencePool(viewer.token, viewer.company.id))
	return {
		/** Null when it could not be read ('Not available'). */
		pool: pool.ok ? pool.value : null,
		purchase: loadPurchaseDialog(viewer, url),
	}
}
export type TransactionsHeaderData = Awaited<ReturnType<typeof loadTransactionsHeader>>

/**
 * A row's Send invoice: the gateway emails the invoice ('Invoice sent successfully.', on failure
 * 'Something went wrong.', spec 2 §8); the page comes back as it was (filters, page, sort).
 */
export async function sendInvoiceAction(viewer: Viewer, request: Request, url: URL) {
	const form = await request.formData()
	const transactionId = form.get('transactionId')
	if (form.get('intent') !== TRANSACTIONS_INTENT.sendInvoice || typeof transactionId !== 'string' || !transactionId) {
		throw new Response('Unknown form', { status: 400 })
	}
	const back = currentPath(url)
	try {
		await sendInvoice(viewer.token, viewer.company.id, transactionId)
	} catch (error) {
		// A session that ended still ends; any other failure reads the spec's words.
		await writeFailure(error, request)
		const failure: UiMessage = { message: 'partnerBilling:transactions.sendFailed' }
		return redirectWithToast(request, back, { type: 'error', ...failure })
	}
	return redirectWithToast(request, back, { type: 'success', message: 'partnerBilling:transactions.invoiceSent' })
}
