import { type SQL, and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
	CHECKOUT_STATUS,
	INVOICE_STATUSES,
	SUBSCRIPTION_RECORD_TYPE,
	SUBSCRIPTION_STATUS,
	invoiceNumber,
	randomId,
} from '../billing/fulfillment.ts'
import { NO_PAYMENT_PROVIDER_ID, PAYMENT_METHODS, paymentsNotConfigured } from '../billing/payment-provider.ts'
import { NOT_BOOSTED_SEAT_CAP, isKnownCoupon, messages, minimumSeats, normaliseCoupon, priceFor, seatCount } from '../billing/pricing.ts'
import { billingPortalSessions, checkoutSessions, companies, invoices, subscriptions } from '../db/schema.ts'
import { type Actor, type CompanyRow, type Deps, consoleLink, isStaff, adminCompanyScope } from '../lib/context.ts'
import { errors, iso, noContent, readBody, requiredEmail, validationError } from '../lib/http.ts'
import { trialStatus } from '../lib/training.ts'
import { PagingQuery, escapeLike, orderQuery, pageInfo, readQuery, searchText } from './directory-shared.ts'
import type { Context, Hono } from 'hono'

// Licensing and billing (spec 1 §7 "Billing and company", spec 2 "Partner portal and billing"):
// subscriptions, the plan type, pricing, checkout, the Boost trial, the customer portal, invoices and
// bank details. The money goes through deps.payments (billing/payment-provider.ts); a paid checkout
// adds its seats in billing/fulfillment.ts.

/** The named parent company of a coalition (app/auth/visibility.ts INTEGRATION.coalition). */
export const COALITION_INTEGRATION = 'coalition'
/** The Boost trial's length. The spec does not give it; the seeded trials (Fabrikam, Initech, Globex) last 14 days. */
export const TRIAL_DAYS = 14
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000
export const PORTAL_TTL_MS = 60 * 60 * 1000
/** Spec 1 §3 company subscription type. */
export const SUBSCRIPTION_TYPES = ['FREE', 'PAID', 'UNDEFINED'] as const
/** Where a paid checkout returns (spec 1 §2: the home page opens the purchase-success dialog). */
export const PURCHASE_COMPLETE = { path: '/home', query: { modal: 'purchaseComplete' } } as const
export const CHECKOUT_CANCEL_PATH = '/licensing'
export const PORTAL_RETURN_PATH = '/billing'

const DAY_MS = 24 * 60 * 60 * 1000

export const billingErrors = {
	/** Spec 1 §6: a provider-managed company's seats are its provider's business. */
	providerManaged: () => errors.conflict('licensing_managed_by_provider', 'Licensing is managed by your provider'),
	/** Spec 1 §6: licensing is hidden for a coalition parent company. */
	licensingNotAvailable: () => errors.conflict('licensing_not_available', 'Licensing is not available for this company.'),
	alreadyBoosted: () => errors.conflict('already_boosted', 'This company already has Boost.'),
	/** Spec 1 §4: the trial is activated once. */
	trialUsed: () => errors.conflict('trial_already_used', 'The Boost trial has already been used.'),
	upgradeThroughCheckout: () => errors.forbidden('Buy seats through checkout to upgrade.'),
}

/** Authenticates, checks the role, and scopes the company of the path (as users.ts directoryScope). */
export async function billingScope(c: Context, deps: Deps, companyId: string): Promise<{ actor: Actor; company: CompanyRow }> {
	return adminCompanyScope(c, deps, companyId, () => errors.forbidden('Only admins can manage billing.'))
}

/** Without a payment provider nothing is bought and no portal opens: refused before anything is written. */
function assertPaymentsConfigured(deps: Deps): void {
	if (deps.payments.id === NO_PAYMENT_PROVIDER_ID) throw paymentsNotConfigured()
}

export function isCoalitionParent(company: Pick<CompanyRow, 'integration' | 'parentCompanyId'>): boolean {
	return company.integration === COALITION_INTEGRATION && !company.parentCompanyId
}

/** The company buys its own seats: not provider-managed, not the coalition parent. */
function assertDirectLicensing(company: CompanyRow): void {
	if (isCoalitionParent(company)) throw billingErrors.licensingNotAvailable()
	if (company.parentCompanyId) throw billingErrors.providerManaged()
}

/** The caller manages the company's plan: staff, its provider (directly or logged in as it), or a direct company itself. */
function assertMayChangePlan(actor: Actor, company: CompanyRow): void {
	if (isStaff(actor)) return
	if (isCoalitionParent(company)) throw billingErrors.licensingNotAvailable()
	const isProvider = actor.lac || actor.companyId !== company.id
	if (company.parentCompanyId && !isProvider) throw billingErrors.providerManaged()
}

function assertBodyCompany(bodyCompanyId: string | undefined, company: CompanyRow): void {
	if (bodyCompanyId !== undefined && bodyCompanyId !== company.id) {
		throw validationError([{ field: 'companyId', message: 'The company of the path.' }])
	}
}

/**
 * Spec 1 §3 subscription record, in the console contract's names (issue 2) and in spec 2 §3's
 * "company subscription record" names (stripe_*), which a platform gateway sends.
 */
export function subscriptionRecord(r: typeof subscriptions.$inferSelect) {
	return {
		subscriptionId: r.subscriptionId,
		periodEnd: iso(r.periodEnd),
		reservedSeats: r.reservedSeats,
		pricePerUserCents: r.pricePerUserCents,
		status: r.status,
		type: r.type,
		trialEndsAt: iso(r.trialEndsAt),
		stripe_current_period_end: iso(r.periodEnd),
		stripe_subscription_id: r.subscriptionId,
		stripe_reserved_seats: r.reservedSeats,
		stripe_price_per_user_cents: r.pricePerUserCents,
	}
}

const companyIdField = z.string().min(1).max(200).optional()
const couponField = z.string().max(50).nullish()

const SubscriptionTypeBody = z.object({
	subscriptionType: z.enum(SUBSCRIPTION_TYPES, { error: 'The subscription type is FREE, PAID or UNDEFINED.' }),
	companyId: companyIdField,
})

const PricingQuery = z.object({
	usersNumber: z.string().optional(),
	isDirectPurchase: z.enum(['true', 'false'], { error: 'isDirectPurchase is true or false.' }).optional().default('true'),
	couponCode: couponField,
})

const CheckoutBody = z.object({
	email: requiredEmail,
	companyId: z.string({ error: messages.required }).min(1, messages.required).max(200),
	quantity: seatCount(NOT_BOOSTED_SEAT_CAP),
	clientReferenceId: z.string({ error: messages.required }).trim().min(1, messages.required).max(200),
	couponCode: couponField,
})

const TrialBody = z.object({ companyId: companyIdField })

export const INVOICE_ORDER_BY = ['invoiceDate', 'amount', 'status', 'dueDate', 'paidDate'] as const
const InvoicesQuery = PagingQuery.extend(orderQuery(INVOICE_ORDER_BY, 'invoiceDate').shape).extend({
	searchText,
	invoiceStatus: z.array(z.enum(INVOICE_STATUSES)).optional(),
	paymentMethod: z.enum(PAYMENT_METHODS).optional(),
})

/** The status the API reports: an OPEN invoice past its due date is OVERDUE. */
/** The columns a checkout or customer-portal session starts with: its id, whose it is, and when it lapses. */
function newSessionRow(idPrefix: string, company: CompanyRow, actor: Actor, now: Date, ttlMs: number) {
	return {
		id: randomId(idPrefix),
		companyId: company.id,
		createdBy: actor.userId,
		expiresAt: new Date(now.getTime() + ttlMs),
		createdAt: now,
	}
}

function reportedInvoiceStatus(now: Date): SQL<string> {
	return sql<string>`(case when ${invoices.status} = 'OPEN' and ${invoices.dueDate} < ${now} then 'OVERDUE' else ${invoices.status} end)`
}

function couponOrThrow(code: string | null | undefined): string | null {
	const coupon = normaliseCoupon(code)
	if (!isKnownCoupon(coupon)) throw validationError([{ field: 'couponCode', message: messages.coupon }])
	return coupon
}

export function registerBillingRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	// Spec path: the company's subscription records, oldest first (the console reads the last item).
	app.get('/api/v1/company/:companyId/subscriptions', async (c) => {
		const { company } = await billingScope(c, deps, c.req.param('companyId'))
		const rows = await db
			.select()
			.from(subscriptions)
			.where(eq(subscriptions.companyId, company.id))
			.orderBy(asc(subscriptions.createdAt), asc(subscriptions.id))
		return c.json(rows.map(subscriptionRecord))
	})

	// Spec path: the plan type. FREE is the downgrade (Boost ends, paid subscriptions are cancelled);
	// PAID and UNDEFINED are set by staff (customers upgrade by buying seats through checkout).
	app.patch('/billing/api/v1/company/:companyId/subscription_type', async (c) => {
		const { actor, company } = await billingScope(c, deps, c.req.param('companyId'))
		const body = await readBody(c, SubscriptionTypeBody)
		assertBodyCompany(body.companyId, company)
		if (body.subscriptionType !== 'FREE' && !isStaff(actor)) throw billingErrors.upgradeThroughCheckout()
		assertMayChangePlan(actor, company)
		const now = deps.now()
		const cancelled = await db.transaction(async (tx) => {
			const hasBoost = body.subscriptionType === 'UNDEFINED' ? company.hasBoost : body.subscriptionType === 'PAID'
			await tx
				.update(companies)
				.set({
					subscriptionType: body.subscriptionType,
					hasBoost,
					...(hasBoost ? {} : { hasSuperBoost: false }),
					updatedAt: now,
				})
				.where(eq(companies.id, company.id))
			if (body.subscriptionType !== 'FREE') return []
			return tx
				.update(subscriptions)
				.set({ status: SUBSCRIPTION_STATUS.canceled, canceledAt: now })
				.where(and(eq(subscriptions.companyId, company.id), eq(subscriptions.status, SUBSCRIPTION_STATUS.active)))
				.returning({ subscriptionId: subscriptions.subscriptionId })
		})
		for (const { subscriptionId } of cancelled) await deps.payments.cancelSubscription(subscriptionId)
		return noContent(c)
	})

	// Spec path: the price of usersNumber seats (yearly, in cents), with an optional coupon.
	app.get('/api/v1/billing/company/:companyId/pricing', async (c) => {
		await billingScope(c, deps, c.req.param('companyId'))
		const query = readQuery(c, PricingQuery)
		const minimum = minimumSeats(query.isDirectPurchase === 'true')
		const invalid: { field: string; message: string }[] = []
		const seats = seatCount(minimum).safeParse(query.usersNumber)
		if (!seats.success) invalid.push({ field: 'usersNumber', message: seats.error.issues[0]!.message })
		const coupon = normaliseCoupon(query.couponCode)
		if (!isKnownCoupon(coupon)) invalid.push({ field: 'couponCode', message: messages.coupon })
		if (invalid.length || !seats.success) throw validationError(invalid)
		const price = priceFor(seats.data, coupon)
		return c.json({ pricing: { ...price, usersNumber: seats.data, currency: 'USD' } })
	})

	// Spec path: a seat purchase. Text reply: the provider's checkout address the browser goes to.
	app.post('/api/v1/billing/:companyId/checkout', async (c) => {
		const { actor, company } = await billingScope(c, deps, c.req.param('companyId'))
		assertDirectLicensing(company)
		assertPaymentsConfigured(deps)
		const body = await readBody(c, CheckoutBody)
		assertBodyCompany(body.companyId, company)
		const coupon = couponOrThrow(body.couponCode)
		const price = priceFor(body.quantity, coupon)
		const now = deps.now()
		const session = {
			...newSessionRow('cs', company, actor, now, CHECKOUT_TTL_MS),
			email: body.email.toLowerCase(),
			quantity: body.quantity,
			unitAmountCents: price.pricePerSeat,
			amountCents: price.totalPrice,
			couponCode: coupon,
			clientReferenceId: body.clientReferenceId,
			status: CHECKOUT_STATUS.open,
			provider: deps.payments.id,
			successUrl: consoleLink(deps, PURCHASE_COMPLETE.path, PURCHASE_COMPLETE.query),
			cancelUrl: consoleLink(deps, CHECKOUT_CANCEL_PATH),
		}
		await db.insert(checkoutSessions).values(session)
		const { id: sessionId, email, quantity, unitAmountCents, amountCents, successUrl, cancelUrl } = session
		const checkout = { sessionId, companyId: company.id, companyName: company.name, email, quantity, unitAmountCents, amountCents }
		const { url } = await deps.payments.createCheckout({ ...checkout, successUrl, cancelUrl })
		return c.text(url, 200)
	})

	// Spec path: starts the Boost trial, once per company (spec 1 §4 "activated (once)").
	app.post('/api/v1/billing/:companyId/trial', async (c) => {
		const { company } = await billingScope(c, deps, c.req.param('companyId'))
		const body = await readBody(c, TrialBody)
		assertBodyCompany(body.companyId, company)
		if (company.hasBoost) throw billingErrors.alreadyBoosted()
		const now = deps.now()
		if (trialStatus(company, now) !== 'available') throw billingErrors.trialUsed()
		const endsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS)
		const { providerSubscriptionId } = await deps.payments.createTrialSubscription({
			companyId: company.id,
			trialEndsAt: endsAt,
		})
		const started = await db.transaction(async (tx) => {
			// Only a company that never had a trial: two concurrent calls start one trial.
			const [row] = await tx
				.update(companies)
				.set({ trialStartedAt: now, trialEndsAt: endsAt, updatedAt: now })
				.where(and(eq(companies.id, company.id), isNull(companies.trialStartedAt), isNull(companies.trialEndsAt)))
				.returning({ id: companies.id })
			if (!row) return false
			await tx.insert(subscriptions).values({
				id: `sbr_${providerSubscriptionId}`,
				companyId: company.id,
				subscriptionId: providerSubscriptionId,
				periodEnd: endsAt,
				reservedSeats: 0,
				pricePerUserCents: 0,
				status: SUBSCRIPTION_STATUS.trialing,
				type: SUBSCRIPTION_RECORD_TYPE.trial,
				trialEndsAt: endsAt,
				createdAt: now,
			})
			return true
		})
		if (!started) throw billingErrors.trialUsed()
		return c.json({ trial: { status: 'active', startedAt: now.toISOString(), endsAt: endsAt.toISOString() } })
	})

	// Spec path: the customer portal. Text reply: its address (the provider's page).
	app.post('/api/v1/billing/:companyId/customer_portal', async (c) => {
		const { actor, company } = await billingScope(c, deps, c.req.param('companyId'))
		assertPaymentsConfigured(deps)
		const portal = { ...newSessionRow('bps', company, actor, deps.now(), PORTAL_TTL_MS), returnUrl: consoleLink(deps, PORTAL_RETURN_PATH) }
		await db.insert(billingPortalSessions).values(portal)
		const { url } = await deps.payments.createPortalSession({
			portalSessionId: portal.id,
			companyId: company.id,
			returnUrl: portal.returnUrl,
		})
		return c.text(url, 200)
	})

	// (ref) Invoices and payment history: the spec lists the columns (spec 2 §3) without the path.
	app.get('/api/v1/billing/company/:companyId/invoices', async (c) => {
		const { company } = await billingScope(c, deps, c.req.param('companyId'))
		const query = readQuery(c, InvoicesQuery, ['invoiceStatus'])
		const now = deps.now()
		const status = reportedInvoiceStatus(now)
		const conditions: (SQL | undefined)[] = [eq(invoices.companyId, company.id)]
		if (query.invoiceStatus?.length) conditions.push(inArray(status, query.invoiceStatus))
		if (query.paymentMethod) conditions.push(eq(invoices.paymentMethod, query.paymentMethod))
		if (query.searchText) {
			const pattern = `%${escapeLike(query.searchText.toLowerCase())}%`
			conditions.push(
				or(
					sql`lower(${invoices.customerCompanyName}) like ${pattern}`,
					sql`lower('inv-' || lpad(${invoices.seq}::text, 6, '0')) like ${pattern}`,
				),
			)
		}
		const orderColumn = {
			invoiceDate: invoices.invoiceDate,
			amount: invoices.amountCents,
			status,
			dueDate: invoices.dueDate,
			paidDate: invoices.paidDate,
		}[query.orderBy]
		const direction = query.order === 'asc' ? asc : desc
		const where = and(...conditions)
		const [rows, [total]] = await Promise.all([
			db
				.select({ invoice: invoices, status })
				.from(invoices)
				.where(where)
				.orderBy(direction(orderColumn), direction(invoices.seq))
				.limit(query.pageSize)
				.offset((query.pageNumber - 1) * query.pageSize),
			db
				.select({ n: sql<number>`count(*)`.mapWith(Number) })
				.from(invoices)
				.where(where),
		])
		return c.json({
			data: rows.map(({ invoice: r, status }) => ({
				id: r.id,
				number: invoiceNumber(r.seq),
				amount: r.amountCents,
				purchasedSeats: r.purchasedSeats,
				customerCompanyName: r.customerCompanyName,
				last4: r.last4,
				invoiceDate: r.invoiceDate.toISOString(),
				status,
				dueDate: iso(r.dueDate),
				paidDate: iso(r.paidDate),
				paymentMethod: r.paymentMethod,
				currency: 'USD',
			})),
			pageInfo: pageInfo(query.pageNumber, query.pageSize, total?.n ?? 0),
		})
	})

	// Spec path: where to wire money for an invoice (the payment provider's details).
	app.get('/billing/api/v1/company/:companyId/bank', async (c) => {
		const { company } = await billingScope(c, deps, c.req.param('companyId'))
		return c.json(deps.payments.bankTransferDetails({ id: company.id, name: company.name }))
	})
}
