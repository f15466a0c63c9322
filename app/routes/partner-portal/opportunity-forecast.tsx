import { type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { ListingTable } from '#app/components/data-table/listing-table.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import { listResellerCustomers } from '#app/gateway/partner-portal.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { settle } from '#app/lib/gateway-results.server.ts'
import { numberFormat } from '#app/lib/number-format.ts'
import { parseTableQuery, redirectPastLastPage } from '#app/lib/table-query.ts'
import { customerListQuery, forecastTable, type ForecastColumn } from './customers-url.ts'
import { toCustomerView } from './customers.server.ts'
import { requirePartner } from './guard.server.ts'
import type { Route } from './+types/opportunity-forecast'
import type { CustomerView } from './customers-types.ts'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'partnerCustomers:forecast.title')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requirePartner(args, 'reseller')
	const { request, url } = args
	const query = parseTableQuery(forecastTable, url)
	const list = await settle(request, () => listResellerCustomers(viewer.token, viewer.company.id, customerListQuery(query, {})))
	if (!list.ok) return { rows: [] as CustomerView[], total: 0, failure: list.failure }
	redirectPastLastPage(forecastTable, url, query, list.value.pageInfo.totalItems)
	const lng = getLocale(args.context)
	return {
		rows: list.value.data.map((row) => toCustomerView(row, 'reseller', viewer.company.name, lng)),
		total: list.value.pageInfo.totalItems,
		failure: null,
	}
}

/** The opportunity forecast (spec 2 §2): the reseller's customers by deal probability and seats, sortable and paged. */
export default function OpportunityForecast({ loaderData }: Route.ComponentProps) {
	const { t, i18n } = useTranslation('partnerCustomers')
	const number = numberFormat(i18n.language)
	const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 })
	const columns: DataTableColumn<CustomerView, ForecastColumn>[] = [
		{ id: 'name', header: t('columns.name'), isRowHeader: true, cell: (row) => row.name },
		{
			id: 'dealProbability',
			header: t('columns.dealProbability'),
			sortBy: 'dealProbability',
			className: 'min-w-48',
			cell: (row) => <Probability value={row.dealProbability} label={percent.format(row.dealProbability / 100)} />,
		},
		{ id: 'seats', header: t('columns.seats'), sortBy: 'totalSeats', align: 'end', cell: (row) => number.format(row.totalSeats) },
		{
			id: 'licensingStatus',
			header: t('columns.licensingStatus'),
			cell: (row) => <StatusChip status={row.status}>{t(`licensingStatus.${row.status}`)}</StatusChip>,
		},
		{ id: 'expireDate', header: t('columns.expireDate'), cell: (row) => row.expireLabel ?? t('none') },
		{ id: 'email', header: t('columns.email'), cell: (row) => row.email ?? t('none') },
	]
	return (
		<PageLayout>
			<PageHeader title={t('forecast.title')} description={t('forecast.description')}>
				<LoadFailures failures={[loaderData.failure]} namespace="partnerCustomers" />
			</PageHeader>
			<ListingTable
				table={forecastTable}
				caption={t('forecast.caption')}
				search={t('forecast.search')}
				columns={columns}
				rows={loaderData.rows}
				total={loaderData.total}
			/>
		</PageLayout>
	)
}

/** The probability in words and as a bar (the bar is decoration: the percentage carries it). */
function Probability({ value, label }: { value: number; label: string }) {
	return (
		<span className="flex items-center gap-3" data-testid="deal-probability">
			<span className="w-10 text-end font-medium tabular-nums">{label}</span>
			<span aria-hidden="true" className="h-2 w-28 overflow-hidden rounded-full bg-muted">
				<span className="block h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
			</span>
		</span>
	)
}
