import { describe, expect, it } from 'vitest'
import { numberFormat } from './number-format.ts'

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
})
