import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { loader } from './statistics.tsx'

const signedIn = useSignedInCookies(['admin'])
const CAMPAIGNS = `${GATEWAY}/api/v1/course/company/:companyId/course/:courseId/campaigns`

const load = (courseId: string) =>
	outcome(() =>
		loader({ ...routeArgs(`/courses/${courseId}/statistics`, { cookie: signedIn.admin }), params: { courseId } } as any),
	) as Promise<any>

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
