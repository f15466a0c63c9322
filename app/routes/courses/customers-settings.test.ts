import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action, loader } from './customers-settings.tsx'

const signedIn = useSignedInCookies(['admin'])
const COURSE = 'crs_passwords'
const SHARE = `${GATEWAY}/api/v1/course/company/:companyId/share/:courseId/batch`
const START = `${GATEWAY}/api/v1/course/company/:companyId/start/:courseId/batch`
const WITHOUT = `${GATEWAY}/api/v1/course/:companyId/companies_without_shared_training/:courseId`
const now = new Date()
const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`

function partnerViewer(isPartner = true) {
	const base = companyView()
	viewerReplies(authUser(), companyView({ distribution: { ...base.distribution, isPartner, customerType: isPartner ? 'RESELLER' : null } }))
}

function post(form: Record<string, string | string[]>) {
	const body = new URLSearchParams()
	for (const [name, value] of Object.entries(form)) for (const item of Array.isArray(value) ? value : [value]) body.append(name, item)
	const args = routeArgs(`/courses/${COURSE}/customers-settings`, { cookie: signedIn.admin })
	const request = new Request(args.request.url, { method: 'POST', body, headers: args.request.headers })
	return outcome(() => action({ ...args, request, params: { courseId: COURSE } } as any)).catch((error) => error) as Promise<any>
}

const form = {
	inheritSettings: 'copy_and_start',
	customers: ['cmp_contoso', 'cmp_tailspin'],
	assignmentType: 'all',
	notificationsEnabled: 'on',
	subject: 'New training: Passwords',
	message: 'From your provider.',
	daysOption: 'custom',
	customDays: '21',
	weeklyReminder: 'on',
	startDate: today,
}

describe('the customers settings tab', () => {
	test('the picker lists the customers without the course (up to 100), searched by the URL', async () => {
		partnerViewer()
		server.use(
			http.get(WITHOUT, () =>
				HttpResponse.json({
					companies: [
						{ companyId: 'cmp_contoso', companyName: 'Contoso', isBoosted: true },
						{ companyId: 'cmp_fabrikam', companyName: 'Fabrikam', isBoosted: false },
					],
					itemsCount: 2,
					boostedCompaniesCount: 1,
				}),
			),
		)
		const calls = recordGateway()
		const args = routeArgs(`/courses/${COURSE}/customers-settings?searchText=co`, { cookie: signedIn.admin })
		const result = await loader({ ...args, params: { courseId: COURSE } } as any)
		expect(calls.map((c) => c.call)).toEqual([
			`GET /api/v1/course/cmp_acme/companies_without_shared_training/${COURSE}?actionType=share&pageNumber=0&pageSize=100&searchText=co`,
		])
		expect(result).toMatchObject({ itemsCount: 2, boostedCount: 1, searchText: 'co', failure: null })
		expect(result.customers.map((c: { companyName: string }) => c.companyName)).toEqual(['Contoso', 'Fabrikam'])
	})

	test('copy and start: the course started for all users of the chosen customers, then the status tab with the spec toast', async () => {
		partnerViewer()
		server.use(http.post(START, () => HttpResponse.json({ campaigns: [] }, { status: 201 })))
		const calls = recordGateway()
		const result = await post(form)
		expect(calls).toEqual([
			{
				call: `POST /api/v1/course/company/cmp_acme/start/${COURSE}/batch`,
				body: {
					customerCompanyIds: ['cmp_contoso', 'cmp_tailspin'],
					isAllCustomers: false,
					daysToComplete: 21,
					startDate: today,
					assignmentType: 'all',
					notificationsEnabled: true,
					subject: 'New training: Passwords',
					message: 'From your provider.',
					weeklyReminder: true,
				},
			},
		])
		expect(result.headers.get('Location')).toBe(`/courses/${COURSE}/customers-status`)
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'courseSharing:sharing.settings.started' })
	})

	test('copy: the customers are granted access only; the start fields do not count', async () => {
		partnerViewer()
		server.use(http.post(SHARE, () => HttpResponse.json({ sharedWith: 1 })))
		const calls = recordGateway()
		const result = await post({ ...form, inheritSettings: 'copy', customers: 'cmp_contoso', subject: '', customDays: 'x', startDate: '' })
		expect(calls).toEqual([
			{
				call: `POST /api/v1/course/company/cmp_acme/share/${COURSE}/batch`,
				body: { customerCompanyIds: ['cmp_contoso'], isAllCustomers: false },
			},
		])
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'courseSharing:sharing.settings.granted' })
	})

	test('no customers is "Please add customers"; the assignment messages apply; what was typed comes back', async () => {
		partnerViewer()
		const calls = recordGateway()
		const result = await post({ ...form, customers: [], subject: '', customDays: '2.5', startDate: '2020-01-01' })
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toMatchObject({
			customers: ['courseSharing:sharing.settings.errors.addCustomers'],
			subject: ['learning:assign.errors.required'],
			customDays: ['learning:assign.errors.daysInteger'],
			startDate: ['learning:assign.errors.startDatePast'],
		})
		expect(result.data.result.initialValue).toMatchObject({ message: 'From your provider.', customDays: '2.5' })
		expect(calls).toEqual([])
	})

	test("the gateway's refusal (a customer without Boost) is shown on the form, which keeps what was typed", async () => {
		partnerViewer()
		server.use(
			http.post(START, () => gatewayError(422, 'customer_not_boosted', 'Only customers with Boost can receive a training: Fabrikam.')),
		)
		const result = await post({ ...form, customers: 'cmp_fabrikam' })
		expect(result.init.status).toBe(400)
		expect(result.data.failure).toEqual({ message: 'Only customers with Boost can receive a training: Fabrikam.', raw: true })
		expect(result.data.result.initialValue).toMatchObject({ customers: 'cmp_fabrikam', subject: 'New training: Passwords' })
	})

	test('a company that is no partner gets the 404 page, for the form and its picker', async () => {
		partnerViewer(false)
		const calls = recordGateway()
		expect((await post(form)).init?.status).toBe(404)
		const args = routeArgs(`/courses/${COURSE}/customers-settings`, { cookie: signedIn.admin })
		const refused = await loader({ ...args, params: { courseId: COURSE } } as any).catch((error) => error)
		expect(refused.init?.status).toBe(404)
		expect(calls).toEqual([])
	})
})
