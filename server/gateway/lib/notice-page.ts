import { type Deps, authenticate, consoleLink, isStaff } from './context.ts'
import { type Html, html, page } from './html.ts'
import { ApiError } from './http.ts'
import type { Context } from 'hono'

// The browser-facing pages' (pages/*.ts) short answers: a refused cross-site post, and a narrow card
// saying a link has expired, does not exist or has done its work.

/** The answer to a form post isCrossSitePost refuses. */
export function crossSiteForbidden(c: Context, deps: Deps): Response {
	return page(c, deps, 'Forbidden', html`<h1>Forbidden</h1><p>Cross-site form posts are refused.</p>`, 403)
}

/** A narrow card with a heading and, when given, a sentence and a link onwards. */
export function noticePage(
	c: Context,
	deps: Deps,
	notice: { title: string; heading: string; text?: string | Html; link?: { href: string; label: string } },
	status: 200 | 400 | 404 | 409 = 200,
): Response {
	const text = notice.text ? html`<p>${notice.text}</p>` : ''
	const link = notice.link ? html`<p><a href="${notice.link.href}">${notice.link.label}</a></p>` : ''
	return page(c, deps, notice.title, html`<div class="card narrow"><h1>${notice.heading}</h1>${text}${link}</div>`, status)
}

/**
 * Whether the request's bearer token (the console session's, in embedded mode) is platform staff's: 'staff',
 * else 401 without a valid token and 403 with another one.
 */
export async function staffCheck(c: Context, deps: Deps): Promise<'staff' | 401 | 403> {
	try {
		return isStaff(await authenticate(c, deps)) ? 'staff' : 403
	} catch (error) {
		if (!(error instanceof ApiError) || error.status !== 401) throw error
		return 401
	}
}

/** The page a staff-only page shows anyone else: sign in (401), or sign in as staff (403), then back to `redirectTo`. */
export function staffOnlyPage(
	c: Context,
	deps: Deps,
	status: 401 | 403,
	texts: { title: string; signIn: string; staffOnly: string; redirectTo: string },
): Response {
	const signIn = consoleLink(deps, '/login', { redirectTo: texts.redirectTo })
	const body = html`<div class="card narrow"><h1>${texts.title}</h1>
<p>${status === 401 ? texts.signIn : texts.staffOnly}</p>
<p><a href="${signIn}">${status === 401 ? 'Sign in to the console' : 'Sign in as platform staff'}</a></p></div>`
	return page(c, deps, texts.title, body, status)
}
