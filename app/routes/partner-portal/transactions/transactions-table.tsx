import { type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { ListingTable } from '#app/components/data-table/listing-table.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { IntentForm } from '#app/components/intent-form.tsx'
import { InvoiceFiltersForm } from '#app/components/invoice-filters.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import {
	allocationsTable,
	type AllocationsColumn,
	transactionsTable,
	type TransactionsColumn,
	TRANSACTIONS_INTENT,
} from './transactions-url.ts'
import type { AllocationRow, AllocationsData, TransactionRow, TransactionsData } from './transactions.server.ts'

/** Money and dates stay on one line; the table scrolls sideways instead. */
const NO_WRAP = 'whitespace-nowrap'

/**
 * The transactions table (spec 2 §3 transaction columns: customer, buyer, licences, subtotal,
 * discount, withdrawal, amount due, status, method, dates, admin, order number) with its search and
 * invoice filters (several statuses at once, a payment method), and Send invoice on the rows that can.
 */
export function TransactionsTable({ data }: { data: TransactionsData }) {
	const { t } = useTranslation('partnerBilling')
	const dash = (value: string | null) => value ?? <NoValue />
	const columns: DataTableColumn<TransactionRow, TransactionsColumn>[] = [
		{
			id: 'customer',
			header: t('transactions.columns.customer'),
			sortBy: 'customerName',
			isRowHeader: true,
			cell: (row) => row.customerName,
		},
		{ id: 'buyer', header: t('transactions.columns.buyer'), cell: (row) => row.buyerName },
		{ id: 'licenses', header: t('transactions.columns.licenses'), sortBy: 'licenses', align: 'end', cell: (row) => row.licenses },
		{ id: 'subtotal', className: NO_WRAP, header: t('transactions.columns.subtotal'), align: 'end', cell: (row) => row.subtotal },
		{ id: 'discount', className: NO_WRAP, header: t('transactions.columns.discount'), align: 'end', cell: (row) => row.discount },
		{ id: 'withdrawal', className: NO_WRAP, header: t('transactions.columns.withdrawal'), align: 'end', cell: (row) => row.withdrawal },
		{
			id: 'amountDue',
			className: NO_WRAP,
			header: t('transactions.columns.amountDue'),
			sortBy: 'amountDue',
			align: 'end',
			cell: (row) => row.amountDue,
		},
		{
			id: 'status',
			header: t('transactions.columns.status'),
			sortBy: 'status',
			cell: (row) => <StatusChip status={row.status}>{t(`transactions.status.${row.status}`)}</StatusChip>,
		},
		{ id: 'method', header: t('transactions.columns.method'), cell: (row) => t(`transactions.paymentMethod.${row.method}`) },
		{
			id: 'createdAt',
			className: NO_WRAP,
			header: t('transactions.columns.createdAt'),
			sortBy: 'createdAt',
			cell: (row) => dash(row.createdAt),
		},
		{ id: 'dueDate', className: NO_WRAP, header: t('transactions.columns.dueDate'), cell: (row) => dash(row.dueDate) },
		{
			id: 'paidDate',
			className: NO_WRAP,
			header: t('transactions.columns.paidDate'),
			cell: (row) => row.paidDate ?? <span className="text-muted-foreground">{t('transactions.notPaid')}</span>,
		},
		{ id: 'admin', header: t('transactions.columns.admin'), cell: (row) => row.adminName },
		{ id: 'orderNumber', header: t('transactions.columns.orderNumber'), cell: (row) => dash(row.orderNumber) },
		{
			id: 'actions',
			header: <span className="sr-only">{t('transactions.columns.actions')}</span>,
			cell: (row) => (row.canSendInvoice ? <SendInvoiceButton row={row} /> : null),
		},
	]
	return (
		<div className="grid gap-3" data-testid="transactions">
			<FailureAlert t={t} failure={data.failure} />
			<ListingTable
				table={transactionsTable}
				caption={t('transactions.title')}
				search={t('transactions.search')}
				toolbar={<InvoiceFiltersForm severalStatuses data-testid="transaction-filters" textsAt="partnerBilling:transactions" />}
				columns={columns}
				rows={data.rows}
				total={data.total}
				isFiltered={data.isFiltered}
				paginationLabel={t('transactions.pagination')}
			/>
		</div>
	)
}

/** Send invoice: a post of the row's transaction to the page's own action. */
function SendInvoiceButton({ row }: { row: TransactionRow }) {
	const { t } = useTranslation('partnerBilling')
	const pending = useIsPending({ intent: TRANSACTIONS_INTENT.sendInvoice, fields: { transactionId: row.id } })
	return (
		<IntentForm intent={TRANSACTIONS_INTENT.sendInvoice}>
			<input type="hidden" name="transactionId" value={row.id} />
			<StatusButton
				type="submit"
				size="sm"
				variant="outline"
				pending={pending}
				aria-label={t('transactions.sendInvoiceTo', { customer: row.customerName })}
				className="whitespace-nowrap"
			>
				{t('transactions.sendInvoice')}
			</StatusButton>
		</IntentForm>
	)
}

/** The licence allocation log (spec 2 §3: company name, number of licences, allocated by, date). */
export function AllocationsTable({ data }: { data: AllocationsData }) {
	const { t } = useTranslation('partnerBilling')
	const columns: DataTableColumn<AllocationRow, AllocationsColumn>[] = [
		{
			id: 'companyName',
			header: t('allocations.columns.companyName'),
			sortBy: 'companyName',
			isRowHeader: true,
			cell: (row) => row.companyName,
		},
		{ id: 'licenses', header: t('allocations.columns.licenses'), sortBy: 'licenses', align: 'end', cell: (row) => row.licenses },
		{ id: 'allocatedBy', header: t('allocations.columns.allocatedBy'), cell: (row) => row.allocatedBy },
		{ id: 'date', header: t('allocations.columns.date'), sortBy: 'date', cell: (row) => row.date ?? <NoValue /> },
	]
	return (
		<div className="grid gap-3" data-testid="allocations">
			<FailureAlert t={t} failure={data.failure} />
			<ListingTable
				table={allocationsTable}
				caption={t('allocations.title')}
				search={t('allocations.search')}
				columns={columns}
				rows={data.rows}
				total={data.total}
				paginationLabel={t('allocations.pagination')}
			/>
		</div>
	)
}

function NoValue() {
	const { t } = useTranslation('partnerBilling')
	return <span className="text-muted-foreground">{t('none')}</span>
}
