import { getZodConstraint } from '@conform-to/zod/v4'
import type { Viewer } from '#app/auth/guards.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import {
	calculateCustomerPrice,
	getLicencePool,
	type PartnerCompanyRow,
	type PriceCalculation,
	purchaseKindOf,
	type PurchaseKind,
} from '#app/gateway/partner-portal.server.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle } from '#app/lib/gateway-results.server.ts'
import { centsLabel } from '#app/lib/number-format.ts'
import { channelOf } from '../guard.server.ts'
import { isPurchaseModal, LICENCE_COUNT, LICENCE_MODAL, parseLicenceModal } from './modal.ts'
import { allocateLicencesSchema, BuyLicencesSchema, PartnerPurchaseSchema, PURCHASE_METHODS, type PurchaseMethod } from './schemas.ts'
import type { Constraint } from '@conform-to/dom'
import type { SubmissionResult } from '@conform-to/react'

/**
 * What the licence dialogs need (spec 2 §7 "Partner portal and billing"), computed from the URL so
 * they draw, price and keep what was typed without JavaScript. The customers page calls
 * `loadLicenceDialog` in its loader; the transactions pages call `loadPurchaseDialog`.
 */

/** A price as the dialog shows it (cents from the gateway, written as money). */
export type PriceTexts = {
	licenses: number
	unitPrice: string
	subtotal: string
	discount: string
	total: string
	hasDiscount: boolean
	/** The promotion code sent, and whether the gateway applied it. */
	promotionCode: string | null
	promotionCodeValid: boolean
}

/** The live price (GET /partner-portal/licences?…): the price of what was typed, or why there is none. */
export type PriceLookup = {
	licenses: string
	promotionCode: string
	price: PriceTexts | null
	/** The count's messages (i18n keys) when it is bad. */
	errors: string[] | null
	failure: UiMessage | null
}

type Customer = { id: string; name: string }

export type AllocateDialogData = {
	modal: typeof LICENCE_MODAL.allocate
	customer: Customer
	/** Licences left in the partner's pool; null when it could not be read. */
	pool: number | null
	poolFailure: UiMessage | null
	licenses: string
	/** The server's verdict on typed values brought back in the URL. */
	result: SubmissionResult<string[]> | null
}

export type BuyDialogData = {
	modal: typeof LICENCE_MODAL.buy
	customer: Customer
	/** A first buy (with a promotion code) or an upgrade of the customer's subscription (spec 2 §4). */
	kind: PurchaseKind
	licenses: string
	promotionCode: string
	orderNumber: string
	result: SubmissionResult<string[]> | null
	price: PriceTexts | null
	priceFailure: UiMessage | null
	constraint: Record<string, Constraint>
}

export type LicenceDialogData = AllocateDialogData | BuyDialogData

/** A reply of the licences route to a form that stays open (with JavaScript): its messages and why it failed. */
export type LicenceFormReply = { result: SubmissionResult<string[]>; failure?: UiMessage | null }

/** The default count of a dialog opened without one typed. */
const DEFAULT_LICENCES = String(LICENCE_COUNT.min)

/**
 * The data of the licence dialog the URL opens (`?modal=allocateLicences|buyLicences&customerId=…`),
 * or null when none is open or `customer` (the row of `customerId`, undefined when not found) is
 * missing. Allocate: the pool. Buy: first buy or upgrade by the customer's subscription, and the
 * price of the typed licences and promotion code (so "Calculate" works without JavaScript).
 */
export async function loadLicenceDialog(
	viewer: Viewer,
	request: Request,
	url: URL,
	customer: PartnerCompanyRow | undefined,
): Promise<LicenceDialogData | null> {
	const open = parseLicenceModal(url.searchParams)
	if (!open || !customer || customer.id !== open.customerId) return null
	const search = url.searchParams
	const typed = search.get('licenses')
	const licenses = typed ?? DEFAULT_LICENCES
	const who = { id: customer.id, name: customer.name }
	if (open.modal === LICENCE_MODAL.allocate) {
		const pool = await settle(request, () => getLicencePool(viewer.token, viewer.company.id))
		const poolSize = pool.ok ? pool.value : undefined
		return {
			modal: open.modal,
			customer: who,
			pool: poolSize ?? null,
			poolFailure: pool.ok ? null : pool.failure,
			licenses,
			result: typed === null ? null : verdict(new URLSearchParams({ licenses }), allocateLicencesSchema(poolSize)),
		}
	}
	const kind = purchaseKindOf(customer)
	const promotionCode = kind === 'first' ? (search.get('promotionCode') ?? '') : ''
	const orderNumber = search.get('orderNumber') ?? ''
	const lookup = await lookUpCustomerPrice(viewer, request, { customerId: customer.id, kind, licenses, promotionCode })
	return {
		modal: open.modal,
		customer: who,
		kind,
		licenses,
		promotionCode,
		orderNumber,
		result: typed === null ? null : verdict(new URLSearchParams({ licenses, promotionCode, orderNumber }), BuyLicencesSchema),
		price: lookup.price,
		priceFailure: lookup.failure,
		constraint: getZodConstraint(BuyLicencesSchema),
	}
}

/**
 * The price of a typed buy (the dialog's first draw and its live price): a bad count gets its
 * messages and no gateway call; the customer id is checked by the gateway (403 outside the tree).
 */
export async function lookUpCustomerPrice(
	viewer: Viewer,
	request: Request,
	input: { customerId: string; kind: PurchaseKind; licenses: string; promotionCode: string },
): Promise<PriceLookup> {
	const base = { licenses: input.licenses, promotionCode: input.promotionCode }
	const submission = parseSubmission(new URLSearchParams({ licenses: input.licenses }), BuyLicencesSchema)
	if (submission.status !== 'success') {
		return { ...base, price: null, errors: submission.error?.licenses ?? null, failure: null }
	}
	const calculation = await settle(request, () =>
		calculateCustomerPrice(viewer.token, {
			channel: channelOf(viewer),
			kind: input.kind,
			companyId: viewer.company.id,
			customerId: input.customerId,
			licensesNumber: Number(submission.value.licenses),
			promotionCode: input.promotionCode.trim() || undefined,
		}),
	)
	return calculation.ok
		? { ...base, price: priceTexts(calculation.value), errors: null, failure: null }
		: { ...base, price: null, errors: null, failure: calculation.failure }
}

export function priceTexts(calculation: PriceCalculation): PriceTexts {
	const money = (cents: number) => centsLabel(cents, calculation.currency)
	return {
		licenses: calculation.licensesNumber,
		unitPrice: money(calculation.unitPrice),
		subtotal: money(calculation.subtotal),
		discount: money(calculation.discount),
		total: money(calculation.total),
		hasDiscount: calculation.discount > 0,
		promotionCode: calculation.promotionCode,
		promotionCodeValid: calculation.promotionCodeValid,
	}
}

// ─── The partner's own purchase (Buy Licenses on the transactions pages) ─────

export type PurchaseDialogData = {
	seats: string
	method: PurchaseMethod
	coupon: string
	/** INVOICE only for a company with pay by invoice; DISTRIBUTOR_CREDIT always. */
	methods: PurchaseMethod[]
	result: SubmissionResult<string[]> | null
}

/** The methods the partner may pay its own purchase with (spec 1 §6 "pay by invoice" company flag). */
export function purchaseMethodsOf(viewer: Viewer): PurchaseMethod[] {
	return PURCHASE_METHODS.filter((method) => method !== 'INVOICE' || viewer.company.features.hasPayByInvoiceAccess)
}

/** The purchase dialog's data when the URL opens it (`?modal=buyPartnerLicences`), with what was typed. */
export function loadPurchaseDialog(viewer: Viewer, url: URL): PurchaseDialogData | null {
	const search = url.searchParams
	if (!isPurchaseModal(search)) return null
	const methods = purchaseMethodsOf(viewer)
	const typedSeats = search.get('seats')
	const seats = typedSeats ?? DEFAULT_LICENCES
	const typedMethod = methods.find((method) => method === search.get('method'))
	const coupon = search.get('coupon') ?? ''
	return {
		seats,
		method: typedMethod ?? methods[0]!,
		coupon,
		methods,
		result:
			typedSeats === null
				? null
				: verdict(new URLSearchParams({ seats, method: typedMethod ?? methods[0]!, coupon }), PartnerPurchaseSchema),
	}
}

// ─── Helpers ─────────────────────────────────────────────────────────────────

/** The messages of values brought back in the URL, or null when they pass. */
function verdict(values: URLSearchParams, schema: Parameters<typeof parseSubmission>[1]): SubmissionResult<string[]> | null {
	const submission = parseSubmission(values, schema)
	return submission.status === 'success' ? null : submission.reply()
}
