import { useLocation } from 'react-router'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { metaTranslator, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { ReportFilterForm } from '#app/routes/phishing-simulation-report/report-filters.tsx'
import { ReportOverview } from '#app/routes/phishing-simulation-report/report-overview.tsx'
import { CsvDownload, ReportTableView } from '#app/routes/phishing-simulation-report/report-tables.tsx'
import { downloadHref, SUMMARY_REPORT_TABS, summaryTabPath, tabHref } from '#app/routes/phishing-simulation-report/report-url.ts'
import { loadSummaryReport, requireReportViewer, requireSummaryTab } from '#app/routes/phishing-simulation-report/report.server.ts'
import type { Route } from './+types/summary'

export const handle = textsHandle('phishing-simulation-report')

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaTranslator(matches)
	return [{ title: t('phishingSimulationReport:summaryTitle') }]
}

/**
 * /reports/phishing-summary/{tab} (spec 3 §2): tabs overview, templates, recipients, departments,
 * groups, campaigns over every started simulation campaign of the company (archived and cloned ones
 * included), with the report filters (no rounds: they are a campaign's) and the campaign start date.
 */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireReportViewer(args)
	const tab = requireSummaryTab(args.url, args.params)
	return loadSummaryReport(viewer, args.request, args.url, tab, getLocale(args.context))
}

export default function PhishingSummary({ loaderData }: Route.ComponentProps) {
	useAreaTexts('phishing-simulation-report')
	const { t } = useTranslation('phishingSimulationReport')
	const location = useLocation()
	const { tab, data } = loaderData
	const isEmpty = data.kind === 'overview' ? !data.overview || data.overview.data.funnel.sent === 0 : data.table.total === 0
	return (
		<PageLayout>
			<PageHeader
				title={t('summaryTitle')}
				description={t('summaryDescription')}
				actions={<CsvDownload href={downloadHref(summaryTabPath(tab), location.search)} disabled={isEmpty} />}
			>
				<LoadFailures failures={loaderData.failures} namespace="phishingSimulationReport" />
				<TabNav aria-label={t('tabs.label')} data-testid="report-tabs">
					{SUMMARY_REPORT_TABS.map((name) => (
						<TabNavLink key={name} to={tabHref(summaryTabPath(name), location.search)} active={name === tab}>
							{t(`tabs.${name}`)}
						</TabNavLink>
					))}
				</TabNav>
			</PageHeader>
			<ReportFilterForm filters={loaderData.filters} choices={loaderData.choices} />
			{data.kind === 'overview' ? (
				data.overview ? (
					<ReportOverview overview={data.overview.data} charts={data.overview.charts} campaignsCount={loaderData.campaignsCount} />
				) : null
			) : (
				<ReportTableView table={data.table} isFiltered={loaderData.isFiltered} recipientsPath={summaryTabPath('recipients')} />
			)}
		</PageLayout>
	)
}
