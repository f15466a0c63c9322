import * as z from 'zod/mini'
import { SEAT_MAX, SEAT_MESSAGE, SEAT_MIN } from './seats.ts'

/**
 * The upgrade dialog's form (spec 1 §5 "Licence number in the upgrade stepper"): the seat count is
 * required, a number, an integer, at least the not-boosted minimum ('Number of Licenses/Users must
 * be greater than or equal to {min}.') and at most what Buy Now sells. Shared by the browser (loaded
 * on first use) and /resources/plan (the authority). Messages are i18n keys shown with
 * SEAT_MESSAGE_VALUES; the same rules without zod are seats.ts's seatCountProblem.
 */

const NUMBER_PATTERN = /^[+-]?\d+(?:\.\d+)?$/

export const SeatPurchaseSchema = z.object({
	seats: z.string({ error: SEAT_MESSAGE.required }).check(
		z.trim(),
		z.minLength(1, SEAT_MESSAGE.required),
		z.regex(NUMBER_PATTERN, SEAT_MESSAGE.number),
		z.refine((value) => Number.isInteger(Number(value)), SEAT_MESSAGE.integer),
		z.refine((value) => Number(value) >= SEAT_MIN, SEAT_MESSAGE.min),
		z.refine((value) => Number(value) <= SEAT_MAX, SEAT_MESSAGE.max),
	),
})
