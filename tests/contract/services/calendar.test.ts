import { describe, expect, test } from 'vitest'
import { AwarenessStatisticsSchema, DepartmentsProgressSchema, UsersProgressSchema } from '#app/gateway/awareness-analytics.server.ts'
import { CALENDAR_ERROR, CalendarEventSchema, CalendarEventsSchema, CalendarSettingsSchema } from '#app/gateway/calendar.server.ts'
import { CALENDAR_SEED, globexEventId, monthStart, seededProgress } from '#server/gateway/db/seed-calendar.ts'
import { DEFAULT_CALENDAR_MESSAGE, DEFAULT_CALENDAR_SUBJECT } from '#server/gateway/services/calendar.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t, tokens } = useTestGateway({ signIn: ['acmeAdmin', 'acmeLearner', 'globexAdmin', 'initechAdmin', 'support'] })

const C = SEED.companies
const now = new Date()
const year = now.getUTCFullYear()

const settingsPath = (companyId: string) => `/api/v1/calendar/${companyId}/settings`
const eventsPath = (companyId: string) => `/api/v1/calendar/events/company/${companyId}`
const analytics = (companyId: string, tail: string) => `/api/v1/analytics/${companyId}/${tail}`

async function events(token: string, companyId: string, query: Record<string, string> = {}) {
	const reply = await t.call('GET', eventsPath(companyId), { token, query })
	expect(reply.status, reply.text).toBe(200)
	return CalendarEventsSchema.parse(reply.body)
}

/** Globex's audience in the seed's order: its enabled learners and admins by id. */
async function globexAudienceSize() {
	const reply = await t.call('POST', analytics(C.globex, 'awareness_calendar_statistics'), { token: tokens.globexAdmin, body: {} })
	return AwarenessStatisticsSchema.parse(reply.body).items[0]!.totalUsers
}

describe('the calendar settings', () => {
	test('a company that never saved them has the defaults: disabled, notifications on', async () => {
		const reply = await t.call('GET', settingsPath(C.acme), { token: tokens.acmeAdmin })
		expect(reply.status, reply.text).toBe(200)
		expect(CalendarSettingsSchema.parse(reply.body)).toMatchObject({
			enabled: false,
			calendarSubject: DEFAULT_CALENDAR_SUBJECT,
			calendarMessage: DEFAULT_CALENDAR_MESSAGE,
			calendarNotificationsEnabled: true,
			updatedAt: null,
		})
	})

	test('Globex is seeded enabled with its own subject and message', async () => {
		const reply = await t.call('GET', settingsPath(C.globex), { token: tokens.globexAdmin })
		expect(CalendarSettingsSchema.parse(reply.body)).toMatchObject({
			enabled: true,
			calendarSubject: CALENDAR_SEED.subject,
			calendarMessage: CALENDAR_SEED.message,
			calendarNotificationsEnabled: true,
		})
	})

	test('saved, enabled and disabled; the subject is required while notifications are on', async () => {
		const body = { calendarSubject: '  Watch this month  ', calendarMessage: 'Two minutes.\r\nThanks', calendarNotificationsEnabled: true }
		const saved = await t.call('PATCH', settingsPath(C.initech), { token: tokens.initechAdmin, body })
		expect(saved.status, saved.text).toBe(200)
		expect(CalendarSettingsSchema.parse(saved.body)).toMatchObject({
			enabled: false,
			calendarSubject: 'Watch this month',
			calendarMessage: 'Two minutes.\nThanks',
		})
		const refused = await t.call('PATCH', settingsPath(C.initech), {
			token: tokens.initechAdmin,
			body: { ...body, calendarSubject: ' ' },
		})
		expect(refused.status).toBe(422)
		expect(refused.body.message).toBe('Missing or invalid request parameters: calendarSubject.')
		expect(refused.body.validationResults).toEqual([{ field: 'calendarSubject', message: 'Please add subject.' }])
		const refusedEnable = await t.call('PATCH', `/api/v1/calendar/${C.initech}/enable`, {
			token: tokens.initechAdmin,
			body: { ...body, calendarSubject: '' },
		})
		expect(refusedEnable.status).toBe(422)
		// Without notifications no subject is needed.
		const quiet = await t.call('PATCH', `/api/v1/calendar/${C.initech}/enable`, {
			token: tokens.initechAdmin,
			body: { calendarSubject: '', calendarMessage: '', calendarNotificationsEnabled: false },
		})
		expect(quiet.status, quiet.text).toBe(200)
		expect(CalendarSettingsSchema.parse(quiet.body)).toMatchObject({
			enabled: true,
			calendarSubject: '',
			calendarNotificationsEnabled: false,
		})
		const off = await t.call('PATCH', `/api/v1/calendar/${C.initech}/disable`, { token: tokens.initechAdmin })
		expect(off.status, off.text).toBe(200)
		// Disabling keeps the settings.
		expect(CalendarSettingsSchema.parse(off.body)).toMatchObject({ enabled: false, calendarNotificationsEnabled: false })
		const read = await t.call('GET', settingsPath(C.initech), { token: tokens.initechAdmin })
		expect(CalendarSettingsSchema.parse(read.body).enabled).toBe(false)
	})

	test("a learner, another company's admin and a guest are refused; staff read any company", async () => {
		expect((await t.call('GET', settingsPath(C.acme), { token: tokens.acmeLearner })).status).toBe(403)
		expect((await t.call('GET', settingsPath(C.globex), { token: tokens.acmeAdmin })).status).toBe(403)
		expect((await t.call('GET', settingsPath(C.acme))).status).toBe(401)
		expect((await t.call('GET', eventsPath(C.globex), { token: tokens.acmeAdmin })).status).toBe(403)
		expect((await t.call('POST', analytics(C.globex, 'awareness_calendar_statistics'), { token: tokens.acmeAdmin, body: {} })).status).toBe(
			403,
		)
		expect((await t.call('GET', settingsPath(C.globex), { token: tokens.support })).status).toBe(200)
	})
})

describe('the calendar events', () => {
	test("Globex's months: a video on the first of each month, ten months back to two ahead", async () => {
		const all = [...(await events(tokens.globexAdmin!, C.globex, { year: String(year - 1) })).events]
		all.push(...(await events(tokens.globexAdmin!, C.globex, { year: String(year) })).events)
		all.push(...(await events(tokens.globexAdmin!, C.globex, { year: String(year + 1) })).events)
		const expected = Array.from({ length: 13 }, (_, k) => ({
			id: globexEventId(k - 10),
			date: monthStart(now, k - 10),
			videoId: CALENDAR_SEED.videos[k],
		}))
		expect(all.map((e) => ({ id: e.id, date: e.date, videoId: e.videoId }))).toEqual(expected)
		const thisMonth = await events(tokens.globexAdmin!, C.globex, { year: String(year), month: String(now.getUTCMonth() + 1) })
		expect(thisMonth.events.map((e) => e.id)).toEqual([globexEventId(0)])
		expect(thisMonth.events[0]!.video).toMatchObject({ id: CALENDAR_SEED.videos[10], language: 'en' })
		expect(thisMonth.range).toEqual({ fromYear: year - 1, toYear: year + 1, currentMonth: now.toISOString().slice(0, 7) })
	})

	test('a company without a calendar has no events; a year outside the range is refused', async () => {
		expect((await events(tokens.acmeAdmin!, C.acme)).events).toEqual([])
		const far = await t.call('GET', eventsPath(C.acme), { token: tokens.acmeAdmin, query: { year: String(year + 2) } })
		expect(far.status).toBe(422)
		expect(far.body.code).toBe(CALENDAR_ERROR.outOfRange)
		expect(far.body.message).toBe(`The calendar covers ${year - 1} to ${year + 1}.`)
	})

	test('an event is added to a free month and deleted; one video a month, no ended month, within the range', async () => {
		const token = tokens.globexAdmin!
		const day = monthStart(now, 5).replace(/-01$/, '-15')
		const added = await t.call('POST', `/api/v1/calendar/${C.globex}/events`, { token, body: { videoId: 'vid_usb_drop', date: day } })
		expect(added.status, added.text).toBe(201)
		const event = CalendarEventSchema.parse(added.body)
		expect(event).toMatchObject({ videoId: 'vid_usb_drop', date: day, video: { name: 'The USB Stick in the Car Park' } })
		const again = await t.call('POST', `/api/v1/calendar/${C.globex}/events`, {
			token,
			body: { videoId: 'vid_clean_desk', date: day.replace(/-15$/, '-02') },
		})
		expect(again.status).toBe(409)
		expect(again.body).toMatchObject({
			code: CALENDAR_ERROR.monthTaken,
			message: 'This month already has a monthly video. Delete it before adding another one.',
		})
		const ended = await t.call('POST', `/api/v1/calendar/${C.globex}/events`, {
			token,
			body: { videoId: 'vid_clean_desk', date: monthStart(now, -11) },
		})
		expect(ended.status).toBe(409)
		expect(ended.body.code).toBe(CALENDAR_ERROR.monthEnded)
		const far = await t.call('POST', `/api/v1/calendar/${C.globex}/events`, {
			token,
			body: { videoId: 'vid_clean_desk', date: `${year + 2}-01-10` },
		})
		expect(far.status).toBe(422)
		expect(far.body.code).toBe(CALENDAR_ERROR.outOfRange)
		const bad = await t.call('POST', `/api/v1/calendar/${C.globex}/events`, {
			token,
			body: { videoId: 'vid_clean_desk', date: `${year}-02-30` },
		})
		expect(bad.status).toBe(422)
		const unknown = await t.call('POST', `/api/v1/calendar/${C.globex}/events`, {
			token,
			body: { videoId: 'vid_nope', date: monthStart(now, 6) },
		})
		expect(unknown.status).toBe(404)
		expect((await t.call('DELETE', `/api/v1/calendar/${C.globex}/events/${event.id}`, { token })).status).toBe(204)
		expect((await t.call('DELETE', `/api/v1/calendar/${C.globex}/events/${event.id}`, { token })).status).toBe(404)
		// A month that has ended keeps its video; another company's event is not found.
		const past = await t.call('DELETE', `/api/v1/calendar/${C.globex}/events/${globexEventId(-1)}`, { token })
		expect(past.status).toBe(409)
		expect(past.body.code).toBe(CALENDAR_ERROR.monthEnded)
		expect((await t.call('DELETE', `/api/v1/calendar/${C.acme}/events/${globexEventId(1)}`, { token: tokens.acmeAdmin })).status).toBe(404)
	})

	test('a company whose monthly-video flag is off cannot add a month', async () => {
		const reply = await t.call('POST', `/api/v1/calendar/${C.acme}/events`, {
			token: tokens.acmeAdmin,
			body: { videoId: 'vid_usb_drop', date: monthStart(now, 1) },
		})
		expect(reply.status).toBe(403)
		expect(reply.body).toMatchObject({ code: CALENDAR_ERROR.notAvailable, message: 'The monthly video is not available for this company.' })
		const view = await t.call('GET', `/customers/api/v2/company/${C.acme}/view/admin`, { token: tokens.acmeAdmin })
		expect(view.body.features.isMonthlyVideoEnabled).toBe(false)
		const globex = await t.call('GET', `/customers/api/v2/company/${C.globex}/view/admin`, { token: tokens.globexAdmin })
		expect(globex.body.features.isMonthlyVideoEnabled).toBe(true)
	})
})

describe('the awareness analytics', () => {
	test("each started month's figures, newest first, are the seeded progress of Globex's audience", async () => {
		const reply = await t.call('POST', analytics(C.globex, 'awareness_calendar_statistics'), { token: tokens.globexAdmin, body: {} })
		expect(reply.status, reply.text).toBe(200)
		const stats = AwarenessStatisticsSchema.parse(reply.body)
		expect(stats.items.map((i) => i.eventId)).toEqual(Array.from({ length: 11 }, (_, i) => globexEventId(-i)))
		const total = stats.items[0]!.totalUsers
		expect(total).toBeGreaterThan(250)
		stats.items.forEach((item, i) => {
			const k = 10 - i
			const expected = Array.from({ length: total }, (_, p) => seededProgress(p, k, k === 10))
			expect(item.completed).toBe(expected.filter((s) => s === 'completed').length)
			expect(item.inProgress).toBe(expected.filter((s) => s === 'inProgress').length)
			expect(item.notStarted).toBe(total - item.completed - item.inProgress)
			expect(item.completionPercentage).toBe(Math.round((item.completed / total) * 1000) / 10)
		})
		expect(stats.totals.completed).toBe(stats.items.reduce((a, i) => a + i.completed, 0))
		// The year and the event filters narrow the list; a company without events has none.
		const lastMonth = await t.call('POST', analytics(C.globex, 'awareness_calendar_statistics'), {
			token: tokens.globexAdmin,
			body: { eventIds: [globexEventId(-1)] },
		})
		expect(AwarenessStatisticsSchema.parse(lastMonth.body).items.map((i) => i.eventId)).toEqual([globexEventId(-1)])
		const nextYear = await t.call('POST', analytics(C.globex, 'awareness_calendar_statistics'), {
			token: tokens.globexAdmin,
			body: { year: year + 1 },
		})
		expect(AwarenessStatisticsSchema.parse(nextYear.body).items).toEqual([])
		const acme = await t.call('POST', analytics(C.acme, 'awareness_calendar_statistics'), { token: tokens.acmeAdmin, body: {} })
		expect(AwarenessStatisticsSchema.parse(acme.body)).toEqual({
			items: [],
			totals: { totalUsers: 0, completed: 0, inProgress: 0, notStarted: 0, completionPercentage: 0 },
		})
	})

	test("a month's departments add up to the month, and a department filter narrows the figures", async () => {
		const eventId = globexEventId(-2)
		const all = await t.call('POST', analytics(C.globex, `awareness_calendar_statistics`), {
			token: tokens.globexAdmin,
			body: { eventIds: [eventId] },
		})
		const month = AwarenessStatisticsSchema.parse(all.body).items[0]!
		const reply = await t.call('POST', analytics(C.globex, `departments_progress_by_awareness/${eventId}`), {
			token: tokens.globexAdmin,
			body: {},
		})
		expect(reply.status, reply.text).toBe(200)
		const departments = DepartmentsProgressSchema.parse(reply.body).items
		const named = departments.filter((d) => d.departmentName !== null).map((d) => d.departmentName)
		expect(named).toEqual(['Engineering', 'Finance', 'HR', 'Marketing', 'Sales'])
		expect(departments.reduce((a, d) => a + d.totalUsers, 0)).toBe(month.totalUsers)
		expect(departments.reduce((a, d) => a + d.completed, 0)).toBe(month.completed)
		const sales = departments.find((d) => d.departmentName === 'Sales')!
		const narrowed = await t.call('POST', analytics(C.globex, `awareness_calendar_statistics`), {
			token: tokens.globexAdmin,
			body: { eventIds: [eventId], departments: [sales.departmentId] },
		})
		expect(AwarenessStatisticsSchema.parse(narrowed.body).items[0]).toMatchObject({
			totalUsers: sales.totalUsers,
			completed: sales.completed,
		})
		const unknown = await t.call('POST', analytics(C.globex, 'departments_progress_by_awareness/cal_nope'), {
			token: tokens.globexAdmin,
			body: {},
		})
		expect(unknown.status).toBe(404)
	})

	test("a month's learners: paged, searched and filtered by status, with their dates", async () => {
		const eventId = globexEventId(-1)
		const path = analytics(C.globex, `users_progress_by_awareness/${eventId}`)
		const total = await globexAudienceSize()
		const first = UsersProgressSchema.parse((await t.call('POST', path, { token: tokens.globexAdmin, body: { pageSize: 10 } })).body)
		expect(first.total).toBe(total)
		expect(first.items).toHaveLength(10)
		const second = UsersProgressSchema.parse(
			(await t.call('POST', path, { token: tokens.globexAdmin, body: { pageSize: 10, pageNumber: 1 } })).body,
		)
		expect(second.items.map((u) => u.userId)).not.toContain(first.items[0]!.userId)
		const completed = UsersProgressSchema.parse(
			(await t.call('POST', path, { token: tokens.globexAdmin, body: { statuses: ['completed'], pageSize: 100 } })).body,
		)
		expect(completed.items.every((u) => u.status === 'completed' && u.completedAt !== null && u.startedAt !== null)).toBe(true)
		const notStarted = UsersProgressSchema.parse(
			(await t.call('POST', path, { token: tokens.globexAdmin, body: { statuses: ['notStarted'], pageSize: 100 } })).body,
		)
		expect(notStarted.items.every((u) => u.status === 'notStarted' && u.startedAt === null)).toBe(true)
		const stats = AwarenessStatisticsSchema.parse(
			(
				await t.call('POST', analytics(C.globex, 'awareness_calendar_statistics'), {
					token: tokens.globexAdmin,
					body: { eventIds: [eventId] },
				})
			).body,
		).items[0]!
		expect(completed.total).toBe(stats.completed)
		expect(notStarted.total).toBe(stats.notStarted)
		const searched = UsersProgressSchema.parse((await t.call('POST', path, { token: tokens.globexAdmin, body: { search: 'GRETA' } })).body)
		expect(searched.items.map((u) => u.email)).toEqual(['admin@globex.test'])
		const bad = await t.call('POST', path, { token: tokens.globexAdmin, body: { statuses: ['overdue'] } })
		expect(bad.status).toBe(422)
	})
})
