import { type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { ListingTable } from '#app/components/data-table/listing-table.tsx'
import { InvoiceFiltersForm } from '#app/components/invoice-filters.tsx'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { invoicesTable, type InvoicesColumn } from './billing-url.ts'
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
		<ListingTable
			table={invoicesTable}
			caption={t('invoices.title')}
			search={t('invoices.search')}
			toolbar={<InvoiceFiltersForm textsAt="licensing:invoices" />}
			columns={columns}
			rows={rows}
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
