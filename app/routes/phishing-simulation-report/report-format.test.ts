import { describe, expect, test } from 'vitest'
import { durationParts, formatCount, formatDuration, formatMonth, formatRate, percentOf } from './report-format.ts'

describe('report formatting', () => {
	test('times to report read as the two largest units', () => {
		expect(formatDuration(2 * 3600 + 5 * 60, 'en')).toBe('2 hr 5 min')
		expect(formatDuration(2 * 3600 + 5 * 60, 'de')).toBe('2 Std. 5 Min.')
		expect(formatDuration(45, 'en')).toBe('45 sec')
		expect(formatDuration(150, 'en')).toBe('2 min 30 sec')
		expect(formatDuration(3 * 86_400 + 4 * 3600 + 59, 'en')).toBe('3 days 4 hr')
		expect(formatDuration(7200, 'en')).toBe('2 hr')
		expect(formatDuration(0, 'en')).toBe('0 sec')
	})

	test('a duration rounding up carries into the larger unit', () => {
		expect(durationParts(3599.6)).toEqual([{ unit: 'h', value: 1 }])
		expect(durationParts(3 * 3600 + 59 * 60 + 50)).toEqual([{ unit: 'h', value: 4 }])
	})

	test('no duration is a dash', () => {
		expect(formatDuration(null, 'en')).toBe('-')
		expect(formatDuration(-5, 'en')).toBe('-')
		expect(durationParts(Number.NaN)).toBeNull()
	})

	test('counts and rates follow the locale', () => {
		expect(formatCount(1234, 'en')).toBe('1,234')
		expect(formatCount(1234, 'de')).toBe('1.234')
		expect(formatRate(12.5, 'en')).toBe('12.5%')
		expect(formatRate(12.5, 'de')).toBe('12,5\u00a0%')
		expect(formatRate(null, 'en')).toBe('-')
		expect(formatRate(0, 'en')).toBe('0%')
	})

	test('a percent of nothing is none', () => {
		expect(percentOf(1, 3)).toBe(33.3)
		expect(percentOf(0, 0)).toBeNull()
	})

	test('a month of the summary is written in the locale', () => {
		expect(formatMonth('2026-03', 'en')).toBe('Mar 2026')
		expect(formatMonth('not-a-month', 'en')).toBe('not-a-month')
	})
})
