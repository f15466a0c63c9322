import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { LICENCE_COUNT, LICENCE_TEXT_MAX } from './modal.ts'

/**
 * The licence forms (spec 2 §5 "Licence count: integer, required ('Field is required'), at least 1 for
 * purchases"), shared by the browser (loaded on first use) and the licences route (the authority).
 * Messages are i18n keys of `partnerBilling`, shown with LICENCE_COUNT and the pool as values.
 */

const NUMBER_PATTERN = /^[+-]?\d+(?:\.\d+)?$/

/** What the partner may pay its own purchase with here (a card needs the checkout, not offered). */
export const PURCHASE_METHODS = ['INVOICE', 'DISTRIBUTOR_CREDIT'] as const
export type PurchaseMethod = (typeof PURCHASE_METHODS)[number]

/** A licence count: at least LICENCE_COUNT.min and, for an allocation, at most the pool. */
function licenceCount(max?: number) {
	return z.string({ error: textKey('partnerBilling:licenses.required') }).check(
		z.trim(),
		z.minLength(1, textKey('partnerBilling:licenses.required')),
		z.regex(NUMBER_PATTERN, textKey('partnerBilling:licenses.number')),
		z.refine((value) => Number.isSafeInteger(Number(value)), textKey('partnerBilling:licenses.integer')),
		z.refine((value) => Number(value) >= LICENCE_COUNT.min, textKey('partnerBilling:licenses.min')),
		z.refine((value) => max === undefined || Number(value) <= max, textKey('partnerBilling:licenses.max')),
	)
}

const optionalText = z.optional(z.string().check(z.trim(), z.maxLength(LICENCE_TEXT_MAX, textKey('partnerBilling:licenses.tooLong'))))

/** Allocate: the count, not more than `pool` when it is known (the gateway refuses more with 409 not_enough_licenses). */
export function allocateLicencesSchema(pool?: number) {
	return z.object({ licenses: licenceCount(pool) })
}

/** Buy or upgrade for a customer: the count, a promotion code (first buy only) and an order number. */
export const BuyLicencesSchema = z.object({
	licenses: licenceCount(),
	promotionCode: optionalText,
	orderNumber: optionalText,
})

/** The partner's own purchase: seats, the payment method and a coupon. */
export const PartnerPurchaseSchema = z.object({
	seats: licenceCount(),
	method: z.enum(PURCHASE_METHODS, { error: textKey('partnerBilling:licenses.required') }),
	coupon: optionalText,
})
