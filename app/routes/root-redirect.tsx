import { redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { homePathFor } from '#app/auth/roles.ts'
import { SHELL_PATH } from '#app/auth/visibility.ts'
import { builtPageOr } from '#app/lib/built-pages.ts'
import type { Route } from './+types/root-redirect'

/** The root: partners to the reseller overview, everyone else to get-started (spec 1 §2); get-started while the partner portal is not built. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	return redirect(builtPageOr(homePathFor(viewer.company), SHELL_PATH.home))
}
