import { and, eq, gt, isNull } from 'drizzle-orm'
import { simulationDedAuthorizations } from '../db/schema.ts'
import { type Deps, consoleLink, findCompany } from '../lib/context.ts'
import { html, isCrossSitePost, page } from '../lib/html.ts'
import { crossSiteForbidden, noticePage } from '../lib/notice-page.ts'
import type { Context, Hono } from 'hono'

// The mail provider's consent screen for direct email delivery (spec 3 §7 ded/auth/initiate leads
// here), played by the reference gateway while the `idp` test page is on (as pages/graph.ts plays
// Microsoft's): it names the company and the domain, and Allow marks the authorisation done; either
// answer returns the browser to the console's DED settings page with ?ded=authorized or ?ded=denied.
// The address is the credential: the id is unguessable, single-use and lives 10 minutes
// (services/phishing-simulation-settings.ts DED_CONSENT_TTL_MS).

const RETURN_PATH = '/phishing-simulation/settings/direct-email-delivery'

export function registerDedConsentPages(app: Hono, deps: Deps): void {
	const { db } = deps
	const expired = (c: Context) =>
		noticePage(
			c,
			deps,
			{
				title: 'Request expired',
				heading: 'This authorisation request has expired',
				text: 'Start the direct email delivery authorisation again from the console.',
				link: { href: consoleLink(deps, RETURN_PATH), label: 'Back to the console' },
			},
			404,
		)

	/** Claims a pending request: the row when it was still pending (and is now used), else null. */
	async function claim(id: string, authorized: boolean) {
		const now = deps.now()
		const [row] = await db
			.update(simulationDedAuthorizations)
			// Denied: the request ends (expires now) without authorising.
			.set(authorized ? { authorizedAt: now } : { expiresAt: now })
			.where(
				and(
					eq(simulationDedAuthorizations.id, id),
					isNull(simulationDedAuthorizations.authorizedAt),
					gt(simulationDedAuthorizations.expiresAt, now),
				),
			)
			.returning()
		return row ?? null
	}

	app.get('/__gateway/ded/consent/:id', async (c) => {
		const id = c.req.param('id')
		const [request] = await db
			.select()
			.from(simulationDedAuthorizations)
			.where(
				and(
					eq(simulationDedAuthorizations.id, id),
					isNull(simulationDedAuthorizations.authorizedAt),
					gt(simulationDedAuthorizations.expiresAt, deps.now()),
				),
			)
			.limit(1)
		if (!request) return expired(c)
		const company = await findCompany(db, request.companyId)
		const action = `/__gateway/ded/consent/${encodeURIComponent(id)}`
		return page(
			c,
			deps,
			'Direct email delivery consent (test mode)',
			html`<div class="card narrow">
	<p class="muted">Test mode: the reference gateway plays the mail provider.</p>
	<h1>Allow direct email delivery for ${request.domain}?</h1>
	<p>${company?.name ?? 'This company'}'s phishing simulation emails will be delivered straight into the inboxes of ${request.domain}, past spam filtering.</p>
	<form method="post" action="${action}/allow"><button type="submit">Allow</button></form>
	<form method="post" action="${action}/deny"><button type="submit" class="secondary">Deny</button></form>
</div>`,
		)
	})

	for (const [answer, authorized] of [
		['allow', true],
		['deny', false],
	] as const) {
		app.post(`/__gateway/ded/consent/:id/${answer}`, async (c) => {
			if (isCrossSitePost(c, deps)) return crossSiteForbidden(c, deps)
			const row = await claim(c.req.param('id'), authorized)
			if (!row) return expired(c)
			return c.redirect(consoleLink(deps, RETURN_PATH, { ded: authorized ? 'authorized' : 'denied' }), 303)
		})
	}
}
