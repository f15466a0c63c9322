/**
 * The doughnut chart (Tremor's look: a thin ring of segments, a figure in the hole, a legend with
 * values and shares). Its own module, loaded through LazyDoughnutChart with React.lazy, so only
 * pages that draw one download it. Pointing at a segment or a legend row highlights it and shows
 * its value in the hole; the accessible summary and hidden table carry the same numbers.
 */
import { useState } from 'react'
import { ringSegments } from './doughnut-data.ts'
import {
	DEFAULT_SIZE,
	DEFAULT_THICKNESS,
	DoughnutFrame,
	RingTrack,
	TONE_STROKE,
	useDoughnutModel,
	type DoughnutChartProps,
} from './doughnut-parts.tsx'
import { cn } from '#app/lib/utils.ts'

export type { DoughnutChartProps } from './doughnut-parts.tsx'

export default function DoughnutChart(props: DoughnutChartProps) {
	const model = useDoughnutModel(props)
	const [activeIndex, setActiveIndex] = useState<number | undefined>(undefined)
	const size = props.size ?? DEFAULT_SIZE
	const thickness = props.thickness ?? DEFAULT_THICKNESS
	const radius = (size - thickness) / 2
	const segments = ringSegments(
		model.slices.map((s) => s.value),
		radius,
	)

	return (
		<DoughnutFrame
			props={props}
			model={model}
			activeIndex={activeIndex}
			onActiveChange={setActiveIndex}
			ring={
				<svg
					role="img"
					aria-label={model.summary}
					width={size}
					height={size}
					viewBox={`0 0 ${size} ${size}`}
					data-slot="doughnut-ring"
					className="block"
				>
					<RingTrack size={size} thickness={thickness} />
					<g transform={`rotate(-90 ${size / 2} ${size / 2})`}>
						{segments.map((segment) => {
							const slice = model.slices[segment.index]
							return (
								<circle
									key={segment.index}
									data-slot="doughnut-segment"
									data-label={slice.label}
									cx={size / 2}
									cy={size / 2}
									r={radius}
									fill="none"
									strokeWidth={activeIndex === segment.index ? thickness + 4 : thickness}
									strokeDasharray={segment.dashArray}
									strokeDashoffset={segment.dashOffset}
									className={cn(
										TONE_STROKE[slice.tone],
										'transition-[opacity,stroke-width] duration-150',
										activeIndex !== undefined && activeIndex !== segment.index && 'opacity-40',
									)}
									onPointerEnter={() => setActiveIndex(segment.index)}
									onPointerLeave={() => setActiveIndex(undefined)}
								/>
							)
						})}
					</g>
				</svg>
			}
		/>
	)
}
