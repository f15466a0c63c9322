/**
 * Spec 1 §3 "pricing response" and §9 price texts: the gateway prices a year in cents; the dialog
 * shows '$X / Per User, Per Month' (the yearly price per seat / 12, 2 decimals) and
 * '$Y Per Year / 3 Years, Billed Annually' (the yearly total).
 */
export type PriceTexts = {
	/** The seat count priced. */
	seats: number
	/** '$2.50': the X of '$X / Per User, Per Month'. */
	perUserPerMonth: string
	/** '$1,500.00': the Y of '$Y Per Year / 3 Years, Billed Annually'. */
	perYear: string
}

/** Dollars with two decimals, as the spec writes prices ('$3,600.00'). */
export function dollars(amount: number): string {
	return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

export function priceTexts(seats: number, pricing: { pricePerSeat: number; totalPrice: number }): PriceTexts {
	return {
		seats,
		perUserPerMonth: dollars(pricing.pricePerSeat / 100 / 12),
		perYear: dollars(pricing.totalPrice / 100),
	}
}
