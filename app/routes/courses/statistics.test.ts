import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { action, loader } from './statistics.tsx'

const signedIn = useSignedInCookies(['admin', 'msp'])
const CAMPAIGNS = `${GATEWAY}/api/v1/course/company/:companyId/course/:courseId/campaigns`

const load = (courseId: string, search = '', role = 'admin') =>
	outcome(() =>
		loader({ ...routeArgs(`/courses/${courseId}/statistics${search}`, { cookie: signedIn[role] }), params: { courseId } } as any),
	) as Promise<any>
const END = `${GATEWAY}/api/v1/campaign/company/:companyId/:campaignId/end`
function end(campaignId: string, role = 'admin') {
	const args = routeArgs('/courses/crs_annual_awareness/statistics', {
		cookie: signedIn[role],
		form: { intent: 'endCampaign', campaignId },
	})
	return outcome(() => action({ ...args, params: { courseId: 'crs_annual_awareness' } } as any)) as Promise<any>
}

const row = {
	id: 'tcp_1',
	name: 'Annual Training Campaign',
	status: 'IN_PROGRESS',
	total: 300,
	completed: 100,
	inProgress: 100,
	overdue: 0,
	notStarted: 100,
	score: 77.5,
	daysToComplete: 30,
	startedAt: '2026-11-06T09:00:00.000Z',
	archivedAt: null,
	completionPercentage: 33,
}

describe("a course's statistics tab: the loader", () => {
	test("the company's campaigns of the course, with the dates in the viewer's language", async () => {
		viewerReplies()
		server.use(http.get(CAMPAIGNS, () => HttpResponse.json({ campaigns: [row] })))
		const calls = recordGateway()
		const page = await load('crs_annual_awareness')
		expect(calls.map((c) => c.call)).toEqual(['GET /api/v1/course/company/cmp_acme/course/crs_annual_awareness/campaigns'])
		expect(page.failure).toBeNull()
		expect(page.rows).toEqual([{ ...row, startedLabel: 'Nov 06, 2026', archivedLabel: null }])
	})

	test('a failed read keeps the tab with the message', async () => {
		viewerReplies()
		server.use(http.get(CAMPAIGNS, () => gatewayError(500, 'INTERNAL', 'boom')))
		expectConsoleError()
		const page = await load('crs_annual_awareness')
		expect(page.rows).toEqual([])
		expect(page.failure).toEqual({ message: 'common:tryAgain' })
	})
})

describe('End campaign', () => {
	const archived = { ...row, id: 'tcp_old', status: 'ARCHIVED', archivedAt: '2026-10-01T09:00:00.000Z' }

	test('?end= opens the confirmation for a campaign of the list that has not ended; an archived or unknown one opens nothing', async () => {
		viewerReplies()
		server.use(http.get(CAMPAIGNS, () => HttpResponse.json({ campaigns: [row, archived] })))
		expect((await load('crs_annual_awareness', '?end=tcp_1')).ending).toMatchObject({ id: 'tcp_1', name: 'Annual Training Campaign' })
		expect((await load('crs_annual_awareness', '?end=tcp_old')).ending).toBeNull()
		expect((await load('crs_annual_awareness', '?end=tcp_other')).ending).toBeNull()
	})

	test('an MSP user sees the statistics without the action', async () => {
		viewerReplies(authUser({ role: 'msp' }))
		server.use(http.get(CAMPAIGNS, () => HttpResponse.json({ campaigns: [row] })))
		expect(await load('crs_annual_awareness', '?end=tcp_1', 'msp')).toMatchObject({ canEnd: false, ending: null })
		const refused = await end('tcp_1', 'msp')
		expect(refused.status).toBe(403)
	})

	test('confirming ends it through the gateway and comes back to the tab saying so', async () => {
		viewerReplies()
		server.use(http.patch(END, () => new HttpResponse(null, { status: 204 })))
		const calls = recordGateway()
		const result = await end('tcp_1')
		expect(calls.map((c) => c.call)).toEqual(['PATCH /api/v1/campaign/company/cmp_acme/tcp_1/end'])
		expect(result.headers.get('Location')).toBe('/courses/crs_annual_awareness/statistics')
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'learning:statistics.ended' })
	})

	test("the gateway's refusal comes back as an error message", async () => {
		viewerReplies()
		server.use(http.patch(END, () => gatewayError(409, 'campaign_archived', 'The campaign has already ended.')))
		const result = await end('tcp_1')
		expect(await flashToast(result)).toEqual({ type: 'error', message: 'The campaign has already ended.', raw: true })
	})
})
