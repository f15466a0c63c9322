import { redirect } from 'react-router'
import { requirePartner } from '../guard.server.ts'
import type { Route } from './+types/index'

/** /partner-portal/transactions opens its default child, /billing (spec 2 §2), keeping the query (an open dialog). */
export async function loader(args: Route.LoaderArgs) {
	await requirePartner(args, 'neither', { noConsoleIntegration: true })
	return redirect(`/partner-portal/transactions/billing${args.url.search}`)
}
