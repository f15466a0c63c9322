import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle } from '#app/i18n/react.tsx'
import { requirePartner } from '../guard.server.ts'
import { AllocationsTable } from './transactions-table.tsx'
import { loadAllocations } from './transactions.server.ts'
import type { Route } from './+types/license-allocations'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'partnerBilling:tabs.allocations', 'partnerBilling:title')

/** The licence allocation log (GET …/license_allocation/logs) as the URL asks. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requirePartner(args, 'neither', { noConsoleIntegration: true })
	return loadAllocations(viewer, args.request, args.url, getLocale(args.context))
}

/** License Allocations, the second tab of Transactions. */
export default function TransactionsLicenseAllocations({ loaderData }: Route.ComponentProps) {
	return <AllocationsTable data={loaderData} />
}
