import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { type PolicyReportRow } from '#app/gateway/policies.server.ts'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action as assignAction } from './assign.tsx'
import { action as reportAction, loader as reportLoader } from './report.tsx'
import { loader as revisionLoader } from './revision.tsx'

const signedIn = useSignedInCookies(['admin', 'user'])

const REPORT = `${GATEWAY}/reports/api/v1/company/:companyId/policies/report`
const LIST = `${GATEWAY}/reports/api/v1/company/:companyId/lists/policies`
const STATISTICS = `${GATEWAY}/reports/api/v1/company/:companyId/policies/statistics`
const REVISIONS = `${GATEWAY}/api/v1/policies/company/:companyId/revisions`
const END = `${GATEWAY}/api/v1/policies/company/:companyId/revisions/:revisionId/end`
const ATTACHMENTS = `${GATEWAY}/api/v1/course/company/:companyId/attachments`
const today = new Date().toISOString().slice(0, 10)

function row(overrides: Partial<PolicyReportRow> & Pick<PolicyReportRow, 'id' | 'name'>): PolicyReportRow {
	return {
		policyId: 'pol_1',
		revision: 1,
		assignments: 10,
		progress: 50,
		acknowledged: 5,
		notOpened: 3,
		overdue: 2,
		averageAcknowledge: 7200,
		createdAt: '2026-03-05T10:00:00.000Z',
		endedAt: null,
		startDate: '2026-03-05',
		daysToComplete: 30,
		assignmentType: 'all',
		document: { name: 'policy.pdf', url: 'http://localhost/__gateway/attachments/att_1' },
		...overrides,
	}
}

const load = (path: string, role = 'admin') =>
	outcome(() => reportLoader(routeArgs(path, { cookie: signedIn[role] }) as any)) as Promise<any>

describe('/policies: the loader and the end action', () => {
	test('paging, sorting, the search and revisionIds of the URL are the gateway query; rows in "MMM dd, yyyy"', async () => {
		viewerReplies()
		server.use(
			http.get(REPORT, () =>
				HttpResponse.json({
					rows: [row({ id: 'prv_1', name: 'Acceptable Use Policy', endedAt: '2026-04-01T08:00:00.000Z' })],
					itemsCount: 51,
				}),
			),
			http.get(LIST, () =>
				HttpResponse.json({
					policies: [{ id: 'pol_1', name: 'Acceptable Use Policy', revisions: [{ id: 'prv_1', revision: 1, endedAt: null }] }],
				}),
			),
		)
		const calls = recordGateway()
		const page = await load(
			'/policies?pageNumber=1&pageSize=50&orderBy=progress&order=asc&searchText=use&revisionIds=prv_1&revisionIds=prv_2',
		)
		expect(calls.map((c) => c.call).sort()).toEqual([
			'GET /reports/api/v1/company/cmp_acme/lists/policies',
			'GET /reports/api/v1/company/cmp_acme/policies/report?pageNumber=1&pageSize=50&order=asc&orderBy=progress&search=use&revisionIds=prv_1&revisionIds=prv_2',
		])
		expect(page.total).toBe(51)
		expect(page.rows[0]).toMatchObject({
			name: 'Acceptable Use Policy',
			createdLabel: 'Mar 05, 2026',
			endedLabel: 'Apr 01, 2026',
			average: { unit: 'hours', value: 2 },
		})
		expect(page.revisionOptions).toEqual([{ id: 'prv_1', name: 'Acceptable Use Policy', revision: 1 }])
	})

	test('a page size other than 25, 50 or 100 is 25', async () => {
		viewerReplies()
		server.use(
			http.get(REPORT, () => HttpResponse.json({ rows: [], itemsCount: 0 })),
			http.get(LIST, () => HttpResponse.json({ policies: [] })),
		)
		const calls = recordGateway()
		await load('/policies?pageSize=10')
		expect(calls.map((c) => c.call)).toContain(
			'GET /reports/api/v1/company/cmp_acme/policies/report?pageNumber=0&pageSize=25&order=desc&orderBy=createdAt',
		)
	})

	test('a learner is not let in', async () => {
		viewerReplies(authUser({ role: 'user' }))
		const calls = recordGateway()
		const result = await load('/policies', 'user')
		expect(result.status).toBe(302)
		expect(result.headers.get('Location')).not.toMatch(/^\/policies/)
		expect(calls).toEqual([])
	})

	test('?end opens the confirmation only for a revision of the page that has not ended; End ends it with the spec-style toast', async () => {
		viewerReplies()
		server.use(
			http.get(REPORT, () =>
				HttpResponse.json({
					rows: [row({ id: 'prv_open', name: 'A' }), row({ id: 'prv_ended', name: 'B', endedAt: '2026-04-01T08:00:00.000Z' })],
					itemsCount: 2,
				}),
			),
			http.get(LIST, () => HttpResponse.json({ policies: [] })),
			http.patch(END, () => new HttpResponse(null, { status: 204 })),
		)
		expect((await load('/policies?end=prv_open')).ending).toMatchObject({ id: 'prv_open' })
		expect((await load('/policies?end=prv_ended')).ending).toBeNull()
		const calls = recordGateway()
		const result = (await outcome(() =>
			reportAction(
				routeArgs('/policies?end=prv_open&orderBy=name', {
					cookie: signedIn.admin,
					form: { intent: 'endRevision', revisionId: 'prv_open' },
				}) as any,
			),
		)) as any
		expect(calls.map((c) => c.call)).toEqual(['PATCH /api/v1/policies/company/cmp_acme/revisions/prv_open/end'])
		expect(result.status).toBe(302)
		expect(result.headers.get('Location')).toBe('/policies?orderBy=name')
		expect(await flashToast(result)).toMatchObject({ type: 'success', message: 'policies:end.done' })
	})

	test('ending a revision that has already ended says so', async () => {
		viewerReplies()
		server.use(http.patch(END, () => gatewayError(409, 'policy_revision_ended', 'This policy revision has already ended.')))
		const result = (await outcome(() =>
			reportAction(routeArgs('/policies', { cookie: signedIn.admin, form: { intent: 'endRevision', revisionId: 'prv_1' } }) as any),
		)) as any
		expect(await flashToast(result)).toMatchObject({ type: 'error', message: 'policies:end.already' })
	})
})

describe('a revision’s learners: the loader', () => {
	test('the status filter and paging are the gateway query; another company’s revision is a 404', async () => {
		viewerReplies()
		server.use(
			http.get(STATISTICS, ({ request }) =>
				new URL(request.url).searchParams.get('revisionId') === 'prv_1'
					? HttpResponse.json({
							revision: row({ id: 'prv_1', name: 'Acceptable Use Policy' }),
							users: [
								{
									userId: 'usr_1',
									name: 'Alice',
									email: 'alice@acme.test',
									status: 'acknowledged',
									assignedAt: '2026-03-05T10:00:00.000Z',
									acknowledgedAt: '2026-03-06T10:00:00.000Z',
									timeToAcknowledge: 86400,
								},
							],
							itemsCount: 1,
						})
					: gatewayError(404, 'not_found', 'Policy revision not found'),
			),
		)
		const calls = recordGateway()
		const page = (await outcome(() =>
			revisionLoader({
				...routeArgs('/policies/revisions/prv_1?statuses=acknowledged&statuses=bogus', { cookie: signedIn.admin }),
				params: { revisionId: 'prv_1' },
			} as any),
		)) as any
		expect(calls.map((c) => c.call)).toEqual([
			'GET /reports/api/v1/company/cmp_acme/policies/statistics?revisionId=prv_1&pageNumber=0&pageSize=25&order=asc&orderBy=name&statuses=acknowledged',
		])
		expect(page.statuses).toEqual(['acknowledged'])
		expect(page.rows).toEqual([
			{
				id: 'usr_1',
				name: 'Alice',
				email: 'alice@acme.test',
				status: 'acknowledged',
				acknowledgedLabel: 'Mar 06, 2026',
				time: { unit: 'days', value: 1 },
			},
		])
		const missing = await outcome(() =>
			revisionLoader({
				...routeArgs('/policies/revisions/prv_other', { cookie: signedIn.admin }),
				params: { revisionId: 'prv_other' },
			} as any),
		)
		expect((missing as Response).status).toBe(404)
	})
})

describe('Assign Policy: the action', () => {
	const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%%EOF\n')
	const form = {
		name: 'Clean Desk Policy',
		assignmentType: 'groups',
		groupIds: 'grp_remote',
		daysOption: '14',
		startDate: today,
		notificationsEnabled: 'on',
		notificationSubject: 'Please read',
		notificationMessage: 'Thanks',
	}
	function postMultipart(fields: Record<string, string | File>, path = '/policies/assign') {
		const body = new FormData()
		for (const [name, value] of Object.entries(fields)) body.append(name, value)
		const args = routeArgs(path, { cookie: signedIn.admin })
		const request = new Request(args.request.url, { method: 'POST', body, headers: args.request.headers })
		return outcome(() => assignAction({ ...args, request } as any)) as Promise<any>
	}

	test('the PDF goes first, then the revision names it: a new policy, back to /policies with the toast', async () => {
		viewerReplies()
		server.use(
			http.post(ATTACHMENTS, () => HttpResponse.json({ attachmentId: 'att_9', fileName: 'desk.pdf', size: 15 }, { status: 201 })),
			http.post(REVISIONS, () =>
				HttpResponse.json({ policyId: 'pol_9', revisionId: 'prv_9', revision: 1, assignedUsers: 4 }, { status: 201 }),
			),
		)
		const calls = recordGateway()
		const result = await postMultipart({ ...form, attachmentPdf: new File([PDF_BYTES], 'desk.pdf', { type: 'application/pdf' }) })
		expect(result.status).toBe(302)
		expect(result.headers.get('Location')).toBe('/policies')
		expect(await flashToast(result)).toMatchObject({ type: 'success', message: 'policies:assignPage.done' })
		expect(calls.map((c) => c.call)).toEqual([
			'POST /api/v1/course/company/cmp_acme/attachments?fileName=desk.pdf',
			'POST /api/v1/policies/company/cmp_acme/revisions',
		])
		expect(calls[1]!.body).toEqual({
			policyId: null,
			name: 'Clean Desk Policy',
			assignmentType: 'groups',
			departmentIds: [],
			groupIds: ['grp_remote'],
			daysToComplete: 14,
			startDate: today,
			notificationsEnabled: true,
			notificationSubject: 'Please read',
			notificationMessage: 'Thanks',
			attachmentId: 'att_9',
		})
	})

	test('a policy’s next revision names the policy', async () => {
		viewerReplies()
		server.use(
			http.post(ATTACHMENTS, () => HttpResponse.json({ attachmentId: 'att_10', fileName: 'desk.pdf', size: 15 }, { status: 201 })),
			http.post(REVISIONS, () =>
				HttpResponse.json({ policyId: 'pol_1', revisionId: 'prv_10', revision: 2, assignedUsers: 4 }, { status: 201 }),
			),
		)
		const calls = recordGateway()
		const result = await postMultipart(
			{ ...form, policyId: 'pol_1', attachmentPdf: new File([PDF_BYTES], 'desk.pdf', { type: 'application/pdf' }) },
			'/policies/assign?policyId=pol_1',
		)
		expect(result.status).toBe(302)
		expect(calls[1]!.body).toMatchObject({ policyId: 'pol_1', attachmentId: 'att_10' })
	})

	test('no PDF: the spec’s "File is required", what was typed sent back, nothing reaches the gateway', async () => {
		viewerReplies()
		const calls = recordGateway()
		const result = await postMultipart({ ...form, name: '' })
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toMatchObject({
			attachmentPdf: ['learning:assign.errors.fileRequired'],
			name: ['learning:assign.errors.required'],
		})
		expect(result.data.result.initialValue).toMatchObject({ notificationSubject: 'Please read' })
		expect(calls).toEqual([])
	})

	test('a file that is no PDF: the spec’s message', async () => {
		viewerReplies()
		const calls = recordGateway()
		const result = await postMultipart({
			...form,
			attachmentPdf: new File([new TextEncoder().encode('PK\u0003\u0004')], 'policy.docx', { type: 'application/msword' }),
		})
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toMatchObject({ attachmentPdf: ['learning:assign.errors.pdfType'] })
		expect(calls).toEqual([])
	})
})
