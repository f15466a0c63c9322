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
