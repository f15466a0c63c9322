import { numberFormat } from '#app/lib/number-format.ts'

/** Dollars as the spec writes prices ('$18.00'); other currencies with their own sign. */
export function moneyLabel(amount: number, currency = 'USD'): string {
	try {
		return numberFormat('en-US', { style: 'currency', currency }).format(amount)
	} catch {
		// An unknown currency code from the gateway: the number and the code.
		return `${amount.toFixed(2)} ${currency}`
	}
}

/** An amount the gateway sends in cents. */
export function centsLabel(cents: number, currency = 'USD'): string {
	return moneyLabel(cents / 100, currency)
}
