import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { GATEWAY, server } from '#tests/mocks/gateway.ts'
import { action as createAction, loader as createLoader } from './create.tsx'
import { action as listAction } from './list.tsx'

// The list's and the create page's actions (spec 3 §4 lifecycle, §5 schedule messages, §8 toasts): what the
// server does with a post, whatever the browser did.

const signedIn = useSignedInCookies(['admin'])
const BASE = `${GATEWAY}/phishing/api/v3/company/:companyId`
const run = (fn: (args: any) => Promise<unknown>, path: string, form?: Record<string, string>) =>
	outcome(() => fn(routeArgs(path, { cookie: signedIn.admin, form }))) as Promise<any>

const EXERCISE = `${GATEWAY}/phishing-exercise/api/v1/company/:companyId`
/** What the page draws again beside a refusal: the template list and the recipients. */
function pageReads() {
	server.use(
		http.get(`${BASE}/templates`, () => HttpResponse.json({ templates: [], pageInfo: { number: 0, size: 9, totalCount: 0 } })),
		http.get(`${EXERCISE}/users/page`, () =>
			HttpResponse.json({ users: [], pageInfo: { pageNumber: 0, pageSize: 100, totalItems: 0, totalPages: 0 } }),
		),
		http.get(`${EXERCISE}/users/count`, () => HttpResponse.json({ count: 12 })),
		http.get(`${EXERCISE}/users/by_departments`, () => HttpResponse.json({ departments: [] })),
		http.get(`${EXERCISE}/users/by_groups`, () => HttpResponse.json({ groups: [] })),
	)
}

const launchForm = {
	intent: 'launch',
	name: 'Q3 simulation',
	'templateIds[0]': 'tpl_1',
	loginPageId: 'lp_microsoft',
	assignmentType: 'all',
	frequency: 'monthly',
	daysPerRound: '0',
	sendHour: '9',
	timezone: 'Europe/Kyiv',
	startMode: 'date',
	startDate: '2099-01-15',
}

describe('the campaign list', () => {
	test('Stop archives the campaign and comes back to the same page without the dialog, with the spec’s toast', async () => {
		viewerReplies()
		const calls = recordGateway()
		server.use(http.patch(`${BASE}/campaign/sim_1/complete`, () => new HttpResponse(null, { status: 204 })))
		const response = await run(listAction, '/phishing-simulation/active?pageNumber=1&modal=archive&campaignId=sim_1', {
			intent: 'archive',
			campaignId: 'sim_1',
		})
		expect(response.headers.get('Location')).toBe('/phishing-simulation/active?pageNumber=1')
		expect((await flashToast(response))?.message).toBe('phishingSimulation:archive.done')
		expect(calls.find((c) => c.call.includes('/complete'))?.body).toEqual({ companyId: expect.any(String) })
	})

	test('a refused delete says why, and nothing else happens', async () => {
		viewerReplies()
		server.use(
			http.delete(`${BASE}/campaign/sim_1/delete`, () =>
				HttpResponse.json({ code: 'campaign_state', message: 'Only archived campaigns can be deleted.' }, { status: 409 }),
			),
		)
		const response = await run(listAction, '/phishing-simulation/active?modal=delete&campaignId=sim_1', {
			intent: 'delete',
			campaignId: 'sim_1',
		})
		expect(response.headers.get('Location')).toBe('/phishing-simulation/active')
		expect((await flashToast(response))?.type).toBe('error')
	})

	test('an unknown intent is refused', async () => {
		viewerReplies()
		const response = await run(listAction, '/phishing-simulation/active', { intent: 'launch', campaignId: 'sim_1' })
		expect(response.status).toBe(400)
	})
})

describe('the create page', () => {
	test('Save draft creates a draft with only what was chosen, and stays on the page with its id', async () => {
		viewerReplies()
		const calls = recordGateway()
		server.use(http.post(`${BASE}/campaign/create`, () => HttpResponse.json({ id: 'sim_new', status: 'DRAFT' })))
		const response = await run(createAction, '/phishing-simulation-create', { intent: 'save', name: '  Draft one ', sendHour: '9' })
		expect(response.headers.get('Location')).toBe('/phishing-simulation-create?campaignId=sim_new')
		expect((await flashToast(response))?.message).toBe('phishingSimulation:create.saved')
		expect(calls.find((c) => c.call.endsWith('/campaign/create'))?.body).toMatchObject({
			name: 'Draft one',
			templateIds: [],
			usersType: 'USERS_ALL',
			startNow: true,
			startDate: null,
			launch: false,
		})
	})

	test('Launch of a draft updates it with launch on and goes to the Active tab', async () => {
		viewerReplies()
		const calls = recordGateway()
		server.use(http.put(`${BASE}/campaign/sim_draft/update`, () => HttpResponse.json({ id: 'sim_draft', status: 'QUEUED' })))
		const response = await run(createAction, '/phishing-simulation-create?campaignId=sim_draft', launchForm)
		expect(response.headers.get('Location')).toBe('/phishing-simulation/active')
		expect((await flashToast(response))?.message).toBe('phishingSimulation:create.launched')
		expect(calls.find((c) => c.call.endsWith('/update'))?.body).toMatchObject({
			templateIds: ['tpl_1'],
			loginPageId: 'lp_microsoft',
			timezone: 'Europe/Kyiv',
			startNow: false,
			startDate: '2099-01-15',
			daysPerRound: 0,
			frequency: 'monthly',
			launch: true,
		})
	})

	test("the gateway's 422 comes back on the form's fields, in the page's words, with everything kept", async () => {
		viewerReplies()
		pageReads()
		server.use(
			http.post(`${BASE}/campaign/create`, () =>
				HttpResponse.json(
					{
						code: 'validation',
						message: 'Invalid campaign',
						validationResults: [
							{ field: 'startDate', message: 'The date must be in the future' },
							{ field: 'selectedGroupsIds', message: 'Please select groups' },
						],
						details: [
							{ code: 'startDate', description: 'The date must be in the future' },
							{ code: 'selectedGroupsIds', description: 'Please select groups' },
						],
					},
					{ status: 422 },
				),
			),
		)
		const reply = await run(createAction, '/phishing-simulation-create', launchForm)
		expect(reply.init.status).toBe(400)
		expect(reply.data.result.error).toMatchObject({
			startDate: ['phishingSimulation:create.errors.dateInPast'],
			targets: ['phishingSimulation:create.errors.groupsRequired'],
		})
		expect(reply.data.result.initialValue).toMatchObject({ name: 'Q3 simulation', timezone: 'Europe/Kyiv' })
	})

	test('a launch the form refuses never reaches the gateway', async () => {
		viewerReplies()
		pageReads()
		const calls = recordGateway()
		const reply = await run(createAction, '/phishing-simulation-create', { ...launchForm, startDate: '' })
		expect(reply.init.status).toBe(400)
		expect(reply.data.result.error.startDate).toEqual(['phishingSimulation:create.errors.dateRequired'])
		expect(calls.some((c) => c.call.includes('/campaign/'))).toBe(false)
	})

	test('continuing a campaign the company does not have goes back to the list', async () => {
		viewerReplies()
		server.use(
			http.get(`${BASE}/campaign/sim_other`, () => HttpResponse.json({ code: 'not_found', message: 'Not found' }, { status: 404 })),
		)
		const response = await run(createLoader, '/phishing-simulation-create?campaignId=sim_other')
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/phishing-simulation/drafts')
	})
})
