import { useId } from 'react'
import { bands, niceMax, px, scaleLength, slots, ticks } from './chart-geometry.ts'
import { CHART_TONES, ChartDataTable, ChartFigure, ChartLegend, type ChartTone } from './chart-parts.tsx'

export type SeriesDefinition = { key: string; label: string; tone: ChartTone }
export type SeriesPoint = { key: string; label: string; values: Record<string, number> }

const WIDTH = 640
const HEIGHT = 240
const AXIS = 44
const BOTTOM = 28
const TOP = 8

/**
 * Grouped vertical bars drawn on the server: one group per point (a round, a month), one bar per series,
 * on a rounded axis with grid lines. `role="img"` named by the title and described in words; the numbers
 * again as a table under "Show data". An empty series draws its axis and says `empty`.
 */
export function SeriesChart({
	title,
	series,
	points,
	showData,
	pointHeader,
	format,
	empty,
	testId,
}: {
	title: string
	series: readonly SeriesDefinition[]
	points: readonly SeriesPoint[]
	showData: string
	/** The data table's first column header (Round, Month). */
	pointHeader: string
	/** A value as the reader's locale writes it. */
	format: (value: number) => string
	empty: string
	testId?: string
}) {
	const id = useId()
	const titleId = `${id}-title`
	const descId = `${id}-desc`
	const max = niceMax(Math.max(0, ...points.flatMap((point) => series.map((s) => point.values[s.key] ?? 0))))
	const plotWidth = WIDTH - AXIS
	const plotHeight = HEIGHT - BOTTOM - TOP
	const groups = bands(points.length, plotWidth)
	const description =
		points.length === 0
			? empty
			: points
					.map((point) => `${point.label}: ${series.map((s) => `${s.label} ${format(point.values[s.key] ?? 0)}`).join(', ')}`)
					.join('; ')
	return (
		<ChartFigure
			title={title}
			titleId={`${id}-caption`}
			showData={showData}
			testId={testId}
			legend={<ChartLegend items={series} />}
			table={
				<ChartDataTable
					caption={title}
					headers={[pointHeader, ...series.map((s) => s.label)]}
					rows={points.map((point) => [point.label, ...series.map((s) => format(point.values[s.key] ?? 0))])}
				/>
			}
		>
			<svg
				role="img"
				aria-labelledby={`${titleId} ${descId}`}
				viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
				className="h-auto w-full max-w-3xl"
				data-slot="series-chart"
			>
				<title id={titleId}>{title}</title>
				<desc id={descId}>{description}</desc>
				{ticks(max).map((tick) => {
					const y = px(TOP + plotHeight - scaleLength(tick, max, plotHeight))
					return (
						<g key={tick}>
							<line x1={AXIS} x2={WIDTH} y1={y} y2={y} className="stroke-border" strokeWidth={1} />
							<text
								x={AXIS - 6}
								y={y}
								textAnchor="end"
								dominantBaseline="middle"
								className="fill-muted-foreground text-[11px] tabular-nums"
							>
								{format(tick)}
							</text>
						</g>
					)
				})}
				{points.length === 0 ? (
					<text x={AXIS + plotWidth / 2} y={TOP + plotHeight / 2} textAnchor="middle" className="fill-muted-foreground text-[13px]">
						{empty}
					</text>
				) : null}
				{points.map((point, index) => {
					const group = groups[index]!
					return (
						<g key={point.key} data-point={point.key}>
							{slots(group, series.length).map((slot, slotIndex) => {
								const s = series[slotIndex]!
								const value = point.values[s.key] ?? 0
								const height = scaleLength(value, max, plotHeight, 1)
								return (
									<rect
										key={s.key}
										x={px(AXIS + slot.x)}
										y={px(TOP + plotHeight - height)}
										width={px(slot.width)}
										height={px(height)}
										rx={2}
										className={CHART_TONES[s.tone].fill}
										data-series={s.key}
										data-value={value}
									/>
								)
							})}
							<text
								x={px(AXIS + group.x + group.width / 2)}
								y={HEIGHT - BOTTOM / 2}
								textAnchor="middle"
								dominantBaseline="middle"
								className="fill-muted-foreground text-[11px]"
							>
								{point.label}
							</text>
						</g>
					)
				})}
			</svg>
		</ChartFigure>
	)
}
