import { redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import type { Route } from './+types/index'

/** /settings (Account Settings in the user menu) opens the general settings. */
export async function loader(args: Route.LoaderArgs) {
	await requireViewer(args)
	return redirect('/settings/general')
}
