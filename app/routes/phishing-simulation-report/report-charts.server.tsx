import { renderToStaticMarkup } from 'react-dom/server'
import { FunnelChart } from '#app/components/charts/funnel-chart.tsx'
import { SeriesChart } from '#app/components/charts/series-chart.tsx'
import { type LanguageCode } from '#app/i18n/config.ts'
import { loadResources } from '#app/i18n/resources.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { EVENT_TYPES } from '#server/shared/phishing-simulation.ts'
import { formatCount, formatMonth, formatRate, percentOf } from './report-format.ts'
import { EVENT_TONES } from './report-tones.ts'
import type { OverviewCharts, OverviewData } from './report-types.ts'

/**
 * Draws the overview's charts on the server (PARTS.md: SVG drawn on the server; the page's JavaScript
 * budget): the funnel sent → opened → clicked → phished → reported and the series by round (a campaign)
 * or by month (the summary), each an `<svg role="img">` named by its title with a "Show data" table, in
 * the reader's language and number format. The page puts the markup in place and never redraws it.
 */
export async function renderOverviewCharts(
	overview: OverviewData,
	seriesBy: 'round' | 'month',
	lng: LanguageCode,
): Promise<OverviewCharts> {
	const t = createTranslator(lng, await loadResources(lng, ['phishing-simulation-report'])) as unknown as (
		key: string,
		options?: Record<string, unknown>,
	) => string
	const text = (key: string, options?: Record<string, unknown>) => t(`phishingSimulationReport:${key}`, options)
	const { funnel } = overview
	const steps = EVENT_TYPES.map((event) => ({
		key: event,
		label: text(`events.${event}`),
		value: funnel[event],
		valueLabel: formatCount(funnel[event], lng),
		rateLabel: formatRate(event === 'sent' ? percentOf(funnel.sent, funnel.sent) : overview.rates[event], lng),
		tone: EVENT_TONES[event],
	}))
	const series = EVENT_TYPES.map((event) => ({ key: event, label: text(`events.${event}`), tone: EVENT_TONES[event] }))
	const points = overview.series.map((point) => ({
		key: point.label,
		label: seriesBy === 'round' ? text('overview.roundLabel', { number: point.label }) : formatMonth(point.label, lng),
		values: Object.fromEntries(EVENT_TYPES.map((event) => [event, point[event]])),
	}))
	return {
		funnel: renderToStaticMarkup(
			<FunnelChart
				title={text('overview.funnel')}
				steps={steps}
				showData={text('overview.showData')}
				headers={[text('overview.event'), text('overview.count'), text('overview.rate')]}
				testId="report-funnel"
			/>,
			{ identifierPrefix: 'funnel-' },
		),
		series: renderToStaticMarkup(
			<SeriesChart
				title={seriesBy === 'round' ? text('overview.seriesByRound') : text('overview.seriesByMonth')}
				series={series}
				points={points}
				showData={text('overview.showData')}
				pointHeader={seriesBy === 'round' ? text('overview.round') : text('overview.month')}
				format={(value) => formatCount(value, lng)}
				empty={text('overview.noEmails')}
				testId="report-series"
			/>,
			{ identifierPrefix: 'series-' },
		),
	}
}
