import { SETUP_PATH, createFirstStaff, isSetupTokenValid } from '../bootstrap.ts'
import { type Deps, consoleLink } from '../lib/context.ts'
import { formString, html, isCrossSitePost, page } from '../lib/html.ts'
import { crossSiteForbidden, noticePage } from '../lib/notice-page.ts'
import { isStrongPassword } from '../lib/passwords.ts'
import { WEAK_PASSWORD_MESSAGE } from '../services/session.ts'
import type { Context, Hono } from 'hono'

// The one-time setup link of a database without users (bootstrap.ts): it asks for the first platform
// staff account's email, name and password, creates it once, and is gone (404) from then on.

type Values = { email?: string; name?: string }

export function registerSetupPages(app: Hono, deps: Deps): void {
	const gone = (c: Context) =>
		noticePage(
			c,
			deps,
			{ title: 'Not found', heading: 'This setup link does not work', text: 'It was used, has expired or never existed.' },
			404,
		)

	function form(c: Context, token: string, values: Values = {}, error?: string, status: 200 | 400 = 200) {
		return page(
			c,
			deps,
			'Set up the platform',
			html`<div class="card narrow">
	<h1>Create the first staff account</h1>
	<p class="muted">This account is platform staff (superadmin): it signs in to the console and manages every company.</p>
	${error ? html`<div class="error" role="alert">${error}</div>` : ''}
	<form method="post" action="${SETUP_PATH}${encodeURIComponent(token)}">
		<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${values.email ?? ''}">
		<label for="name">Name</label><input id="name" name="name" autocomplete="name" required value="${values.name ?? ''}">
		<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" required>
		<button type="submit">Create the account</button>
	</form>
</div>`,
			status,
		)
	}

	app.get(`${SETUP_PATH}:token`, async (c) => {
		const token = c.req.param('token')
		if (!(await isSetupTokenValid(deps.db, token, deps.now()))) return gone(c)
		return form(c, token)
	})

	app.post(`${SETUP_PATH}:token`, async (c) => {
		if (isCrossSitePost(c, deps)) return crossSiteForbidden(c, deps)
		const token = c.req.param('token')
		if (!(await isSetupTokenValid(deps.db, token, deps.now()))) return gone(c)
		const body = await c.req.parseBody()
		const values = { email: formString(body, 'email').trim(), name: formString(body, 'name').trim() }
		const password = formString(body, 'password')
		if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email) || values.email.length > 254)
			return form(c, token, values, 'Enter a valid email address.', 400)
		if (!values.name || values.name.length > 200) return form(c, token, values, 'Enter your name.', 400)
		if (!isStrongPassword(password) || password.length > 1024) return form(c, token, values, WEAK_PASSWORD_MESSAGE, 400)
		const outcome = await createFirstStaff(deps.db, { email: values.email, name: values.name, password }, deps.now())
		if (outcome !== 'created') return gone(c)
		return page(
			c,
			deps,
			'Account created',
			html`<div class="card narrow"><h1>The staff account was created</h1><p>Sign in to the console as ${values.email.toLowerCase()}.</p><p><a href="${consoleLink(deps, '/login')}">Sign in</a></p></div>`,
		)
	})
}
