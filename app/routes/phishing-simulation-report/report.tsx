import { useLocation } from 'react-router'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { BackLink, PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { metaTranslator, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { isEmptyReport, ReportBody, ReportTabs } from './report-body.tsx'
import { CampaignSummaryLine } from './report-header.tsx'
import { CsvDownload } from './report-tables.tsx'
import { CAMPAIGN_REPORT_TABS, campaignTabPath, downloadHref, SIMULATION_HOME } from './report-url.ts'
import { loadCampaignReport, requireCampaignTab, requireReportViewer } from './report.server.ts'
import type { Route } from './+types/report'

export const handle = textsHandle('phishing-simulation-report')

/** The campaign's name as the page's title. */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
	const t = metaTranslator(matches)
	const title = t('phishingSimulationReport:title')
	const name = loaderData?.header?.name
	return [{ title: name ? `${name} · ${title}` : title }]
}

/**
 * /phishing-simulation/reports/{campaignId}/{tab} (spec 3 §2): tabs overview, recipients, templates,
 * departments, groups, rounds; the header with the campaign's name, status and schedule; the filters
 * in the URL; "Download CSV" of the tab.
 */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireReportViewer(args)
	const { campaignId, tab } = requireCampaignTab(args.url, args.params)
	return loadCampaignReport(viewer, args.request, args.url, campaignId, tab, getLocale(args.context))
}

export default function PhishingSimulationReport({ loaderData }: Route.ComponentProps) {
	useAreaTexts('phishing-simulation-report')
	const { t } = useTranslation('phishingSimulationReport')
	const location = useLocation()
	const { campaignId, tab, header } = loaderData
	const back = <BackLink to={SIMULATION_HOME}>{t('back')}</BackLink>
	if (loaderData.state === 'notStarted') {
		return (
			<PageLayout>
				{back}
				<PageHeader title={header?.name ?? t('title')}>{header ? <CampaignSummaryLine header={header} /> : null}</PageHeader>
				<Alert data-testid="report-not-started">
					<AlertDescription>{t('notStarted')}</AlertDescription>
				</Alert>
			</PageLayout>
		)
	}
	const { data } = loaderData
	const tabPath = campaignTabPath(campaignId, tab)
	const isEmpty = isEmptyReport(data)
	return (
		<PageLayout>
			{back}
			<PageHeader
				title={header?.name ?? t('title')}
				actions={<CsvDownload href={downloadHref(tabPath, location.search)} disabled={isEmpty} />}
			>
				{header ? <CampaignSummaryLine header={header} /> : null}
				<LoadFailures failures={loaderData.failures} namespace="phishingSimulationReport" />
				<ReportTabs
					tabs={CAMPAIGN_REPORT_TABS}
					current={tab}
					pathOf={(name) => campaignTabPath(campaignId, name)}
					search={location.search}
				/>
			</PageHeader>
			<ReportBody
				data={data}
				filters={loaderData.filters}
				choices={loaderData.choices}
				isFiltered={loaderData.isFiltered}
				recipientsPath={campaignTabPath(campaignId, 'recipients')}
				campaignsCount={null}
			/>
		</PageLayout>
	)
}
