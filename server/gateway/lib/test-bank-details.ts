import type { BankTransferDetails } from '../billing/payment-provider.ts'

// Apart from billing/test-provider.ts (which needs the database) so the console's msw doubles can
// answer with the same account without loading the gateway.

/** The test payment provider's bank account for paying by transfer; the reference names the company. */
export function testBankTransferDetails(companyId: string): BankTransferDetails {
	return {
		bankName: 'Test Bank (no money moves)',
		accountHolder: 'Awareness Platform Inc.',
		iban: 'DE89 3704 0044 0532 0130 00',
		bic: 'COBADEFFXXX',
		accountNumber: '000123456789',
		routingNumber: '110000000',
		reference: `REF-${companyId.toUpperCase()}`,
		currency: 'USD',
	}
}
