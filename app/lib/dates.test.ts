import { describe, expect, test } from 'vitest'
import { formatDate, isoDay, parseDate } from './dates.ts'

// Local-time dates (noon): the day is the same in whatever time zone the test runs.
const nov25 = new Date(2026, 10, 25, 12)
const sep05 = new Date(2026, 8, 5, 12)

describe('formatDate', () => {
	test('English is the spec’s MMM dd, yyyy exactly', () => {
		expect(formatDate(nov25, 'en')).toBe('Nov 25, 2026')
		expect(formatDate(sep05, 'en')).toBe('Sep 05, 2026')
		expect(formatDate(new Date(2027, 4, 1, 12), 'en-US')).toBe('May 01, 2027')
	})

	test('German shows its own month names', () => {
		expect(formatDate(nov25, 'de')).toBe('25. Nov. 2026')
		expect(formatDate(new Date(2026, 2, 3, 12), 'de')).toBe('03. März 2026')
		expect(formatDate(new Date(2026, 11, 24, 12), 'de')).toMatch(/Dez/)
	})

	test('other locales their own words; languages shown with the English texts show English dates', () => {
		expect(formatDate(nov25, 'fr')).toMatch(/^25 nov\.? 2026$/)
		expect(formatDate(nov25, 'es')).toMatch(/nov/)
		expect(formatDate(nov25, 'ru')).toBe('Nov 25, 2026')
		expect(formatDate(nov25, 'ja')).toBe('Nov 25, 2026')
	})

	test('no date, or a broken one, is null', () => {
		expect(formatDate(null, 'en')).toBeNull()
		expect(formatDate(undefined, 'de')).toBeNull()
		expect(formatDate('', 'en')).toBeNull()
		expect(formatDate('yesterday', 'en')).toBeNull()
	})
})

describe('parseDate', () => {
	test('a calendar day alone is that day wherever the server runs', () => {
		expect(formatDate('2026-11-25', 'en')).toBe('Nov 25, 2026')
		expect(parseDate('2026-11-25')?.toISOString()).toBe('2026-11-25T12:00:00.000Z')
	})

	test('a timestamp is read as it is', () => {
		expect(parseDate('2027-11-23T12:00:00.000Z')?.toISOString()).toBe('2027-11-23T12:00:00.000Z')
	})
})

test('isoDay is the day as the gateway takes it', () => {
	expect(isoDay(sep05)).toBe('2026-09-05')
})
