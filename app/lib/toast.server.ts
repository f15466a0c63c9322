import { redirect, type Session } from 'react-router'
import { commitSession, getSession, type FlashData, type SessionData } from '#app/auth/session.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'

/**
 * The one place for toasts: the one-time message the next page shows as the snackbar (with
 * JavaScript, hidden after 4 s) or as a status line (without). It travels as a flash value in the
 * session cookie, so it survives the redirect of a no-JS form post and is read once by the root loader.
 * The shape follows the Epic Stack's toast.server.ts; the storage is the session rather than a cookie
 * of its own, so a response that also writes the session sets that one cookie once.
 */

/** A one-time message for the next page: an i18n key, or the gateway's own text when raw. */
export type Toast = { type: 'success' | 'error' | 'info' } & UiMessage

const TOAST_KEY = 'toast'

/**
 * For a response that commits the session itself (sign-in, an MFA step, sign-out): the toast goes into
 * that session, since a second Set-Cookie for the same cookie would overwrite the first.
 */
export function setToast(session: Session<SessionData, FlashData>, toast: Toast) {
	session.flash(TOAST_KEY, toast)
}

/** The Set-Cookie header that carries `toast` to the next page. */
export async function createToastHeaders(request: Request, toast: Toast) {
	const session = await getSession(request)
	setToast(session, toast)
	return new Headers({ 'Set-Cookie': await commitSession(session) })
}

/** A redirect that shows `toast` on the next page. */
export async function redirectWithToast(request: Request, to: string, toast: Toast, init?: ResponseInit) {
	return redirect(to, { ...init, headers: combineHeaders(init?.headers, await createToastHeaders(request, toast)) })
}

/** The toast for this page (read once: `headers` clears it), for the root loader. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
	const session = await getSession(request)
	const toast = session.get(TOAST_KEY) ?? null
	return { toast, headers: toast ? new Headers({ 'Set-Cookie': await commitSession(session) }) : null }
}

/** All headers of several inits in one; repeated names (Set-Cookie) are appended, not replaced. */
export function combineHeaders(...headers: Array<ResponseInit['headers'] | null | undefined>) {
	const combined = new Headers()
	for (const header of headers) {
		if (!header) continue
		for (const [key, value] of new Headers(header).entries()) combined.append(key, value)
	}
	return combined
}
