import { numberFormat } from '#app/lib/number-format.ts'

// How the simulation reports show their values: counts and rates in the reader's locale, times to report
// humanised ("2 h 5 min"). Pure, shared by both report pages, their charts and their tests.

/** A count: "1,234" in English, "1.234" in German. */
export function formatCount(value: number, lng: string): string {
	return numberFormat(lng).format(value)
}

/**
 * A rate the gateway sends as a percent of sent (one decimal; null when nothing was sent): "12.5%" in
 * English, "12,5 %" in German, '-' for none.
 */
export function formatRate(percent: number | null | undefined, lng: string): string {
	if (percent === null || percent === undefined || !Number.isFinite(percent)) return '-'
	return numberFormat(lng, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100)
}

/** The percent of `part` in `whole`, one decimal; null when the whole is 0. */
export function percentOf(part: number, whole: number): number | null {
	if (!whole) return null
	return Math.round((part / whole) * 1000) / 10
}

export type DurationUnit = 'd' | 'h' | 'min' | 's'
export type DurationPart = { unit: DurationUnit; value: number }

const UNIT_SECONDS: Record<DurationUnit, number> = { d: 86_400, h: 3_600, min: 60, s: 1 }
const UNITS: DurationUnit[] = ['d', 'h', 'min', 's']

/**
 * The two largest units of a duration, rounded to the smaller one ("2 h 5 min", "3 d 4 h", "45 s"); a
 * zero second part is left out ("2 h", not "2 h 0 min"). Null for no duration or a negative one.
 */
export function durationParts(seconds: number | null | undefined): DurationPart[] | null {
	if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null
	const total = Math.round(seconds)
	if (total < 60) return [{ unit: 's', value: total }]
	const first = UNITS.findIndex((unit) => total >= UNIT_SECONDS[unit])
	const big = UNITS[first]!
	const small = UNITS[first + 1]!
	// Rounded to the smaller unit; carried into the larger one when it rounds up to a whole one.
	const inSmall = Math.round(total / UNIT_SECONDS[small])
	const perBig = UNIT_SECONDS[big] / UNIT_SECONDS[small]
	const bigValue = Math.floor(inSmall / perBig)
	const smallValue = inSmall % perBig
	const parts: DurationPart[] = [{ unit: big, value: bigValue }]
	if (smallValue > 0) parts.push({ unit: small, value: smallValue })
	return parts
}

const INTL_UNITS: Record<DurationUnit, string> = { d: 'day', h: 'hour', min: 'minute', s: 'second' }

/**
 * A duration in the reader's words, each unit as Intl writes it short ("2 hr 5 min" in English, "2 Std.
 * 5 Min." in German): no unit texts to translate. '-' for none.
 */
export function formatDuration(seconds: number | null | undefined, lng: string): string {
	const parts = durationParts(seconds)
	if (!parts) return '-'
	return parts
		.map((part) => {
			try {
				return numberFormat(lng, { style: 'unit', unit: INTL_UNITS[part.unit], unitDisplay: 'short' }).format(part.value)
			} catch {
				return `${part.value} ${part.unit}`
			}
		})
		.join(' ')
}

/** A month label of the summary's series ('2026-03' → 'Mar 2026' / 'März 2026'), in UTC. */
export function formatMonth(label: string, lng: string): string {
	const match = /^(\d{4})-(\d{2})$/.exec(label)
	if (!match) return label
	const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))
	try {
		return new Intl.DateTimeFormat(lng, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)
	} catch {
		return label
	}
}
