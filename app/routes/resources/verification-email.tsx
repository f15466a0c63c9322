import { redirect } from 'react-router'
import { requireViewer, sessionEndingResponse } from '#app/auth/guards.server.ts'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { sendVerificationEmail } from '#app/gateway/user.server.ts'
import { redirectWithToast, type Toast } from '#app/lib/toast.server.ts'
import type { Route } from './+types/verification-email'

/** 'Resend Email Verification' in the verify-your-email dialog. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	const form = await args.request.formData()
	const back = safeRedirectPath(form.get('redirectTo'), '/')
	let toast: Toast
	try {
		await sendVerificationEmail(viewer.token, viewer.user.id)
		toast = { type: 'success', message: 'common:verifyEmailDialog.sent' }
	} catch (error) {
		const ending = await sessionEndingResponse(error, args.request)
		if (ending) throw ending
		console.error(error)
		toast = { type: 'error', message: 'common:tryAgain' }
	}
	return redirectWithToast(args.request, back, toast)
}

export function loader() {
	return redirect('/')
}
