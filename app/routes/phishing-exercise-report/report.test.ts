import { parse } from 'csv-parse/sync'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { type ReportStatistics, type UserReportRow } from '#app/gateway/phishing-exercise.server.ts'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { loader as download } from './download.ts'
import { loader } from './report.tsx'

// The phishing exercise report's loader and CSV download (spec 3 §2, §7 "Exercise reports", §9) with the
// gateway intercepted: the URL's state is the gateway's query, for the session's company only.

const signedIn = useSignedInCookies(['admin', 'user'])
const REPORT = `${GATEWAY}/phishing-exercise/api/v1/company/:companyId/campaign/:campaignId/report`

function v2Viewer() {
	viewerReplies(authUser(), companyView({ features: { ...companyView().features, isPhishingExerciseV2Enabled: true } }))
}

const statistics = (overrides: Partial<ReportStatistics['campaign']> = {}): ReportStatistics => ({
	statistic: {
		statuses: { COMPLETED: 3, IN_PROGRESS: 2, NOT_STARTED: 4, OVERDUE: 1 },
		total: { averageScore: 72, learners: 10, completionPercentage: 30 },
	},
	campaign: {
		id: 'pec_1',
		name: 'Winter Exercise',
		status: 'ACTIVE',
		startedAt: '2026-11-01T09:00:00.000Z',
		archivedAt: null,
		daysToComplete: 14,
		...overrides,
	},
})

const user = (id: string, overrides: Partial<UserReportRow> = {}): UserReportRow => ({
	id,
	fullName: `Learner ${id}`,
	email: `${id}@acme.test`,
	departments: ['Sales', 'Finance'],
	status: 'COMPLETED',
	daysToComplete: null,
	completionPercentage: 100,
	correct: 3,
	partial: 1,
	wrong: 0,
	score: 85,
	completedAt: '2026-11-20T10:00:00.000Z',
	...overrides,
})
const pageInfo = (totalItems: number, pageSize = 10) => ({
	pageNumber: 0,
	pageSize,
	totalItems,
	totalPages: Math.max(1, Math.ceil(totalItems / pageSize)),
})

function reportReplies(rows: UserReportRow[] = [user('u1')], total = rows.length) {
	server.use(
		http.get(`${REPORT}/statistics`, () => HttpResponse.json(statistics())),
		http.get(`${REPORT}/users`, () => HttpResponse.json({ rows, pageInfo: pageInfo(total) })),
		http.get(`${REPORT}/filter/departments`, () => HttpResponse.json({ departments: [{ id: 'dep_sales', name: 'Sales' }] })),
		http.get(`${REPORT}/filter/groups`, () => HttpResponse.json({ groups: [{ id: 'grp_1', name: 'Managers' }] })),
	)
}

function args(path: string, role = 'admin') {
	const base = routeArgs(path, { cookie: signedIn[role] })
	const [, , campaignId, tab] = base.url.pathname.split('/')
	return { ...base, params: { campaignId, tab } }
}
const load = (path: string, role = 'admin') => outcome(() => loader(args(path, role) as any)) as Promise<any>
const get = (path: string) => outcome(() => download(args(path) as any)) as Promise<Response>

describe('the phishing exercise report page', () => {
	test("the URL's filters, search, sort and page are the gateway's query, for the session's company", async () => {
		v2Viewer()
		reportReplies([user('u1'), user('u2', { status: 'OVERDUE', daysToComplete: 3, score: 0, completedAt: null })], 42)
		const calls = recordGateway()
		const data = await load(
			'/phishing-exercise-report/pec_1/users?status=OVERDUE&status=bogus&departments=dep_sales&groups=grp_1&searchText=ann&orderBy=score&order=asc&pageSize=25&pageNumber=1',
		)
		expect(calls.map((c) => c.call).sort()).toEqual([
			'GET /phishing-exercise/api/v1/company/cmp_acme/campaign/pec_1/report/filter/departments',
			'GET /phishing-exercise/api/v1/company/cmp_acme/campaign/pec_1/report/filter/groups',
			'GET /phishing-exercise/api/v1/company/cmp_acme/campaign/pec_1/report/statistics?companyId=cmp_acme&campaignId=pec_1&departments=dep_sales&groups=grp_1',
			'GET /phishing-exercise/api/v1/company/cmp_acme/campaign/pec_1/report/users?pageNumber=1&pageSize=25&order=asc&orderBy=score&searchText=ann&status=OVERDUE&departments=dep_sales&groups=grp_1',
		])
		expect(data.name).toBe('Winter Exercise')
		expect(data.stats).toEqual({ statuses: { COMPLETED: 3, IN_PROGRESS: 2, NOT_STARTED: 4, OVERDUE: 1 }, averageScore: 72 })
		expect(data.table.total).toBe(42)
		expect(data.table.rows[0]).toMatchObject({
			fullName: 'Learner u1',
			departments: 'Sales, Finance',
			score: 85,
			completedAt: 'Nov 20, 2026',
		})
		expect(data.isFiltered).toBe(true)
		expect(data.departments).toEqual([{ id: 'dep_sales', name: 'Sales' }])
		expect(data.dialog).toBeNull()
	})

	test('no query: ten rows by status descending (spec 3 §9); the bare campaign path goes to the users tab', async () => {
		v2Viewer()
		reportReplies()
		const calls = recordGateway()
		await load('/phishing-exercise-report/pec_1/users')
		expect(calls.map((c) => c.call)).toContain(
			'GET /phishing-exercise/api/v1/company/cmp_acme/campaign/pec_1/report/users?pageNumber=0&pageSize=10&order=desc&orderBy=status',
		)
		const bare = await outcome(() =>
			loader({ ...args('/phishing-exercise-report/pec_1?status=OVERDUE'), params: { campaignId: 'pec_1' } } as any),
		)
		expect((bare as Response).headers.get('Location')).toBe('/phishing-exercise-report/pec_1/users?status=OVERDUE')
		expect(((await load('/phishing-exercise-report/pec_1/overview')) as Response).status).toBe(404)
	})

	test("a user's row opens the dialog of their templates, by answer status descending", async () => {
		v2Viewer()
		reportReplies()
		server.use(
			http.get(`${REPORT}/user/:userId`, () =>
				HttpResponse.json({
					user: { id: 'u1', fullName: 'Learner u1', email: 'u1@acme.test', status: 'COMPLETED' },
					rows: [
						{ id: 'tpl_1', name: 'Bank alert', thumbnail: null, layoutType: 'SMS', answer: 'REPORT_PHISHING', answerStatus: 'CORRECT' },
					],
					pageInfo: pageInfo(1, 100),
				}),
			),
		)
		const calls = recordGateway()
		const data = await load('/phishing-exercise-report/pec_1/users?modal=user&user=u1&dialogSearchText=bank')
		expect(calls.map((c) => c.call)).toContain(
			'GET /phishing-exercise/api/v1/company/cmp_acme/campaign/pec_1/report/user/u1?pageNumber=0&pageSize=10&order=desc&orderBy=answerStatus&searchText=bank',
		)
		expect(data.dialog).toMatchObject({ modal: 'user', name: 'Learner u1', searchText: 'bank', total: 1 })
		expect(data.dialog.rows[0]).toMatchObject({ name: 'Bank alert', answer: 'REPORT_PHISHING', answerStatus: 'CORRECT' })
	})

	test("a postponed campaign shows the spec's notice instead of the report", async () => {
		v2Viewer()
		server.use(
			http.get(`${REPORT}/statistics`, () =>
				gatewayError(409, 'campaign_postponed', 'Report unavailable for postponed Phishing Exercise campaign.'),
			),
			// The title's campaign name is a nicety: the notice shows without it.
			http.get(`${GATEWAY}/phishing-exercise/api/v1/company/:companyId/campaign/:campaignId`, () => gatewayError(404, 'not_found', 'gone')),
		)
		const calls = recordGateway()
		const data = await load('/phishing-exercise-report/pec_2/users')
		expect(data).toEqual({ state: 'postponed', campaignId: 'pec_2', tab: 'users', name: null })
		expect(calls.some((c) => c.call.includes('/report/users'))).toBe(false)
	})

	test("another company's campaign is the 404 page", async () => {
		v2Viewer()
		server.use(http.get(`${REPORT}/statistics`, () => gatewayError(404, 'not_found', 'Campaign not found')))
		expect(((await load('/phishing-exercise-report/pec_other/users')) as Response).status).toBe(404)
	})

	test('a learner, or a company without the phishing exercise, is not let in', async () => {
		viewerReplies(authUser({ role: 'user' }))
		const calls = recordGateway()
		expect(((await load('/phishing-exercise-report/pec_1/users', 'user')) as Response).status).toBe(302)
		viewerReplies()
		expect(((await load('/phishing-exercise-report/pec_1/users')) as Response).headers.get('Location')).toBe('/gaming')
		expect(calls.filter((c) => c.call.includes('/phishing-exercise/'))).toEqual([])
	})
})

describe('the phishing exercise report: Export CSV', () => {
	test("the tab's CSV: filters, search and sort kept; formula cells made text; the header in the reader's words", async () => {
		v2Viewer()
		// A gateway that did not neutralise its cells: the console must.
		const csv =
			'Full Name,Email,Departments,Status,Days to Complete,Completion,Correct,Partial,Wrong,Score,Completed Date\r\n' +
			'"=HYPERLINK(""https://x.test"",""Bonus"")",a@acme.test,Sales,COMPLETED,,100,3,1,0,85,2026-11-20\r\n' +
			'@Eli,eli@acme.test,+Finance,OVERDUE,,0,0,0,0,0,\r\n'
		server.use(http.get(`${REPORT}/users`, () => new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv' } })))
		const calls = recordGateway()
		const response = await get(
			'/phishing-exercise-report/pec_1/users/download?status=OVERDUE&departments=dep_sales&searchText=ann&orderBy=score',
		)
		expect(calls.map((c) => c.call)).toEqual([
			'GET /phishing-exercise/api/v1/company/cmp_acme/campaign/pec_1/report/users?order=desc&orderBy=score&searchText=ann&status=OVERDUE&departments=dep_sales&isCsv=true',
		])
		expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
		expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="phishing-exercise-users-\d{4}-\d{2}-\d{2}\.csv"$/)
		const rows: string[][] = parse(await response.text(), { bom: true })
		expect(rows[0]).toEqual([
			'Full Name',
			'Email',
			'Departments',
			'Status',
			'Days to Complete',
			'Completion',
			'Correct',
			'Partial',
			'Wrong',
			'Score',
			'Completed Date',
		])
		expect(rows[1]![0]).toBe(`'=HYPERLINK("https://x.test","Bonus")`)
		expect(rows[2]!.slice(0, 3)).toEqual(["'@Eli", 'eli@acme.test', "'+Finance"])
	})

	test("a template dialog's CSV is its users' list, by status descending", async () => {
		v2Viewer()
		server.use(
			http.get(`${REPORT}/template/:templateId`, () => new HttpResponse('Full Name,Email,Answer,Status\r\nAnn,,LOOKS_LEGIT,WRONG\r\n')),
		)
		const calls = recordGateway()
		const response = await get('/phishing-exercise-report/pec_1/templates/download?modal=template&template=tpl_1&groups=grp_1')
		expect(calls.map((c) => c.call)).toEqual([
			'GET /phishing-exercise/api/v1/company/cmp_acme/campaign/pec_1/report/template/tpl_1?order=desc&orderBy=status&groups=grp_1&isCsv=true',
		])
		expect(parse(await response.text(), { bom: true })).toEqual([
			['Full Name', 'Email', 'Answer', 'Status'],
			['Ann', '', 'LOOKS_LEGIT', 'WRONG'],
		])
	})

	test('a failed export goes back to the same page with the error toast', async () => {
		expectConsoleError()
		v2Viewer()
		server.use(http.get(`${REPORT}/groups`, () => gatewayError(500, 'INTERNAL', 'boom')))
		const response = await get('/phishing-exercise-report/pec_1/groups/download?status=COMPLETED')
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/phishing-exercise-report/pec_1/groups?status=COMPLETED')
		expect(await flashToast(response)).toMatchObject({ type: 'error', message: 'phishingExerciseReport:downloadFailed' })
	})
})
