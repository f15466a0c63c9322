/**
 * The licence dialogs' URL state (`?modal=allocateLicences&customerId=…`), opened from a customers
 * table row so they work without JavaScript. Pure: the loader and the page read the same URL.
 */
export const LICENCE_MODAL = { allocate: 'allocateLicences', buy: 'buyLicences' } as const
export type LicenceModal = (typeof LICENCE_MODAL)[keyof typeof LICENCE_MODAL]
export const LICENCE_MODAL_PARAMS = ['modal', 'customerId', 'licenses', 'promotionCode'] as const

export function parseLicenceModal(search: URLSearchParams): { modal: LicenceModal; customerId: string } | null {
	const modal = search.get('modal')
	const customerId = search.get('customerId')
	if (!customerId || (modal !== LICENCE_MODAL.allocate && modal !== LICENCE_MODAL.buy)) return null
	return { modal, customerId }
}

/** `path` (the customers page with its query) with a licence dialog open for `customerId`. */
export function licenceModalHref(path: string, modal: LicenceModal, customerId: string): string {
	const url = new URL(path, 'http://origin.invalid')
	for (const name of LICENCE_MODAL_PARAMS) url.searchParams.delete(name)
	url.searchParams.set('modal', modal)
	url.searchParams.set('customerId', customerId)
	return `${url.pathname}${url.search}`
}
