/**
 * The arithmetic of a licence-count stepper (spec 1 §5, spec 2 §5: step 50, minus disabled at or below
 * the minimum): − and + go to the next multiple of the step, within the bounds. Shared by the plan's
 * upgrade dialog and the partner portal's licence dialogs. Pure.
 */

export type StepBounds = { min: number; step: number; max?: number }

const NUMBER_PATTERN = /^[+-]?\d+(?:\.\d+)?$/

/** The typed number, whatever the rules say about it, else null. */
export function typedCount(value: string | null | undefined): number | null {
	const text = (value ?? '').trim()
	return NUMBER_PATTERN.test(text) ? Number(text) : null
}

/**
 * The stepper's next value: up or down to the next multiple of the step, never below the minimum
 * nor above the maximum (min 25: 25 → 50 → 100; 100 → 50 → 25). From text that is not a number, the minimum.
 */
export function stepCount(value: string | null | undefined, direction: 1 | -1, { min, step, max }: StepBounds): number {
	const n = typedCount(value)
	if (n === null) return min
	const next = direction === 1 ? Math.floor(n / step) * step + step : Math.ceil(n / step) * step - step
	return Math.min(max ?? Number.MAX_SAFE_INTEGER, Math.max(min, next))
}

/** Minus is disabled at or below the minimum, and for text that is not a number. */
export function canStepCountDown(value: string | null | undefined, { min }: StepBounds): boolean {
	const n = typedCount(value)
	return n !== null && n > min
}

/** Plus stops at the maximum. */
export function canStepCountUp(value: string | null | undefined, { max }: StepBounds): boolean {
	const n = typedCount(value)
	return n === null || max === undefined || n < max
}
