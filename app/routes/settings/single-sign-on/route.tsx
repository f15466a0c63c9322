import type { Route } from './+types/route'
import { requireViewer } from '#app/auth/guards.server.ts'

// Scaffold: the settings helper that owns this folder replaces this module.
export async function loader(args: Route.LoaderArgs) {
	await requireViewer(args)
	return null
}

export default function SingleSignOnSettings() {
	return null
}
