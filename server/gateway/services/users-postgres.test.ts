import { describe, expect, test } from 'vitest'
import { UserListSchema } from '#app/gateway/users.server.ts'
import type { GatewayDatabase } from '#server/gateway/db/open.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// The users directory on a PostgreSQL server (TEST_DATABASE_URL): the pg_trgm search, the trigger-kept
// counts and the one-transaction invite, in a throw-away database per run.

describe.skipIf(!POSTGRES_URL)('the users directory on PostgreSQL', () => {
	let database: GatewayDatabase
	let t: TestGateway
	let token: string

	usePostgresGateway('users', async (gateway, db) => {
		t = gateway
		database = db
		token = await t.signIn(SEED.users.acmeAdmin.email)
	})

	const list = async (query: Record<string, string>) =>
		UserListSchema.parse((await t.call('GET', `/customers/api/v1/company/${SEED.companies.acme}/users`, { token, query })).body)

	test('search, filters and counts', async () => {
		expect((await list({ searchText: 'Lea Learner' })).data.map((u) => u.email)).toEqual([SEED.users.acmeLearner.email])
		expect((await list({ searchText: '%' })).data).toEqual([])
		const page = await list({ orderBy: 'name', order: 'asc', departmentIds: 'dep_acme_sales' })
		expect(page.pageInfo.totalItems).toBe(8)
		expect(page.counts).toEqual({ total: 40, enabled: 39, disabled: 1 })
	})

	test('an invite is all or nothing, and the counts follow', async () => {
		const body = (emails: string[]) => ({
			emails: emails.map((email) => ({ email, role: 'user', departments: [], groups: ['grp_acme_remote'] })),
			company_id: SEED.companies.acme,
			custom_message: 'Hi {{name}}',
			custom_subject: 'Welcome',
			sso: false,
			departments: null,
			groups: null,
			notificationsEnabled: true,
		})
		const refused = await t.call('POST', `/customers/api/v1/company/${SEED.companies.acme}/invite`, { token, body: body(['pg.one@acme.test', 'learner@acme.test']) })
		expect(refused.status).toBe(409)
		expect((await list({ searchText: 'pg.one' })).data).toEqual([])
		const invited = await t.call('POST', `/customers/api/v1/company/${SEED.companies.acme}/invite`, { token, body: body(['pg.one@acme.test', 'pg.two@acme.test']) })
		expect(invited.body).toEqual({ invited: 2 })
		expect((await list({})).counts).toEqual({ total: 42, enabled: 41, disabled: 1 })
		await t.call('PATCH', `/customers/api/v1/company/${SEED.companies.acme}/users/${SEED.users.acmeLearner.id}/status`, { token, body: { status: 'DISABLED' } })
		expect((await list({})).counts).toEqual({ total: 42, enabled: 40, disabled: 2 })
		const availability = await t.call('POST', `/users/company/${SEED.companies.acme}/reminders/manual/users_not_started/tasks_availability`, {
			token,
			body: { isAllUsersSelected: true, userIds: [], searchText: '', groupIds: [], departmentIds: [], filters: { roles: [], statuses: [] } },
		})
		expect(availability.body).toEqual({ hasOutstandingTasks: false, usersWithTasks: 0 })
	})
})
