import { testBankTransferDetails } from '../lib/test-bank-details.ts'
import { randomId } from './fulfillment.ts'
import type { BankTransferDetails, PaymentProvider } from './payment-provider.ts'

// The test-mode payment provider: no money moves. Its checkout and customer portal are the gateway's
// own pages (pages/checkout.ts) under /__gateway/, where the Pay button plays the card payment.

export const TEST_PROVIDER_ID = 'test'
/** The card the test checkout "charges" (Stripe's test Visa). */
export const TEST_CARD_LAST4 = '4242'

export function createTestPaymentProvider(options: { pagesBaseUrl: string }): PaymentProvider {
	const page = (path: string) => new URL(path.replace(/^\/+/, ''), options.pagesBaseUrl.replace(/\/?$/, '/')).toString()
	return {
		id: TEST_PROVIDER_ID,
		async createCheckout(request) {
			return { url: page(`/__gateway/checkout/${encodeURIComponent(request.sessionId)}`) }
		},
		async createPortalSession(request) {
			return { url: page(`/__gateway/billing-portal/${encodeURIComponent(request.portalSessionId)}`) }
		},
		async cancelSubscription() {
			// Nothing is billed in test mode.
		},
		async createTrialSubscription() {
			return { providerSubscriptionId: randomId('sub_test_trial') }
		},
		bankTransferDetails(company): BankTransferDetails {
			return testBankTransferDetails(company.id)
		},
	}
}
