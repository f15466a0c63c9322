import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { type Tournament } from '#app/gateway/tournaments.server.ts'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action, loader } from './settings.tsx'
import { loader as statisticsLoader } from './statistics.tsx'

const signedIn = useSignedInCookies(['admin', 'user'])

const BASE = `${GATEWAY}/ctf/api/v1/company/:companyId`
const HOUR = 60 * 60 * 1000
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()
const local = (hours: number) => at(hours).slice(0, 16)

function tournament(overrides: Partial<Tournament> & Pick<Tournament, 'id' | 'name' | 'status'>): Tournament {
	return {
		startDate: at(24),
		endDate: at(24 * 7),
		assignmentType: 'all',
		departmentIds: [],
		groupIds: [],
		notificationsEnabled: true,
		totalUsers: 12,
		createdAt: at(-24),
		canceledAt: null,
		...overrides,
	}
}
const TOURNAMENTS = [
	tournament({ id: 'trn_next', name: 'Winter Cup', status: 'SCHEDULED', assignmentType: 'groups', groupIds: ['grp_managers'] }),
	tournament({ id: 'trn_live', name: 'Autumn Cup', status: 'IN_PROGRESS', startDate: at(-24) }),
	tournament({ id: 'trn_done', name: 'Spring Cup', status: 'ENDED', startDate: at(-24 * 40), endDate: at(-24 * 33) }),
	tournament({ id: 'trn_off', name: 'Old Cup', status: 'CANCELED' }),
]
const named = (items: { id: string; name: string }[]) => ({
	data: items.map((item) => ({ ...item, usersCount: 3, createdAt: at(-24 * 30) })),
	pageInfo: { pageNumber: 1, pageSize: 1000, totalItems: items.length, totalPages: 1 },
})

function listReplies() {
	server.use(
		http.get(`${BASE}/tournaments`, () => HttpResponse.json({ items: TOURNAMENTS })),
		http.get(`${GATEWAY}/customers/api/v1/company/:companyId/departments`, () =>
			HttpResponse.json(named([{ id: 'dep_eng', name: 'Engineering' }])),
		),
		http.get(`${GATEWAY}/customers/api/v1/company/:companyId/groups`, () =>
			HttpResponse.json(named([{ id: 'grp_managers', name: 'Managers' }])),
		),
	)
}

const load = (path: string, role = 'admin') => outcome(() => loader(routeArgs(path, { cookie: signedIn[role] }) as any)) as Promise<any>
const post = (path: string, form: Record<string, string>, role = 'admin') =>
	outcome(() => action(routeArgs(path, { cookie: signedIn[role], form }) as any)) as Promise<any>

const setup = (extra: Record<string, string> = {}) => ({
	intent: 'create',
	name: 'Spring Cup',
	startDate: local(24),
	endDate: local(24 * 3),
	assignmentType: 'all',
	notificationsEnabled: 'on',
	...extra,
})

describe('developer training settings: the loader', () => {
	test('the tournaments to come and the one running, earliest first, with the setup dialog the URL asks for', async () => {
		viewerReplies()
		listReplies()
		const page = await load('/for-developers/settings?modal=setup')
		expect(page.rows.map((r: { id: string }) => r.id)).toEqual(['trn_live', 'trn_next'])
		expect(page.departments).toEqual([{ id: 'dep_eng', name: 'Engineering' }])
		expect(page).toMatchObject({ setup: true, editing: null, canceling: null })
		expect(page.rows[1].startLabel).toMatch(/ \d\d:\d\d UTC$/)
	})

	test('?modal=edit opens a scheduled tournament with its values; one running is not edited, and cancel asks about it', async () => {
		viewerReplies()
		listReplies()
		const edit = await load('/for-developers/settings?modal=edit&tournament=trn_next')
		expect(edit.editing).toMatchObject({ id: 'trn_next', name: 'Winter Cup', assignmentType: 'groups', groupIds: ['grp_managers'] })
		expect(edit.editing.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/)
		expect((await load('/for-developers/settings?modal=edit&tournament=trn_live')).editing).toBeNull()
		expect((await load('/for-developers/settings?modal=cancel&tournament=trn_live')).canceling).toEqual({
			id: 'trn_live',
			name: 'Autumn Cup',
		})
		// An ended or canceled one, or another company's: no dialog.
		expect((await load('/for-developers/settings?modal=cancel&tournament=trn_done')).canceling).toBeNull()
		expect((await load('/for-developers/settings?modal=cancel&tournament=trn_other')).canceling).toBeNull()
	})

	test('a learner is not let in', async () => {
		viewerReplies(authUser({ role: 'user' }))
		const result = await load('/for-developers/settings', 'user')
		expect((result as Response).status).toBe(302)
	})
})

describe('developer training settings: set up, edit, cancel', () => {
	test('a setup is posted for the company of the session with UTC times; the tab comes back with the toast', async () => {
		viewerReplies()
		let body: unknown
		server.use(
			http.post(`${BASE}/challenges/tournament`, async ({ request }) => {
				body = await request.json()
				return HttpResponse.json({ ...TOURNAMENTS[0], id: 'trn_new', challenges: [] }, { status: 201 })
			}),
		)
		const calls = recordGateway()
		const response = await post('/for-developers/settings?modal=setup', setup())
		expect(calls.map((c) => c.call)).toEqual(['POST /ctf/api/v1/company/cmp_acme/challenges/tournament'])
		expect(body).toEqual({
			name: 'Spring Cup',
			startDate: `${local(24)}:00.000Z`,
			endDate: `${local(24 * 3)}:00.000Z`,
			assignmentType: 'all',
			departmentIds: [],
			groupIds: [],
			notificationsEnabled: true,
		})
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/for-developers/settings')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'forDevelopers:toast.created' })
	})

	test('a setup that breaks the rules is not posted: the messages, and what was typed comes back', async () => {
		viewerReplies()
		const calls = recordGateway()
		const reply = await post(
			'/for-developers/settings?modal=setup',
			setup({ name: ' ', endDate: local(12), assignmentType: 'departments' }),
		)
		expect(calls).toEqual([])
		expect(reply.init.status).toBe(400)
		expect(reply.data.result.error).toMatchObject({
			name: ['home:tournament.errors.required'],
			endDate: ['home:tournament.errors.endBeforeStart'],
			targets: ['home:tournament.errors.selectOne'],
		})
		expect(reply.data.result.initialValue).toMatchObject({ endDate: local(12), assignmentType: 'departments' })
		const past = await post('/for-developers/settings?modal=setup', setup({ startDate: local(-48) }))
		expect(past.data.result.error).toMatchObject({ startDate: ['home:tournament.errors.startPast'] })
	})

	test("the gateway's refusal of a setup shows its message in the form", async () => {
		viewerReplies()
		server.use(
			http.patch(`${BASE}/tournament/:id`, () =>
				gatewayError(409, 'tournament_not_editable', 'Only a scheduled tournament can be edited.'),
			),
		)
		const reply = await post(
			'/for-developers/settings?modal=edit&tournament=trn_live',
			setup({ intent: 'update', tournamentId: 'trn_live' }),
		)
		expect(reply.init.status).toBe(400)
		expect(reply.data.failure).toEqual({ message: 'Only a scheduled tournament can be edited.', raw: true })
	})

	test('an edit is a PATCH of that tournament with "Successfully updated!"', async () => {
		viewerReplies()
		server.use(http.patch(`${BASE}/tournament/:id`, () => HttpResponse.json({ ...TOURNAMENTS[0], challenges: [] })))
		const calls = recordGateway()
		const response = await post(
			'/for-developers/settings?modal=edit&tournament=trn_next',
			setup({ intent: 'update', tournamentId: 'trn_next' }),
		)
		expect(calls.map((c) => c.call)).toEqual(['PATCH /ctf/api/v1/company/cmp_acme/tournament/trn_next'])
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'forDevelopers:toast.updated' })
	})

	test("cancel: the spec's success toast; one in progress (412 precondition failed) the spec's refusal", async () => {
		viewerReplies()
		server.use(http.delete(`${BASE}/tournament/trn_next`, () => new HttpResponse(null, { status: 204 })))
		const calls = recordGateway()
		const done = await post('/for-developers/settings?modal=cancel&tournament=trn_next', { intent: 'cancel', tournamentId: 'trn_next' })
		expect(calls.map((c) => c.call)).toEqual(['DELETE /ctf/api/v1/company/cmp_acme/tournament/trn_next'])
		expect(done.headers.get('Location')).toBe('/for-developers/settings')
		expect(await flashToast(done)).toEqual({ type: 'success', message: 'forDevelopers:cancel.done' })

		server.use(http.delete(`${BASE}/tournament/trn_live`, () => gatewayError(412, 'precondition_failed', 'precondition failed')))
		const refused = await post('/for-developers/settings', { intent: 'cancel', tournamentId: 'trn_live' })
		expect(await flashToast(refused)).toEqual({ type: 'error', message: 'forDevelopers:cancel.inProgress' })
	})

	test('an unknown intent is a 400; a learner is not let in and nothing is posted', async () => {
		viewerReplies()
		expect((await post('/for-developers/settings', { intent: 'delete' })).status).toBe(400)
		viewerReplies(authUser({ role: 'user' }))
		const calls = recordGateway()
		const learner = await post('/for-developers/settings', { intent: 'cancel', tournamentId: 'trn_next' }, 'user')
		expect(learner.status).toBe(302)
		expect(calls).toEqual([])
	})
})

describe('developer training statistics: the loader', () => {
	const report = (pageNumber: number) => ({
		items: Array.from({ length: pageNumber < 3 ? 10 : 4 }, (_, i) => ({
			userId: `usr_${pageNumber}_${i}`,
			name: `User ${pageNumber}.${i}`,
			email: `u${pageNumber}${i}@acme.test`,
			solvedChallenges: 6 - pageNumber,
			score: 5.75 - pageNumber,
			lastActivityAt: i === 0 ? null : at(-24),
		})),
		pageNumber,
		pageSize: 10,
		totalItems: 24,
		hasMore: pageNumber < 3,
	})
	function statisticsReplies() {
		server.use(
			http.get(`${BASE}/tournament/dashboard`, () => HttpResponse.json({ averageScore: 3.4, assignedUsers: 40, totalTournaments: 3 })),
			http.get(`${BASE}/tournaments`, () => HttpResponse.json({ items: TOURNAMENTS })),
			http.get(`${BASE}/tournament/:id/statistics`, () =>
				HttpResponse.json({
					statistic: [0, 1, 2, 3, 4, 5, 6].map((solved) => ({ solvedChallenges: solved, usersAmount: solved === 6 ? 6 : 3 })),
					totalUsers: 24,
				}),
			),
			http.get(`${BASE}/tournament/:id/users/report`, ({ request }) =>
				HttpResponse.json(report(Number(new URL(request.url).searchParams.get('pageNumber')))),
			),
		)
	}
	const loadStatistics = (path: string) =>
		outcome(() => statisticsLoader(routeArgs(path, { cookie: signedIn.admin }) as any)) as Promise<any>

	test('the dashboard and the tournaments; no report until one is asked for', async () => {
		viewerReplies()
		statisticsReplies()
		const page = await loadStatistics('/for-developers/statistics')
		expect(page.dashboard).toEqual({ averageScore: 3.4, assignedUsers: 40, totalTournaments: 3 })
		expect(page.tournaments.map((t: { id: string }) => t.id)).toEqual(['trn_next', 'trn_live', 'trn_done', 'trn_off'])
		expect(page.report).toBeNull()
	})

	test('?tournament= draws its report: pages 1 to ?pages= appended, or only ?page= for the fetcher', async () => {
		viewerReplies()
		statisticsReplies()
		const calls = recordGateway()
		const page = await loadStatistics('/for-developers/statistics?tournament=trn_done&pages=2')
		expect(calls.map((c) => c.call).filter((c) => c.includes('users/report'))).toEqual([
			'GET /ctf/api/v1/company/cmp_acme/tournament/trn_done/users/report?pageNumber=1',
			'GET /ctf/api/v1/company/cmp_acme/tournament/trn_done/users/report?pageNumber=2',
		])
		expect(page.report.rows).toHaveLength(20)
		expect(page.report).toMatchObject({ totalUsers: 24, totalItems: 24, hasMore: true, firstPage: 1, lastPage: 2 })
		expect(page.report.statistic).toHaveLength(7)
		expect(page.report.rows[0]).toMatchObject({ solved: '5 / 6', score: '4.75 / 6', lastActivity: null })
		const only = await loadStatistics('/for-developers/statistics?tournament=trn_done&page=3')
		expect(only.report).toMatchObject({ firstPage: 3, lastPage: 3, hasMore: false })
		expect(only.report.rows).toHaveLength(4)
		// A canceled tournament or another company's has no report.
		expect((await loadStatistics('/for-developers/statistics?tournament=trn_off')).report).toBeNull()
		expect((await loadStatistics('/for-developers/statistics?tournament=trn_other')).report).toBeNull()
	})
})
