/** What loadLicenceDialog hands the licence dialogs, for the route test (what it loads) and the dialog test (what it draws). */
import { priceTexts, type AllocateDialogData, type BuyDialogData } from './licence-dialog.server.ts'

/** The price texts of `licenses` at $15.00 a licence, less `discount` cents. */
export const licencePrice = (licenses: number, discount = 0) =>
	priceTexts({
		licensesNumber: licenses,
		unitPrice: 1500,
		subtotal: 1500 * licenses,
		discount,
		total: 1500 * licenses - discount,
		currency: 'USD',
		promotionCode: null,
		promotionCodeValid: false,
	})

/** Allocate for Contoso from a pool of 30, one licence typed, nothing posted yet. */
export const allocateDialogData = (overrides: Partial<AllocateDialogData> = {}): AllocateDialogData => ({
	modal: 'allocateLicences',
	customer: { id: 'cmp_contoso', name: 'Contoso' },
	pool: 30,
	poolFailure: null,
	licenses: '1',
	result: null,
	...overrides,
})

/** A first buy for Fabrikam, one licence priced, nothing posted yet. */
export const buyDialogData = (overrides: Partial<BuyDialogData> = {}): BuyDialogData => ({
	modal: 'buyLicences',
	customer: { id: 'cmp_fabrikam', name: 'Fabrikam' },
	kind: 'first',
	licenses: '1',
	promotionCode: '',
	orderNumber: '',
	result: null,
	price: licencePrice(1),
	priceFailure: null,
	constraint: {},
	...overrides,
})
