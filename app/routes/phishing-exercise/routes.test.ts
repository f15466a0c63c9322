import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { type ExerciseCampaign } from '#app/gateway/phishing-exercise.server.ts'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, server } from '#tests/mocks/gateway.ts'
import { action as campaignsAction } from './campaigns.tsx'
import { action as createAction, loader as createLoader } from './create.tsx'

// The campaign tabs' and the wizard's actions (spec 3 §4 "Campaign wizard", "Editing an active campaign"):
// what the server refuses on its own, whatever the browser did.

const signedIn = useSignedInCookies(['admin'])
const BASE = `${GATEWAY}/phishing-exercise/api/v1/company/:companyId`
const exerciseViewer = () =>
	viewerReplies(authUser(), companyView({ features: { ...companyView().features, isPhishingExerciseV2Enabled: true } }))
const run = (fn: (args: any) => Promise<unknown>, path: string, form?: Record<string, string>) =>
	outcome(() => fn(routeArgs(path, { cookie: signedIn.admin, form }))) as Promise<any>

function campaign(overrides: Partial<ExerciseCampaign> = {}): ExerciseCampaign {
	return {
		id: 'pex_sales',
		name: 'Sales drill',
		status: 'ACTIVE',
		startedAt: '2026-12-01T09:00:00.000Z',
		archivedAt: null,
		wasLaunched: true,
		score: null,
		usersType: 'USERS_FROM_DEPARTMENTS',
		assignments: { total: 4, completed: 1, inProgress: 1, notStarted: 1, overdue: 1 },
		daysToComplete: 30,
		templates: [],
		pack: null,
		isNotificationEnabled: true,
		notificationSubject: 'Hello',
		notificationMessage: 'Play',
		selectedDepartments: [{ id: 'dep_sales', name: 'Sales' }],
		selectedGroups: [],
		learners: [],
		firstPeriodStartedAt: null,
		nextRoundAt: null,
		isSmart: false,
		currentRound: null,
		createdAt: '2026-12-01T09:00:00.000Z',
		updatedAt: '2026-12-01T09:00:00.000Z',
		...overrides,
	}
}

const edit = (departmentIds: string[]) => ({
	intent: 'update',
	campaignId: 'pex_sales',
	assignmentType: 'departments',
	...Object.fromEntries(departmentIds.map((id, i) => [`departmentIds[${i}]`, id])),
	daysOption: '30',
	notificationsEnabled: 'on',
	notificationSubject: 'Hello',
	notificationMessage: 'Play',
})

describe('the Campaign Settings dialog', () => {
	test('an unchanged save is refused with its message and nothing is sent', async () => {
		exerciseViewer()
		const calls = recordGateway()
		server.use(http.get(`${BASE}/campaign/pex_sales`, () => HttpResponse.json(campaign())))
		const reply = await run(campaignsAction, '/phishing-exercise/active?modal=settings&campaign=pex_sales', edit(['dep_sales']))
		expect(reply.init.status).toBe(400)
		expect(reply.data.result.error['']).toEqual(['phishingExercise:edit.unchanged'])
		expect(calls.some((c) => c.call.includes('/update'))).toBe(false)
	})

	test('a department chosen before cannot be removed', async () => {
		exerciseViewer()
		server.use(http.get(`${BASE}/campaign/pex_sales`, () => HttpResponse.json(campaign())))
		const reply = await run(campaignsAction, '/phishing-exercise/active', edit(['dep_marketing']))
		expect(reply.data.result.error['']).toEqual(['phishingExercise:edit.locked'])
	})

	test('adding a department updates the campaign and says so, the dialog closed', async () => {
		exerciseViewer()
		const calls = recordGateway()
		server.use(
			http.get(`${BASE}/campaign/pex_sales`, () => HttpResponse.json(campaign())),
			http.put(`${BASE}/campaign/pex_sales/update`, () => HttpResponse.json(campaign())),
		)
		const response = await run(
			campaignsAction,
			'/phishing-exercise/active?pageNumber=1&modal=settings&campaign=pex_sales',
			edit(['dep_sales', 'dep_marketing']),
		)
		expect(response.headers.get('Location')).toBe('/phishing-exercise/active?pageNumber=1')
		expect((await flashToast(response))?.message).toBe('phishingExercise:edit.done')
		expect(calls.find((c) => c.call.includes('/update'))?.body).toMatchObject({
			usersType: 'USERS_FROM_DEPARTMENTS',
			selectedDepartmentsIds: ['dep_sales', 'dep_marketing'],
			daysToComplete: 30,
			notification: { isEnabled: true, subject: 'Hello', message: 'Play' },
		})
	})
})

/** A company of 300 learners (the gateway's users page: by name, searched on name or email, or only some ids). */
const PEOPLE = Array.from({ length: 300 }, (_, i) => {
	const n = String(i + 1).padStart(3, '0')
	return i === 299
		? { id: 'usr_zoe', fullName: 'Zoe Zimmer', email: 'zoe@example.test', departmentId: null, departmentName: null }
		: { id: `usr_${n}`, fullName: `User ${n}`, email: `user${n}@example.test`, departmentId: null, departmentName: null }
})
function peopleGateway() {
	server.use(
		http.get(`${BASE}/users/page`, ({ request }) => {
			const query = new URL(request.url).searchParams
			const text = (query.get('searchText') ?? '').toLowerCase()
			const ids = query.getAll('ids')
			const pageSize = Number(query.get('pageSize'))
			const matched = PEOPLE.filter(
				(u) => (!text || `${u.fullName} ${u.email}`.toLowerCase().includes(text)) && (!ids.length || ids.includes(u.id)),
			)
			return HttpResponse.json({
				users: matched.slice(0, pageSize),
				pageInfo: { pageNumber: 0, pageSize, totalItems: matched.length, totalPages: Math.ceil(matched.length / pageSize) },
			})
		}),
		http.get(`${BASE}/users/count`, () => HttpResponse.json({ count: PEOPLE.length })),
		http.get(`${BASE}/users/by_departments`, () => HttpResponse.json({ departments: [] })),
		http.get(`${BASE}/users/by_groups`, () => HttpResponse.json({ groups: [] })),
	)
}

describe('the users search of the recipient fields', () => {
	async function settingsStep() {
		exerciseViewer()
		const started = await run(createLoader, '/phishing-exercise/create')
		const wizard: string = started.headers.get('Location')
		exerciseViewer()
		await run(createAction, wizard, { intent: 'select', templateId: 'tpl_1' })
		return wizard.replace('step=templates', 'step=settings')
	}

	test('the Settings step offers the first 100 of 300 users and says how many there are', async () => {
		const step = await settingsStep()
		exerciseViewer()
		peopleGateway()
		const page = await run(createLoader, step)
		expect(page.settingsStep.users.total).toBe(300)
		expect(page.settingsStep.users.users).toHaveLength(100)
		expect(page.settingsStep.users.users.map((u: { id: string }) => u.id)).not.toContain('usr_zoe')
	})

	test('a search finds a user beyond the first 100 and keeps what was typed and chosen, saving nothing', async () => {
		const step = await settingsStep()
		exerciseViewer()
		peopleGateway()
		const calls = recordGateway()
		const reply = await run(createAction, step, {
			intent: 'searchUsers',
			usersQuery: '  zoe ',
			name: 'Typed name',
			assignmentType: 'users',
			'userIds[0]': 'usr_042',
			daysOption: '30',
		})
		expect(reply.init?.status ?? 200).toBe(200)
		expect(reply.data.usersSearch).toMatchObject({
			text: 'zoe',
			total: 1,
			users: [{ id: 'usr_zoe', name: 'Zoe Zimmer (zoe@example.test)' }],
			chosen: [{ id: 'usr_042', name: 'User 042 (user042@example.test)' }],
		})
		expect(reply.data.result.initialValue).toMatchObject({ name: 'Typed name', assignmentType: 'users', userIds: ['usr_042'] })
		expect(reply.data.result.error).toBeUndefined()
		expect(calls.some((c) => c.call.includes('searchText=zoe'))).toBe(true)
		// Still nothing saved: the launch step is not reachable yet.
		exerciseViewer()
		peopleGateway()
		const launch = await run(createLoader, step.replace('step=settings', 'step=launch'))
		expect(launch.headers.get('Location')).toBe(step)
	})

	test('a user found by the search is chosen, saved by name and launched with the campaign', async () => {
		const step = await settingsStep()
		exerciseViewer()
		peopleGateway()
		const saved = await run(createAction, step, {
			intent: 'settings',
			name: 'Zoe only',
			assignmentType: 'users',
			'userIds[0]': 'usr_zoe',
			daysOption: '30',
			notificationsEnabled: 'on',
			notificationSubject: 'Hi',
			notificationMessage: '',
			startDate: '',
		})
		expect(saved.headers.get('Location')).toBe(step.replace('step=settings', 'step=launch'))
		// Back on Settings the chosen user is listed by name (beyond the first page).
		exerciseViewer()
		peopleGateway()
		const again = await run(createLoader, step)
		expect(again.settingsStep.users.chosen).toEqual([{ id: 'usr_zoe', name: 'Zoe Zimmer (zoe@example.test)' }])
		expect(again.settingsStep.saved).toMatchObject({ assignmentType: 'users', userIds: ['usr_zoe'] })
		// The launch step names the selection's template and counts the one user; the launch sends her.
		exerciseViewer()
		server.use(
			http.get(`${BASE}/template/tpl_1`, () =>
				HttpResponse.json({
					id: 'tpl_1',
					name: 'Badge Renewal',
					layoutType: 'EMAIL',
					subject: 'Badge',
					fromName: null,
					fromEmail: null,
					fromPhone: null,
					thumbnailUrl: null,
					difficulty: 1,
					category: 'custom',
					type: 'CUSTOM',
					isEditable: true,
					isUsedInActiveCampaign: false,
					companyId: 'cmp',
					createdAt: '2026-12-01T09:00:00.000Z',
					updatedAt: '2026-12-01T09:00:00.000Z',
					legend: '',
					html: '<p>Hi</p>',
					designData: null,
					answers: [],
					callouts: [],
				}),
			),
		)
		const launch = await run(createLoader, step.replace('step=settings', 'step=launch'))
		expect(launch.launchStep).toMatchObject({ templatesCount: 1, templateNames: ['Badge Renewal'], recipientsCount: 1 })
		exerciseViewer()
		const calls = recordGateway()
		server.use(http.post(`${BASE}/campaign/create`, () => HttpResponse.json(campaign({ name: 'Zoe only' }))))
		await run(createAction, step.replace('step=settings', 'step=launch'), { intent: 'launch' })
		expect(calls.find((c) => c.call.endsWith('/campaign/create'))?.body).toMatchObject({
			usersType: 'USERS_SELECTED',
			selectedUsersIds: ['usr_zoe'],
		})
	})

	test('the Campaign Settings dialog searches too, its chosen users named', async () => {
		exerciseViewer()
		peopleGateway()
		const reply = await run(campaignsAction, '/phishing-exercise/active?modal=settings&campaign=pex_sales', {
			intent: 'searchUsers',
			campaignId: 'pex_sales',
			usersQuery: 'zimmer',
			assignmentType: 'users',
			'userIds[0]': 'usr_001',
		})
		expect(reply.data.usersSearch).toMatchObject({
			total: 1,
			users: [{ id: 'usr_zoe' }],
			chosen: [{ id: 'usr_001', name: 'User 001 (user001@example.test)' }],
		})
		expect(reply.data.result.initialValue).toMatchObject({ userIds: ['usr_001'] })
	})
})

describe('the campaign wizard', () => {
	async function newDraft() {
		exerciseViewer()
		const started = await run(createLoader, '/phishing-exercise/create')
		const location: string = started.headers.get('Location')
		expect(location).toMatch(/^\/phishing-exercise\/create\?draft=[\w-]{32}&step=templates$/)
		return location
	}

	test('an eleventh template is refused with the dialog; ten launch in their order and the draft is gone', async () => {
		const wizard = await newDraft()
		for (let i = 1; i <= 10; i++) {
			exerciseViewer()
			const response = await run(createAction, wizard, { intent: 'select', templateId: `tpl_${i}` })
			expect(response.headers.get('Location')).toBe(wizard)
		}
		exerciseViewer()
		const refused = await run(createAction, wizard, { intent: 'select', templateId: 'tpl_11' })
		expect(refused.headers.get('Location')).toBe(`${wizard}&modal=limit`)

		const settingsStep = wizard.replace('step=templates', 'step=settings')
		exerciseViewer()
		server.use(http.get(`${BASE}/users/count`, () => HttpResponse.json({ count: 12 })))
		const settings = await run(createAction, settingsStep, {
			intent: 'settings',
			name: ' Q4 ',
			assignmentType: 'all',
			daysOption: 'custom',
			customDays: '9',
			notificationsEnabled: 'on',
			notificationSubject: 'Hi',
			notificationMessage: '',
			startDate: '',
		})
		expect(settings.headers.get('Location')).toBe(wizard.replace('step=templates', 'step=launch'))

		exerciseViewer()
		const calls = recordGateway()
		server.use(http.post(`${BASE}/campaign/create`, () => HttpResponse.json(campaign({ name: 'Q4' }))))
		const launched = await run(createAction, wizard.replace('step=templates', 'step=launch'), { intent: 'launch' })
		expect(launched.headers.get('Location')).toBe('/phishing-exercise')
		expect((await flashToast(launched))?.message).toBe('phishingExercise:wizard.launch.done')
		const body = calls.find((c) => c.call.endsWith('/campaign/create'))?.body as Record<string, unknown>
		expect(body).toMatchObject({ name: 'Q4', usersType: 'USERS_ALL', daysToComplete: 9, packId: null })
		expect(body.templates).toEqual(Array.from({ length: 10 }, (_, i) => ({ orderNumber: i + 1, templateId: `tpl_${i + 1}` })))

		exerciseViewer()
		expect(await run(createLoader, wizard)).toEqual({ expired: true })
	})

	test('the Settings step refuses a department choice without departments, keeping what was typed', async () => {
		const wizard = await newDraft()
		exerciseViewer()
		await run(createAction, wizard, { intent: 'select', templateId: 'tpl_1' })
		exerciseViewer()
		const reply = await run(createAction, wizard.replace('step=templates', 'step=settings'), {
			intent: 'settings',
			name: '',
			assignmentType: 'departments',
			daysOption: '30',
			notificationSubject: 'Kept subject',
		})
		expect(reply.init.status).toBe(400)
		expect(reply.data.result.error).toMatchObject({
			name: ['phishingExercise:wizard.errors.nameRequired'],
			targets: ['phishingExercise:wizard.errors.noRecipients'],
		})
		expect(reply.data.result.initialValue).toMatchObject({ notificationSubject: 'Kept subject', assignmentType: 'departments' })
	})
})
