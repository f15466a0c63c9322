import { useId } from 'react'
import { px, scaleLength } from './chart-geometry.ts'
import { CHART_TONES, ChartDataTable, ChartFigure, type ChartTone } from './chart-parts.tsx'

export type FunnelStep = {
	key: string
	label: string
	value: number
	/** The value as the reader's locale writes it. */
	valueLabel: string
	/** Its share of the first step ('-' when there is none). */
	rateLabel: string
	tone: ChartTone
}

const WIDTH = 640
const LABEL_WIDTH = 110
const VALUE_WIDTH = 150
const ROW = 34
const BAR = 22

/**
 * A horizontal bar funnel drawn on the server (no chart code reaches the browser): one bar per step,
 * each as long as its share of the first step, its count and rate at the end. `role="img"` named by the
 * title and described by a summary of every step; the numbers again as a table under "Show data".
 */
export function FunnelChart({
	title,
	steps,
	showData,
	headers,
	testId,
}: {
	title: string
	steps: readonly FunnelStep[]
	showData: string
	/** The data table's column headers: step, count, rate. */
	headers: [string, string, string]
	testId?: string
}) {
	const id = useId()
	const titleId = `${id}-title`
	const descId = `${id}-desc`
	const max = steps[0]?.value ?? 0
	const barSpace = WIDTH - LABEL_WIDTH - VALUE_WIDTH
	const height = steps.length * ROW
	const description = steps.map((step) => `${step.label}: ${step.valueLabel} (${step.rateLabel})`).join(', ')
	return (
		<ChartFigure
			title={title}
			titleId={`${id}-caption`}
			showData={showData}
			testId={testId}
			table={<ChartDataTable caption={title} headers={headers} rows={steps.map((step) => [step.label, step.valueLabel, step.rateLabel])} />}
		>
			<svg
				role="img"
				aria-labelledby={`${titleId} ${descId}`}
				viewBox={`0 0 ${WIDTH} ${height}`}
				className="h-auto w-full max-w-3xl"
				data-slot="funnel-chart"
			>
				<title id={titleId}>{title}</title>
				<desc id={descId}>{description}</desc>
				{steps.map((step, index) => {
					const y = index * ROW
					const length = scaleLength(step.value, max, barSpace, 2)
					return (
						<g key={step.key} data-step={step.key}>
							<text x={0} y={y + ROW / 2} dominantBaseline="middle" className="fill-foreground text-[13px]">
								{step.label}
							</text>
							<rect x={LABEL_WIDTH} y={y + (ROW - BAR) / 2} width={barSpace} height={BAR} rx={4} className="fill-muted" />
							<rect
								x={LABEL_WIDTH}
								y={y + (ROW - BAR) / 2}
								width={px(length)}
								height={BAR}
								rx={4}
								className={CHART_TONES[step.tone].fill}
								data-value={step.value}
							/>
							<text
								x={LABEL_WIDTH + barSpace + 10}
								y={y + ROW / 2}
								dominantBaseline="middle"
								className="fill-foreground text-[13px] tabular-nums"
							>
								{`${step.valueLabel} · ${step.rateLabel}`}
							</text>
						</g>
					)
				})}
			</svg>
		</ChartFigure>
	)
}
