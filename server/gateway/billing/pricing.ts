import { z } from 'zod'

// The price book of the reference gateway (spec 1 §3 "pricing response", §5 seat purchase, §9 caps):
// a yearly price per seat by the number of seats bought, and coupons that take a percentage off.
// The pricing call and the checkout both price through priceFor, so what the dialog shows is what the
// checkout charges.

/** Users not on Boost (spec 1 §9 cap 25): the seat stepper's minimum, and the least a company buys. */
export const NOT_BOOSTED_SEAT_CAP = 25
/** Spec 2 §9 "minimum licence purchase 1": a partner buying for a customer (isDirectPurchase false). */
export const PARTNER_MIN_SEATS = 1
/** The seat stepper's step (spec 1 §9). */
export const SEAT_STEP = 50
/**
 * The most seats one Buy Now sells; above it the dialog offers Contact Us. The spec says a maximum
 * exists without its value ("the maximum users for Buy Now is not shown"): the reference gateway's choice.
 */
export const MAX_SEATS_PER_PURCHASE = 5000

/** Yearly price per seat in cents, by the number of seats bought (from `minSeats` up). */
export const PRICE_TIERS = [
	{ minSeats: 1, yearlyCentsPerSeat: 3000 },
	{ minSeats: 100, yearlyCentsPerSeat: 2400 },
	{ minSeats: 250, yearlyCentsPerSeat: 1800 },
	{ minSeats: 1000, yearlyCentsPerSeat: 1500 },
] as const

/** Coupon codes (compared upper-case) and the percentage they take off. */
export const COUPONS: Readonly<Record<string, number>> = { WELCOME10: 10, BOOST20: 20 }

export const messages = {
	required: 'Field is required',
	number: 'Value must be a number',
	integer: 'Value must be an integer',
	/** Spec 1 §5 seat purchase: "at least the minimum ('You have to buy at least {n} seats')". */
	atLeast: (n: number) => `You have to buy at least ${n} seats`,
	atMost: (n: number) => `Value must be less than or equal to ${n}.`,
	coupon: 'This coupon code is not valid.',
}

export type Price = {
	/** Yearly price per seat after the coupon, in cents. */
	pricePerSeat: number
	/** pricePerSeat × seats: the yearly total, in cents. */
	totalPrice: number
	/** The tier's price before the coupon, in cents. */
	listPricePerSeat: number
	discountPercent: number
	couponCode: string | null
}

export function normaliseCoupon(code: string | null | undefined): string | null {
	const trimmed = code?.trim().toUpperCase() ?? ''
	return trimmed === '' ? null : trimmed
}

export function isKnownCoupon(code: string | null): boolean {
	return code === null || Object.hasOwn(COUPONS, code)
}

/** The price of `seats` seats with an optional (known, normalised) coupon. */
export function priceFor(seats: number, couponCode: string | null = null): Price {
	let listPricePerSeat: number = PRICE_TIERS[0].yearlyCentsPerSeat
	for (const tier of PRICE_TIERS) if (seats >= tier.minSeats) listPricePerSeat = tier.yearlyCentsPerSeat
	const discountPercent = couponCode ? (COUPONS[couponCode] ?? 0) : 0
	const pricePerSeat = Math.round((listPricePerSeat * (100 - discountPercent)) / 100)
	return { pricePerSeat, totalPrice: pricePerSeat * seats, listPricePerSeat, discountPercent, couponCode }
}

/** The least a purchase may buy: the not-boosted cap for a company's own purchase, 1 for a partner's. */
export function minimumSeats(isDirectPurchase: boolean): number {
	return isDirectPurchase ? NOT_BOOSTED_SEAT_CAP : PARTNER_MIN_SEATS
}

const DECIMAL = /^[+-]?\d+(\.\d+)?$/

/** A seat count with the spec's messages, from JSON (a number) or a query string (text). */
export function seatCount(minimum: number) {
	return z.unknown().transform((value, ctx): number => {
		if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
			ctx.addIssue({ code: 'custom', message: messages.required })
			return z.NEVER
		}
		const n =
			typeof value === 'number' ? value : typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value.trim()) : Number.NaN
		if (!Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: messages.number })
		else if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: messages.integer })
		else if (n < minimum) ctx.addIssue({ code: 'custom', message: messages.atLeast(minimum) })
		else if (n > MAX_SEATS_PER_PURCHASE) ctx.addIssue({ code: 'custom', message: messages.atMost(MAX_SEATS_PER_PURCHASE) })
		else return n
		return z.NEVER
	})
}
