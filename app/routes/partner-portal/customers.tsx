import { Link, useLocation } from 'react-router'
import { BulkButton, BulkDialogForm, useBulkSelection } from '#app/components/data-table/bulk-actions.tsx'
import { SearchBox } from '#app/components/data-table/search-box.tsx'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { pathWithDialog } from '#app/lib/modals.ts'
import { CustomerFilters } from './customers-filters.tsx'
import { CustomersTable } from './customers-table.tsx'
import {
	BULK_FORM_ID,
	CUSTOMER_PARAM,
	CUSTOMERS_MODAL,
	customersPageOf,
	MODAL_PARAM,
	pageWithDialog,
	pageWithoutDialog,
	SELECTION_PARAM_NAMES,
} from './customers-url.ts'
import { CUSTOMERS_GUARD, customersAction, loadCustomersPage } from './customers.server.ts'
import { requirePartner } from './guard.server.ts'
import { LICENCE_MODAL_PARAMS } from './licences/modal.ts'
import type { Route } from './+types/customers'
import type { CustomersReply } from './customers-types.ts'

// The dialogs (and conform with them) are a chunk of their own, fetched when the URL opens one.
const CustomersDialogs = lazyPanel('CustomersDialogs', () => import('./customers-dialogs.tsx').then((m) => m.CustomersDialogs))
const LicenceDialog = lazyPanel('LicenceDialog', () => import('./licences/licence-dialog.tsx').then((m) => m.LicenceDialog))

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'partnerCustomers:title')

/** One module, three routes (spec 2 §2): the path says whose customers, and so the wrapper and the list call. */
function pageOf(url: URL) {
	const page = customersPageOf(url.pathname)
	if (!page) throw new Response('Not Found', { status: 404 })
	return page
}

export async function loader(args: Route.LoaderArgs) {
	const page = pageOf(args.url)
	const viewer = await requirePartner(args, CUSTOMERS_GUARD[page])
	return loadCustomersPage(viewer, page, args.request, args.url, getLocale(args.context))
}

export async function action(args: Route.ActionArgs) {
	const page = pageOf(args.url)
	const viewer = await requirePartner(args, CUSTOMERS_GUARD[page])
	return customersAction(viewer, page, args.request, args.url)
}

/**
 * The partner's customers (spec 2 §2, §3): the table with every column and filter in the URL; invite
 * companies, edit the invite message, remove customers, resend invites, request access or log in,
 * mark sub-resellers, and open the licence dialogs. Every action is a form that works without JavaScript.
 */
export default function Customers({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation('partnerCustomers')
	const location = useLocation()
	const { page, rows, total, selection } = loaderData
	const bulk = useBulkSelection(BULK_FORM_ID, { values: selection.customersIds, isAllSelected: selection.isAllSelected })
	const closeHref = pageWithoutDialog(location.pathname, location.search)
	const licenceDialog = loaderData.licenceDialog
	return (
		<PageLayout>
			<PageHeader
				title={t('title')}
				description={t('description')}
				actions={
					<>
						<Button asChild variant="outline">
							<Link to={pageWithDialog(location.pathname, location.search, CUSTOMERS_MODAL.inviteMessage)} preventScrollReset>
								{t('actions.inviteMessage')}
							</Link>
						</Button>
						{loaderData.canInvite ? (
							<Button asChild>
								<Link to={pageWithDialog(location.pathname, location.search, CUSTOMERS_MODAL.invite)} preventScrollReset>
									{t('actions.invite')}
								</Link>
							</Button>
						) : null}
					</>
				}
			>
				<LoadFailures failures={loaderData.failures} namespace="partnerCustomers" />
			</PageHeader>
			{/* The bulk action's GET form: the rows' checkboxes and 'Select all' join it through their `form` attribute. */}
			<BulkDialogForm id={BULK_FORM_ID} exclude={[MODAL_PARAM, CUSTOMER_PARAM, ...SELECTION_PARAM_NAMES]} />
			<CustomerFilters page={page} subResellers={loaderData.subResellers} />
			<CustomersTable
				page={page}
				rows={rows}
				total={total}
				isFiltered={loaderData.isFiltered}
				toolbar={
					<>
						<SearchBox label={t('search')} placeholder={t('search')} />
						<BulkButton
							bulk={bulk}
							name={MODAL_PARAM}
							value={CUSTOMERS_MODAL.remove}
							className="ms-auto text-destructive hover:text-destructive"
							data-testid="remove-customers"
						>
							{t('actions.remove')}
						</BulkButton>
					</>
				}
				selection={bulk.selection}
			/>
			{loaderData.dialog ? (
				<CustomersDialogs dialog={loaderData.dialog} reply={actionData as CustomersReply | undefined} closeHref={closeHref} />
			) : null}
			{licenceDialog ? (
				<LicenceDialog
					data={licenceDialog}
					closeHref={pathWithDialog(`${location.pathname}${location.search}`, LICENCE_MODAL_PARAMS, {})}
				/>
			) : null}
		</PageLayout>
	)
}
