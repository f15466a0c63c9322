import { redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { FOR_DEVELOPERS_PATH } from './tournament-options.ts'
import type { Route } from './+types/index'

/** /for-developers opens its Preview tab (spec 2 §2), keeping the query. */
export async function loader(args: Route.LoaderArgs) {
	await requireViewer(args, { roles: ROLE_GROUPS.staff })
	return redirect(`${FOR_DEVELOPERS_PATH.preview}${args.url.search}`)
}
