import { z } from 'zod'
import {
	ACCESS_STATUSES,
	CUSTOMER_TYPES,
	ENABLEMENTS,
	LICENSING_STATUSES,
	PARTNER_SUBSCRIPTION_STATUSES,
	type AllocationOrderBy,
	type CustomerFilters,
	type CustomerOrderBy,
	type TransactionOrderBy,
} from '#server/shared/partner-portal.ts'
import { INVOICE_STATUS, type InvoiceListFilters, PAYMENT_METHOD, type PaymentMethod } from './billing.server.ts'
import { callGateway, seg } from './client.server.ts'
import { getListPage, type ListQuery, PageInfoSchema } from './lists.server.ts'

/**
 * The partner portal's calls (spec 2 §7 "Partner portal and billing", §3 partner company row, customer
 * columns, transaction and licence-allocation columns, reseller list filters; spec 1 §4 partner access).
 * `companyId` in a path is always the signed-in partner's own company (from the session); a
 * `customerId` must be in the partner's tree or the gateway answers 403 company_not_accessible.
 * Paths marked (ref) are the reference gateway's where the spec names a call without its path.
 */

// ─── Constants (spec 2 §3, §9) ───────────────────────────────────────────────

// The enumerations, sort columns and page size are shared with the customers pages' URL state and the
// reference gateway (#server/shared/partner-portal.ts); the contract's names are kept for its callers.
export {
	ACCESS_STATUSES as ACCESS_STATUS,
	ALLOCATION_ORDER_BY,
	COMPANY_AFFILIATIONS as COMPANY_AFFILIATION,
	CUSTOMER_ORDER_BY,
	CUSTOMER_TYPES as CUSTOMER_TYPE,
	ENABLEMENTS as ENABLEMENT,
	LICENSING_STATUSES as LICENSING_STATUS,
	PARTNER_PAGE_SIZE,
	PARTNER_SUBSCRIPTION_STATUSES as PARTNER_SUBSCRIPTION_STATUS,
	TRANSACTION_ORDER_BY,
	type AccessStatus,
	type CompanyAffiliation,
	type CustomerFilters,
	type CustomerOrderBy,
	type CustomerType,
	type Enablement,
	type LicensingStatus,
	type PartnerSubscriptionStatus,
} from '#server/shared/partner-portal.ts'
/** Spec 2 §9 "minimum licence purchase 1". */
export const PARTNER_MIN_LICENCES = 1

/** Gateway codes the partner pages tell apart. */
export const PARTNER_ERROR = {
	/** 409: allocating more licences than the partner's pool holds. */
	notEnoughLicences: 'not_enough_licenses',
	/** 409: an invite to an email that already has an account or a pending invite. */
	alreadyInvited: 'customer_already_invited',
	/** 422 on a partner purchase: the server's message is shown as it is (spec 2 §8 "partner buy errors"). */
	purchaseRefused: 'purchase_refused',
	/** 403: partner invites are off for the company (isPartnerInviteAllowed). */
	invitesNotAllowed: 'partner_invite_not_allowed',
} as const

// ─── Customers (spec 2 §3 partner company row + customer table columns) ─────

export const PartnerCompanyRowSchema = z.object({
	id: z.string(),
	name: z.string(),
	parentCompanyName: z.string().nullable(),
	/** The customer type when the customer is itself a partner (a sub-reseller), else null. */
	type: z.enum(CUSTOMER_TYPES).nullable(),
	/** Licensing status: FREE, TRIAL_ACTIVE, BOOSTED or UNREGISTERED (invited, not registered yet). */
	status: z.enum(LICENSING_STATUSES),
	/** ENABLED, or DISABLED with disabledAt (the "standing" column). */
	state: z.enum(ENABLEMENTS),
	disabledAt: z.string().nullable(),
	isRegistered: z.boolean(),
	invitedAt: z.string().nullable(),
	createdAt: z.string(),
	/** Licences the customer holds (allocated or bought), its seats. */
	totalSeats: z.number().int(),
	/** Users beyond the seats (0 when none). */
	overage: z.number().int(),
	/** The customer's registered users. */
	usersCount: z.number().int(),
	/** 0–100, the opportunity forecast's deal probability. */
	dealProbability: z.number().int(),
	loginAsCompanyStatus: z.enum(ACCESS_STATUSES),
	owner: z.object({ email: z.string(), fullName: z.string() }).nullable(),
	subscription: z
		.object({
			status: z.enum(PARTNER_SUBSCRIPTION_STATUSES),
			currentPeriodStart: z.string(),
			currentPeriodEnd: z.string(),
			paidSeats: z.number().int(),
		})
		.nullable(),
	trial: z.object({ status: z.enum(['ACTIVE', 'EXPIRED']), days: z.number().int(), endDate: z.string() }).nullable(),
	isBoosted: z.boolean(),
})
export type PartnerCompanyRow = z.infer<typeof PartnerCompanyRowSchema>
export const PartnerCompanyListSchema = z.object({ data: z.array(PartnerCompanyRowSchema), pageInfo: PageInfoSchema })
export type PartnerCompanyList = z.infer<typeof PartnerCompanyListSchema>

/** Spec 2 §3 "Reseller list filters" with the table query fields. */
export type CustomerQuery = ListQuery<CustomerOrderBy> & CustomerFilters

/** GET /partnership/api/v1/company/{id}/resellers/customers: a reseller's customers, its sub-resellers' too (grandchildren with isGrandChildrenAccessAllowed). */
export function listResellerCustomers(token: string, companyId: string, query: CustomerQuery): Promise<PartnerCompanyList> {
	return getListPage(`/partnership/api/v1/company/${seg(companyId)}/resellers/customers`, token, query, PartnerCompanyListSchema)
}

/** GET /partnership/api/v1/company/{id}/sub_reseller/customers: a sub-reseller's own customers. */
export function listSubResellerCustomers(token: string, companyId: string, query: CustomerQuery): Promise<PartnerCompanyList> {
	return getListPage(`/partnership/api/v1/company/${seg(companyId)}/sub_reseller/customers`, token, query, PartnerCompanyListSchema)
}

/** GET /api/v1/company/msp/{id} (with query): the customers of a partner that is neither reseller nor sub-reseller (My Customers); the three customers lists take the same query and answer the same rows. */
export function listPartnerCompanies(token: string, companyId: string, query: CustomerQuery): Promise<PartnerCompanyList> {
	return getListPage(`/api/v1/company/msp/${seg(companyId)}`, token, query, PartnerCompanyListSchema)
}

export const SubResellerSchema = z.object({ id: z.string(), name: z.string() })
export type SubReseller = z.infer<typeof SubResellerSchema>

/** GET /partnership/api/v1/company/{id}/resellers/sub_resellers/list: the reseller's sub-resellers (the subResellers filter). */
export function listSubResellers(token: string, companyId: string): Promise<SubReseller[]> {
	return callGateway({
		method: 'GET',
		path: `/partnership/api/v1/company/${seg(companyId)}/resellers/sub_resellers/list`,
		token,
		schema: z.object({ data: z.array(SubResellerSchema) }).transform((reply) => reply.data),
	})
}

// ─── Overview (ref) ──────────────────────────────────────────────────────────

export const ResellerOverviewSchema = z.object({
	/** Customers by licensing status (every status present, 0 when none). */
	byStatus: z.object({ FREE: z.number().int(), TRIAL_ACTIVE: z.number().int(), BOOSTED: z.number().int(), UNREGISTERED: z.number().int() }),
	totalCustomers: z.number().int(),
	/** Trials that end within 14 days, soonest first (at most 5). */
	trialsEndingSoon: z.array(z.object({ id: z.string(), name: z.string(), endDate: z.string(), days: z.number().int() })),
	trialsEndingSoonCount: z.number().int(),
	customersWithOverages: z.number().int(),
	/** Licences bought by or for the customers (paid seats). */
	seatsSold: z.number().int(),
	/** Licences allocated from the partner's pool to its customers. */
	seatsAllocated: z.number().int(),
	/** Licences left in the partner's pool. */
	licencesAvailable: z.number().int(),
	pendingAccessRequests: z.number().int(),
	/** The five latest transactions (see TransactionSchema). */
	recentTransactions: z.array(z.lazy(() => TransactionSchema)),
})
export type ResellerOverview = z.infer<typeof ResellerOverviewSchema>

/** (ref) GET /partnership/api/v1/company/{id}/resellers/overview: the reseller overview's figures in one read. */
export function getResellerOverview(token: string, companyId: string): Promise<ResellerOverview> {
	return callGateway({
		method: 'GET',
		path: `/partnership/api/v1/company/${seg(companyId)}/resellers/overview`,
		token,
		schema: ResellerOverviewSchema,
	})
}

// ─── Customer actions ────────────────────────────────────────────────────────

/** POST /partnership/api/v1/company/{id}/invite (companies): invites customer companies; each gets an email with its registration link. */
export function inviteCustomers(
	token: string,
	companyId: string,
	companies: { companyName: string; email: string }[],
	message?: string,
): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `/partnership/api/v1/company/${seg(companyId)}/invite`,
		token,
		body: { companies, message: message || undefined },
		responseType: 'none',
	})
}

/** POST /api/v1/partner-portal/{id}/resend_partner_customer_invite (customerId): the invite email again, to a customer not registered yet. */
export function resendCustomerInvite(token: string, companyId: string, customerId: string): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/partner-portal/${seg(companyId)}/resend_partner_customer_invite`,
		token,
		body: { customerId },
		responseType: 'none',
	})
}

export const InviteMessageSchema = z.object({ message: z.string() })

/** (ref) GET /api/v1/partner-portal/company/{id}/default_customer_invite_message: the message invites carry unless one is typed. */
export function getDefaultInviteMessage(token: string, companyId: string): Promise<string> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/partner-portal/company/${seg(companyId)}/default_customer_invite_message`,
		token,
		schema: InviteMessageSchema.transform((reply) => reply.message),
	})
}

/** PUT /api/v1/partner-portal/company/{id}/default_customer_invite_message (message). */
export function setDefaultInviteMessage(token: string, companyId: string, message: string): Promise<void> {
	return callGateway({
		method: 'PUT',
		path: `/api/v1/partner-portal/company/${seg(companyId)}/default_customer_invite_message`,
		token,
		body: { message },
		responseType: 'none',
	})
}

/** DELETE /api/v1/partner-portal/{id}/customers/bulk (customersIds): removes customers from the partner (they become direct companies; invites are withdrawn). */
export function removeCustomers(token: string, companyId: string, customersIds: string[]): Promise<void> {
	return callGateway({
		method: 'DELETE',
		path: `/api/v1/partner-portal/${seg(companyId)}/customers/bulk`,
		token,
		body: { customersIds },
		responseType: 'none',
	})
}

/** PATCH …/customers/{customerId}/partnership/mark_subreseller or unmark_subreseller (spec 2 §4 "Partner"). */
export function setSubReseller(token: string, companyId: string, customerId: string, mark: boolean): Promise<void> {
	return callGateway({
		method: 'PATCH',
		path: `/api/v1/partner-portal/company/${seg(companyId)}/customers/${seg(customerId)}/partnership/${mark ? 'mark_subreseller' : 'unmark_subreseller'}`,
		token,
		responseType: 'none',
	})
}

/**
 * POST /partnership/api/v1/company/{customerId}/access/request: the partner asks the customer for
 * login-as-company access (NOT_AVAILABLE → REQUESTED); the customer's admins get an email whose link
 * opens /access-for-reseller. The partner is the caller's company.
 */
export function requestCustomerAccess(token: string, customerId: string): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `/partnership/api/v1/company/${seg(customerId)}/access/request`,
		token,
		responseType: 'none',
	})
}

// ─── Licences (spec 2 §7) ────────────────────────────────────────────────────

/** GET /api/v1/billing/{id}/licenses: the partner's pool of licences not allocated yet. */
export function getLicencePool(token: string, companyId: string): Promise<number> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/billing/${seg(companyId)}/licenses`,
		token,
		schema: z.object({ licenses: z.number().int() }).transform((reply) => reply.licenses),
	})
}

/** POST /api/v1/billing/{id}/customers/{customerId}/licenses/allocate (licensesToAllocate): from the pool to the customer; 409 not_enough_licenses. */
export function allocateLicences(token: string, companyId: string, customerId: string, licensesToAllocate: number): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/billing/${seg(companyId)}/customers/${seg(customerId)}/licenses/allocate`,
		token,
		body: { licensesToAllocate },
		responseType: 'none',
	})
}

export const PriceCalculationSchema = z.object({
	licensesNumber: z.number().int(),
	/** Per licence per year, cents. */
	unitPrice: z.number(),
	subtotal: z.number(),
	discount: z.number(),
	total: z.number(),
	currency: z.string(),
	/** The promotion code applied, or null (unknown codes are not applied: `promotionCodeValid` false). */
	promotionCode: z.string().nullable(),
	promotionCodeValid: z.boolean(),
})
export type PriceCalculation = z.infer<typeof PriceCalculationSchema>

/** Whose purchase call: a reseller's, or a sub-reseller's (spec 2 §7). */
export type PurchaseChannel = 'resellers' | 'subresellers'
/** First buy, or an upsell for a customer whose subscription is ACTIVE, PAST_DUE or UNPAID (spec 2 §4). */
export type PurchaseKind = 'first' | 'upgrade'

export function purchaseKindOf(customer: Pick<PartnerCompanyRow, 'subscription'>): PurchaseKind {
	return customer.subscription && PARTNER_SUBSCRIPTION_STATUSES.includes(customer.subscription.status) ? 'upgrade' : 'first'
}

/** A purchase of licences for a customer: whose call, first or upsell, how many, the promotion code (first buys only). */
export type CustomerPurchase = {
	channel: PurchaseChannel
	kind: PurchaseKind
	companyId: string
	customerId: string
	licensesNumber: number
	promotionCode?: string
}

/** …/{resellers|subresellers}/company/{id}/customers/{customerId}/subscriptions, plus /upgrade for an upsell. */
function purchasePath(input: CustomerPurchase): string {
	const base = `/api/v1/billing/${input.channel}/company/${seg(input.companyId)}/customers/${seg(input.customerId)}/subscriptions`
	return input.kind === 'upgrade' ? `${base}/upgrade` : base
}

/**
 * GET /api/v1/billing/resellers/company/{id}/customers/{customerId}/subscriptions/calculate_price
 * (licensesNumber, optional promotionCode) and …/subscriptions/upgrade/calculate_price (licensesNumber).
 * (The spec names no sub-reseller price call; a sub-reseller prices through the same path under subresellers.)
 */
export function calculateCustomerPrice(token: string, input: CustomerPurchase): Promise<PriceCalculation> {
	return callGateway({
		method: 'GET',
		path: `${purchasePath(input)}/calculate_price`,
		token,
		query: {
			licensesNumber: input.licensesNumber,
			promotionCode: input.kind === 'first' ? input.promotionCode || undefined : undefined,
		},
		schema: PriceCalculationSchema,
	})
}

/** POST …/{resellers|subresellers}/company/{id}/customers/{customerId}/subscriptions[/upgrade] (licensesNumber, orderNumber). */
export function buyCustomerLicences(token: string, input: CustomerPurchase & { orderNumber?: string }): Promise<void> {
	return callGateway({
		method: 'POST',
		path: purchasePath(input),
		token,
		body: {
			licensesNumber: input.licensesNumber,
			orderNumber: input.orderNumber || undefined,
			promotionCode: input.kind === 'first' ? input.promotionCode || undefined : undefined,
		},
		responseType: 'none',
	})
}

export const LicenceAllocationSchema = z.object({
	id: z.string(),
	companyName: z.string(),
	licenses: z.number().int(),
	allocatedBy: z.string(),
	date: z.string(),
})
export type LicenceAllocation = z.infer<typeof LicenceAllocationSchema>
export const LicenceAllocationListSchema = z.object({ data: z.array(LicenceAllocationSchema), pageInfo: PageInfoSchema })
export type LicenceAllocationList = z.infer<typeof LicenceAllocationListSchema>

/** GET /api/v1/partner-portal/{companyId}/license_allocation/logs (order, orderBy, pageNumber, pageSize, searchText). */
export function listLicenceAllocations(
	token: string,
	companyId: string,
	query: ListQuery<AllocationOrderBy>,
): Promise<LicenceAllocationList> {
	return getListPage(`/api/v1/partner-portal/${seg(companyId)}/license_allocation/logs`, token, query, LicenceAllocationListSchema)
}

// ─── Transactions (spec 2 §3 transaction columns) ────────────────────────────

export const TransactionSchema = z.object({
	id: z.string(),
	customerId: z.string(),
	customerName: z.string(),
	/** The company that paid: the reseller, or the sub-reseller buying for its customer. */
	buyerName: z.string(),
	licenses: z.number().int(),
	/** Cents. */
	subtotal: z.number(),
	discount: z.number(),
	/** Taken from the partner's credit (distributor credit), cents. */
	withdrawal: z.number(),
	amountDue: z.number(),
	currency: z.string(),
	status: z.enum(INVOICE_STATUS),
	method: z.enum(PAYMENT_METHOD),
	createdAt: z.string(),
	dueDate: z.string().nullable(),
	paidDate: z.string().nullable(),
	/** The admin who made the purchase (full name). */
	adminName: z.string(),
	orderNumber: z.string().nullable(),
	/** Whether the invoice can be emailed (not DRAFT or VOID). */
	canSendInvoice: z.boolean(),
})
export type Transaction = z.infer<typeof TransactionSchema>
export const TransactionListSchema = z.object({ data: z.array(TransactionSchema), pageInfo: PageInfoSchema })
export type TransactionList = z.infer<typeof TransactionListSchema>

export type TransactionQuery = ListQuery<TransactionOrderBy> & InvoiceListFilters

/**
 * GET /billing/api/v1/company/{companyId}/resellers/transactions, or
 * GET /api/v1/billing/subresellers/company/{companyId}/transactions (invoiceStatus repeated).
 */
export function listTransactions(
	token: string,
	channel: PurchaseChannel,
	companyId: string,
	query: TransactionQuery,
): Promise<TransactionList> {
	const path =
		channel === 'resellers'
			? `/billing/api/v1/company/${seg(companyId)}/resellers/transactions`
			: `/api/v1/billing/subresellers/company/${seg(companyId)}/transactions`
	return getListPage(path, token, query, TransactionListSchema)
}

/** GET /api/v1/partner-portal/transactions/{companyId}: a partner's (neither reseller nor sub-reseller) transactions, same query and rows. */
export function listPartnerTransactions(token: string, companyId: string, query: TransactionQuery): Promise<TransactionList> {
	return getListPage(`/api/v1/partner-portal/transactions/${seg(companyId)}`, token, query, TransactionListSchema)
}

/** (ref) POST /api/v1/partner-portal/{companyId}/transactions/{transactionId}/send_invoice: emails the invoice to the customer's owner ('Invoice sent successfully.'). */
export function sendInvoice(token: string, companyId: string, transactionId: string): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/partner-portal/${seg(companyId)}/transactions/${seg(transactionId)}/send_invoice`,
		token,
		responseType: 'none',
	})
}

/**
 * POST /api/v1/billing/{id}/subscription (name, stripeToken, companyId, companyName, seats, email,
 * partnerId, distributorId, method, coupon): the partner buys licences into its own pool. The reference
 * gateway takes INVOICE (with hasPayByInvoiceAccess) and DISTRIBUTOR_CREDIT without a card, and
 * CREDIT_CARD with the test checkout's token; the reply is the pool after the purchase
 * ('Payment successful! Your licenses have been added.').
 */
export function buyPartnerLicences(
	token: string,
	input: {
		companyId: string
		companyName: string
		name: string
		email: string
		seats: number
		method: PaymentMethod
		coupon?: string
		stripeToken?: string
	},
): Promise<number> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/billing/${seg(input.companyId)}/subscription`,
		token,
		body: {
			name: input.name,
			stripeToken: input.stripeToken,
			companyId: input.companyId,
			companyName: input.companyName,
			seats: input.seats,
			email: input.email,
			partnerId: input.companyId,
			distributorId: undefined,
			method: input.method,
			coupon: input.coupon || undefined,
		},
		schema: z.object({ licenses: z.number().int() }).transform((reply) => reply.licenses),
	})
}
