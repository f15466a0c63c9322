import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { cn } from '#app/lib/utils.ts'
import type * as React from 'react'

/**
 * The one frame of every signed-in page inside the console: the same width, the same start edge and
 * room at the bottom so the floating Help button never covers the last row. One column that may shrink
 * (`grid-cols-1`, `min-w-0`): a wide table scrolls inside its own box instead of widening the page on a phone.
 */
export function PageLayout({ className, children, ...props }: React.ComponentProps<'div'>) {
	return (
		<div data-slot="page" className={cn('mx-auto grid w-full max-w-6xl min-w-0 grid-cols-1 gap-6 pb-16', className)} {...props}>
			{children}
		</div>
	)
}

/**
 * A page's header: the title (the page's only h1), an optional line below it, the page's actions at the
 * end of the title row (they wrap below it on a narrow screen), then tabs or notices as children.
 */
export function PageHeader({
	title,
	titleId,
	description,
	actions,
	children,
}: {
	title: React.ReactNode
	titleId?: string
	description?: React.ReactNode
	actions?: React.ReactNode
	children?: React.ReactNode
}) {
	return (
		<div data-slot="page-header" className="grid min-w-0 grid-cols-1 gap-4">
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div className="grid min-w-0 gap-1">
					<h1 id={titleId} className="text-2xl font-semibold break-words">
						{title}
					</h1>
					{description ? <div className="text-muted-foreground">{description}</div> : null}
				</div>
				{actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
			</div>
			{children}
		</div>
	)
}

/** The link back to the page a page belongs to (the library, a course, a training's outline), above its header. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
	return (
		<Link to={to} className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
			<Icon name="chevron-left" className="size-4 rtl:rotate-180" />
			{children}
		</Link>
	)
}
