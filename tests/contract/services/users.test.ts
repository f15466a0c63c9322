import { and, count, eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { UserListSchema, UserProfileSchema, UserTaskListSchema } from '#app/gateway/users.server.ts'
import * as schema from '#server/gateway/db/schema.ts'
import { SEED, countStatements, createTestGateway, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t, tokens } = useTestGateway({
	signIn: ['acmeAdmin', 'acmeTemp', 'globexAdmin', 'acronisAdmin', 'northwindPartner', 'support'],
})

const U = SEED.users
const C = SEED.companies
const usersPath = (companyId: string) => `/customers/api/v1/company/${companyId}/users`

async function list(query: Record<string, string | string[]> = {}, token = tokens.acmeAdmin!, companyId: string = C.acme) {
	const url = new URLSearchParams()
	for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) url.append(key, v)
	const reply = await t.call('GET', `${usersPath(companyId)}?${url}`, { token })
	expect(reply.status, reply.text).toBe(200)
	return UserListSchema.parse(reply.body)
}

describe('the users list', () => {
	test('the first page: 25 of Acme’s 40 users, newest first, with the company counts', async () => {
		const page = await list()
		expect(page.pageInfo).toEqual({ pageNumber: 1, pageSize: 25, totalItems: 40, totalPages: 2 })
		expect(page.counts).toEqual({ total: 40, enabled: 39, disabled: 1 })
		expect(page.data).toHaveLength(25)
		// Ivy was invited two days ago: the newest user.
		expect(page.data[0]).toMatchObject({
			id: U.acmeInvited.id,
			email: 'invited@acme.test',
			name: 'Ivy',
			lastName: 'Invited',
			role: 'user',
			isOwner: false,
			status: 'ENABLED',
			department: { id: 'dep_acme_marketing', name: 'Marketing' },
			groups: [{ id: 'grp_acme_new_hires', name: 'New Hires' }],
			registered: false,
			emailVerified: false,
			lastLogin: null,
		})
		const second = await list({ pageNumber: '2' })
		expect(second.data).toHaveLength(15)
		const ids = new Set([...page.data, ...second.data].map((u) => u.id))
		expect(ids.size).toBe(40)
	})

	test('the owner is marked and registered; sorting by name ascending starts with Ada', async () => {
		const page = await list({ orderBy: 'name', order: 'asc', pageSize: '5' })
		expect(page.data[0]).toMatchObject({ email: U.acmeAdmin.email, isOwner: true, registered: true, role: 'admin' })
		const names = page.data.map((u) => u.name.toLowerCase())
		expect([...names].sort()).toEqual(names)
		const desc = await list({ orderBy: 'email', order: 'desc', pageSize: '100' })
		const emails = desc.data.map((u) => u.email)
		expect([...emails].sort().reverse()).toEqual(emails)
		for (const orderBy of ['role', 'department', 'status', 'lastLogin', 'createdAt']) {
			expect((await list({ orderBy, pageSize: '100' })).data).toHaveLength(40)
		}
	})

	test('order by name puts a user without a name where the table shows them: by their email', async () => {
		const at = new Date('2026-01-01T00:00:00Z')
		await t.database.db.insert(schema.users).values([
			{
				id: 'usr_sort_zed',
				companyId: C.globex,
				email: 'zzz-nameless@globex.test',
				name: '',
				lastName: '',
				role: 'user',
				createdAt: at,
			},
			{
				id: 'usr_sort_bob',
				companyId: C.globex,
				email: 'aaa-nameless@globex.test',
				name: '',
				lastName: '',
				role: 'user',
				createdAt: at,
			},
		])
		try {
			const shown = (u: { name: string; lastName: string; email: string }) => (u.name ? `${u.name} ${u.lastName}` : u.email).toLowerCase()
			const asc = (await list({ orderBy: 'name', order: 'asc', pageSize: '100' }, tokens.globexAdmin, C.globex)).data.map(shown)
			expect(asc[0]).toBe('aaa-nameless@globex.test')
			expect([...asc].sort()).toEqual(asc)
			const desc = (await list({ orderBy: 'name', order: 'desc', pageSize: '100' }, tokens.globexAdmin, C.globex)).data.map(shown)
			expect(desc[0]).toBe('zzz-nameless@globex.test')
			expect([...desc].sort().reverse()).toEqual(desc)
		} finally {
			await t.database.db.delete(schema.users).where(inArray(schema.users.id, ['usr_sort_zed', 'usr_sort_bob']))
		}
	})

	test('search matches name, last name, full name and email, case-insensitively', async () => {
		expect((await list({ searchText: 'lea' })).data.map((u) => u.email)).toContain(U.acmeLearner.email)
		expect((await list({ searchText: 'LEARNER' })).data.map((u) => u.email)).toEqual([U.acmeLearner.email])
		expect((await list({ searchText: 'Lea Learner' })).data.map((u) => u.email)).toEqual([U.acmeLearner.email])
		expect((await list({ searchText: 'suspended@ACME' })).data.map((u) => u.email)).toEqual([U.acmeSuspended.email])
		const none = await list({ searchText: '100%_' })
		expect(none.data).toEqual([])
		expect(none.pageInfo.totalItems).toBe(0)
		// The counts stay those of the whole company.
		expect(none.counts.total).toBe(40)
	})

	test('filters: departments, groups, roles and statuses', async () => {
		const sales = await list({ departmentIds: 'dep_acme_sales', pageSize: '100' })
		expect(sales.data.every((u) => u.department?.name === 'Sales')).toBe(true)
		expect(sales.pageInfo.totalItems).toBe(8)
		const twoDepartments = await list({ departmentIds: ['dep_acme_sales', 'dep_acme_hr'], pageSize: '100' })
		expect(twoDepartments.pageInfo.totalItems).toBe(15)
		const newHires = await list({ groupIds: 'grp_acme_new_hires', pageSize: '100' })
		expect(newHires.pageInfo.totalItems).toBe(6)
		expect(newHires.data.every((u) => u.groups.some((g) => g.name === 'New Hires'))).toBe(true)
		expect((await list({ roles: 'owner' })).data.map((u) => u.email)).toEqual([U.acmeAdmin.email])
		expect((await list({ roles: 'admin' })).pageInfo.totalItems).toBe(2)
		expect((await list({ roles: ['admin', 'learner'] })).pageInfo.totalItems).toBe(40)
		expect((await list({ statuses: 'DISABLED' })).data.map((u) => u.email)).toEqual([U.acmeSuspended.email])
	})

	test('bad paging or order is a 422 listing the fields', async () => {
		for (const query of ['pageSize=4', 'pageSize=101', 'pageNumber=0', 'orderBy=password', 'order=up', 'roles=hidden']) {
			const reply = await t.call('GET', `${usersPath(C.acme)}?${query}`, { token: tokens.acmeAdmin })
			expect(reply.status, query).toBe(422)
			expect(reply.body.message).toMatch(/^Missing or invalid request parameters: /)
		}
	})

	test('another company’s list is refused; a partner reads its customer’s; staff any', async () => {
		const foreign = await t.call('GET', usersPath(C.globex), { token: tokens.acmeAdmin })
		expect(foreign.status).toBe(403)
		expect(foreign.body.code).toBe('company_not_accessible')
		expect((await t.call('GET', usersPath(C.acme))).status).toBe(401)
		expect((await list({}, tokens.northwindPartner!, C.contoso)).counts.total).toBe(25)
		expect((await list({}, tokens.support!, C.acme)).counts.total).toBe(40)
	})
})

describe('one user', () => {
	test('the profile with its task counts (Globex runs the annual training)', async () => {
		const reply = await t.call('GET', `${usersPath(C.globex)}/${U.globexAdmin.id}`, { token: tokens.globexAdmin })
		const profile = UserProfileSchema.parse(reply.body)
		expect(profile).toMatchObject({
			companyId: C.globex,
			isOwner: true,
			outstandingTasks: 0,
			completedTasks: 1,
			sso: true,
		})
		const learner = UserProfileSchema.parse(
			(await t.call('GET', `${usersPath(C.globex)}/usr_globex_0001`, { token: tokens.globexAdmin })).body,
		)
		expect(learner).toMatchObject({ email: 'alice.anders@globex.test', outstandingTasks: 1, completedTasks: 0 })
	})

	test('tasks by status, with the due date of the campaign', async () => {
		const outstanding = UserTaskListSchema.parse(
			(
				await t.call('GET', `${usersPath(C.globex)}/usr_globex_0001/tasks`, {
					token: tokens.globexAdmin,
					query: { status: 'outstanding' },
				})
			).body,
		)
		expect(outstanding.pageInfo.totalItems).toBe(1)
		expect(outstanding.data[0]).toMatchObject({
			campaignId: SEED.campaigns.globexAnnual,
			category: 'training',
			name: 'Annual Training Campaign',
			status: 'NOT_STARTED',
			completedAt: null,
		})
		const task = outstanding.data[0]!
		expect(Date.parse(task.dueDate!) - Date.parse(task.assignedAt.slice(0, 10))).toBe(30 * 86_400_000)
		const completed = UserTaskListSchema.parse(
			(
				await t.call('GET', `${usersPath(C.globex)}/${U.globexAdmin.id}/tasks`, {
					token: tokens.globexAdmin,
					query: { status: 'completed' },
				})
			).body,
		)
		expect(completed.data).toHaveLength(1)
		expect(completed.data[0]!.completedAt).toMatch(/^\d{4}-/)
		const none = UserTaskListSchema.parse(
			(await t.call('GET', `${usersPath(C.acme)}/${U.acmeLearner.id}/tasks`, { token: tokens.acmeAdmin })).body,
		)
		expect(none).toEqual({ data: [], pageInfo: { pageNumber: 1, pageSize: 25, totalItems: 0, totalPages: 1 } })
	})

	test('another company’s user is a 404, through this company or the other one', async () => {
		const through = await t.call('GET', `${usersPath(C.acme)}/${U.globexAdmin.id}`, { token: tokens.acmeAdmin })
		expect(through.status).toBe(404)
		expect((await t.call('GET', `${usersPath(C.acme)}/${U.globexAdmin.id}/tasks`, { token: tokens.acmeAdmin })).status).toBe(404)
		expect((await t.call('GET', `${usersPath(C.globex)}/${U.globexAdmin.id}`, { token: tokens.acmeAdmin })).status).toBe(403)
		// Staff users of the platform are never shown to a customer, and 'hidden' not even to staff.
		expect((await t.call('GET', `${usersPath(C.platform)}/${U.support.id}`, { token: tokens.support })).status).toBe(200)
	})
})

describe('editing a user', () => {
	const edit = (userId: string, body: unknown, token = tokens.acmeAdmin) =>
		t.call('PATCH', `${usersPath(C.acme)}/${userId}`, { token, body })

	test('name, role, department and groups change together', async () => {
		const reply = await edit('usr_acme_0002', {
			name: ' Bruno ',
			lastName: 'Renamed',
			role: 'admin',
			departmentId: 'dep_acme_hr',
			groupIds: ['grp_acme_remote', 'grp_acme_managers'],
		})
		expect(reply.status, reply.text).toBe(200)
		expect(UserProfileSchema.parse(reply.body)).toMatchObject({
			name: 'Bruno',
			lastName: 'Renamed',
			role: 'admin',
			department: { id: 'dep_acme_hr', name: 'HR' },
			groups: [
				{ id: 'grp_acme_managers', name: 'Managers' },
				{ id: 'grp_acme_remote', name: 'Remote' },
			],
		})
		const cleared = await edit('usr_acme_0002', {
			name: 'Bruno',
			lastName: 'Anders',
			role: 'user',
			departmentId: null,
			groupIds: [],
		})
		expect(cleared.body).toMatchObject({ role: 'user', department: null, groups: [] })
	})

	test.each([
		{
			refused: 'the owner made a learner',
			userId: U.acmeAdmin.id,
			fields: { name: 'Ada', lastName: 'Admin', role: 'user' },
			status: 409,
			reply: { code: 'owner_role' },
		},
		{
			refused: 'an empty name and an unknown role',
			userId: 'usr_acme_0003',
			fields: { name: '', lastName: 'X', role: 'superadmin' },
			status: 422,
			reply: { message: 'Missing or invalid request parameters: name, role.' },
		},
		{
			refused: 'another company’s department and group',
			userId: 'usr_acme_0003',
			fields: { name: 'D', lastName: 'A', role: 'user', departmentId: 'dep_globex_sales', groupIds: ['grp_globex_remote'] },
			status: 422,
			reply: { message: 'Missing or invalid request parameters: departmentId, groupIds.' },
		},
		{
			refused: 'another company’s user',
			userId: U.globexAdmin.id,
			fields: { name: 'G', lastName: 'G', role: 'admin' },
			status: 404,
			reply: {},
		},
	])('the owner stays an admin; bad fields and another company’s ids are refused: $refused', async ({ userId, fields, status, reply }) => {
		const refused = await edit(userId, { departmentId: null, groupIds: [], ...fields })
		expect(refused.status).toBe(status)
		expect(refused.body).toMatchObject(reply)
	})
})

describe('enabling and disabling', () => {
	const setStatus = (companyId: string, userId: string, status: string, token = tokens.acmeAdmin) =>
		t.call('PATCH', `${usersPath(companyId)}/${userId}/status`, { token, body: { status } })

	test('a disabled user cannot sign in, and is enabled again', async () => {
		expect((await setStatus(C.acme, 'usr_acme_0004', 'DISABLED')).status).toBe(204)
		expect((await list({ statuses: 'DISABLED' })).counts).toEqual({ total: 40, enabled: 38, disabled: 2 })
		const login = await t.call('POST', '/user/login/validate', {
			body: { email: 'david.anders@acme.test', password: 'Demo-Pass-2026!' },
		})
		expect(login.body.code).toBe('auth/user-disabled')
		expect((await setStatus(C.acme, 'usr_acme_0004', 'ENABLED')).status).toBe(204)
		expect((await list()).counts.disabled).toBe(1)
	})

	test('disabling yourself is refused; a bad status is a 422', async () => {
		const self = await setStatus(C.acme, U.acmeAdmin.id, 'DISABLED')
		expect(self.status).toBe(409)
		expect(self.body.code).toBe('cannot_disable_self')
		expect((await setStatus(C.acme, 'usr_acme_0004', 'SUSPENDED')).status).toBe(422)
		expect((await setStatus(C.acme, U.globexAdmin.id, 'DISABLED')).status).toBe(404)
	})

	test('an admin of the console integration’s account cannot be disabled; a learner can', async () => {
		// A second admin in the Acronis tenant to try it on.
		const admins = await list({ roles: 'learner', pageSize: '5' }, tokens.acronisAdmin!, C.acronis)
		const learner = admins.data[0]!
		const promoted = await t.call('PATCH', `${usersPath(C.acronis)}/${learner.id}`, {
			token: tokens.acronisAdmin,
			body: { name: learner.name, lastName: learner.lastName, role: 'admin', departmentId: null, groupIds: [] },
		})
		expect(promoted.status).toBe(200)
		const refused = await setStatus(C.acronis, learner.id, 'DISABLED', tokens.acronisAdmin)
		expect(refused.status).toBe(409)
		expect(refused.body).toMatchObject({
			code: 'integration_restricted',
			message: 'Admin users of this account are managed by its integration and cannot be disabled here.',
		})
		const other = (await list({ roles: 'learner', pageSize: '5' }, tokens.acronisAdmin!, C.acronis)).data[0]!
		expect((await setStatus(C.acronis, other.id, 'DISABLED', tokens.acronisAdmin)).status).toBe(204)
	})
})

describe('deleting a user and resending an invite', () => {
	const del = (body: unknown, companyId: string = C.acme) =>
		t.call('DELETE', `/api/v1/user/${companyId}/delete_user`, { token: tokens.acmeAdmin, body })

	test('a user is deleted with their rows; yourself, the owner and other companies are refused', async () => {
		expect((await del({ userId: 'usr_acme_0035', companyId: C.acme })).status).toBe(204)
		expect((await t.call('GET', `${usersPath(C.acme)}/usr_acme_0035`, { token: tokens.acmeAdmin })).status).toBe(404)
		expect((await list()).counts.total).toBe(39)
		expect(
			(
				await t.call('DELETE', `/api/v1/user/${C.acme}/delete_user`, {
					token: tokens.acmeTemp,
					body: { userId: U.acmeAdmin.id, companyId: C.acme },
				})
			).body.code,
		).toBe('cannot_delete_owner')
		expect((await del({ userId: U.acmeAdmin.id, companyId: C.acme })).body.code).toBe('cannot_delete_self')
		expect((await del({ userId: U.globexAdmin.id, companyId: C.acme })).status).toBe(404)
		expect((await del({ userId: U.globexAdmin.id, companyId: C.globex }, C.globex)).status).toBe(403)
		expect((await del({ userId: 'usr_acme_0034', companyId: C.globex })).status).toBe(422)
	})

	test('resend invite: a new email for a user who has not registered, refused for one who has', async () => {
		const body = {
			companyId: C.acme,
			userId: U.acmeInvited.id,
			companyName: 'Acme Corp',
			adminEmail: U.acmeAdmin.email,
			adminName: 'Ada Admin',
		}
		const reply = await t.call('POST', `/api/v1/user/${C.acme}/resend_invite`, { token: tokens.acmeAdmin, body })
		expect(reply.status, reply.text).toBe(204)
		const mail = await t.latestEmail('invited@acme.test')
		expect(mail).toMatchObject({ kind: 'invite', subject: "You're invited to Acme Corp's security awareness training" })
		expect(mail!.text).toContain('Hi Ivy,')
		expect(mail!.text).toContain('Ada Admin invited you')
		const registered = await t.call('POST', `/api/v1/user/${C.acme}/resend_invite`, {
			token: tokens.acmeAdmin,
			body: { ...body, userId: U.acmeLearner.id },
		})
		expect(registered.status).toBe(409)
		expect(registered.body.code).toBe('already_registered')
		const foreign = await t.call('POST', `/api/v1/user/${C.acme}/resend_invite`, {
			token: tokens.acmeAdmin,
			body: { ...body, userId: U.globexAdmin.id },
		})
		expect(foreign.status).toBe(404)
	})

	test('the verification email of another user of the company (sendVerificationEmail)', async () => {
		const reply = await t.call('POST', '/api/v1/user/verification_email', {
			token: tokens.acmeAdmin,
			body: { user_id: U.acmeInvited.id },
		})
		expect(reply.status).toBe(204)
		expect((await t.latestEmail('invited@acme.test'))!.kind).toBe('verification')
		expect(
			(
				await t.call('POST', '/api/v1/user/verification_email', {
					token: tokens.acmeAdmin,
					body: { user_id: U.globexMfa.id },
				})
			).status,
		).toBe(403)
	})
})

describe('the count of a search or filter, kept while the directory is unchanged', () => {
	test('paging and sorting count once; writes that change the matches are counted again, others are not', async () => {
		const g = await createTestGateway()
		try {
			const token = await g.signIn(U.acmeAdmin.email)
			const counts = countStatements(g.database, 'select count(*) from "users"')
			const total = async (params: Record<string, string>) => {
				const reply = await g.call('GET', `${usersPath(C.acme)}?${new URLSearchParams({ pageSize: '5', ...params })}`, {
					token,
				})
				expect(reply.status, reply.text).toBe(200)
				return UserListSchema.parse(reply.body).pageInfo.totalItems
			}

			// Every Acme address contains "acme": 40 matches, more than a 5-row page holds.
			expect(await total({ searchText: 'acme' })).toBe(40)
			expect(await total({ searchText: 'acme', pageNumber: '2' })).toBe(40)
			expect(await total({ searchText: 'acme', orderBy: 'name', order: 'asc' })).toBe(40)
			expect(counts.count).toBe(1)

			// A sign-in's last login changes nothing a search matches.
			expect((await g.call('PUT', `api/v1/user/${U.acmeAdmin.id}/last_login`, { token })).status).toBe(204)
			expect(await total({ searchText: 'acme' })).toBe(40)
			expect(counts.count).toBe(1)

			// A deleted user leaves the search at once.
			expect(
				(
					await g.call('DELETE', `/api/v1/user/${C.acme}/delete_user`, {
						token,
						body: { userId: 'usr_acme_0035', companyId: C.acme },
					})
				).status,
			).toBe(204)
			expect(await total({ searchText: 'acme' })).toBe(39)
			expect(counts.count).toBe(2)

			// Group memberships move the groups filter's count.
			const inGroup = { groupIds: 'grp_acme_new_hires', statuses: 'ENABLED' }
			const members = async () => total(inGroup)
			const before = await members()
			const add = await g.call('POST', `/customers/api/v1/company/${C.acme}/groups/grp_acme_new_hires/users`, {
				token,
				body: {
					userIds: ['usr_acme_0001', 'usr_acme_0002', 'usr_acme_0003', 'usr_acme_0004', 'usr_acme_0005', 'usr_acme_0006'],
				},
			})
			expect(add.status, add.text).toBe(204)
			const [{ n }] = await g.database.db
				.select({ n: count() })
				.from(schema.userGroups)
				.innerJoin(schema.users, eq(schema.users.id, schema.userGroups.userId))
				.where(and(eq(schema.userGroups.groupId, 'grp_acme_new_hires'), eq(schema.users.status, 'ENABLED')))
			expect(n).toBeGreaterThan(before)
			expect(await members()).toBe(n)
			// A rename that makes a user match.
			const renamed = await g.call('PATCH', `${usersPath(C.acme)}/usr_acme_0007`, {
				token,
				body: { name: 'Zebulon', lastName: 'Quartz', role: 'user', departmentId: null, groupIds: [] },
			})
			expect(renamed.status, renamed.text).toBe(200)
			expect(await total({ searchText: 'acme', statuses: 'ENABLED' })).toBe(38)
			expect(await total({ searchText: 'zebulon' })).toBe(1)
		} finally {
			await g.close()
		}
	})
})
