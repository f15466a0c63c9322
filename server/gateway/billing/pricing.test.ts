import { describe, expect, test } from 'vitest'
import { formatDate, priceTexts } from '../pages/checkout.ts'
import { formatCents } from './fulfillment.ts'
import { MAX_SEATS_PER_PURCHASE, PRICE_TIERS, minimumSeats, normaliseCoupon, priceFor, seatCount } from './pricing.ts'

describe('price book', () => {
	test('the tier follows the seat count; a coupon takes its percentage off, rounded to the cent', () => {
		expect(PRICE_TIERS.map((t) => t.minSeats)).toEqual([1, 100, 250, 1000])
		expect(priceFor(99)).toMatchObject({ pricePerSeat: 3000, totalPrice: 297000 })
		expect(priceFor(100)).toMatchObject({ pricePerSeat: 2400 })
		expect(priceFor(999).pricePerSeat).toBe(1800)
		expect(priceFor(MAX_SEATS_PER_PURCHASE).pricePerSeat).toBe(1500)
		expect(priceFor(25, 'BOOST20')).toEqual({
			pricePerSeat: 2400,
			totalPrice: 60000,
			listPricePerSeat: 3000,
			discountPercent: 20,
			couponCode: 'BOOST20',
		})
		expect(normaliseCoupon('  ')).toBeNull()
		expect(normaliseCoupon(' welcome10')).toBe('WELCOME10')
	})

	test("seat counts take numbers and numeric text, with the spec's messages", () => {
		const check = (value: unknown, minimum = minimumSeats(true)) => {
			const result = seatCount(minimum).safeParse(value)
			return result.success ? result.data : result.error.issues[0]!.message
		}
		expect(check(25)).toBe(25)
		expect(check(' 75 ')).toBe(75)
		expect(check(24)).toBe('You have to buy at least 25 seats')
		expect(check('1e3')).toBe('Value must be a number')
		expect(check(Number.NaN)).toBe('Value must be a number')
		expect(check(true)).toBe('Value must be a number')
		expect(check(null)).toBe('Field is required')
		expect(check(1, minimumSeats(false))).toBe(1)
		expect(check(5000.5)).toBe('Value must be an integer')
	})

	test('price texts: yearly per seat / 12 with 2 decimals, and the yearly total; dates as MMM dd, yyyy', () => {
		expect(priceTexts(3000, 150000)).toEqual({
			perUserPerMonth: '$2.50 / Per User, Per Month',
			perYear: '$1,500.00 Per Year / 3 Years, Billed Annually',
		})
		expect(priceTexts(2700, 67500).perUserPerMonth).toBe('$2.25 / Per User, Per Month')
		expect(priceTexts(1000, 1000).perUserPerMonth).toBe('$0.83 / Per User, Per Month')
		expect(formatCents(123456789)).toBe('$1,234,567.89')
		expect(formatDate(new Date('2026-03-05T23:00:00Z'))).toBe('Mar 05, 2026')
		expect(formatDate(null)).toBe('—')
	})
})
