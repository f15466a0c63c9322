/**
 * Tabs as links: each tab is a page (or a query parameter) of its own, so a tab is a URL that
 * works without JavaScript and can be shared. That makes them navigation, not an ARIA tablist:
 * a labelled <nav> with a list of links, the current one marked aria-current="page". Links are in
 * the tab order as links are; on small screens the row scrolls sideways.
 *
 *   <TabNav aria-label={t('dashboard:tabs')}>
 *     <TabNavLink to="/dashboard/company">Company</TabNavLink>
 *     <TabNavLink to="?tab=groups" active={tab === 'groups'}>Groups</TabNavLink>
 *   </TabNav>
 *
 * Without `active`, a link is current when its path matches (NavLink rules, `end` for exact);
 * query-parameter tabs pass `active` because NavLink ignores the query.
 */
import { Link, NavLink, type LinkProps } from 'react-router'
import { cn } from '#app/lib/utils.ts'
import type * as React from 'react'

export function TabNav({ className, children, ...props }: React.ComponentProps<'nav'>) {
	return (
		<nav data-slot="tab-nav" className={cn('w-full overflow-x-auto border-b', className)} {...props}>
			<ul className="flex w-max min-w-full gap-1">{children}</ul>
		</nav>
	)
}

const tabClassName = cn(
	'relative -mb-px inline-flex h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-muted-foreground',
	'transition-colors hover:text-foreground',
	'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
	'aria-[current=page]:border-primary aria-[current=page]:text-foreground',
)

export type TabNavLinkProps = LinkProps & {
	/** Whether this tab is the current one; omit to let the path decide. */
	active?: boolean
	/** With `active` omitted: current only on this exact path, not below it. */
	end?: boolean
}

export function TabNavLink({ active, className, end, ...props }: TabNavLinkProps) {
	const classes = cn(tabClassName, className)
	return (
		<li className="flex">
			{active === undefined ? (
				<NavLink data-slot="tab-nav-link" end={end} className={classes} {...props} />
			) : (
				<Link data-slot="tab-nav-link" aria-current={active ? 'page' : undefined} className={classes} {...props} />
			)}
		</li>
	)
}
