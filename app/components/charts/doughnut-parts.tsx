/**
 * What the doughnut chart and its loading fallback share: the frame (ring box of a fixed size,
 * centre label, legend with values and shares) and the accessible parts (the ring's role="img"
 * summary and a visually hidden table). The fallback is therefore the same size as the chart and
 * already carries every number; only the coloured ring arrives with the lazy chunk.
 */
import type * as React from 'react'
import { doughnutSlices, type ChartTone, type DoughnutDatum, type DoughnutSlice } from './doughnut-data.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'
import { numberFormat } from '#app/lib/number-format.ts'

export type DoughnutChartProps = {
	/** Names the chart: starts the ring's accessible summary and captions the hidden table. */
	title: string
	data: readonly DoughnutDatum[]
	/** The big text in the hole; defaults to the total. */
	centerLabel?: React.ReactNode
	/** Small text under the centre label (e.g. 'Users'). */
	centerCaption?: React.ReactNode
	/** The ring's outer size in px (default 160). */
	size?: number
	/** The ring's thickness in px (default 16). */
	thickness?: number
	/** Formats values in the legend, summary and table; defaults to the locale's number format. */
	formatValue?: (value: number) => string
	hideLegend?: boolean
	className?: string
}

export const DEFAULT_SIZE = 160
export const DEFAULT_THICKNESS = 16

export const TONE_STROKE: Record<ChartTone, string> = {
	primary: 'stroke-primary',
	success: 'stroke-success',
	warning: 'stroke-warning',
	danger: 'stroke-destructive',
	info: 'stroke-info',
	neutral: 'stroke-muted-foreground',
}

const TONE_BG: Record<ChartTone, string> = {
	primary: 'bg-primary',
	success: 'bg-success',
	warning: 'bg-warning',
	danger: 'bg-destructive',
	info: 'bg-info',
	neutral: 'bg-muted-foreground',
}

export function useDoughnutModel(props: DoughnutChartProps) {
	const { t, i18n } = useTranslation('widgets')
	const { slices, total } = doughnutSlices(props.data)
	const numbers = numberFormat(i18n.language)
	const percents = numberFormat(i18n.language, { style: 'percent' })
	const formatValue = props.formatValue ?? ((value: number) => numbers.format(value))
	const formatPercent = (percent: number) => percents.format(percent / 100)
	const summary =
		total > 0
			? `${props.title}: ${slices
					.map((s) => t('chart.summaryItem', { label: s.label, value: formatValue(s.value), percent: formatPercent(s.percent) }))
					.join(', ')}`
			: `${props.title}: ${t('chart.noData')}`
	return { slices, total, summary, formatValue, formatPercent }
}

export type DoughnutModel = ReturnType<typeof useDoughnutModel>

/** The chart's box: ring slot (fixed size) with the centre label over it, legend, hidden table. */
export function DoughnutFrame({
	props,
	model,
	ring,
	activeIndex,
	onActiveChange,
	loading,
}: {
	props: DoughnutChartProps
	model: DoughnutModel
	ring: React.ReactNode
	activeIndex?: number
	onActiveChange?: (index: number | undefined) => void
	loading?: boolean
}) {
	const size = props.size ?? DEFAULT_SIZE
	const active = activeIndex === undefined ? undefined : model.slices[activeIndex]
	return (
		<figure
			data-slot="doughnut-chart"
			data-loading={loading || undefined}
			className={cn('flex flex-wrap items-center justify-center gap-6', props.className)}
		>
			<div className="relative shrink-0" style={{ width: size, height: size }}>
				{ring}
				<div aria-hidden="true" className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center">
					<span data-slot="doughnut-center" className="text-2xl font-semibold text-foreground tabular-nums">
						{active ? model.formatValue(active.value) : (props.centerLabel ?? model.formatValue(model.total))}
					</span>
					{active ? (
						<span className="max-w-[70%] truncate text-xs text-muted-foreground">{active.label}</span>
					) : props.centerCaption ? (
						<span className="max-w-[70%] truncate text-xs text-muted-foreground">{props.centerCaption}</span>
					) : null}
				</div>
			</div>
			{props.hideLegend ? null : (
				<DoughnutLegend model={model} activeIndex={activeIndex} onActiveChange={onActiveChange} />
			)}
			<DoughnutTable title={props.title} model={model} />
		</figure>
	)
}

/** Visible legend; hidden from assistive technology, which reads the table instead. */
function DoughnutLegend({
	model,
	activeIndex,
	onActiveChange,
}: {
	model: DoughnutModel
	activeIndex?: number
	onActiveChange?: (index: number | undefined) => void
}) {
	return (
		<ul aria-hidden="true" data-slot="doughnut-legend" className="flex min-w-40 flex-col gap-1.5 text-sm">
			{model.slices.map((slice: DoughnutSlice, index) => (
				<li
					key={`${slice.label}-${index}`}
					data-slot="doughnut-legend-item"
					className={cn(
						'flex items-center gap-2 transition-opacity',
						activeIndex !== undefined && activeIndex !== index && 'opacity-40',
					)}
					onPointerEnter={onActiveChange ? () => onActiveChange(index) : undefined}
					onPointerLeave={onActiveChange ? () => onActiveChange(undefined) : undefined}
				>
					<span className={cn('size-2.5 shrink-0 rounded-xs', TONE_BG[slice.tone])} />
					<span className="flex-1 truncate text-muted-foreground">{slice.label}</span>
					<span className="font-medium text-foreground tabular-nums">{model.formatValue(slice.value)}</span>
					<span className="w-12 text-end text-muted-foreground tabular-nums">{model.formatPercent(slice.percent)}</span>
				</li>
			))}
		</ul>
	)
}

function DoughnutTable({ title, model }: { title: string; model: DoughnutModel }) {
	const { t } = useTranslation('widgets')
	return (
		<table className="sr-only" data-slot="doughnut-table">
			<caption>{title}</caption>
			<thead>
				<tr>
					<th scope="col">{t('chart.name')}</th>
					<th scope="col">{t('chart.value')}</th>
					<th scope="col">{t('chart.percentage')}</th>
				</tr>
			</thead>
			<tbody>
				{model.slices.map((slice, index) => (
					<tr key={`${slice.label}-${index}`}>
						<th scope="row">{slice.label}</th>
						<td>{model.formatValue(slice.value)}</td>
						<td>{model.formatPercent(slice.percent)}</td>
					</tr>
				))}
			</tbody>
		</table>
	)
}

/** The ring's grey track, also the whole ring of the loading fallback. */
export function RingTrack({ size, thickness }: { size: number; thickness: number }) {
	return (
		<circle
			cx={size / 2}
			cy={size / 2}
			r={(size - thickness) / 2}
			fill="none"
			strokeWidth={thickness}
			className="stroke-muted"
		/>
	)
}
