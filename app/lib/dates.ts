/**
 * The one place for dates the console shows. Spec 1 §9 writes them `MMM dd, yyyy` ("Nov 25, 2026"):
 * English renders exactly that; every other locale the same parts (short month, two-digit day, year)
 * in its own words and order through Intl ("25. Nov. 2026"), which costs the browser no locale data.
 * A language shown with the English texts (ru, ar, el, ja) shows English dates too.
 * Pure, and the same on the server and in the browser: the runtime's own time zone, as before.
 */

import { isLanguageCode, textsFolderOf } from '#app/i18n/config.ts'

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/**
 * A date the gateway sent, or null for none or a broken one. A calendar day alone ('2026-11-25') is
 * read at noon UTC, so it is that day in every time zone.
 */
export function parseDate(value: string | Date | null | undefined): Date | null {
	if (!value) return null
	const date = value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value)
	return Number.isNaN(date.getTime()) ? null : date
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** 'Nov 25, 2026' in English, '25. Nov. 2026' in German; null for no date (or a broken one). */
export function formatDate(value: string | Date | null | undefined, lng: string): string | null {
	const date = parseDate(value)
	if (!date) return null
	const locale = isLanguageCode(lng) ? textsFolderOf(lng) : lng
	if (isEnglish(locale)) {
		return `${ENGLISH_MONTHS[date.getMonth()]} ${String(date.getDate()).padStart(2, '0')}, ${date.getFullYear()}`
	}
	let format = formats.get(locale)
	if (!format) {
		format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: '2-digit' })
		formats.set(locale, format)
	}
	return format.format(date)
}

/** A day as the gateway's calls take it: 'yyyy-MM-dd' in the runtime's time zone. */
export function isoDay(date: Date): string {
	return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

function isEnglish(locale: string) {
	return locale === 'en' || locale.startsWith('en-')
}
