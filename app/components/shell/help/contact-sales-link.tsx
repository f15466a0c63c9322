import { Link } from 'react-router'
import { Button, type ButtonProps } from '#app/components/ui/button.tsx'
import { SHELL_MODAL } from './modals.ts'
import { pathWithOverlay } from './urls.ts'
import type * as React from 'react'

/** A button that opens Contact Sales over `page`; `pageName` tells Sales where the request came from. */
export function ContactSalesLink({
	page,
	pageName,
	variant,
	children,
}: {
	page: string
	pageName: string
	variant: ButtonProps['variant']
	children: React.ReactNode
}) {
	return (
		<Button asChild variant={variant}>
			<Link to={pathWithOverlay(page, SHELL_MODAL.contactSales, { pageName })} preventScrollReset>
				{children}
			</Link>
		</Button>
	)
}
