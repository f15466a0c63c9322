/**
 * The doughnut chart for pages: the chart's code is a chunk of its own (React.lazy), fetched only
 * by pages that render one (ARCHITECTURE.md budgets: charts loaded only where drawn). Until it
 * arrives, the fallback takes exactly the chart's place and already shows the centre label,
 * the legend and the accessible summary and table; only the coloured ring waits for the chunk.
 * This module must not import doughnut-chart.tsx statically (doughnut-chart.test.tsx checks).
 *
 * On the server the lazy chart renders in full once its module has loaded (every request after
 * the first); a browser without JavaScript that meets the fallback still gets every number.
 */
import { lazy, Suspense } from 'react'
import { DEFAULT_SIZE, DEFAULT_THICKNESS, DoughnutFrame, RingTrack, useDoughnutModel, type DoughnutChartProps } from './doughnut-parts.tsx'

export type { DoughnutChartProps } from './doughnut-parts.tsx'
export type { ChartTone, DoughnutDatum } from './doughnut-data.ts'

const DoughnutChart = lazy(() => import('./doughnut-chart.tsx'))

export function LazyDoughnutChart(props: DoughnutChartProps) {
	return (
		<Suspense fallback={<DoughnutChartFallback {...props} />}>
			<DoughnutChart {...props} />
		</Suspense>
	)
}

export function DoughnutChartFallback(props: DoughnutChartProps) {
	const model = useDoughnutModel(props)
	const size = props.size ?? DEFAULT_SIZE
	const thickness = props.thickness ?? DEFAULT_THICKNESS
	return (
		<DoughnutFrame
			props={props}
			model={model}
			loading
			ring={
				<svg role="img" aria-label={model.summary} width={size} height={size} viewBox={`0 0 ${size} ${size}`} className="block motion-safe:animate-pulse">
					<RingTrack size={size} thickness={thickness} />
				</svg>
			}
		/>
	)
}
