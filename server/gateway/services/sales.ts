import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { salesQuotes, salesRequests } from '../db/schema.ts'
import { type Deps, authenticate, companyScope } from '../lib/context.ts'
import { noContent, readBody, requiredEmail } from '../lib/http.ts'
import type { Hono } from 'hono'

/** Where Contact Sales requests are emailed. */
export const SALES_TEAM_EMAIL = 'sales@platform.test'
export const SALES_MAX_USERS = 1_000_000

const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max)
const usersNumber = z
	.number({ error: 'Value must be a number' })
	.int('Value must be an integer')
	.min(1, 'Value must be greater than or equal to 1.')
	.max(SALES_MAX_USERS, `Value must be less than or equal to ${SALES_MAX_USERS}.`)
const message = z.string().trim().max(5000).optional().default('')

/** Digits with the usual separators, at least 7 digits; empty is left to the "required" message. */
function isPhoneLike(value: string): boolean {
	return value === '' || (/^[+\d\s().-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7)
}

const ContactUsBuySchema = z.object({
	full_name: required('Please enter your name'),
	company_name: required('Please enter the company name', 255),
	email: requiredEmail,
	users_number: usersNumber,
	message,
})

const SalesQuoteSchema = z.object({
	name: required('Please enter your first name', 100),
	lastName: z.string().trim().max(100).optional().default(''),
	email: requiredEmail,
	users: usersNumber,
	message,
	phone: required('Field is required', 30).refine(isPhoneLike, 'Phone number is invalid.'),
	companyName: required('Please enter the company name', 255),
	country: z.string().trim().max(100).nullish(),
	pageUri: required('Page URI is required', 2000),
	trackingCookie: z.string().max(1000).nullish(),
	pageName: required('Page name is required'),
})

export function registerSalesRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	// Contact Sales, first call (spec 1 §7): records the request and emails the sales team.
	app.post('/api/v1/user/:companyId/contact_us_buy', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('companyId'))
		const body = await readBody(c, ContactUsBuySchema)
		const now = deps.now()
		const id = randomUUID()
		await db.transaction(async (tx) => {
			await tx.insert(salesRequests).values({
				id,
				companyId: company.id,
				userId: actor.userId,
				fullName: body.full_name,
				companyName: body.company_name,
				email: body.email.toLowerCase(),
				usersNumber: body.users_number,
				message: body.message,
				createdAt: now,
			})
			await deps.mailer.queue(tx, {
				to: SALES_TEAM_EMAIL,
				kind: 'contact_us_buy',
				subject: `Contact Sales: ${body.company_name} asks about ${body.users_number} users`,
				text: [
					`Request ${id}`,
					`Company: ${body.company_name} (${company.id})`,
					`Name: ${body.full_name}`,
					`Email: ${body.email}`,
					`Number of users: ${body.users_number}`,
					...(actor.lac ? [`Sent by partner ${actor.user.email} while logged in as the company`] : []),
					'',
					body.message || '(no message)',
				].join('\n'),
			})
		})
		return noContent(c)
	})

	// (ref) Contact Sales, second call: the marketing form the request is forwarded to (spec 1 §3 "Sales quote").
	app.post('/marketing/api/v1/company/:companyId/sales_quote', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('companyId'))
		const body = await readBody(c, SalesQuoteSchema)
		const quoteId = randomUUID()
		await db.insert(salesQuotes).values({
			id: quoteId,
			companyId: company.id,
			userId: actor.userId,
			name: body.name,
			lastName: body.lastName,
			email: body.email.toLowerCase(),
			users: body.users,
			message: body.message,
			phone: body.phone,
			companyName: body.companyName,
			country: body.country ?? null,
			pageUri: body.pageUri,
			trackingCookie: body.trackingCookie ?? null,
			pageName: body.pageName,
			createdAt: deps.now(),
		})
		return c.json({ quoteId }, 201)
	})
}
