/**
 * The doughnut chart's arithmetic, without React: shares that add up to exactly 100 (largest
 * remainder), and the ring's segments as stroke dashes on one circle.
 */

export type ChartTone = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'neutral'

/** Used in turn when a datum names no tone. */
export const CHART_TONE_CYCLE: readonly ChartTone[] = ['primary', 'success', 'warning', 'danger', 'info', 'neutral']

export type DoughnutDatum = {
	label: string
	value: number
	tone?: ChartTone
}

export type DoughnutSlice = DoughnutDatum & {
	tone: ChartTone
	/** Whole percent; the slices of a non-empty chart add up to 100. */
	percent: number
}

/** Negative or non-finite values count as 0. */
function clean(value: number) {
	return Number.isFinite(value) && value > 0 ? value : 0
}

export function doughnutSlices(data: readonly DoughnutDatum[]): { slices: DoughnutSlice[]; total: number } {
	const values = data.map((d) => clean(d.value))
	const total = values.reduce((sum, v) => sum + v, 0)
	const exact = values.map((v) => (total > 0 ? (v / total) * 100 : 0))
	const percents = exact.map(Math.floor)
	// Hand the points lost to rounding down to the largest remainders (ties: the earlier datum).
	let missing = total > 0 ? 100 - percents.reduce((sum, p) => sum + p, 0) : 0
	const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i)
	for (const { i } of byRemainder) {
		if (missing <= 0) break
		percents[i] += 1
		missing -= 1
	}
	return {
		total,
		slices: data.map((d, i) => ({
			...d,
			value: values[i],
			tone: d.tone ?? CHART_TONE_CYCLE[i % CHART_TONE_CYCLE.length],
			percent: percents[i],
		})),
	}
}

export type RingSegment = { index: number; dashArray: string; dashOffset: number }

/**
 * Dashes of a circle of radius `radius`, one per non-zero slice, starting at 12 o'clock (the
 * caller rotates the circle by -90°) and going clockwise, with `gap` px between segments.
 */
export function ringSegments(values: readonly number[], radius: number, gap = 2): RingSegment[] {
	const circumference = 2 * Math.PI * radius
	const total = values.reduce((sum, v) => sum + clean(v), 0)
	if (total <= 0) return []
	const nonZero = values.filter((v) => clean(v) > 0).length
	const segments: RingSegment[] = []
	let start = 0
	values.forEach((raw, index) => {
		const value = clean(raw)
		if (value <= 0) return
		const length = (value / total) * circumference
		const visible = nonZero > 1 ? Math.max(length - gap, Math.min(length, 1)) : length
		segments.push({
			index,
			dashArray: `${round(visible)} ${round(circumference - visible)}`,
			dashOffset: round(-start),
		})
		start += length
	})
	return segments
}

function round(n: number) {
	return Math.round(n * 1000) / 1000
}
