import { describe, expect, test } from 'vitest'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t, tokens } = useTestGateway({ signIn: ['acmeAdmin', 'globexAdmin'] })

const U = SEED.users
const C = SEED.companies
const availabilityPath = (companyId: string) => `/users/company/${companyId}/reminders/manual/users_not_started/tasks_availability`
const manualPath = (companyId: string) => `/users/company/${companyId}/reminders/manual`

// Request bodies in the shape the console sends (its ReminderPayload); overrides replace any field.
const selection = (overrides: Record<string, unknown> = {}) => ({
	isAllUsersSelected: false,
	userIds: [] as string[],
	searchText: '',
	groupIds: [] as string[],
	departmentIds: [] as string[],
	filters: { roles: [], statuses: [] },
	...overrides,
})
const reminder = (overrides: Record<string, unknown> = {}) => ({
	includeGaming: false,
	includeVideoTraining: true,
	includePolicies: false,
	includeCalendarVideos: false,
	customMessage: 'Please finish your training this week.',
	subject: 'A friendly reminder',
	campaignId: null,
	...selection(overrides),
	...overrides,
})

// Globex's annual training: of its 300 users (all enabled), a third completed, two thirds outstanding.
describe('tasks availability', () => {
	test('every Globex user matching: 200 have outstanding training', async () => {
		const reply = await t.call('POST', availabilityPath(C.globex), {
			token: tokens.globexAdmin,
			body: selection({ isAllUsersSelected: true }),
		})
		expect(reply.status, reply.text).toBe(200)
		expect(reply.body).toEqual({ hasOutstandingTasks: true, usersWithTasks: 200 })
		const admins = await t.call('POST', availabilityPath(C.globex), {
			token: tokens.globexAdmin,
			body: selection({ isAllUsersSelected: true, filters: { roles: ['admin'], statuses: [] } }),
		})
		// Greta completed; Max is in progress, Otto (the auditor, in the last learner's seat) has not started.
		expect(admins.body).toEqual({ hasOutstandingTasks: true, usersWithTasks: 2 })
		const searched = await t.call('POST', availabilityPath(C.globex), {
			token: tokens.globexAdmin,
			body: selection({ isAllUsersSelected: true, searchText: 'alice.anders@' }),
		})
		expect(searched.body.usersWithTasks).toBe(1)
	})

	test('chosen users: only those with outstanding tasks count; Acme has none', async () => {
		const chosen = await t.call('POST', availabilityPath(C.globex), {
			token: tokens.globexAdmin,
			body: selection({ userIds: [U.globexAdmin.id, U.globexMfa.id, 'usr_globex_0001'] }),
		})
		expect(chosen.body).toEqual({ hasOutstandingTasks: true, usersWithTasks: 2 })
		const acme = await t.call('POST', availabilityPath(C.acme), {
			token: tokens.acmeAdmin,
			body: selection({ isAllUsersSelected: true }),
		})
		expect(acme.body).toEqual({ hasOutstandingTasks: false, usersWithTasks: 0 })
		// Another company's user ids count nothing.
		const foreign = await t.call('POST', availabilityPath(C.acme), {
			token: tokens.acmeAdmin,
			body: selection({ userIds: ['usr_globex_0001'] }),
		})
		expect(foreign.body.usersWithTasks).toBe(0)
	})

	test('nothing selected is a 400 with a clear message; another company is refused', async () => {
		const none = await t.call('POST', availabilityPath(C.globex), { token: tokens.globexAdmin, body: selection() })
		expect(none.status).toBe(400)
		expect(none.body).toMatchObject({ code: 'no_users_selected', message: 'Select at least one user to remind.' })
		expect(
			(
				await t.call('POST', availabilityPath(C.globex), {
					token: tokens.acmeAdmin,
					body: selection({ isAllUsersSelected: true }),
				})
			).status,
		).toBe(403)
	})
})

describe('sending a manual reminder', () => {
	test('one email per selected user with outstanding training', async () => {
		const reply = await t.call('POST', manualPath(C.globex), {
			token: tokens.globexAdmin,
			body: reminder({ userIds: [U.globexAdmin.id, U.globexMfa.id, 'usr_globex_0001'] }),
		})
		expect(reply.status, reply.text).toBe(200)
		expect(reply.body).toEqual({ sent: 2 })
		const mail = await t.latestEmail('alice.anders@globex.test')
		expect(mail).toMatchObject({ kind: 'reminder', subject: 'A friendly reminder' })
		expect(mail!.text).toContain('Please finish your training this week.')
		expect(mail!.text).toMatch(/- Annual Training Campaign \(due \d{4}-\d{2}-\d{2}\)/)
		expect(await t.latestEmail(U.globexAdmin.email)).toBeNull()
	})

	test('every matching user, narrowed by a department', async () => {
		const reply = await t.call('POST', manualPath(C.globex), {
			token: tokens.globexAdmin,
			body: reminder({ isAllUsersSelected: true, departmentIds: ['dep_globex_hr'] }),
		})
		// Globex HR: 59 learners, 39 of them with outstanding training.
		expect(reply.body.sent).toBe(39)
	})

	test('only video training has tasks today; the subject and a category are required', async () => {
		const other = await t.call('POST', manualPath(C.globex), {
			token: tokens.globexAdmin,
			body: reminder({ userIds: ['usr_globex_0001'], includeVideoTraining: false, includeGaming: true }),
		})
		expect(other.body).toEqual({ sent: 0 })
		const invalid = await t.call('POST', manualPath(C.globex), {
			token: tokens.globexAdmin,
			body: reminder({ userIds: ['usr_globex_0001'], includeVideoTraining: false, subject: ' ' }),
		})
		expect(invalid.status).toBe(422)
		expect(invalid.body.message).toBe('Missing or invalid request parameters: categories, subject.')
		const none = await t.call('POST', manualPath(C.globex), { token: tokens.globexAdmin, body: reminder() })
		expect(none.status).toBe(400)
		expect(none.body.message).toBe('Select at least one user to remind.')
	})
})
