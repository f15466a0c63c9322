import { isKnownTimezone } from '../../shared/phishing-simulation.ts'

// Wall-clock arithmetic in an IANA time zone, for schedules that say "this day at 9 in Europe/Berlin"
// (the phishing simulation's rounds, its clones' starts). Days are YYYY-MM-DD strings.

const DAY_MS = 24 * 60 * 60 * 1000
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `value` is a YYYY-MM-DD naming a real day (not 2031-02-29). */
export function isCalendarDay(value: string): boolean {
	const match = DAY_PATTERN.exec(value)
	if (!match) return false
	const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
	const date = new Date(Date.UTC(y, m - 1, d))
	return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/**
 * The runtime's name for a zone the console shows (Europe/Kyiv may be known only as Europe/Kiev on an
 * older ICU, and the other way round); null when empty or unknown.
 */
export function storedTimezone(zone: string | null | undefined): string | null {
	const name = zone?.trim()
	if (!name) return null
	if (isKnownTimezone(name)) return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
	if (name === 'Europe/Kyiv' && isKnownTimezone('Europe/Kiev')) return 'Europe/Kiev'
	return null
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(zone: string): Intl.DateTimeFormat {
	let f = formatters.get(zone)
	if (!f) {
		f = new Intl.DateTimeFormat('en-US', {
			timeZone: zone,
			hourCycle: 'h23',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			second: '2-digit',
		})
		formatters.set(zone, f)
	}
	return f
}

/** The zone if the runtime knows it, else UTC (a stored zone a later ICU dropped must not stop sending). */
export function usableZone(zone: string): string {
	return storedTimezone(zone) ?? 'UTC'
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number }

function wallTime(at: Date, zone: string): Wall {
	const parts = Object.fromEntries(
		formatter(zone)
			.formatToParts(at)
			.map((p) => [p.type, p.value]),
	)
	return {
		year: Number(parts.year),
		month: Number(parts.month),
		day: Number(parts.day),
		hour: Number(parts.hour) % 24,
		minute: Number(parts.minute),
		second: Number(parts.second),
	}
}

/** The zone's offset from UTC at `at`, in ms. */
function offsetAt(at: number, zone: string): number {
	const w = wallTime(new Date(at), zone)
	return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - (at - (((at % 1000) + 1000) % 1000))
}

/** The instant the wall clock of `zone` shows `day` at hour:minute:second (a time a DST change skips: an hour later). */
export function zonedTime(day: string, hour: number, zone: string, minute = 0, second = 0): Date {
	const [y, m, d] = day.split('-').map(Number) as [number, number, number]
	const wall = Date.UTC(y, m - 1, d, hour, minute, second)
	let utc = wall - offsetAt(wall, zone)
	utc = wall - offsetAt(utc, zone)
	return new Date(utc)
}

/** The day (YYYY-MM-DD) `at` falls on in `zone`. */
export function localDay(at: Date, zone: string): string {
	const w = wallTime(at, usableZone(zone))
	return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`
}

/** `day` plus `months` calendar months, the day of month kept or, past the month's end, its last day. */
export function addMonthsToDay(day: string, months: number): string {
	const [y, m, d] = day.split('-').map(Number) as [number, number, number]
	const first = new Date(Date.UTC(y, m - 1 + months, 1))
	const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
	first.setUTCDate(Math.min(d, last))
	return first.toISOString().slice(0, 10)
}

/** `at` plus `days` calendar days of `zone` (the same wall-clock time, whatever DST does in between). */
export function addLocalDays(at: Date, days: number, zone: string): Date {
	const w = wallTime(at, zone)
	const day = new Date(Date.UTC(w.year, w.month - 1, w.day) + days * DAY_MS).toISOString().slice(0, 10)
	return zonedTime(day, w.hour, zone, w.minute, w.second)
}
