import { type APIRequestContext, type APIResponse } from '@playwright/test'
import { expect, type SignedInAccount, storageStatePath, test } from './fixtures.ts'

/**
 * Issue 14 "Done when": no partner reaches a company outside its tree by editing an id in a URL or a
 * form, and no link anywhere in a partner's console leads to a 404. Signed in as each kind of partner
 * (Northwind MSP a reseller, Tailspin its sub-reseller, Coalition Parent neither), the test walks every
 * partner page and form with the id of a company outside the partner's tree, as an edited URL or a
 * forged post would carry it, and then follows every link of every page it reaches. HTTP only (the
 * browser context's cookies, no page): it runs once, in the js project (playwright.config.ts).
 */

type Partner = {
	account: SignedInAccount
	/** Its customers page and the transactions page it may see. */
	customers: string
	transactions: string
	/** Companies outside its tree, by id and by the name a leak would print. */
	foreign: Array<{ id: string; name: string }>
	/** A transaction of another partner's tree. */
	foreignTransaction?: string
}

const PARTNERS: Partner[] = [
	{
		account: 'partner@northwind.test',
		customers: '/partner-portal/reseller/customers',
		transactions: '/partner-portal/reseller/transactions',
		foreign: [
			{ id: 'cmp_acme', name: 'Acme Corp' },
			{ id: 'cmp_coalition', name: 'Coalition Parent' },
		],
	},
	{
		account: 'admin@tailspin.test',
		customers: '/partner-portal/subreseller/customers',
		transactions: '/partner-portal/subreseller/transactions',
		// Contoso is Northwind's own customer: Tailspin's sibling, not its customer.
		foreign: [
			{ id: 'cmp_contoso', name: 'Contoso' },
			{ id: 'cmp_acme', name: 'Acme Corp' },
		],
		// Northwind's first purchase for a customer of its own (db/seed-partner-portal.ts numbers them in order).
		foreignTransaction: 'ptx_001',
	},
	{
		account: 'admin@coalition.test',
		customers: '/partner-portal/companies',
		transactions: '/partner-portal/transactions/billing',
		foreign: [
			{ id: 'cmp_contoso', name: 'Contoso' },
			{ id: 'cmp_tailspin', name: 'Tailspin' },
		],
	},
]

/** The spec's success toasts: none may follow a forged post. */
const SUCCESS_TOASTS = [
	'Invite sent',
	'Request sent',
	'Customer(s) removed successfully',
	'Licenses have been allocated!',
	'Licenses have been bought!',
	'Invoice sent successfully.',
	'Logged in as Company',
]

/** How a dialog opened by the URL shows in the server's HTML (components/url-dialog.tsx). */
const SERVER_DRAWN_DIALOG = 'data-slot="static-dialog"'

/** The page's visible text, roughly: what a leak of a company's name would show in. */
async function textOf(response: APIResponse) {
	return (await response.text())
		.replace(/<script[\s\S]*?<\/script>/g, '')
		.replace(/<[^>]+>/g, ' ')
		.replace(/\s+/g, ' ')
}

/** A form post as the browser sends it (same origin), following the redirect to the page it lands on. */
function post(request: APIRequestContext, baseURL: string, path: string, form: Record<string, string>) {
	return request.post(path, { form, headers: { Origin: baseURL } })
}

/** What the gateway answers a call on a company outside the caller's tree (403 company_not_accessible), shown as the page's toast. */
const NO_ACCESS = 'You do not have access to this company.'

/**
 * A forged post was refused: the page says the company is out of reach, or the request itself is refused
 * (a form the page does not have, such as marking a sub-reseller from a sub-reseller's page), and no
 * success toast follows.
 */
async function expectRefused(response: APIResponse, what: string) {
	const text = await textOf(response)
	for (const toast of SUCCESS_TOASTS) expect(text, what).not.toContain(toast)
	if (response.status() < 400) expect(text, what).toContain(NO_ACCESS)
}

test.describe.configure({ timeout: 120_000 })

for (const partner of PARTNERS) {
	test.describe(partner.account, () => {
		test.use({ account: partner.account })

		test('reaches no company outside its tree by an edited id in a URL or a form', async ({ page, baseURL, playwright }) => {
			const request = page.request
			// How the foreign companies look to the partner whose tree holds them, before and after.
			const northwind = await playwright.request.newContext({
				baseURL,
				storageState: storageStatePath(baseURL!, 'partner@northwind.test'),
			})
			const seenByNorthwind = async () =>
				Promise.all(
					partner.foreign.map(async ({ name }) => {
						const text = await textOf(await northwind.get(`/partner-portal/reseller/customers?searchText=${encodeURIComponent(name)}`))
						return text.slice(text.indexOf('Actions'), text.indexOf('Rows per page'))
					}),
				)
			const before = await seenByNorthwind()
			for (const [i, { name }] of partner.foreign.entries()) if (name === 'Contoso') expect(before[i]).toContain('Contoso')
			// A dialog the URL opens is drawn by the server: the marker below is how a dialog shows in its HTML.
			const invite = await request.get(`${partner.customers}?modal=inviteMessage`)
			expect(await invite.text()).toContain(SERVER_DRAWN_DIALOG)
			for (const { id, name } of partner.foreign) {
				// Dialogs opened on a foreign company by the URL.
				for (const modal of ['allocateLicences', 'buyLicences', 'markSubReseller', 'unmarkSubReseller']) {
					const response = await request.get(`${partner.customers}?modal=${modal}&customerId=${id}`)
					expect(response.status(), `${modal} on ${id}`).toBe(200)
					const html = await response.text()
					expect(html, `${modal} on ${id} opens no dialog`).not.toContain(SERVER_DRAWN_DIALOG)
					expect(await textOf(response), `${modal} on ${id}`).not.toContain(name)
				}
				// The buy dialog's live price for a foreign customer.
				const price = await request.get(`/partner-portal/licences?customerId=${id}&licenses=5&kind=first`)
				expect(await price.text(), `price for ${id}`).not.toMatch(/"total"\s*:\s*\d/)
				// Login as company, opened and posted.
				const loginAs = await request.get(`/login_as_company?companyId=${id}`)
				expect(loginAs.status(), `login as ${id}`).toBeGreaterThanOrEqual(400)
				expect(await textOf(loginAs)).not.toContain(name)
				const enter = await post(request, baseURL!, '/login_as_company', { companyId: id })
				expect(await textOf(enter)).not.toContain('Logged in as Company')

				// Every customers form with the foreign id.
				const forms: Array<Record<string, string>> = [
					{ intent: 'resendInvite', customerId: id },
					{ intent: 'requestAccess', customerId: id },
					{ intent: 'markSubReseller', customerId: id },
					{ intent: 'unmarkSubReseller', customerId: id },
				]
				for (const form of forms) {
					await expectRefused(await post(request, baseURL!, partner.customers, form), `${form.intent} on ${id}`)
				}
				const remove = await post(request, baseURL!, `${partner.customers}?customersIds=${id}&modal=removeCustomers`, {
					intent: 'remove',
					confirmation: 'I confirm deletion',
				})
				await expectRefused(remove, `remove ${id}`)

				// The licence forms.
				for (const form of [
					{ dialog: 'allocate', intent: 'allocate', customerId: id, licenses: '1', redirectTo: partner.customers },
					{ dialog: 'buy', intent: 'buy', customerId: id, licenses: '1', redirectTo: partner.customers },
					{ dialog: 'buy', intent: 'upgrade', customerId: id, licenses: '1', redirectTo: partner.customers },
				]) {
					await expectRefused(await post(request, baseURL!, '/partner-portal/licences', form), `${form.intent} for ${id}`)
				}
			}
			if (partner.foreignTransaction) {
				const send = await post(request, baseURL!, partner.transactions, {
					intent: 'sendInvoice',
					transactionId: partner.foreignTransaction,
				})
				expect(await textOf(send)).not.toContain('Invoice sent successfully.')
				expect(await textOf(send)).toContain('Something went wrong.')
			}

			// Nothing changed: the foreign companies Northwind holds are as they were (seats, access, type).
			expect(await seenByNorthwind()).toEqual(before)
			await northwind.dispose()
		})

		test('no link in its console leads to a missing page', async ({ page, baseURL }) => {
			const request = page.request
			const origin = new URL(baseURL!).origin
			const start = [partner.customers, partner.transactions, '/home']
			const seen = new Set<string>(start)
			const queue = start.map((path) => ({ path, from: '(start)' }))
			const broken: string[] = []
			// Breadth first, every same-origin link of every page reached, up to a bound that covers the
			// partner pages' dialogs, sort links and filters without paging through the whole table.
			while (queue.length > 0 && seen.size < 250) {
				const { path, from } = queue.shift()!
				const response = await request.get(path)
				if (response.status() >= 400) {
					broken.push(`${path} (${response.status()}, linked from ${from})`)
					continue
				}
				if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue
				const html = await response.text()
				for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
					const url = new URL(href!.replaceAll('&amp;', '&'), `${origin}${path}`)
					if (url.origin !== origin) continue
					const next = `${url.pathname}${url.search}`
					// Table pages beyond the second are the same page again.
					if (/pageNumber=([2-9]|\d\d)/.test(url.search)) continue
					if (seen.has(next)) continue
					seen.add(next)
					queue.push({ path: next, from: path })
				}
			}
			expect(broken).toEqual([])
			expect(seen.size).toBeGreaterThan(20)
		})
	})
}
