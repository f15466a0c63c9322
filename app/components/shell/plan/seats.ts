import type { TranslationKey } from '#app/i18n/keys.ts'
import { canStepCountDown, canStepCountUp, type StepBounds, stepCount } from '#app/lib/count-stepper.ts'

/**
 * The upgrade dialog's seat count (spec 1 §5 "Licence number in the upgrade stepper", §9): its
 * bounds, its messages and the stepper's arithmetic. No zod here: the dialog needs these on every
 * draw (Buy Now disabled while the count is bad), the schema (schemas.ts) loads on first use.
 *
 * The bounds are the gateway contract's (app/gateway/billing.server.ts PURCHASE_MIN_SEATS,
 * SEAT_STEP, PURCHASE_MAX_SEATS), repeated because the browser cannot import a .server module;
 * seats.test.ts pins them together.
 */

/** The not-boosted cap: the least a company buys (spec 1 §9 "minimum for the seat stepper"). */
export const SEAT_MIN = 25
/** The stepper's step (spec 1 §9). */
export const SEAT_STEP = 50
/** The most seats one Buy Now sells (the spec has a maximum without a value: the gateway's); above it, Contact Us. */
export const SEAT_MAX = 5000

/** Interpolation values of the seat messages. */
export const SEAT_MESSAGE_VALUES = { min: SEAT_MIN, max: SEAT_MAX, step: SEAT_STEP }

/** The seat messages (i18n keys of the plan namespace), in the order they are checked. */
export const SEAT_MESSAGE = {
	required: 'plan:seats.required',
	number: 'plan:seats.number',
	integer: 'plan:seats.integer',
	/** 'Number of Licenses/Users must be greater than or equal to {min}.' */
	min: 'plan:seats.min',
	/** Above the Buy Now maximum. */
	max: 'plan:seats.max',
} as const satisfies Record<string, TranslationKey>
export type SeatMessage = (typeof SEAT_MESSAGE)[keyof typeof SEAT_MESSAGE]

const NUMBER_PATTERN = /^[+-]?\d+(?:\.\d+)?$/

/** The first rule a typed seat count breaks, or null when Buy Now may sell it. */
export function seatCountProblem(value: string | null | undefined): SeatMessage | null {
	const text = (value ?? '').trim()
	if (text === '') return SEAT_MESSAGE.required
	if (!NUMBER_PATTERN.test(text)) return SEAT_MESSAGE.number
	const n = Number(text)
	if (!Number.isInteger(n)) return SEAT_MESSAGE.integer
	if (n < SEAT_MIN) return SEAT_MESSAGE.min
	if (n > SEAT_MAX) return SEAT_MESSAGE.max
	return null
}

/** The seat count of a valid text, else null. */
export function seatCount(value: string | null | undefined): number | null {
	return seatCountProblem(value) === null ? Number((value ?? '').trim()) : null
}

const SEAT_BOUNDS: StepBounds = { min: SEAT_MIN, step: SEAT_STEP, max: SEAT_MAX }

/** The stepper's next value (25 → 50 → 100; 100 → 50 → 25); from text that is not a number, the minimum. */
export function stepSeats(value: string | null | undefined, direction: 1 | -1): number {
	return stepCount(value, direction, SEAT_BOUNDS)
}

/** Minus is disabled at or below the minimum (spec 1 §5), and for text that is not a number. */
export function canStepDown(value: string | null | undefined): boolean {
	return canStepCountDown(value, SEAT_BOUNDS)
}

/** Plus stops at the Buy Now maximum. */
export function canStepUp(value: string | null | undefined): boolean {
	return canStepCountUp(value, SEAT_BOUNDS)
}

/**
 * What the stepper starts at: the minimum, or enough for every enabled user rounded up to the step
 * (40 users → 50), within the maximum.
 */
export function defaultSeats(enabledUsers: number): number {
	if (enabledUsers <= SEAT_MIN) return SEAT_MIN
	return Math.min(SEAT_MAX, Math.ceil(enabledUsers / SEAT_STEP) * SEAT_STEP)
}
