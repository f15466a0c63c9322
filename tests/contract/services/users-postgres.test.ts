import { describe, expect, test } from 'vitest'
import { UserListSchema } from '#app/gateway/users.server.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'
import { invitee, invitePayload, reminderSelection } from '#tests/support/payloads.ts'

// The users directory on a PostgreSQL server (TEST_DATABASE_URL): the pg_trgm search, the trigger-kept
// counts and the one-transaction invite, in a throw-away database per run.

describe.skipIf(!POSTGRES_URL)('the users directory on PostgreSQL', () => {
	let t: TestGateway
	let token: string

	usePostgresGateway('users', async (gateway) => {
		t = gateway
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
		const body = (emails: string[]) =>
			invitePayload(
				SEED.companies.acme,
				emails.map((email) => invitee(email, { groups: ['grp_acme_remote'] })),
			)
		const refused = await t.call('POST', `/customers/api/v1/company/${SEED.companies.acme}/invite`, {
			token,
			body: body(['pg.one@acme.test', 'learner@acme.test']),
		})
		expect(refused.status).toBe(409)
		expect((await list({ searchText: 'pg.one' })).data).toEqual([])
		const invited = await t.call('POST', `/customers/api/v1/company/${SEED.companies.acme}/invite`, {
			token,
			body: body(['pg.one@acme.test', 'pg.two@acme.test']),
		})
		expect(invited.body).toEqual({ invited: 2 })
		expect((await list({})).counts).toEqual({ total: 42, enabled: 41, disabled: 1 })
		await t.call('PATCH', `/customers/api/v1/company/${SEED.companies.acme}/users/${SEED.users.acmeLearner.id}/status`, {
			token,
			body: { status: 'DISABLED' },
		})
		expect((await list({})).counts).toEqual({ total: 42, enabled: 40, disabled: 2 })
		const availability = await t.call(
			'POST',
			`/users/company/${SEED.companies.acme}/reminders/manual/users_not_started/tasks_availability`,
			{
				token,
				body: reminderSelection({ isAllUsersSelected: true }),
			},
		)
		expect(availability.body).toEqual({ hasOutstandingTasks: false, usersWithTasks: 0 })
	})
	test('two bulk invites at once that share an email: one wins, the other leaves no department, group or user behind', async () => {
		// Without a name in common neither waits for the other: each finds the shared address free, and
		// the second insert of it fails on the unique index in the middle of its transaction.
		const body = (label: string, shared = false) => ({
			emails: [
				...Array.from({ length: 1500 }, (_, i) => ({
					email: `pg.${label}.${i}@acme.test`,
					role: 'user',
					departments: [`PG ${label} Dept ${i % 5}`],
					groups: [`PG ${label} Group ${i % 3}`, ...(shared ? ['PG Shared Group'] : [])],
				})),
				// Each checks the address free before either commits: the unique index decides, mid-transaction.
				{
					email: `pg.shared${shared ? '.name' : ''}@acme.test`,
					role: 'user',
					departments: shared ? ['PG Shared Dept'] : [],
					groups: [],
				},
			],
			company_id: SEED.companies.acme,
			custom_message: '',
			custom_subject: '',
			sso: false,
			departments: null,
			groups: null,
			notificationsEnabled: false,
		})
		const path = `/customers/api/v1/company/${SEED.companies.acme}/invite/bulk`
		const [a, b] = await Promise.all([t.call('POST', path, { token, body: body('a') }), t.call('POST', path, { token, body: body('b') })])
		expect([a.status, b.status].sort()).toEqual([201, 409])
		const [winner, loser] = a.status === 201 ? ['a', 'b'] : ['b', 'a']
		expect((a.status === 409 ? a : b).body).toMatchObject({
			code: 'emails_in_use',
			details: [{ description: 'pg.shared@acme.test' }],
		})
		const named = async (kind: string, searchText: string) =>
			(
				await t.call('GET', `/customers/api/v1/company/${SEED.companies.acme}/${kind}`, {
					token,
					query: { searchText, pageSize: '100' },
				})
			).body.data as { name: string }[]
		expect(await named('departments', `PG ${loser} Dept`)).toEqual([])
		expect(await named('groups', `PG ${loser} Group`)).toEqual([])
		expect((await list({ searchText: `pg.${loser}.` })).pageInfo.totalItems).toBe(0)
		expect((await list({ searchText: `pg.${winner}.` })).pageInfo.totalItems).toBe(1500)

		// With a new department and group in common, the second waits for the first's names, then finds
		// the address taken: the same answer, and the shared names exist once.
		const [c, d] = await Promise.all([
			t.call('POST', path, { token, body: body('c', true) }),
			t.call('POST', path, { token, body: body('d', true) }),
		])
		expect([c.status, d.status].sort()).toEqual([201, 409])
		const lost = c.status === 409 ? 'c' : 'd'
		expect(await named('departments', `PG ${lost} Dept`)).toEqual([])
		expect((await list({ searchText: `pg.${lost}.` })).pageInfo.totalItems).toBe(0)
		expect((await named('departments', 'PG Shared Dept')).map((x) => x.name)).toEqual(['PG Shared Dept'])
		expect((await named('groups', 'PG Shared Group')).map((x) => x.name)).toEqual(['PG Shared Group'])
	}, 120_000)
})
