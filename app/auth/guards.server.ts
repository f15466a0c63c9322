import { redirect, type RouterContextProvider } from 'react-router'
import { getCompanyView, type CompanyView } from '#app/gateway/company.server.ts'
import { GatewayError, isDisabledCompanyError, isSessionEndingError } from '#app/gateway/errors.ts'
import { getAuthUser, type AuthUser } from '#app/gateway/user.server.ts'
import { setToast, type Toast } from '#app/lib/toast.server.ts'
import { decideRouteAccess, ROLE_GROUPS } from './roles.ts'
import { currentPath, safeRedirectPath } from './safe-redirect.ts'
import {
	commitSession,
	companyAccessStorage,
	destroySession,
	getAuthType,
	getCompanyAccess,
	getSession,
	loginPathFor,
	sessionStorage,
} from './session.server.ts'
import { cachedShellRead } from './shell-cache.server.ts'

export type Viewer = {
	/** The gateway token for this request: the partner's company-access token while logged in as a customer. */
	token: string
	user: AuthUser
	company: CompanyView
	/** Set while a partner is logged in as a customer company. */
	companyAccess: { companyId: string; companyName: string } | null
}

/** What every loader and action receives; `url` is the page's URL (not the data request's). */
type Args = { request: Request; url: URL; context: Readonly<RouterContextProvider> }

// One gateway read of the viewer per request, however many loaders ask.
const viewers = new WeakMap<object, Promise<Viewer>>()

/**
 * The guard on the first line of every signed-in loader and action. It sends a
 * guest to sign in (and back afterwards), signs out a role without admin-panel
 * access, answers 403 to a signed-in role the route does not list, forces a temporary password to be changed, and ends the session when
 * the gateway says it has ended or the company is disabled.
 */
export async function requireViewer(
	{ request, url, context }: Args,
	options: { roles?: readonly string[]; allowTemporaryPassword?: boolean } = {},
): Promise<Viewer> {
	let pending = viewers.get(context)
	if (!pending) {
		pending = loadViewer(request, url)
		viewers.set(context, pending)
	}
	const viewer = await pending
	const decision = decideRouteAccess(viewer.user.role, options.roles ?? ROLE_GROUPS.adminPanel)
	if (!decision.allow) {
		if (decision.reason === 'no-admin-panel-access') throw await signOut(request, noPermissionToast())
		// Not the sign-in page: it sends anyone signed in straight back here (a loop). The page stays
		// and the console's frame shows the 403 page inside it.
		throw forbidden()
	}
	if (viewer.user.temporary_password && !options.allowTemporaryPassword) throw redirect('/change-password')
	return viewer
}

async function loadViewer(request: Request, url: URL): Promise<Viewer> {
	const session = await getSession(request)
	const idToken = session.get('idToken')
	if (!idToken) {
		const loginPath = loginPathFor(await getAuthType(request))
		throw redirect(`${loginPath}?${new URLSearchParams({ redirectTo: currentPath(url) })}`)
	}
	const access = await getCompanyAccess(request)
	const accessToken = access.get('idToken')
	const token = accessToken ?? idToken
	const companyId = (accessToken ? access.get('companyId') : session.get('companyId')) as string
	try {
		const [user, company] = await cachedShellRead(request, token, `viewer:${companyId}`, () =>
			Promise.all([getAuthUser(token), getCompanyView(token, companyId)]),
		)
		return {
			token,
			user,
			company,
			companyAccess: accessToken
				? { companyId: access.get('companyId') as string, companyName: access.get('companyName') as string }
				: null,
		}
	} catch (error) {
		throw (await sessionEndingResponse(error, request)) ?? error
	}
}

/**
 * spec 1 §8: a disabled-company message clears the session and shows the
 * disabled-company page; the session-ending code clears it and goes to the
 * sign-in page the user last used. Anything else is the caller's to handle.
 */
export async function sessionEndingResponse(error: unknown, request: Request): Promise<Response | null> {
	if (!(error instanceof GatewayError)) return null
	if (isDisabledCompanyError(error)) return signOut(request, null, '/disabled-company')
	if (isSessionEndingError(error)) {
		const loginPath = loginPathFor(await getAuthType(request))
		return signOut(request, { type: 'info', message: 'auth:login.sessionExpired' }, loginPath)
	}
	return null
}

/** Clears both sessions (own and company access) and redirects, with an optional message for the next page. */
export async function signOut(request: Request, toast: Toast | null, to?: string): Promise<Response> {
	const session = await getSession(request)
	const loginPath = to ?? loginPathFor(await getAuthType(request))
	const headers = new Headers()
	headers.append('Set-Cookie', await destroySession(session))
	const access = await getCompanyAccess(request)
	headers.append('Set-Cookie', await companyAccessStorage().destroySession(access))
	if (toast) {
		// A fresh session that carries only the message for the sign-in page.
		const fresh = await sessionStorage().getSession()
		setToast(fresh, toast)
		headers.set('Set-Cookie', await commitSession(fresh))
		headers.append('Set-Cookie', await companyAccessStorage().destroySession(access))
	}
	return redirect(loginPath, { headers })
}

function noPermissionToast(): Toast {
	return { type: 'error', message: 'auth:login.noPermission' }
}

/** A signed-in user whose role the page does not admit (the app layout's error boundary draws it). */
function forbidden() {
	return new Response(null, { status: 403, statusText: 'Forbidden' })
}

/** Whether the request carries a session (the gateway is not asked whether it is still valid). */
export async function isSignedIn(request: Request): Promise<boolean> {
	return !!(await getSession(request)).get('idToken')
}

/** Pages for guests only (sign-in, register): a signed-in admin goes where they were heading, or home. */
export async function requireGuest({ request, url }: { request: Request; url: URL }) {
	const session = await getSession(request)
	if (session.get('idToken')) {
		const redirectTo = url.searchParams.get('redirectTo')
		throw redirect(safeRedirectPath(redirectTo, '/'))
	}
	return session
}
