import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import en from '#app/i18n/locales/en/users.ts'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { COMPANY, directoryReplies, userRow } from '#tests/fixtures/users.ts'
import { authUser, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action, loader } from './all-users.tsx'

const REMINDER = `${GATEWAY}/users/company/:companyId/reminders/manual`

async function load(path: string, role = 'admin') {
	return outcome(() => loader(routeArgs(path, { cookie: signedIn[role] }) as any)) as Promise<any>
}
async function post(path: string, form: Record<string, string> | Array<[string, string]>, role = 'admin') {
	const args = routeArgs(path, { cookie: signedIn[role] })
	const request = new Request(args.request.url, {
		method: 'POST',
		body: new URLSearchParams(form),
		headers: args.request.headers,
	})
	return outcome(() => action({ ...args, request } as any)) as Promise<any>
}

const signedIn = useSignedInCookies(['admin', 'user', 'msp', 'support'])

const usersCalls = (calls: Array<{ call: string }>) => calls.filter((c) => c.call.includes('/users?')).map((c) => c.call)

describe('All Users: the loader', () => {
	test('the URL (0-based page, sort, search, repeated filters) becomes the gateway query (1-based page)', async () => {
		viewerReplies()
		directoryReplies()
		const calls = recordGateway()
		await load(
			'/users/all_users?pageNumber=1&pageSize=10&orderBy=name&order=asc&searchText=%20lea%20' +
				'&departmentIds=dep_a&departmentIds=dep_b&groupIds=grp_1&roles=owner&roles=superuser&statuses=DISABLED&statuses=GONE',
		)
		expect(usersCalls(calls)).toEqual([
			'GET /customers/api/v1/company/cmp_acme/users?pageNumber=2&pageSize=10&order=asc&orderBy=name&searchText=lea' +
				'&departmentIds=dep_a&departmentIds=dep_b&groupIds=grp_1&roles=owner&statuses=DISABLED',
		])
		// The filters panel is folded: its department and group lists are not read.
		expect(calls.filter((c) => /\/(departments|groups)\?/.test(c.call))).toEqual([])
	})

	test("?filters=open unfolds the panel with the whole company's departments and groups", async () => {
		viewerReplies()
		directoryReplies()
		const calls = recordGateway()
		const result = await load('/users/all_users?filters=open')
		expect(calls.map((c) => c.call)).toEqual(
			expect.arrayContaining([
				'GET /customers/api/v1/company/cmp_acme/departments?pageNumber=1&pageSize=1000&order=asc&orderBy=name',
				'GET /customers/api/v1/company/cmp_acme/groups?pageNumber=1&pageSize=1000&order=asc&orderBy=name',
			]),
		)
		expect(result.filters).toEqual({
			open: true,
			departments: [{ id: 'dep_sales', name: 'Sales' }],
			groups: expect.any(Array),
		})
	})

	test('without parameters: first page, 25 rows, newest first; invalid values fall back to the defaults', async () => {
		viewerReplies()
		directoryReplies()
		const calls = recordGateway()
		await load('/users/all_users?pageSize=7&order=sideways&orderBy=password&pageNumber=-3')
		expect(usersCalls(calls)).toEqual([
			'GET /customers/api/v1/company/cmp_acme/users?pageNumber=1&pageSize=25&order=desc&orderBy=createdAt',
		])
	})

	test('rows carry what the table shows: last login as MMM dd, yyyy (or none), counts of the company', async () => {
		viewerReplies()
		directoryReplies({ rows: [userRow(), userRow({ id: 'usr_ivy', lastLogin: null, isOwner: true, role: 'admin' })] })
		const result = await load('/users/all_users')
		expect(result.rows.map((r: any) => [r.id, r.lastLoginLabel, r.isOwner, r.role])).toEqual([
			['usr_lea', 'Mar 05, 2026', false, 'user'],
			['usr_ivy', null, true, 'admin'],
		])
		expect(result.counts).toEqual({ total: 31, enabled: 30, disabled: 1 })
		expect(result.filters).toEqual({ open: false, departments: [], groups: [] })
		expect(result.isFiltered).toBe(false)
		expect(result.reminder).toBeNull()
	})

	test('a page past the last one goes to the last page, keeping the other parameters', async () => {
		viewerReplies()
		directoryReplies({ total: 31 })
		const response = (await load('/users/all_users?pageNumber=9&searchText=a')) as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/users/all_users?pageNumber=1&searchText=a')
	})

	test('a failed users read shows an inline message and keeps the filters that did load', async () => {
		viewerReplies()
		directoryReplies()
		server.use(http.get(`${COMPANY}/users`, () => gatewayError(503, 'unavailable', 'Directory is busy')))
		const result = await load('/users/all_users?filters=open')
		expect(result.rows).toEqual([])
		expect(result.failures).toContainEqual({ message: 'Directory is busy', raw: true })
		expect(result.filters.departments).toHaveLength(1)
	})

	test.each([
		['a learner is signed out', 'user', 302, '/login'],
		// Refused in place: the sign-in page would send a signed-in MSP straight back here (a loop).
		['an MSP partner gets the 403 page', 'msp', 403, null],
	] as const)('%s and the directory is not read', async (_name, role, status, location) => {
		viewerReplies(authUser({ role }))
		const calls = recordGateway()
		const response = (await load('/users/all_users', role)) as Response
		expect(response.status).toBe(status)
		expect(response.headers.get('Location')).toBe(location)
		expect(calls).toEqual([])
	})

	test('support staff may open the directory', async () => {
		viewerReplies(authUser({ role: 'support' }))
		directoryReplies()
		const result = await load('/users/all_users', 'support')
		expect(result.rows).toHaveLength(1)
	})

	test('?modal=reminder asks whether the ticked users have outstanding tasks', async () => {
		viewerReplies()
		directoryReplies()
		server.use(
			http.post(`${GATEWAY}/users/company/:companyId/reminders/manual/users_not_started/tasks_availability`, () =>
				HttpResponse.json({ hasOutstandingTasks: false, usersWithTasks: 0 }),
			),
		)
		const calls = recordGateway()
		const result = await load('/users/all_users?searchText=lea&userIds=usr_lea&userIds=usr_ivy&modal=reminder')
		expect(calls.find((c) => c.call.includes('tasks_availability'))?.body).toEqual({
			isAllUsersSelected: false,
			userIds: ['usr_lea', 'usr_ivy'],
			searchText: '',
			departmentIds: [],
			groupIds: [],
			filters: { roles: [], statuses: [] },
		})
		expect(result.reminder).toMatchObject({
			selectedCount: 2,
			availability: { hasOutstandingTasks: false },
			failure: null,
		})
	})

	test('?modal=reminder with nothing selected asks nothing and says so', async () => {
		viewerReplies()
		directoryReplies()
		const calls = recordGateway()
		const result = await load('/users/all_users?modal=reminder')
		expect(calls.some((c) => c.call.includes('tasks_availability'))).toBe(false)
		expect(result.reminder).toMatchObject({ selectedCount: 0, availability: null })
	})
})

describe('All Users: Send Reminder', () => {
	const good = [
		['intent', 'reminder'],
		['categories', 'includeVideoTraining'],
		['categories', 'includeCalendarVideos'],
		['subject', '  Please finish your training  '],
		['customMessage', 'Thanks!'],
	] as Array<[string, string]>

	function reminderReply(reply: () => Response = () => HttpResponse.json({ sent: 2 })) {
		server.use(http.post(REMINDER, reply))
	}

	test('the ticked users get the spec payload; the form resets and says "The reminder has been sent"', async () => {
		viewerReplies()
		reminderReply()
		const calls = recordGateway()
		const response = (await post('/users/all_users?orderBy=name&userIds=usr_lea&userIds=usr_ivy&modal=reminder', good)) as Response
		expect(calls).toEqual([
			{
				call: 'POST /users/company/cmp_acme/reminders/manual',
				body: {
					includeVideoTraining: true,
					includePolicies: false,
					includeGaming: false,
					includeCalendarVideos: true,
					subject: 'Please finish your training',
					customMessage: 'Thanks!',
					isAllUsersSelected: false,
					userIds: ['usr_lea', 'usr_ivy'],
					searchText: '',
					departmentIds: [],
					groupIds: [],
					filters: { roles: [], statuses: [] },
					campaignId: null,
				},
			},
		])
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/users/all_users?orderBy=name')
		const toast = await flashToast(response)
		expect(toast).toEqual({ type: 'success', message: 'users:reminder.sent' })
		expect(en.reminder.sent).toBe('The reminder has been sent')
	})

	test("'Select all N' sends the search and filters instead of ids", async () => {
		viewerReplies()
		reminderReply()
		const calls = recordGateway()
		await post(
			'/users/all_users?searchText=acme&departmentIds=dep_sales&groupIds=grp_1&roles=learner&statuses=ENABLED&userIds=usr_lea&isAllSelected=true&modal=reminder',
			good,
		)
		expect(calls[0].body).toMatchObject({
			isAllUsersSelected: true,
			userIds: [],
			searchText: 'acme',
			departmentIds: ['dep_sales'],
			groupIds: ['grp_1'],
			filters: { roles: ['learner'], statuses: ['ENABLED'] },
		})
	})

	test('no category and a blank subject are refused with the spec messages, every typed value kept, nothing sent', async () => {
		viewerReplies()
		const calls = recordGateway()
		const result = await post('/users/all_users?userIds=usr_lea&modal=reminder', [
			['intent', 'reminder'],
			['subject', '   '],
			['customMessage', 'Keep me'],
		])
		expect(result.init.status).toBe(400)
		const { error, initialValue } = result.data.result
		expect(error.categories).toEqual(['users:reminder.categoryRequired'])
		expect(error.subject).toEqual(['users:reminder.subjectRequired'])
		expect(en.reminder.categoryRequired).toBe('At least one value must be selected')
		expect(en.reminder.subjectRequired).toBe('Field is required')
		expect(initialValue).toMatchObject({ subject: '   ', customMessage: 'Keep me' })
		expect(calls).toEqual([])
	})

	test('a subject alone is not enough: at least one category must be checked', async () => {
		viewerReplies()
		const result = await post('/users/all_users?userIds=usr_lea&modal=reminder', [
			['intent', 'reminder'],
			['subject', 'Hello'],
		])
		expect(Object.keys(result.data.result.error)).toEqual(['categories'])
	})

	test('with no user selected nothing is sent', async () => {
		viewerReplies()
		const calls = recordGateway()
		const result = await post('/users/all_users?modal=reminder', good)
		expect(result.init.status).toBe(400)
		expect(result.data.result.error['']).toEqual(['users:reminder.noSelection'])
		expect(calls).toEqual([])
	})

	test("a gateway refusal keeps what was typed and shows the gateway's message", async () => {
		viewerReplies()
		reminderReply(() => gatewayError(400, 'nothing_to_remind', 'None of the selected users has outstanding tasks'))
		const result = await post('/users/all_users?userIds=usr_lea&modal=reminder', good)
		expect(result.init.status).toBe(400)
		expect(result.data.failure).toEqual({ message: 'None of the selected users has outstanding tasks', raw: true })
		expect(result.data.result.initialValue).toMatchObject({
			subject: '  Please finish your training  ',
			customMessage: 'Thanks!',
		})
	})

	test('a learner cannot send reminders', async () => {
		viewerReplies(authUser({ role: 'user' }))
		const calls = recordGateway()
		const response = (await post('/users/all_users?userIds=usr_lea&modal=reminder', good, 'user')) as Response
		expect(response.headers.get('Location')).toBe('/login')
		expect(calls).toEqual([])
	})
})
