import { Outlet } from 'react-router'
import { PageLayout } from '#app/components/page-layout.tsx'
import { pageTitle } from '#app/i18n/react.tsx'
import { requirePartner } from '../guard.server.ts'
import { TransactionsHeader } from './transactions-header.tsx'
import { loadTransactionsHeader } from './transactions.server.ts'
import type { Route } from './+types/layout'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'partnerBilling:title')

/** A partner that is neither reseller nor sub-reseller (spec 2 §2); not the console integration, whose partner transactions are hidden (spec 2 §6). */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requirePartner(args, 'neither', { noConsoleIntegration: true })
	return loadTransactionsHeader(viewer, args.request, args.url)
}

/** Transactions (spec 2 §2): the header with the pool and Buy Licenses, the Billing and License Allocations tabs, each a page. */
export default function TransactionsLayout({ loaderData }: Route.ComponentProps) {
	return (
		<PageLayout>
			<TransactionsHeader
				data={loaderData}
				tabs={{
					billing: { to: '/partner-portal/transactions/billing' },
					allocations: { to: '/partner-portal/transactions/license-allocations' },
				}}
			/>
			<Outlet />
		</PageLayout>
	)
}
