import { randomBytes } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ReminderSettingsSchema } from '#app/gateway/reminder-settings.server.ts'
import { outbox } from '../db/schema.ts'
import { type GatewayDatabase, openGatewayDatabase } from '#server/gateway/db/open.ts'
import { createMailer } from '../lib/mailer.ts'
import { SEED, type TestGateway, wrapGateway } from '#tests/fixtures/gateway.ts'
import { sendDueReminders } from './reminder-settings.ts'

// Automatic reminders on a PostgreSQL server (TEST_DATABASE_URL): migration 0009, and a round that
// several gateway instances run at the same moment goes out once (a connection pool, not PGlite's one session).

const adminUrl = process.env.TEST_DATABASE_URL
const MONDAY = new Date('2026-11-23T09:00:00Z')

describe.skipIf(!adminUrl)('automatic reminders on PostgreSQL', () => {
	const name = `gateway_reminders_${process.pid}_${randomBytes(4).toString('hex')}`
	let database: GatewayDatabase
	let t: TestGateway

	async function admin(sql: string) {
		const client = new pg.Client({ connectionString: adminUrl })
		await client.connect()
		try {
			await client.query(sql)
		} finally {
			await client.end()
		}
	}

	beforeAll(async () => {
		await admin(`CREATE DATABASE "${name}"`)
		const url = new URL(adminUrl!)
		url.pathname = `/${name}`
		database = await openGatewayDatabase({ databaseUrl: url.toString() })
		t = wrapGateway(database)
	}, 120_000)

	afterAll(async () => {
		await t?.close()
		await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
	})

	test('settings are saved and read back; concurrent runs send the due round once', async () => {
		const token = await t.signIn(SEED.users.globexAdmin.email)
		const path = `/users/company/${SEED.companies.globex}/reminders/automatic`
		const body = {
			enabled: true,
			frequency: 'weekly',
			weekday: 1,
			includeGaming: false,
			includeVideoTraining: true,
			includePolicies: false,
			includeCalendarVideos: false,
			subject: 'Weekly nudge',
			customMessage: '',
		}
		expect((await t.call('PUT', path, { token, body })).status).toBe(200)
		expect(ReminderSettingsSchema.parse((await t.call('GET', path, { token })).body)).toMatchObject(body)

		const db = database.db
		const runs = await Promise.all(
			Array.from({ length: 4 }, () => sendDueReminders({ db, mailer: createMailer(db, { now: () => MONDAY }), now: () => MONDAY }, MONDAY)),
		)
		expect(runs.reduce((sum, run) => sum + run.companies, 0)).toBe(1)
		const emails = runs.reduce((sum, run) => sum + run.emails, 0)
		expect(emails).toBeGreaterThan(0)
		const [sent] = await db
			.select({ n: count() })
			.from(outbox)
			.where(and(eq(outbox.kind, 'reminder'), eq(outbox.subject, 'Weekly nudge')))
		expect(sent!.n).toBe(emails)
		const [alice] = await db.select({ n: count() }).from(outbox).where(and(eq(outbox.to, 'alice.anders@globex.test'), eq(outbox.subject, 'Weekly nudge')))
		expect(alice!.n).toBe(1)
	}, 60_000)
})
