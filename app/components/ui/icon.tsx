/**
 * The console's icons: one SVG sprite (icons.svg, a hashed, long-cached asset) drawn by id, so an
 * icon costs a page no JavaScript beyond this component, and works without JavaScript. Decorative:
 * the control an icon sits in carries the text (sr-only or aria-label).
 */
import { cn } from '#app/lib/utils.ts'
import spriteHref from './icons.svg?url&no-inline'
import type * as React from 'react'

/** The ids of icons.svg's symbols (icon.test.ts checks that each is there). */
export const ICON_NAMES = [
	'x',
	'check',
	'menu',
	'fold',
	'chevron-down',
	'chevron-up',
	'chevron-up-down',
	// Left and right are drawn for left-to-right: mirror them (rtl:-scale-x-100) where they point along the text.
	'chevron-left',
	'chevron-right',
	'chevrons-left',
	'chevrons-right',
	'bell',
	'external-link',
	'search',
	'help',
	'spinner',
	'play',
	'chat',
	'star',
	'download',
] as const

export type IconName = (typeof ICON_NAMES)[number]

export type IconProps = Omit<React.ComponentProps<'svg'>, 'children'> & { name: IconName }

/** One icon; size-4 unless the className gives another size. */
export function Icon({ name, className, ...props }: IconProps) {
	return (
		<svg aria-hidden="true" data-slot="icon" data-icon={name} className={cn('size-4', className)} {...props}>
			<use href={`${spriteHref}#${name}`} />
		</svg>
	)
}
