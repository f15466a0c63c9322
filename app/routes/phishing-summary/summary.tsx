import { useLocation } from 'react-router'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { metaTranslator, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { isEmptyReport, ReportBody, ReportTabs } from '#app/routes/phishing-simulation-report/report-body.tsx'
import { CsvDownload } from '#app/routes/phishing-simulation-report/report-tables.tsx'
import { downloadHref, SUMMARY_REPORT_TABS, summaryTabPath } from '#app/routes/phishing-simulation-report/report-url.ts'
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
	const isEmpty = isEmptyReport(data)
	return (
		<PageLayout>
			<PageHeader
				title={t('summaryTitle')}
				description={t('summaryDescription')}
				actions={<CsvDownload href={downloadHref(summaryTabPath(tab), location.search)} disabled={isEmpty} />}
			>
				<LoadFailures failures={loaderData.failures} namespace="phishingSimulationReport" />
				<ReportTabs tabs={SUMMARY_REPORT_TABS} current={tab} pathOf={summaryTabPath} search={location.search} />
			</PageHeader>
			<ReportBody
				data={data}
				filters={loaderData.filters}
				choices={loaderData.choices}
				isFiltered={loaderData.isFiltered}
				recipientsPath={summaryTabPath('recipients')}
				campaignsCount={loaderData.campaignsCount}
			/>
		</PageLayout>
	)
}
