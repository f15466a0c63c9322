import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { UserProfile, UserTask } from '#app/gateway/users.server.ts'
import en from '#app/i18n/locales/en/profile.ts'
import { flashToast, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { COMPANY, userRow } from '#tests/fixtures/users.ts'
import { authUser, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action, loader } from './profile.tsx'

function profile(overrides: Partial<UserProfile> = {}): UserProfile {
	return {
		...userRow({
			groups: [{ id: 'grp_new', name: 'New Hires' }],
			lastLogin: null,
			createdAt: '2026-01-01T00:00:00.000Z',
		}),
		companyId: 'cmp_acme',
		outstandingTasks: 1,
		completedTasks: 1,
		...overrides,
	}
}

function task(overrides: Partial<UserTask> = {}): UserTask {
	return {
		campaignId: 'tcp_1',
		category: 'training',
		name: 'Annual Training Campaign',
		status: 'IN_PROGRESS',
		assignedAt: '2026-03-02T10:00:00.000Z',
		dueDate: '2999-04-01T00:00:00.000Z',
		completedAt: null,
		...overrides,
	}
}

/** The gateway doubles of the profile: one user (or a 404 for any other id), tasks, lists. */
function profileGateway(user: UserProfile = profile(), tasks: UserTask[] = [task()]) {
	server.use(
		http.get(`${COMPANY}/users/:userId`, ({ params }) =>
			params.userId === user.id ? HttpResponse.json(user) : gatewayError(404, 'not_found', 'User not found'),
		),
		http.get(`${COMPANY}/users/:userId/tasks`, () =>
			HttpResponse.json({
				data: tasks,
				pageInfo: { pageNumber: 1, pageSize: 10, totalItems: tasks.length, totalPages: 1 },
			}),
		),
		http.get(`${COMPANY}/departments`, () =>
			HttpResponse.json({
				data: [{ id: 'dep_sales', name: 'Sales', usersCount: 3, createdAt: '2026-01-01T00:00:00.000Z' }],
				pageInfo: { pageNumber: 1, pageSize: 1000, totalItems: 1, totalPages: 1 },
			}),
		),
		http.get(`${COMPANY}/groups`, () =>
			HttpResponse.json({
				data: [
					{ id: 'grp_new', name: 'New Hires', usersCount: 1, createdAt: '2026-01-01T00:00:00.000Z' },
					{ id: 'grp_dev', name: 'Developers', usersCount: 1, createdAt: '2026-01-01T00:00:00.000Z' },
				],
				pageInfo: { pageNumber: 1, pageSize: 1000, totalItems: 2, totalPages: 1 },
			}),
		),
	)
}

const noContent = () => new HttpResponse(null, { status: 204 })

type Outcome = { response?: Response; status?: number; data?: any }

/** A loader or action's outcome: a Response (redirect), a thrown `data()` (404), or returned data. */
async function run(fn: () => Promise<unknown>): Promise<Outcome> {
	try {
		const value: any = await fn()
		if (value instanceof Response) return { response: value, status: value.status }
		if (value && value.type === 'DataWithResponseInit') return { status: value.init?.status ?? 200, data: value.data }
		return { status: 200, data: value }
	} catch (error: any) {
		if (error instanceof Response) return { response: error, status: error.status }
		if (error && error.type === 'DataWithResponseInit') return { status: error.init?.status, data: error.data }
		throw error
	}
}

function args(path: string, options: { cookie?: string; form?: Record<string, string> } = {}) {
	const base = routeArgs(path, options)
	const [, , userId, tab] = new URL(base.url).pathname.split('/')
	return { ...base, params: { userId: decodeURIComponent(userId ?? ''), tab } }
}

async function load(path: string, role = 'admin', user = authUser({ role: role as any })) {
	viewerReplies(user)
	const cookie = await signedInCookie(role)
	return run(() => loader(args(path, { cookie }) as any))
}

async function post(path: string, form: Record<string, string>, role = 'admin', user = authUser({ role: role as any })) {
	viewerReplies(user)
	const cookie = await signedInCookie(role)
	return run(() => action(args(path, { cookie, form }) as any))
}

function text(key: string) {
	const [ns, path] = key.split(':')
	expect(ns).toBe('profile')
	return path!.split('.').reduce<any>((node, part) => node?.[part], en) as string
}

describe('User profile: tabs', () => {
	test('the bare profile path shows the outstanding tasks, dates as MMM dd, yyyy', async () => {
		profileGateway()
		const calls = recordGateway()
		const { status, data } = await load('/user_profile/usr_lea')
		expect(status).toBe(200)
		expect(data.tab).toBe('outstanding_tasks')
		expect(data.tabs).toEqual(['outstanding_tasks', 'completed_tasks', 'edit'])
		expect(data.user).toMatchObject({
			fullName: 'Lea Learner',
			email: 'learner@acme.test',
			department: { name: 'Sales' },
		})
		expect(data.tasks.rows).toEqual([
			{
				id: 'tcp_1',
				name: 'Annual Training Campaign',
				category: 'training',
				status: 'inProgress',
				assignedLabel: 'Mar 02, 2026',
				dueLabel: 'Apr 01, 2999',
				completedLabel: null,
			},
		])
		expect(calls.map((c) => c.call)).toContain(
			'GET /customers/api/v1/company/cmp_acme/users/usr_lea/tasks?status=outstanding&pageNumber=1&pageSize=10',
		)
	})

	test('paging comes from the URL; an outstanding task past its due date is overdue', async () => {
		profileGateway(profile(), [task({ dueDate: '2020-01-01T00:00:00.000Z', status: 'NOT_STARTED' })])
		const calls = recordGateway()
		const { data } = await load('/user_profile/usr_lea/outstanding_tasks?pageSize=5')
		expect(data.tasks.rows[0].status).toBe('overdue')
		expect(calls.map((c) => c.call)).toContain(
			'GET /customers/api/v1/company/cmp_acme/users/usr_lea/tasks?status=outstanding&pageNumber=1&pageSize=5',
		)
	})

	test('an admin sees the completed tasks', async () => {
		profileGateway(profile(), [task({ status: 'COMPLETED', completedAt: '2026-03-10T10:00:00.000Z' })])
		const calls = recordGateway()
		const { data } = await load('/user_profile/usr_lea/completed_tasks')
		expect(data.tab).toBe('completed_tasks')
		expect(data.tasks.rows[0]).toMatchObject({ status: 'completed', completedLabel: 'Mar 10, 2026' })
		expect(calls.map((c) => c.call).some((c) => c.includes('status=completed'))).toBe(true)
	})

	test('a non-admin (support staff) opening completed tasks is sent to outstanding tasks', async () => {
		profileGateway()
		const calls = recordGateway()
		const { response } = await load('/user_profile/usr_lea/completed_tasks', 'support', authUser({ role: 'support', id: 'usr_support' }))
		expect(response?.status).toBe(302)
		expect(response?.headers.get('Location')).toBe('/user_profile/usr_lea/outstanding_tasks')
		expect(calls.map((c) => c.call).some((c) => c.includes('/tasks'))).toBe(false)
	})

	test('support staff have no completed-tasks tab', async () => {
		profileGateway()
		const { data } = await load('/user_profile/usr_lea', 'support', authUser({ role: 'support', id: 'usr_support' }))
		expect(data.tabs).toEqual(['outstanding_tasks', 'edit'])
	})

	test('the edit tab lists the departments and groups', async () => {
		profileGateway()
		const { data } = await load('/user_profile/usr_lea/edit')
		expect(data.edit.departments).toEqual([{ id: 'dep_sales', name: 'Sales' }])
		expect(data.edit.groups.map((g: any) => g.name)).toEqual(['New Hires', 'Developers'])
		expect(data.edit.roleLocked).toBeNull()
		expect(data.tasks).toBeNull()
	})

	test.each(['nonsense', 'settings'])('an unknown tab (%s) is the 404 page', async (tab) => {
		profileGateway()
		const { status } = await load(`/user_profile/usr_lea/${tab}`)
		expect(status).toBe(404)
	})

	test("an unknown or another company's user id is the 404 page", async () => {
		profileGateway()
		const { status } = await load('/user_profile/usr_globex_admin')
		expect(status).toBe(404)
	})

	test('the password tab is only on your own profile: hidden and 404 for another user', async () => {
		profileGateway()
		expect((await load('/user_profile/usr_lea')).data.tabs).not.toContain('password')
		expect((await load('/user_profile/usr_lea/password')).status).toBe(404)
	})

	test('your own profile has the password tab and no disable or delete', async () => {
		profileGateway(profile({ id: 'usr_admin', role: 'admin', isOwner: true, email: 'admin@acme.test' }))
		const { data } = await load('/user_profile/usr_admin/password')
		expect(data.tab).toBe('password')
		expect(data.tabs).toContain('password')
		expect(data.abilities).toMatchObject({ enable: false, disable: false, delete: false })
		expect(data.password.constraint.password).toMatchObject({ required: true })
	})

	test('an MSP may open only their own profile', async () => {
		const msp = authUser({ role: 'msp', id: 'usr_msp' })
		const own = await load('/user_profile/usr_msp', 'msp', msp)
		expect(own.data.tabs).toEqual(['password'])
		expect(own.data.tab).toBe('password')
		const other = await load('/user_profile/usr_lea', 'msp', msp)
		expect(other.response?.status).toBe(403)
	})

	test('a guest is sent to sign in', async () => {
		const { response } = await run(() => loader(args('/user_profile/usr_lea') as any))
		expect(response?.headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
	})

	test('dialogs open from the URL only where the action applies', async () => {
		profileGateway()
		expect((await load('/user_profile/usr_lea?modal=disable')).data.modal).toBe('disable')
		expect((await load('/user_profile/usr_lea?modal=enable')).data.modal).toBeNull()
		expect((await load('/user_profile/usr_lea?modal=delete')).data.modal).toBe('delete')
		profileGateway(profile({ isOwner: true, role: 'admin' }))
		expect((await load('/user_profile/usr_lea?modal=delete')).data.modal).toBeNull()
	})

	test('resend invite and verification email are offered only while they apply', async () => {
		profileGateway()
		expect((await load('/user_profile/usr_lea')).data.abilities).toMatchObject({
			resendInvite: false,
			verificationEmail: false,
		})
		profileGateway(profile({ registered: false, emailVerified: false }))
		expect((await load('/user_profile/usr_lea')).data.abilities).toMatchObject({
			resendInvite: true,
			verificationEmail: true,
		})
	})
})

describe('User profile: delete', () => {
	function deleteReply() {
		const bodies: unknown[] = []
		server.use(
			http.delete(`${GATEWAY}/api/v1/user/:companyId/delete_user`, async ({ request }) => {
				bodies.push(await request.json())
				return noContent()
			}),
		)
		return bodies
	}

	test.each([
		['', 'Please enter confirmation phrase'],
		['   ', 'Please enter confirmation phrase'],
		['i confirm deletion', 'Invalid confirmation phrase'],
		['delete', 'Invalid confirmation phrase'],
	])('the phrase %j is refused with "%s", the typed text kept, nothing deleted', async (confirmation, message) => {
		profileGateway()
		const bodies = deleteReply()
		const { status, data } = await post('/user_profile/usr_lea?modal=delete', { intent: 'delete', confirmation })
		expect(status).toBe(400)
		expect(text(data.result.error.confirmation[0])).toBe(message)
		if (confirmation) expect(data.result.initialValue.confirmation).toBe(confirmation)
		expect(bodies).toEqual([])
	})

	test("the phrase (trimmed) deletes the user and goes to All Users with 'User has been deleted'", async () => {
		profileGateway()
		const bodies = deleteReply()
		const { response } = await post('/user_profile/usr_lea?modal=delete', {
			intent: 'delete',
			confirmation: '  I confirm deletion ',
		})
		expect(bodies).toEqual([{ userId: 'usr_lea', companyId: 'cmp_acme' }])
		expect(response?.headers.get('Location')).toBe('/users/all_users')
		const toast = await flashToast(response!)
		expect(toast).toMatchObject({ type: 'success', message: 'profile:delete.done' })
		expect(text(toast!.message)).toBe('User has been deleted')
	})

	test("the gateway's refusal (the account owner) is shown in the dialog", async () => {
		profileGateway()
		server.use(
			http.delete(`${GATEWAY}/api/v1/user/:companyId/delete_user`, () =>
				gatewayError(409, 'cannot_delete_owner', 'The account owner cannot be deleted.'),
			),
		)
		const { status, data } = await post('/user_profile/usr_lea?modal=delete', {
			intent: 'delete',
			confirmation: 'I confirm deletion',
		})
		expect(status).toBe(400)
		expect(data.failure).toEqual({ message: 'The account owner cannot be deleted.', raw: true })
	})

	test('you cannot delete yourself', async () => {
		const bodies = deleteReply()
		const { status, data } = await post('/user_profile/usr_admin?modal=delete', {
			intent: 'delete',
			confirmation: 'I confirm deletion',
		})
		expect(status).toBe(400)
		expect(data.failure).toEqual({ message: 'profile:notAllowed.self' })
		expect(bodies).toEqual([])
	})
})

describe('User profile: enable and disable', () => {
	test('disable sends DISABLED and comes back without the dialog, with a message', async () => {
		const bodies: unknown[] = []
		server.use(
			http.patch(`${COMPANY}/users/:userId/status`, async ({ request, params }) => {
				bodies.push({ userId: params.userId, ...((await request.json()) as object) })
				return noContent()
			}),
		)
		const { response } = await post('/user_profile/usr_lea/outstanding_tasks?modal=disable&pageSize=5', {
			intent: 'disable',
		})
		expect(bodies).toEqual([{ userId: 'usr_lea', status: 'DISABLED' }])
		expect(response?.headers.get('Location')).toBe('/user_profile/usr_lea/outstanding_tasks?pageSize=5')
		expect(await flashToast(response!)).toMatchObject({ type: 'success', message: 'profile:disable.done' })
	})

	test('enable sends ENABLED', async () => {
		const bodies: unknown[] = []
		server.use(
			http.patch(`${COMPANY}/users/:userId/status`, async ({ request }) => {
				bodies.push(await request.json())
				return noContent()
			}),
		)
		await post('/user_profile/usr_lea?modal=enable', { intent: 'enable' })
		expect(bodies).toEqual([{ status: 'ENABLED' }])
	})

	test('the integration-restricted refusal is surfaced as an error in clear words', async () => {
		server.use(
			http.patch(`${COMPANY}/users/:userId/status`, () =>
				gatewayError(
					409,
					'integration_restricted',
					'Admin users of this account are managed by its integration and cannot be disabled here.',
				),
			),
		)
		const { response } = await post('/user_profile/usr_other_admin?modal=disable', { intent: 'disable' })
		expect(response?.headers.get('Location')).toBe('/user_profile/usr_other_admin')
		const toast = await flashToast(response!)
		expect(toast).toMatchObject({ type: 'error', message: 'profile:disable.integrationRestricted' })
		expect(text(toast!.message)).toMatch(/not disabled.*managed by its integration/)
	})

	test('you cannot disable yourself; nothing is sent', async () => {
		const calls = recordGateway()
		const { response } = await post('/user_profile/usr_admin?modal=disable', { intent: 'disable' })
		expect(await flashToast(response!)).toMatchObject({ type: 'error', message: 'profile:notAllowed.self' })
		expect(calls).toEqual([])
	})

	test('an MSP cannot act on another user; nothing is sent', async () => {
		const calls = recordGateway()
		const { response } = await post('/user_profile/usr_lea', { intent: 'disable' }, 'msp', authUser({ role: 'msp', id: 'usr_msp' }))
		expect(response?.status).toBe(403)
		expect(calls).toEqual([])
	})
})

describe('User profile: invite and verification', () => {
	test("resend invite sends the company and the admin's name and email; 'Invitation has been sent'", async () => {
		const bodies: unknown[] = []
		server.use(
			http.post(`${GATEWAY}/api/v1/user/:companyId/resend_invite`, async ({ request }) => {
				bodies.push(await request.json())
				return noContent()
			}),
		)
		const { response } = await post('/user_profile/usr_ivy', { intent: 'resendInvite' })
		expect(bodies).toEqual([
			{
				companyId: 'cmp_acme',
				userId: 'usr_ivy',
				companyName: 'Acme Corp',
				adminEmail: 'admin@acme.test',
				adminName: 'Ada Admin',
			},
		])
		const toast = await flashToast(response!)
		expect(text(toast!.message)).toBe('Invitation has been sent')
	})

	test("the verification email names the user; 'Email with verification link has been sent'", async () => {
		const bodies: unknown[] = []
		server.use(
			http.post(`${GATEWAY}/api/v1/user/verification_email`, async ({ request }) => {
				bodies.push(await request.json())
				return noContent()
			}),
		)
		const { response } = await post('/user_profile/usr_ivy', { intent: 'verificationEmail' })
		expect(bodies).toEqual([{ user_id: 'usr_ivy' }])
		const toast = await flashToast(response!)
		expect(text(toast!.message)).toBe('Email with verification link has been sent')
	})

	test("a refused resend shows the gateway's message as an error", async () => {
		server.use(
			http.post(`${GATEWAY}/api/v1/user/:companyId/resend_invite`, () =>
				gatewayError(409, 'already_registered', 'This user has already registered.'),
			),
		)
		const { response } = await post('/user_profile/usr_lea', { intent: 'resendInvite' })
		expect(await flashToast(response!)).toEqual({
			type: 'error',
			message: 'This user has already registered.',
			raw: true,
		})
	})
})

describe('User profile: edit', () => {
	const valid = { intent: 'edit', name: 'Leah', lastName: 'Learner-Smith', role: 'admin', departmentId: 'dep_sales' }

	function updateReply(reply: () => Response = () => HttpResponse.json(profile())) {
		const bodies: unknown[] = []
		server.use(
			http.patch(`${COMPANY}/users/:userId`, async ({ request }) => {
				bodies.push(await request.json())
				return reply()
			}),
		)
		return bodies
	}

	function formWithGroups(values: Record<string, string>, groups: string[]) {
		const form = new URLSearchParams(values)
		for (const id of groups) form.append('groupIds', id)
		return form
	}

	async function postForm(path: string, form: URLSearchParams) {
		viewerReplies()
		const cookie = await signedInCookie()
		const request = new Request(`http://localhost:3000${path}`, {
			method: 'POST',
			body: form,
			headers: { Cookie: cookie },
		})
		const base = args(path, { cookie })
		return run(() => action({ ...base, request } as any))
	}

	test.each([
		['name', { name: '' }, 'Field is required'],
		['name', { name: '   ' }, 'Field is required'],
		['lastName', { lastName: '' }, 'Field is required'],
		['name', { name: 'Lea <script>' }, en.edit.nameInvalid],
		['role', { role: 'superadmin' }, 'Please select a role.'],
	])('%s %j is refused with "%s", every typed value kept, nothing saved', async (field, change, message) => {
		profileGateway()
		const bodies = updateReply()
		const { status, data } = await postForm('/user_profile/usr_lea/edit', formWithGroups({ ...valid, ...change }, ['grp_new', 'grp_dev']))
		expect(status).toBe(400)
		expect(text(data.result.error[field][0])).toBe(message)
		const typed = Object.fromEntries(Object.entries({ ...valid, ...change }).filter(([, value]) => value !== ''))
		expect(data.result.initialValue).toEqual({ ...typed, groupIds: ['grp_new', 'grp_dev'] })
		expect(bodies).toEqual([])
	})

	test("a valid edit is saved and the tab comes back with 'Profile updated'", async () => {
		profileGateway()
		const bodies = updateReply()
		const { response } = await postForm('/user_profile/usr_lea/edit', formWithGroups({ ...valid, departmentId: '' }, ['grp_dev']))
		expect(bodies).toEqual([{ name: 'Leah', lastName: 'Learner-Smith', role: 'admin', departmentId: null, groupIds: ['grp_dev'] }])
		expect(response?.headers.get('Location')).toBe('/user_profile/usr_lea/edit')
		const toast = await flashToast(response!)
		expect(text(toast!.message)).toBe('Profile updated')
	})

	test('no ticked group is an empty list', async () => {
		profileGateway()
		const bodies = updateReply()
		await postForm('/user_profile/usr_lea/edit', formWithGroups(valid, []))
		expect((bodies[0] as any).groupIds).toEqual([])
	})

	test('the account owner stays an admin', async () => {
		profileGateway(profile({ isOwner: true, role: 'admin' }))
		const bodies = updateReply()
		const { status, data } = await postForm('/user_profile/usr_lea/edit', formWithGroups({ ...valid, role: 'user' }, []))
		expect(status).toBe(400)
		expect(text(data.result.error.role[0])).toBe('The account owner is always an Admin.')
		expect(bodies).toEqual([])
	})

	test("a gateway refusal keeps the values and shows the gateway's text", async () => {
		profileGateway()
		updateReply(() => HttpResponse.json({ message: 'Missing or invalid request parameters: departmentId.' }, { status: 422 }))
		const { status, data } = await postForm('/user_profile/usr_lea/edit', formWithGroups(valid, []))
		expect(status).toBe(400)
		expect(data.failure.raw).toBe(true)
		expect(data.result.initialValue).toMatchObject({ name: 'Leah', lastName: 'Learner-Smith' })
	})
})

describe('User profile: password', () => {
	test('your own new password must follow the rules and match; nothing is sent until it does', async () => {
		const calls = recordGateway()
		const { status, data } = await post('/user_profile/usr_admin/password', {
			intent: 'password',
			currentPassword: 'Demo-Pass-2026!',
			password: 'short',
			confirmPassword: 'short',
		})
		expect(status).toBe(400)
		expect(data.result.error.password).toEqual(['auth:register.passwordWeak'])
		expect(data.passwordRules).toMatchObject({ length: false })
		const mismatch = await post('/user_profile/usr_admin/password', {
			intent: 'password',
			currentPassword: 'Demo-Pass-2026!',
			password: 'Str0ng!Pass',
			confirmPassword: 'Str0ng!Pas',
		})
		expect(mismatch.data.result.error.confirmPassword).toEqual(['auth:register.confirmMismatch'])
		expect(calls).toEqual([])
	})

	test('without the current password nothing is changed', async () => {
		const calls = recordGateway()
		const { status, data } = await post('/user_profile/usr_admin/password', {
			intent: 'password',
			password: 'Str0ng!Pass',
			confirmPassword: 'Str0ng!Pass',
		})
		expect(status).toBe(400)
		expect(data.result.error.currentPassword).toEqual(['auth:changePassword.currentRequired'])
		expect(calls).toEqual([])
	})

	test('the new password must differ from the current one', async () => {
		const calls = recordGateway()
		const { status, data } = await post('/user_profile/usr_admin/password', {
			intent: 'password',
			currentPassword: 'Str0ng!Pass',
			password: 'Str0ng!Pass',
			confirmPassword: 'Str0ng!Pass',
		})
		expect(status).toBe(400)
		expect(data.result.error.password).toEqual(['auth:changePassword.sameAsCurrent'])
		expect(calls).toEqual([])
	})

	test('a valid password is changed through PUT /api/v1/user/password with the current one', async () => {
		const bodies: unknown[] = []
		server.use(
			http.put(`${GATEWAY}/api/v1/user/password`, async ({ request }) => {
				bodies.push(await request.json())
				return noContent()
			}),
		)
		const { response } = await post('/user_profile/usr_admin/password', {
			intent: 'password',
			currentPassword: 'Demo-Pass-2026!',
			password: 'Str0ng!Pass',
			confirmPassword: 'Str0ng!Pass',
		})
		expect(bodies).toEqual([expect.objectContaining({ password: 'Str0ng!Pass', currentPassword: 'Demo-Pass-2026!' })])
		expect(response?.headers.get('Location')).toBe('/user_profile/usr_admin/password')
	})

	test('a wrong current password is shown on its field, and nothing typed comes back', async () => {
		server.use(
			http.put(`${GATEWAY}/api/v1/user/password`, () =>
				gatewayError(400, 'current_password_invalid', 'The current password is incorrect.'),
			),
		)
		const { status, data } = await post('/user_profile/usr_admin/password', {
			intent: 'password',
			currentPassword: 'Not-It-2026!',
			password: 'Str0ng!Pass',
			confirmPassword: 'Str0ng!Pass',
		})
		expect(status).toBe(400)
		expect(data.result.error.currentPassword).toEqual(['auth:changePassword.currentWrong'])
		expect(JSON.stringify(data.result.initialValue ?? {})).not.toContain('Str0ng!Pass')
		expect(JSON.stringify(data.result.initialValue ?? {})).not.toContain('Not-It-2026!')
	})

	test("another user's password cannot be posted", async () => {
		const calls = recordGateway()
		const { status } = await post('/user_profile/usr_lea/password', {
			intent: 'password',
			currentPassword: 'Demo-Pass-2026!',
			password: 'Str0ng!Pass',
			confirmPassword: 'Str0ng!Pass',
		})
		expect(status).toBe(404)
		expect(calls).toEqual([])
	})
})
