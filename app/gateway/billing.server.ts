import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'
import { SUBSCRIPTION_TYPE, type SubscriptionType, TRIAL_STATUS } from './company.server.ts'
import { type ListQuery, listQueryParams, PageInfoSchema } from './lists.server.ts'

/**
 * Licensing and billing (spec 1 §7 "Billing and company", §3 subscription record, pricing response
 * and seat purchase, §9 invoice statuses and payment methods). Paths marked (ref) are the reference
 * gateway's where the spec names a call without its path; docs/gateway-contract.md lists them.
 */

// The subscription records call lives with the company view (issue 2); it is a billing call too.
export {
	SUBSCRIPTION_STATUS,
	SubscriptionRecordSchema,
	SubscriptionRecordsSchema,
	getSubscriptions,
	type SubscriptionRecord,
} from './company.server.ts'

// ─── Constants (spec 1 §9) ───────────────────────────────────────────────────

export const INVOICE_STATUS = ['OPEN', 'PAID', 'VOID', 'DRAFT', 'UNCOLLECTIBLE', 'OVERDUE'] as const
export type InvoiceStatus = (typeof INVOICE_STATUS)[number]
export const PAYMENT_METHOD = ['INVOICE', 'CREDIT_CARD', 'DISTRIBUTOR_CREDIT'] as const
export type PaymentMethod = (typeof PAYMENT_METHOD)[number]

/** The least a company buys itself: the not-boosted cap (spec 1 §9 "minimum for the seat stepper"). */
export const PURCHASE_MIN_SEATS = 25
/** A partner buying for a customer (isDirectPurchase false; spec 2 §9 "minimum licence purchase 1"). */
export const PARTNER_PURCHASE_MIN_SEATS = 1
export const SEAT_STEP = 50
/** The reference gateway's most seats per Buy Now (the spec's maximum has no value); above it, Contact Us. */
export const PURCHASE_MAX_SEATS = 5000

/** Codes of the gateway's billing refusals. */
export const BILLING_ERROR = {
	/** 409 'Licensing is managed by your provider' (spec 1 §6): checkout for a provider-managed company. */
	providerManaged: 'licensing_managed_by_provider',
	/** 409: the coalition parent company (licensing hidden, spec 1 §6). */
	licensingNotAvailable: 'licensing_not_available',
	/** 409: the trial starts once (spec 1 §4). */
	trialUsed: 'trial_already_used',
	/** 409: a company on Boost has nothing to trial. */
	alreadyBoosted: 'already_boosted',
} as const

// ─── Plan ────────────────────────────────────────────────────────────────────

/**
 * PATCH /billing/api/v1/company/{companyId}/subscription_type (subscriptionType): the downgrade
 * dialog's "Continue to Free" sends FREE. (The spec's other subscription-change call, body companyId
 * and subscriptionType with its path not shown, is this one: the body carries both.)
 */
export function setSubscriptionType(token: string, companyId: string, subscriptionType: SubscriptionType): Promise<void> {
	return callGateway({
		method: 'PATCH',
		path: `/billing/api/v1/company/${seg(companyId)}/subscription_type`,
		token,
		body: { subscriptionType, companyId },
		responseType: 'none',
	})
}
export { SUBSCRIPTION_TYPE }

export const TrialStartedSchema = z.object({
	trial: z.object({ status: z.enum(TRIAL_STATUS), startedAt: z.string(), endsAt: z.string() }),
})
export type TrialStarted = z.infer<typeof TrialStartedSchema>

/** POST /api/v1/billing/{companyId}/trial: starts the Boost trial (once; later calls 409 trial_already_used). */
export function startTrial(token: string, companyId: string): Promise<TrialStarted> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/billing/${seg(companyId)}/trial`,
		token,
		body: { companyId },
		schema: TrialStartedSchema,
	})
}

// ─── Pricing and checkout ────────────────────────────────────────────────────

/** Spec 1 §3 "pricing response": yearly prices in cents (the per-month text divides pricePerSeat by 12). */
export const PricingSchema = z.object({
	pricing: z.object({
		totalPrice: z.number().nonnegative(),
		pricePerSeat: z.number().nonnegative(),
		// The reference gateway's additions.
		listPricePerSeat: z.number().nonnegative().optional(),
		discountPercent: z.number().min(0).max(100).optional(),
		couponCode: z.string().nullable().optional(),
		usersNumber: z.number().int().optional(),
		currency: z.string().optional(),
	}),
})
export type Pricing = z.infer<typeof PricingSchema>['pricing']

/** GET /api/v1/billing/company/{companyId}/pricing (usersNumber, isDirectPurchase, couponCode); reads pricing. */
export async function getPricing(
	token: string,
	companyId: string,
	input: { usersNumber: number; isDirectPurchase?: boolean; couponCode?: string | null },
): Promise<Pricing> {
	const reply = await callGateway({
		method: 'GET',
		path: `/api/v1/billing/company/${seg(companyId)}/pricing`,
		token,
		query: {
			usersNumber: input.usersNumber,
			isDirectPurchase: input.isDirectPurchase ?? true,
			couponCode: input.couponCode || undefined,
		},
		schema: PricingSchema,
	})
	return reply.pricing
}

/** An http(s) address the browser is sent to (checkout, customer portal). */
export const RedirectAddressSchema = z
	.string()
	.trim()
	.pipe(z.url({ protocol: /^https?$/ }))

/** clientReferenceId: the referral id when there is one, else a generated checkout id (spec 1 §7). */
export function checkoutClientReferenceId(referralId?: string | null): string {
	return referralId?.trim() || `chk_${randomUUID()}`
}

/**
 * POST /api/v1/billing/{companyId}/checkout (email, companyId, quantity, clientReferenceId): a seat
 * purchase. Text reply: the checkout address; the browser goes there in the same window. A paid
 * checkout returns to /home?modal=purchaseComplete, a cancelled one to /licensing.
 * couponCode is the reference gateway's addition (the pricing call's coupon, honoured by the checkout).
 */
export function createCheckout(
	token: string,
	companyId: string,
	input: { email: string; quantity: number; clientReferenceId: string; couponCode?: string | null },
): Promise<string> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/billing/${seg(companyId)}/checkout`,
		token,
		body: {
			email: input.email,
			companyId,
			quantity: input.quantity,
			clientReferenceId: input.clientReferenceId,
			couponCode: input.couponCode || undefined,
		},
		responseType: 'text',
		schema: RedirectAddressSchema,
	})
}

/** POST /api/v1/billing/{companyId}/customer_portal. Text reply: the portal's address. */
export function createCustomerPortal(token: string, companyId: string): Promise<string> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/billing/${seg(companyId)}/customer_portal`,
		token,
		responseType: 'text',
		schema: RedirectAddressSchema,
	})
}

// ─── Invoices and bank ───────────────────────────────────────────────────────

/** Spec 2 §3 invoice columns; amount in cents. */
export const InvoiceSchema = z.object({
	id: z.string(),
	number: z.string(),
	amount: z.number(),
	purchasedSeats: z.number().int(),
	customerCompanyName: z.string(),
	last4: z.string().nullable(),
	invoiceDate: z.string(),
	status: z.enum(INVOICE_STATUS),
	dueDate: z.string().nullable(),
	paidDate: z.string().nullable(),
	paymentMethod: z.enum(PAYMENT_METHOD),
	currency: z.string(),
})
export type Invoice = z.infer<typeof InvoiceSchema>
export const InvoiceListSchema = z.object({ data: z.array(InvoiceSchema), pageInfo: PageInfoSchema })
export type InvoiceList = z.infer<typeof InvoiceListSchema>

export const INVOICE_ORDER_BY = ['invoiceDate', 'amount', 'status', 'dueDate', 'paidDate'] as const

/** The invoice filters of a list call (spec 2 §3 table query fields: invoiceStatus repeated), invoices' and transactions'. */
export type InvoiceListFilters = { invoiceStatus?: InvoiceStatus[]; paymentMethod?: PaymentMethod }
export type InvoiceQuery = ListQuery<(typeof INVOICE_ORDER_BY)[number]> & InvoiceListFilters

/**
 * (ref) GET /api/v1/billing/company/{companyId}/invoices: the billing page's invoices and payment
 * history (spec 2 §3 table query fields; invoiceStatus repeated). An OPEN invoice past due reads OVERDUE.
 */
export function listInvoices(token: string, companyId: string, query: InvoiceQuery): Promise<InvoiceList> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/billing/company/${seg(companyId)}/invoices`,
		token,
		query: listQueryParams(query),
		schema: InvoiceListSchema,
	})
}

export const BankDetailsSchema = z.object({
	bankName: z.string(),
	accountHolder: z.string(),
	iban: z.string(),
	bic: z.string(),
	accountNumber: z.string(),
	routingNumber: z.string(),
	reference: z.string(),
	currency: z.string(),
})
export type BankDetails = z.infer<typeof BankDetailsSchema>

/** GET billing/api/v1/company/{companyId}/bank: where to wire money for an invoice (the reply's fields are the reference gateway's). */
export function getBankDetails(token: string, companyId: string): Promise<BankDetails> {
	return callGateway({
		method: 'GET',
		path: `billing/api/v1/company/${seg(companyId)}/bank`,
		token,
		schema: BankDetailsSchema,
	})
}
