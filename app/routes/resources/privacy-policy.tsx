import { redirect } from 'react-router'
import type { Route } from './+types/privacy-policy'
import { requireViewer, sessionEndingResponse } from '#app/auth/guards.server.ts'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { commitSession, getSession } from '#app/auth/session.server.ts'
import { GatewayError } from '#app/gateway/errors.ts'
import { confirmPrivacyPolicy } from '#app/gateway/user.server.ts'

/** The policy dialog's Confirm (spec 1 §4); an already-confirmed policy is not an error (spec 1 §8). */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	const form = await args.request.formData()
	const back = safeRedirectPath(form.get('redirectTo'), '/')
	try {
		await confirmPrivacyPolicy(viewer.token, viewer.user.company_id, viewer.user.id)
	} catch (error) {
		const ending = await sessionEndingResponse(error, args.request)
		if (ending) throw ending
		if (!(error instanceof GatewayError && error.code === 'privacy_policy_already_confirmed')) {
			const session = await getSession(args.request)
			session.flash('toast', { type: 'error', message: 'common:tryAgain' })
			return redirect(back, { headers: { 'Set-Cookie': await commitSession(session) } })
		}
	}
	return redirect(back)
}

export function loader() {
	return redirect('/')
}
