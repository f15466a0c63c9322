import { cn } from '#app/lib/utils.ts'
import type * as React from 'react'

/** The colours a chart's series take (the design tokens; written out so Tailwind sees each class). */
export const CHART_TONES = {
	neutral: { fill: 'fill-muted-foreground/60', swatch: 'bg-muted-foreground/60' },
	info: { fill: 'fill-info', swatch: 'bg-info' },
	warning: { fill: 'fill-warning', swatch: 'bg-warning' },
	danger: { fill: 'fill-destructive', swatch: 'bg-destructive' },
	success: { fill: 'fill-success', swatch: 'bg-success' },
	primary: { fill: 'fill-primary', swatch: 'bg-primary' },
} as const
export type ChartTone = keyof typeof CHART_TONES

/**
 * A chart's frame: its heading, the drawing, and the same numbers as a table in a "Show data" disclosure
 * (a native <details>: it opens without JavaScript) for screen readers, keyboards and copy-paste.
 */
export function ChartFigure({
	title,
	titleId,
	children,
	legend,
	showData,
	table,
	testId,
	className,
}: {
	title: string
	titleId: string
	children: React.ReactNode
	legend?: React.ReactNode
	showData: string
	table: React.ReactNode
	testId?: string
	className?: string
}) {
	return (
		<figure className={cn('grid min-w-0 gap-3 rounded-lg border p-4', className)} data-testid={testId}>
			<figcaption id={titleId} className="text-base font-semibold">
				{title}
			</figcaption>
			{children}
			{legend}
			<details className="text-sm">
				<summary className="w-fit cursor-pointer rounded-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
					{showData}
				</summary>
				<div className="mt-2 overflow-x-auto">{table}</div>
			</details>
		</figure>
	)
}

export function ChartLegend({ items }: { items: ReadonlyArray<{ key: string; label: string; tone: ChartTone }> }) {
	return (
		<ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-hidden="true">
			{items.map((item) => (
				<li key={item.key} className="inline-flex items-center gap-1.5">
					<span className={cn('inline-block size-3 rounded-sm', CHART_TONES[item.tone].swatch)} />
					{item.label}
				</li>
			))}
		</ul>
	)
}

/** The data table beside a chart: a header row, then one row per item (the first cell names it). */
export function ChartDataTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: string[][] }) {
	return (
		<table className="w-full min-w-max border-collapse text-sm">
			<caption className="sr-only">{caption}</caption>
			<thead>
				<tr>
					{headers.map((header, index) => (
						<th key={index} scope="col" className={cn('border-b px-2 py-1 font-medium', index === 0 ? 'text-start' : 'text-end')}>
							{header}
						</th>
					))}
				</tr>
			</thead>
			<tbody>
				{rows.map((row, rowIndex) => (
					<tr key={rowIndex}>
						{row.map((cell, index) =>
							index === 0 ? (
								<th key={index} scope="row" className="border-b px-2 py-1 text-start font-normal">
									{cell}
								</th>
							) : (
								<td key={index} className="border-b px-2 py-1 text-end tabular-nums">
									{cell}
								</td>
							),
						)}
					</tr>
				))}
			</tbody>
		</table>
	)
}
