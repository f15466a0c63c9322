import { useId } from 'react'
import { Form, Link, useLocation, useNavigate } from 'react-router'
import { DataTable, type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { SearchBox } from '#app/components/data-table/search-box.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { TABLE_PARAMS } from '#app/lib/table-query.ts'
import { cn } from '#app/lib/utils.ts'
import {
	INVOICE_FILTER_PARAM_NAMES,
	INVOICE_FILTER_PARAMS,
	INVOICE_STATUSES,
	invoicesTable,
	type InvoicesColumn,
	parseInvoiceFilters,
	PAYMENT_METHODS,
} from './billing-url.ts'
import type { InvoiceRow } from './billing.server.ts'

/**
 * Invoices and payment history (spec 2 §3 invoice columns, spec 1 §9 statuses and payment methods):
 * a URL-driven table (paging, sort, search) with the status and payment-method filters.
 */
export function InvoicesTable({ rows, total, isFiltered }: { rows: readonly InvoiceRow[]; total: number; isFiltered: boolean }) {
	const { t } = useTranslation('licensing')
	const columns: DataTableColumn<InvoiceRow, InvoicesColumn>[] = [
		{ id: 'number', header: t('invoices.columns.number'), isRowHeader: true, cell: (invoice) => invoice.number },
		{
			id: 'invoiceDate',
			header: t('invoices.columns.invoiceDate'),
			sortBy: 'invoiceDate',
			cell: (invoice) => invoice.invoiceDateLabel ?? <NoValue />,
		},
		{
			id: 'amount',
			header: t('invoices.columns.amount'),
			sortBy: 'amount',
			align: 'end',
			cell: (invoice) => invoice.amountLabel,
		},
		{ id: 'seats', header: t('invoices.columns.seats'), align: 'end', cell: (invoice) => invoice.purchasedSeats },
		{
			id: 'status',
			header: t('invoices.columns.status'),
			sortBy: 'status',
			cell: (invoice) => <StatusChip status={invoice.status}>{t(`invoices.status.${invoice.status}`)}</StatusChip>,
		},
		{
			id: 'paymentMethod',
			header: t('invoices.columns.paymentMethod'),
			cell: (invoice) =>
				invoice.paymentMethod === 'CREDIT_CARD' && invoice.last4
					? t('invoices.cardEnding', { last4: invoice.last4 })
					: t(`invoices.paymentMethod.${invoice.paymentMethod}`),
		},
		{
			id: 'dueDate',
			header: t('invoices.columns.dueDate'),
			sortBy: 'dueDate',
			cell: (invoice) => invoice.dueDateLabel ?? <NoValue />,
		},
		{
			id: 'paidDate',
			header: t('invoices.columns.paidDate'),
			sortBy: 'paidDate',
			cell: (invoice) => invoice.paidDateLabel ?? <span className="text-muted-foreground">{t('invoices.notPaid')}</span>,
		},
	]
	return (
		<DataTable
			table={invoicesTable}
			caption={t('invoices.title')}
			hideCaption
			toolbar={
				<>
					<SearchBox label={t('invoices.search')} placeholder={t('invoices.search')} />
					<InvoiceFilters />
				</>
			}
			columns={columns}
			rows={rows}
			rowKey={(invoice) => invoice.id}
			total={total}
			isFiltered={isFiltered}
			paginationLabel={t('invoices.pagination')}
		/>
	)
}

function NoValue() {
	const { t } = useTranslation('licensing')
	return <span className="text-muted-foreground">{t('none')}</span>
}

/**
 * Status and payment method as a plain GET form: applying starts again at the first page and keeps
 * the search, sort and page size. One status at a time here; the URL takes several (repeated).
 */
function InvoiceFilters() {
	const { t } = useTranslation('licensing')
	const location = useLocation()
	const navigate = useNavigate()
	const id = useId()
	const filters = parseInvoiceFilters(new URLSearchParams(location.search))
	const dropped = [...INVOICE_FILTER_PARAM_NAMES, TABLE_PARAMS.pageNumber]
	const clear = new URLSearchParams(location.search)
	for (const name of dropped) clear.delete(name)
	const clearHref = `${location.pathname}${clear.size ? `?${clear}` : ''}`
	const active = filters.invoiceStatus.length > 0 || filters.paymentMethod !== null
	return (
		<Form
			// Keyed by the URL so the selects show the applied filters after back/forward.
			key={location.search}
			method="get"
			action={location.pathname}
			preventScrollReset
			className="flex flex-wrap items-end gap-3"
			data-testid="invoice-filters"
			onSubmit={(event) => {
				// With JavaScript the address leaves out the filters set to 'All' (without it they arrive empty and are ignored).
				event.preventDefault()
				const params = new URLSearchParams()
				for (const [name, value] of new FormData(event.currentTarget))
					if (typeof value === 'string' && value !== '') params.append(name, value)
				void navigate(`${location.pathname}${params.size ? `?${params}` : ''}`, { preventScrollReset: true })
			}}
		>
			<HiddenParams search={location.search} exclude={dropped} />
			<div className="grid gap-1">
				<label htmlFor={`${id}-status`} className="text-xs text-muted-foreground">
					{t('invoices.filters.status')}
				</label>
				<NativeSelect
					id={`${id}-status`}
					name={INVOICE_FILTER_PARAMS.status}
					defaultValue={filters.invoiceStatus.length === 1 ? filters.invoiceStatus[0] : ''}
					className="w-44"
				>
					<option value="">{t('invoices.filters.all')}</option>
					{INVOICE_STATUSES.map((status) => (
						<option key={status} value={status}>
							{t(`invoices.status.${status}`)}
						</option>
					))}
				</NativeSelect>
			</div>
			<div className="grid gap-1">
				<label htmlFor={`${id}-method`} className="text-xs text-muted-foreground">
					{t('invoices.filters.paymentMethod')}
				</label>
				<NativeSelect
					id={`${id}-method`}
					name={INVOICE_FILTER_PARAMS.paymentMethod}
					defaultValue={filters.paymentMethod ?? ''}
					className="w-48"
				>
					<option value="">{t('invoices.filters.all')}</option>
					{PAYMENT_METHODS.map((method) => (
						<option key={method} value={method}>
							{t(`invoices.paymentMethod.${method}`)}
						</option>
					))}
				</NativeSelect>
			</div>
			<Button type="submit" variant="outline">
				{t('invoices.filters.apply')}
			</Button>
			{active ? (
				<Link to={clearHref} preventScrollReset className={cn(buttonVariants({ variant: 'ghost' }))}>
					{t('invoices.filters.clear')}
				</Link>
			) : null}
		</Form>
	)
}
