import type { Route } from './+types/two-factor'
import { requireViewer } from '#app/auth/guards.server.ts'

// Scaffold: the two-factor helper owns this module (the forms of the Two-Factor Authentication section).
export async function action(args: Route.ActionArgs) {
	await requireViewer(args)
	return null
}
