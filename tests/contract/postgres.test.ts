import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CompanyViewSchema } from '#app/gateway/company.server.ts'
import { AuthUserSchema } from '#app/gateway/user.server.ts'
import { type GatewayDatabase, openGatewayDatabase } from '#server/gateway/db/open.ts'
import { PARTNER_CUSTOMERS } from '#server/gateway/db/seed-partner-portal.ts'
import { SEED, type TestGateway, sixDigitCode, wrapGateway } from '#tests/fixtures/gateway.ts'

// The same gateway on a PostgreSQL server (TEST_DATABASE_URL, e.g. postgres://root@127.0.0.1:5432/test):
// a throw-away database per run, dropped afterwards.

const adminUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!adminUrl)('on PostgreSQL', () => {
	const name = `gateway_test_${process.pid}_${randomBytes(4).toString('hex')}`
	let databaseUrl: string
	let database: GatewayDatabase
	let t: TestGateway

	async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
		const client = new pg.Client({ connectionString: adminUrl })
		await client.connect()
		try {
			return await fn(client)
		} finally {
			await client.end()
		}
	}

	beforeAll(async () => {
		await admin((client) => client.query(`CREATE DATABASE "${name}"`))
		const url = new URL(adminUrl!)
		url.pathname = `/${name}`
		databaseUrl = url.toString()
		// Two instances starting together: migrations and the seed run once, under the advisory lock.
		const [first, second] = await Promise.all([openGatewayDatabase({ databaseUrl }), openGatewayDatabase({ databaseUrl })])
		await second.close()
		database = first
		t = wrapGateway(database)
	})

	afterAll(async () => {
		await t?.close()
		await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
	})

	test('migrations and the seed ran once', async () => {
		const counts = await admin(async () => {
			const client = new pg.Client({ connectionString: databaseUrl })
			await client.connect()
			try {
				const companies = await client.query('SELECT count(*)::int AS n FROM companies')
				const users = await client.query('SELECT count(*)::int AS n FROM users')
				const migrations = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')
				return { companies: companies.rows[0].n, users: users.rows[0].n, migrations: migrations.rows[0].n }
			} finally {
				await client.end()
			}
		})
		// The named companies and the partner portal's generated customers, each once.
		expect(counts.companies).toBe(Object.keys(SEED.companies).length + PARTNER_CUSTOMERS.filter((c) => c.generated).length)
		expect(counts.users).toBeGreaterThan(400)
		expect(counts.migrations).toBeGreaterThan(0)
	})

	test('the persisted secret is the same for every instance', async () => {
		const other = await openGatewayDatabase({ databaseUrl })
		try {
			expect(other.secret).toBe(database.secret)
		} finally {
			await other.close()
		}
	})

	test('a password sign-in round trip', async () => {
		const token = await t.signIn(SEED.users.acmeAdmin.email)
		const me = AuthUserSchema.parse((await t.call('GET', '/user', { token })).body)
		expect(me.id).toBe(SEED.users.acmeAdmin.id)
		const company = CompanyViewSchema.parse((await t.call('GET', `/customers/api/v2/company/${me.company_id}/view/admin`, { token })).body)
		expect(company.users.total).toBe(40)
		expect((await t.call('POST', '/api/v1/auth/logout', { token })).status).toBe(204)
		expect((await t.call('GET', '/user', { token })).body.code).toBe('session_expired')
	})

	test('the annual training campaign: one transaction, one open campaign per company', async () => {
		const token = await t.signIn(SEED.users.acmeAdmin.email)
		const path = `/api/v1/training/company/${SEED.companies.acme}/campaigns/annual`
		const body = {
			name: 'Annual Training Campaign',
			totalChapters: 1,
			assignmentType: 'all',
			notificationsEnabled: true,
			startDate: new Date().toISOString().slice(0, 10),
		}
		// Two "Let's Go" at once: one campaign, one conflict.
		const replies = await Promise.all([t.call('POST', path, { token, body }), t.call('POST', path, { token, body })])
		expect(replies.map((r) => r.status).sort()).toEqual([201, 409])
		expect(replies.find((r) => r.status === 201)!.body.assignedUsers).toBe(39)
		const data = await t.call('GET', `/reports/api/v1/company/${SEED.companies.acme}/training/start_data`, { token })
		expect(data.body).toMatchObject({ hasActiveTraining: true, hasUsersWithTraining: true })
		expect((await t.latestEmail(SEED.users.acmeLearner.email))!.kind).toBe('training_assigned')
	})

	test('an MFA sign-in and the one-time rules', async () => {
		const email = SEED.users.globexMfa.email
		const validated = await t.call('POST', '/user/login/validate', { body: { email, password: 'Demo-Pass-2026!' } })
		const id = validated.body.verificationToken
		expect((await t.call('POST', '/api/v1/user/security/mfa/send_code', { body: { email, verificationTokenId: id } })).status).toBe(200)
		const code = sixDigitCode((await t.latestEmail(email))!.text)
		const login = await t.call('POST', '/user/security/mfa/login', { body: { code, verificationTokenId: id } })
		const token = login.body.customToken
		expect((await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token } })).status).toBe(200)
		expect((await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token } })).status).toBe(401)
	})
})
