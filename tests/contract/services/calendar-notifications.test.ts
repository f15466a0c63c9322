import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { AwarenessStatisticsSchema } from '#app/gateway/awareness-analytics.server.ts'
import { CalendarEventSchema } from '#app/gateway/calendar.server.ts'
import { calendarEvents } from '#server/gateway/db/schema.ts'
import { CALENDAR_SEED, monthStart } from '#server/gateway/db/seed-calendar.ts'
import { createMailer } from '#server/gateway/lib/mailer.ts'
import { MONTHLY_VIDEO_NOTICE_GRACE_DAYS, sendDueMonthlyVideos } from '#server/gateway/services/calendar.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

// The monthly video calendar's learner email (spec 2 §3 "Calendar settings": subject, message,
// notifications): sent by the gateway's background round when a month's video reaches its day.

const { t, tokens } = useTestGateway({ signIn: ['globexAdmin'] })
const C = SEED.companies
const DAY = 86_400_000

/** Runs the round at `at`, with a mailer on the same clock. */
function runAt(at: Date) {
	const db = t.database.db
	return sendDueMonthlyVideos({ db, mailer: createMailer(db, { now: () => at }), now: () => at }, at)
}

describe("the month's video email", () => {
	test('the months that have begun were announced: a round now sends nothing', async () => {
		expect(await runAt(new Date())).toEqual({ events: 0, emails: 0 })
	})

	test("on next month's day Globex's audience gets it once, with the calendar's subject and message", async () => {
		const day = monthStart(new Date(), 1)
		const stats = await t.call('POST', `/api/v1/analytics/${C.globex}/awareness_calendar_statistics`, {
			token: tokens.globexAdmin,
			body: {},
		})
		const audience = AwarenessStatisticsSchema.parse(stats.body).items[0]!.totalUsers

		const at = new Date(`${day}T09:00:00Z`)
		expect(await runAt(new Date(at.getTime() - DAY))).toEqual({ events: 0, emails: 0 })
		expect(await runAt(at)).toEqual({ events: 1, emails: audience })
		const email = await t.latestEmail('alice.anders@globex.test')
		expect(email).toMatchObject({ kind: 'monthly_video', subject: CALENDAR_SEED.subject })
		expect(email!.text).toContain(CALENDAR_SEED.message)
		expect(email!.text).toMatch(/Globex's video of the month: .+\./)
		// The auditor is an admin: the audience is the learners and the admins.
		expect((await t.latestEmail('auditor@globex.test'))?.kind).toBe('monthly_video')

		// The same day again, and the next: nothing more.
		expect(await runAt(new Date(at.getTime() + 3_600_000))).toEqual({ events: 0, emails: 0 })
		expect(await runAt(new Date(at.getTime() + DAY))).toEqual({ events: 0, emails: 0 })
	})

	test('with notifications off the day passes without an email, and is not sent when they come back on', async () => {
		const settings = `/api/v1/calendar/${C.globex}/settings`
		const quiet = await t.call('PATCH', settings, {
			token: tokens.globexAdmin,
			body: { calendarSubject: CALENDAR_SEED.subject, calendarMessage: CALENDAR_SEED.message, calendarNotificationsEnabled: false },
		})
		expect(quiet.status, quiet.text).toBe(200)
		const at = new Date(`${monthStart(new Date(), 2)}T09:00:00Z`)
		expect(await runAt(at)).toEqual({ events: 1, emails: 0 })
		const loud = await t.call('PATCH', settings, {
			token: tokens.globexAdmin,
			body: { calendarSubject: CALENDAR_SEED.subject, calendarMessage: CALENDAR_SEED.message, calendarNotificationsEnabled: true },
		})
		expect(loud.status, loud.text).toBe(200)
		expect(await runAt(new Date(at.getTime() + 3_600_000))).toEqual({ events: 0, emails: 0 })
	})

	test(`a day more than ${MONTHLY_VIDEO_NOTICE_GRACE_DAYS} days gone (a gateway that was down) is marked, not sent`, async () => {
		const day = monthStart(new Date(), 3)
		const added = await t.call('POST', `/api/v1/calendar/${C.globex}/events`, {
			token: tokens.globexAdmin,
			body: { videoId: 'vid_usb_drop', date: day },
		})
		expect(added.status, added.text).toBe(201)
		const late = new Date(new Date(`${day}T09:00:00Z`).getTime() + (MONTHLY_VIDEO_NOTICE_GRACE_DAYS + 1) * DAY)
		expect(await runAt(late)).toEqual({ events: 1, emails: 0 })
		const [row] = await t.database.db
			.select({ notifiedAt: calendarEvents.notifiedAt })
			.from(calendarEvents)
			.where(eq(calendarEvents.id, CalendarEventSchema.parse(added.body).id))
		expect(row?.notifiedAt?.toISOString()).toBe(late.toISOString())
	})
})
