import { and, eq, gt, isNull } from 'drizzle-orm'
import { graphConsents } from '../db/schema.ts'
import { type Deps, findCompany } from '../lib/context.ts'
import { formString, html, isCrossSitePost, page } from '../lib/html.ts'
import { crossSiteForbidden, noticePage } from '../lib/notice-page.ts'
import { connectGraph } from '../services/white-label.ts'
import type { Context, Hono } from 'hono'

// The Office Graph API consent the reference gateway plays (GET graph_api/auth_url leads here):
// like a real identity platform's consent screen, it names the company, asks for the mailbox that
// will send, and returns the browser to the console with ?graph=connected or ?graph=cancelled.
// The address is the credential: the consent id is unguessable, single-use and lives 10 minutes.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export function registerGraphPages(app: Hono, deps: Deps): void {
	const { db } = deps
	const forbidden = (c: Context) => crossSiteForbidden(c, deps)
	const expired = (c: Context) =>
		noticePage(
			c,
			deps,
			{ title: 'Consent expired', heading: 'This consent request has expired', text: 'Connect Office Graph API again from the console.' },
			404,
		)

	async function pending(id: string) {
		const [consent] = await db
			.select()
			.from(graphConsents)
			.where(and(eq(graphConsents.id, id), isNull(graphConsents.usedAt), gt(graphConsents.expiresAt, deps.now())))
			.limit(1)
		return consent
	}

	async function consentPage(c: Context, id: string, problem?: string, account = '') {
		const consent = await pending(id)
		if (!consent) return expired(c)
		const company = await findCompany(db, consent.companyId)
		const action = `/__gateway/graph/consent/${encodeURIComponent(id)}`
		const response = page(
			c,
			deps,
			'Microsoft 365 consent (test mode)',
			html`<div class="card narrow">
	<p class="muted">Test mode: the reference gateway plays Microsoft 365.</p>
	<h1>Let ${company?.name ?? 'this company'} send email through Office Graph API?</h1>
	<p>Training invitations and reminders will be sent from the mailbox below.</p>
	${problem ? html`<div class="error" role="alert">${problem}</div>` : ''}
	<form method="post" action="${action}/accept">
		<label for="account">Mailbox</label>
		<input id="account" name="account" type="email" required value="${account}" autocomplete="email">
		<button type="submit">Accept</button>
	</form>
	<form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form>
</div>`,
			problem ? 400 : 200,
		)
		// The forms' answer redirects to the console's custom domain (a verified one, checked when the
		// consent was made): browsers apply form-action to that redirect too.
		const csp = response.headers.get('Content-Security-Policy')
		if (csp)
			response.headers.set(
				'Content-Security-Policy',
				csp.replace("form-action 'self'", `form-action 'self' ${new URL(consent.returnUrl).origin}`),
			)
		return response
	}

	app.get('/__gateway/graph/consent/:id', (c) => consentPage(c, c.req.param('id')))

	app.post('/__gateway/graph/consent/:id/accept', async (c) => {
		if (isCrossSitePost(c, deps)) return forbidden(c)
		const id = c.req.param('id')
		const account = formString(await c.req.parseBody(), 'account')
			.trim()
			.toLowerCase()
		if (!EMAIL.test(account) || account.length > 254) return consentPage(c, id, 'This is not a valid email', account)
		const outcome = await connectGraph(deps, id, account)
		if (outcome.status === 'expired') return expired(c)
		return c.redirect(`${outcome.returnUrl}?graph=${outcome.status === 'connected' ? 'connected' : 'smtpOn'}`, 303)
	})

	app.post('/__gateway/graph/consent/:id/cancel', async (c) => {
		if (isCrossSitePost(c, deps)) return forbidden(c)
		const now = deps.now()
		const [consent] = await db
			.update(graphConsents)
			.set({ usedAt: now })
			.where(and(eq(graphConsents.id, c.req.param('id')), isNull(graphConsents.usedAt), gt(graphConsents.expiresAt, now)))
			.returning()
		if (!consent) return expired(c)
		return c.redirect(`${consent.returnUrl}?graph=cancelled`, 303)
	})
}
