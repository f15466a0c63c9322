import { redirect, redirectDocument } from 'react-router'
import type { UiMessage } from '#app/components/form-errors.ts'
import { getCompanyView } from '#app/gateway/company.server.ts'
import { GatewayError, isDisabledCompanyError } from '#app/gateway/errors.ts'
import {
	exchangeMagicLink,
	exchangeSsoToken,
	getAuthUser,
	logout as gatewayLogout,
	signInWithToken,
	updateLastLogin,
} from '#app/gateway/user.server.ts'
import type { TranslationKey } from '#app/i18n/keys.ts'
import { setToast, type Toast } from '#app/lib/toast.server.ts'
import { hasAdminPanelAccess } from './roles.ts'
import { safeRedirectPath } from './safe-redirect.ts'
import {
	authTypeCookie,
	commitSession,
	companyAccessStorage,
	getCompanyAccess,
	getSession,
	sessionStorage,
	type AuthType,
} from './session.server.ts'

export class SignInRefused extends Error {
	constructor(readonly messageKey: TranslationKey) {
		super(messageKey)
	}
}

/**
 * Every sign-in path ends here with a one-time token from the gateway: it is
 * exchanged for a session token (renewed at each login), and only a role with
 * admin-panel access gets a session. A disabled company goes to its page.
 */
export async function completeSignIn(
	request: Request,
	oneTimeToken: string,
	{ redirectTo, authType }: { redirectTo?: string | null; authType: AuthType },
): Promise<Response> {
	const { idToken } = await signInWithToken(oneTimeToken)
	const user = await getAuthUser(idToken)
	if (!hasAdminPanelAccess(user.role)) {
		await gatewayLogout(idToken).catch(() => {})
		throw new SignInRefused('auth:login.noAdminAccess')
	}
	let companyLang: string | undefined
	try {
		const company = await getCompanyView(idToken, user.company_id)
		companyLang = company.lang ?? undefined
	} catch (error) {
		if (error instanceof GatewayError && isDisabledCompanyError(error)) {
			await gatewayLogout(idToken).catch(() => {})
			throw redirect('/disabled-company')
		}
		throw error
	}
	await updateLastLogin(idToken, user.id).catch((error) => console.error('last_login update failed', error))

	// A new session for every sign-in: nothing of a previous one carries over but the language choice.
	const previous = await getSession(request)
	const session = await sessionStorage().getSession()
	session.set('idToken', idToken)
	session.set('userId', user.id)
	session.set('companyId', user.company_id)
	session.set('role', user.role)
	if (companyLang) session.set('companyLang', companyLang)
	const lng = previous.get('lng')
	if (lng) session.set('lng', lng)
	const headers = new Headers()
	headers.append('Set-Cookie', await commitSession(session))
	headers.append('Set-Cookie', await authTypeCookie.serialize(authType))
	headers.append('Set-Cookie', await companyAccessStorage().destroySession(await getCompanyAccess(request)))
	const target = user.temporary_password ? '/change-password' : safeRedirectPath(redirectTo, '/')
	// The reference gateway's pages (/__gateway/mailbox for staff) are no routes of the app: a document load, not a client navigation.
	return (target.startsWith('/__gateway/') ? redirectDocument : redirect)(target, { headers })
}

/** Magic-link targets of spec 1 §2: redirectTo=trainings or users. */
const MAGIC_LINK_TARGETS: Record<string, string> = {
	trainings: '/learning/courses',
	users: '/users/all_users',
}

/**
 * Startup (spec 1 §4): an entry URL may carry an SSO token, a magic-link token
 * or a company token. Each is exchanged once, and the token never stays in the
 * address bar. Returns null when the URL carries none.
 */
export async function handleEntryTokens({ request, url }: { request: Request; url: URL }): Promise<Response | null> {
	if (request.method !== 'GET' && request.method !== 'HEAD') return null
	const companyToken = url.searchParams.get('companyToken')
	if (companyToken && url.pathname !== '/login_as_company') {
		// A partner's company token opens the customer's console through the login-as-company page.
		const params = new URLSearchParams({ companyToken, companyId: url.searchParams.get('companyId') ?? '' })
		return redirect(`/login_as_company?${params}`)
	}
	const ssoToken = url.searchParams.get('ssoToken')
	const magicToken = url.searchParams.get('magicLinkVerificationToken')
	if (!ssoToken && !magicToken) return registerEntry(request, url)

	if (ssoToken) {
		try {
			const { customFirebaseToken } = await exchangeSsoToken(ssoToken)
			return await completeSignIn(request, customFirebaseToken, { authType: 'sso', redirectTo: '/' })
		} catch (error) {
			if (error instanceof Response) return error
			if (error instanceof SignInRefused) return refuse({ message: error.messageKey }, '/login/sso')
			return redirect(`/sso_fail?error=token_expired`)
		}
	}

	const redirectTo = MAGIC_LINK_TARGETS[url.searchParams.get('redirectTo') ?? ''] ?? '/'
	try {
		const { authToken } = await exchangeMagicLink(magicToken!)
		return await completeSignIn(request, authToken, { authType: 'password', redirectTo })
	} catch (error) {
		if (error instanceof Response) return error
		if (error instanceof SignInRefused) return refuse({ message: error.messageKey }, '/login')
		return refuse(error instanceof GatewayError ? { message: error.message, raw: true } : { message: 'auth:login.unknown' }, '/login')
	}
}

/**
 * Spec 1 §2: `register=true` moves a not-yet-registered visitor (no session) to the
 * register page; a signed-in user just loses the parameter.
 */
async function registerEntry(request: Request, url: URL): Promise<Response | null> {
	if (url.searchParams.get('register') !== 'true' || url.pathname.startsWith('/register')) return null
	const signedIn = !!(await getSession(request)).get('idToken')
	if (!signedIn) return redirect('/register')
	const rest = new URLSearchParams(url.searchParams)
	rest.delete('register')
	return redirect(`${url.pathname}${rest.size ? `?${rest}` : ''}`)
}

/** Signs out whatever session there was and shows the reason on the sign-in page. */
async function refuse(message: UiMessage, to: string) {
	const session = await sessionStorage().getSession()
	const toast: Toast = { type: 'error', ...message }
	setToast(session, toast)
	return redirect(to, { headers: { 'Set-Cookie': await commitSession(session) } })
}
