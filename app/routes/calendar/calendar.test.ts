import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { calendarYears, monthDays, monthOf, parseYear, previewHref } from './calendar-url.ts'
import { loader as historyMonthLoader } from './history-month.tsx'
import { action as previewAction, loader as previewLoader } from './preview.tsx'
import { action as settingsAction } from './settings.tsx'

const signedIn = useSignedInCookies(['admin', 'user'])

const SETTINGS = `${GATEWAY}/api/v1/calendar/:companyId/settings`
const EVENTS = `${GATEWAY}/api/v1/calendar/events/company/:companyId`
const LIBRARY = `${GATEWAY}/api/v1/videos/video_library/company/:companyId`

const now = new Date()
const year = now.getUTCFullYear()
const current = monthOf(now)
const settings = {
	enabled: true,
	calendarSubject: 'Watch this',
	calendarMessage: 'Two minutes',
	calendarNotificationsEnabled: true,
	updatedAt: null,
}
const video = (id: string, name: string) => ({
	id,
	name,
	url: `https://videos.example.com/embed/${id}`,
	shareURL: `https://videos.example.com/watch/${id}`,
	category: 'phishing',
	language: 'en',
	durationSeconds: 90,
})
const events = {
	events: [{ id: 'cal_1', videoId: 'vid_spot', date: `${current}-01`, video: video('vid_spot', 'How to Spot a Phishing Email') }],
	range: { fromYear: year - 1, toYear: year + 1, currentMonth: current },
}
const flagOn = () => companyView({ features: { ...companyView().features, isMonthlyVideoEnabled: true } })

type Args = Parameters<typeof previewLoader>[0]
const run = (fn: (args: Args) => Promise<unknown>, path: string, form?: Record<string, string>, role = 'admin') =>
	outcome(() => fn(routeArgs(path, { cookie: signedIn[role], form }) as unknown as Args)) as Promise<any>

describe('the calendar URL', () => {
	test('the year is a whole year within this year ± 1, else this year', () => {
		expect(parseYear(new URLSearchParams('year=2027'), new Date('2026-11-26T00:00:00Z'))).toBe(2027)
		expect(parseYear(new URLSearchParams('year=2030'), new Date('2026-11-26T00:00:00Z'))).toBe(2026)
		expect(parseYear(new URLSearchParams('year=20x6'), new Date('2026-11-26T00:00:00Z'))).toBe(2026)
		expect(calendarYears(new Date('2026-01-01T00:00:00Z'))).toEqual({ from: 2025, to: 2027 })
		expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' })
		expect(previewHref(2027, { addMonth: '2027-03' })).toBe('/calendar/preview?year=2027&modal=addMonthlyVideo&month=2027-03')
	})
})

describe('the preview: the loader', () => {
	test("the year's months from the gateway, for the company of the session; the calendar's state", async () => {
		viewerReplies()
		server.use(
			http.get(SETTINGS, () => HttpResponse.json(settings)),
			http.get(EVENTS, () => HttpResponse.json(events)),
		)
		const calls = recordGateway()
		const page = await run(previewLoader, '/calendar/preview')
		expect(calls.map((c) => c.call).sort()).toEqual([
			`GET /api/v1/calendar/cmp_acme/settings`,
			`GET /api/v1/calendar/events/company/cmp_acme?year=${year}`,
		])
		expect(page.enabled).toBe(true)
		expect(page.months).toHaveLength(12)
		expect(page.months.find((m: { month: string }) => m.month === current)).toMatchObject({
			isCurrent: true,
			ended: false,
			event: { id: 'cal_1', videoName: 'How to Spot a Phishing Email' },
		})
	})

	test('the add dialog opens only with the monthly-video flag, for a free month that has not ended, with the library', async () => {
		server.use(
			http.get(SETTINGS, () => HttpResponse.json(settings)),
			http.get(EVENTS, () => HttpResponse.json({ ...events, events: [] })),
			http.get(LIBRARY, () =>
				HttpResponse.json({
					videos: [{ ...video('vid_usb', 'USB'), isPublicVideo: true, isPinned: false, courses: [], thumbnail: null }],
					categories: [],
					pinnedCount: 0,
				}),
			),
		)
		viewerReplies()
		const off = await run(previewLoader, `/calendar/preview?modal=addMonthlyVideo&month=${current}`)
		expect(off).toMatchObject({ canAdd: false, adding: null })
		viewerReplies(authUser(), flagOn())
		const on = await run(previewLoader, `/calendar/preview?modal=addMonthlyVideo&month=${current}`)
		expect(on.adding).toMatchObject({ month: current })
		expect(on.videos).toEqual([{ id: 'vid_usb', name: 'USB', language: 'en' }])
		// A month that has ended: no dialog.
		const earlier = `${year}-01` < current ? `${year}-01` : null
		if (earlier) expect((await run(previewLoader, `/calendar/preview?modal=addMonthlyVideo&month=${earlier}`)).adding).toBeNull()
	})

	test('a learner is not let in', async () => {
		viewerReplies(authUser({ role: 'user' }))
		const result = await run(previewLoader, '/calendar/preview', undefined, 'user')
		expect(result).toBeInstanceOf(Response)
		expect((result as Response).status).toBe(302)
	})
})

describe('the preview: the actions', () => {
	test('enabling sends the settings the calendar has; the toast is the spec’s', async () => {
		viewerReplies()
		server.use(
			http.get(SETTINGS, () => HttpResponse.json({ ...settings, enabled: false })),
			http.patch(`${GATEWAY}/api/v1/calendar/:companyId/enable`, () => HttpResponse.json(settings)),
		)
		const calls = recordGateway()
		const response = await run(previewAction, `/calendar/preview?year=${year}`, { intent: 'enable' })
		expect(calls.map((c) => c.call)).toEqual(['GET /api/v1/calendar/cmp_acme/settings', 'PATCH /api/v1/calendar/cmp_acme/enable'])
		expect(calls[1]!.body).toEqual({ calendarSubject: 'Watch this', calendarMessage: 'Two minutes', calendarNotificationsEnabled: true })
		expect(response.headers.get('Location')).toBe(`/calendar/preview?year=${year}`)
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'calendar:enabledToast' })
	})

	test("disabling says so; a refusal is the gateway's message", async () => {
		viewerReplies()
		server.use(http.patch(`${GATEWAY}/api/v1/calendar/:companyId/disable`, () => HttpResponse.json({ ...settings, enabled: false })))
		expect(await flashToast(await run(previewAction, '/calendar/preview', { intent: 'disable' }))).toEqual({
			type: 'success',
			message: 'calendar:disabledToast',
		})
		server.use(http.patch(`${GATEWAY}/api/v1/calendar/:companyId/disable`, () => gatewayError(409, 'conflict', 'Not now')))
		expect(await flashToast(await run(previewAction, '/calendar/preview', { intent: 'disable' }))).toEqual({
			type: 'error',
			message: 'Not now',
			raw: true,
		})
	})

	test("an event is added with the chosen video and date; the gateway's refusal stays in the dialog with the values", async () => {
		viewerReplies(authUser(), flagOn())
		const day = `${year + 1}-03-02`
		server.use(
			http.post(`${GATEWAY}/api/v1/calendar/:companyId/events`, () =>
				HttpResponse.json({ ...events.events[0], date: day }, { status: 201 }),
			),
		)
		const calls = recordGateway()
		const added = await run(previewAction, `/calendar/preview?year=${year}&modal=addMonthlyVideo&month=${current}`, {
			intent: 'addEvent',
			videoId: 'vid_spot',
			date: day,
		})
		expect(calls.map((c) => [c.call, c.body])).toEqual([['POST /api/v1/calendar/cmp_acme/events', { videoId: 'vid_spot', date: day }]])
		expect(added.headers.get('Location')).toBe(`/calendar/preview?year=${year + 1}`)
		expect(await flashToast(added)).toEqual({ type: 'success', message: 'calendar:updatedToast' })

		server.use(
			http.post(`${GATEWAY}/api/v1/calendar/:companyId/events`, () =>
				gatewayError(409, 'calendar_month_taken', 'This month already has a monthly video. Delete it before adding another one.'),
			),
		)
		const refused = await run(previewAction, '/calendar/preview', { intent: 'addEvent', videoId: 'vid_spot', date: day })
		expect(refused.init.status).toBe(400)
		expect(refused.data.failure).toEqual({
			message: 'This month already has a monthly video. Delete it before adding another one.',
			raw: true,
		})
		expect(refused.data.result.initialValue).toMatchObject({ videoId: 'vid_spot', date: day })
	})

	test('an event without a video or outside the years is refused before the gateway; without the flag nothing is posted', async () => {
		viewerReplies(authUser(), flagOn())
		const calls = recordGateway()
		const missing = await run(previewAction, '/calendar/preview', { intent: 'addEvent', videoId: '', date: `${year}-12-01` })
		expect(missing.data.result.error).toMatchObject({ videoId: ['calendar:add.errors.videoRequired'] })
		const far = await run(previewAction, '/calendar/preview', { intent: 'addEvent', videoId: 'vid_spot', date: `${year + 3}-01-01` })
		expect(far.data.result.error).toMatchObject({ date: ['calendar:add.errors.dateRange'] })
		expect(calls).toEqual([])
		viewerReplies()
		const locked = await run(previewAction, '/calendar/preview', { intent: 'addEvent', videoId: 'vid_spot', date: `${year}-12-01` })
		expect(await flashToast(locked)).toEqual({ type: 'error', message: 'calendar:month.lockedHint' })
		expect(calls).toEqual([])
	})

	test('an event is deleted by its id; an unknown intent is a 400', async () => {
		viewerReplies()
		server.use(http.delete(`${GATEWAY}/api/v1/calendar/:companyId/events/:eventId`, () => new HttpResponse(null, { status: 204 })))
		const calls = recordGateway()
		const deleted = await run(previewAction, `/calendar/preview?year=${year}&deleteEvent=cal_1`, {
			intent: 'deleteEvent',
			eventId: 'cal_1',
		})
		expect(calls.map((c) => c.call)).toEqual(['DELETE /api/v1/calendar/cmp_acme/events/cal_1'])
		expect(deleted.headers.get('Location')).toBe(`/calendar/preview?year=${year}`)
		expect(await flashToast(deleted)).toEqual({ type: 'success', message: 'calendar:updatedToast' })
		const bad = await run(previewAction, '/calendar/preview', { intent: 'nope' })
		expect(bad.status).toBe(400)
	})
})

describe('the settings', () => {
	test("saved: the body of the spec and 'Settings successfully updated!'", async () => {
		viewerReplies()
		server.use(http.patch(SETTINGS, () => HttpResponse.json(settings)))
		const calls = recordGateway()
		const response = await run(settingsAction, '/calendar/settings', {
			calendarNotificationsEnabled: 'on',
			calendarSubject: '  Watch this ',
			calendarMessage: 'Two minutes',
		})
		expect(calls.map((c) => [c.call, c.body])).toEqual([
			[
				'PATCH /api/v1/calendar/cmp_acme/settings',
				{ calendarSubject: 'Watch this', calendarMessage: 'Two minutes', calendarNotificationsEnabled: true },
			],
		])
		expect(response.headers.get('Location')).toBe('/calendar/settings')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'calendar:savedToast' })
	})

	test('no subject while notifications are on: the message, the typed values kept, nothing sent; off, no subject is needed', async () => {
		viewerReplies()
		const calls = recordGateway()
		const refused = await run(settingsAction, '/calendar/settings', {
			calendarNotificationsEnabled: 'on',
			calendarSubject: ' ',
			calendarMessage: 'Kept',
		})
		expect(refused.init.status).toBe(400)
		expect(refused.data.result.error).toMatchObject({ calendarSubject: ['calendar:settings.errors.subjectRequired'] })
		expect(refused.data.result.initialValue).toMatchObject({ calendarMessage: 'Kept' })
		expect(calls).toEqual([])
		server.use(http.patch(SETTINGS, () => HttpResponse.json({ ...settings, calendarSubject: '', calendarNotificationsEnabled: false })))
		const quiet = await run(settingsAction, '/calendar/settings', { calendarSubject: '', calendarMessage: '' })
		expect(quiet.status).toBe(302)
	})

	test('a gateway refusal shows its message and keeps the form', async () => {
		viewerReplies()
		server.use(
			http.patch(SETTINGS, () =>
				HttpResponse.json(
					{
						code: 'validation_error',
						message: 'Missing or invalid request parameters: calendarSubject.',
						details: [],
						validationResults: [],
					},
					{ status: 422 },
				),
			),
		)
		const refused = await run(settingsAction, '/calendar/settings', {
			calendarNotificationsEnabled: 'on',
			calendarSubject: 'x',
			calendarMessage: 'y',
		})
		expect(refused.data.failure).toMatchObject({ raw: true })
		expect(refused.data.result.initialValue).toMatchObject({ calendarSubject: 'x', calendarMessage: 'y' })
	})
})

describe("a past month's progress", () => {
	test('the filters and the page of the URL are the analytics bodies; an unknown month is a 404', async () => {
		viewerReplies()
		const stats = {
			items: [
				{
					eventId: 'cal_1',
					videoId: 'vid_spot',
					videoName: 'Spot',
					date: `${year}-01-01`,
					totalUsers: 4,
					completed: 2,
					inProgress: 1,
					notStarted: 1,
					completionPercentage: 50,
				},
			],
			totals: { totalUsers: 4, completed: 2, inProgress: 1, notStarted: 1, completionPercentage: 50 },
		}
		server.use(
			http.post(`${GATEWAY}/api/v1/analytics/:companyId/awareness_calendar_statistics`, () => HttpResponse.json(stats)),
			http.post(`${GATEWAY}/api/v1/analytics/:companyId/departments_progress_by_awareness/:eventId`, () =>
				HttpResponse.json({ eventId: 'cal_1', items: [] }),
			),
			http.post(`${GATEWAY}/api/v1/analytics/:companyId/users_progress_by_awareness/:eventId`, () =>
				HttpResponse.json({ items: [], total: 0, pageNumber: 0, pageSize: 10 }),
			),
			http.get(`${GATEWAY}/customers/api/v1/company/:companyId/departments`, () =>
				HttpResponse.json({ data: [], pageInfo: { pageNumber: 1, pageSize: 1000, totalItems: 0, totalPages: 1 } }),
			),
			http.get(`${GATEWAY}/customers/api/v1/company/:companyId/groups`, () =>
				HttpResponse.json({ data: [], pageInfo: { pageNumber: 1, pageSize: 1000, totalItems: 0, totalPages: 1 } }),
			),
		)
		const calls = recordGateway()
		const args = routeArgs('/calendar/history/cal_1?department=dep_sales&status=completed&searchText=ann&orderBy=completedAt&order=desc', {
			cookie: signedIn.admin,
		}) as any
		args.params = { eventId: 'cal_1' }
		const page = (await outcome(() => historyMonthLoader(args))) as any
		const users = calls.find((c) => c.call.includes('users_progress_by_awareness'))!
		expect(users.call).toBe('POST /api/v1/analytics/cmp_acme/users_progress_by_awareness/cal_1')
		expect(users.body).toEqual({
			departments: ['dep_sales'],
			groups: [],
			search: 'ann',
			statuses: ['completed'],
			pageNumber: 0,
			pageSize: 10,
			order: 'desc',
			orderBy: 'completedAt',
		})
		expect(calls.find((c) => c.call.includes('awareness_calendar_statistics'))!.body).toEqual({
			departments: ['dep_sales'],
			groups: [],
			eventIds: ['cal_1'],
		})
		expect(page.month).toMatchObject({ eventId: 'cal_1', completed: 2 })

		server.use(
			http.post(`${GATEWAY}/api/v1/analytics/:companyId/awareness_calendar_statistics`, () => HttpResponse.json({ ...stats, items: [] })),
		)
		const missing = routeArgs('/calendar/history/cal_nope', { cookie: signedIn.admin }) as any
		missing.params = { eventId: 'cal_nope' }
		const result = await outcome(() => historyMonthLoader(missing))
		expect((result as Response).status).toBe(404)
	})

	test('a failed read keeps the page with the message', async () => {
		viewerReplies()
		server.use(
			http.post(`${GATEWAY}/api/v1/analytics/:companyId/awareness_calendar_statistics`, () => gatewayError(500, 'INTERNAL', 'boom')),
			http.post(`${GATEWAY}/api/v1/analytics/:companyId/departments_progress_by_awareness/:eventId`, () =>
				gatewayError(500, 'INTERNAL', 'boom'),
			),
			http.post(`${GATEWAY}/api/v1/analytics/:companyId/users_progress_by_awareness/:eventId`, () => gatewayError(500, 'INTERNAL', 'boom')),
		)
		expectConsoleError()
		const args = routeArgs('/calendar/history/cal_1', { cookie: signedIn.admin }) as any
		args.params = { eventId: 'cal_1' }
		const page = (await outcome(() => historyMonthLoader(args))) as any
		expect(page.month).toBeNull()
		expect(page.failures).toContainEqual({ message: 'common:tryAgain' })
	})
})
