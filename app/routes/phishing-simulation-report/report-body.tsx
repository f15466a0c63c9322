import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { CampaignReportTab, SummaryReportTab } from '#server/shared/phishing-simulation.ts'
import { ReportFilterForm } from './report-filters.tsx'
import { ReportOverview } from './report-overview.tsx'
import { ReportTableView } from './report-tables.tsx'
import { tabHref } from './report-url.ts'
import type { loadSummaryReport } from './report.server.ts'
import type { ComponentProps } from 'react'

// What a campaign's report and the phishing summary draw alike: the tab links (the filters travel with
// them) and, under the filter form, the tab's overview or table.

type ReportData = Awaited<ReturnType<typeof loadSummaryReport>>['data']

/** Whether the tab has nothing to download (its CSV link is then disabled). */
export function isEmptyReport(data: ReportData): boolean {
	return data.kind === 'overview' ? !data.overview || data.overview.data.funnel.sent === 0 : data.table.total === 0
}

export function ReportTabs<Tab extends CampaignReportTab | SummaryReportTab>({
	tabs,
	current,
	pathOf,
	search,
}: {
	tabs: readonly Tab[]
	current: Tab
	pathOf: (tab: Tab) => string
	search: string
}) {
	const { t } = useTranslation('phishingSimulationReport')
	return (
		<TabNav aria-label={t('tabs.label')} data-testid="report-tabs">
			{tabs.map((name) => (
				<TabNavLink key={name} to={tabHref(pathOf(name), search)} active={name === current}>
					{t(`tabs.${name}`)}
				</TabNavLink>
			))}
		</TabNav>
	)
}

export function ReportBody({
	data,
	filters,
	choices,
	isFiltered,
	recipientsPath,
	campaignsCount,
}: {
	data: ReportData
	filters: ComponentProps<typeof ReportFilterForm>['filters']
	choices: ComponentProps<typeof ReportFilterForm>['choices']
	isFiltered: boolean
	/** Where a department, group or round row's link to its recipients goes. */
	recipientsPath: string
	/** The summary's number of campaigns (null on a campaign's report). */
	campaignsCount: number | null
}) {
	return (
		<>
			<ReportFilterForm filters={filters} choices={choices} />
			{data.kind === 'overview' ? (
				data.overview ? (
					<ReportOverview overview={data.overview.data} charts={data.overview.charts} campaignsCount={campaignsCount} />
				) : null
			) : (
				<ReportTableView table={data.table} isFiltered={isFiltered} recipientsPath={recipientsPath} />
			)}
		</>
	)
}
