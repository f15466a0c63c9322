import { describe, expect, test } from 'vitest'
import { AwarenessStatisticsSchema, UsersProgressSchema } from '#app/gateway/awareness-analytics.server.ts'
import { CALENDAR_ERROR } from '#app/gateway/calendar.server.ts'
import { globexEventId, monthStart } from '#server/gateway/db/seed-calendar.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// The monthly video calendar on a PostgreSQL server (TEST_DATABASE_URL): one video a month under
// concurrent adds (the unique index on company and month), and the analytics' SQL (the status filter,
// the literal search).

describe.skipIf(!POSTGRES_URL)('the monthly video calendar on PostgreSQL', () => {
	let t: TestGateway
	let token: string
	const C = SEED.companies

	usePostgresGateway('calendar', async (gateway) => {
		t = gateway
		token = await t.signIn(SEED.users.globexAdmin.email)
	})

	test('of four adds at once to the same free month, one is taken and three are refused', async () => {
		const day = monthStart(new Date(), 7)
		const videos = ['vid_usb_drop', 'vid_clean_desk', 'vid_home_router', 'vid_lost_phone']
		const replies = await Promise.all(
			videos.map((videoId) => t.call('POST', `/api/v1/calendar/${C.globex}/events`, { token, body: { videoId, date: day } })),
		)
		expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409])
		expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === CALENDAR_ERROR.monthTaken)).toBe(true)
	})

	test("a month's learners filtered by status and searched literally add up to its statistics", async () => {
		const eventId = globexEventId(-3)
		const path = `/api/v1/analytics/${C.globex}/users_progress_by_awareness/${eventId}`
		const stats = AwarenessStatisticsSchema.parse(
			(await t.call('POST', `/api/v1/analytics/${C.globex}/awareness_calendar_statistics`, { token, body: { eventIds: [eventId] } })).body,
		).items[0]!
		const inProgress = UsersProgressSchema.parse((await t.call('POST', path, { token, body: { statuses: ['inProgress'] } })).body)
		expect(inProgress.total).toBe(stats.inProgress)
		const both = UsersProgressSchema.parse((await t.call('POST', path, { token, body: { statuses: ['inProgress', 'completed'] } })).body)
		expect(both.total).toBe(stats.inProgress + stats.completed)
		expect(UsersProgressSchema.parse((await t.call('POST', path, { token, body: { search: '%' } })).body).total).toBe(0)
	})
})
