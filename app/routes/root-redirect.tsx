import { redirect } from 'react-router'
import type { Route } from './+types/root-redirect'
import { requireViewer } from '#app/auth/guards.server.ts'
import { homePathFor } from '#app/auth/roles.ts'

/** The root: partners to the reseller overview, everyone else to get-started (spec 1 §2). */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	return redirect(homePathFor(viewer.company))
}
