import { Form, useLocation } from 'react-router'
import type * as React from 'react'

/**
 * A form that posts one of its page's intents: `method="post"`, the hidden `intent` field the action
 * switches on, and no jump to the top when the page comes back. It posts to the page it is on, with its
 * search (filters, paging, the open dialog), unless `action` names another route.
 */
export function IntentForm({ intent, action, children, ...props }: { intent: string } & React.ComponentProps<typeof Form>) {
	const location = useLocation()
	return (
		<Form method="post" action={action ?? `${location.pathname}${location.search}`} preventScrollReset {...props}>
			<input type="hidden" name="intent" value={intent} />
			{children}
		</Form>
	)
}
