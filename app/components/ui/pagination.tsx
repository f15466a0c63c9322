/**
 * Pagination parts: a labelled nav of router links. A disabled link (first page, last page) keeps
 * its place and name but has no href, so it is neither followed nor focusable, and says
 * aria-disabled. Icon-only links take their name from `label`.
 */
import type * as React from 'react'
import { Link, type LinkProps } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { cn } from '#app/lib/utils.ts'

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

function Chevrons({ d }: { d: string }) {
	return (
		<svg
			aria-hidden="true"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			strokeLinecap="round"
			strokeLinejoin="round"
			className="size-4"
		>
			<path d={d} />
		</svg>
	)
}

// Drawn for left-to-right; PaginationLink mirrors them in right-to-left.
export const FirstPageIcon = () => <Chevrons d="m11 17-5-5 5-5M18 17l-5-5 5-5" />
export const PreviousPageIcon = () => <Chevrons d="m15 18-6-6 6-6" />
export const NextPageIcon = () => <Chevrons d="m9 18 6-6-6-6" />
export const LastPageIcon = () => <Chevrons d="m6 17 5-5-5-5M13 17l5-5-5-5" />
