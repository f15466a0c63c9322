import { describe, expect, test } from 'vitest'
import { SUPPORT_CATEGORIES as CONSOLE_SUPPORT_CATEGORIES, SupportTicketReplySchema } from '#app/gateway/support.server.ts'
import { SUPPORT_CATEGORIES } from '#server/gateway/services/support.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t, tokens } = useTestGateway({ signIn: ['acmeAdmin'] })

const C = SEED.companies
const ticket = (overrides: Record<string, unknown> = {}) => ({
	email: 'Ada.Reply@acme.test',
	description: 'The CSV import stops at row 12.\nIt says the department is unknown.',
	category: 'technical',
	source: 'ADMIN',
	trackingToken: 'hubspot-utk-123',
	...overrides,
})
const file = (token: string | undefined, companyId: string, body: unknown) =>
	t.call('POST', `/api/v1/support/company/${companyId}/tickets`, { token, body })

describe('support tickets', () => {
	test('the gateway offers the categories the console shows', () => {
		expect([...SUPPORT_CATEGORIES]).toEqual([...CONSOLE_SUPPORT_CATEGORIES])
	})

	test('a ticket is recorded and acknowledged by email to the given address', async () => {
		const reply = await file(tokens.acmeAdmin, C.acme, ticket())
		expect(reply.status).toBe(201)
		const { ticketId } = SupportTicketReplySchema.parse(reply.body)
		const email = await t.latestEmail('ada.reply@acme.test')
		expect(email).toMatchObject({
			kind: 'support_ticket',
			subject: 'We received your support request (Technical issue)',
		})
		expect(email!.text).toContain("We'll be in touch. Shortly!")
		expect(email!.text).toContain(`Ticket: ${ticketId}`)
		expect(email!.text).toContain('Category: Technical issue')
		expect(email!.text).toContain('> The CSV import stops at row 12.\n> It says the department is unknown.')
		// Each ticket has its own id; the tracking token is optional.
		const second = await file(tokens.acmeAdmin, C.acme, ticket({ category: 'billing', trackingToken: null }))
		expect(second.status).toBe(201)
		expect(second.body.ticketId).not.toBe(ticketId)
		expect((await t.latestEmail('ada.reply@acme.test'))!.subject).toBe('We received your support request (Billing and licensing)')
	})

	test('missing or invalid fields are a 422 with the form messages', async () => {
		const reply = await file(tokens.acmeAdmin, C.acme, ticket({ email: 'not-an-email', description: '  ', category: 'complaints' }))
		expect(reply.status).toBe(422)
		expect(reply.body.code).toBe('validation_error')
		expect(reply.body.validationResults).toEqual(
			expect.arrayContaining([
				{ field: 'email', message: 'This is not a valid email' },
				{ field: 'description', message: 'Please enter Message' },
				{ field: 'category', message: 'Please select a category' },
			]),
		)
		const empty = await file(tokens.acmeAdmin, C.acme, { source: 'ADMIN' })
		expect(empty.body.validationResults).toEqual(
			expect.arrayContaining([
				{ field: 'email', message: 'Please enter Email' },
				{ field: 'description', message: 'Please enter Message' },
				{ field: 'category', message: 'Please select a category' },
			]),
		)
		expect((await file(tokens.acmeAdmin, C.acme, ticket({ source: 'LEARNER' }))).body.validationResults[0].field).toBe('source')
		expect(await t.latestEmail('not-an-email')).toBeNull()
	})

	test("another company's id is refused, and so is a caller without a session", async () => {
		const reply = await file(tokens.acmeAdmin, C.globex, ticket({ email: 'spoof@globex.test' }))
		expect(reply.status).toBe(403)
		expect(reply.body.code).toBe('company_not_accessible')
		expect(await t.latestEmail('spoof@globex.test')).toBeNull()
		expect((await file(undefined, C.acme, ticket())).status).toBe(401)
	})
})
