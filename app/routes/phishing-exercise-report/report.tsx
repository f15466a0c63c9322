import { useLocation } from 'react-router'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { BackLink, PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { metaTranslator, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { requireExerciseViewer } from '#app/routes/phishing-exercise/exercise-access.server.ts'
import { ReportFilterForm, StatsBar } from './report-filters.tsx'
import { CsvDownload, ReportTableView } from './report-tables.tsx'
import { closeDialogHref, downloadHref, REPORT_TABS, tabHref } from './report-url.ts'
import { loadReportPage, requireReportTab } from './report.server.ts'
import type { Route } from './+types/report'

// The row dialogs are a chunk of their own, fetched when the URL opens one.
const ReportDialogs = lazyPanel('PhishingExerciseReportDialogs', () => import('./report-dialogs.tsx').then((m) => m.ReportDialogs))

export const handle = textsHandle('phishing-exercise-report')

const EXERCISE_HOME = '/phishing-exercise'

/** The campaign's name as the page's title (spec 3 §2 "Title from the stats call's campaign.name"). */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
	const t = metaTranslator(matches)
	const title = t('phishingExerciseReport:title')
	return [{ title: loaderData?.name ? `${loaderData.name} · ${title}` : title }]
}

/** /phishing-exercise-report/{campaignId}/{tab} (spec 3 §2): the stats bar, the filters, the tab's table and a row's dialog. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireExerciseViewer(args)
	const { campaignId, tab } = requireReportTab(args.url, args.params)
	return loadReportPage(viewer, args.request, args.url, campaignId, tab, getLocale(args.context))
}

export default function PhishingExerciseReport({ loaderData }: Route.ComponentProps) {
	useAreaTexts('phishing-exercise-report')
	const { t } = useTranslation('phishingExerciseReport')
	const location = useLocation()
	const { campaignId, tab } = loaderData
	const back = <BackLink to={EXERCISE_HOME}>{t('back')}</BackLink>
	if (loaderData.state === 'postponed') {
		return (
			<PageLayout>
				{back}
				<PageHeader title={loaderData.name ?? t('title')} />
				<Alert data-testid="report-postponed">
					<AlertDescription>{t('postponed')}</AlertDescription>
				</Alert>
			</PageLayout>
		)
	}
	const { table, dialog } = loaderData
	return (
		<PageLayout>
			{back}
			<PageHeader
				title={loaderData.name ?? t('title')}
				actions={
					<CsvDownload
						href={downloadHref(campaignId, tab, location.search)}
						disabled={table.total === 0}
						label={t('exportCsv')}
						testId="report-download"
					/>
				}
			>
				<LoadFailures failures={loaderData.failures} namespace="phishingExerciseReport" />
				{loaderData.stats ? <StatsBar stats={loaderData.stats} /> : null}
				<TabNav aria-label={t('tabs.label')} data-testid="report-tabs">
					{REPORT_TABS.map((name) => (
						<TabNavLink key={name} to={tabHref(campaignId, name, location.search)} active={name === tab}>
							{t(`tabs.${name}`)}
						</TabNavLink>
					))}
				</TabNav>
			</PageHeader>
			<ReportFilterForm filters={loaderData.filters} departments={loaderData.departments} groups={loaderData.groups} />
			<ReportTableView campaignId={campaignId} table={table} isArchived={loaderData.isArchived} isFiltered={loaderData.isFiltered} />
			{dialog ? (
				<ReportDialogs dialog={dialog} campaignId={campaignId} tab={tab} closeHref={closeDialogHref(location.pathname, location.search)} />
			) : null}
		</PageLayout>
	)
}
