import { redirect } from 'react-router'
import { signOut } from '#app/auth/guards.server.ts'
import { getAuthType, getCompanyAccess, getSession, loginPathFor } from '#app/auth/session.server.ts'
import { logout as gatewayLogout } from '#app/gateway/user.server.ts'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'
import type { Route } from './+types/logout'

export const handle = SIGN_IN_TEXTS

/** Logout is a POST: the gateway revokes the tokens, then both cookies are cleared. */
export async function action({ request }: Route.ActionArgs) {
	const [session, access] = await Promise.all([getSession(request), getCompanyAccess(request)])
	const tokens = [session.get('idToken'), access.get('idToken')].filter((t): t is string => !!t)
	await Promise.all(tokens.map((t) => gatewayLogout(t).catch(() => {})))
	return signOut(request, { type: 'info', message: 'auth:login.loggedOut' }, loginPathFor(await getAuthType(request)))
}

export async function loader({ request }: Route.LoaderArgs) {
	return redirect(loginPathFor(await getAuthType(request)))
}
