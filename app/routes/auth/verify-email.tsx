import { redirect } from 'react-router'
import type { Route } from './+types/verify-email'
import { commitSession, getSession } from '#app/auth/session.server.ts'
import { verifyEmail } from '#app/gateway/user.server.ts'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'

export const handle = SIGN_IN_TEXTS

/**
 * The link in the verification email. The token is single-use at the gateway;
 * the page always ends at the root (spec 1 §2) with the outcome as a message.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
	const token = url.searchParams.get('token')
	const session = await getSession(request)
	try {
		if (!token) throw new Error('missing token')
		await verifyEmail(token)
		session.flash('toast', { type: 'success', message: 'common:verifyEmail.verified' })
	} catch {
		session.flash('toast', { type: 'error', message: 'common:verifyEmail.invalid' })
	}
	return redirect('/', { headers: { 'Set-Cookie': await commitSession(session) } })
}
