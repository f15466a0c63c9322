const formats = new Map<string, Intl.NumberFormat>()

/**
 * One Intl.NumberFormat per locale and options, kept: building a formatter costs about as much as
 * rendering a table row, and a page formats with the same few (pagination, counts, selection).
 * An unknown locale or currency throws as `new Intl.NumberFormat` does.
 */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
	const key = options ? `${locale}|${JSON.stringify(options)}` : locale
	let format = formats.get(key)
	if (!format) {
		format = new Intl.NumberFormat(locale, options)
		formats.set(key, format)
	}
	return format
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
