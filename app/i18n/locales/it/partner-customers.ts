import type { Texts } from '../../namespaces.ts'

/** Texts of the partner portal's customers, overview and opportunity forecast (keys as in ../en/partner-customers.ts). */
export default {
	title: 'Clienti',
} satisfies Texts<'partnerCustomers'>
