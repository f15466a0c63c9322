import { asc, eq, ilike } from 'drizzle-orm'
import { companies } from '../db/schema.ts'
import { html, isCrossSitePost, page } from '../lib/html.ts'
import { crossSiteForbidden, noticePage, staffCheck, staffOnlyPage } from '../lib/notice-page.ts'
import { escapeLike } from '../services/directory-shared.ts'
import type { Deps } from '../lib/context.ts'
import type { Context, Hono } from 'hono'

// The platform's company feature flags (spec 1 §4 "Feature flags gate partner invites, child login,
// grandchildren access, white label, pay by invoice, Okta SAML, phishing exercise v2 and SCORM"; spec 2
// §6 the monthly-video flag), switched by platform staff (support, superadmin) on the console's origin:
// /__gateway/companies lists the companies, /__gateway/companies/{id} shows and saves one company's flags.
// Not a test page: it is how staff of a platform running this gateway turn a feature on for a customer,
// so it is always served, to staff only (in embedded mode the console adds its session's token).

/** The flags staff may switch, in the order the page shows them, with what each decides in the console. */
export const COMPANY_FEATURE_FLAGS = [
	{
		key: 'isPhishingExerciseV2Enabled',
		label: 'Phishing exercise v2',
		hint: 'The Training navigation offers the phishing exercise instead of gaming, and gaming URLs lead there.',
	},
	{ key: 'isMonthlyVideoEnabled', label: 'Monthly video', hint: 'Add Monthly Video opens its dialog on the calendar.' },
	{ key: 'isScormEnabled', label: 'SCORM', hint: 'SCORM packages of trainings.' },
	{ key: 'hasWhiteLabelAccess', label: 'White label', hint: 'The White Label settings and custom domains.' },
	{ key: 'hasPayByInvoiceAccess', label: 'Pay by invoice', hint: 'Licences may be paid by invoice.' },
	{ key: 'isOktaSamlAccessible', label: 'Okta SAML', hint: 'Okta SAML single sign-on.' },
	{ key: 'isPartnerInviteAllowed', label: 'Partner invites', hint: 'A partner may invite customer companies.' },
	{ key: 'isChildLoginAllowed', label: 'Child login', hint: 'A partner may log in as its customers.' },
	{ key: 'isGrandChildrenAccessAllowed', label: 'Grandchildren access', hint: "A partner reaches its customers' customers." },
] as const satisfies readonly { key: keyof typeof companies.$inferSelect; label: string; hint: string }[]

type FlagKey = (typeof COMPANY_FEATURE_FLAGS)[number]['key']

const BASE = '/__gateway/companies'
const STAFF_SIGN_IN = 'Sign in to the console as platform staff to manage the companies’ features.'
const STAFF_ONLY = 'Only platform staff may manage the companies’ features.'

export function registerCompanyFeaturePages(app: Hono, deps: Deps): void {
	const { db } = deps

	/** A 401 or 403 page unless the console session is platform staff's; null lets the request through. */
	async function refusal(c: Context): Promise<Response | null> {
		const status = await staffCheck(c, deps)
		if (status === 'staff') return null
		return staffOnlyPage(c, deps, status, { title: 'Company features', signIn: STAFF_SIGN_IN, staffOnly: STAFF_ONLY, redirectTo: BASE })
	}

	app.get(BASE, async (c) => {
		const refused = await refusal(c)
		if (refused) return refused
		const search = (c.req.query('search') ?? '').trim().slice(0, 100)
		const rows = await db
			.select()
			.from(companies)
			.where(search ? ilike(companies.name, `%${escapeLike(search)}%`) : undefined)
			.orderBy(asc(companies.name))
			.limit(200)
		return page(
			c,
			deps,
			'Company features',
			html`<h1>Company features</h1>
<p class="muted">Which features each company has. Open a company to switch them.</p>
<form method="get" action="${BASE}" class="row" style="margin-bottom:12px">
	<div><label for="search">Company name</label><input id="search" name="search" value="${search}"></div>
	<div style="flex:0 0 auto"><button type="submit">Search</button></div>
</form>
${
	rows.length === 0
		? html`<div class="card">No companies${search ? html` match “${search}”` : ''}.</div>`
		: html`<table>
	<thead><tr><th>Company</th><th>Features on</th></tr></thead>
	<tbody>${rows.map(
		(row) =>
			html`<tr><td><a href="${BASE}/${encodeURIComponent(row.id)}">${row.name}</a></td><td class="muted">${
				COMPANY_FEATURE_FLAGS.filter((flag) => row[flag.key])
					.map((flag) => flag.label)
					.join(', ') || 'none'
			}</td></tr>`,
	)}</tbody>
</table>`
}`,
		)
	})

	async function companyPage(c: Context, saved: boolean) {
		const [row] = await db
			.select()
			.from(companies)
			.where(eq(companies.id, c.req.param('id') ?? ''))
			.limit(1)
		if (!row)
			return noticePage(c, deps, { title: 'Not found', heading: 'No such company', link: { href: BASE, label: 'All companies' } }, 404)
		return page(
			c,
			deps,
			`${row.name} · features`,
			html`<p><a href="${BASE}">← All companies</a></p>
<div class="card">
	<h1>${row.name}</h1>
	${saved ? html`<div class="ok" role="status">The features were saved.</div>` : ''}
	<form method="post" action="${BASE}/${encodeURIComponent(row.id)}">
		<fieldset><legend>Features</legend>
		${COMPANY_FEATURE_FLAGS.map(
			(
				flag,
			) => html`<p><label><input type="checkbox" name="${flag.key}" value="on"${row[flag.key] ? html` checked` : ''}> ${flag.label}</label>
			<br><span class="muted">${flag.hint}</span></p>`,
		)}
		</fieldset>
		<button type="submit">Save</button>
	</form>
</div>`,
		)
	}

	app.get(`${BASE}/:id`, async (c) => (await refusal(c)) ?? companyPage(c, c.req.query('saved') === '1'))

	app.post(`${BASE}/:id`, async (c) => {
		if (isCrossSitePost(c, deps)) return crossSiteForbidden(c, deps)
		const refused = await refusal(c)
		if (refused) return refused
		const form = await c.req.parseBody()
		const values = Object.fromEntries(COMPANY_FEATURE_FLAGS.map((flag) => [flag.key, form[flag.key] === 'on'])) as Record<FlagKey, boolean>
		const id = c.req.param('id')
		const updated = await db
			.update(companies)
			.set({ ...values, updatedAt: deps.now() })
			.where(eq(companies.id, id))
			.returning({ id: companies.id })
		if (updated.length === 0) return companyPage(c, false)
		return c.redirect(`${BASE}/${encodeURIComponent(id)}?saved=1`, 303)
	})
}
