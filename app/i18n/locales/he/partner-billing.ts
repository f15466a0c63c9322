import type { Texts } from '../../namespaces.ts'

/** Texts of the partner portal's licences, transactions and licence allocations (keys as in ../en/partner-billing.ts). */
export default {
	title: 'עסקאות',
} satisfies Texts<'partnerBilling'>
