import { describe, expect, test } from 'vitest'
import { commitSession, sessionStorage } from '#app/auth/session.server.ts'
import { registerEmbeddedGateway } from '#app/gateway/transport.server.ts'
import { UserListSchema } from '#app/gateway/users.server.ts'
import { MAX_INVITES } from '#server/shared/directory-rules.ts'
import { useConsoleGateway } from '#tests/fixtures/console-gateway.ts'
import { SEED, type TestGateway } from '#tests/fixtures/gateway.ts'
import { routeArgs } from '#tests/fixtures/route.ts'
import { action } from './route.tsx'

// The CSV flow end to end: the drawer's action on the reference gateway (in process, no doubles),
// a file of MAX_INVITES users invited in one gateway call.

let t: TestGateway
let token: string
let cookie: string
const base = `/customers/api/v1/company/${SEED.companies.acme}`

useConsoleGateway(async (gateway) => {
	t = gateway
	token = await t.signIn(SEED.users.acmeAdmin.email)
	const session = await sessionStorage().getSession()
	session.set('idToken', token)
	session.set('userId', SEED.users.acmeAdmin.id)
	session.set('companyId', SEED.companies.acme)
	session.set('role', 'admin')
	cookie = (await commitSession(session)).split(';')[0]!
})

/** Posts a form to the drawer's action and returns its Response (a redirect) or data() result. */
async function post(path: string, body: FormData | Record<string, string>) {
	const args = routeArgs(path, { cookie })
	const request = new Request(args.request.url, {
		method: 'POST',
		body: body instanceof FormData ? body : new URLSearchParams(body),
		headers: args.request.headers,
	})
	try {
		return (await action({ ...args, request } as never)) as unknown as Response
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
}

function redirectedTo(response: Response) {
	expect(response.status, JSON.stringify((response as { data?: unknown }).data ?? null).slice(0, 400)).toBe(302)
	return new URL(response.headers.get('Location')!, 'http://localhost:3000')
}

describe('a CSV of the row limit through the add-users action and the reference gateway', () => {
	test(`${MAX_INVITES.toLocaleString('en')} rows with long names, new departments and groups: one invite call creates them all`, async () => {
		const lines = ['Email,First Name,Last Name,Department,Group']
		for (let i = 0; i < MAX_INVITES; i++) {
			lines.push(
				`maximilian-alexander.featherstonehaugh.${i}@e2e-subsidiary.example-corp.test,Maximilian-Alexander,Featherstonehaugh-Smythe,E2E Research and Development ${i % 30},E2E Project Team ${i % 12}`,
			)
		}
		const form = new FormData()
		form.set('intent', 'csvUpload')
		form.set('file', new File([lines.join('\n')], 'users.csv', { type: 'text/csv' }))
		const uploaded = redirectedTo(await post('/users/add-users', form))
		const draft = uploaded.searchParams.get('draft')!
		/** Posts a step of the draft's add-users flow: where it redirects. */
		const postStep = async (fields: Record<string, string>) => redirectedTo(await post(`/users/add-users?draft=${draft}`, fields))
		// The CSV's columns, in order: email, name, last name, department, group.
		const step1 = await postStep({ intent: 'csvNext', email: '0', name: '1', lastName: '2', department: '3', group: '4' })
		expect(step1.searchParams.get('step')).toBe('1')

		// Count the gateway calls of the invite step: the bulk invite is the only write.
		const writes: string[] = []
		registerEmbeddedGateway(async (request) => {
			if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`)
			return t.gateway.fetch(request)
		})
		try {
			const done = await postStep({ intent: 'invite', notification: 'on', subject: 'Welcome', message: 'Hi {{name}}' })
			expect(done.pathname).toBe('/users/all_users')
			expect(done.searchParams.get('modal')).toBeNull()
		} finally {
			registerEmbeddedGateway(t.gateway.fetch)
		}
		expect(writes).toEqual([`POST ${base}/invite/bulk`])

		const users = UserListSchema.parse((await t.call('GET', `${base}/users`, { token, query: { searchText: 'e2e-subsidiary' } })).body)
		expect(users.pageInfo.totalItems).toBe(MAX_INVITES)
		const departments = (await t.call('GET', `${base}/departments`, { token, query: { searchText: 'e2e research', pageSize: '100' } })).body
		expect(departments.pageInfo.totalItems).toBe(30)
		const groups = (await t.call('GET', `${base}/groups`, { token, query: { searchText: 'e2e project', pageSize: '100' } })).body
		expect(groups.pageInfo.totalItems).toBe(12)
		expect(await t.latestEmail(`maximilian-alexander.featherstonehaugh.${MAX_INVITES - 1}@e2e-subsidiary.example-corp.test`)).toMatchObject(
			{
				kind: 'invite',
				subject: 'Welcome',
			},
		)
	}, 240_000)
})
