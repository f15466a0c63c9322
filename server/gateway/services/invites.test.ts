import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { EMAILS_IN_USE, InviteTemplatesSchema, UserListSchema } from '#app/gateway/users.server.ts'
import { SEED, type TestGateway, createTestGateway, linkParam } from '#tests/fixtures/gateway.ts'

let t: TestGateway
const tokens: Record<string, string> = {}
beforeAll(async () => {
	t = await createTestGateway()
	for (const key of ['acmeAdmin', 'globexAdmin'] as const) tokens[key] = await t.signIn(SEED.users[key].email)
})
afterAll(() => t.close())

const U = SEED.users
const C = SEED.companies
const base = `/customers/api/v1/company/${C.acme}`

const payload = (emails: unknown[], overrides: Record<string, unknown> = {}) => ({
	emails,
	company_id: C.acme,
	custom_message: 'Hi {{name}}, {{adminName}} invites you to {{companyName}}.',
	custom_subject: 'Welcome to {{companyName}}',
	sso: false,
	departments: null,
	groups: null,
	notificationsEnabled: true,
	...overrides,
})
const invite = (body: unknown, token = tokens.acmeAdmin, path = `${base}/invite`) => t.call('POST', path, { token, body })
const searchUsers = async (searchText: string) =>
	UserListSchema.parse((await t.call('GET', `${base}/users`, { token: tokens.acmeAdmin, query: { searchText, pageSize: '100' } })).body)

describe('the existence check', () => {
	test('names the emails any user already has, compared lower-case', async () => {
		const reply = await t.call('POST', `${base}/users/exists`, {
			token: tokens.acmeAdmin,
			body: { emails: ['LEARNER@acme.test', 'new.person@acme.test', 'admin@globex.test'] },
		})
		expect(reply.status).toBe(200)
		expect(reply.body).toEqual({ existing: ['LEARNER@acme.test', 'admin@globex.test'] })
		expect((await t.call('POST', `/customers/api/v1/company/${C.globex}/users/exists`, { token: tokens.acmeAdmin, body: { emails: [] } })).status).toBe(403)
	})
})

describe('inviting users', () => {
	test('creates every user with role, department, groups and names, and emails each of them', async () => {
		const reply = await invite(
			payload([
				{ email: 'New.Learner@acme.test', role: 'user', departments: ['dep_acme_sales'], groups: ['grp_acme_remote', 'grp_acme_managers'], name: 'Nia', lastName: 'New' },
				{ email: 'new.admin@acme.test', role: 'admin', departments: ['dep_acme_hr'], groups: [] },
			]),
		)
		expect(reply.status, reply.text).toBe(201)
		expect(reply.body).toEqual({ invited: 2 })
		const [learner] = (await searchUsers('new.learner')).data
		expect(learner).toMatchObject({
			email: 'new.learner@acme.test',
			name: 'Nia',
			lastName: 'New',
			role: 'user',
			status: 'ENABLED',
			registered: false,
			sso: false,
			department: { id: 'dep_acme_sales', name: 'Sales' },
			groups: [
				{ id: 'grp_acme_managers', name: 'Managers' },
				{ id: 'grp_acme_remote', name: 'Remote' },
			],
		})
		const mail = await t.latestEmail('new.learner@acme.test')
		expect(mail).toMatchObject({ kind: 'invite', subject: 'Welcome to Acme Corp' })
		expect(mail!.text).toContain('Hi Nia, Ada Admin invites you to Acme Corp.')
		// An admin's invite carries a sign-in link to the console.
		const adminMail = await t.latestEmail('new.admin@acme.test')
		expect(adminMail!.text).toContain('Hi there, Ada Admin invites you to Acme Corp.')
		expect(linkParam(adminMail!.text, 'magicLinkVerificationToken')).toMatch(/\S/)
	})

	test('sso is stored; without notifications no email is sent', async () => {
		const reply = await invite(payload([{ email: 'quiet@acme.test', role: 'user', departments: [], groups: [] }], { sso: true, notificationsEnabled: false, custom_subject: '' }))
		expect(reply.status).toBe(201)
		expect((await searchUsers('quiet@')).data[0]).toMatchObject({ sso: true, registered: true, department: null })
		expect(await t.latestEmail('quiet@acme.test')).toBeNull()
	})

	test('one taken email (any company, any case) creates nobody and names the email', async () => {
		const reply = await invite(
			payload([
				{ email: 'fresh.one@acme.test', role: 'user', departments: [], groups: [] },
				{ email: 'ADMIN@globex.test', role: 'user', departments: [], groups: [] },
				{ email: 'learner@acme.test', role: 'user', departments: [], groups: [] },
			]),
		)
		expect(reply.status).toBe(409)
		expect(reply.body).toMatchObject({
			code: EMAILS_IN_USE,
			message: 'These emails are already in use.',
			details: [
				{ code: EMAILS_IN_USE, description: 'admin@globex.test' },
				{ code: EMAILS_IN_USE, description: 'learner@acme.test' },
			],
		})
		expect((await searchUsers('fresh.one')).data).toEqual([])
		expect(await t.latestEmail('fresh.one@acme.test')).toBeNull()
	})

	test('bad emails, roles, ids of another company, duplicates and a missing subject are 422s', async () => {
		const reply = await invite(
			payload(
				[
					{ email: 'not-an-email', role: 'user', departments: [], groups: [] },
					{ email: 'ok@acme.test', role: 'superadmin', departments: [], groups: [] },
					{ email: 'two@acme.test', role: 'user', departments: ['dep_globex_sales'], groups: ['grp_globex_remote'] },
					{ email: 'TWO@acme.test', role: 'user', departments: [], groups: [] },
				],
				{ custom_subject: '' },
			),
		)
		expect(reply.status).toBe(422)
		expect(reply.body.validationResults).toEqual(
			expect.arrayContaining([
				{ field: 'emails.0.email', message: 'This is not a valid email' },
				expect.objectContaining({ field: 'emails.1.role' }),
			]),
		)
		const ids = await invite(
			payload([
				{ email: 'two@acme.test', role: 'user', departments: ['dep_globex_sales'], groups: ['grp_globex_remote'] },
				{ email: 'TWO@acme.test', role: 'user', departments: [], groups: [] },
			], { custom_subject: '' }),
		)
		expect(ids.status).toBe(422)
		expect(ids.body.message).toBe('Missing or invalid request parameters: custom_subject, emails.1.email, emails.0.departments, emails.0.groups.')
		const empty = await invite(payload([]))
		expect(empty.body.validationResults).toEqual([{ field: 'emails', message: 'Enter one or more email addresses.' }])
		const otherCompany = await invite(payload([{ email: 'x@acme.test', role: 'user', departments: [], groups: [] }], { company_id: C.globex }))
		expect(otherCompany.status).toBe(422)
		expect((await invite(payload([]), tokens.acmeAdmin, `/customers/api/v1/company/${C.globex}/invite`)).status).toBe(403)
	})

	test('5,000 users in one request, one transaction', async () => {
		const emails = Array.from({ length: 5000 }, (_, i) => ({ email: `bulk.${i}@bulk.acme.test`, role: 'user', departments: ['dep_acme_hr'], groups: ['grp_acme_remote'] }))
		const started = performance.now()
		const reply = await invite(payload(emails))
		const ms = performance.now() - started
		expect(reply.status, reply.text).toBe(201)
		expect(reply.body).toEqual({ invited: 5000 })
		console.log(`invite of 5,000 users: ${Math.round(ms)} ms`)
		const page = UserListSchema.parse((await t.call('GET', `${base}/users`, { token: tokens.acmeAdmin, query: { searchText: 'bulk.acme' } })).body)
		expect(page.pageInfo.totalItems).toBe(5000)
		// The company counts (kept by triggers) include them: Acme's 40, the 3 invited above and these.
		expect(page.counts).toEqual({ total: 5043, enabled: 5042, disabled: 1 })
		expect(await t.latestEmail('bulk.4999@bulk.acme.test')).toMatchObject({ kind: 'invite' })
	}, 120_000)
})

describe('invite message templates', () => {
	const templates = async (token = tokens.acmeAdmin) => InviteTemplatesSchema.parse((await t.call('GET', `${base}/invite/emails`, { token })).body)

	test('defaults, saved per company and kind, and reset to the default', async () => {
		const defaults = await templates()
		expect(defaults.learner.subject).toBe("You're invited to {{companyName}}'s security awareness training")
		expect(defaults.admin.subject).toBe('You have been added as an admin of {{companyName}}')
		const saved = await t.call('PUT', `${base}/invite/emails/learner`, { token: tokens.acmeAdmin, body: { subject: 'Join us', message: 'Hello {{name}}' } })
		expect(saved.status).toBe(204)
		expect((await templates()).learner).toEqual({ subject: 'Join us', message: 'Hello {{name}}' })
		expect((await templates()).admin).toEqual(defaults.admin)
		// Globex still has the default.
		const globex = InviteTemplatesSchema.parse((await t.call('GET', `/customers/api/v1/company/${C.globex}/invite/emails`, { token: tokens.globexAdmin })).body)
		expect(globex.learner).toEqual(defaults.learner)
		// A resent invite uses the saved learner template.
		await t.call('POST', `/api/v1/user/${C.acme}/resend_invite`, {
			token: tokens.acmeAdmin,
			body: { companyId: C.acme, userId: U.acmeInvited.id, companyName: 'Acme Corp', adminEmail: U.acmeAdmin.email, adminName: 'Ada Admin' },
		})
		expect(await t.latestEmail('invited@acme.test')).toMatchObject({ subject: 'Join us' })
		expect((await t.latestEmail('invited@acme.test'))!.text).toContain('Hello Ivy')

		expect((await t.call('POST', `${base}/invite/emails/learner/reset`, { token: tokens.acmeAdmin })).status).toBe(204)
		expect((await templates()).learner).toEqual(defaults.learner)
	})

	test('a template needs a subject and a message; another company’s is refused', async () => {
		const reply = await t.call('PUT', `${base}/invite/emails/admin`, { token: tokens.acmeAdmin, body: { subject: '', message: '' } })
		expect(reply.status).toBe(422)
		expect(reply.body.message).toBe('Missing or invalid request parameters: subject, message.')
		expect((await t.call('PUT', `/customers/api/v1/company/${C.globex}/invite/emails/admin`, { token: tokens.acmeAdmin, body: { subject: 'a', message: 'b' } })).status).toBe(403)
		expect((await t.call('POST', `/customers/api/v1/company/${C.globex}/invite/emails/admin/reset`, { token: tokens.acmeAdmin })).status).toBe(403)
		expect((await t.call('PUT', `${base}/invite/emails/partner`, { token: tokens.acmeAdmin, body: { subject: 'a', message: 'b' } })).status).toBe(404)
	})
})
