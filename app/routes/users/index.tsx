import { redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import type { Route } from './+types/index'

/** /users → /users/all_users (spec 1 §2), keeping the query (e.g. ?modal=emails). */
export async function loader(args: Route.LoaderArgs) {
	await requireViewer(args, { roles: ROLE_GROUPS.staff })
	return redirect(`/users/all_users${args.url.search}`)
}
