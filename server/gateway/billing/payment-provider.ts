import { ApiError } from '../lib/http.ts'

// The payment provider behind checkout, the customer portal and bank transfers: one adapter, so a real
// provider can replace the test-mode one (test-provider.ts). The gateway keeps its own record of every
// checkout, subscription and invoice (db/schema.ts); the provider takes the money and hosts the pages.
// When a provider's checkout is paid (its webhook, or the test page's Pay button), it calls
// completeCheckout (fulfillment.ts), which adds the seats exactly once.

/** Spec 1 §9 payment methods. */
export const PAYMENT_METHODS = ['INVOICE', 'CREDIT_CARD', 'DISTRIBUTOR_CREDIT'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export type CheckoutRequest = {
	/** The gateway's checkout session id (checkout_sessions.id). */
	sessionId: string
	companyId: string
	companyName: string
	/** The buyer's email (receipt). */
	email: string
	quantity: number
	/** Yearly price per seat in cents, after any coupon. */
	unitAmountCents: number
	amountCents: number
	/** Where the browser goes once paid, and when the buyer cancels. */
	successUrl: string
	cancelUrl: string
}

export type PortalRequest = {
	/** The gateway's portal session id (billing_portal_sessions.id). */
	portalSessionId: string
	companyId: string
	/** Where the portal's "back" link leads. */
	returnUrl: string
}

/** Where a company wires money for an invoice (GET …/bank). */
export type BankTransferDetails = {
	bankName: string
	accountHolder: string
	iban: string
	bic: string
	accountNumber: string
	routingNumber: string
	/** Put on the transfer so the payment finds its company. */
	reference: string
	currency: string
}

/** What the provider reports about a paid checkout. */
export type CheckoutPayment = {
	/** The provider's subscription that now carries the seats (a new one when the company had none). */
	providerSubscriptionId: string
	paymentMethod: PaymentMethod
	/** Card's last four digits (CREDIT_CARD). */
	last4: string | null
}

export interface PaymentProvider {
	/** Stored with each checkout session (e.g. "test"). */
	readonly id: string
	/** Starts a hosted checkout; the console sends the browser to the returned address. */
	createCheckout(request: CheckoutRequest): Promise<{ url: string }>
	/** Opens the hosted customer portal (invoices, payment method). */
	createPortalSession(request: PortalRequest): Promise<{ url: string }>
	/** Stops billing a subscription (the downgrade to FREE). */
	cancelSubscription(providerSubscriptionId: string): Promise<void>
	/** A trial needs no card; the provider still names the trial subscription. */
	createTrialSubscription(request: { companyId: string; trialEndsAt: Date }): Promise<{ providerSubscriptionId: string }>
	/** Bank transfer details for paying invoices. */
	bankTransferDetails(company: { id: string; name: string }): BankTransferDetails
}

/** The id of the provider a gateway has when none is configured (no real provider, test checkout off). */
export const NO_PAYMENT_PROVIDER_ID = 'none'
export const PAYMENTS_NOT_CONFIGURED = {
	code: 'payments_not_configured',
	message: 'Payments are not configured on this server.',
} as const
export const paymentsNotConfigured = () => new ApiError(503, PAYMENTS_NOT_CONFIGURED.code, PAYMENTS_NOT_CONFIGURED.message)

/**
 * No payment provider: a production gateway without a real provider and with the test checkout off.
 * Nothing can be bought (services/billing.ts refuses checkout and the customer portal before writing
 * anything, with PAYMENTS_NOT_CONFIGURED); a trial needs no card and still starts; a downgrade has
 * nothing to cancel at a provider.
 */
export function createUnconfiguredPaymentProvider(): PaymentProvider {
	const refuse = (): never => {
		throw paymentsNotConfigured()
	}
	return {
		id: NO_PAYMENT_PROVIDER_ID,
		createCheckout: async () => refuse(),
		createPortalSession: async () => refuse(),
		async cancelSubscription() {},
		async createTrialSubscription() {
			return { providerSubscriptionId: `sub_local_trial_${crypto.randomUUID().replaceAll('-', '')}` }
		},
		bankTransferDetails: () => refuse(),
	}
}
