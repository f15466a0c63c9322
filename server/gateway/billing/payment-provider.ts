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
