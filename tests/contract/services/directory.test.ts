import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { PageInfoSchema } from '#app/gateway/lists.server.ts'
import { NAME_TAKEN, NamedListItemSchema, NamedListSchema, UserListSchema, UserRowSchema } from '#app/gateway/users.server.ts'
import * as schema from '#server/gateway/db/schema.ts'
import { type CallOptions, SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t, tokens } = useTestGateway({ signIn: ['acmeAdmin', 'globexAdmin'] })
beforeAll(async () => {
	// A learner's token: the directory is for admins only.
	tokens.learner = await t.signIn(SEED.users.acmeLearner.email)
})

const U = SEED.users
const C = SEED.companies
const path = (kind: string, rest = '', companyId: string = C.acme) => `/customers/api/v1/company/${companyId}/${kind}${rest}`
const UnassignedSchema = z.object({ data: z.array(UserRowSchema), pageInfo: PageInfoSchema })

async function listNamed(kind: 'departments' | 'groups', query: Record<string, string> = {}) {
	const reply = await t.call('GET', path(kind), { token: tokens.acmeAdmin, query })
	expect(reply.status, reply.text).toBe(200)
	return NamedListSchema.parse(reply.body)
}

describe('departments and groups lists', () => {
	test('the users counts follow users moving department, leaving a group, and being deleted', async () => {
		const db = t.database.db
		const counts = async (kind: 'departments' | 'groups') =>
			Object.fromEntries((await listNamed(kind, { pageSize: '100' })).data.map((d) => [d.name, d.usersCount]))
		const [departmentsBefore, groupsBefore] = [await counts('departments'), await counts('groups')]
		await db.insert(schema.users).values({
			id: 'usr_count_move',
			companyId: C.acme,
			email: 'count-move@acme.test',
			role: 'user',
			departmentId: 'dep_acme_sales',
		})
		await db.insert(schema.userGroups).values({ userId: 'usr_count_move', groupId: 'grp_acme_remote' })
		expect((await counts('departments')).Sales).toBe(departmentsBefore.Sales! + 1)
		expect((await counts('groups')).Remote).toBe(groupsBefore.Remote! + 1)
		await db.update(schema.users).set({ departmentId: 'dep_acme_finance' }).where(eq(schema.users.id, 'usr_count_move'))
		expect(await counts('departments')).toMatchObject({
			Sales: departmentsBefore.Sales,
			Finance: departmentsBefore.Finance! + 1,
		})
		await db.delete(schema.userGroups).where(eq(schema.userGroups.userId, 'usr_count_move'))
		expect((await counts('groups')).Remote).toBe(groupsBefore.Remote)
		await db.insert(schema.userGroups).values({ userId: 'usr_count_move', groupId: 'grp_acme_remote' })
		await db.delete(schema.users).where(eq(schema.users.id, 'usr_count_move'))
		expect(await counts('departments')).toEqual(departmentsBefore)
		expect(await counts('groups')).toEqual(groupsBefore)
	})

	test('Acme’s departments with their users counts, by name, and paged', async () => {
		const all = await listNamed('departments', { orderBy: 'name', order: 'asc' })
		expect(all.data.map((d) => [d.name, d.usersCount])).toEqual([
			['Engineering', 9],
			['Finance', 8],
			['HR', 7],
			['Marketing', 8],
			['Sales', 8],
		])
		expect(all.pageInfo).toEqual({ pageNumber: 1, pageSize: 25, totalItems: 5, totalPages: 1 })
		const paged = await listNamed('departments', {
			orderBy: 'usersCount',
			order: 'desc',
			pageSize: '5',
			pageNumber: '1',
		})
		expect(paged.data[0]!.name).toBe('Engineering')
		expect((await listNamed('departments', { searchText: 'ING' })).data.map((d) => d.name).sort()).toEqual(['Engineering', 'Marketing'])
		// listAllNamed asks for 1000 in one page.
		expect(
			(await listNamed('groups', { pageSize: '1000', orderBy: 'name', order: 'asc' })).data.map((g) => [g.name, g.usersCount]),
		).toEqual([
			['Managers', 4],
			['New Hires', 6],
			['Remote', 12],
		])
	})

	test('a learner, another company and no token are refused', async () => {
		expect((await t.call('GET', path('departments'), { token: tokens.learner })).status).toBe(403)
		expect((await t.call('GET', path('departments', '', C.globex), { token: tokens.acmeAdmin })).status).toBe(403)
		expect((await t.call('GET', path('groups'))).status).toBe(401)
	})
})

describe('creating, renaming and deleting', () => {
	test('a department is created, renamed, read and deleted; its users stay, unassigned', async () => {
		const created = await t.call('POST', path('departments'), { token: tokens.acmeAdmin, body: { name: '  Legal  ' } })
		expect(created.status).toBe(201)
		const item = NamedListItemSchema.parse(created.body)
		expect(item).toMatchObject({ name: 'Legal', usersCount: 0 })
		const renamed = await t.call('PATCH', path('departments', `/${item.id}`), {
			token: tokens.acmeAdmin,
			body: { name: 'Legal & Compliance' },
		})
		expect(renamed.body).toMatchObject({ id: item.id, name: 'Legal & Compliance' })
		// Renaming to its own name in another case is fine.
		expect(
			(
				await t.call('PATCH', path('departments', `/${item.id}`), {
					token: tokens.acmeAdmin,
					body: { name: 'LEGAL & compliance' },
				})
			).status,
		).toBe(200)

		expect(
			(
				await t.call('POST', path('departments', `/${item.id}/users`), {
					token: tokens.acmeAdmin,
					body: { userIds: ['usr_acme_0001', 'usr_acme_0005'] },
				})
			).status,
		).toBe(204)
		expect(
			NamedListItemSchema.parse((await t.call('GET', path('departments', `/${item.id}`), { token: tokens.acmeAdmin })).body).usersCount,
		).toBe(2)

		expect((await t.call('DELETE', path('departments', `/${item.id}`), { token: tokens.acmeAdmin })).status).toBe(204)
		expect((await t.call('GET', path('departments', `/${item.id}`), { token: tokens.acmeAdmin })).status).toBe(404)
		const user = (await t.call('GET', `/customers/api/v1/company/${C.acme}/users/usr_acme_0001`, { token: tokens.acmeAdmin })).body
		expect(user.department).toBeNull()
	})

	test('a name taken in the company, in any case, is a 409 name_taken; another company may use it', async () => {
		const taken = await t.call('POST', path('groups'), { token: tokens.acmeAdmin, body: { name: 'remote' } })
		expect(taken.status).toBe(409)
		expect(taken.body).toMatchObject({ code: NAME_TAKEN, message: 'A group with this name already exists.' })
		const rename = await t.call('PATCH', path('departments', '/dep_acme_hr'), {
			token: tokens.acmeAdmin,
			body: { name: 'SALES' },
		})
		expect(rename.body.code).toBe(NAME_TAKEN)
		const mine = await t.call('POST', path('groups'), { token: tokens.acmeAdmin, body: { name: 'Contractors' } })
		expect(mine.status).toBe(201)
		expect((await t.call('POST', path('groups', '', C.globex), { token: tokens.globexAdmin, body: { name: 'contractors' } })).status).toBe(
			201,
		)
		const empty = await t.call('POST', path('groups'), { token: tokens.acmeAdmin, body: { name: '   ' } })
		expect(empty.status).toBe(422)
		expect(empty.body.validationResults).toEqual([{ field: 'name', message: 'Please fill out this field.' }])
	})

	test('another company’s department or group is a 404', async () => {
		for (const [method, rest, body] of [
			['GET', '/dep_globex_sales', undefined],
			['PATCH', '/dep_globex_sales', { name: 'Mine' }],
			['DELETE', '/dep_globex_sales', undefined],
			['GET', '/dep_globex_sales/users/unassigned', undefined],
			['POST', '/dep_globex_sales/users', { userIds: ['usr_acme_0001'] }],
		] as const) {
			const reply = await t.call(method, path('departments', rest), { token: tokens.acmeAdmin, body })
			expect(reply.status, `${method} ${rest}`).toBe(404)
		}
		expect((await t.call('DELETE', path('groups', '/grp_globex_remote'), { token: tokens.acmeAdmin })).status).toBe(404)
	})
})

describe('assigning users', () => {
	/** A call of Acme's admin. */
	const asAdmin = (method: string, url: string, options: Omit<CallOptions, 'token'> = {}) =>
		t.call(method, url, { token: tokens.acmeAdmin, ...options })
	const unassignedOf = async (kind: 'departments' | 'groups', id: string, query: Record<string, string>) =>
		UnassignedSchema.parse((await asAdmin('GET', path(kind, `/${id}/users/unassigned`), { query })).body)
	const acmeUsersMatching = async (searchText: string) =>
		UserListSchema.parse((await asAdmin('GET', `/customers/api/v1/company/${C.acme}/users`, { query: { searchText } })).body)

	test('assigning a department moves the user; unassigning leaves them without one', async () => {
		const unassigned = await unassignedOf('departments', 'dep_acme_sales', { pageSize: '100' })
		expect(unassigned.pageInfo.totalItems).toBe(40 - 8)
		expect(unassigned.data.some((u) => u.department?.name === 'Sales')).toBe(false)
		const search = await unassignedOf('departments', 'dep_acme_sales', { searchText: 'ivy' })
		expect(search.data.map((u) => u.email)).toEqual(['invited@acme.test'])

		const ivy = { userIds: [U.acmeInvited.id] }
		expect((await asAdmin('POST', path('departments', '/dep_acme_sales/users'), { body: ivy })).status).toBe(204)
		expect((await acmeUsersMatching('ivy')).data[0]!.department).toEqual({ id: 'dep_acme_sales', name: 'Sales' })
		expect((await listNamed('departments', { searchText: 'marketing' })).data[0]!.usersCount).toBe(7)

		expect((await asAdmin('DELETE', path('departments', '/dep_acme_sales/users'), { body: ivy })).status).toBe(204)
		expect((await acmeUsersMatching('ivy')).data[0]!.department).toBeNull()
	})

	test('groups add memberships (assigning twice is harmless) and remove them', async () => {
		const body = { userIds: [U.acmeLearner.id, U.acmeTemp.id] }
		expect((await asAdmin('POST', path('groups', '/grp_acme_managers/users'), { body })).status).toBe(204)
		expect((await asAdmin('POST', path('groups', '/grp_acme_managers/users'), { body })).status).toBe(204)
		const unassigned = await unassignedOf('groups', 'grp_acme_managers', { pageSize: '100' })
		expect(unassigned.data.map((u) => u.id)).not.toContain(U.acmeLearner.id)
		expect(unassigned.pageInfo.totalItems).toBe(40 - 6)
		expect((await asAdmin('DELETE', path('groups', '/grp_acme_managers/users'), { body })).status).toBe(204)
		expect((await listNamed('groups', { searchText: 'managers' })).data[0]!.usersCount).toBe(4)
	})

	test('another company’s user cannot be assigned; an empty selection is a 422', async () => {
		const foreign = await asAdmin('POST', path('groups', '/grp_acme_remote/users'), { body: { userIds: [U.globexAdmin.id] } })
		expect(foreign.status).toBe(404)
		const empty = await asAdmin('POST', path('groups', '/grp_acme_remote/users'), { body: { userIds: [] } })
		expect(empty.status).toBe(422)
	})
})
