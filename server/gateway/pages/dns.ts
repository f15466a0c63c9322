import { asc, eq } from 'drizzle-orm'
import { dnsRecords } from '../db/schema.ts'
import { formString, html, isCrossSitePost, page } from '../lib/html.ts'
import { crossSiteForbidden } from '../lib/notice-page.ts'
import type { Deps } from '../lib/context.ts'
import type { Context, Hono } from 'hono'

// The DNS zone the embedded gateway plays (services/white-label.ts dnsMode): on one machine there is
// no DNS provider, so the tester publishes the TXT record the console shows here, and Verify reads
// it from this zone. Registered only with the `dns` test page on (config.ts); off (production by
// default) real DNS answers and this page does not exist.

const NAME_MAX = 253
const VALUE_MAX = 255

export function registerDnsPages(app: Hono, deps: Deps): void {
	const { db } = deps
	const forbidden = (c: Context) => crossSiteForbidden(c, deps)

	async function zonePage(c: Context, problem?: string, values: { name?: string; value?: string } = {}) {
		const records = await db.select().from(dnsRecords).orderBy(asc(dnsRecords.name), asc(dnsRecords.id))
		return page(
			c,
			deps,
			'DNS zone (test mode)',
			html`<h1>DNS zone (test mode)</h1>
<p class="muted">The embedded gateway plays DNS: publish the TXT record the console's White Label settings show, then press Verify there.</p>
<div class="card">
	<h2>Publish a TXT record</h2>
	${problem ? html`<div class="error" role="alert">${problem}</div>` : ''}
	<form method="post" action="/__gateway/dns">
		<div class="row">
			<div><label for="name">Name</label><input id="name" name="name" required maxlength="${NAME_MAX}" value="${values.name ?? ''}" autocomplete="off"></div>
			<div><label for="value">Value</label><input id="value" name="value" required maxlength="${VALUE_MAX}" value="${values.value ?? ''}" autocomplete="off"></div>
		</div>
		<button type="submit">Publish</button>
	</form>
</div>
<h2>Records</h2>
${
	records.length === 0
		? html`<div class="card">No data</div>`
		: html`<table>
	<thead><tr><th>Name</th><th>Type</th><th>Value</th><th><span class="muted">Remove</span></th></tr></thead>
	<tbody>${records.map(
		(r) => html`<tr data-record="${r.name}"><td>${r.name}</td><td>${r.type}</td><td><code>${r.value}</code></td><td>
		<form method="post" action="/__gateway/dns/${String(r.id)}/delete"><button type="submit" class="secondary" aria-label="Remove ${r.name}">Remove</button></form></td></tr>`,
	)}</tbody>
</table>`
}`,
			problem ? 400 : 200,
		)
	}

	app.get('/__gateway/dns', (c) => zonePage(c))

	app.post('/__gateway/dns', async (c) => {
		if (isCrossSitePost(c, deps)) return forbidden(c)
		const form = await c.req.parseBody()
		const name = formString(form, 'name').trim().toLowerCase().replace(/\.$/, '')
		const value = formString(form, 'value')
			.trim()
			.replace(/^"(.*)"$/, '$1')
		if (!name || !value) return zonePage(c, 'Name and value are required.', { name, value })
		if (name.length > NAME_MAX || value.length > VALUE_MAX || !/^[a-z0-9_.-]+$/.test(name)) {
			return zonePage(c, 'The name must be a DNS name (letters, digits, dots, dashes, underscores).', { name, value })
		}
		await db.insert(dnsRecords).values({ name, type: 'TXT', value, createdAt: deps.now() })
		return c.redirect('/__gateway/dns', 303)
	})

	app.post('/__gateway/dns/:id/delete', async (c) => {
		if (isCrossSitePost(c, deps)) return forbidden(c)
		const id = Number(c.req.param('id'))
		if (Number.isInteger(id)) await db.delete(dnsRecords).where(eq(dnsRecords.id, id))
		return c.redirect('/__gateway/dns', 303)
	})
}
