import { type Html, html, page } from './html.ts'
import type { Deps } from './context.ts'
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
