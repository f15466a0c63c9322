import { format } from 'date-fns'
import { numberFormat } from '#app/lib/number-format.ts'

/** Spec 1 §9 date format. */
export const DATE_FORMAT = 'MMM dd, yyyy'

/** 'Nov 23, 2027', or null for no date (or one the gateway sent broken). */
export function dateLabel(iso: string | null | undefined): string | null {
	if (!iso) return null
	const date = new Date(iso)
	return Number.isNaN(date.getTime()) ? null : format(date, DATE_FORMAT)
}

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
