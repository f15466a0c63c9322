import { verifyEmail } from '#app/gateway/user.server.ts'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'
import { redirectWithToast, type Toast } from '#app/lib/toast.server.ts'
import type { Route } from './+types/verify-email'

export const handle = SIGN_IN_TEXTS

/**
 * The link in the verification email. The token is single-use at the gateway;
 * the page always ends at the root (spec 1 §2) with the outcome as a message.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
	const token = url.searchParams.get('token')
	let toast: Toast
	try {
		if (!token) throw new Error('missing token')
		await verifyEmail(token)
		toast = { type: 'success', message: 'common:verifyEmail.verified' }
	} catch {
		toast = { type: 'error', message: 'common:verifyEmail.invalid' }
	}
	return redirectWithToast(request, '/', toast)
}
