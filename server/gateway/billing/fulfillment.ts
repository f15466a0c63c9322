import { randomBytes, randomUUID } from 'node:crypto'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { checkoutSessions, companies, invoices, subscriptions } from '../db/schema.ts'
import type { Queryable } from '../db/types.ts'
import type { Deps } from '../lib/context.ts'
import type { CheckoutPayment } from './payment-provider.ts'

// What happens when a provider reports a checkout paid or cancelled. Provider-agnostic: the test-mode
// page calls it, a real provider's webhook would. One transaction each, and only an open session
// changes: paying twice, or paying a cancelled or expired session, never adds seats.

export const CHECKOUT_STATUS = { open: 'open', paid: 'paid', cancelled: 'cancelled' } as const
export type CheckoutStatus = (typeof CHECKOUT_STATUS)[keyof typeof CHECKOUT_STATUS]

/** Spec 1 §9 invoice statuses; OVERDUE is also reported for an OPEN invoice past its due date. */
export const INVOICE_STATUSES = ['OPEN', 'PAID', 'VOID', 'DRAFT', 'UNCOLLECTIBLE', 'OVERDUE'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

export const SUBSCRIPTION_STATUS = {
	active: 'ACTIVE',
	trialing: 'TRIALING',
	canceled: 'CANCELED',
	suspended: 'SUSPENDED',
} as const
/** Subscription record types: the company's plan types (spec 1 §3 FREE, PAID, UNDEFINED) and TRIAL. */
export const SUBSCRIPTION_RECORD_TYPE = { paid: 'PAID', trial: 'TRIAL' } as const

/** A paid year. */
export const BILLING_PERIOD_DAYS = 365
const DAY_MS = 24 * 60 * 60 * 1000

export type CheckoutOutcome =
	/** newlyPaid: this call took the payment (false when the session had been paid before). */
	| { status: 'paid'; newlyPaid: boolean; companyId: string }
	| { status: 'cancelled' | 'expired' | 'open'; companyId: string }
	| { status: 'not_found' }

type SessionRow = typeof checkoutSessions.$inferSelect

export function isExpired(session: Pick<SessionRow, 'status' | 'expiresAt'>, now: Date): boolean {
	return session.status === CHECKOUT_STATUS.open && session.expiresAt <= now
}

async function currentOutcome(q: Queryable, sessionId: string, now: Date): Promise<CheckoutOutcome> {
	const [session] = await q.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).limit(1)
	if (!session) return { status: 'not_found' }
	if (session.status === CHECKOUT_STATUS.paid) return { status: 'paid', newlyPaid: false, companyId: session.companyId }
	if (session.status === CHECKOUT_STATUS.cancelled) return { status: 'cancelled', companyId: session.companyId }
	return { status: isExpired(session, now) ? 'expired' : 'open', companyId: session.companyId }
}

/**
 * The checkout was paid: the seats go on the company's active paid subscription (a new one when it
 * has none), the company is on Boost (type PAID), a PAID invoice records the payment and the buyer
 * gets a receipt.
 */
export async function completeCheckout(deps: Deps, sessionId: string, payment: CheckoutPayment): Promise<CheckoutOutcome> {
	return deps.db.transaction(async (tx) => {
		const now = deps.now()
		// Only an open, unexpired session turns paid; the row lock makes a concurrent second Pay wait and
		// then find it paid.
		const [session] = await tx
			.update(checkoutSessions)
			.set({ status: CHECKOUT_STATUS.paid, paidAt: now })
			.where(
				and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, CHECKOUT_STATUS.open), gt(checkoutSessions.expiresAt, now)),
			)
			.returning()
		if (!session) return currentOutcome(tx, sessionId, now)

		const [company] = await tx
			.update(companies)
			.set({ subscriptionType: 'PAID', hasBoost: true, updatedAt: now })
			.where(eq(companies.id, session.companyId))
			.returning()
		if (!company) throw new Error(`checkout ${sessionId}: company ${session.companyId} is gone`)

		const [last] = await tx
			.select()
			.from(subscriptions)
			.where(eq(subscriptions.companyId, company.id))
			.orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
			.limit(1)
			.for('update')
		let subscriptionId: string
		if (last && last.status === SUBSCRIPTION_STATUS.active && last.type === SUBSCRIPTION_RECORD_TYPE.paid) {
			subscriptionId = last.subscriptionId
			await tx
				.update(subscriptions)
				.set({ reservedSeats: sql`${subscriptions.reservedSeats} + ${session.quantity}` })
				.where(eq(subscriptions.id, last.id))
		} else {
			subscriptionId = payment.providerSubscriptionId
			await tx.insert(subscriptions).values({
				id: `sbr_${randomUUID()}`,
				companyId: company.id,
				subscriptionId,
				periodEnd: new Date(now.getTime() + BILLING_PERIOD_DAYS * DAY_MS),
				reservedSeats: session.quantity,
				pricePerUserCents: session.unitAmountCents,
				status: SUBSCRIPTION_STATUS.active,
				type: SUBSCRIPTION_RECORD_TYPE.paid,
				trialEndsAt: company.trialEndsAt,
				createdAt: now,
			})
		}

		const [invoice] = await tx
			.insert(invoices)
			.values({
				id: `inv_${randomUUID()}`,
				companyId: company.id,
				checkoutSessionId: session.id,
				subscriptionId,
				amountCents: session.amountCents,
				purchasedSeats: session.quantity,
				customerCompanyName: company.name,
				status: 'PAID',
				paymentMethod: payment.paymentMethod,
				last4: payment.last4,
				invoiceDate: now,
				dueDate: now,
				paidDate: now,
				createdAt: now,
			})
			.returning({ seq: invoices.seq })

		await deps.mailer.queue(tx, {
			to: session.email,
			kind: 'payment_receipt',
			subject: `Payment received: ${session.quantity} Boost seats for ${company.name}`,
			text: [
				'Payment successful! Your licenses have been added.',
				'',
				`Invoice ${invoiceNumber(invoice!.seq)}`,
				`Company: ${company.name}`,
				`Seats: ${session.quantity}`,
				`Price per seat: ${formatCents(session.unitAmountCents)} per year`,
				`Amount paid: ${formatCents(session.amountCents)}${payment.last4 ? ` (card ending ${payment.last4})` : ''}`,
			].join('\n'),
		})
		return { status: 'paid', newlyPaid: true, companyId: company.id }
	})
}

/** The buyer cancelled: an open session becomes cancelled and can never be paid. */
export async function cancelCheckout(deps: Deps, sessionId: string): Promise<CheckoutOutcome> {
	const now = deps.now()
	const [session] = await deps.db
		.update(checkoutSessions)
		.set({ status: CHECKOUT_STATUS.cancelled, cancelledAt: now })
		.where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, CHECKOUT_STATUS.open)))
		.returning({ companyId: checkoutSessions.companyId })
	if (session) return { status: 'cancelled', companyId: session.companyId }
	return currentOutcome(deps.db, sessionId, now)
}

/** An unguessable id (144 random bits): checkout and portal addresses carry it. */
export function randomId(prefix: string): string {
	return `${prefix}_${randomBytes(18).toString('base64url')}`
}

/** The status the API reports (the SQL twin is in services/billing.ts): an OPEN invoice past due is OVERDUE. */
export function reportedInvoiceStatus(invoice: { status: string; dueDate: Date | null }, now: Date): string {
	return invoice.status === 'OPEN' && invoice.dueDate !== null && invoice.dueDate < now ? 'OVERDUE' : invoice.status
}

export function invoiceNumber(seq: number): string {
	return `INV-${String(seq).padStart(6, '0')}`
}

/** "$1,234.50" */
export function formatCents(cents: number): string {
	return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}
