/**
 * A row of summary-stat cards that scrolls sideways when it does not fit (spec 1 §2 "summary stat
 * carousel"). Without JavaScript it is a plain horizontally scrollable list, reachable by keyboard
 * (the region takes focus, so arrow keys scroll it). With JavaScript, previous/next buttons appear
 * when the cards overflow; each scrolls by 160 px (spec 1 §9 scroll step) towards the start or the
 * end of the row, in either writing direction, and is disabled at its end.
 *
 *   <StatCarousel aria-label={t('reports:summary')}>
 *     <StatCard label={t('reports:sent')} value={formatNumber(sent)} />
 *     …
 *   </StatCarousel>
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type * as React from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'

export const SCROLL_STEP_PX = 160

type Edges = { overflow: boolean; atStart: boolean; atEnd: boolean }

export type StatCarouselProps = Omit<React.ComponentProps<'section'>, 'aria-label'> & {
	/** Names the region (required: it is a landmark and a focusable scroll area). */
	'aria-label': string
}

export function StatCarousel({ className, children, ...props }: StatCarouselProps) {
	const { t } = useTranslation('widgets')
	const hydrated = useHydrated()
	const scroller = useRef<HTMLUListElement>(null)
	const [edges, setEdges] = useState<Edges>({ overflow: false, atStart: true, atEnd: true })

	const measure = useCallback(() => {
		const el = scroller.current
		if (!el) return
		// scrollLeft runs 0 → positive in left-to-right and 0 → negative in right-to-left.
		const travelled = Math.abs(el.scrollLeft)
		const room = el.scrollWidth - el.clientWidth
		setEdges({ overflow: room > 1, atStart: travelled <= 1, atEnd: travelled >= room - 1 })
	}, [])

	useEffect(() => {
		const el = scroller.current
		if (!el) return
		measure()
		el.addEventListener('scroll', measure, { passive: true })
		const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
		observer?.observe(el)
		return () => {
			el.removeEventListener('scroll', measure)
			observer?.disconnect()
		}
	}, [measure])

	function scrollTowards(direction: 'start' | 'end') {
		const el = scroller.current
		if (!el) return
		const rtl = getComputedStyle(el).direction === 'rtl'
		const sign = (direction === 'end' ? 1 : -1) * (rtl ? -1 : 1)
		const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
		el.scrollBy({ left: sign * SCROLL_STEP_PX, behavior: reduceMotion ? 'auto' : 'smooth' })
	}

	return (
		<section data-slot="stat-carousel" className={cn('relative flex items-center gap-2', className)} {...props}>
			{hydrated && edges.overflow ? (
				<Button
					type="button"
					variant="outline"
					size="icon"
					className="size-8 shrink-0 rounded-full"
					aria-label={t('carousel.previous')}
					disabled={edges.atStart}
					onClick={() => scrollTowards('start')}
				>
					<Icon name="chevron-left" className="rtl:-scale-x-100" />
				</Button>
			) : null}
			<ul
				ref={scroller}
				// Focusable so keyboard users can scroll it without JavaScript (and axe's scrollable-region rule).
				tabIndex={0}
				data-slot="stat-carousel-track"
				className="flex min-w-0 flex-1 snap-x snap-mandatory scroll-px-1 gap-3 overflow-x-auto p-1 [scrollbar-width:thin]"
			>
				{children}
			</ul>
			{hydrated && edges.overflow ? (
				<Button
					type="button"
					variant="outline"
					size="icon"
					className="size-8 shrink-0 rounded-full"
					aria-label={t('carousel.next')}
					disabled={edges.atEnd}
					onClick={() => scrollTowards('end')}
				>
					<Icon name="chevron-right" className="rtl:-scale-x-100" />
				</Button>
			) : null}
		</section>
	)
}

export type StatCardProps = Omit<React.ComponentProps<'li'>, 'children'> & {
	label: React.ReactNode
	value: React.ReactNode
	/** A line under the value (a ratio, a trend, a chip). */
	description?: React.ReactNode
	icon?: React.ReactNode
}

/** One card of the carousel (a list item). */
export function StatCard({ label, value, description, icon, className, ...props }: StatCardProps) {
	return (
		<li
			data-slot="stat-card"
			className={cn('flex w-40 shrink-0 snap-start flex-col gap-1 rounded-lg border bg-card p-4 text-card-foreground shadow-xs', className)}
			{...props}
		>
			<span className="flex items-center gap-2 text-sm text-muted-foreground">
				{icon}
				{label}
			</span>
			<span className="text-2xl font-semibold tabular-nums">{value}</span>
			{description ? <span className="text-xs text-muted-foreground">{description}</span> : null}
		</li>
	)
}
