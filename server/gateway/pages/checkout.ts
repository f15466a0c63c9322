import { and, desc, eq, gt, isNotNull } from 'drizzle-orm'
import {
	cancelCheckout,
	completeCheckout,
	formatCents,
	invoiceNumber,
	isExpired,
	randomId,
	reportedInvoiceStatus,
} from '../billing/fulfillment.ts'
import { TEST_CARD_LAST4 } from '../billing/test-provider.ts'
import { billingPortalSessions, checkoutSessions, invoices, subscriptions } from '../db/schema.ts'
import { type Deps, consoleLink, findCompany } from '../lib/context.ts'
import { type Html, html, isCrossSitePost, page } from '../lib/html.ts'
import { crossSiteForbidden, noticePage } from '../lib/notice-page.ts'
import type { Context, Hono } from 'hono'

// The test-mode payment provider's hosted pages (billing/test-provider.ts): the checkout, where Pay
// plays a card payment and Cancel gives up, and the customer portal. Like a real provider's pages,
// the address is the credential: the checkout and portal ids are unguessable and short-lived.

/** "Nov 23, 2026" (spec 1 §9 date format MMM dd, yyyy). */
export function formatDate(date: Date | null): string {
	return date ? date.toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }) : '—'
}

/** Spec 1 §9 price texts: yearly per seat / 12 with 2 decimals, and the yearly total. */
export function priceTexts(pricePerSeatCents: number, totalCents: number) {
	return {
		perUserPerMonth: `$${(pricePerSeatCents / 100 / 12).toFixed(2)} / Per User, Per Month`,
		perYear: `${formatCents(totalCents)} Per Year / 3 Years, Billed Annually`,
	}
}

export function registerCheckoutPages(app: Hono, deps: Deps): void {
	const { db } = deps
	const forbidden = (c: Context) => crossSiteForbidden(c, deps)
	const notFound = (c: Context) =>
		noticePage(
			c,
			deps,
			{
				title: 'Checkout not found',
				heading: 'This checkout does not exist',
				link: { href: consoleLink(deps, '/licensing'), label: 'Back to the console' },
			},
			404,
		)
	const closed = (c: Context, title: string, text: string, link: { href: string; label: string }, status: 200 | 409 = 200) =>
		noticePage(c, deps, { title, heading: title, text, link }, status)

	async function findSession(id: string) {
		const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1)
		return session
	}

	app.get('/__gateway/checkout/:sessionId', async (c) => {
		const session = await findSession(c.req.param('sessionId'))
		if (!session) return notFound(c)
		const back = { href: session.cancelUrl, label: 'Back to the console' }
		if (session.status === 'paid')
			return closed(c, 'This checkout is paid', 'The seats have been added to your subscription.', {
				href: session.successUrl,
				label: 'Continue to the console',
			})
		if (session.status === 'cancelled')
			return closed(c, 'This checkout was cancelled', 'Nothing was charged and no seats were added.', back)
		if (isExpired(session, deps.now()))
			return closed(c, 'This checkout has expired', 'Nothing was charged. Start the purchase again from the console.', back)
		const company = await findCompany(db, session.companyId)
		const texts = priceTexts(session.unitAmountCents, session.amountCents)
		const action = (verb: string) => `/__gateway/checkout/${encodeURIComponent(session.id)}/${verb}`
		return page(
			c,
			deps,
			'Checkout (test mode)',
			html`<div class="card narrow">
	<p class="muted">Test mode: no money moves.</p>
	<h1>Boost for ${company?.name ?? session.companyId}</h1>
	<table>
		<tbody>
			<tr><th scope="row">Seats</th><td data-field="quantity">${String(session.quantity)}</td></tr>
			<tr><th scope="row">Price per seat</th><td data-field="unitAmount">${formatCents(session.unitAmountCents)} per year (${texts.perUserPerMonth})</td></tr>
			${session.couponCode ? html`<tr><th scope="row">Coupon</th><td>${session.couponCode}</td></tr>` : ''}
			<tr><th scope="row">Total</th><td data-field="amount">${texts.perYear}</td></tr>
			<tr><th scope="row">Receipt to</th><td>${session.email}</td></tr>
			<tr><th scope="row">Card</th><td>Test card •••• ${TEST_CARD_LAST4}</td></tr>
		</tbody>
	</table>
	<div class="actions">
		<form method="post" action="${action('pay')}"><button type="submit">Pay ${formatCents(session.amountCents)}</button></form>
		<form method="post" action="${action('cancel')}"><button type="submit" class="secondary">Cancel</button></form>
	</div>
</div>`,
		)
	})

	app.post('/__gateway/checkout/:sessionId/pay', async (c) => {
		if (isCrossSitePost(c, deps)) return forbidden(c)
		const id = c.req.param('sessionId')
		const outcome = await completeCheckout(deps, id, {
			providerSubscriptionId: randomId('sub_test'),
			paymentMethod: 'CREDIT_CARD',
			last4: TEST_CARD_LAST4,
		})
		if (outcome.status === 'not_found') return notFound(c)
		const session = (await findSession(id))!
		const back = { href: session.cancelUrl, label: 'Back to the console' }
		// Paid now or before: either way the purchase is complete (a second Pay adds nothing).
		if (outcome.status === 'paid') return c.redirect(session.successUrl, 303)
		if (outcome.status === 'cancelled')
			return closed(c, 'This checkout was cancelled', 'It cannot be paid. Nothing was charged and no seats were added.', back, 409)
		return closed(c, 'This checkout has expired', 'It cannot be paid. Start the purchase again from the console.', back, 409)
	})

	app.post('/__gateway/checkout/:sessionId/cancel', async (c) => {
		if (isCrossSitePost(c, deps)) return forbidden(c)
		const id = c.req.param('sessionId')
		const outcome = await cancelCheckout(deps, id)
		if (outcome.status === 'not_found') return notFound(c)
		const session = (await findSession(id))!
		if (outcome.status === 'paid') {
			return closed(
				c,
				'This checkout is paid',
				'It can no longer be cancelled.',
				{ href: session.successUrl, label: 'Continue to the console' },
				409,
			)
		}
		return c.redirect(session.cancelUrl, 303)
	})

	app.get('/__gateway/billing-portal/:portalSessionId', async (c) => {
		const now = deps.now()
		const [portal] = await db
			.select()
			.from(billingPortalSessions)
			.where(and(eq(billingPortalSessions.id, c.req.param('portalSessionId')), gt(billingPortalSessions.expiresAt, now)))
			.limit(1)
		const company = portal && (await findCompany(db, portal.companyId))
		if (!portal || !company) {
			return noticePage(
				c,
				deps,
				{
					title: 'Billing portal link expired',
					heading: 'This billing link has expired',
					text: 'Open the billing portal again from the console.',
					link: { href: consoleLink(deps, '/billing'), label: 'Back to Billing' },
				},
				404,
			)
		}
		const [[subscription], rows, [card]] = await Promise.all([
			db
				.select()
				.from(subscriptions)
				.where(eq(subscriptions.companyId, company.id))
				.orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
				.limit(1),
			db
				.select()
				.from(invoices)
				.where(eq(invoices.companyId, company.id))
				.orderBy(desc(invoices.invoiceDate), desc(invoices.seq))
				.limit(100),
			db
				.select({ last4: invoices.last4 })
				.from(invoices)
				.where(and(eq(invoices.companyId, company.id), eq(invoices.paymentMethod, 'CREDIT_CARD'), isNotNull(invoices.last4)))
				.orderBy(desc(invoices.invoiceDate))
				.limit(1),
		])
		const bank = deps.payments.bankTransferDetails({ id: company.id, name: company.name })
		const plan: Html = company.hasBoost ? html`Boost` : html`Free`
		const body = html`
<p><a href="${portal.returnUrl}">← Return to the console</a></p>
<h1>Billing for ${company.name}</h1>
<p class="muted">Test-mode customer portal: no money moves.</p>
<div class="card">
	<h2>Plan</h2>
	<p data-field="plan">${plan}${
		subscription
			? html` · ${String(subscription.reservedSeats)} seats · ${formatCents(subscription.pricePerUserCents)} per seat per year · ${subscription.status} · ${
					subscription.status === 'ACTIVE' ? 'renews' : 'ends'
				} ${formatDate(subscription.periodEnd)}`
			: ''
	}</p>
	<h2>Payment method</h2>
	<p data-field="card">${card?.last4 ? `Card •••• ${card.last4}` : 'No card on file'}</p>
</div>
<h2>Invoices</h2>
${
	rows.length === 0
		? html`<div class="card">No data</div>`
		: html`<table>
	<thead><tr><th>Invoice</th><th>Date</th><th>Seats</th><th>Amount</th><th>Method</th><th>Status</th><th>Due</th><th>Paid</th></tr></thead>
	<tbody>${rows.map(
		(r) =>
			html`<tr><td>${invoiceNumber(r.seq)}</td><td>${formatDate(r.invoiceDate)}</td><td>${String(r.purchasedSeats)}</td><td>${formatCents(r.amountCents)}</td><td>${r.paymentMethod}${r.last4 ? ` •••• ${r.last4}` : ''}</td><td>${reportedInvoiceStatus(r, now)}</td><td>${formatDate(r.dueDate)}</td><td>${formatDate(r.paidDate)}</td></tr>`,
	)}</tbody>
</table>`
}
<div class="card" style="margin-top:16px">
	<h2>Pay by bank transfer</h2>
	<p>${bank.bankName} · ${bank.accountHolder}<br>IBAN ${bank.iban} · BIC ${bank.bic}<br>Account ${bank.accountNumber} · Routing ${bank.routingNumber}<br>Reference <strong>${bank.reference}</strong></p>
</div>`
		return page(c, deps, `Billing – ${company.name}`, body)
	})
}
