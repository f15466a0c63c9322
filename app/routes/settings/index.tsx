import { redirect } from 'react-router'
import type { Route } from './+types/index'
import { requireViewer } from '#app/auth/guards.server.ts'

/** /settings (Account Settings in the user menu) opens the general settings. */
export async function loader(args: Route.LoaderArgs) {
	await requireViewer(args)
	return redirect('/settings/general')
}
