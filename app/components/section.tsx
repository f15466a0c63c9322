import { cn } from '#app/lib/utils.ts'
import type * as React from 'react'

const HEADING_CLASS = { 2: 'text-lg font-semibold', 3: 'text-base font-semibold', 4: 'font-medium' } as const

/**
 * A titled part of a page: a `<section>` named by its own heading, an optional line below the heading,
 * then the content. `level` is the heading's rank under the page's h1 (h2 for a settings tab's form,
 * h3 and h4 for the parts inside it), so the outline stays correct wherever the section is placed.
 */
export function Section({
	id,
	title,
	description,
	descriptionTestId,
	level = 2,
	className,
	children,
	...props
}: {
	id: string
	title: React.ReactNode
	description?: React.ReactNode
	descriptionTestId?: string
	level?: keyof typeof HEADING_CLASS
} & Omit<React.ComponentProps<'section'>, 'id' | 'title'>) {
	const Heading = `h${level}` as const
	return (
		<section aria-labelledby={id} className={cn('grid gap-4', className)} {...props}>
			<div className="grid gap-1">
				<Heading id={id} className={HEADING_CLASS[level]}>
					{title}
				</Heading>
				{description ? (
					<p className="text-sm text-muted-foreground" data-testid={descriptionTestId}>
						{description}
					</p>
				) : null}
			</div>
			{children}
		</section>
	)
}
