import { Form, Link, useLocation } from 'react-router'
import { LOGIN_AS_COMPANY_INTENT } from '#app/auth/company-access.ts'
import type { BulkSelectionConfig } from '#app/components/data-table/bulk-actions.tsx'
import { type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { ListingTable } from '#app/components/data-table/listing-table.tsx'
import { IntentForm } from '#app/components/intent-form.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { StatusChip, type StatusTone } from '#app/components/ui/status-chip.tsx'
import type { AccessStatus, LicensingStatus } from '#app/gateway/partner-portal.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { numberFormat } from '#app/lib/number-format.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import {
	CUSTOMERS_INTENT,
	CUSTOMERS_MODAL,
	customersTable,
	type CustomersColumn,
	type CustomersPage,
	pageWithDialog,
	SELECTION_PARAMS,
} from './customers-url.ts'
import { licenceModalHref, LICENCE_MODAL } from './licences/modal.ts'
import type { CustomerView } from './customers-types.ts'
import type * as React from 'react'

const LICENSING_TONE: Record<LicensingStatus, StatusTone> = {
	BOOSTED: 'success',
	TRIAL_ACTIVE: 'info',
	FREE: 'neutral',
	UNREGISTERED: 'draft',
}
const ACCESS_TONE: Record<AccessStatus, StatusTone> = { AVAILABLE: 'success', REQUESTED: 'warning', NOT_AVAILABLE: 'neutral' }

/** Dense cells: the fifteen columns of spec 2 §3 stay readable and the table scrolls inside its own box. */
const DENSE = 'px-2 py-2 whitespace-nowrap'

/**
 * The customers table (spec 2 §3 "Partner customer table columns"): company name, parent company, deal
 * probability, seats, registration status, invited at, licensing status, standing, status, expire date,
 * licences, overage, access, email, created, and what the partner can do with each customer.
 */
export function CustomersTable({
	page,
	rows,
	total,
	isFiltered,
	toolbar,
	selection,
}: {
	page: CustomersPage
	rows: readonly CustomerView[]
	total: number
	isFiltered: boolean
	toolbar: React.ReactNode
	selection: BulkSelectionConfig
}) {
	const { t, i18n } = useTranslation('partnerCustomers')
	const number = numberFormat(i18n.language)
	const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 })
	const none = <span className="text-muted-foreground">{t('none')}</span>
	const columns: DataTableColumn<CustomerView, CustomersColumn>[] = [
		{
			id: 'name',
			header: t('columns.name'),
			sortBy: 'name',
			isRowHeader: true,
			className: 'min-w-40 px-2 py-2',
			cell: (row) => (
				<span className="inline-flex flex-wrap items-center gap-1.5">
					<span data-testid="customer-name">{row.name}</span>
					{row.type ? <Badge variant="info">{t(`customerType.${row.type}`)}</Badge> : null}
				</span>
			),
		},
		{ id: 'parentCompany', header: t('columns.parentCompany'), className: DENSE, cell: (row) => row.parentCompanyName ?? none },
		{
			id: 'dealProbability',
			header: t('columns.dealProbability'),
			sortBy: 'dealProbability',
			align: 'end',
			className: DENSE,
			cell: (row) => percent.format(row.dealProbability / 100),
		},
		{
			id: 'seats',
			header: t('columns.seats'),
			sortBy: 'totalSeats',
			align: 'end',
			className: DENSE,
			cell: (row) => number.format(row.totalSeats),
		},
		{
			id: 'registration',
			header: t('columns.registration'),
			className: DENSE,
			cell: (row) => (row.isRegistered ? t('registration.registered') : t('registration.invited')),
		},
		{ id: 'invitedAt', header: t('columns.invitedAt'), sortBy: 'invitedAt', className: DENSE, cell: (row) => row.invitedLabel ?? none },
		{
			id: 'licensingStatus',
			header: t('columns.licensingStatus'),
			sortBy: 'status',
			className: DENSE,
			cell: (row) => (
				<StatusChip status={row.status} tone={LICENSING_TONE[row.status]} data-testid="licensing-status">
					{t(`licensingStatus.${row.status}`)}
				</StatusChip>
			),
		},
		{
			id: 'standing',
			header: t('columns.standing'),
			className: DENSE,
			cell: (row) =>
				row.state === 'DISABLED' ? (
					<StatusChip status="SUSPENDED">
						{row.disabledLabel ? t('standing.suspendedSince', { date: row.disabledLabel }) : t('standing.DISABLED')}
					</StatusChip>
				) : (
					t('standing.ENABLED')
				),
		},
		{ id: 'status', header: t('columns.status'), className: DENSE, cell: (row) => <SubscriptionStatus row={row} /> },
		{ id: 'expireDate', header: t('columns.expireDate'), sortBy: 'expireDate', className: DENSE, cell: (row) => row.expireLabel ?? none },
		{
			id: 'licences',
			header: t('columns.licences'),
			align: 'end',
			className: DENSE,
			cell: (row) => (row.paidSeats === null ? none : number.format(row.paidSeats)),
		},
		{
			id: 'overage',
			header: t('columns.overage'),
			sortBy: 'overage',
			align: 'end',
			className: DENSE,
			cell: (row) => (row.overage > 0 ? <strong className="text-destructive">{number.format(row.overage)}</strong> : number.format(0)),
		},
		{
			id: 'access',
			header: t('columns.access'),
			className: DENSE,
			cell: (row) => (
				<StatusChip status={row.access} tone={ACCESS_TONE[row.access]} data-testid="access-status">
					{t(`access.${row.access}`)}
				</StatusChip>
			),
		},
		{ id: 'email', header: t('columns.email'), className: DENSE, cell: (row) => row.email ?? none },
		{ id: 'createdAt', header: t('columns.createdAt'), sortBy: 'createdAt', className: DENSE, cell: (row) => row.createdLabel ?? none },
		{
			id: 'actions',
			header: t('columns.actions'),
			className: 'px-2 py-2',
			cell: (row) => <RowActions row={row} page={page} />,
		},
	]
	return (
		<ListingTable
			table={customersTable}
			caption={t('caption')}
			toolbar={toolbar}
			columns={columns}
			rows={rows}
			total={total}
			isFiltered={isFiltered}
			selection={{
				...selection,
				name: SELECTION_PARAMS.customersIds,
				allSelectedName: SELECTION_PARAMS.isAllSelected,
				value: (row) => row.id,
				label: (row) => t('selectCustomer', { name: row.name }),
			}}
		/>
	)
}

function SubscriptionStatus({ row }: { row: CustomerView }) {
	const { t } = useTranslation('partnerCustomers')
	if (row.subscriptionStatus)
		return <StatusChip status={row.subscriptionStatus}>{t(`subscriptionStatus.${row.subscriptionStatus}`)}</StatusChip>
	if (row.trialStatus === 'ACTIVE') return <StatusChip status="IN_PROGRESS">{t('subscriptionStatus.trialActive')}</StatusChip>
	if (row.trialStatus === 'EXPIRED') return <StatusChip status="EXPIRED">{t('subscriptionStatus.trialExpired')}</StatusChip>
	return <span className="text-muted-foreground">{t('none')}</span>
}

/**
 * A row's actions, each a plain form or link: log in (access available), request access (not
 * available), resend the invite (not registered), the licence dialogs, and mark or unmark as
 * sub-reseller (a reseller's own customers).
 */
function RowActions({ row, page }: { row: CustomerView; page: CustomersPage }) {
	const { t } = useTranslation('partnerCustomers')
	const location = useLocation()
	const here = `${location.pathname}${location.search}`
	const resending = useIsPending({ intent: CUSTOMERS_INTENT.resendInvite, fields: { customerId: row.id } })
	const requesting = useIsPending({ intent: CUSTOMERS_INTENT.requestAccess, fields: { customerId: row.id } })
	const loggingIn = useIsPending({ formAction: '/login_as_company', fields: { companyId: row.id } })
	return (
		<div className="flex min-w-max flex-wrap items-center gap-1" data-testid="customer-actions">
			{row.access === 'AVAILABLE' ? (
				<Form method="post" action="/login_as_company">
					<input type="hidden" name="companyId" value={row.id} />
					<StatusButton
						type="submit"
						name="intent"
						value={LOGIN_AS_COMPANY_INTENT.enter}
						size="sm"
						className={linkClass}
						aria-label={t('actions.logInAs', { name: row.name })}
						pending={loggingIn}
					>
						{t('actions.logIn')}
					</StatusButton>
				</Form>
			) : null}
			{row.access === 'NOT_AVAILABLE' && row.isRegistered ? (
				<RowActionForm
					intent={CUSTOMERS_INTENT.requestAccess}
					customerId={row.id}
					label={t('actions.requestAccess')}
					aria-label={t('actions.requestAccessFor', { name: row.name })}
					pending={requesting}
				/>
			) : null}
			{!row.isRegistered ? (
				<RowActionForm
					intent={CUSTOMERS_INTENT.resendInvite}
					customerId={row.id}
					label={t('actions.resendInvite')}
					aria-label={t('actions.resendInviteTo', { name: row.name })}
					pending={resending}
				/>
			) : null}
			{row.isRegistered ? (
				<>
					<RowActionLink
						to={licenceModalHref(here, LICENCE_MODAL.allocate, row.id)}
						label={t('actions.allocate')}
						aria-label={t('actions.allocateTo', { name: row.name })}
					/>
					<RowActionLink
						to={licenceModalHref(here, LICENCE_MODAL.buy, row.id)}
						label={t('actions.buy')}
						aria-label={t('actions.buyFor', { name: row.name })}
					/>
				</>
			) : null}
			{page === 'reseller' && row.canMarkSubReseller ? (
				<RowActionLink
					to={pageWithDialog(location.pathname, location.search, CUSTOMERS_MODAL.markSubReseller, row.id)}
					label={t('actions.markSubReseller')}
					aria-label={t('actions.markSubResellerName', { name: row.name })}
				/>
			) : null}
			{page === 'reseller' && row.canUnmarkSubReseller ? (
				<RowActionLink
					to={pageWithDialog(location.pathname, location.search, CUSTOMERS_MODAL.unmarkSubReseller, row.id)}
					label={t('actions.unmarkSubReseller')}
					aria-label={t('actions.unmarkSubResellerName', { name: row.name })}
				/>
			) : null}
		</div>
	)
}

/** The row actions are compact, so a row stays one line high. */
const linkClass = 'h-7 px-2 text-xs'

/** A row's action that posts (request access, resend the invite): its own small form naming the customer. */
function RowActionForm({
	intent,
	customerId,
	label,
	pending,
	...props
}: {
	intent: string
	customerId: string
	label: string
	pending: boolean
	'aria-label': string
}) {
	return (
		<IntentForm intent={intent}>
			<input type="hidden" name="customerId" value={customerId} />
			<StatusButton type="submit" variant="outline" size="sm" className={linkClass} pending={pending} {...props}>
				{label}
			</StatusButton>
		</IntentForm>
	)
}

/** A row's action that opens a dialog on this page (licences, sub-reseller). */
function RowActionLink({ to, label, ...props }: { to: string; label: string; 'aria-label': string }) {
	return (
		<Button asChild variant="ghost" size="sm" className={linkClass}>
			<Link to={to} preventScrollReset {...props}>
				{label}
			</Link>
		</Button>
	)
}
