import type { Deps } from './context.ts'
import type { Context } from 'hono'

// Plain server-rendered pages of the gateway's side channels (mailbox, identity provider, test checkout). No
// JavaScript; every value goes through escapeHtml.

export function escapeHtml(value: unknown): string {
	return String(value ?? '')
		.replaceAll('&', '&amp;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
		.replaceAll('"', '&quot;')
		.replaceAll("'", '&#39;')
}

/** A trusted HTML fragment (already escaped). */
export type Html = { readonly __html: string }
export const raw = (html: string): Html => ({ __html: html })

/** Tagged template that escapes every interpolated value unless it is Html (or an array of Html). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
	let out = strings[0]!
	values.forEach((value, i) => {
		out += render(value) + strings[i + 1]!
	})
	return raw(out)
}

function render(value: unknown): string {
	if (Array.isArray(value)) return value.map(render).join('')
	if (value && typeof value === 'object' && '__html' in value) return (value as Html).__html
	if (value === null || value === undefined || value === false) return ''
	return escapeHtml(value)
}

/** Escapes text and turns its http(s) addresses into links. */
export function linkify(text: string): Html {
	const parts: string[] = []
	let last = 0
	for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
		parts.push(escapeHtml(text.slice(last, match.index)))
		const url = match[0]
		parts.push(`<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`)
		last = match.index! + url.length
	}
	parts.push(escapeHtml(text.slice(last)))
	return raw(parts.join(''))
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2430;background:#f4f6fa}
main{max-width:960px;margin:0 auto;padding:24px 16px}h1{font-size:22px;margin:0 0 16px}h2{font-size:17px;margin:24px 0 8px}
.card{background:#fff;border:1px solid #dde3ec;border-radius:10px;padding:20px;margin-bottom:16px}
table{width:100%;border-collapse:collapse;background:#fff}th,td{text-align:start;padding:8px 10px;border-bottom:1px solid #e6eaf0;vertical-align:top}
th{font-size:13px;color:#5a6678;font-weight:600}a{color:#2450d3}label{display:block;font-weight:600;margin:12px 0 4px}
input,select{width:100%;padding:9px 10px;border:1px solid #c5cdd9;border-radius:6px;font:inherit}
button{margin-top:16px;padding:9px 18px;border:0;border-radius:6px;background:#2450d3;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.row{display:flex;gap:12px;flex-wrap:wrap;align-items:end}.row>*{flex:1 1 200px}.muted{color:#5a6678;font-size:13px}
.error{background:#fdecec;border:1px solid #f3b4b4;color:#8a1c1c;padding:10px 12px;border-radius:6px;margin:12px 0}
.ok{background:#e9f7ee;border:1px solid #a8dcb9;color:#1d5e33;padding:10px 12px;border-radius:6px;margin:12px 0}
pre{white-space:pre-wrap;word-break:break-word;font:14px/1.55 ui-monospace,Menlo,Consolas,monospace;margin:0}
.narrow{max-width:420px;margin:48px auto}.actions{display:flex;gap:16px;align-items:center}
button.secondary{background:#fff;color:#2450d3;border:1px solid #c5cdd9}
`

export function page(c: Context, deps: Deps, title: string, body: Html, status: 200 | 400 | 401 | 403 | 404 | 409 | 429 = 200): Response {
	const consoleOrigin = new URL(deps.config.consoleUrl).origin
	c.header(
		'Content-Security-Policy',
		`default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${consoleOrigin}; frame-ancestors 'none'; base-uri 'none'`,
	)
	c.header('X-Content-Type-Options', 'nosniff')
	c.header('Referrer-Policy', 'no-referrer')
	c.header('Cache-Control', 'no-store')
	const document = html`<!doctype html>
		<html lang="en">
			<head>
				<meta charset="utf-8" />
				<meta name="viewport" content="width=device-width,initial-scale=1" />
				<meta name="robots" content="noindex" />
				<title>${title}</title>
				<style>
					${raw(STYLE)}
				</style>
			</head>
			<body>
				<main>${body}</main>
			</body>
		</html>`
	return c.html(document.__html, status)
}

/** A table with one heading per column, or the `empty` card when there are no rows. */
export function dataTable(headings: Array<string | Html>, rows: Html[], empty: Html = html`<div class="card">No data</div>`): Html {
	if (rows.length === 0) return empty
	return html`<table>
		<thead>
			<tr>
				${headings.map((heading) => html`<th>${heading}</th>`)}
			</tr>
		</thead>
		<tbody>
			${rows}
		</tbody>
	</table>`
}

/** POST pages refuse cross-site submissions (Sec-Fetch-Site and Origin, when the browser sends them). */
export function isCrossSitePost(c: Context, deps: Deps): boolean {
	const site = c.req.header('sec-fetch-site')
	if (site && site !== 'same-origin' && site !== 'none') return true
	const origin = c.req.header('origin')
	if (origin) {
		const allowed = new Set([new URL(c.req.url).origin, new URL(deps.config.pagesBaseUrl).origin])
		if (!allowed.has(origin)) return true
	}
	return false
}

/** The page a refused cross-site form post gets (see isCrossSitePost). */
export function crossSiteForbidden(c: Context, deps: Deps): Response {
	return page(
		c,
		deps,
		'Forbidden',
		html`<h1>Forbidden</h1>
			<p>Cross-site form posts are refused.</p>`,
		403,
	)
}

export function formString(form: Record<string, unknown>, name: string): string {
	const value = form[name]
	return typeof value === 'string' ? value : ''
}
