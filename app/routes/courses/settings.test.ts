import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action } from './settings.tsx'

const signedIn = useSignedInCookies(['admin', 'msp'])
const CREATE = `${GATEWAY}/api/v1/course/company/:companyId/course/:courseId/campaigns`
const today = new Date().toISOString().slice(0, 10)

function post(form: Record<string, string | string[]>, role = 'admin') {
	const body = new URLSearchParams()
	for (const [name, value] of Object.entries(form)) for (const item of Array.isArray(value) ? value : [value]) body.append(name, item)
	const args = routeArgs('/courses/crs_ransomware/settings', { cookie: signedIn[role] })
	const request = new Request(args.request.url, { method: 'POST', body, headers: args.request.headers })
	return outcome(() => action({ ...args, request, params: { courseId: 'crs_ransomware' } } as any)) as Promise<any>
}

const form = {
	name: 'Ransomware for Sales',
	assignmentType: 'departments',
	departmentIds: ['dep_sales', 'dep_hr'],
	groupIds: 'grp_remote',
	daysOption: 'custom',
	customDays: '21',
	startDate: today,
	notificationsEnabled: 'on',
	notificationSubject: 'New training: Ransomware',
	notificationMessage: 'Please take it this month.',
	attachmentLink: 'https://example.com/policy',
}

describe('Start Training: the action', () => {
	test('the campaign for the chosen departments only (a group ticked before switching type is not sent), then the statistics tab', async () => {
		viewerReplies()
		server.use(
			http.post(CREATE, () => HttpResponse.json({ campaignId: 'tcp_new', assignedUsers: 17, status: 'IN_PROGRESS' }, { status: 201 })),
		)
		const calls = recordGateway()
		const result = await post(form)
		expect(result.status).toBe(302)
		expect(result.headers.get('Location')).toBe('/courses/crs_ransomware/statistics')
		expect(calls).toEqual([
			{
				call: 'POST /api/v1/course/company/cmp_acme/course/crs_ransomware/campaigns',
				body: {
					name: 'Ransomware for Sales',
					assignmentType: 'departments',
					departmentIds: ['dep_sales', 'dep_hr'],
					groupIds: [],
					daysToComplete: 21,
					startDate: today,
					notificationsEnabled: true,
					notificationSubject: 'New training: Ransomware',
					notificationMessage: 'Please take it this month.',
					attachmentLink: 'https://example.com/policy',
				},
			},
		])
	})

	test('a bad form is sent back with its messages and what was typed; nothing reaches the gateway', async () => {
		viewerReplies()
		const calls = recordGateway()
		const result = await post({ ...form, departmentIds: [], customDays: '2.5' })
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toMatchObject({
			targets: ['learning:assign.errors.selectOne'],
			customDays: ['learning:assign.errors.daysInteger'],
		})
		expect(result.data.result.initialValue).toMatchObject({ name: 'Ransomware for Sales', customDays: '2.5' })
		expect(calls).toEqual([])
	})

	test("the gateway's refusal is shown on the form, which keeps what was typed", async () => {
		viewerReplies()
		server.use(http.post(CREATE, () => gatewayError(409, 'course_draft', 'A draft training cannot be started.')))
		const result = await post(form)
		expect(result.init.status).toBe(400)
		expect(result.data.failure).toEqual({ message: 'A draft training cannot be started.', raw: true })
		expect(result.data.result.initialValue).toMatchObject({ name: 'Ransomware for Sales' })
	})

	test('an MSP user, who has no users pages, cannot start a course for the company', async () => {
		viewerReplies(authUser({ role: 'msp' }))
		const calls = recordGateway()
		const result = await post(form, 'msp')
		expect(result.status).toBe(403)
		expect(calls).toEqual([])
	})
})
