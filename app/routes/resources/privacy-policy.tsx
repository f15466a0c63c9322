import { redirect } from 'react-router'
import { requireViewer, sessionEndingResponse } from '#app/auth/guards.server.ts'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { hasErrorCode } from '#app/gateway/errors.ts'
import { confirmPrivacyPolicy } from '#app/gateway/user.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import type { Route } from './+types/privacy-policy'

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
		if (!hasErrorCode(error, 'privacy_policy_already_confirmed')) {
			return redirectWithToast(args.request, back, { type: 'error', message: 'common:tryAgain' })
		}
	}
	return redirect(back)
}

export function loader() {
	return redirect('/')
}
