import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { type GameCampaign } from '#app/gateway/gaming.server.ts'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { loader as indexLoader } from './index.tsx'
import { loader as layoutLoader } from './layout.tsx'
import { loader as previewLoader } from './preview.tsx'
import { action as settingsAction } from './settings.tsx'
import { action as statisticsAction, loader as statisticsLoader } from './statistics.tsx'

// The games' pages (spec 2 §2 /gaming and /fake-or-real): one set of route modules, the game from the URL.

const signedIn = useSignedInCookies(['admin', 'msp'])
const today = new Date().toISOString().slice(0, 10)

const run = (fn: (args: any) => Promise<unknown>, path: string, init: { role?: string; form?: Record<string, string> } = {}) =>
	outcome(() => fn(routeArgs(path, { cookie: signedIn[init.role ?? 'admin'], form: init.form }))) as Promise<any>

function campaign(overrides: Partial<GameCampaign> & Pick<GameCampaign, 'id' | 'name'>): GameCampaign {
	return {
		startAt: '2026-10-01T09:00:00.000Z',
		endedAt: null,
		status: 'IN_PROGRESS',
		assignedUsers: 40,
		completedUsers: 30,
		statistic: { averageScore: 7.46, maxScore: 10 },
		...overrides,
	}
}
const CAMPAIGNS = [
	campaign({ id: 'gam_running', name: 'Quiz: Autumn' }),
	campaign({
		id: 'gam_ended',
		name: 'Quiz: Spring',
		status: 'ARCHIVED',
		endedAt: '2026-06-01T00:00:00.000Z',
		completedUsers: 0,
		statistic: { averageScore: null, maxScore: null },
	}),
]

describe('a game: the layout and its bare path', () => {
	test('the bare path redirects to the preview, for each game', async () => {
		viewerReplies()
		expect((await run(indexLoader, '/gaming')).headers.get('Location')).toBe('/gaming/preview')
		expect((await run(indexLoader, '/fake-or-real')).headers.get('Location')).toBe('/fake-or-real/preview')
	})

	test('a company with the phishing exercise v2 flag is sent from gaming to the phishing exercise; Fake Or Real stays', async () => {
		viewerReplies(authUser(), companyView({ features: { ...companyView().features, isPhishingExerciseV2Enabled: true } }))
		expect((await run(layoutLoader, '/gaming/statistics')).headers.get('Location')).toBe('/phishing-exercise/active')
		expect(await run(layoutLoader, '/fake-or-real/settings')).toEqual({ game: 'fakeOrReal' })
	})

	test('a role outside the staff is refused', async () => {
		viewerReplies(authUser({ role: 'msp' }))
		const refused = await outcome(() => layoutLoader(routeArgs('/gaming/preview', { cookie: signedIn.msp }) as any)).catch((e) => e)
		expect(refused.init?.status ?? refused.status).toBe(403)
	})
})

describe('a game: the preview', () => {
	test("the game's rounds in the viewer's language, from the game's own call", async () => {
		viewerReplies()
		const round = {
			id: 'r1',
			language: 'en',
			channel: 'sms',
			sender: '+1 555',
			subject: null,
			body: 'Pay 1.50',
			question: null,
			choices: null,
			correctChoice: null,
			isReal: false,
			explanation: 'Fake.',
		}
		server.use(http.get(`${GATEWAY}/api/v1/fake-or-real/company/:id/rounds`, () => HttpResponse.json({ rounds: [round] })))
		const calls = recordGateway()
		const page = await run(previewLoader, '/fake-or-real/preview')
		expect(calls.map((c) => c.call)).toEqual(['GET /api/v1/fake-or-real/company/cmp_acme/rounds?languageCode=en'])
		expect(page).toEqual({ game: 'fakeOrReal', rounds: [round], failure: null })
	})
})

describe('a game: the statistics', () => {
	test('the campaigns with their start, assigned users and scores out of 10; ?campaign opens its results', async () => {
		viewerReplies()
		server.use(
			http.get(`${GATEWAY}/api/v1/gaming/company/:id/campaigns`, () => HttpResponse.json({ campaigns: CAMPAIGNS })),
			http.get(`${GATEWAY}/api/v1/gaming/company/:id/campaigns/:campaignId`, ({ params }) =>
				HttpResponse.json({
					campaign: CAMPAIGNS.find((c) => c.id === params.campaignId),
					results: [
						{
							userId: 'u1',
							name: 'Alice Anders',
							email: 'alice@acme.test',
							status: 'COMPLETED',
							score: 9,
							completedAt: '2026-10-02T10:00:00.000Z',
						},
						{ userId: 'u2', name: 'Bruno Baker', email: 'bruno@acme.test', status: 'NOT_STARTED', score: null, completedAt: null },
					],
				}),
			),
		)
		const calls = recordGateway()
		const page = await run(statisticsLoader, '/gaming/statistics?campaign=gam_running')
		expect(calls.map((c) => c.call)).toEqual([
			'GET /api/v1/gaming/company/cmp_acme/campaigns',
			'GET /api/v1/gaming/company/cmp_acme/campaigns/gam_running',
		])
		expect(page.rows.map((r: any) => [r.name, r.startLabel, r.status, r.assignedUsers, r.averageScore, r.maxScore])).toEqual([
			['Quiz: Autumn', 'Oct 01, 2026', 'IN_PROGRESS', 40, '7.5', '10'],
			['Quiz: Spring', 'Oct 01, 2026', 'ARCHIVED', 40, null, null],
		])
		expect(page.results).toMatchObject({ id: 'gam_running', completed: 30, assigned: 40 })
		expect(page.results.rows.map((r: any) => [r.name, r.score, r.completedLabel])).toEqual([
			['Alice Anders', '9', 'Oct 02, 2026'],
			['Bruno Baker', null, null],
		])
		expect(page.ending).toBeNull()
	})

	test('?end asks about a running campaign of the list only; a campaign id of another list opens nothing', async () => {
		viewerReplies()
		server.use(http.get(`${GATEWAY}/api/v1/gaming/company/:id/campaigns`, () => HttpResponse.json({ campaigns: CAMPAIGNS })))
		expect((await run(statisticsLoader, '/gaming/statistics?end=gam_running')).ending).toEqual({ id: 'gam_running', name: 'Quiz: Autumn' })
		expect((await run(statisticsLoader, '/gaming/statistics?end=gam_ended')).ending).toBeNull()
		const calls = recordGateway()
		const other = await run(statisticsLoader, '/gaming/statistics?campaign=gam_someone_elses')
		expect(other.results).toBeNull()
		expect(calls.map((c) => c.call)).toEqual(['GET /api/v1/gaming/company/cmp_acme/campaigns'])
	})

	test('a company without campaigns: no rows and no failure (the empty state)', async () => {
		viewerReplies()
		server.use(http.get(`${GATEWAY}/api/v1/fake-or-real/company/:id/campaigns`, () => HttpResponse.json({ campaigns: [] })))
		expect(await run(statisticsLoader, '/fake-or-real/statistics')).toMatchObject({
			game: 'fakeOrReal',
			rows: [],
			results: null,
			ending: null,
		})
	})

	test('ending a campaign: the gateway call for the company of the session, then the tab with a toast', async () => {
		viewerReplies()
		server.use(
			http.post(`${GATEWAY}/api/v1/fake-or-real/company/:id/campaigns/:campaignId/end`, () => new HttpResponse(null, { status: 204 })),
		)
		const calls = recordGateway()
		const reply = await run(statisticsAction, '/fake-or-real/statistics?end=for_1', {
			form: { intent: 'end', campaignId: 'for_1', companyId: 'cmp_other' },
		})
		expect(calls.map((c) => c.call)).toEqual(['POST /api/v1/fake-or-real/company/cmp_acme/campaigns/for_1/end'])
		expect(reply.status).toBe(302)
		expect(reply.headers.get('Location')).toBe('/fake-or-real/statistics')
		expect(await flashToast(reply)).toMatchObject({ type: 'success', message: 'gaming:statistics.ended' })
	})

	test('a campaign that has ended already: the error toast; an unknown intent is a 400', async () => {
		viewerReplies()
		server.use(
			http.post(`${GATEWAY}/api/v1/gaming/company/:id/campaigns/:campaignId/end`, () =>
				gatewayError(409, 'campaign_archived', 'The campaign has already ended.'),
			),
		)
		const reply = await run(statisticsAction, '/gaming/statistics', { form: { intent: 'end', campaignId: 'gam_ended' } })
		expect(await flashToast(reply)).toMatchObject({ type: 'error', message: 'gaming:statistics.alreadyEnded' })
		const bad = await run(statisticsAction, '/gaming/statistics', { form: { intent: 'delete', campaignId: 'gam_ended' } })
		expect(bad.status).toBe(400)
	})
})

describe('a game: starting a campaign', () => {
	const form = {
		name: 'Quiz for Sales',
		assignmentType: 'departments',
		departmentIds: 'dep_sales',
		groupIds: 'grp_remote',
		startDate: today,
		notificationsEnabled: 'on',
		notificationSubject: 'Play the phishing quiz',
		notificationMessage: 'Ten minutes.',
	}

	test('the chosen departments only (a group ticked before switching is not sent), then the statistics tab with the toast', async () => {
		viewerReplies()
		server.use(
			http.post(`${GATEWAY}/api/v1/gaming/company/:id/campaigns`, () =>
				HttpResponse.json({ id: 'gam_new', status: 'IN_PROGRESS', assignedUsers: 12 }, { status: 201 }),
			),
		)
		const calls = recordGateway()
		const reply = await run(settingsAction, '/gaming/settings', { form })
		expect(calls).toEqual([
			{
				call: 'POST /api/v1/gaming/company/cmp_acme/campaigns',
				body: {
					name: 'Quiz for Sales',
					assignmentType: 'departments',
					departmentIds: ['dep_sales'],
					groupIds: [],
					startDate: today,
					notificationsEnabled: true,
					notificationSubject: 'Play the phishing quiz',
					notificationMessage: 'Ten minutes.',
				},
			},
		])
		expect(reply.headers.get('Location')).toBe('/gaming/statistics')
		expect(await flashToast(reply)).toMatchObject({ type: 'success', message: 'gaming:settings.started' })
	})

	test('a later start date: the scheduled toast', async () => {
		viewerReplies()
		server.use(
			http.post(`${GATEWAY}/api/v1/fake-or-real/company/:id/campaigns`, () =>
				HttpResponse.json({ id: 'for_new', status: 'QUEUED', assignedUsers: 12 }, { status: 201 }),
			),
		)
		const reply = await run(settingsAction, '/fake-or-real/settings', { form: { ...form, assignmentType: 'all' } })
		expect(reply.headers.get('Location')).toBe('/fake-or-real/statistics')
		expect(await flashToast(reply)).toMatchObject({ message: 'gaming:settings.scheduled' })
	})

	test("what is missing: the spec's messages, nothing sent, and what was typed comes back", async () => {
		viewerReplies()
		const calls = recordGateway()
		const reply = await run(settingsAction, '/gaming/settings', {
			form: { ...form, name: ' ', assignmentType: 'groups', groupIds: '', startDate: '2020-01-01', notificationSubject: '' },
		})
		expect(calls).toEqual([])
		expect(reply.init.status).toBe(400)
		expect(reply.data.result.error).toMatchObject({
			name: ['gaming:settings.errors.required'],
			targets: ['gaming:settings.errors.selectOne'],
			startDate: ['gaming:settings.errors.startDatePast'],
			notificationSubject: ['gaming:settings.errors.required'],
		})
		expect(reply.data.result.initialValue).toMatchObject({ notificationMessage: 'Ten minutes.', assignmentType: 'groups' })
	})

	test("the gateway's refusal is shown with what was typed kept", async () => {
		viewerReplies()
		server.use(
			http.post(`${GATEWAY}/api/v1/gaming/company/:id/campaigns`, () =>
				HttpResponse.json(
					{
						code: 'validation_error',
						message: 'Missing or invalid request parameters: departmentIds.',
						validationResults: [{ field: 'departmentIds', message: 'A selected department does not exist.' }],
					},
					{ status: 422 },
				),
			),
		)
		const reply = await run(settingsAction, '/gaming/settings', { form })
		expect(reply.init.status).toBe(400)
		expect(reply.data.failure).toBeTruthy()
		expect(reply.data.result.initialValue).toMatchObject({ name: 'Quiz for Sales' })
	})
})
