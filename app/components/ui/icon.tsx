/**
 * The console's icons, by name: 24×24 line drawings (stroke) and a few filled marks. Decorative
 * unless `title` is given: the control they sit in carries the text (sr-only or aria-label).
 * Tiny on purpose: each is a path or two, so the set costs a page a few hundred bytes.
 */
import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

const LINE = {
	x: <path d="M18 6 6 18M6 6l12 12" />,
	check: <path d="M20 6 9 17l-5-5" />,
	checkMark: <path d="m5 12 5 5L20 7" />,
	menu: <path d="M4 6h16M4 12h16M4 18h16" />,
	fold: (
		<>
			<rect x="3" y="4" width="18" height="16" rx="2" />
			<path d="M9 4v16" />
		</>
	),
	chevronDown: <path d="m6 9 6 6 6-6" />,
	chevronUp: <path d="m6 15 6-6 6 6" />,
	chevronUpDown: <path d="m7 15 5 5 5-5M7 9l5-5 5 5" />,
	// Left and right are drawn for left-to-right; mirror them in right-to-left where they point along the text.
	chevronLeft: <path d="m15 18-6-6 6-6" />,
	chevronRight: <path d="m9 18 6-6-6-6" />,
	chevronsLeft: <path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />,
	chevronsRight: <path d="m6 17 5-5-5-5M13 17l5-5-5-5" />,
	bell: (
		<>
			<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
			<path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
		</>
	),
	external: <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
	search: (
		<>
			<circle cx="11" cy="11" r="7" />
			<path d="m20 20-3.5-3.5" />
		</>
	),
	help: (
		<>
			<circle cx="12" cy="12" r="10" />
			<path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
			<path d="M12 17h.01" />
		</>
	),
	spinner: <path d="M21 12a9 9 0 1 1-6.219-8.56" />,
} satisfies Record<string, React.ReactNode>

const FILLED = {
	play: <path d="M8 5v14l11-7z" />,
} satisfies Record<string, React.ReactNode>

export type IconName = keyof typeof LINE | keyof typeof FILLED

export type IconProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
	name: IconName
	/** An accessible name, for an icon that stands alone; without it the icon is hidden from assistive technology. */
	title?: string
}

/** One icon; size-4 unless the className gives another size. */
export function Icon({ name, title, className, ...props }: IconProps) {
	const filled = name in FILLED
	return (
		<svg
			viewBox="0 0 24 24"
			data-slot="icon"
			data-icon={name}
			aria-hidden={title ? undefined : true}
			role={title ? 'img' : undefined}
			{...(filled
				? { fill: 'currentColor' }
				: { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const })}
			className={cn('size-4', className)}
			{...props}
		>
			{title ? <title>{title}</title> : null}
			{filled ? FILLED[name as keyof typeof FILLED] : LINE[name as keyof typeof LINE]}
		</svg>
	)
}
