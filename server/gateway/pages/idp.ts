import { loginAttempts } from '../db/schema.ts'
import { type CompanyRow, type Deps, consoleLink, findCompany, issueOneTime } from '../lib/context.ts'
import { type Html, formString, html, isCrossSitePost, page } from '../lib/html.ts'
import { crossSiteForbidden, noticePage } from '../lib/notice-page.ts'
import { verifyPassword } from '../lib/passwords.ts'
import { ONE_TIME_TTL_SECONDS } from '../lib/tokens.ts'
import { findUserByEmail, isLoginLockedOut } from '../services/session.ts'
import { SSO_PROVIDER_NAMES, findSsoSettings, hasBoostFeatures } from '../services/sso.ts'
import type { Context, Hono } from 'hono'

// Plays the company's identity provider for SSO sign-in: asks for email and password, then sends the
// browser back to the console with a one-time ssoToken or to /sso_fail with a failure code.

type FailureCode = 'email_is_not_connected' | 'no_subscription' | 'email_in_use'

export function registerIdpPages(app: Hono, deps: Deps): void {
	const { db } = deps
	const cancelUrl = () => consoleLink(deps, '/login/sso')
	const fail = (c: Context, error: FailureCode) => c.redirect(consoleLink(deps, '/sso_fail', { error }), 302)

	function expired(c: Context) {
		return noticePage(
			c,
			deps,
			{
				title: 'Sign-in request expired',
				heading: 'This sign-in request has expired',
				text: 'Start the single sign-on again from the console.',
				link: { href: cancelUrl(), label: 'Back to Admin Single Sign-On' },
			},
			400,
		)
	}

	/**
	 * What the configured provider is, as its own sign-in page would say: the provider's name and
	 * the settings saved on the console's SSO page (tenant, domain, or the SAML entity id and URL).
	 */
	async function providerDetails(company: CompanyRow | undefined): Promise<{ name: string; details: Html | string }> {
		if (!company?.ssoType) return { name: 'Identity provider', details: '' }
		const settings = await findSsoSettings(db, company.id)
		const name = SSO_PROVIDER_NAMES[company.ssoType] ?? 'Identity provider'
		if (!settings?.ssoType) return { name, details: '' }
		const rows: Array<[string, string | null]> =
			settings.ssoProtocol === 'saml'
				? [
						['Identity provider entity ID', settings.identityProviderEntityId],
						['SSO URL', settings.ssoUrl],
						['Service provider', settings.ssoSettingsId],
					]
				: [
						['Tenant', settings.tenantId],
						['Domain', settings.domain],
						['Client ID', settings.clientId],
					]
		const shown = rows.filter((row): row is [string, string] => !!row[1])
		if (shown.length === 0) return { name, details: '' }
		return {
			name,
			details: html`<dl class="muted" data-testid="idp-settings">${shown.map(([label, value]) => html`<dt>${label}</dt><dd>${value}</dd>`)}</dl>`,
		}
	}

	async function form(c: Context, request: string, company: CompanyRow | undefined, email: string, error?: string) {
		const { name: provider, details } = await providerDetails(company)
		return page(
			c,
			deps,
			`${provider} – Sign in`,
			html`<div class="card narrow">
	<p class="muted">${provider}</p>
	<h1>Sign in${company ? html` to ${company.name}` : ''}</h1>
	${details}
	${error ? html`<div class="error" role="alert">${error}</div>` : ''}
	<form method="post" action="/__gateway/idp/authorize">
		<input type="hidden" name="request" value="${request}">
		<label for="email">Email</label>
		<input id="email" name="email" type="email" autocomplete="username" required value="${email}">
		<label for="password">Password</label>
		<input id="password" name="password" type="password" autocomplete="current-password" required>
		<div class="actions"><button type="submit">Sign in</button><a href="${cancelUrl()}" style="margin-top:16px">Cancel</a></div>
	</form>
</div>`,
			error ? 401 : 200,
		)
	}

	app.get('/__gateway/idp/authorize', async (c) => {
		const request = c.req.query('request') ?? ''
		const claims = await deps.tokens.verifyIdpRequest(request)
		if (!claims) return expired(c)
		const company = await findCompany(db, claims.cid)
		// The provider may have been removed since the link was made: nothing to sign in with.
		if (!company?.ssoType) return fail(c, 'email_is_not_connected')
		return form(c, request, company, claims.email)
	})

	app.post('/__gateway/idp/authorize', async (c) => {
		if (isCrossSitePost(c, deps)) return crossSiteForbidden(c, deps)
		const body = await c.req.parseBody()
		const request = formString(body, 'request')
		const email = formString(body, 'email').trim().toLowerCase()
		const password = formString(body, 'password')
		const claims = await deps.tokens.verifyIdpRequest(request)
		if (!claims) return expired(c)
		const requestCompany = await findCompany(db, claims.cid)

		const now = deps.now()
		if (await isLoginLockedOut(db, email, now)) {
			return form(c, request, requestCompany, email, 'Too many unsuccessful login attempts. Please try again later.')
		}

		const user = email ? await findUserByEmail(deps, email) : undefined
		if (!user) return fail(c, 'email_is_not_connected')
		if (!(await verifyPassword(password, user.passwordHash))) {
			await db.insert(loginAttempts).values({ email, success: false, createdAt: now })
			return form(c, request, requestCompany, email, 'The email or password is incorrect.')
		}
		if (user.status !== 'ENABLED') {
			return form(c, request, requestCompany, email, 'Your account was suspended. Please, contact your manager')
		}
		if (user.companyId !== claims.cid) return fail(c, 'email_in_use')
		const company = requestCompany
		if (!company || !company.ssoType || company.isDisabled) return fail(c, 'email_is_not_connected')
		if (!hasBoostFeatures(company, deps.now())) return fail(c, 'no_subscription')

		const ssoToken = await issueOneTime(deps, db, 'sso_login', { sub: user.id, cid: company.id }, ONE_TIME_TTL_SECONDS)
		return c.redirect(consoleLink(deps, '/login/sso', { ssoToken }), 302)
	})
}
