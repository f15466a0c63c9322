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
