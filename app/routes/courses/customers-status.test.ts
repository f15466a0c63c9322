import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { courseRow } from '#tests/fixtures/courses.ts'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action, loader } from './customers-status.tsx'

const signedIn = useSignedInCookies(['admin'])
const COURSE = 'crs_custom_northwind_msp_onboarding'
const WITH = `${GATEWAY}/api/v1/course/:companyId/companies_with_shared_trainings/:courseId`
const today = new Date()
const todayIso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`

function partnerViewer(isPartner = true) {
	const base = companyView()
	viewerReplies(authUser(), companyView({ distribution: { ...base.distribution, isPartner, customerType: isPartner ? 'RESELLER' : null } }))
}

const row = (companyId: string, companyName: string, startDate: string | null) => ({
	companyId,
	companyName,
	progress: startDate ? 42.4 : 0,
	startDate,
	receivedDate: '2026-03-05T10:00:00.000Z',
})

async function load(search = '') {
	const args = routeArgs(`/courses/${COURSE}/customers-status${search}`, { cookie: signedIn.admin })
	try {
		return await loader({ ...args, params: { courseId: COURSE } } as any)
	} catch (error) {
		return error as any
	}
}

function post(form: Record<string, string | string[]>, search = '?searchText=con') {
	const body = new URLSearchParams()
	for (const [name, value] of Object.entries(form)) for (const item of Array.isArray(value) ? value : [value]) body.append(name, item)
	const args = routeArgs(`/courses/${COURSE}/customers-status${search}`, { cookie: signedIn.admin })
	const request = new Request(args.request.url, { method: 'POST', body, headers: args.request.headers })
	return outcome(() => action({ ...args, request, params: { courseId: COURSE } } as any)) as Promise<any>
}

describe('the customers status tab: the loader', () => {
	test('a partner sees its customers with the course, ascending by name, dates as MMM dd, yyyy', async () => {
		partnerViewer()
		server.use(http.get(WITH, () => HttpResponse.json({ companies: [row('cmp_contoso', 'Contoso', '2026-03-09')], itemsCount: 1 })))
		const calls = recordGateway()
		const result = await load()
		expect(calls.map((c) => c.call)).toEqual([
			`GET /api/v1/course/cmp_acme/companies_with_shared_trainings/${COURSE}?pageNumber=0&pageSize=25&order=asc&orderBy=companyName&searchText=`,
		])
		expect(result.total).toBe(1)
		expect(result.rows[0]).toMatchObject({ id: 'cmp_contoso', progress: 42, startLabel: 'Mar 09, 2026', receivedLabel: 'Mar 05, 2026' })
	})

	test('the URL carries search, sort and paging to the gateway', async () => {
		partnerViewer()
		server.use(http.get(WITH, () => HttpResponse.json({ companies: [], itemsCount: 0 })))
		const calls = recordGateway()
		await load('?searchText=tail&orderBy=startDate&order=desc&pageNumber=2&pageSize=10')
		expect(calls[0]?.call).toBe(
			`GET /api/v1/course/cmp_acme/companies_with_shared_trainings/${COURSE}?pageNumber=2&pageSize=10&order=desc&orderBy=startDate&searchText=tail`,
		)
	})

	test('a company that is no partner gets the 404 page and no gateway call', async () => {
		partnerViewer(false)
		const calls = recordGateway()
		const result = await load()
		expect(result.init?.status).toBe(404)
		expect(calls).toEqual([])
	})
})

describe('the customers status tab: Remove, End Training, Start Training', () => {
	test('Remove: the ticked customers lose the course, back to the same view with the spec toast', async () => {
		partnerViewer()
		server.use(
			http.delete(`${GATEWAY}/api/v1/course/company/:companyId/unshare/:courseId/batch`, () => new HttpResponse(null, { status: 204 })),
		)
		const calls = recordGateway()
		const result = await post({ intent: 'removeCustomers', customerCompanyIds: ['cmp_contoso', 'cmp_tailspin'] })
		expect(calls.map((c) => c.call)).toEqual([
			`DELETE /api/v1/course/company/cmp_acme/unshare/${COURSE}/batch?customerCompanyIds=cmp_contoso&customerCompanyIds=cmp_tailspin`,
		])
		expect(result.headers.get('Location')).toBe(`/courses/${COURSE}/customers-status?searchText=con`)
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'courseSharing:sharing.status.removed' })
	})

	test('End Training: the ticked customers’ training ends with the spec toast', async () => {
		partnerViewer()
		server.use(
			http.patch(
				`${GATEWAY}/api/v1/campaign/company/:companyId/end/by_course/:courseId/batch`,
				() => new HttpResponse(null, { status: 204 }),
			),
		)
		const calls = recordGateway()
		const result = await post({ intent: 'endTraining', customerCompanyIds: 'cmp_contoso' })
		expect(calls.map((c) => c.call)).toEqual([
			`PATCH /api/v1/campaign/company/cmp_acme/end/by_course/${COURSE}/batch?customerCompanyIds=cmp_contoso`,
		])
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'courseSharing:sharing.status.ended' })
	})

	test('Start Training: all users of each customer, 30 days from today, the course name as subject', async () => {
		partnerViewer()
		server.use(
			http.get(`${GATEWAY}/api/v1/course/company/:companyId/course/:courseId/view/admin`, () =>
				HttpResponse.json({ ...courseRow({ id: COURSE, name: 'MSP Onboarding' }), sections: [] }),
			),
			http.post(`${GATEWAY}/api/v1/course/company/:companyId/start/:courseId/batch`, () =>
				HttpResponse.json(
					{ campaigns: [{ companyId: 'cmp_contoso', campaignId: 'tcp_1', assignedUsers: 3, status: 'IN_PROGRESS' }] },
					{ status: 201 },
				),
			),
		)
		const calls = recordGateway()
		const result = await post({ intent: 'startTraining', customerCompanyIds: 'cmp_contoso' })
		expect(calls.slice(1)).toEqual([
			{
				call: `POST /api/v1/course/company/cmp_acme/start/${COURSE}/batch`,
				body: {
					customerCompanyIds: ['cmp_contoso'],
					isAllCustomers: false,
					daysToComplete: 30,
					startDate: todayIso,
					assignmentType: 'all',
					notificationsEnabled: true,
					subject: 'MSP Onboarding',
					message: '',
					weeklyReminder: false,
				},
			},
		])
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'courseSharing:sharing.status.started' })
	})

	test("the gateway's refusal comes back as an error toast with its message", async () => {
		partnerViewer()
		server.use(
			http.delete(`${GATEWAY}/api/v1/course/company/:companyId/unshare/:courseId/batch`, () =>
				gatewayError(409, 'course_provider_owned', 'This training belongs to your provider: customers cannot be removed from it.'),
			),
		)
		const result = await post({ intent: 'removeCustomers', customerCompanyIds: 'cmp_contoso' })
		expect(await flashToast(result)).toEqual({
			type: 'error',
			message: 'This training belongs to your provider: customers cannot be removed from it.',
			raw: true,
		})
	})

	test('nothing ticked is "Please add customers" and reaches no gateway call', async () => {
		partnerViewer()
		const calls = recordGateway()
		const result = await post({ intent: 'endTraining' })
		expect(calls).toEqual([])
		expect(await flashToast(result)).toEqual({ type: 'error', message: 'courseSharing:sharing.status.noSelection' })
	})

	test('"Select all" acts on every customer of the search, read page by page', async () => {
		partnerViewer()
		server.use(
			http.get(WITH, ({ request }) => {
				const url = new URL(request.url)
				expect(url.searchParams.get('searchText')).toBe('con')
				return HttpResponse.json({
					companies: [row('cmp_contoso', 'Contoso', null), row('cmp_contoso_2', 'Contoso Two', null)],
					itemsCount: 2,
				})
			}),
			http.delete(`${GATEWAY}/api/v1/course/company/:companyId/unshare/:courseId/batch`, () => new HttpResponse(null, { status: 204 })),
		)
		const calls = recordGateway()
		await post({ intent: 'removeCustomers', isAllSelected: 'true' })
		expect(calls.at(-1)?.call).toBe(
			`DELETE /api/v1/course/company/cmp_acme/unshare/${COURSE}/batch?customerCompanyIds=cmp_contoso&customerCompanyIds=cmp_contoso_2`,
		)
	})

	test('a company that is no partner cannot act, and an unknown intent is a 400', async () => {
		partnerViewer(false)
		const calls = recordGateway()
		const refused = await post({ intent: 'removeCustomers', customerCompanyIds: 'cmp_contoso' }).catch((error) => error)
		expect(refused.init?.status).toBe(404)
		partnerViewer()
		expect((await post({ intent: 'dance', customerCompanyIds: 'cmp_contoso' })).status).toBe(400)
		expect(calls).toEqual([])
	})
})
