/**
 * msw doubles of the partner portal's licence and transaction calls (app/gateway/partner-portal.server.ts:
 * the same paths, queries, bodies and replies), for the route tests of the transactions pages and the
 * licence dialogs. One in-memory partner like Northwind MSP in the seed: a pool of licences, its
 * customers, their transactions and the allocation log. Each call is recorded under its name.
 */
import { HttpResponse } from 'msw'
import type { CompanyView } from '#app/gateway/company.server.ts'
import type { LicenceAllocation, PartnerCompanyRow, PriceCalculation, Transaction } from '#app/gateway/partner-portal.server.ts'
import { companyView, gatewayError, recordingRoute, server, type RecordedUsersCall } from './gateway.ts'
import { customerRow, transaction as customersTransaction } from './partner-customers.ts'

type Reply = () => Response | Promise<Response>

/** The partner lists page from 0 (spec 2 §3 'pageNumber (default 0)', as the reference gateway reads it). */
function pageOf<T>(items: T[], url: URL) {
	const pageNumber = Number(url.searchParams.get('pageNumber') ?? 0)
	const pageSize = Number(url.searchParams.get('pageSize') ?? 25)
	return {
		data: items.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
		pageInfo: { pageNumber, pageSize, totalItems: items.length, totalPages: Math.max(1, Math.ceil(items.length / pageSize)) },
	}
}
const noContent = () => new HttpResponse(null, { status: 204 })

/** The signed-in partner's company: Northwind MSP, a reseller with pay by invoice, unless overridden. */
export function partnerCompany(
	options: {
		customerType?: 'RESELLER' | 'SUBRESELLER' | 'OEM' | null
		integration?: string | null
		isPartner?: boolean
		payByInvoice?: boolean
	} = {},
): CompanyView {
	const base = companyView()
	const customerType = options.customerType === undefined ? 'RESELLER' : options.customerType
	return companyView({
		id: customerType === 'SUBRESELLER' ? 'cmp_tailspin' : 'cmp_northwind',
		name: customerType === 'SUBRESELLER' ? 'Tailspin' : 'Northwind MSP',
		distribution: {
			...base.distribution,
			isPartner: options.isPartner ?? true,
			customerType,
			integration: options.integration ?? null,
			parentCompanyId: customerType === 'SUBRESELLER' ? 'cmp_northwind' : null,
			parentCompanyName: customerType === 'SUBRESELLER' ? 'Northwind MSP' : null,
		},
		features: { ...base.features, hasPayByInvoiceAccess: options.payByInvoice ?? true },
	})
}

/** A customers-table row (Contoso of the seed: registered, an ACTIVE subscription, so its next purchase is an upgrade). */
export function partnerCustomer(overrides: Partial<PartnerCompanyRow> = {}): PartnerCompanyRow {
	return customerRow({
		invitedAt: '2026-01-05T10:00:00.000Z',
		createdAt: '2026-01-06T10:00:00.000Z',
		usersCount: 25,
		subscription: {
			status: 'ACTIVE',
			currentPeriodStart: '2026-06-01T00:00:00.000Z',
			currentPeriodEnd: '2027-06-01T00:00:00.000Z',
			paidSeats: 50,
		},
		...overrides,
	})
}

/** An OPEN transaction with a discount and an order number (the customers builder with this file's figures). */
export function transaction(overrides: Partial<Transaction> = {}): Transaction {
	return customersTransaction({
		id: 'trx_1',
		licenses: 50,
		discount: 7500,
		amountDue: 67500,
		currency: 'USD',
		status: 'OPEN',
		createdAt: '2026-06-01T12:00:00.000Z',
		dueDate: '2026-07-01T12:00:00.000Z',
		paidDate: null,
		orderNumber: 'PO-1001',
		...overrides,
	})
}

export function allocation(overrides: Partial<LicenceAllocation> = {}): LicenceAllocation {
	return {
		id: 'lal_1',
		companyName: 'Contoso',
		licenses: 10,
		allocatedBy: 'Nora Partner',
		date: '2026-05-20T12:00:00.000Z',
		...overrides,
	}
}

export type PartnerBillingCall =
	| 'pool'
	| 'allocate'
	| 'price'
	| 'upgradePrice'
	| 'buy'
	| 'upgrade'
	| 'allocations'
	| 'resellerTransactions'
	| 'subResellerTransactions'
	| 'partnerTransactions'
	| 'sendInvoice'
	| 'purchase'

/** USD cents a licence a year; 'SAVE10' takes 10 % off a first buy. */
export const UNIT_PRICE = 1500

function priceOf(licensesNumber: number, promotionCode: string | null): PriceCalculation {
	const subtotal = UNIT_PRICE * licensesNumber
	const valid = promotionCode === 'SAVE10'
	const discount = valid ? Math.round(subtotal / 10) : 0
	return {
		licensesNumber,
		unitPrice: UNIT_PRICE,
		subtotal,
		discount,
		total: subtotal - discount,
		currency: 'USD',
		promotionCode,
		promotionCodeValid: valid,
	}
}

/**
 * The partner's licence and transaction calls on one in-memory partner `companyId`: a `pool`
 * (allocating more is 409 not_enough_licenses), customers in its tree (any other id is 403
 * company_not_accessible), transactions filtered by invoiceStatus (repeated), paymentMethod and
 * searchText, the allocation log, and its own purchase adding to the pool. `replies` replaces any reply.
 */
function partnerBillingHandlers(
	options: {
		companyId?: string
		pool?: number
		customers?: string[]
		transactions?: Transaction[]
		allocations?: LicenceAllocation[]
		replies?: Partial<Record<PartnerBillingCall, Reply>>
	} = {},
) {
	const companyId = options.companyId ?? 'cmp_northwind'
	const state = {
		pool: options.pool ?? 100,
		customers: options.customers ?? ['cmp_contoso', 'cmp_fabrikam', 'cmp_tailspin'],
		transactions: [...(options.transactions ?? [])],
		allocations: [...(options.allocations ?? [])],
	}
	const calls = {} as Record<PartnerBillingCall, RecordedUsersCall[]>
	const route = recordingRoute(calls, options.replies)
	const outside = (params: Record<string, unknown>) =>
		params.companyId !== companyId || (params.customerId !== undefined && !state.customers.includes(String(params.customerId)))
	const forbidden = () => gatewayError(403, 'company_not_accessible', 'You cannot access this company')

	const listTransactions = ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
		if (outside(params)) return forbidden()
		const url = new URL(request.url)
		const statuses = url.searchParams.getAll('invoiceStatus')
		const method = url.searchParams.get('paymentMethod')
		const search = url.searchParams.get('searchText')?.toLowerCase()
		const rows = state.transactions.filter(
			(row) =>
				(statuses.length === 0 || statuses.includes(row.status)) &&
				(!method || row.method === method) &&
				(!search || row.customerName.toLowerCase().includes(search) || (row.orderNumber ?? '').toLowerCase().includes(search)),
		)
		return HttpResponse.json(pageOf(rows, url))
	}

	const price = ({ request, params }: { request: Request; params: Record<string, unknown> }, upgrade: boolean) => {
		if (outside(params)) return forbidden()
		const url = new URL(request.url)
		const licensesNumber = Number(url.searchParams.get('licensesNumber'))
		if (!Number.isInteger(licensesNumber) || licensesNumber < 1) {
			return gatewayError(422, 'validation_error', 'Number of Licenses/Users must be greater than or equal to 1.')
		}
		return HttpResponse.json(priceOf(licensesNumber, upgrade ? null : url.searchParams.get('promotionCode')))
	}

	const customerSubscriptions = '/api/v1/billing/:channel/company/:companyId/customers/:customerId/subscriptions'
	const handlers = [
		route('pool', 'get', '/api/v1/billing/:companyId/licenses', ({ params }) =>
			outside(params) ? forbidden() : HttpResponse.json({ licenses: state.pool }),
		),
		route('allocate', 'post', '/api/v1/billing/:companyId/customers/:customerId/licenses/allocate', ({ params }, body) => {
			if (outside(params)) return forbidden()
			if (body.licensesToAllocate > state.pool) return gatewayError(409, 'not_enough_licenses', 'Not enough licenses')
			state.pool -= body.licensesToAllocate
			state.allocations.unshift(
				allocation({
					id: `lal_${state.allocations.length + 1}`,
					companyName: String(params.customerId),
					licenses: body.licensesToAllocate,
				}),
			)
			return noContent()
		}),
		route('price', 'get', `${customerSubscriptions}/calculate_price`, (info) => price(info, false)),
		route('upgradePrice', 'get', `${customerSubscriptions}/upgrade/calculate_price`, (info) => price(info, true)),
		route('buy', 'post', customerSubscriptions, ({ params }) => (outside(params) ? forbidden() : noContent())),
		route('upgrade', 'post', `${customerSubscriptions}/upgrade`, ({ params }) => (outside(params) ? forbidden() : noContent())),
		route('allocations', 'get', '/api/v1/partner-portal/:companyId/license_allocation/logs', ({ request, params }) => {
			if (outside(params)) return forbidden()
			const url = new URL(request.url)
			const search = url.searchParams.get('searchText')?.toLowerCase()
			return HttpResponse.json(
				pageOf(
					state.allocations.filter((row) => !search || row.companyName.toLowerCase().includes(search)),
					url,
				),
			)
		}),
		route('resellerTransactions', 'get', '/billing/api/v1/company/:companyId/resellers/transactions', listTransactions),
		route('subResellerTransactions', 'get', '/api/v1/billing/subresellers/company/:companyId/transactions', listTransactions),
		route('partnerTransactions', 'get', '/api/v1/partner-portal/transactions/:companyId', listTransactions),
		route('sendInvoice', 'post', '/api/v1/partner-portal/:companyId/transactions/:transactionId/send_invoice', ({ params }) =>
			outside(params) || !state.transactions.some((row) => row.id === params.transactionId && row.canSendInvoice)
				? gatewayError(404, 'not_found', 'Transaction not found')
				: noContent(),
		),
		route('purchase', 'post', '/api/v1/billing/:companyId/subscription', ({ params }, body) => {
			if (outside(params)) return forbidden()
			if (body.method === 'CREDIT_CARD' && !body.stripeToken)
				return gatewayError(422, 'purchase_refused', 'A card payment needs a card token.')
			state.pool += body.seats
			return HttpResponse.json({ licenses: state.pool })
		}),
	]
	return { handlers, calls, state }
}

/** The handlers of partnerBillingHandlers registered on the msw server: what a test reads back is the calls and the state. */
export function servePartnerBilling(options: Parameters<typeof partnerBillingHandlers>[0] = {}) {
	const { handlers, calls, state } = partnerBillingHandlers(options)
	server.use(...handlers)
	return { calls, state }
}
