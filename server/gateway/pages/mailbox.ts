import { and, desc, eq, sql } from 'drizzle-orm'
import { outbox, simulationDeliveries } from '../db/schema.ts'
import { type Deps, consoleLink, issueOneTime } from '../lib/context.ts'
import { type Html, formString, html, isCrossSitePost, linkify, page } from '../lib/html.ts'
import { ApiError } from '../lib/http.ts'
import { crossSiteForbidden, staffCheck, staffOnlyPage } from '../lib/notice-page.ts'
import { MAGIC_LINK_TTL_SECONDS } from '../lib/tokens.ts'
import { findUserByEmail } from '../services/session.ts'
import type { Context, Hono } from 'hono'

const REDIRECTS = ['none', 'trainings', 'users'] as const

/** What the mailbox answers a visitor who is not signed in, in production. */
export const STAFF_SIGN_IN_TEXT = 'Sign in to the console as platform staff to read the mailbox.'
const STAFF_ONLY_TEXT = 'Only platform staff may read the mailbox.'

type Notice = { error?: string; email?: string; redirectTo?: string; sentTo?: string }

/**
 * An HTML email as its frame's document: links open in a new tab (`<base target="_blank">`; the frame is
 * sandboxed without scripts or same-origin, popups allowed so the tab is a normal one). The HTML was
 * sanitised when it was sent (services/phishing-simulation-sending.ts).
 */
function emailDocument(emailHtml: string): string {
	const base = '<base target="_blank">'
	const head = /<head(\s[^>]*)?>/i.exec(emailHtml)
	if (head) return emailHtml.slice(0, head.index + head[0].length) + base + emailHtml.slice(head.index + head[0].length)
	return base + emailHtml
}

function formatTime(date: Date): string {
	return date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC'
}

/**
 * The mailbox test pages (config.ts): `mailbox` is the list, each message and the JSON outbox;
 * `signInLinks` the "Send a sign-in link" form (POST /__gateway/mailbox/magic-link; on a page of its
 * own at /__gateway/sign-in-link when the mailbox is off). With config.staffOnlyTestPages
 * (production) each of them first authenticates the bearer token and answers platform staff only
 * (support, superadmin); in embedded mode the console adds its session's token (server/embedded-gateway.ts).
 */
export function registerMailboxPages(
	app: Hono,
	deps: Deps,
	options: { mailbox: boolean; signInLinks: boolean } = { mailbox: true, signInLinks: true },
): void {
	const { db } = deps

	/** Production: a 401 or 403 unless the bearer token is platform staff's; null lets the request through. */
	async function refusal(c: Context, kind: 'page' | 'json'): Promise<Response | null> {
		if (!deps.config.staffOnlyTestPages) return null
		const status = await staffCheck(c, deps)
		if (status === 'staff') return null
		if (kind === 'json') {
			const refused =
				status === 401 ? new ApiError(401, 'session_expired', STAFF_SIGN_IN_TEXT) : new ApiError(403, 'forbidden', STAFF_ONLY_TEXT)
			return c.json(refused.toBody(), status)
		}
		return staffOnlyPage(c, deps, status, {
			title: 'Mailbox',
			signIn: STAFF_SIGN_IN_TEXT,
			staffOnly: STAFF_ONLY_TEXT,
			redirectTo: '/__gateway/mailbox',
		})
	}

	function signInLinkForm(notice?: Notice): Html {
		const redirectTo = notice?.redirectTo ?? 'none'
		return html`<div class="card">
	<h2>Sign-in link</h2>
	<p class="muted">Puts an email with a magic sign-in link for the console in the mailbox.</p>
	${notice?.sentTo ? html`<div class="ok" role="status">A sign-in link was sent to ${notice.sentTo}.</div>` : ''}
	${notice?.error ? html`<div class="error" role="alert">${notice.error}</div>` : ''}
	<form method="post" action="/__gateway/mailbox/magic-link">
		<div class="row">
			<div><label for="email">Email</label><input id="email" name="email" type="email" required value="${notice?.email ?? ''}"></div>
			<div><label for="redirectTo">After sign-in open</label>
				<select id="redirectTo" name="redirectTo">
					${REDIRECTS.map((r) => html`<option value="${r}"${r === redirectTo ? html` selected` : ''}>${r === 'none' ? 'the home page' : r}</option>`)}
				</select></div>
		</div>
		<button type="submit">Send a sign-in link</button>
	</form>
</div>`
	}

	async function renderList(c: Context, notice?: Notice, status: 200 | 400 = 200) {
		const to = c.req.query('to')?.trim().toLowerCase() ?? ''
		const rows = await db
			.select()
			.from(outbox)
			.where(to ? sql`lower(${outbox.to}) = ${to}` : undefined)
			.orderBy(desc(outbox.id))
			.limit(200)
		const body = html`
<h1>Mailbox</h1>
<p class="muted">Every email the platform sends is kept here${deps.mailer.enabled ? ' and delivered by SMTP' : ' (no SMTP server is configured, so nothing leaves this machine)'}.</p>
${options.signInLinks ? signInLinkForm(notice) : ''}
<form method="get" action="/__gateway/mailbox" class="row" style="margin-bottom:12px">
	<div><label for="to">Recipient</label><input id="to" name="to" type="email" value="${to}" placeholder="Show messages to one address"></div>
	<div style="flex:0 0 auto"><button type="submit">Filter</button></div>
</form>
${
	rows.length === 0
		? html`<div class="card">No messages${to ? html` to ${to}` : ''}.</div>`
		: html`<table>
	<thead><tr><th>Time</th><th>To</th><th>Subject</th><th>Status</th></tr></thead>
	<tbody>${rows.map(
		(m) =>
			html`<tr><td>${formatTime(m.createdAt)}</td><td>${m.to}</td><td><a href="/__gateway/mailbox/${String(m.id)}">${m.subject}</a></td><td class="muted">${m.sentAt ? 'sent' : m.error ? 'failed' : deps.mailer.enabled ? 'queued' : 'stored'}</td></tr>`,
	)}</tbody>
</table>`
}`
		return page(c, deps, 'Mailbox', body, status)
	}

	/** A simulation email's delivery: whether it was reported; null when the delivery is gone (its campaign deleted). */
	async function reportState(token: string): Promise<{ reported: boolean } | null> {
		const [delivery] = await db
			.select({ reportedAt: simulationDeliveries.reportedAt })
			.from(simulationDeliveries)
			.where(eq(simulationDeliveries.token, token))
			.limit(1)
		return delivery ? { reported: delivery.reportedAt !== null } : null
	}

	/** What a mail client's report button does (services/phishing-simulation-tracking.ts), then back to this message. */
	function reportControl(messageId: number, token: string, state: { reported: boolean }): Html {
		if (state.reported) return html`<p class="ok" role="status">Reported</p>`
		return html`<form method="post" action="/__gateway/phish/${token}/report" style="margin:0 0 12px">
	<input type="hidden" name="messageId" value="${String(messageId)}">
	<button type="submit" style="margin-top:0">Report phishing</button>
</form>`
	}

	function htmlMessagePolicy(): string {
		const consoleOrigin = new URL(deps.config.consoleUrl).origin
		const pagesOrigin = new URL(deps.config.pagesBaseUrl).origin
		return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: ${pagesOrigin}; form-action 'self' ${consoleOrigin}; frame-ancestors 'none'; base-uri 'none'`
	}

	/** The sign-in-link form alone (the mailbox is off). */
	function renderForm(c: Context, notice?: Notice, status: 200 | 400 = 200) {
		return page(c, deps, 'Sign-in link', html`<h1>Sign-in link</h1>${signInLinkForm(notice)}`, status)
	}

	if (options.mailbox) {
		app.get('/__gateway/mailbox', async (c) => (await refusal(c, 'page')) ?? renderList(c))

		app.get('/__gateway/mailbox/:id{[0-9]+}', async (c) => {
			const refused = await refusal(c, 'page')
			if (refused) return refused
			const [message] = await db
				.select()
				.from(outbox)
				.where(eq(outbox.id, Number(c.req.param('id'))))
				.limit(1)
			if (!message)
				return page(
					c,
					deps,
					'Message not found',
					html`<h1>Message not found</h1><p><a href="/__gateway/mailbox">Back to the mailbox</a></p>`,
					404,
				)
			const report = message.trackingToken ? await reportState(message.trackingToken) : null
			const body: Html = html`
<p><a href="/__gateway/mailbox">← Mailbox</a></p>
<div class="card">
	<h1>${message.subject}</h1>
	<p class="muted">To ${message.to} · ${formatTime(message.createdAt)}${message.sentAt ? ' · sent' : ''}${message.error ? html` · delivery failed: ${message.error}` : ''}</p>
	${report ? reportControl(message.id, message.trackingToken!, report) : ''}
	${
		message.html
			? html`<iframe title="Email: ${message.subject}" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${emailDocument(message.html)}" style="width:100%;height:640px;border:1px solid #dde3ec;border-radius:6px;background:#fff"></iframe>
	<details><summary>Text version</summary><pre>${linkify(message.text)}</pre></details>`
			: html`<pre>${linkify(message.text)}</pre>`
	}
</div>`
			const response = page(c, deps, message.subject, body)
			// An HTML email's frame (srcdoc: it inherits this policy) loads the open pixel from the pages' origin.
			if (message.html) response.headers.set('Content-Security-Policy', htmlMessagePolicy())
			return response
		})

		// Tests and tools read the newest message to an address (e.g. an MFA code), with `subject` the
		// newest with that exact subject (a shared address such as the sales team's gets others' mail too).
		app.get('/__gateway/api/outbox/latest', async (c) => {
			const refused = await refusal(c, 'json')
			if (refused) return refused
			const to = c.req.query('to')?.trim().toLowerCase() ?? ''
			const subject = c.req.query('subject')
			const [message] = await db
				.select()
				.from(outbox)
				.where(and(to ? sql`lower(${outbox.to}) = ${to}` : undefined, subject ? eq(outbox.subject, subject) : undefined))
				.orderBy(desc(outbox.id))
				.limit(1)
			if (!message)
				return c.json({ code: 'not_found', message: 'No message', details: [{ code: 'not_found', description: 'No message' }] }, 404)
			return c.json({
				id: message.id,
				to: message.to,
				subject: message.subject,
				text: message.text,
				html: message.html,
				trackingToken: message.trackingToken,
				kind: message.kind,
				createdAt: message.createdAt.toISOString(),
				sentAt: message.sentAt?.toISOString() ?? null,
			})
		})
	}

	if (!options.signInLinks) return

	if (!options.mailbox) app.get('/__gateway/sign-in-link', async (c) => (await refusal(c, 'page')) ?? renderForm(c))

	app.post('/__gateway/mailbox/magic-link', async (c) => {
		if (isCrossSitePost(c, deps)) return crossSiteForbidden(c, deps)
		const refused = await refusal(c, 'page')
		if (refused) return refused
		const form = await c.req.parseBody()
		const email = formString(form, 'email').trim()
		const redirectChoice = formString(form, 'redirectTo')
		const redirectTo = (REDIRECTS as readonly string[]).includes(redirectChoice) ? redirectChoice : 'none'
		const user = email ? await findUserByEmail(deps, email) : undefined
		if (!user) {
			const notice = { error: 'No user has this email address.', email, redirectTo }
			return options.mailbox ? renderList(c, notice, 400) : renderForm(c, notice, 400)
		}
		const id = await db.transaction(async (tx) => {
			const token = await issueOneTime(deps, tx, 'magic_link', { sub: user.id, cid: user.companyId }, MAGIC_LINK_TTL_SECONDS)
			const link = consoleLink(deps, '/', { magicLinkVerificationToken: token, redirectTo: redirectTo === 'none' ? undefined : redirectTo })
			return deps.mailer.queue(tx, {
				to: user.email,
				kind: 'magic_link',
				subject: 'Your sign-in link',
				text: [
					`Hi ${user.name || 'there'},`,
					'',
					'Open this link to sign in to the admin console:',
					link,
					'',
					'The link works once and expires in 24 hours.',
				].join('\n'),
			})
		})
		return options.mailbox ? c.redirect(`/__gateway/mailbox/${id}`, 303) : renderForm(c, { sentTo: user.email })
	})
}
