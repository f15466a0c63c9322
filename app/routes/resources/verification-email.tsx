import { redirect } from 'react-router'
import type { Route } from './+types/verification-email'
import { requireViewer, sessionEndingResponse } from '#app/auth/guards.server.ts'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { commitSession, getSession } from '#app/auth/session.server.ts'
import { sendVerificationEmail } from '#app/gateway/user.server.ts'

/** 'Resend Email Verification' in the verify-your-email dialog. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	const form = await args.request.formData()
	const back = safeRedirectPath(form.get('redirectTo'), '/')
	const session = await getSession(args.request)
	try {
		await sendVerificationEmail(viewer.token, viewer.user.id)
		session.flash('toast', { type: 'success', message: 'common:verifyEmailDialog.sent' })
	} catch (error) {
		const ending = await sessionEndingResponse(error, args.request)
		if (ending) throw ending
		console.error(error)
		session.flash('toast', { type: 'error', message: 'common:tryAgain' })
	}
	return redirect(back, { headers: { 'Set-Cookie': await commitSession(session) } })
}

export function loader() {
	return redirect('/')
}
