import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { supportTickets } from '../db/schema.ts'
import { type Deps, authenticate, companyScope } from '../lib/context.ts'
import { readBody, requiredEmail } from '../lib/http.ts'
import type { Hono } from 'hono'

/** The categories of the Contact Support drawer; the console's SUPPORT_CATEGORIES (a test keeps them equal). */
export const SUPPORT_CATEGORIES = ['technical', 'billing', 'training', 'phishing', 'account', 'other'] as const

const CATEGORY_LABELS: Record<(typeof SUPPORT_CATEGORIES)[number], string> = {
	technical: 'Technical issue',
	billing: 'Billing and licensing',
	training: 'Training',
	phishing: 'Phishing simulation',
	account: 'Account and sign-in',
	other: 'Other',
}

// Spec 1 §8 "Support form" messages.
const SupportTicketSchema = z.object({
	email: requiredEmail,
	description: z.string({ error: 'Please enter Message' }).trim().min(1, 'Please enter Message').max(10_000),
	category: z.enum(SUPPORT_CATEGORIES, { error: 'Please select a category' }),
	source: z.literal('ADMIN', { error: 'Source must be ADMIN' }),
	trackingToken: z.string().max(500).nullish(),
})

export function registerSupportRoutes(app: Hono, deps: Deps): void {
	// (ref) The support-ticket call (spec 1 §7 names it without a path): a row and an acknowledgement.
	app.post('/api/v1/support/company/:companyId/tickets', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('companyId'))
		const body = await readBody(c, SupportTicketSchema)
		const ticketId = randomUUID()
		const now = deps.now()
		const category = CATEGORY_LABELS[body.category]
		await deps.db.transaction(async (tx) => {
			await tx.insert(supportTickets).values({
				id: ticketId,
				companyId: company.id,
				userId: actor.userId,
				email: body.email.toLowerCase(),
				description: body.description,
				category: body.category,
				source: body.source,
				trackingToken: body.trackingToken ?? null,
				createdAt: now,
			})
			await deps.mailer.queue(tx, {
				to: body.email,
				kind: 'support_ticket',
				subject: `We received your support request (${category})`,
				text: [
					'Hi,',
					'',
					`Thank you for contacting support. We received your request for ${company.name}. We'll be in touch. Shortly!`,
					'',
					`Ticket: ${ticketId}`,
					`Category: ${category}`,
					'Your message:',
					...body.description.split('\n').map((line) => `> ${line}`),
				].join('\n'),
			})
		})
		return c.json({ ticketId }, 201)
	})
}
