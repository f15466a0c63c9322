import { redirect } from 'react-router'
import { requireViewer, type Viewer } from '#app/auth/guards.server.ts'
import { isConsoleIntegration, isReseller, isSubReseller, SHELL_PATH } from '#app/auth/visibility.ts'
import type { PurchaseChannel } from '#app/gateway/partner-portal.server.ts'

/**
 * The partner portal's route wrappers (spec 2 §2): every page needs the partner flag; the reseller
 * pages a reseller, the sub-reseller pages a sub-reseller, My Customers and the transactions pages a
 * partner that is neither; some pages refuse the console integration. Anyone else goes to get-started.
 * While a partner is logged in as a customer the viewer's company is the customer, which is no
 * partner: the portal is out of reach until the partner goes back.
 */
export type PartnerPage = 'any' | 'reseller' | 'subreseller' | 'neither'

export async function requirePartner(
	args: Parameters<typeof requireViewer>[0],
	page: PartnerPage,
	options: { noConsoleIntegration?: boolean } = {},
): Promise<Viewer> {
	const viewer = await requireViewer(args)
	const { company } = viewer
	const reseller = isReseller(company)
	const subReseller = isSubReseller(company)
	const allowed =
		company.distribution.isPartner &&
		(page === 'any' ||
			(page === 'reseller' && reseller) ||
			(page === 'subreseller' && subReseller) ||
			(page === 'neither' && !reseller && !subReseller)) &&
		!(options.noConsoleIntegration && isConsoleIntegration(company))
	if (!allowed) throw redirect(SHELL_PATH.home)
	return viewer
}

/** Which purchase and transaction calls a partner uses (spec 2 §7). */
export function channelOf(viewer: Viewer): PurchaseChannel {
	return isSubReseller(viewer.company) ? 'subresellers' : 'resellers'
}
