import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import en from '#app/i18n/locales/en/users.ts'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { COMPANY, namedItem, pageInfo } from '#tests/fixtures/users.ts'
import { authUser, gatewayError, server } from '#tests/mocks/gateway.ts'
import * as departments from './departments.tsx'
import * as groups from './groups.tsx'

const signedIn = useSignedInCookies(['admin', 'user', 'msp'])

const PAGES = { departments, groups }
type Kind = keyof typeof PAGES

function listReplies(kind: Kind, items = [namedItem()], total = items.length) {
	server.use(
		http.get(`${COMPANY}/${kind}`, () => HttpResponse.json({ data: items, pageInfo: pageInfo(total) })),
		http.get(`${COMPANY}/${kind}/:id`, ({ params }) =>
			params.id === 'dep_sales' || params.id === 'grp_1'
				? HttpResponse.json(namedItem({ id: String(params.id) }))
				: gatewayError(404, 'not_found', 'Not found'),
		),
	)
}

async function load(kind: Kind, query = '', role = 'admin') {
	return outcome(() => PAGES[kind].loader(routeArgs(`/users/${kind}${query}`, { cookie: signedIn[role] }) as any)) as Promise<any>
}
async function post(kind: Kind, query: string, form: Record<string, string>, role = 'admin') {
	return outcome(() => PAGES[kind].action(routeArgs(`/users/${kind}${query}`, { cookie: signedIn[role], form }) as any)) as Promise<any>
}

describe.each(['departments', 'groups'] as const)('%s page', (kind) => {
	test('the URL becomes the list query (1-based page, sort, search) and rows get their created date', async () => {
		viewerReplies()
		listReplies(kind, [namedItem()], 40)
		const calls = recordGateway()
		const result = await load(kind, '?pageNumber=1&orderBy=usersCount&order=asc&searchText=sal')
		expect(calls.map((c) => c.call)).toEqual([
			`GET /customers/api/v1/company/cmp_acme/${kind}?pageNumber=2&pageSize=25&order=asc&orderBy=usersCount&searchText=sal`,
		])
		expect(result.rows[0]).toMatchObject({ name: 'Sales', usersCount: 4, createdLabel: 'Jan 02, 2026' })
		expect(result.total).toBe(40)
		expect(result.dialog).toBeNull()
	})

	test('?modal=rename&id=… reads the item for the dialog; an unknown id shows a message instead', async () => {
		viewerReplies()
		listReplies(kind)
		const id = kind === 'departments' ? 'dep_sales' : 'grp_1'
		expect((await load(kind, `?modal=rename&id=${id}`)).dialog).toEqual({ type: 'rename', item: { id, name: 'Sales' } })
		const missing = await load(kind, '?modal=delete&id=nope')
		expect(missing.dialog).toBeNull()
		expect(missing.failures).toContainEqual({ message: 'Not found', raw: true })
	})

	test('create: a valid name is posted and the list says so', async () => {
		viewerReplies()
		server.use(http.post(`${COMPANY}/${kind}`, () => HttpResponse.json(namedItem({ name: 'R&D Team' }), { status: 201 })))
		const calls = recordGateway()
		const modal = kind === 'departments' ? 'createDepartment' : 'createGroup'
		// Whitespace is normalised as the CSV import and the gateway do (one rule: #server/shared/directory-rules.ts).
		const response = (await post(kind, `?searchText=x&modal=${modal}`, {
			intent: 'create',
			name: '  R&D   Team ',
		})) as Response
		expect(calls).toEqual([{ call: `POST /customers/api/v1/company/cmp_acme/${kind}`, body: { name: 'R&D Team' } }])
		expect(response.headers.get('Location')).toBe(`/users/${kind}?searchText=x`)
		expect(await flashToast(response)).toEqual({ type: 'success', message: `users:named.${kind}.created` })
	})

	test.each([
		['', 'users:named.nameRequired', 'Field is required'],
		['   ', 'users:named.nameRequired', 'Field is required'],
		['Sales/Marketing', 'users:named.nameInvalid', 'Letters, digits, dot, dash, underscore, ampersand, inner spaces only'],
		['semi;colon', 'users:named.nameInvalid', 'Letters, digits, dot, dash, underscore, ampersand, inner spaces only'],
		['NUL\u0000byte', 'users:named.nameInvalid', 'Letters, digits, dot, dash, underscore, ampersand, inner spaces only'],
	])('create: %j is refused with "%s" and nothing is posted', async (name, key, text) => {
		viewerReplies()
		const calls = recordGateway()
		const result = await post(kind, '?modal=x', { intent: 'create', name })
		expect(result.init.status).toBe(400)
		expect(result.data).toMatchObject({ intent: 'create', result: { error: { name: [key] } } })
		expect(lookup(key)).toBe(text)
		expect(calls).toEqual([])
	})

	test('create: a taken name (NAME_TAKEN) is shown on the field and the typed name kept', async () => {
		viewerReplies()
		server.use(http.post(`${COMPANY}/${kind}`, () => gatewayError(409, 'name_taken', 'Name is already taken')))
		const result = await post(kind, '', { intent: 'create', name: 'Sales' })
		expect(result.init.status).toBe(400)
		expect(result.data.result.error.name).toEqual([`users:named.${kind}.nameTaken`])
		expect(result.data.result.initialValue).toMatchObject({ name: 'Sales' })
	})

	test('rename: the new name is patched on the item; a taken name shows on the field', async () => {
		viewerReplies()
		server.use(http.patch(`${COMPANY}/${kind}/:id`, () => HttpResponse.json(namedItem({ name: 'Field Sales' }))))
		const calls = recordGateway()
		const response = (await post(kind, '?modal=rename&id=it_1', {
			intent: 'rename',
			id: 'it_1',
			name: 'Field Sales',
		})) as Response
		expect(calls).toEqual([{ call: `PATCH /customers/api/v1/company/cmp_acme/${kind}/it_1`, body: { name: 'Field Sales' } }])
		expect(response.headers.get('Location')).toBe(`/users/${kind}`)
		expect(await flashToast(response)).toEqual({ type: 'success', message: `users:named.${kind}.renamed` })

		server.use(http.patch(`${COMPANY}/${kind}/:id`, () => gatewayError(409, 'name_taken', 'Taken')))
		const taken = await post(kind, '?modal=rename&id=it_1', { intent: 'rename', id: 'it_1', name: 'Finance' })
		expect(taken.data).toMatchObject({
			intent: 'rename',
			result: { error: { name: [`users:named.${kind}.nameTaken`] } },
		})
	})

	test('delete: the item is deleted and the list says so; a failure comes back as an error toast', async () => {
		viewerReplies()
		server.use(http.delete(`${COMPANY}/${kind}/:id`, () => new HttpResponse(null, { status: 204 })))
		const calls = recordGateway()
		const response = (await post(kind, '?pageNumber=1&modal=delete&id=it_1', {
			intent: 'delete',
			id: 'it_1',
		})) as Response
		expect(calls.map((c) => c.call)).toEqual([`DELETE /customers/api/v1/company/cmp_acme/${kind}/it_1`])
		expect(response.headers.get('Location')).toBe(`/users/${kind}?pageNumber=1`)
		expect(await flashToast(response)).toEqual({ type: 'success', message: `users:named.${kind}.deleted` })

		server.use(http.delete(`${COMPANY}/${kind}/:id`, () => gatewayError(404, 'not_found', 'Not found')))
		const failed = (await post(kind, '?modal=delete&id=it_2', { intent: 'delete', id: 'it_2' })) as Response
		expect(await flashToast(failed)).toEqual({ type: 'error', message: 'users:named.notFound' })
	})

	test('a learner is signed out and an MSP partner turned away, before anything is read or written', async () => {
		viewerReplies(authUser({ role: 'user' }))
		const calls = recordGateway()
		expect(((await load(kind, '', 'user')) as Response).headers.get('Location')).toBe('/login')
		viewerReplies(authUser({ role: 'msp' }))
		const refused = (await post(kind, '', { intent: 'create', name: 'Ops' }, 'msp')) as Response
		expect(refused.status).toBe(403)
		expect(calls).toEqual([])
	})
})

test('every text the departments and groups pages use is in English', () => {
	expect(en.named.departments.nameTaken).toMatch(/department/)
	expect(en.named.groups.nameTaken).toMatch(/group/)
})

function lookup(key: string) {
	const [ns, path] = key.split(':')
	expect(ns).toBe('users')
	return path.split('.').reduce<any>((node, part) => node?.[part], en) as string
}
