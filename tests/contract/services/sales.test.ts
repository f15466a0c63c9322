import { describe, expect, test } from 'vitest'
import { SalesQuoteReplySchema } from '#app/gateway/sales.server.ts'
import { SALES_TEAM_EMAIL } from '#server/gateway/services/sales.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'
import { salesQuoteForm as quote } from '#tests/support/payloads.ts'

const { t, tokens } = useTestGateway({ signIn: ['acmeAdmin'] })

const C = SEED.companies
const request = (overrides: Record<string, unknown> = {}) => ({
	full_name: 'Ada Admin',
	company_name: 'Acme Corp',
	email: 'admin@acme.test',
	users_number: 120,
	message: 'We would like a quote for three years.',
	...overrides,
})
const buy = (token: string | undefined, companyId: string, body: unknown) =>
	t.call('POST', `/api/v1/user/${companyId}/contact_us_buy`, { token, body })
const sendQuote = (token: string | undefined, companyId: string, body: unknown) =>
	t.call('POST', `/marketing/api/v1/company/${companyId}/sales_quote`, { token, body })

describe('contact sales', () => {
	test('a request is recorded and emailed to the sales team', async () => {
		const reply = await buy(tokens.acmeAdmin, C.acme, request())
		expect(reply.status).toBe(204)
		const email = await t.latestEmail(SALES_TEAM_EMAIL)
		expect(SALES_TEAM_EMAIL).toBe('sales@platform.test')
		expect(email).toMatchObject({ kind: 'contact_us_buy', subject: 'Contact Sales: Acme Corp asks about 120 users' })
		expect(email!.text).toContain(`Company: Acme Corp (${C.acme})`)
		expect(email!.text).toContain('Name: Ada Admin')
		expect(email!.text).toContain('Email: admin@acme.test')
		expect(email!.text).toContain('Number of users: 120')
		expect(email!.text).toContain('We would like a quote for three years.')
		// The message is optional.
		expect((await buy(tokens.acmeAdmin, C.acme, request({ message: undefined, users_number: 7 }))).status).toBe(204)
		expect((await t.latestEmail(SALES_TEAM_EMAIL))!.text).toContain('(no message)')
	})

	test('a bad number of users or a missing field is a 422', async () => {
		const before = await t.latestEmail(SALES_TEAM_EMAIL)
		const zero = await buy(tokens.acmeAdmin, C.acme, request({ users_number: 0 }))
		expect(zero.status).toBe(422)
		expect(zero.body.validationResults).toEqual([{ field: 'users_number', message: 'Value must be greater than or equal to 1.' }])
		expect((await buy(tokens.acmeAdmin, C.acme, request({ users_number: 'ten' }))).body.validationResults[0]).toEqual({
			field: 'users_number',
			message: 'Value must be a number',
		})
		expect((await buy(tokens.acmeAdmin, C.acme, request({ users_number: 2.5 }))).body.validationResults[0].message).toBe(
			'Value must be an integer',
		)
		const missing = await buy(tokens.acmeAdmin, C.acme, request({ full_name: '', email: 'nope' }))
		expect(missing.body.validationResults.map((r: { field: string }) => r.field).sort()).toEqual(['email', 'full_name'])
		expect((await t.latestEmail(SALES_TEAM_EMAIL))!.id).toBe(before?.id)
	})

	test("another company's id is refused", async () => {
		const before = await t.latestEmail(SALES_TEAM_EMAIL)
		const reply = await buy(tokens.acmeAdmin, C.globex, request())
		expect(reply.status).toBe(403)
		expect(reply.body.code).toBe('company_not_accessible')
		expect((await t.latestEmail(SALES_TEAM_EMAIL))?.id).toBe(before?.id)
	})
})

describe('the marketing form (sales quote)', () => {
	test('a quote is recorded and gets an id', async () => {
		const reply = await sendQuote(tokens.acmeAdmin, C.acme, quote())
		expect(reply.status).toBe(201)
		const first = SalesQuoteReplySchema.parse(reply.body).quoteId
		const second = SalesQuoteReplySchema.parse(
			(await sendQuote(tokens.acmeAdmin, C.acme, quote({ country: null, trackingCookie: 'hubspotutk=abc' }))).body,
		).quoteId
		expect(second).not.toBe(first)
	})

	test('the phone is required and must look like a phone number', async () => {
		const missing = await sendQuote(tokens.acmeAdmin, C.acme, quote({ phone: '' }))
		expect(missing.status).toBe(422)
		expect(missing.body.validationResults).toEqual([{ field: 'phone', message: 'Field is required' }])
		expect((await sendQuote(tokens.acmeAdmin, C.acme, quote({ phone: '(+) 12' }))).body.validationResults).toEqual([
			{ field: 'phone', message: 'Phone number is invalid.' },
		])
		expect((await sendQuote(tokens.acmeAdmin, C.acme, quote({ users: 0 }))).body.validationResults[0].field).toBe('users')
	})

	test("another company's id is refused", async () => {
		const reply = await sendQuote(tokens.acmeAdmin, C.globex, quote())
		expect(reply.status).toBe(403)
		expect(reply.body.code).toBe('company_not_accessible')
		expect((await sendQuote(undefined, C.acme, quote())).status).toBe(401)
	})
})
