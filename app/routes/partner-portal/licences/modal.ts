import { typedCount } from '#app/lib/count-stepper.ts'
import { pathWithDialog } from '#app/lib/modals.ts'

/**
 * The licence dialogs' URL state (`?modal=allocateLicences&customerId=…`), opened from a customers
 * table row so they work without JavaScript; `licenses`, `promotionCode` and `orderNumber` carry what
 * was typed back into the dialog (the price of "Calculate", a refused submit). Also the partner's own
 * purchase (`?modal=buyPartnerLicences`, the transactions pages). Pure: the loader and the page read
 * the same URL.
 */
export const LICENCE_MODAL = { allocate: 'allocateLicences', buy: 'buyLicences' } as const
export type LicenceModal = (typeof LICENCE_MODAL)[keyof typeof LICENCE_MODAL]
export const LICENCE_MODAL_PARAMS = ['modal', 'customerId', 'licenses', 'promotionCode', 'orderNumber'] as const
export type LicenceValues = { licenses?: string; promotionCode?: string; orderNumber?: string }

export function parseLicenceModal(search: URLSearchParams): { modal: LicenceModal; customerId: string } | null {
	const modal = search.get('modal')
	const customerId = search.get('customerId')
	if (!customerId || (modal !== LICENCE_MODAL.allocate && modal !== LICENCE_MODAL.buy)) return null
	return { modal, customerId }
}

/** `path` (the customers page with its query) with a licence dialog open for `customerId`, and what was typed in it. */
export function licenceModalHref(path: string, modal: LicenceModal, customerId: string, values: LicenceValues = {}): string {
	return pathWithDialog(path, LICENCE_MODAL_PARAMS, { modal, customerId, ...values })
}

/** The licence dialogs' resource route: their forms (POST) and the live price (GET). */
export const LICENCE_ACTION = '/partner-portal/licences'

/** The form a post comes from (a hidden field: conform's validation posts carry no submit button). */
export const LICENCE_DIALOG_FIELD = 'dialog'
export const LICENCE_DIALOG = { allocate: 'allocate', buy: 'buy', purchase: 'purchase' } as const

/** The submit buttons of the forms posting to LICENCE_ACTION (`intent`). */
export const LICENCE_INTENT = {
	allocate: 'allocate',
	/** A first buy for a customer (with a promotion code). */
	buy: 'buy',
	/** More licences for a customer whose subscription is ACTIVE, PAST_DUE or UNPAID. */
	upgrade: 'upgrade',
	/** Without JavaScript: back to the buy dialog with the price of what was typed. */
	calculate: 'calculate',
	/** The partner buys licences for its own pool. */
	purchase: 'purchase',
} as const

/**
 * The licence count's bounds (spec 2 §5, §9: at least 1, stepper step 50), repeated from the gateway
 * contract (PARTNER_MIN_LICENCES) because the browser cannot import a .server module.
 */
export const LICENCE_COUNT = { min: 1, step: 50 } as const
/** Whether a typed count passes (the schema's rules without zod, for what the dialogs draw on every keystroke). */
export function isLicenceCount(value: string): boolean {
	const n = typedCount(value)
	return n !== null && Number.isSafeInteger(n) && n >= LICENCE_COUNT.min
}

/** The longest promotion code, order number or coupon a form takes. */
export const LICENCE_TEXT_MAX = 100

/** The live price of a buy (the dialog's fetcher): GET LICENCE_ACTION with the typed values. */
export function priceLookupHref(input: { customerId: string; kind: 'first' | 'upgrade'; licenses: string; promotionCode: string }) {
	const params = new URLSearchParams({ customerId: input.customerId, kind: input.kind, licenses: input.licenses })
	if (input.kind === 'first' && input.promotionCode) params.set('promotionCode', input.promotionCode)
	return `${LICENCE_ACTION}?${params}`
}

/** The partner's own purchase (Buy Licenses on the transactions pages) and what was typed in it. */
export const PURCHASE_MODAL = 'buyPartnerLicences'
export const PURCHASE_PARAMS = ['modal', 'seats', 'method', 'coupon'] as const
export type PurchaseValues = { seats?: string; method?: string; coupon?: string }

export function isPurchaseModal(search: URLSearchParams): boolean {
	return search.get('modal') === PURCHASE_MODAL
}

/** `path` with the purchase dialog open (with what was typed), or closed when `open` is false. */
export function purchaseModalHref(path: string, open: boolean, values: PurchaseValues = {}): string {
	return pathWithDialog(path, PURCHASE_PARAMS, open ? { modal: PURCHASE_MODAL, ...values } : {})
}
