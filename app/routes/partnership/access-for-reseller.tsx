import { redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ACCESS_DIALOG_PARAM } from '#app/lib/modals.ts'
import type { Route } from './+types/access-for-reseller'

/** spec 1 §2: /access-for-reseller opens Get started with the partner-access confirmation. */
export async function loader(args: Route.LoaderArgs) {
	await requireViewer(args)
	return redirect(`/home?${ACCESS_DIALOG_PARAM}=true`)
}
