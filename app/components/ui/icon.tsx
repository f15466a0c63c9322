/**
 * The console's icons, one named component each: 24×24 line drawings (stroke) and a few filled
 * marks. Decorative: the control an icon sits in carries the text (sr-only or aria-label).
 * Separate functions rather than one name → drawing map, so a page bundles only the icons it draws.
 */
import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

export type IconProps = Omit<React.ComponentProps<'svg'>, 'children'>

/** The frame every icon shares; size-4 unless the className gives another size. */
export function Icon({ className, filled = false, children, ...props }: IconProps & { filled?: boolean; children: React.ReactNode }) {
	return (
		<svg
			aria-hidden="true"
			viewBox="0 0 24 24"
			data-slot="icon"
			{...(filled
				? { fill: 'currentColor' }
				: { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const })}
			className={cn('size-4', className)}
			{...props}
		>
			{children}
		</svg>
	)
}

export function XIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<path d="M18 6 6 18M6 6l12 12" />
		</Icon>
	)
}

export function CheckIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<path d="M20 6 9 17l-5-5" />
		</Icon>
	)
}

export function MenuIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<path d="M4 6h16M4 12h16M4 18h16" />
		</Icon>
	)
}

/** A panel with a divider: folds and unfolds the navigation column. */
export function FoldIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<rect x="3" y="4" width="18" height="16" rx="2" />
			<path d="M9 4v16" />
		</Icon>
	)
}

export function ChevronDownIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<path d="m6 9 6 6 6-6" />
		</Icon>
	)
}

export function ChevronUpIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<path d="m6 15 6-6 6 6" />
		</Icon>
	)
}

export function ChevronUpDownIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<path d="m7 15 5 5 5-5M7 9l5-5 5 5" />
		</Icon>
	)
}

// Left and right are drawn for left-to-right: mirror them (rtl:-scale-x-100) where they point along the text.
export function ChevronLeftIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<path d="m15 18-6-6 6-6" />
		</Icon>
	)
}

export function ChevronRightIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<path d="m9 18 6-6-6-6" />
		</Icon>
	)
}

export function ChevronsLeftIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />
		</Icon>
	)
}

export function ChevronsRightIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<path d="m6 17 5-5-5-5M13 17l5-5-5-5" />
		</Icon>
	)
}

export function BellIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
			<path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
		</Icon>
	)
}

export function ExternalLinkIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
		</Icon>
	)
}

export function SearchIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<circle cx="11" cy="11" r="7" />
			<path d="m20 20-3.5-3.5" />
		</Icon>
	)
}

export function HelpIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<circle cx="12" cy="12" r="10" />
			<path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
			<path d="M12 17h.01" />
		</Icon>
	)
}

/** An open circle; spin it with animate-spin. */
export function SpinnerIcon(props: IconProps) {
	return (
		<Icon {...props}>
			<path d="M21 12a9 9 0 1 1-6.219-8.56" />
		</Icon>
	)
}

export function PlayIcon(props: IconProps) {
	return (
		<Icon filled {...props}>
			<path d="M8 5v14l11-7z" />
		</Icon>
	)
}
