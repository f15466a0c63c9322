// The arithmetic of the console's server-drawn SVG charts (PARTS.md: hand-written SVG, Tremor's look):
// pure, so the bars' proportions are unit-tested and the components only draw.

/** A round top for an axis, a multiple of 4 ticks: 1, 2, 3, 4, 5, 6, 8 or 10 times a power of ten, at least `value` (1 for 0 or less). */
export function niceMax(value: number): number {
	if (!Number.isFinite(value) || value <= 0) return 1
	const power = 10 ** Math.floor(Math.log10(value))
	const step = [1, 2, 3, 4, 5, 6, 8, 10].find((factor) => factor * power >= value * (1 - 1e-9)) ?? 10
	return step * power
}

/** How many steps split `max` into whole numbers (4, else 5, 3, 2 or 1; 4 for a fraction, 1 for an empty axis). */
export function tickCount(max: number): number {
	if (!(max > 0)) return 1
	if (!Number.isInteger(max)) return 4
	return [4, 5, 3, 2, 1].find((count) => max % count === 0) ?? 4
}

/** `count + 1` evenly spaced ticks from 0 to `max` (0 and max included); whole numbers where `max` allows. */
export function ticks(max: number, count = tickCount(max)): number[] {
	const safeMax = max > 0 ? max : 1
	return Array.from({ length: count + 1 }, (_, index) => (safeMax * index) / count)
}

/**
 * A value's length on a scale from 0 to `max` drawn `size` long: proportional, never negative, never
 * past the end, 0 when the scale is empty; a value above 0 gets at least `minVisible` so it shows.
 */
export function scaleLength(value: number, max: number, size: number, minVisible = 0): number {
	if (!Number.isFinite(value) || value <= 0 || !Number.isFinite(max) || max <= 0 || size <= 0) return 0
	const length = (Math.min(value, max) / max) * size
	return Math.max(length, Math.min(minVisible, size))
}

export type Band = { x: number; width: number }

/**
 * `count` bands across `size`, each with `inner` slots (a group of bars per point): the band's start and
 * width, and each slot's, with `gap` (a share of the band) left empty on both sides.
 */
export function bands(count: number, size: number, gap = 0.2): Band[] {
	if (count <= 0 || size <= 0) return []
	const step = size / count
	const padding = (step * gap) / 2
	return Array.from({ length: count }, (_, index) => ({ x: index * step + padding, width: step - 2 * padding }))
}

export function slots(band: Band, inner: number, gap = 0.1): Band[] {
	if (inner <= 0) return []
	const step = band.width / inner
	const padding = (step * gap) / 2
	return Array.from({ length: inner }, (_, index) => ({ x: band.x + index * step + padding, width: Math.max(step - 2 * padding, 0) }))
}

/** Rounds a coordinate to 2 decimals so the markup stays short and stable between renders. */
export function px(value: number): number {
	return Math.round(value * 100) / 100
}
