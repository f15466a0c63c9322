/**
 * Pagination parts: a labelled nav of router links. A disabled link (first page, last page) keeps
 * its place and name but has no href, so it is neither followed nor focusable, and says
 * aria-disabled. Icon-only links take their name from `label`.
 */
import { Link, type LinkProps } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { cn } from '#app/lib/utils.ts'
import type * as React from 'react'

export function Pagination({ className, ...props }: React.ComponentProps<'nav'>) {
	return <nav data-slot="pagination" className={cn('flex', className)} {...props} />
}

export function PaginationContent({ className, ...props }: React.ComponentProps<'ul'>) {
	return <ul data-slot="pagination-content" className={cn('flex flex-row items-center gap-1', className)} {...props} />
}

export function PaginationItem(props: React.ComponentProps<'li'>) {
	return <li data-slot="pagination-item" {...props} />
}

export type PaginationLinkProps = Omit<LinkProps, 'to'> & {
	/** Where the link goes; ignored when disabled. */
	to: LinkProps['to']
	disabled?: boolean
	/** The accessible name of an icon-only link. */
	label: string
}

export function PaginationLink({ to, disabled, label, className, children, ...props }: PaginationLinkProps) {
	const classes = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8 rtl:[&_svg]:-scale-x-100', className)
	if (disabled) {
		return (
			// A disabled page link stays in the reading order (shadcn/ui's pattern) but leads nowhere.
			// eslint-disable-next-line jsx-a11y/anchor-is-valid
			<a data-slot="pagination-link" role="link" aria-disabled="true" aria-label={label} className={classes}>
				{children}
			</a>
		)
	}
	return (
		<Link data-slot="pagination-link" to={to} aria-label={label} className={classes} {...props}>
			{children}
		</Link>
	)
}
