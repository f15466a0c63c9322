import { describe, expect, test } from 'vitest'
import { ReminderSettingsSchema } from '#app/gateway/reminder-settings.server.ts'
import { createMailer } from '#server/gateway/lib/mailer.ts'
import {
	DEFAULT_REMINDER_SETTINGS,
	DEFAULT_REMINDER_SUBJECT,
	isReminderDue,
	nextReminderDay,
	sendDueReminders,
} from '#server/gateway/services/reminder-settings.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

// A fixed clock: Monday 23 November 2026, 09:00 UTC.
const MONDAY = new Date('2026-11-23T09:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const clock = MONDAY
const { t, tokens } = useTestGateway({
	config: { now: () => clock },
	signIn: ['acmeAdmin', 'globexAdmin', 'acmeLearner'],
})

const C = SEED.companies
const settingsPath = (companyId: string) => `/users/company/${companyId}/reminders/automatic`
/** The defaults switched on: weekly on Monday, video training. */
const valid = {
	...DEFAULT_REMINDER_SETTINGS,
	enabled: true,
	subject: 'Your training is waiting',
	customMessage: 'Ten minutes a week keeps the phishers away.',
}

/** Runs the sender at `at`; the gateway's own clock (and its sessions) stay on Monday morning. */
function runAt(at: Date) {
	const db = t.database.db
	return sendDueReminders({ db, mailer: createMailer(db, { now: () => at }), now: () => at }, at)
}

describe('the schedule', () => {
	const weekly = { enabled: true, frequency: 'weekly' as const, weekday: 1, lastSentAt: null }
	test('a round is due on its weekday, once per frequency', () => {
		expect(isReminderDue(weekly, MONDAY)).toBe(true)
		expect(isReminderDue(weekly, new Date(MONDAY.getTime() + DAY))).toBe(false)
		expect(isReminderDue({ ...weekly, enabled: false }, MONDAY)).toBe(false)
		const sent = { ...weekly, lastSentAt: MONDAY }
		expect(isReminderDue(sent, new Date(MONDAY.getTime() + 3600_000))).toBe(false)
		expect(isReminderDue(sent, new Date(MONDAY.getTime() + 7 * DAY - 3 * 3600_000))).toBe(true)
		const biweekly = { ...sent, frequency: 'biweekly' as const }
		expect(isReminderDue(biweekly, new Date(MONDAY.getTime() + 7 * DAY))).toBe(false)
		expect(isReminderDue(biweekly, new Date(MONDAY.getTime() + 14 * DAY))).toBe(true)
	})

	test('monthly is the first such weekday of the month; the next day is told', () => {
		const monthly = { enabled: true, frequency: 'monthly' as const, weekday: 1, lastSentAt: null }
		// 23 November is the fourth Monday; 7 December the first of December.
		expect(isReminderDue(monthly, MONDAY)).toBe(false)
		expect(nextReminderDay(monthly, MONDAY)).toBe('2026-12-07')
		expect(nextReminderDay({ ...monthly, frequency: 'weekly', weekday: 3 }, MONDAY)).toBe('2026-11-25')
		expect(nextReminderDay({ ...monthly, frequency: 'weekly' }, MONDAY)).toBe('2026-11-23')
		expect(nextReminderDay({ ...monthly, enabled: false }, MONDAY)).toBeNull()
	})
})

describe('the settings calls', () => {
	test('a company that never saved them has the defaults: off, weekly on Monday, video training', async () => {
		const reply = await t.call('GET', settingsPath(C.acme), { token: tokens.acmeAdmin })
		expect(reply.status, reply.text).toBe(200)
		expect(ReminderSettingsSchema.parse(reply.body)).toEqual({ ...DEFAULT_REMINDER_SETTINGS, lastSentAt: null, nextSendDate: null })
		expect(DEFAULT_REMINDER_SETTINGS).toMatchObject({
			enabled: false,
			frequency: 'weekly',
			weekday: 1,
			includeVideoTraining: true,
			subject: DEFAULT_REMINDER_SUBJECT,
		})
	})

	test('no category and an empty subject are refused with the spec 1 §5 rules', async () => {
		const reply = await t.call('PUT', settingsPath(C.acme), {
			token: tokens.acmeAdmin,
			body: { ...valid, includeVideoTraining: false, subject: '   ' },
		})
		expect(reply.status).toBe(422)
		expect(reply.body.validationResults).toEqual([
			{ field: 'categories', message: 'At least one value must be selected' },
			{ field: 'subject', message: 'Please add subject.' },
		])
		expect(reply.body.message).toBe('Missing or invalid request parameters: categories, subject.')
	})

	test('saved settings are read back, with the next round', async () => {
		const body = { ...valid, frequency: 'biweekly', weekday: 3, includePolicies: true }
		const saved = await t.call('PUT', settingsPath(C.acme), { token: tokens.acmeAdmin, body })
		expect(saved.status, saved.text).toBe(200)
		const read = ReminderSettingsSchema.parse((await t.call('GET', settingsPath(C.acme), { token: tokens.acmeAdmin })).body)
		expect(read).toEqual({ ...body, lastSentAt: null, nextSendDate: '2026-11-25' })
	})

	test('another company and a learner are refused', async () => {
		expect((await t.call('GET', settingsPath(C.globex), { token: tokens.acmeAdmin })).status).toBe(403)
		expect((await t.call('PUT', settingsPath(C.globex), { token: tokens.acmeAdmin, body: valid })).status).toBe(403)
		expect((await t.call('GET', settingsPath(C.acme))).status).toBe(401)
	})
})

describe('sending the due reminders', () => {
	test("Globex's weekly Monday round reaches each learner with outstanding training once a week", async () => {
		const put = await t.call('PUT', settingsPath(C.globex), { token: tokens.globexAdmin, body: valid })
		expect(put.status, put.text).toBe(200)
		// Acme is on too (Wednesdays, every two weeks) but has no outstanding training.
		const monday = await runAt(MONDAY)
		expect(monday.companies).toBe(1)
		expect(monday.emails).toBeGreaterThan(0)
		const learner = 'alice.anders@globex.test'
		const email = await t.latestEmail(learner)
		expect(email).toMatchObject({ kind: 'reminder', subject: 'Your training is waiting' })
		expect(email!.text).toContain('Ten minutes a week keeps the phishers away.')
		expect(email!.text).toMatch(/You have outstanding tasks at Globex/)
		// Greta completed her training: no reminder for her.
		expect(await t.latestEmail('admin@globex.test')).toBeNull()

		// Later that day and on Tuesday: nothing more.
		expect(await runAt(new Date(MONDAY.getTime() + 5 * 3600_000))).toEqual({ companies: 0, emails: 0 })
		expect(await runAt(new Date(MONDAY.getTime() + DAY))).toEqual({ companies: 0, emails: 0 })
		const read = ReminderSettingsSchema.parse((await t.call('GET', settingsPath(C.globex), { token: tokens.globexAdmin })).body)
		expect(read.lastSentAt).toBe(MONDAY.toISOString())
		expect(read.nextSendDate).toBe('2026-11-30')
		// The next Monday: the next round.
		const next = await runAt(new Date(MONDAY.getTime() + 7 * DAY))
		expect(next).toEqual(monday)
	})

	test('turned off, or with only categories that have no tasks yet, nobody is emailed', async () => {
		await t.call('PUT', settingsPath(C.globex), {
			token: tokens.globexAdmin,
			body: { ...valid, weekday: 2, enabled: false },
		})
		expect(await runAt(new Date(MONDAY.getTime() + 8 * DAY))).toEqual({ companies: 0, emails: 0 })
		await t.call('PUT', settingsPath(C.globex), {
			token: tokens.globexAdmin,
			body: { ...valid, weekday: 4, includeVideoTraining: false, includeGaming: true },
		})
		// Thursday 10 December, ten days after the last round: claimed, and nobody emailed.
		expect(await runAt(new Date(MONDAY.getTime() + 17 * DAY))).toEqual({ companies: 1, emails: 0 })
	})
})
