import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle } from '#app/i18n/react.tsx'
import { requirePartner } from '../guard.server.ts'
import { TransactionsTable } from './transactions-table.tsx'
import { loadTransactions, sendInvoiceAction } from './transactions.server.ts'
import type { Route } from './+types/billing'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'partnerBilling:tabs.billing', 'partnerBilling:title')

/** The partner's transactions (GET /api/v1/partner-portal/transactions/{companyId}) as the URL asks. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requirePartner(args, 'neither', { noConsoleIntegration: true })
	return loadTransactions(viewer, args.request, args.url, getLocale(args.context), 'partner')
}

/** A row's Send invoice. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requirePartner(args, 'neither', { noConsoleIntegration: true })
	return sendInvoiceAction(viewer, args.request, args.url)
}

/** Billing, the default tab of Transactions. */
export default function TransactionsBilling({ loaderData }: Route.ComponentProps) {
	return <TransactionsTable data={loaderData} />
}
