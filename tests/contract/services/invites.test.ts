import { describe, expect, test } from 'vitest'
import { EMAILS_IN_USE, InviteTemplatesSchema, UserListSchema } from '#app/gateway/users.server.ts'
import { BULK_INVITE_BODY_LIMIT_BYTES } from '#server/gateway/services/invites.ts'
import { MAX_INVITES } from '#server/shared/directory-rules.ts'
import { SEED, linkParam, useTestGateway } from '#tests/fixtures/gateway.ts'
import { type Invitee, invitee, invitePayload } from '#tests/support/payloads.ts'

const { t, tokens } = useTestGateway({ signIn: ['acmeAdmin', 'globexAdmin'] })

const U = SEED.users
const C = SEED.companies
const base = `/customers/api/v1/company/${C.acme}`

const payload = (emails: unknown[], overrides: Parameters<typeof invitePayload>[2] = {}) =>
	invitePayload(C.acme, emails as Invitee[], {
		custom_message: 'Hi {{name}}, {{adminName}} invites you to {{companyName}}.',
		custom_subject: 'Welcome to {{companyName}}',
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
		expect(
			(
				await t.call('POST', `/customers/api/v1/company/${C.globex}/users/exists`, {
					token: tokens.acmeAdmin,
					body: { emails: [] },
				})
			).status,
		).toBe(403)
	})
})

describe('inviting users', () => {
	test('creates every user with role, department, groups and names, and emails each of them', async () => {
		const reply = await invite(
			payload([
				invitee('New.Learner@acme.test', {
					departments: ['dep_acme_sales'],
					groups: ['grp_acme_remote', 'grp_acme_managers'],
					name: 'Nia',
					lastName: 'New',
				}),
				invitee('new.admin@acme.test', { role: 'admin', departments: ['dep_acme_hr'] }),
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
		const reply = await invite(
			payload([invitee('quiet@acme.test')], {
				sso: true,
				notificationsEnabled: false,
				custom_subject: '',
			}),
		)
		expect(reply.status).toBe(201)
		expect((await searchUsers('quiet@')).data[0]).toMatchObject({ sso: true, registered: true, department: null })
		expect(await t.latestEmail('quiet@acme.test')).toBeNull()
	})

	test('one taken email (any company, any case) creates nobody and names the email', async () => {
		const reply = await invite(payload([invitee('fresh.one@acme.test'), invitee('ADMIN@globex.test'), invitee('learner@acme.test')]))
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
					invitee('not-an-email'),
					{ email: 'ok@acme.test', role: 'superadmin', departments: [], groups: [] },
					invitee('two@acme.test', { departments: ['dep_globex_sales'], groups: ['grp_globex_remote'] }),
					invitee('TWO@acme.test'),
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
			payload([invitee('two@acme.test', { departments: ['dep_globex_sales'], groups: ['grp_globex_remote'] }), invitee('TWO@acme.test')], {
				custom_subject: '',
			}),
		)
		expect(ids.status).toBe(422)
		expect(ids.body.message).toBe(
			'Missing or invalid request parameters: custom_subject, emails.1.email, emails.0.departments, emails.0.groups.',
		)
		const empty = await invite(payload([]))
		expect(empty.body.validationResults).toEqual([{ field: 'emails', message: 'Enter one or more email addresses.' }])
		const otherCompany = await invite(payload([invitee('x@acme.test')], { company_id: C.globex }))
		expect(otherCompany.status).toBe(422)
		expect((await invite(payload([]), tokens.acmeAdmin, `/customers/api/v1/company/${C.globex}/invite`)).status).toBe(403)
	})

	test('5,000 users in one request, one transaction', async () => {
		const emails = Array.from({ length: 5000 }, (_, i) =>
			invitee(`bulk.${i}@bulk.acme.test`, { departments: ['dep_acme_hr'], groups: ['grp_acme_remote'] }),
		)
		const started = performance.now()
		const reply = await invite(payload(emails))
		const ms = performance.now() - started
		expect(reply.status, reply.text).toBe(201)
		expect(reply.body).toEqual({ invited: 5000 })
		console.log(`invite of 5,000 users: ${Math.round(ms)} ms`)
		const page = UserListSchema.parse(
			(await t.call('GET', `${base}/users`, { token: tokens.acmeAdmin, query: { searchText: 'bulk.acme' } })).body,
		)
		expect(page.pageInfo.totalItems).toBe(5000)
		// The company counts (kept by triggers) include them: Acme's 40, the 3 invited above and these.
		expect(page.counts).toEqual({ total: 5043, enabled: 5042, disabled: 1 })
		expect(await t.latestEmail('bulk.4999@bulk.acme.test')).toMatchObject({ kind: 'invite' })
	}, 120_000)
})

describe('invite message templates', () => {
	const templates = async (token = tokens.acmeAdmin) =>
		InviteTemplatesSchema.parse((await t.call('GET', `${base}/invite/emails`, { token })).body)

	test('defaults, saved per company and kind, and reset to the default', async () => {
		const defaults = await templates()
		expect(defaults.learner.subject).toBe("You're invited to {{companyName}}'s security awareness training")
		expect(defaults.admin.subject).toBe('You have been added as an admin of {{companyName}}')
		const saved = await t.call('PUT', `${base}/invite/emails/learner`, {
			token: tokens.acmeAdmin,
			body: { subject: 'Join us', message: 'Hello {{name}}' },
		})
		expect(saved.status).toBe(204)
		expect((await templates()).learner).toEqual({ subject: 'Join us', message: 'Hello {{name}}' })
		expect((await templates()).admin).toEqual(defaults.admin)
		// Globex still has the default.
		const globex = InviteTemplatesSchema.parse(
			(await t.call('GET', `/customers/api/v1/company/${C.globex}/invite/emails`, { token: tokens.globexAdmin })).body,
		)
		expect(globex.learner).toEqual(defaults.learner)
		// A resent invite uses the saved learner template.
		await t.call('POST', `/api/v1/user/${C.acme}/resend_invite`, {
			token: tokens.acmeAdmin,
			body: {
				companyId: C.acme,
				userId: U.acmeInvited.id,
				companyName: 'Acme Corp',
				adminEmail: U.acmeAdmin.email,
				adminName: 'Ada Admin',
			},
		})
		expect(await t.latestEmail('invited@acme.test')).toMatchObject({ subject: 'Join us' })
		expect((await t.latestEmail('invited@acme.test'))!.text).toContain('Hello Ivy')

		expect((await t.call('POST', `${base}/invite/emails/learner/reset`, { token: tokens.acmeAdmin })).status).toBe(204)
		expect((await templates()).learner).toEqual(defaults.learner)
	})

	test('a template needs a subject and a message; another company’s is refused', async () => {
		const reply = await t.call('PUT', `${base}/invite/emails/admin`, {
			token: tokens.acmeAdmin,
			body: { subject: '', message: '' },
		})
		expect(reply.status).toBe(422)
		expect(reply.body.message).toBe('Missing or invalid request parameters: subject, message.')
		expect(
			(
				await t.call('PUT', `/customers/api/v1/company/${C.globex}/invite/emails/admin`, {
					token: tokens.acmeAdmin,
					body: { subject: 'a', message: 'b' },
				})
			).status,
		).toBe(403)
		expect(
			(
				await t.call('POST', `/customers/api/v1/company/${C.globex}/invite/emails/admin/reset`, {
					token: tokens.acmeAdmin,
				})
			).status,
		).toBe(403)
		expect(
			(
				await t.call('PUT', `${base}/invite/emails/partner`, {
					token: tokens.acmeAdmin,
					body: { subject: 'a', message: 'b' },
				})
			).status,
		).toBe(404)
	})
})

describe('the bulk invite: department and group names, one transaction', () => {
	const bulk = (body: unknown, token = tokens.acmeAdmin) => t.call('POST', `${base}/invite/bulk`, { token, body })
	const named = async (kind: 'departments' | 'groups', searchText: string) =>
		(await t.call('GET', `${base}/${kind}`, { token: tokens.acmeAdmin, query: { searchText, pageSize: '100' } })).body.data as {
			id: string
			name: string
		}[]

	test('creates the departments and groups not there yet, matches the others without case, and the users with their memberships', async () => {
		const reply = await bulk(
			payload([
				invitee('bulk.ann@acme.test', { departments: ['sales'], groups: ['remote', 'Bulk Night Shift'], name: 'Ann', lastName: 'Lee' }),
				invitee('bulk.bob@acme.test', { role: 'admin', departments: ['Bulk  Research   Lab '], groups: ['bulk night shift'] }),
				invitee('bulk.cy@acme.test'),
			]),
		)
		expect(reply.status, reply.text).toBe(201)
		expect(reply.body).toEqual({ invited: 3, createdDepartments: 1, createdGroups: 1 })
		// The name is stored as the forms store it (whitespace normalised), the first spelling kept.
		const [lab] = await named('departments', 'bulk research')
		expect(lab).toMatchObject({ name: 'Bulk Research Lab' })
		const [night] = await named('groups', 'bulk night')
		expect(night).toMatchObject({ name: 'Bulk Night Shift' })
		const users = (await searchUsers('bulk.')).data
		expect(users.find((u) => u.email === 'bulk.ann@acme.test')).toMatchObject({
			name: 'Ann',
			department: { id: 'dep_acme_sales', name: 'Sales' },
			groups: expect.arrayContaining([
				{ id: 'grp_acme_remote', name: 'Remote' },
				{ id: night!.id, name: 'Bulk Night Shift' },
			]),
		})
		expect(users.find((u) => u.email === 'bulk.bob@acme.test')).toMatchObject({
			role: 'admin',
			department: { id: lab!.id },
			groups: [{ id: night!.id }],
		})
		expect(users.find((u) => u.email === 'bulk.cy@acme.test')).toMatchObject({ department: null, groups: [] })
		expect(await t.latestEmail('bulk.ann@acme.test')).toMatchObject({ kind: 'invite', subject: 'Welcome to Acme Corp' })
	})

	test('a taken email found after the departments and groups were created rolls all of them back: no department, group, user or email is left', async () => {
		const rows = Array.from({ length: 2000 }, (_, i) =>
			invitee(`rollback.${i}@acme.test`, { departments: [`Rollback Dept ${i % 7}`], groups: [`Rollback Group ${i % 5}`, 'Remote'] }),
		)
		// The last row's email is taken (another company's user, another case): found inside the transaction.
		const reply = await bulk(payload([...rows, invitee('Admin@Globex.test', { departments: ['Rollback Dept 0'] })]))
		expect(reply.status).toBe(409)
		expect(reply.body).toMatchObject({
			code: EMAILS_IN_USE,
			details: [{ code: EMAILS_IN_USE, description: 'admin@globex.test' }],
		})
		expect(await named('departments', 'rollback')).toEqual([])
		expect(await named('groups', 'rollback')).toEqual([])
		expect((await searchUsers('rollback.')).data).toEqual([])
		expect(await t.latestEmail('rollback.0@acme.test')).toBeNull()
	})

	test('a row the forms would refuse (a department or group name, a control character) is a 422 naming it, and nothing is created', async () => {
		const reply = await bulk(
			payload([
				invitee('refused.one@acme.test', { departments: ['Refused Dept'], groups: ['Refused Group'] }),
				invitee('refused.two@acme.test', { departments: ['Sales/Marketing'] }),
				invitee('refused.three@acme.test', { departments: ['Ops'], groups: ['x'.repeat(101)] }),
				invitee('refused.four@acme.test', { name: 'Bell\u0007' }),
			]),
		)
		expect(reply.status).toBe(422)
		expect(reply.body.validationResults).toEqual([
			{
				field: 'emails.1.departments.0',
				message: 'Letters, digits, dot, dash, underscore, ampersand, inner spaces only',
			},
			{ field: 'emails.2.groups.0', message: 'The name can have at most 100 characters.' },
			{ field: 'emails.3.name', message: 'Control characters (such as NUL) cannot be stored.' },
		])
		expect(await named('departments', 'refused')).toEqual([])
		expect(await named('groups', 'refused')).toEqual([])
		expect((await searchUsers('refused.')).data).toEqual([])
		// A NUL anywhere in the body: the gateway's 400, never a 500.
		const nul = await bulk(payload([invitee('nul@acme.test', { departments: ['Nul\u0000Dept'] })]))
		expect(nul.status).toBe(400)
		expect(await named('departments', 'nul')).toEqual([])
	})

	test('the departments and groups forms follow the same rule', async () => {
		const refused = await t.call('POST', `${base}/departments`, {
			token: tokens.acmeAdmin,
			body: { name: 'Sales/Marketing' },
		})
		expect(refused.status).toBe(422)
		expect(refused.body.validationResults).toEqual([
			{ field: 'name', message: 'Letters, digits, dot, dash, underscore, ampersand, inner spaces only' },
		])
		const created = await t.call('POST', `${base}/groups`, {
			token: tokens.acmeAdmin,
			body: { name: '  Form   Rule Group ' },
		})
		expect(created.status).toBe(201)
		expect(created.body.name).toBe('Form Rule Group')
	})

	test(`${MAX_INVITES.toLocaleString('en')} users with long names, a department and three groups each are one request, one transaction`, async () => {
		const emails = Array.from({ length: MAX_INVITES }, (_, i) =>
			invitee(`maximilian-alexander.featherstonehaugh-smythe.${i}@subsidiary.example-corp.test`, {
				departments: [`Research and Development ${i % 40}`],
				groups: ['Remote Workers', `Project Team ${i % 25}`, 'New Hires 2026'],
				name: 'Maximilian-Alexander',
				lastName: 'Featherstonehaugh-Smythe',
			}),
		)
		const body = payload(emails)
		const bytes = Buffer.byteLength(JSON.stringify(body))
		expect(bytes).toBeGreaterThan(1024 * 1024)
		expect(bytes).toBeLessThan(BULK_INVITE_BODY_LIMIT_BYTES)
		const started = performance.now()
		const reply = await bulk(body)
		expect(reply.status, reply.text.slice(0, 300)).toBe(201)
		expect(reply.body).toEqual({ invited: MAX_INVITES, createdDepartments: 40, createdGroups: 27 })
		console.log(
			`bulk invite of ${MAX_INVITES} users (${(bytes / 1024 / 1024).toFixed(2)} MB): ${Math.round(performance.now() - started)} ms`,
		)
		const page = UserListSchema.parse(
			(
				await t.call('GET', `${base}/users`, {
					token: tokens.acmeAdmin,
					query: { searchText: 'subsidiary.example-corp' },
				})
			).body,
		)
		expect(page.pageInfo.totalItems).toBe(MAX_INVITES)
		const over = await bulk(payload([...emails, invitee('one.more@acme.test')]))
		expect(over.status).toBe(422)
		expect(over.body.validationResults).toEqual([{ field: 'emails', message: `At most ${MAX_INVITES} users can be invited at once.` }])
	}, 180_000)
})
