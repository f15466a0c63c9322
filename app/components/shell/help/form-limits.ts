/** The help forms' bounds, apart from the schemas so that showing a form does not load zod. */

/**
 * Contact Sales asks how many users the company wants; the spec gives "a
 * minimum" without a figure. 1: any request is worth a call. The not-boosted 25
 * is the minimum of the seat stepper for buying seats, not for asking sales.
 */
export const CONTACT_SALES_MIN_USERS = 1

/** The reference gateway's ceiling for a sales request (the spec gives none). */
export const CONTACT_SALES_MAX_USERS = 1_000_000

/** Longest free texts the gateway keeps (the textareas also stop there: maxlength). */
export const SUPPORT_MESSAGE_MAX = 10_000
export const SALES_MESSAGE_MAX = 5_000
export const SURVEY_MESSAGE_MAX = 5_000

/** Spec 2 §9 "Quiz star survey range 1 to 5"; the same bounds as the gateway contract (surveys.server.ts, pinned by a test). */
export const SURVEY_RATING_MIN = 1
export const SURVEY_RATING_MAX = 5

/** Interpolation values of each form's messages, handed to t() with its errors. */
export const SUPPORT_MESSAGE_VALUES = { maxLength: SUPPORT_MESSAGE_MAX }
export const SALES_MESSAGE_VALUES = {
	min: CONTACT_SALES_MIN_USERS,
	max: CONTACT_SALES_MAX_USERS,
	maxLength: SALES_MESSAGE_MAX,
}
export const SURVEY_MESSAGE_VALUES = { min: SURVEY_RATING_MIN, max: SURVEY_RATING_MAX, maxLength: SURVEY_MESSAGE_MAX }
