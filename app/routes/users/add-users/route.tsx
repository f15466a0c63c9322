import { redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { addUsersAction } from './actions.server.ts'
import { drawerHref } from './url.ts'
import type { Route } from './+types/route'

/** The Add New Users drawer's form posts (the drawer itself is drawn on /users/all_users). */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	return addUsersAction(viewer, args.request, args.url)
}

/** A GET (a bookmarked or reloaded form address) opens the drawer. */
export async function loader(args: Route.LoaderArgs) {
	await requireViewer(args, { roles: ROLE_GROUPS.staff })
	return redirect(drawerHref(args.url.searchParams.get('back') ?? '', { modal: 'emails' }))
}
