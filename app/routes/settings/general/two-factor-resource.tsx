import { redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { twoFactorAction } from './two-factor.server.ts'
import type { Route } from './+types/two-factor-resource'

/**
 * The forms of the Two-Factor Authentication section (/settings/general): verify the password
 * (and send the email code), resend it, submit the 6-digit code, cancel. Each answers with a
 * redirect back to the section's step, so it works without JavaScript; conform's "validate" posts
 * get the errors only.
 */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	return twoFactorAction(viewer, args.request)
}

/** A GET (an old link or a reload after a post) shows the section. */
export async function loader(args: Route.LoaderArgs) {
	await requireViewer(args)
	return redirect('/settings/general')
}
