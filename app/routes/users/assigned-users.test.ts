import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, test } from 'vitest'
import { flashToast, outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { COMPANY, directoryReplies, namedItem, pageInfo, userRow } from '#tests/fixtures/users.ts'
import { authUser, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action, loader } from './assigned-users.tsx'

let cookie = ''
beforeAll(async () => {
	cookie = await signedInCookie()
})

const DEPARTMENT = { path: '/users/departments/assigned-users/dep_sales', params: { departmentId: 'dep_sales' } }
const GROUP = { path: '/users/groups/assigned-users/grp_1', params: { groupId: 'grp_1' } }

function itemReplies() {
	server.use(
		http.get(`${COMPANY}/departments/:id`, ({ params }) =>
			params.id === 'dep_sales' ? HttpResponse.json(namedItem()) : gatewayError(404, 'not_found', 'Department not found'),
		),
		http.get(`${COMPANY}/groups/:id`, ({ params }) =>
			params.id === 'grp_1'
				? HttpResponse.json(namedItem({ id: 'grp_1', name: 'Champions', usersCount: 2 }))
				: gatewayError(404, 'not_found', 'Group not found'),
		),
	)
}

async function load(target: { path: string; params: Record<string, string> }, query = '', withCookie = cookie) {
	return outcome(() =>
		loader({ ...routeArgs(`${target.path}${query}`, { cookie: withCookie }), params: target.params } as any),
	) as Promise<any>
}
async function post(target: { path: string; params: Record<string, string> }, query: string, form: Array<[string, string]>) {
	const args = routeArgs(`${target.path}${query}`, { cookie })
	const request = new Request(args.request.url, {
		method: 'POST',
		body: new URLSearchParams(form),
		headers: args.request.headers,
	})
	return outcome(() => action({ ...args, request, params: target.params } as any)) as Promise<any>
}

describe('assigned users: the loader', () => {
	test("a department's page lists its users only (URL filters cannot widen it) and is titled by its name", async () => {
		viewerReplies()
		itemReplies()
		directoryReplies()
		const calls = recordGateway()
		const result = await load(DEPARTMENT, '?searchText=lea&orderBy=name&departmentIds=dep_other&roles=admin')
		expect(calls.filter((c) => c.call.includes('/users?')).map((c) => c.call)).toEqual([
			'GET /customers/api/v1/company/cmp_acme/users?pageNumber=1&pageSize=25&order=desc&orderBy=name&searchText=lea&departmentIds=dep_sales',
		])
		expect(result).toMatchObject({ kind: 'departments', item: { id: 'dep_sales', name: 'Sales' }, picker: null })
		expect(result.rows).toHaveLength(1)
	})

	test("a group's page is told apart by its parameter and filters by the group", async () => {
		viewerReplies()
		itemReplies()
		directoryReplies()
		const calls = recordGateway()
		const result = await load(GROUP)
		expect(result).toMatchObject({ kind: 'groups', item: { name: 'Champions' } })
		expect(calls.some((c) => c.call.includes('/users?') && c.call.endsWith('&groupIds=grp_1'))).toBe(true)
	})

	test('an unknown or foreign id is the 404 page', async () => {
		viewerReplies()
		itemReplies()
		directoryReplies()
		const thrown = await load({
			path: '/users/groups/assigned-users/grp_other',
			params: { groupId: 'grp_other' },
		}).catch((e) => e)
		expect(thrown).toMatchObject({ init: { status: 404 } })
	})

	test('?modal=assign lists the unassigned users, searched by assignSearch', async () => {
		viewerReplies()
		itemReplies()
		directoryReplies()
		server.use(
			http.get(`${COMPANY}/:kind/:id/users/unassigned`, () =>
				HttpResponse.json({
					data: [userRow({ id: 'usr_ivy', name: 'Ivy', lastName: 'Invited', email: 'invited@acme.test' })],
					pageInfo: pageInfo(60),
				}),
			),
		)
		const calls = recordGateway()
		const result = await load(GROUP, '?modal=assign&assignSearch=ivy')
		expect(calls.map((c) => c.call)).toContain(
			'GET /customers/api/v1/company/cmp_acme/groups/grp_1/users/unassigned?pageNumber=1&pageSize=50&searchText=ivy',
		)
		expect(result.picker).toEqual({
			search: 'ivy',
			candidates: [{ id: 'usr_ivy', name: 'Ivy Invited', email: 'invited@acme.test' }],
			total: 60,
			failure: null,
		})
	})

	test('a learner cannot open it', async () => {
		viewerReplies(authUser({ role: 'user' }))
		const calls = recordGateway()
		const response = (await load(DEPARTMENT, '', await signedInCookie('user'))) as Response
		expect(response.headers.get('Location')).toBe('/login')
		expect(calls).toEqual([])
	})
})

describe('assigned users: assign and remove', () => {
	test('the picked users are assigned; the picker closes with a toast', async () => {
		viewerReplies()
		server.use(http.post(`${COMPANY}/:kind/:id/users`, () => new HttpResponse(null, { status: 204 })))
		const calls = recordGateway()
		const response = (await post(GROUP, '?orderBy=name&modal=assign&assignSearch=iv', [
			['intent', 'assign'],
			['userIds', 'usr_ivy'],
			['userIds', 'usr_lea'],
		])) as Response
		expect(calls).toEqual([
			{ call: 'POST /customers/api/v1/company/cmp_acme/groups/grp_1/users', body: { userIds: ['usr_ivy', 'usr_lea'] } },
		])
		expect(response.headers.get('Location')).toBe('/users/groups/assigned-users/grp_1?orderBy=name')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'users:assigned.assigned' })
	})

	test('assigning nobody is refused in the picker', async () => {
		viewerReplies()
		const calls = recordGateway()
		const result = await post(GROUP, '?modal=assign', [['intent', 'assign']])
		expect(result.init.status).toBe(400)
		expect(result.data).toEqual({ intent: 'assign', failure: { message: 'users:assigned.selectAtLeastOne' } })
		expect(calls).toEqual([])
	})

	test('the ticked users are removed from the department', async () => {
		viewerReplies()
		server.use(http.delete(`${COMPANY}/:kind/:id/users`, () => new HttpResponse(null, { status: 204 })))
		const calls = recordGateway()
		const response = (await post(DEPARTMENT, '', [
			['intent', 'unassign'],
			['userIds', 'usr_lea'],
		])) as Response
		expect(calls).toEqual([
			{ call: 'DELETE /customers/api/v1/company/cmp_acme/departments/dep_sales/users', body: { userIds: ['usr_lea'] } },
		])
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'users:assigned.removed' })
	})

	test("'Select all N' removes every user of the department that the search matches", async () => {
		viewerReplies()
		server.use(
			http.get(`${COMPANY}/users`, ({ request }) => {
				const page = Number(new URL(request.url).searchParams.get('pageNumber'))
				const data = page === 1 ? Array.from({ length: 100 }, (_, i) => userRow({ id: `u${i}` })) : [userRow({ id: 'u100' })]
				return HttpResponse.json({
					data,
					pageInfo: { pageNumber: page, pageSize: 100, totalItems: 101, totalPages: 2 },
					counts: { total: 101, enabled: 101, disabled: 0 },
				})
			}),
			http.delete(`${COMPANY}/:kind/:id/users`, () => new HttpResponse(null, { status: 204 })),
		)
		const calls = recordGateway()
		await post(DEPARTMENT, '?searchText=u', [
			['intent', 'unassign'],
			['isAllSelected', 'true'],
		])
		const reads = calls.filter((c) => c.call.startsWith('GET'))
		expect(reads.map((c) => c.call)).toEqual([
			'GET /customers/api/v1/company/cmp_acme/users?pageNumber=1&pageSize=100&order=desc&orderBy=createdAt&searchText=u&departmentIds=dep_sales',
			'GET /customers/api/v1/company/cmp_acme/users?pageNumber=2&pageSize=100&order=desc&orderBy=createdAt&searchText=u&departmentIds=dep_sales',
		])
		expect((calls.at(-1)!.body as any).userIds).toHaveLength(101)
	})
})
