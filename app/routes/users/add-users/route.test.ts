import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { Viewer } from '#app/auth/guards.server.ts'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server, trainingHandlers } from '#tests/mocks/gateway.ts'
import { loadAddUsersDrawer } from './drawer.server.ts'
import { action } from './route.tsx'

const COMPANY = `${GATEWAY}/customers/api/v1/company/:companyId`
const TEMPLATES = {
	learner: { subject: 'Welcome to {{companyName}}', message: 'Hi {{name}}, learner text' },
	admin: { subject: 'You are an admin of {{companyName}}', message: 'Hi {{name}}, admin text' },
}
const item = (id: string, name: string) => ({ id, name, usersCount: 1, createdAt: '2026-01-01T00:00:00.000Z' })
const page = (data: unknown[]) => ({
	data,
	pageInfo: { pageNumber: 1, pageSize: 1000, totalItems: data.length, totalPages: 1 },
})

/** The users service of the gateway: departments Sales, groups Remote, the given existing emails; records what is created and invited. */
function usersService(options: { existing?: string[]; invite?: () => Response; departments?: ReturnType<typeof item>[] } = {}) {
	const departments = options.departments ?? [item('dep_sales', 'Sales')]
	const groups = [item('grp_remote', 'Remote')]
	const invited: any[] = []
	server.use(
		http.post(`${COMPANY}/users/exists`, async ({ request }) => {
			const { emails } = (await request.json()) as { emails: string[] }
			const taken = new Set((options.existing ?? []).map((e) => e.toLowerCase()))
			return HttpResponse.json({ existing: emails.filter((e) => taken.has(e.toLowerCase())) })
		}),
		http.get(`${COMPANY}/departments`, () => HttpResponse.json(page(departments))),
		http.get(`${COMPANY}/groups`, () => HttpResponse.json(page(groups))),
		http.post(`${COMPANY}/departments`, async ({ request }) => {
			const { name } = (await request.json()) as { name: string }
			const created = item(`dep_${name.toLowerCase()}`, name)
			departments.push(created)
			return HttpResponse.json(created, { status: 201 })
		}),
		http.post(`${COMPANY}/groups`, async ({ request }) => {
			const { name } = (await request.json()) as { name: string }
			const created = item(`grp_${name.toLowerCase().replace(/\s+/g, '_')}`, name)
			groups.push(created)
			return HttpResponse.json(created, { status: 201 })
		}),
		http.post(`${COMPANY}/invite/bulk`, async ({ request }) => {
			const body = await request.json()
			invited.push(body)
			return options.invite
				? options.invite()
				: HttpResponse.json({ invited: (body as any).emails.length, createdDepartments: 0, createdGroups: 0 }, { status: 201 })
		}),
		http.get(`${COMPANY}/invite/emails`, () => HttpResponse.json(TEMPLATES)),
		http.put(`${COMPANY}/invite/emails/:kind`, () => new HttpResponse(null, { status: 204 })),
		http.post(`${COMPANY}/invite/emails/:kind/reset`, () => new HttpResponse(null, { status: 204 })),
	)
	return { invited }
}

const signedIn = useSignedInCookies(['admin', 'user'])

function viewer(overrides: Partial<Viewer> = {}): Viewer {
	return { token: 'own-token', user: authUser(), company: companyView(), companyAccess: null, ...overrides }
}

async function post(path: string, form: Record<string, string> | FormData, role = 'admin') {
	const args = routeArgs(path, { cookie: signedIn[role] })
	const body = form instanceof FormData ? form : new URLSearchParams(form)
	const request = new Request(args.request.url, { method: 'POST', body, headers: args.request.headers })
	return outcome(() => action({ ...args, request } as any)) as Promise<any>
}

async function drawer(path: string, v: Viewer = viewer()) {
	const url = new URL(`http://localhost:3000${path}`)
	try {
		return await loadAddUsersDrawer(v, new Request(url, { headers: { Cookie: signedIn.admin! } }), url)
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
}

function location(response: Response) {
	expect(response.status).toBe(302)
	return new URL(response.headers.get('Location')!, 'http://localhost:3000')
}

const emailsStep = {
	intent: 'emails',
	emails: 'ann@acme.test\nbob@acme.test',
	department: 'Support',
	groups: 'grp_remote',
	newGroups: 'Night shift',
	role: 'user',
}

/** Posts a valid step 0 and returns the step-1 address with its draft. */
async function throughEmailsStep(back = '') {
	const response = await post(`/users/add-users${back ? `?back=${encodeURIComponent(back)}` : ''}`, emailsStep)
	const url = location(response)
	expect(url.pathname).toBe('/users/all_users')
	expect(url.searchParams.get('step')).toBe('1')
	return url
}

describe('Add by Emails: step 0', () => {
	test('with JavaScript, bad input answers in place with the spec messages and every typed value', async () => {
		viewerReplies()
		const calls = recordGateway()
		const result = await post('/users/add-users', {
			intent: 'emails',
			enhanced: '1',
			emails: 'ann@acme.test not-an-email',
			department: '',
			role: 'user',
		})
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toEqual({
			emails: ['addUsers:emails.invalid'],
			department: ['addUsers:emails.departmentRequired'],
		})
		expect(result.data.invalidEmails).toEqual(['not-an-email'])
		expect(result.data.result.initialValue).toMatchObject({ emails: 'ann@acme.test not-an-email' })
		expect(calls).toEqual([])
	})

	test('without JavaScript, a failed step goes back to the drawer, the reply kept in the draft', async () => {
		viewerReplies()
		usersService()
		const response = await post(`/users/add-users?back=${encodeURIComponent('?searchText=lea')}`, {
			intent: 'emails',
			emails: '',
			department: 'Sales',
			role: 'user',
		})
		const url = location(response)
		expect(url.searchParams.get('searchText')).toBe('lea')
		expect(url.searchParams.get('modal')).toBe('emails')
		const data = (await drawer(`${url.pathname}${url.search}`)) as any
		expect(data.view).toBe('emails')
		expect(data.reply.result.error).toEqual({ emails: ['addUsers:emails.required'] })
		expect(data.reply.result.initialValue).toMatchObject({ department: 'Sales' })
	})

	test('emails that already belong to users are marked and block Next', async () => {
		viewerReplies()
		usersService({ existing: ['learner@acme.test'] })
		const result = await post('/users/add-users', {
			intent: 'emails',
			enhanced: '1',
			emails: 'new@acme.test Learner@acme.test',
			department: 'Sales',
			role: 'user',
		})
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toEqual({ emails: ['addUsers:emails.inUse'] })
		expect(result.data.existingEmails).toEqual(['Learner@acme.test'])
	})

	test('Next saves the step in the draft and opens step 1, keeping the page parameters', async () => {
		viewerReplies()
		usersService()
		const url = await throughEmailsStep('?pageSize=50&modal=csv')
		expect(url.searchParams.get('pageSize')).toBe('50')
		expect(url.searchParams.get('modal')).toBe('emails')
		expect(url.searchParams.get('draft')).toMatch(/^[\w-]{32}$/)
	})
})

describe('step 1: notification and assignments', () => {
	test('a learner invite of a company with no assignments: notification off with the info box, auto-start offered, the learner template', async () => {
		viewerReplies()
		usersService()
		server.use(...trainingHandlers().handlers)
		const url = await throughEmailsStep()
		const data = (await drawer(`${url.pathname}${url.search}`)) as any
		expect(data.view).toBe('notify')
		expect(data).toMatchObject({
			count: 2,
			role: 'user',
			notification: { checked: false, locked: false, noAssignmentsInfo: true },
			autoStart: true,
			ssoToggle: false,
			values: {
				notification: false,
				notificationList: 'userOnly',
				subject: TEMPLATES.learner.subject,
				message: TEMPLATES.learner.message,
				sso: true,
			},
		})
	})

	test('admins are always notified; with a running training there is no auto-start; SSO toggle for an admin with SSO', async () => {
		viewerReplies()
		usersService()
		server.use(...trainingHandlers({ data: { hasActiveTraining: true } }).handlers)
		const response = await post('/users/add-users', { ...emailsStep, role: 'admin' })
		const url = location(response)
		const data = (await drawer(`${url.pathname}${url.search}`, viewer({ company: companyView({ hasSso: true }) }))) as any
		expect(data).toMatchObject({
			notification: { checked: true, locked: true },
			autoStart: false,
			ssoToggle: true,
			values: { notification: true, subject: TEMPLATES.admin.subject },
		})
	})

	test('Add users and begin training: the annual campaign is created first, then the users are invited with the spec payload', async () => {
		viewerReplies()
		const { invited } = usersService()
		server.use(...trainingHandlers().handlers)
		const url = await throughEmailsStep('?pageNumber=2')
		const calls = recordGateway()
		const response = await post(`/users/add-users?back=${encodeURIComponent('?pageNumber=2')}&draft=${url.searchParams.get('draft')}`, {
			intent: 'invite',
			notification: 'on',
			notificationList: 'beginTraining',
			subject: 'Hello',
			message: 'Join us',
			sso: 'on',
		})
		const writes = calls.filter((c) => !c.call.startsWith('GET')).map((c) => c.call.replace(/\?.*$/, ''))
		// No department or group is created before the invite: the one bulk call creates them with the users.
		expect(writes).toEqual([
			'POST /api/v1/training/company/cmp_acme/campaigns/annual',
			'POST /customers/api/v1/company/cmp_acme/invite/bulk',
		])
		expect(calls.find((c) => c.call.includes('campaigns/annual'))!.body).toMatchObject({
			name: 'Annual Training Campaign',
			assignmentType: 'all',
			notificationsEnabled: true,
		})
		expect(invited[0]).toEqual({
			emails: [
				{ email: 'ann@acme.test', role: 'user', departments: ['Support'], groups: ['Remote', 'Night shift'] },
				{ email: 'bob@acme.test', role: 'user', departments: ['Support'], groups: ['Remote', 'Night shift'] },
			],
			company_id: 'cmp_acme',
			custom_message: 'Join us',
			custom_subject: 'Hello',
			// No SSO provider: the toggle does not apply.
			sso: false,
			departments: null,
			groups: null,
			notificationsEnabled: true,
		})
		// Success closes the drawer with a toast; the draft is gone.
		expect(response.headers.get('Location')).toBe('/users/all_users?pageNumber=2')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'addUsers:notify.added' })
		expect(await drawer(`${url.pathname}${url.search}`)).toBeInstanceOf(Response)
	})

	test('a campaign that already runs (409 annual_training_active) does not stop the invite', async () => {
		viewerReplies()
		const { invited } = usersService()
		server.use(...trainingHandlers({ createAnnual: () => gatewayError(409, 'annual_training_active', 'already running') }).handlers)
		const url = await throughEmailsStep()
		const response = await post(`/users/add-users?draft=${url.searchParams.get('draft')}`, {
			intent: 'invite',
			notificationList: 'beginTraining',
			subject: '',
			message: '',
		})
		expect(invited).toHaveLength(1)
		expect(invited[0].notificationsEnabled).toBe(false)
		expect(location(response).search).toBe('')
	})

	test('Add users only invites without a campaign; the subject is required when notifying', async () => {
		viewerReplies()
		usersService()
		const training = trainingHandlers()
		server.use(...training.handlers)
		const url = await throughEmailsStep()
		const draft = url.searchParams.get('draft')
		const refused = await post(`/users/add-users?draft=${draft}`, {
			intent: 'invite',
			enhanced: '1',
			notification: 'on',
			notificationList: 'userOnly',
			subject: ' ',
			message: 'typed',
		})
		expect(refused.init.status).toBe(400)
		expect(refused.data.result.error).toEqual({ subject: ['addUsers:notify.subjectRequired'] })
		expect(refused.data.result.initialValue).toMatchObject({ message: 'typed', notification: 'on' })
		await post(`/users/add-users?draft=${draft}`, {
			intent: 'invite',
			notification: 'on',
			notificationList: 'userOnly',
			subject: 'Hi',
			message: '',
		})
		expect(training.calls.createAnnual).toEqual([])
	})

	test('a failed invite keeps the drawer and its draft with every typed value, and shows the message', async () => {
		viewerReplies()
		usersService({ invite: () => gatewayError(409, 'emails_in_use', 'These emails are already in use.') })
		server.use(...trainingHandlers().handlers)
		const url = await throughEmailsStep()
		const draft = url.searchParams.get('draft')
		const typed = {
			intent: 'invite',
			notification: 'on',
			notificationList: 'userOnly',
			subject: 'My subject',
			message: 'My message',
		}
		const result = await post(`/users/add-users?draft=${draft}`, { ...typed, enhanced: '1' })
		expect(result.init.status).toBe(400)
		expect(result.data.failure).toEqual({ message: 'These emails are already in use.', raw: true })
		expect(result.data.result.initialValue).toMatchObject({ subject: 'My subject', message: 'My message' })
		// Without JavaScript: back to step 1 of the same draft, the values and the message drawn again.
		const page = location(await post(`/users/add-users?draft=${draft}`, typed))
		expect(page.searchParams.get('draft')).toBe(draft)
		const data = (await drawer(`${page.pathname}${page.search}`)) as any
		expect(data.view).toBe('notify')
		expect(data.values).toMatchObject({ notification: true, subject: 'My subject', message: 'My message' })
		expect(data.reply.failure).toEqual({ message: 'These emails are already in use.', raw: true })
	})

	test('Save as template and Reset to default call the gateway for the role and say so', async () => {
		viewerReplies()
		usersService()
		server.use(...trainingHandlers().handlers)
		const url = await throughEmailsStep()
		const draft = url.searchParams.get('draft')
		const calls = recordGateway()
		const saved = await post(`/users/add-users?draft=${draft}`, {
			intent: 'saveTemplate',
			subject: 'New subject',
			message: 'New message',
		})
		expect(await flashToast(saved)).toEqual({ type: 'success', message: 'addUsers:notify.templateSaved' })
		const reset = await post(`/users/add-users?draft=${draft}`, { intent: 'resetTemplate', subject: 'x', message: 'y' })
		expect(await flashToast(reset)).toEqual({ type: 'success', message: 'addUsers:notify.templateReset' })
		expect(calls.filter((c) => !c.call.startsWith('GET'))).toEqual([
			{
				call: 'PUT /customers/api/v1/company/cmp_acme/invite/emails/learner',
				body: { subject: 'New subject', message: 'New message' },
			},
			{ call: 'POST /customers/api/v1/company/cmp_acme/invite/emails/learner/reset', body: undefined },
		])
		// After the reset the step shows the template again.
		const data = (await drawer(`${url.pathname}${url.search}`)) as any
		expect(data.values).toMatchObject({ subject: TEMPLATES.learner.subject, message: TEMPLATES.learner.message })
	})
})

function csvForm(content: string, name = 'users.csv', extra: Record<string, string> = {}) {
	const form = new FormData()
	form.set('intent', 'csvUpload')
	form.set('file', new File([content], name, { type: 'text/csv' }))
	for (const [k, v] of Object.entries(extra)) form.set(k, v)
	return form
}

const CSV = [
	'Email,Department,Group,First Name,Last Name',
	'ann@acme.test,Sales,Remote,Ann,Lee',
	'not-an-email,Sales,,Bob,Bad',
	'learner@acme.test,Sales,,Lea,Learner',
	'cy@acme.test,Ops,Night shift,Cy,Young',
].join('\n')

describe('CSV flow', () => {
	test('a file that is not .csv is refused with the spec message', async () => {
		viewerReplies()
		const result = await post('/users/add-users', csvForm('email\na@b.co', 'users.txt', { enhanced: '1' }))
		expect(result.init.status).toBe(400)
		expect(result.data.failure).toEqual({ message: 'csvImport:file.wrongFormat' })
	})

	test('upload, mapping with every bad row named, existing users shown before they are skipped, then the invite with created departments', async () => {
		viewerReplies()
		const { invited } = usersService({ existing: ['learner@acme.test'] })
		server.use(...trainingHandlers().handlers)
		const uploaded = location(await post('/users/add-users', csvForm(CSV)))
		const draft = uploaded.searchParams.get('draft')!
		expect(uploaded.searchParams.get('modal')).toBe('csv')
		const mapping = (await drawer(`${uploaded.pathname}${uploaded.search}`)) as any
		expect(mapping).toMatchObject({
			view: 'csvMapping',
			fileName: 'users.csv',
			mapping: { email: 0, department: 1, group: 2, name: 3, lastName: 4 },
			invalid: [{ line: 3, reason: 'invalidEmail', value: 'not-an-email' }],
			validCount: 3,
			existingCount: 0,
		})

		const columns = { email: '0', department: '1', group: '2', name: '3', lastName: '4' }
		const missing = await post(`/users/add-users?draft=${draft}`, {
			intent: 'csvNext',
			enhanced: '1',
			...columns,
			department: '',
		})
		expect(missing.data.result.error).toEqual({ department: ['csvImport:mapping.selectColumn'] })

		// Next: the existing user is reported per row, and nothing moves on yet.
		const checked = location(await post(`/users/add-users?draft=${draft}`, { intent: 'csvNext', ...columns }))
		expect(checked.searchParams.get('step')).toBeNull()
		const shown = (await drawer(`${checked.pathname}${checked.search}`)) as any
		expect(shown).toMatchObject({ existing: [{ line: 4, value: 'learner@acme.test' }], existingCount: 1, willAdd: 2 })
		// Next again, having seen them: step 1 with the 2 others.
		const step1 = location(
			await post(`/users/add-users?draft=${draft}`, {
				intent: 'csvNext',
				acknowledge: shown.acknowledgeKey,
				...columns,
			}),
		)
		expect(step1.searchParams.get('step')).toBe('1')
		const notify = (await drawer(`${step1.pathname}${step1.search}`)) as any
		expect(notify).toMatchObject({ view: 'notify', flow: 'csv', count: 2, role: 'user' })

		const done = await post(`/users/add-users?draft=${draft}`, { intent: 'invite', subject: '', message: '' })
		expect(done.headers.get('Location')).toBe('/users/all_users')
		expect(invited[0].emails).toEqual([
			{
				email: 'ann@acme.test',
				role: 'user',
				departments: ['Sales'],
				groups: ['Remote'],
				name: 'Ann',
				lastName: 'Lee',
			},
			{
				email: 'cy@acme.test',
				role: 'user',
				departments: ['Ops'],
				groups: ['Night shift'],
				name: 'Cy',
				lastName: 'Young',
			},
		])
	})

	test('a NUL byte in a cell names its row and column in the mapping step, and the invite leaves that row out', async () => {
		viewerReplies()
		const { invited } = usersService()
		server.use(...trainingHandlers().handlers)
		const file = ['Email,Department,Group', 'ann@acme.test,Sales,Remote', 'bob@acme.test,Sa\u0000les,', 'cy@acme.test,Ops/Dev,'].join('\n')
		const uploaded = location(await post('/users/add-users', csvForm(file)))
		const draft = uploaded.searchParams.get('draft')!
		const mapping = (await drawer(`${uploaded.pathname}${uploaded.search}`)) as any
		expect(mapping).toMatchObject({
			invalid: [
				{ line: 3, reason: 'controlCharacter', column: 'department', value: 'Sa\uFFFDles' },
				{ line: 4, reason: 'invalidName', column: 'department', value: 'Ops/Dev' },
			],
			invalidCount: 2,
			validCount: 1,
		})
		// The page never receives the NUL itself (the preview shows the replacement character).
		expect(JSON.stringify(mapping)).not.toContain('\\u0000')
		const step1 = location(await post(`/users/add-users?draft=${draft}`, { intent: 'csvNext', email: '0', department: '1', group: '2' }))
		expect(step1.searchParams.get('step')).toBe('1')
		await post(`/users/add-users?draft=${draft}`, { intent: 'invite', subject: '', message: '' })
		expect(invited[0].emails).toEqual([{ email: 'ann@acme.test', role: 'user', departments: ['Sales'], groups: ['Remote'] }])
	})

	test('a spreadsheet renamed .csv gets the file-level message, with JavaScript and without', async () => {
		viewerReplies()
		const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0, 0, 0x21, 0x00])
		const form = (enhanced: boolean) => {
			const data = new FormData()
			data.set('intent', 'csvUpload')
			data.set('file', new File([xlsx], 'users.csv', { type: 'text/csv' }))
			if (enhanced) data.set('enhanced', '1')
			return data
		}
		const result = await post('/users/add-users', form(true))
		expect(result.init.status).toBe(400)
		expect(result.data.failure).toEqual({ message: 'csvImport:file.binary' })
		const page = location(await post('/users/add-users', form(false)))
		expect(((await drawer(`${page.pathname}${page.search}`)) as any).reply.failure).toEqual({
			message: 'csvImport:file.binary',
		})
	})

	test('5,000 users from one file are invited in one gateway call', async () => {
		viewerReplies()
		const { invited } = usersService()
		server.use(...trainingHandlers().handlers)
		const rows = Array.from({ length: 5000 }, (_, i) => `user${i}@big.test,Sales`)
		const uploaded = location(await post('/users/add-users', csvForm(['email,department', ...rows].join('\n'))))
		const draft = uploaded.searchParams.get('draft')!
		// The parsed file stays on the server: the page gets a preview of its first rows.
		const mapping = (await drawer(`${uploaded.pathname}${uploaded.search}`)) as any
		expect(mapping.preview).toHaveLength(5)
		expect(JSON.stringify(mapping)).not.toContain('user4999@big.test')
		const step1 = location(await post(`/users/add-users?draft=${draft}`, { intent: 'csvNext', email: '0', department: '1' }))
		expect(step1.searchParams.get('step')).toBe('1')
		await post(`/users/add-users?draft=${draft}`, { intent: 'invite', subject: '', message: '' })
		expect(invited).toHaveLength(1)
		expect(invited[0].emails).toHaveLength(5000)
	})
})

describe('guards', () => {
	test('an unverified admin gets the verify-your-email dialog instead of the drawer, and cannot post', async () => {
		const data = (await drawer('/users/all_users?modal=emails', viewer({ user: authUser({ emailVerified: false }) }))) as any
		expect(data).toMatchObject({ view: 'verifyEmail', email: 'admin@acme.test', closeHref: '/users/all_users' })
		viewerReplies(authUser({ emailVerified: false }))
		const calls = recordGateway()
		const response = await post('/users/add-users', emailsStep)
		expect(location(response).searchParams.get('modal')).toBe('emails')
		expect(calls).toEqual([])
	})

	test('the SSO tab leads to the SSO settings page; a closed drawer loads nothing', async () => {
		const response = (await drawer('/users/all_users?modal=sso')) as Response
		expect(response.headers.get('Location')).toBe('/settings/single-sign-on')
		expect(await drawer('/users/all_users?modal=reminder')).toBeNull()
	})

	test("another user's draft does not load", async () => {
		viewerReplies()
		usersService()
		const url = await throughEmailsStep()
		const other = viewer({ user: authUser({ id: 'usr_other' }) })
		const response = (await drawer(`${url.pathname}${url.search}`, other)) as Response
		expect(location(response).searchParams.get('draft')).toBeNull()
	})

	test('a learner is refused and nothing is sent', async () => {
		viewerReplies(authUser({ role: 'user' }))
		const calls = recordGateway()
		const response = await post('/users/add-users', emailsStep, 'user')
		expect(response.status).toBe(302)
		expect(calls).toEqual([])
	})
})
