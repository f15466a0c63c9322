/**
 * The partner portal's list vocabulary (spec 2 §3 partner company row, customer, transaction and
 * licence-allocation columns, "Reseller list filters"; §9 page size): the values the console's contract
 * (app/gateway/partner-portal.server.ts) sends, the customers pages' URL state
 * (app/routes/partner-portal/customers-url.ts) offers, and the reference gateway
 * (server/gateway/services/partner-portal.ts) accepts. Pure, so the browser may import it too.
 */

/** Licensing status of a customer (the `status` filter and column). */
export const LICENSING_STATUSES = ['FREE', 'TRIAL_ACTIVE', 'BOOSTED', 'UNREGISTERED'] as const
export type LicensingStatus = (typeof LICENSING_STATUSES)[number]
/** Enablement of a customer (the `state` filter; DISABLED reads "suspended"). */
export const ENABLEMENTS = ['ENABLED', 'DISABLED'] as const
export type Enablement = (typeof ENABLEMENTS)[number]
/** The `companyAffiliation` filter. */
export const COMPANY_AFFILIATIONS = ['PARTNER', 'DIRECT_CUSTOMER', 'PARTNERS_CUSTOMER'] as const
export type CompanyAffiliation = (typeof COMPANY_AFFILIATIONS)[number]
/** Login-as-company access of the partner to a customer (the `accountAccess` filter and the access column). */
export const ACCESS_STATUSES = ['REQUESTED', 'AVAILABLE', 'NOT_AVAILABLE'] as const
export type AccessStatus = (typeof ACCESS_STATUSES)[number]
export const CUSTOMER_TYPES = ['OEM', 'PACKAGE_MSP', 'RESELLER', 'SUBRESELLER'] as const
export type CustomerType = (typeof CUSTOMER_TYPES)[number]
/** A customer's subscription with its partner; any of these makes the next purchase an upsell (spec 2 §4). */
export const PARTNER_SUBSCRIPTION_STATUSES = ['ACTIVE', 'PAST_DUE', 'UNPAID'] as const
export type PartnerSubscriptionStatus = (typeof PARTNER_SUBSCRIPTION_STATUSES)[number]

/** The columns each list may be sorted by (`orderBy`). */
export const CUSTOMER_ORDER_BY = [
	'name',
	'createdAt',
	'invitedAt',
	'status',
	'totalSeats',
	'overage',
	'dealProbability',
	'expireDate',
] as const
export type CustomerOrderBy = (typeof CUSTOMER_ORDER_BY)[number]
export const ALLOCATION_ORDER_BY = ['date', 'companyName', 'licenses'] as const
export type AllocationOrderBy = (typeof ALLOCATION_ORDER_BY)[number]
export const TRANSACTION_ORDER_BY = ['createdAt', 'customerName', 'licenses', 'amountDue', 'status'] as const
export type TransactionOrderBy = (typeof TRANSACTION_ORDER_BY)[number]

/** Spec 2 §9 "partner lists 25". */
export const PARTNER_PAGE_SIZE = 25

/** The customers filters that take one of a list's values, with their lists. */
export const CUSTOMER_CHOICE_FILTERS = {
	status: LICENSING_STATUSES,
	state: ENABLEMENTS,
	companyAffiliation: COMPANY_AFFILIATIONS,
	accountAccess: ACCESS_STATUSES,
} as const

/** Spec 2 §3 "Reseller list filters", every one optional (the booleans travel as 'true'/'false'). */
export type CustomerFilters = { [Name in keyof typeof CUSTOMER_CHOICE_FILTERS]?: (typeof CUSTOMER_CHOICE_FILTERS)[Name][number] } & {
	isRegistered?: boolean
	hasOverages?: boolean
	/** A sub-reseller's id: only its customers. */
	subResellers?: string
}
