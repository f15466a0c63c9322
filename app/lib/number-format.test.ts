import { describe, expect, it } from 'vitest'
import { centsLabel, moneyLabel, numberFormat } from './number-format.ts'

describe('numberFormat', () => {
	it('formats by the locale and keeps one formatter per locale and options', () => {
		expect(numberFormat('en').format(50000)).toBe('50,000')
		expect(numberFormat('de').format(50000)).toBe('50.000')
		expect(numberFormat('en')).toBe(numberFormat('en'))
		expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'))
		expect(numberFormat('en', { style: 'percent' }).format(0.25)).toBe('25%')
	})

	it('refuses an unknown currency as Intl does', () => {
		expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOT-A-CODE' })).toThrow(RangeError)
	})
	it('writes money as the spec writes prices, from dollars or from the cents the gateway sends', () => {
		expect(moneyLabel(18)).toBe('$18.00')
		expect(centsLabel(360000)).toBe('$3,600.00')
		expect(centsLabel(1000, 'EUR')).toBe('€10.00')
		expect(centsLabel(1000, 'not-a-code')).toBe('10.00 not-a-code')
	})
})
