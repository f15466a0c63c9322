import { useLocation } from 'react-router'
import { PageLayout } from '#app/components/page-layout.tsx'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle } from '#app/i18n/react.tsx'
import { channelOf, requirePartner } from './guard.server.ts'
import { TransactionsHeader } from './transactions/transactions-header.tsx'
import { AllocationsTable, TransactionsTable } from './transactions/transactions-table.tsx'
import { ALLOCATIONS_TAB, isAllocationsTab, TAB_PARAM } from './transactions/transactions-url.ts'
import { loadAllocations, loadTransactions, loadTransactionsHeader, sendInvoiceAction } from './transactions/transactions.server.ts'
import type { Route } from './+types/reseller-transactions'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'partnerBilling:title')

/**
 * /partner-portal/reseller/transactions (a reseller) and /partner-portal/subreseller/transactions (a
 * sub-reseller), one module told apart by the URL; neither for the console integration (spec 2 §6).
 */
function guard(args: Route.LoaderArgs | Route.ActionArgs) {
	const page = args.url.pathname.startsWith('/partner-portal/subreseller/') ? 'subreseller' : 'reseller'
	return requirePartner(args, page, { noConsoleIntegration: true })
}

/**
 * The header (pool, Buy Licenses) and the tab the URL asks for: the transactions (GET …/resellers/
 * transactions or …/subresellers/…/transactions), or the licence allocation log (`?tab=allocations`).
 */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await guard(args)
	const lng = getLocale(args.context)
	const allocations = isAllocationsTab(args.url.searchParams)
	const [header, transactions, allocationLog] = await Promise.all([
		loadTransactionsHeader(viewer, args.request, args.url),
		allocations ? null : loadTransactions(viewer, args.request, args.url, lng, channelOf(viewer)),
		allocations ? loadAllocations(viewer, args.request, args.url, lng) : null,
	])
	return { header, transactions, allocations: allocationLog }
}

/** A row's Send invoice. */
export async function action(args: Route.ActionArgs) {
	const viewer = await guard(args)
	return sendInvoiceAction(viewer, args.request, args.url)
}

/** Transactions (spec 2 §2): the header with the pool and Buy Licenses, then the tab's table. */
export default function ResellerTransactions({ loaderData }: Route.ComponentProps) {
	const { header, transactions, allocations } = loaderData
	const { pathname } = useLocation()
	return (
		<PageLayout>
			<TransactionsHeader
				data={header}
				tabs={{
					billing: { to: pathname, active: allocations === null },
					allocations: { to: `${pathname}?${TAB_PARAM}=${ALLOCATIONS_TAB}`, active: allocations !== null },
				}}
			/>
			{transactions ? <TransactionsTable data={transactions} /> : null}
			{allocations ? <AllocationsTable data={allocations} /> : null}
		</PageLayout>
	)
}
