import { and, count, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { ReminderSettingsSchema } from '#app/gateway/reminder-settings.server.ts'
import type { GatewayDatabase } from '#server/gateway/db/open.ts'
import { outbox } from '#server/gateway/db/schema.ts'
import { createMailer } from '#server/gateway/lib/mailer.ts'
import { DEFAULT_REMINDER_SETTINGS, sendDueReminders } from '#server/gateway/services/reminder-settings.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// Automatic reminders on a PostgreSQL server (TEST_DATABASE_URL): migration 0009, and a round that
// several gateway instances run at the same moment goes out once (a connection pool, not PGlite's one session).

const MONDAY = new Date('2026-11-23T09:00:00Z')

describe.skipIf(!POSTGRES_URL)('automatic reminders on PostgreSQL', () => {
	let database: GatewayDatabase
	let t: TestGateway

	usePostgresGateway('reminders', async (gateway, db) => {
		t = gateway
		database = db
	})

	test('settings are saved and read back; concurrent runs send the due round once', async () => {
		const token = await t.signIn(SEED.users.globexAdmin.email)
		const path = `/users/company/${SEED.companies.globex}/reminders/automatic`
		const body = { ...DEFAULT_REMINDER_SETTINGS, enabled: true, subject: 'Weekly nudge' }
		expect((await t.call('PUT', path, { token, body })).status).toBe(200)
		expect(ReminderSettingsSchema.parse((await t.call('GET', path, { token })).body)).toMatchObject(body)

		const db = database.db
		const mailers = Array.from({ length: 4 }, () => createMailer(db, { now: () => MONDAY }))
		const runs = await Promise.all(mailers.map((mailer) => sendDueReminders({ db, mailer, now: () => MONDAY }, MONDAY)))
		// Their deliveries must be over before the scratch database is dropped under them.
		await Promise.all(mailers.map((mailer) => mailer.close()))
		expect(runs.reduce((sum, run) => sum + run.companies, 0)).toBe(1)
		const emails = runs.reduce((sum, run) => sum + run.emails, 0)
		expect(emails).toBeGreaterThan(0)
		const [sent] = await db
			.select({ n: count() })
			.from(outbox)
			.where(and(eq(outbox.kind, 'reminder'), eq(outbox.subject, 'Weekly nudge')))
		expect(sent!.n).toBe(emails)
		const [alice] = await db
			.select({ n: count() })
			.from(outbox)
			.where(and(eq(outbox.to, 'alice.anders@globex.test'), eq(outbox.subject, 'Weekly nudge')))
		expect(alice!.n).toBe(1)
	}, 60_000)
})
