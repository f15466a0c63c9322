import { requirePartner } from '../guard.server.ts'
import type { Route } from './+types/route'

// Scaffold: replaced by the licence dialogs' action (issue 14).
export async function action(args: Route.ActionArgs) {
	await requirePartner(args, 'any')
	return null
}
