import { randomUUID } from 'node:crypto'
import { type SQL, and, asc, desc, eq, gte, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm'
import { type PgTable, alias } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import {
	ACCESS_STATUSES,
	ALLOCATION_ORDER_BY,
	COMPANY_AFFILIATIONS,
	CUSTOMER_ORDER_BY,
	CUSTOMER_TYPES,
	ENABLEMENTS,
	LICENSING_STATUSES,
	PARTNER_PAGE_SIZE,
	PARTNER_SUBSCRIPTION_STATUSES,
	TRANSACTION_ORDER_BY,
	type AccessStatus,
	type LicensingStatus,
} from '#server/shared/partner-portal.ts'
import { INVOICE_STATUSES, SUBSCRIPTION_RECORD_TYPE, BILLING_PERIOD_DAYS, formatCents } from '../billing/fulfillment.ts'
import { PAYMENT_METHODS } from '../billing/payment-provider.ts'
import { MAX_SEATS_PER_PURCHASE, NOT_BOOSTED_SEAT_CAP, isKnownCoupon, messages, normaliseCoupon, priceFor } from '../billing/pricing.ts'
import { companies, licenceAllocations, partnerLicencePools, partnerTransactions, sessions, subscriptions, users } from '../db/schema.ts'
import {
	type Actor,
	type CompanyRow,
	type Deps,
	authenticate,
	companyScope,
	consoleLink,
	findCompany,
	isPartnerOf,
	isStaff,
	isUniqueViolation,
} from '../lib/context.ts'
import { ApiError, errors, iso, noContent, readBody, requiredEmail, validationError } from '../lib/http.ts'
import { trialStatus } from '../lib/training.ts'
import { PAGE_SIZE_MAX, PAGE_SIZE_MIN, escapeLike, intParam, orderQuery, pageInfo, readQuery, searchText } from './directory-shared.ts'
import { slugify } from './registration.ts'
import type { Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

// The partner portal (spec 2 §2 "Partner portal", §3 partner company row, customer columns, transaction
// and licence-allocation columns, reseller list filters; §4 "Partner"; §7 "Partner portal and billing";
// spec 1 §4 "Partner access"). A partner's customers are the companies whose parent it is, and with
// isGrandChildrenAccessAllowed the customers of its sub-resellers too; a customer a partner invited is a
// company without an owner until someone registers through the invite's link. Every call acts for the
// caller's own partner company (staff for any partner); a partner-access (lac) session makes none of them.

// Spec 2 §3 enumerations, sort columns and §9 page size: the console's too.
export * from '#server/shared/partner-portal.ts'
const SUBRESELLER = 'SUBRESELLER'
/** Spec 2 §7: a partner purchase for a customer is invoiced, due in 30 days. */
const PAYMENT_TERM_DAYS = 30
/** The overview's "trials ending soon": within 14 days (the trial's length), the five soonest. */
const TRIAL_SOON_DAYS = 14
const TRIALS_SHOWN = 5
const RECENT_TRANSACTIONS = 5
const MAX_INVITES = 50
const MAX_BULK = 1000
const MESSAGE_MAX = 2000
const DAY_MS = 24 * 60 * 60 * 1000

/** The message an invite carries when neither the invite nor the partner's default has one. */
export const DEFAULT_CUSTOMER_INVITE_MESSAGE =
	'We would like to invite you to our security awareness training platform. Register your company with the link below to get started.'

/** Spec 2 §5 licence count. */
export const LICENCE_MESSAGES = {
	required: messages.required,
	atLeastOne: 'Number of Licenses/Users must be greater than or equal to 1.',
}

export const partnerErrors = {
	notEnoughLicences: () => errors.conflict('not_enough_licenses', 'There are not enough licenses in your pool.'),
	alreadyInvited: (emails: string[]) =>
		new ApiError(409, 'customer_already_invited', 'These emails already have an account or a pending invite.', {
			details: emails.map((email) => ({ code: 'customer_already_invited', description: email })),
			emails,
		}),
	purchaseRefused: (message: string) => new ApiError(422, 'purchase_refused', message),
	invitesNotAllowed: () => new ApiError(403, 'partner_invite_not_allowed', 'Inviting customers is not enabled for your company.'),
	notRegistered: () => errors.conflict('customer_not_registered', 'The customer has not registered yet.'),
	alreadyRegistered: () => errors.conflict('customer_already_registered', 'The customer has registered already.'),
	accessGranted: () => errors.conflict('access_already_granted', 'The customer has granted access already.'),
	alreadyPartner: () => errors.conflict('customer_is_partner', 'The customer is a partner of another kind.'),
	notSubReseller: () => errors.conflict('not_subreseller', 'The customer is not a sub-reseller.'),
	subResellerHasCustomers: () =>
		errors.conflict('subreseller_has_customers', 'The sub-reseller has customers of its own: remove them first.'),
	wrongChannel: () => errors.forbidden('Sub-resellers buy through the subresellers calls, resellers through the resellers calls.'),
	invoiceNotSendable: () => errors.conflict('invoice_not_sendable', 'A draft or void invoice cannot be sent.'),
	noInvoiceRecipient: () => errors.conflict('no_invoice_recipient', 'The customer has no owner to send the invoice to.'),
	transactionNotFound: () => errors.notFound('Transaction not found'),
}

// ─── Who may call ────────────────────────────────────────────────────────────

/**
 * The partner company of the path: the caller's own (an admin of a partner company, not in partner
 * access), or any partner company for staff. Everyone else: 403 company_not_accessible.
 */
export async function partnerScope(c: Context, deps: Deps, companyId: string): Promise<{ actor: Actor; partner: CompanyRow }> {
	const actor = await authenticate(c, deps)
	if (actor.lac) throw errors.companyNotAccessible()
	if (!isStaff(actor) && companyId !== actor.companyId) throw errors.companyNotAccessible()
	const partner = await companyScope(deps, actor, companyId)
	if (!partner.isPartner) throw errors.companyNotAccessible()
	return { actor, partner }
}

/**
 * A customer in the partner's tree (its own, or with grandchildren access a sub-reseller's), else 403
 * company_not_accessible. A disabled customer is refused (company_disabled) unless the call allows it.
 */
async function treeCustomer(
	q: Queryable,
	partner: CompanyRow,
	customerId: string,
	options: { allowDisabled?: boolean; directOnly?: boolean } = {},
): Promise<CompanyRow> {
	const customer = await findCompany(q, customerId)
	if (!customer || customer.id === partner.id || !(await isPartnerOf(q, partner, customer))) throw errors.companyNotAccessible()
	if (options.directOnly && customer.parentCompanyId !== partner.id) throw errors.companyNotAccessible()
	if (customer.isDisabled && !options.allowDisabled) throw errors.companyDisabled()
	return customer
}

function fullName(user: { name: string; lastName: string }): string {
	return `${user.name} ${user.lastName}`.trim()
}

// ─── Query strings ───────────────────────────────────────────────────────────

const boolParam = z.enum(['true', 'false']).optional()

/** Spec 2 §3 table query fields: pageNumber from 0, pageSize 5…100 (default 25), order, orderBy, searchText. */
function tableQuery<const T extends readonly [string, ...string[]]>(orderBy: T, fallback: T[number]) {
	return orderQuery(orderBy, fallback).extend({
		pageNumber: intParam(0, 1_000_000, 0),
		pageSize: intParam(PAGE_SIZE_MIN, PAGE_SIZE_MAX, PARTNER_PAGE_SIZE),
		searchText,
	})
}

const CustomersQuery = tableQuery(CUSTOMER_ORDER_BY, 'createdAt').extend({
	isRegistered: boolParam,
	hasOverages: boolParam,
	status: z.enum(LICENSING_STATUSES).optional(),
	state: z.enum(ENABLEMENTS).optional(),
	companyAffiliation: z.enum(COMPANY_AFFILIATIONS).optional(),
	accountAccess: z.enum(ACCESS_STATUSES).optional(),
	subResellers: z.string().max(200).optional(),
})
type CustomersQueryValue = z.output<typeof CustomersQuery>

const AllocationsQuery = tableQuery(ALLOCATION_ORDER_BY, 'date')

const TransactionsQuery = tableQuery(TRANSACTION_ORDER_BY, 'createdAt').extend({
	invoiceStatus: z.array(z.enum(INVOICE_STATUSES)).optional(),
	paymentMethod: z.enum(PAYMENT_METHODS).optional(),
})
type TransactionsQueryValue = z.output<typeof TransactionsQuery>

/** Selected with every row of a page: how many rows the query matches in all (a window over the filtered rows). */
const matchingCount = () => sql<number>`count(*) OVER ()`.mapWith(Number)

/**
 * The number of rows `where` matches, for a page selected with `total: matchingCount()`: the count its
 * rows carry, or, when a page past the end came back empty, a count of its own.
 */
async function pageTotal(q: Queryable, page: { total: number }[], offset: number, table: PgTable, where: SQL | undefined) {
	if (page.length > 0 || offset === 0) return page[0]?.total ?? 0
	const [row] = await q
		.select({ n: sql<number>`count(*)`.mapWith(Number) })
		.from(table)
		.where(where)
	return row?.n ?? 0
}

const contains = (text: string) => `%${escapeLike(text.toLowerCase())}%`

/** Spec 2 §5 licence count (JSON number or query text): required, an integer from 1 (and at most `max`). */
function licenceCount(max = MAX_SEATS_PER_PURCHASE) {
	return z.unknown().transform((value, ctx): number => {
		if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
			ctx.addIssue({ code: 'custom', message: LICENCE_MESSAGES.required })
			return z.NEVER
		}
		const n = typeof value === 'number' ? value : typeof value === 'string' && /^[+-]?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN
		if (!Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: messages.number })
		else if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: messages.integer })
		else if (n < 1) ctx.addIssue({ code: 'custom', message: LICENCE_MESSAGES.atLeastOne })
		else if (n > max) ctx.addIssue({ code: 'custom', message: messages.atMost(max) })
		else return n
		return z.NEVER
	})
}

// ─── The customers (SQL) ─────────────────────────────────────────────────────

/**
 * The parents of a partner's customers: the partner, and with grandchildren its sub-resellers (a small
 * indexed read, companies_sub_resellers_idx), so the customers are one `parent_company_id IN (…)`.
 */
async function treeParents(q: Queryable, partner: CompanyRow, grandchildren: boolean): Promise<string[]> {
	if (!grandchildren) return [partner.id]
	const subResellers = await q
		.select({ id: companies.id })
		.from(companies)
		.where(and(eq(companies.parentCompanyId, partner.id), eq(companies.isPartner, true), eq(companies.customerType, SUBRESELLER)))
	return [partner.id, ...subResellers.map((r) => r.id)]
}

const inTree = (parents: string[]) => inArray(companies.parentCompanyId, parents)

/**
 * Users beyond the seats: the licences the customer holds, or the free plan's 25 users when it holds
 * none (billing/pricing.ts NOT_BOOSTED_SEAT_CAP). users_count is kept by triggers (migration 0015).
 */
const overageSql = sql<number>`greatest(0, ${companies.usersCount} - (CASE WHEN ${companies.seats} > 0 THEN ${companies.seats} ELSE ${NOT_BOOSTED_SEAT_CAP} END))`

/** The end of the customer's subscription with its partner, else of its trial (the "expire date" column). */
const expireDateSql = sql`coalesce(${companies.subscriptionEndsAt}, ${companies.trialEndsAt})`

function licensingCondition(status: LicensingStatus, now: Date): SQL {
	switch (status) {
		case 'UNREGISTERED':
			return isNull(companies.ownerId)
		case 'BOOSTED':
			return and(isNotNull(companies.ownerId), eq(companies.hasBoost, true))!
		case 'TRIAL_ACTIVE':
			return and(isNotNull(companies.ownerId), eq(companies.hasBoost, false), sql`${companies.trialEndsAt} > ${now}`)!
		case 'FREE':
			return and(
				isNotNull(companies.ownerId),
				eq(companies.hasBoost, false),
				sql`(${companies.trialEndsAt} IS NULL OR ${companies.trialEndsAt} <= ${now})`,
			)!
	}
}

/** Orders the licensing statuses UNREGISTERED, FREE, TRIAL_ACTIVE, BOOSTED. */
function licensingRank(now: Date): SQL {
	return sql`(CASE WHEN ${companies.ownerId} IS NULL THEN 0 WHEN ${companies.hasBoost} THEN 3 WHEN ${companies.trialEndsAt} > ${now} THEN 2 ELSE 1 END)`
}

function customerConditions(partner: CompanyRow, parents: string[], query: CustomersQueryValue, now: Date): SQL[] {
	const conditions: SQL[] = [inTree(parents)]
	if (query.isRegistered) conditions.push(query.isRegistered === 'true' ? isNotNull(companies.ownerId) : isNull(companies.ownerId))
	if (query.hasOverages) conditions.push(query.hasOverages === 'true' ? sql`${overageSql} > 0` : sql`${overageSql} = 0`)
	if (query.status) conditions.push(licensingCondition(query.status, now))
	if (query.state) conditions.push(eq(companies.isDisabled, query.state === 'DISABLED'))
	if (query.companyAffiliation === 'PARTNER') conditions.push(eq(companies.isPartner, true))
	if (query.companyAffiliation === 'DIRECT_CUSTOMER') {
		conditions.push(eq(companies.parentCompanyId, partner.id), eq(companies.isPartner, false))
	}
	if (query.companyAffiliation === 'PARTNERS_CUSTOMER') conditions.push(ne(companies.parentCompanyId, partner.id))
	if (query.accountAccess === 'AVAILABLE') conditions.push(eq(companies.partnerStatus, 'access'))
	if (query.accountAccess === 'REQUESTED') conditions.push(eq(companies.partnerStatus, 'pending'))
	if (query.accountAccess === 'NOT_AVAILABLE') {
		conditions.push(sql`(${companies.partnerStatus} IS NULL OR ${companies.partnerStatus} NOT IN ('access', 'pending'))`)
	}
	if (query.subResellers) conditions.push(eq(companies.parentCompanyId, query.subResellers))
	// The name, the owner's email or the invite's (companies.search_text).
	if (query.searchText) conditions.push(sql`${companies.searchText} LIKE ${contains(query.searchText)}`)
	return conditions
}

function customerOrder(orderBy: CustomersQueryValue['orderBy'], order: 'asc' | 'desc', now: Date): SQL[] {
	const dir = sql.raw(order === 'asc' ? 'ASC' : 'DESC')
	const key: SQL = {
		name: sql`lower(${companies.name})`,
		createdAt: sql`${companies.createdAt}`,
		invitedAt: sql`${companies.invitedAt}`,
		status: licensingRank(now),
		totalSeats: sql`${companies.seats}`,
		overage: overageSql,
		dealProbability: sql`${companies.dealProbability}`,
		expireDate: expireDateSql,
	}[orderBy]
	return [sql`${key} ${dir} NULLS LAST`, sql`${companies.id} ${dir}`]
}

/**
 * One page of a partner's customers, filtered, sorted and counted in SQL: the page's ids and the
 * total in one statement (count over the filtered rows), then the page's details (owner, parent,
 * subscription, users) for those 25 rows only.
 */
async function customerPage(deps: Deps, partner: CompanyRow, grandchildren: boolean, query: CustomersQueryValue) {
	const { db } = deps
	const now = deps.now()
	const parents = await treeParents(db, partner, grandchildren)
	const where = and(...customerConditions(partner, parents, query, now))
	const offset = query.pageNumber * query.pageSize
	const page = await db
		.select({ id: companies.id, total: matchingCount() })
		.from(companies)
		.where(where)
		.orderBy(...customerOrder(query.orderBy, query.order, now))
		.limit(query.pageSize)
		.offset(offset)
	const total = await pageTotal(db, page, offset, companies, where)
	const data = await customerRows(
		deps,
		page.map((r) => r.id),
	)
	return { data, pageInfo: pageInfo(query.pageNumber, query.pageSize, total) }
}

/** The companies columns a customer row shows. */
const CUSTOMER_COLUMNS = {
	id: companies.id,
	name: companies.name,
	ownerId: companies.ownerId,
	isPartner: companies.isPartner,
	customerType: companies.customerType,
	hasBoost: companies.hasBoost,
	trialStartedAt: companies.trialStartedAt,
	trialEndsAt: companies.trialEndsAt,
	partnerStatus: companies.partnerStatus,
	isDisabled: companies.isDisabled,
	disabledAt: companies.disabledAt,
	seats: companies.seats,
	usersCount: companies.usersCount,
	dealProbability: companies.dealProbability,
	invitedAt: companies.invitedAt,
	inviteEmail: companies.inviteEmail,
	createdAt: companies.createdAt,
	updatedAt: companies.updatedAt,
}
type CustomerColumns = { [K in keyof typeof CUSTOMER_COLUMNS]: CompanyRow[K] }

/**
 * The rows of a page of customers in one statement, prepared once per database (a page makes it on every
 * load): the companies with their parent's name, owner and newest partner subscription (a lateral lookup
 * on subscriptions_company_idx), for the page's ids.
 */
const customerRowStatements = new WeakMap<Deps, ReturnType<typeof prepareCustomerRows>>()

function prepareCustomerRows(db: Deps['db']) {
	const parent = alias(companies, 'parent')
	const sub = db
		.select({
			status: subscriptions.status,
			periodStart: subscriptions.periodStart,
			periodEnd: subscriptions.periodEnd,
			reservedSeats: subscriptions.reservedSeats,
			createdAt: subscriptions.createdAt,
		})
		.from(subscriptions)
		.where(
			and(
				eq(subscriptions.companyId, companies.id),
				eq(subscriptions.type, SUBSCRIPTION_RECORD_TYPE.paid),
				inArray(subscriptions.status, [...PARTNER_SUBSCRIPTION_STATUSES]),
			),
		)
		.orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
		.limit(1)
		.as('sub')
	return db
		.select({
			company: CUSTOMER_COLUMNS,
			parentName: parent.name,
			owner: { email: users.email, name: users.name, lastName: users.lastName },
			sub: {
				status: sub.status,
				periodStart: sub.periodStart,
				periodEnd: sub.periodEnd,
				reservedSeats: sub.reservedSeats,
				createdAt: sub.createdAt,
			},
		})
		.from(companies)
		.leftJoin(parent, eq(parent.id, companies.parentCompanyId))
		.leftJoin(users, eq(users.id, companies.ownerId))
		.leftJoinLateral(sub, sql`true`)
		.where(sql`${companies.id} = ANY(${sql.placeholder('ids')}::text[])`)
		.prepare('partner_customer_rows')
}

/** The partner company rows (spec 2 §3) of these customers, in the order given. */
async function customerRows(deps: Deps, ids: string[]) {
	if (ids.length === 0) return []
	let statement = customerRowStatements.get(deps)
	if (!statement) {
		statement = prepareCustomerRows(deps.db)
		customerRowStatements.set(deps, statement)
	}
	const now = deps.now()
	const rows = await statement.execute({ ids })
	const byId = new Map(rows.map((r) => [r.company.id, r]))
	return ids.flatMap((id) => {
		const row = byId.get(id)
		return row ? [customerRow(row.company, row.parentName, row.owner, row.sub, now)] : []
	})
}

function licensingStatus(c: Pick<CompanyRow, 'ownerId' | 'hasBoost' | 'trialStartedAt' | 'trialEndsAt'>, now: Date): LicensingStatus {
	if (!c.ownerId) return 'UNREGISTERED'
	if (c.hasBoost) return 'BOOSTED'
	return trialStatus(c, now) === 'active' ? 'TRIAL_ACTIVE' : 'FREE'
}

export function accessStatus(partnerStatus: string | null): AccessStatus {
	return partnerStatus === 'pending' ? 'REQUESTED' : partnerStatus === 'access' ? 'AVAILABLE' : 'NOT_AVAILABLE'
}

function customerRow(
	c: CustomerColumns,
	parentName: string | null,
	owner: { email: string; name: string; lastName: string } | null,
	sub: { status: string; periodStart: Date | null; periodEnd: Date | null; reservedSeats: number; createdAt: Date } | null,
	now: Date,
) {
	const trial = trialStatus(c, now)
	const seatLimit = c.seats > 0 ? c.seats : NOT_BOOSTED_SEAT_CAP
	const type = c.isPartner && CUSTOMER_TYPES.includes(c.customerType as never) ? c.customerType : null
	return {
		id: c.id,
		name: c.name,
		parentCompanyName: parentName,
		type,
		status: licensingStatus(c, now),
		state: c.isDisabled ? 'DISABLED' : 'ENABLED',
		disabledAt: c.isDisabled ? (c.disabledAt ?? c.updatedAt).toISOString() : null,
		isRegistered: c.ownerId !== null,
		invitedAt: iso(c.invitedAt),
		createdAt: c.createdAt.toISOString(),
		totalSeats: c.seats,
		overage: Math.max(0, c.usersCount - seatLimit),
		usersCount: c.usersCount,
		dealProbability: c.dealProbability,
		loginAsCompanyStatus: accessStatus(c.partnerStatus),
		// An invited customer shows the email its invite went to.
		owner: owner
			? { email: owner.email, fullName: fullName(owner) }
			: !c.ownerId && c.inviteEmail
				? { email: c.inviteEmail, fullName: '' }
				: null,
		subscription: sub
			? {
					status: sub.status,
					currentPeriodStart: (sub.periodStart ?? sub.createdAt).toISOString(),
					currentPeriodEnd: (sub.periodEnd ?? new Date(sub.createdAt.getTime() + BILLING_PERIOD_DAYS * DAY_MS)).toISOString(),
					paidSeats: sub.reservedSeats,
				}
			: null,
		trial:
			trial === 'available' || !c.trialEndsAt
				? null
				: {
						status: trial === 'active' ? 'ACTIVE' : 'EXPIRED',
						days: trial === 'active' ? Math.ceil((c.trialEndsAt.getTime() - now.getTime()) / DAY_MS) : 0,
						endDate: c.trialEndsAt.toISOString(),
					},
		isBoosted: c.hasBoost,
	}
}

/** The customer's subscription with its partner (ACTIVE, PAST_DUE or UNPAID), the newest. */
async function partnerSubscription(q: Queryable, customerId: string) {
	const [row] = await q
		.select()
		.from(subscriptions)
		.where(
			and(
				eq(subscriptions.companyId, customerId),
				eq(subscriptions.type, SUBSCRIPTION_RECORD_TYPE.paid),
				inArray(subscriptions.status, [...PARTNER_SUBSCRIPTION_STATUSES]),
			),
		)
		.orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
		.limit(1)
	return row
}

// ─── Transactions (SQL) ──────────────────────────────────────────────────────

type Channel = 'resellers' | 'subresellers' | 'partners'

/** Whose purchases a list shows: the partner's own, and a reseller's sub-resellers' (with grandchildren access). */
async function buyerScope(q: Queryable, partner: CompanyRow, channel: Channel): Promise<SQL> {
	const buyers = await treeParents(q, partner, channel !== 'subresellers' && partner.isGrandChildrenAccessAllowed)
	return inArray(partnerTransactions.buyerCompanyId, buyers)
}

/** The status the API reports: an OPEN transaction past its due date is OVERDUE (as invoices). */
function reportedStatus(now: Date): SQL<string> {
	return sql<string>`(CASE WHEN ${partnerTransactions.status} = 'OPEN' AND ${partnerTransactions.dueDate} < ${now} THEN 'OVERDUE' ELSE ${partnerTransactions.status} END)`
}

const SENDABLE = (status: string) => status !== 'DRAFT' && status !== 'VOID'

function transactionRow(t: typeof partnerTransactions.$inferSelect, status: string) {
	return {
		id: t.id,
		customerId: t.customerId ?? '',
		customerName: t.customerName,
		buyerName: t.buyerName,
		licenses: t.licences,
		subtotal: t.subtotalCents,
		discount: t.discountCents,
		withdrawal: t.withdrawalCents,
		amountDue: t.amountDueCents,
		currency: t.currency,
		status,
		method: t.paymentMethod,
		createdAt: t.createdAt.toISOString(),
		dueDate: iso(t.dueDate),
		paidDate: iso(t.paidDate),
		adminName: t.adminName,
		orderNumber: t.orderNumber,
		canSendInvoice: SENDABLE(status),
	}
}

async function transactionPage(deps: Deps, partner: CompanyRow, channel: Channel, query: TransactionsQueryValue) {
	const now = deps.now()
	const status = reportedStatus(now)
	const conditions: SQL[] = [await buyerScope(deps.db, partner, channel)]
	if (query.invoiceStatus?.length) conditions.push(inArray(status, query.invoiceStatus))
	if (query.paymentMethod) conditions.push(eq(partnerTransactions.paymentMethod, query.paymentMethod))
	if (query.searchText) {
		const pattern = contains(query.searchText)
		conditions.push(
			or(
				sql`lower(${partnerTransactions.customerName}) LIKE ${pattern}`,
				sql`lower(${partnerTransactions.buyerName}) LIKE ${pattern}`,
				sql`lower(${partnerTransactions.orderNumber}) LIKE ${pattern}`,
			)!,
		)
	}
	const key = {
		createdAt: partnerTransactions.createdAt,
		customerName: sql`lower(${partnerTransactions.customerName})`,
		licenses: partnerTransactions.licences,
		amountDue: partnerTransactions.amountDueCents,
		status,
	}[query.orderBy]
	const direction = query.order === 'asc' ? asc : desc
	const where = and(...conditions)
	const offset = query.pageNumber * query.pageSize
	const rows = await deps.db
		.select({ t: partnerTransactions, status, total: matchingCount() })
		.from(partnerTransactions)
		.where(where)
		.orderBy(direction(key), direction(partnerTransactions.id))
		.limit(query.pageSize)
		.offset(offset)
	const total = await pageTotal(deps.db, rows, offset, partnerTransactions, where)
	return {
		data: rows.map((r) => transactionRow(r.t, r.status)),
		pageInfo: pageInfo(query.pageNumber, query.pageSize, total),
	}
}

// ─── Prices ──────────────────────────────────────────────────────────────────

type Quote = {
	licensesNumber: number
	unitPrice: number
	subtotal: number
	discount: number
	total: number
	currency: 'USD'
	promotionCode: string | null
	promotionCodeValid: boolean
}

/**
 * A first purchase is priced at the tier of the licences bought, with a known promotion code applied
 * (an unknown one is not). An upgrade is priced at the tier of the seats the customer has after it,
 * without a code.
 */
function quote(licences: number, options: { promotionCode?: string | null; seatsBefore?: number } = {}): Quote {
	const code = normaliseCoupon(options.promotionCode)
	const valid = code !== null && isKnownCoupon(code)
	const price = priceFor(licences + (options.seatsBefore ?? 0), valid ? code : null)
	const subtotal = price.listPricePerSeat * licences
	const total = price.pricePerSeat * licences
	return {
		licensesNumber: licences,
		unitPrice: price.listPricePerSeat,
		subtotal,
		discount: subtotal - total,
		total,
		currency: 'USD',
		promotionCode: valid ? code : null,
		promotionCodeValid: valid,
	}
}

// ─── Emails ──────────────────────────────────────────────────────────────────

function registrationLink(deps: Deps, email: string, partnerId: string): string {
	return consoleLink(deps, `/register/${encodeURIComponent(email)}/${encodeURIComponent(partnerId)}/partner`)
}

function inviteEmail(deps: Deps, partner: CompanyRow, invite: { companyName: string; email: string; message: string }) {
	return {
		to: invite.email,
		kind: 'partner_customer_invite',
		subject: `${partner.name} invites ${invite.companyName} to security awareness training`,
		text: [invite.message, '', `Register ${invite.companyName}: ${registrationLink(deps, invite.email, partner.id)}`].join('\n'),
	}
}

// ─── Bodies ──────────────────────────────────────────────────────────────────

const InviteBody = z.object({
	companies: z
		.array(
			z.object({
				companyName: z.string({ error: messages.required }).trim().min(1, messages.required).max(255),
				email: requiredEmail,
			}),
		)
		.min(1, 'Add at least one company.')
		.max(MAX_INVITES, `At most ${MAX_INVITES} companies at once.`),
	message: z.string().max(MESSAGE_MAX).nullish(),
})
const CustomerIdBody = z.object({ customerId: z.string({ error: messages.required }).min(1, messages.required).max(200) })
const MessageBody = z.object({
	message: z.string({ error: 'Please fill out this field.' }).trim().min(1, 'Please fill out this field.').max(MESSAGE_MAX),
})
const BulkBody = z.object({
	customersIds: z.array(z.string().min(1).max(200)).min(1, 'Select at least one customer.').max(MAX_BULK),
})
const AllocateBody = z.object({ licensesToAllocate: licenceCount(1_000_000) })
const PurchaseBody = z.object({
	licensesNumber: licenceCount(),
	orderNumber: z.string().trim().max(100).nullish(),
	promotionCode: z.string().max(50).nullish(),
})
const PriceQuery = z.object({ licensesNumber: licenceCount(), promotionCode: z.string().max(50).optional() })
const PoolPurchaseBody = z.object({
	name: z.string().max(200).nullish(),
	stripeToken: z.string().max(500).nullish(),
	companyId: z.string().max(200).nullish(),
	companyName: z.string().max(255).nullish(),
	seats: licenceCount(),
	email: requiredEmail.nullish(),
	partnerId: z.string().max(200).nullish(),
	distributorId: z.string().max(200).nullish(),
	method: z.enum(PAYMENT_METHODS, { error: 'The method is INVOICE, CREDIT_CARD or DISTRIBUTOR_CREDIT.' }),
	coupon: z.string().max(50).nullish(),
})

// ─── Routes ──────────────────────────────────────────────────────────────────

export function registerPartnerPortalRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	// ── Customers ──

	const listCustomers = (grandchildren: (partner: CompanyRow) => boolean) => async (c: Context) => {
		const { partner } = await partnerScope(c, deps, c.req.param('id')!)
		const query = readQuery(c, CustomersQuery)
		return c.json(await customerPage(deps, partner, grandchildren(partner), query))
	}
	// A reseller's customers and, with grandchildren access, its sub-resellers'.
	app.get(
		'/partnership/api/v1/company/:id/resellers/customers',
		listCustomers((p) => p.isGrandChildrenAccessAllowed),
	)
	// A sub-reseller's own customers.
	app.get(
		'/partnership/api/v1/company/:id/sub_reseller/customers',
		listCustomers(() => false),
	)
	// My Customers: a partner that is neither reseller nor sub-reseller (the same tree as a reseller's).
	app.get(
		'/api/v1/company/msp/:id',
		listCustomers((p) => p.isGrandChildrenAccessAllowed),
	)

	app.get('/partnership/api/v1/company/:id/resellers/sub_resellers/list', async (c) => {
		const { partner } = await partnerScope(c, deps, c.req.param('id'))
		const rows = await db
			.select({ id: companies.id, name: companies.name })
			.from(companies)
			.where(and(eq(companies.parentCompanyId, partner.id), eq(companies.isPartner, true), eq(companies.customerType, SUBRESELLER)))
			.orderBy(sql`lower(${companies.name})`, companies.id)
		return c.json({ data: rows })
	})

	// (ref) The reseller overview's figures: one aggregate over the tree, the trials ending soonest and
	// the latest transactions.
	app.get('/partnership/api/v1/company/:id/resellers/overview', async (c) => {
		const { partner } = await partnerScope(c, deps, c.req.param('id'))
		const now = deps.now()
		const soon = new Date(now.getTime() + TRIAL_SOON_DAYS * DAY_MS)
		const parents = await treeParents(db, partner, partner.isGrandChildrenAccessAllowed)
		const tree = inTree(parents)
		const count = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number)
		const trialEndingSoon = and(licensingCondition('TRIAL_ACTIVE', now), sql`${companies.trialEndsAt} <= ${soon}`)!
		const [[figures], trials, recent] = await Promise.all([
			db
				.select({
					total: sql<number>`count(*)`.mapWith(Number),
					FREE: count(licensingCondition('FREE', now)),
					TRIAL_ACTIVE: count(licensingCondition('TRIAL_ACTIVE', now)),
					BOOSTED: count(licensingCondition('BOOSTED', now)),
					UNREGISTERED: count(licensingCondition('UNREGISTERED', now)),
					trialsEndingSoonCount: count(trialEndingSoon),
					customersWithOverages: count(sql`${overageSql} > 0`),
					pendingAccessRequests: count(eq(companies.partnerStatus, 'pending')),
					seatsSold:
						sql<number>`(SELECT coalesce(sum(${subscriptions.reservedSeats}), 0) FROM ${subscriptions} WHERE ${subscriptions.type} = ${SUBSCRIPTION_RECORD_TYPE.paid} AND ${subscriptions.status} IN ('ACTIVE', 'PAST_DUE', 'UNPAID') AND ${subscriptions.companyId} IN (SELECT "tc"."id" FROM "companies" AS "tc" WHERE ${inArray(sql`"tc"."parent_company_id"`, parents)}))`.mapWith(
							Number,
						),
					seatsAllocated:
						sql<number>`(SELECT coalesce(sum(${licenceAllocations.licences}), 0) FROM ${licenceAllocations} WHERE ${licenceAllocations.partnerId} = ${partner.id})`.mapWith(
							Number,
						),
					licencesAvailable:
						sql<number>`(SELECT coalesce(max(${partnerLicencePools.licences}), 0) FROM ${partnerLicencePools} WHERE ${partnerLicencePools.partnerId} = ${partner.id})`.mapWith(
							Number,
						),
				})
				.from(companies)
				.where(tree),
			db
				.select({ id: companies.id, name: companies.name, endDate: companies.trialEndsAt })
				.from(companies)
				.where(and(tree, trialEndingSoon))
				.orderBy(asc(companies.trialEndsAt), asc(companies.id))
				.limit(TRIALS_SHOWN),
			transactionPage(deps, partner, 'resellers', {
				pageNumber: 0,
				pageSize: RECENT_TRANSACTIONS,
				order: 'desc',
				orderBy: 'createdAt',
				searchText: '',
			}),
		])
		const f = figures!
		return c.json({
			byStatus: { FREE: f.FREE, TRIAL_ACTIVE: f.TRIAL_ACTIVE, BOOSTED: f.BOOSTED, UNREGISTERED: f.UNREGISTERED },
			totalCustomers: f.total,
			trialsEndingSoon: trials.map((t) => ({
				id: t.id,
				name: t.name,
				endDate: t.endDate!.toISOString(),
				days: Math.ceil((t.endDate!.getTime() - now.getTime()) / DAY_MS),
			})),
			trialsEndingSoonCount: f.trialsEndingSoonCount,
			customersWithOverages: f.customersWithOverages,
			seatsSold: f.seatsSold,
			seatsAllocated: f.seatsAllocated,
			licencesAvailable: f.licencesAvailable,
			pendingAccessRequests: f.pendingAccessRequests,
			recentTransactions: recent.data,
		})
	})

	// ── Invites ──

	// Invites customer companies: each becomes a company of the partner without an owner (UNREGISTERED)
	// and its email gets the registration link. One transaction; a taken email refuses them all.
	app.post('/partnership/api/v1/company/:id/invite', async (c) => {
		const { partner } = await partnerScope(c, deps, c.req.param('id'))
		if (!partner.isPartnerInviteAllowed) throw partnerErrors.invitesNotAllowed()
		const body = await readBody(c, InviteBody)
		const invites = body.companies.map((invite) => ({ ...invite, email: invite.email.toLowerCase() }))
		const seen = new Set<string>()
		const twice: { field: string; message: string }[] = []
		invites.forEach((invite, i) => {
			if (seen.has(invite.email)) twice.push({ field: `companies.${i}.email`, message: 'This email is listed more than once.' })
			seen.add(invite.email)
		})
		if (twice.length) throw validationError(twice)
		const message = body.message?.trim() || partner.defaultChildInviteMessage || DEFAULT_CUSTOMER_INVITE_MESSAGE
		const now = deps.now()
		const emails = invites.map((i) => i.email)
		try {
			await db.transaction(async (tx) => {
				const taken = await takenEmails(tx, emails)
				if (taken.length) throw partnerErrors.alreadyInvited(taken)
				await tx.insert(companies).values(
					invites.map((invite) => {
						const id = randomUUID()
						return {
							id,
							name: invite.companyName,
							// Unique while pending; registration gives the company its own slug.
							slug: `${slugify(invite.companyName)}-invite-${id.slice(0, 8)}`,
							apiKey: randomUUID(),
							parentCompanyId: partner.id,
							subscriptionType: 'FREE',
							invitedAt: now,
							inviteEmail: invite.email,
							inviteMessage: message,
							createdAt: now,
							updatedAt: now,
						}
					}),
				)
				await deps.mailer.queueMany(
					tx,
					invites.map((invite) => inviteEmail(deps, partner, { ...invite, message })),
				)
			})
		} catch (error) {
			// Two invites of one email at once: the pending-invite index refuses the second.
			if (isUniqueViolation(error)) throw partnerErrors.alreadyInvited(emails)
			throw error
		}
		return noContent(c)
	})

	app.post('/api/v1/partner-portal/:id/resend_partner_customer_invite', async (c) => {
		const { partner } = await partnerScope(c, deps, c.req.param('id'))
		const body = await readBody(c, CustomerIdBody)
		const customer = await treeCustomer(db, partner, body.customerId)
		if (customer.ownerId || !customer.inviteEmail) throw partnerErrors.alreadyRegistered()
		const now = deps.now()
		await db.transaction(async (tx) => {
			await tx.update(companies).set({ invitedAt: now, updatedAt: now }).where(eq(companies.id, customer.id))
			// The invite comes from the customer's own partner (a sub-reseller's for a grandchild).
			const inviter = customer.parentCompanyId === partner.id ? partner : ((await findCompany(tx, customer.parentCompanyId!)) ?? partner)
			await deps.mailer.queue(
				tx,
				inviteEmail(deps, inviter, {
					companyName: customer.name,
					email: customer.inviteEmail!,
					message: customer.inviteMessage || inviter.defaultChildInviteMessage || DEFAULT_CUSTOMER_INVITE_MESSAGE,
				}),
			)
		})
		return noContent(c)
	})

	app.get('/api/v1/partner-portal/company/:id/default_customer_invite_message', async (c) => {
		const { partner } = await partnerScope(c, deps, c.req.param('id'))
		return c.json({ message: partner.defaultChildInviteMessage || DEFAULT_CUSTOMER_INVITE_MESSAGE })
	})

	app.put('/api/v1/partner-portal/company/:id/default_customer_invite_message', async (c) => {
		const { partner } = await partnerScope(c, deps, c.req.param('id'))
		const body = await readBody(c, MessageBody)
		await db.update(companies).set({ defaultChildInviteMessage: body.message, updatedAt: deps.now() }).where(eq(companies.id, partner.id))
		return noContent(c)
	})

	// ── Customer actions ──

	// Removes customers from the partner: registered ones become direct companies (no parent, no
	// partner access, partner-access sessions ended); invites not registered yet are withdrawn.
	app.delete('/api/v1/partner-portal/:id/customers/bulk', async (c) => {
		const { partner } = await partnerScope(c, deps, c.req.param('id'))
		const body = await readBody(c, BulkBody)
		const ids = [...new Set(body.customersIds)]
		const now = deps.now()
		await db.transaction(async (tx) => {
			// Every id must be a customer of the partner's tree: one read, all or nothing.
			const customers = await tx
				.select({ id: companies.id, ownerId: companies.ownerId })
				.from(companies)
				.where(and(inArray(companies.id, ids), inTree(await treeParents(tx, partner, partner.isGrandChildrenAccessAllowed))))
			if (customers.length !== ids.length) throw errors.companyNotAccessible()
			const pending = customers.filter((customer) => !customer.ownerId).map((customer) => customer.id)
			const registered = customers.filter((customer) => customer.ownerId).map((customer) => customer.id)
			if (pending.length) await tx.delete(companies).where(and(inArray(companies.id, pending), isNull(companies.ownerId)))
			if (registered.length) {
				await tx
					.update(companies)
					.set({ parentCompanyId: null, partnerStatus: null, loginAsCompany: false, updatedAt: now })
					.where(inArray(companies.id, registered))
				await tx
					.update(sessions)
					.set({ revokedAt: now })
					.where(and(inArray(sessions.companyId, registered), eq(sessions.lac, true), isNull(sessions.revokedAt)))
			}
		})
		return noContent(c)
	})

	// Spec 2 §4: mark a direct customer as sub-reseller, or back to a plain customer (not while it has
	// customers of its own).
	app.patch(
		'/api/v1/partner-portal/company/:id/customers/:customerId/partnership/:action{mark_subreseller|unmark_subreseller}',
		async (c) => {
			const { partner } = await partnerScope(c, deps, c.req.param('id'))
			const mark = c.req.param('action') === 'mark_subreseller'
			const now = deps.now()
			await db.transaction(async (tx) => {
				const customer = await treeCustomer(tx, partner, c.req.param('customerId'), { directOnly: true })
				await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, customer.id)).for('update')
				if (mark) {
					if (!customer.ownerId) throw partnerErrors.notRegistered()
					if (customer.isPartner && customer.customerType !== SUBRESELLER) throw partnerErrors.alreadyPartner()
					await tx
						.update(companies)
						.set({ isPartner: true, customerType: SUBRESELLER, updatedAt: now })
						.where(eq(companies.id, customer.id))
					return
				}
				if (customer.customerType !== SUBRESELLER) throw partnerErrors.notSubReseller()
				const [child] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.parentCompanyId, customer.id)).limit(1)
				if (child) throw partnerErrors.subResellerHasCustomers()
				await tx.update(companies).set({ isPartner: false, customerType: null, updatedAt: now }).where(eq(companies.id, customer.id))
			})
			return noContent(c)
		},
	)

	// The partner (the caller's company; for staff the customer's parent) asks the customer for
	// login-as-company access: NOT_AVAILABLE → REQUESTED (partner status pending, which the customer's
	// admin confirms with PATCH …/access_status); asking again while REQUESTED sends the email again.
	app.post('/partnership/api/v1/company/:customerId/access/request', async (c) => {
		const actor = await authenticate(c, deps)
		if (actor.lac) throw errors.companyNotAccessible()
		let partner: CompanyRow
		if (isStaff(actor)) {
			const customer = await findCompany(db, c.req.param('customerId'))
			const parent = customer?.parentCompanyId ? await findCompany(db, customer.parentCompanyId) : undefined
			if (!parent) throw errors.companyNotAccessible()
			partner = parent
		} else {
			partner = (await partnerScope(c, deps, actor.companyId)).partner
		}
		const customer = await treeCustomer(db, partner, c.req.param('customerId'))
		if (!customer.ownerId) throw partnerErrors.notRegistered()
		if (customer.partnerStatus === 'access') throw partnerErrors.accessGranted()
		const now = deps.now()
		await db.transaction(async (tx) => {
			await tx.update(companies).set({ partnerStatus: 'pending', updatedAt: now }).where(eq(companies.id, customer.id))
			const admins = await tx
				.select({ email: users.email, name: users.name })
				.from(users)
				.where(and(eq(users.companyId, customer.id), eq(users.role, 'admin'), eq(users.status, 'ENABLED')))
			await deps.mailer.queueMany(
				tx,
				admins.map((admin) => ({
					to: admin.email,
					kind: 'partner_access_request',
					subject: `${partner.name} requests access to ${customer.name}`,
					text: [
						`Hi ${admin.name || 'there'},`,
						'',
						`${partner.name} asks for access to manage ${customer.name} in the security awareness console.`,
						'Upon confirmation, Parent Company will gain access to manage your company.',
						'',
						`Confirm the access provision: ${consoleLink(deps, '/access-for-reseller')}`,
					].join('\n'),
				})),
			)
		})
		return noContent(c)
	})

	// ── Licences ──

	app.get('/api/v1/billing/:id/licenses', async (c) => {
		const { partner } = await partnerScope(c, deps, c.req.param('id'))
		const [pool] = await db.select().from(partnerLicencePools).where(eq(partnerLicencePools.partnerId, partner.id))
		return c.json({ licenses: pool?.licences ?? 0 })
	})

	// From the pool to a customer: the pool shrinks (409 not_enough_licenses when it holds fewer), the
	// customer's seats grow and it is on Boost, and the allocation is logged. One transaction.
	app.post('/api/v1/billing/:id/customers/:customerId/licenses/allocate', async (c) => {
		const { actor, partner } = await partnerScope(c, deps, c.req.param('id'))
		const customer = await treeCustomer(db, partner, c.req.param('customerId'))
		if (!customer.ownerId) throw partnerErrors.notRegistered()
		const { licensesToAllocate: n } = await readBody(c, AllocateBody)
		const now = deps.now()
		await db.transaction(async (tx) => {
			const [pool] = await tx
				.update(partnerLicencePools)
				.set({ licences: sql`${partnerLicencePools.licences} - ${n}`, updatedAt: now })
				.where(and(eq(partnerLicencePools.partnerId, partner.id), gte(partnerLicencePools.licences, n)))
				.returning({ licences: partnerLicencePools.licences })
			if (!pool) throw partnerErrors.notEnoughLicences()
			await tx
				.update(companies)
				.set({ seats: sql`${companies.seats} + ${n}`, hasBoost: true, subscriptionType: 'PAID', updatedAt: now })
				.where(eq(companies.id, customer.id))
			await tx.insert(licenceAllocations).values({
				id: `lal_${randomUUID()}`,
				partnerId: partner.id,
				customerId: customer.id,
				companyName: customer.name,
				licences: n,
				allocatedBy: actor.userId,
				allocatedByName: fullName(actor.user),
				createdAt: now,
			})
		})
		return noContent(c)
	})

	app.get('/api/v1/partner-portal/:id/license_allocation/logs', async (c) => {
		const { partner } = await partnerScope(c, deps, c.req.param('id'))
		const query = readQuery(c, AllocationsQuery)
		const conditions: SQL[] = [eq(licenceAllocations.partnerId, partner.id)]
		if (query.searchText) conditions.push(sql`lower(${licenceAllocations.companyName}) LIKE ${contains(query.searchText)}`)
		const key = {
			date: licenceAllocations.createdAt,
			companyName: sql`lower(${licenceAllocations.companyName})`,
			licenses: licenceAllocations.licences,
		}[query.orderBy]
		const direction = query.order === 'asc' ? asc : desc
		const where = and(...conditions)
		const offset = query.pageNumber * query.pageSize
		const rows = await db
			.select({ a: licenceAllocations, total: matchingCount() })
			.from(licenceAllocations)
			.where(where)
			.orderBy(direction(key), direction(licenceAllocations.id))
			.limit(query.pageSize)
			.offset(offset)
		const total = await pageTotal(db, rows, offset, licenceAllocations, where)
		return c.json({
			data: rows.map(({ a }) => ({
				id: a.id,
				companyName: a.companyName,
				licenses: a.licences,
				allocatedBy: a.allocatedByName,
				date: a.createdAt.toISOString(),
			})),
			pageInfo: pageInfo(query.pageNumber, query.pageSize, total),
		})
	})

	// ── Purchases for customers ──

	/** The partner of a purchase path, on the right channel: sub-resellers buy under subresellers, others under resellers. */
	async function purchaseScope(c: Context) {
		const channel = c.req.param('channel') as 'resellers' | 'subresellers'
		const scope = await partnerScope(c, deps, c.req.param('id')!)
		if ((scope.partner.customerType === SUBRESELLER) !== (channel === 'subresellers')) throw partnerErrors.wrongChannel()
		const customer = await treeCustomer(db, scope.partner, c.req.param('customerId')!)
		return { ...scope, customer }
	}

	const pricePath = '/api/v1/billing/:channel{resellers|subresellers}/company/:id/customers/:customerId/subscriptions'
	for (const upgrade of [false, true]) {
		app.get(`${pricePath}${upgrade ? '/upgrade' : ''}/calculate_price`, async (c) => {
			const { customer } = await purchaseScope(c)
			const query = readQuery(c, PriceQuery)
			if (!upgrade) return c.json(quote(query.licensesNumber, { promotionCode: query.promotionCode }))
			const current = await partnerSubscription(db, customer.id)
			return c.json(quote(query.licensesNumber, { seatsBefore: current?.reservedSeats ?? 0 }))
		})

		// Buys licences for a customer: an invoiced transaction (OPEN, due in 30 days), the customer's
		// seats and Boost, and its subscription (a first purchase starts one for a year; an upgrade adds
		// the seats to it). One transaction, serialised per customer.
		app.post(`${pricePath}${upgrade ? '/upgrade' : ''}`, async (c) => {
			const { actor, partner, customer } = await purchaseScope(c)
			const body = await readBody(c, PurchaseBody)
			if (!customer.ownerId) throw partnerErrors.purchaseRefused('The customer has not registered yet.')
			const code = upgrade ? null : normaliseCoupon(body.promotionCode)
			if (!isKnownCoupon(code)) throw partnerErrors.purchaseRefused(messages.coupon)
			const n = body.licensesNumber
			const now = deps.now()
			await db.transaction(async (tx) => {
				await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, customer.id)).for('update')
				const current = await partnerSubscription(tx, customer.id)
				if (upgrade && !current) throw partnerErrors.purchaseRefused('The customer has no subscription to upgrade.')
				if (!upgrade && current) throw partnerErrors.purchaseRefused('The customer has a subscription: buy more licences as an upgrade.')
				const price = quote(n, upgrade ? { seatsBefore: current!.reservedSeats } : { promotionCode: code })
				if (current) {
					await tx
						.update(subscriptions)
						.set({ reservedSeats: sql`${subscriptions.reservedSeats} + ${n}` })
						.where(eq(subscriptions.id, current.id))
				} else {
					const subscriptionId = `sub_partner_${randomUUID()}`
					await tx.insert(subscriptions).values({
						id: `sbr_${randomUUID()}`,
						companyId: customer.id,
						subscriptionId,
						periodStart: now,
						periodEnd: new Date(now.getTime() + BILLING_PERIOD_DAYS * DAY_MS),
						reservedSeats: n,
						pricePerUserCents: price.total / n,
						status: 'ACTIVE',
						type: SUBSCRIPTION_RECORD_TYPE.paid,
						trialEndsAt: customer.trialEndsAt,
						createdAt: now,
					})
				}
				await tx
					.update(companies)
					.set({ seats: sql`${companies.seats} + ${n}`, hasBoost: true, subscriptionType: 'PAID', updatedAt: now })
					.where(eq(companies.id, customer.id))
				await tx.insert(partnerTransactions).values({
					id: `ptx_${randomUUID()}`,
					buyerCompanyId: partner.id,
					buyerName: partner.name,
					customerId: customer.id,
					customerName: customer.name,
					kind: upgrade ? 'upgrade' : 'first',
					licences: n,
					subtotalCents: price.subtotal,
					discountCents: price.discount,
					withdrawalCents: 0,
					amountDueCents: price.total,
					currency: price.currency,
					status: 'OPEN',
					paymentMethod: 'INVOICE',
					promotionCode: price.promotionCode,
					orderNumber: body.orderNumber || null,
					adminUserId: actor.userId,
					adminName: fullName(actor.user),
					dueDate: new Date(now.getTime() + PAYMENT_TERM_DAYS * DAY_MS),
					createdAt: now,
				})
			})
			return noContent(c)
		})
	}

	// The partner buys licences into its own pool. INVOICE needs pay by invoice (hasPayByInvoiceAccess)
	// and is due in 30 days; DISTRIBUTOR_CREDIT is paid from the partner's credit; the reference gateway
	// takes no card for licences (no card token exists in its test checkout): CREDIT_CARD is refused.
	app.post('/api/v1/billing/:id/subscription', async (c) => {
		const { actor, partner } = await partnerScope(c, deps, c.req.param('id'))
		const body = await readBody(c, PoolPurchaseBody)
		const wrongCompany = [
			...(body.companyId && body.companyId !== partner.id ? [{ field: 'companyId', message: 'The company of the path.' }] : []),
			...(body.partnerId && body.partnerId !== partner.id ? [{ field: 'partnerId', message: 'The company of the path.' }] : []),
		]
		if (wrongCompany.length) throw validationError(wrongCompany)
		if (body.method === 'INVOICE' && !partner.hasPayByInvoiceAccess) {
			throw partnerErrors.purchaseRefused('Paying by invoice is not enabled for your company.')
		}
		if (body.method === 'CREDIT_CARD') {
			throw partnerErrors.purchaseRefused('Card payments for licences are not available: pay by invoice or with distributor credit.')
		}
		const code = normaliseCoupon(body.coupon)
		if (!isKnownCoupon(code)) throw partnerErrors.purchaseRefused(messages.coupon)
		const price = quote(body.seats, { promotionCode: code })
		const credit = body.method === 'DISTRIBUTOR_CREDIT'
		const now = deps.now()
		const licenses = await db.transaction(async (tx) => {
			const [pool] = await tx
				.insert(partnerLicencePools)
				.values({ partnerId: partner.id, licences: body.seats, updatedAt: now })
				.onConflictDoUpdate({
					target: partnerLicencePools.partnerId,
					set: { licences: sql`${partnerLicencePools.licences} + ${body.seats}`, updatedAt: now },
				})
				.returning({ licences: partnerLicencePools.licences })
			await tx.insert(partnerTransactions).values({
				id: `ptx_${randomUUID()}`,
				buyerCompanyId: partner.id,
				buyerName: partner.name,
				customerId: partner.id,
				customerName: partner.name,
				kind: 'pool',
				licences: body.seats,
				subtotalCents: price.subtotal,
				discountCents: price.discount,
				withdrawalCents: credit ? price.total : 0,
				amountDueCents: credit ? 0 : price.total,
				currency: price.currency,
				status: credit ? 'PAID' : 'OPEN',
				paymentMethod: body.method,
				promotionCode: price.promotionCode,
				adminUserId: actor.userId,
				adminName: fullName(actor.user),
				dueDate: credit ? now : new Date(now.getTime() + PAYMENT_TERM_DAYS * DAY_MS),
				paidDate: credit ? now : null,
				createdAt: now,
			})
			return pool!.licences
		})
		return c.json({ licenses })
	})

	// ── Transactions ──

	const listTransactions = (channel: Channel) => async (c: Context) => {
		const { partner } = await partnerScope(c, deps, c.req.param('companyId')!)
		if (channel === 'subresellers' && partner.customerType !== SUBRESELLER) throw partnerErrors.wrongChannel()
		const query = readQuery(c, TransactionsQuery, ['invoiceStatus'])
		return c.json(await transactionPage(deps, partner, channel, query))
	}
	app.get('/billing/api/v1/company/:companyId/resellers/transactions', listTransactions('resellers'))
	app.get('/api/v1/billing/subresellers/company/:companyId/transactions', listTransactions('subresellers'))
	app.get('/api/v1/partner-portal/transactions/:companyId', listTransactions('partners'))

	// (ref) Emails a transaction's invoice to the customer's owner (the partner's own for a pool purchase).
	app.post('/api/v1/partner-portal/:companyId/transactions/:transactionId/send_invoice', async (c) => {
		const { partner } = await partnerScope(c, deps, c.req.param('companyId'))
		const now = deps.now()
		const status = reportedStatus(now)
		const [row] = await db
			.select({ t: partnerTransactions, status })
			.from(partnerTransactions)
			.where(and(eq(partnerTransactions.id, c.req.param('transactionId')), await buyerScope(db, partner, 'resellers')))
			.limit(1)
		if (!row) throw partnerErrors.transactionNotFound()
		if (!SENDABLE(row.status)) throw partnerErrors.invoiceNotSendable()
		const t = row.t
		const [recipient] = t.customerId
			? await db
					.select({ email: users.email, name: users.name })
					.from(companies)
					.innerJoin(users, eq(users.id, companies.ownerId))
					.where(eq(companies.id, t.customerId))
			: []
		if (!recipient) throw partnerErrors.noInvoiceRecipient()
		await deps.mailer.queue(db, {
			to: recipient.email,
			kind: 'partner_invoice',
			subject: `Invoice from ${t.buyerName}: ${t.licences} licenses for ${t.customerName}`,
			text: [
				`Hi ${recipient.name || 'there'},`,
				'',
				`${t.buyerName} sends you the invoice for ${t.licences} licenses for ${t.customerName}.`,
				'',
				`Invoice: ${t.id}`,
				...(t.orderNumber ? [`Order number: ${t.orderNumber}`] : []),
				`Subtotal: ${formatCents(t.subtotalCents)}`,
				`Discount: ${formatCents(t.discountCents)}`,
				...(t.withdrawalCents ? [`Paid from credit: ${formatCents(t.withdrawalCents)}`] : []),
				`Amount due: ${formatCents(t.amountDueCents)} (${row.status})`,
				...(t.dueDate ? [`Due: ${t.dueDate.toISOString().slice(0, 10)}`] : []),
			].join('\n'),
		})
		return noContent(c)
	})
}

/** Emails that have an account, or a pending invite (any partner's), lower-case. */
async function takenEmails(q: Queryable, emails: string[]): Promise<string[]> {
	const [accounts, invites] = await Promise.all([
		q
			.select({ email: sql<string>`lower(${users.email})` })
			.from(users)
			.where(inArray(sql`lower(${users.email})`, emails)),
		q
			.select({ email: sql<string>`lower(${companies.inviteEmail})` })
			.from(companies)
			.where(and(isNull(companies.ownerId), inArray(sql`lower(${companies.inviteEmail})`, emails))),
	])
	return [...new Set([...accounts, ...invites].map((r) => r.email))].sort()
}
