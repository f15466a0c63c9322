import { describe, expect, test } from 'vitest'
import { dollars, priceTexts } from './price.ts'

describe('the price texts (spec 1 §9)', () => {
	test('per user per month is the yearly price per seat / 12 with 2 decimals; per year is the total', () => {
		expect(priceTexts(150, { pricePerSeat: 2400, totalPrice: 360000 })).toEqual({
			seats: 150,
			perUserPerMonth: '$2.00',
			perYear: '$3,600.00',
		})
		expect(priceTexts(50, { pricePerSeat: 3000, totalPrice: 150000 })).toEqual({
			seats: 50,
			perUserPerMonth: '$2.50',
			perYear: '$1,500.00',
		})
		// 1800 / 100 / 12 = 1.5; 1500 / 100 / 12 = 1.25; 2700 / 100 / 12 = 2.25
		expect(priceTexts(1000, { pricePerSeat: 1500, totalPrice: 1500000 }).perUserPerMonth).toBe('$1.25')
		expect(priceTexts(25, { pricePerSeat: 2700, totalPrice: 67500 }).perUserPerMonth).toBe('$2.25')
		// 1000 / 100 / 12 = 0.8333…
		expect(priceTexts(25, { pricePerSeat: 1000, totalPrice: 25000 }).perUserPerMonth).toBe('$0.83')
	})

	test('dollars have two decimals and thousands separators', () => {
		expect(dollars(0)).toBe('$0.00')
		expect(dollars(1234567.891)).toBe('$1,234,567.89')
	})
})
