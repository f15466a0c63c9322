import { useId } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatCount, formatDuration, formatRate } from './report-format.ts'
import type { OverviewCharts, OverviewData } from './report-types.ts'

/**
 * The overview tab of either report (spec 3 §2, §3 event types): key figures (recipients, report rate,
 * median and average time to report, repeat clickers), the funnel sent → opened → clicked → phished →
 * reported, and the series by round (a campaign) or by month (the summary). The charts come drawn from the
 * loader (report-charts.server.tsx): SVG markup with its numbers as a table, no chart code in the browser.
 */
export function ReportOverview({
	overview,
	charts,
	campaignsCount,
}: {
	overview: OverviewData
	/** The charts, drawn by the loader (report-charts.server.tsx). */
	charts: OverviewCharts
	/** The summary's number of campaigns; null on a campaign's report. */
	campaignsCount: number | null
}) {
	const { t, i18n } = useTranslation('phishingSimulationReport')
	const lng = i18n.language
	const headingId = useId()
	const kpis = [
		{ key: 'recipients', label: t('overview.recipients'), value: formatCount(overview.recipients, lng) },
		...(campaignsCount === null ? [] : [{ key: 'campaigns', label: t('overview.campaigns'), value: formatCount(campaignsCount, lng) }]),
		{ key: 'reportRate', label: t('overview.reportRate'), value: formatRate(overview.rates.reported, lng) },
		{ key: 'medianTimeToReport', label: t('overview.medianTimeToReport'), value: formatDuration(overview.medianTimeToReportSeconds, lng) },
		{
			key: 'averageTimeToReport',
			label: t('overview.averageTimeToReport'),
			value: formatDuration(overview.averageTimeToReportSeconds, lng),
		},
		{
			key: 'repeatClickers',
			label: t('overview.repeatClickers'),
			value: formatCount(overview.repeatClickers, lng),
			hint: t('overview.repeatClickersHint'),
		},
	]
	return (
		<div className="grid gap-6" data-testid="report-overview">
			<section aria-labelledby={headingId}>
				<h2 id={headingId} className="sr-only">
					{t('overview.kpis')}
				</h2>
				<dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
					{kpis.map((kpi) => (
						<div key={kpi.key} className="grid content-start gap-1 rounded-lg border p-3" data-testid={`kpi-${kpi.key}`}>
							<dt className="text-sm text-muted-foreground">{kpi.label}</dt>
							<dd className="text-2xl font-semibold tabular-nums">{kpi.value}</dd>
							{'hint' in kpi && kpi.hint ? <dd className="text-xs text-muted-foreground">{kpi.hint}</dd> : null}
						</div>
					))}
				</dl>
			</section>
			{/* Server-drawn SVG: markup only, nothing to hydrate. */}
			<div className="grid gap-6" dangerouslySetInnerHTML={{ __html: charts.funnel + charts.series }} />
		</div>
	)
}
