/**
 * msw doubles of the gateway for route tests: the console talks to
 * GATEWAY_URL=http://gateway.test (set, and `server` started, by tests/setup/gateway-doubles.ts),
 * and each test states the replies it needs.
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import {
	type BankDetails,
	type Invoice,
	type InvoiceStatus,
	PARTNER_PURCHASE_MIN_SEATS,
	PURCHASE_MAX_SEATS,
	PURCHASE_MIN_SEATS,
	type Pricing,
	type SubscriptionRecord,
} from '#app/gateway/billing.server.ts'
import type { CompanyView, TrialStatus } from '#app/gateway/company.server.ts'
import type { Notification, Notifications, SuspendedCampaign } from '#app/gateway/notifications.server.ts'
import type { StartTrainingData } from '#app/gateway/training.server.ts'
import type { AuthUser } from '#app/gateway/user.server.ts'
import type {
	InvitePayload,
	InviteTemplateKind,
	InviteTemplates,
	NamedListItem,
	ReminderPayload,
	UserProfile,
	UserRow,
	UserTask,
} from '#app/gateway/users.server.ts'
import { SETTLED_ACCOUNT_STATE } from '#server/gateway/lib/settled-account.ts'
import { testBankTransferDetails } from '#server/gateway/lib/test-bank-details.ts'

export const GATEWAY = 'http://gateway.test'

export const server = setupServer()

export function gatewayError(status: number, code: string, message: string, detailCode?: string) {
	return HttpResponse.json({ code, message, details: [{ code: detailCode ?? code, description: message }] }, { status })
}

export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
	return {
		id: 'usr_admin',
		company_id: 'cmp_acme',
		email: 'admin@acme.test',
		name: 'Ada',
		lastName: 'Admin',
		role: 'admin',
		...SETTLED_ACCOUNT_STATE,
		isAdminLoggedInAsCompany: false,
		adminName: null,
		adminEmail: null,
		privacyPolicyConfirmedAt: '2026-01-01T00:00:00.000Z',
		lastLogin: null,
		...overrides,
	}
}

export function companyView(overrides: Partial<CompanyView> = {}): CompanyView {
	return {
		id: 'cmp_acme',
		name: 'Acme Corp',
		slug: 'acme',
		logo: null,
		lang: 'en',
		country: 'US',
		ownerId: 'usr_admin',
		apiKey: null,
		videoProjectId: null,
		createdAt: '2026-01-01T00:00:00.000Z',
		updatedAt: '2026-01-01T00:00:00.000Z',
		defaultChildInviteMessage: null,
		subscription: {
			hasBoost: false,
			hasSuperBoost: false,
			trial: { status: 'available', modal: false, endsAt: null },
			type: 'FREE',
		},
		distribution: {
			isPartner: false,
			parentCompanyId: null,
			parentCompanyName: null,
			customerType: null,
			integration: null,
			loginAsCompany: false,
			partnerStatus: null,
		},
		features: {
			isChildLoginAllowed: false,
			isPartnerInviteAllowed: false,
			isGrandChildrenAccessAllowed: false,
			hasWhiteLabelAccess: false,
			hasPayByInvoiceAccess: false,
			isOktaSamlAccessible: false,
			isPhishingExerciseV2Enabled: false,
			isScormEnabled: false,
			isMonthlyVideoEnabled: false,
		},
		users: { total: 40, enabled: 40, disabled: 0 },
		customDomainAdmin: null,
		customDomainEmployee: null,
		customDomainWeb: null,
		isDisabled: false,
		hasSso: false,
		...overrides,
	} as CompanyView
}

/** The plan state of a company the plan dialogs and rules read: partner (parent) name, integration, customer type, Boost, trial, enabled users. */
export type PlanState = {
	parent?: string
	integration?: string | null
	customerType?: CompanyView['distribution']['customerType']
	hasBoost?: boolean
	trial?: TrialStatus
	enabled?: number
}

/** A company view in one plan state; an active trial ends Dec 7, 2026 and an expired one ended Jan 1, 2026. */
export function planCompany(s: PlanState = {}): CompanyView {
	const base = companyView()
	return companyView({
		distribution: {
			...base.distribution,
			parentCompanyId: s.parent ? `cmp_${s.parent.toLowerCase()}` : null,
			parentCompanyName: s.parent ?? null,
			integration: s.integration ?? null,
			customerType: s.customerType ?? null,
		},
		subscription: {
			...base.subscription,
			hasBoost: s.hasBoost ?? false,
			type: s.hasBoost ? 'PAID' : 'FREE',
			trial: {
				status: s.trial ?? 'available',
				modal: false,
				endsAt: s.trial === 'active' ? '2026-12-07T12:00:00.000Z' : s.trial === 'expired' ? '2026-01-01T00:00:00.000Z' : null,
			},
		},
		users: { total: s.enabled ?? 40, enabled: s.enabled ?? 40, disabled: 0 },
	})
}

/** The replies of a normal password sign-in of `user`, with calls recorded. */
export function signInHandlers(user: AuthUser = authUser(), company: CompanyView = companyView()) {
	const calls: string[] = []
	const handlers = [
		http.post(`${GATEWAY}/user/login/validate`, () => {
			calls.push('validate')
			return HttpResponse.json({ isMfaLogin: false, verificationToken: 'one-time' })
		}),
		http.post(`${GATEWAY}/api/v1/auth/sign_in_with_token`, () => {
			calls.push('sign_in')
			return HttpResponse.json({ idToken: 'id-token', expiresAt: new Date(Date.now() + 3600_000).toISOString() })
		}),
		http.get(`${GATEWAY}/user`, () => HttpResponse.json(user)),
		http.get(`${GATEWAY}/customers/api/v2/company/:id/view/admin`, () => HttpResponse.json(company)),
		http.put(`${GATEWAY}/api/v1/user/:id/last_login`, () => new HttpResponse(null, { status: 204 })),
		http.post(`${GATEWAY}/api/v1/auth/logout`, () => {
			calls.push('logout')
			return new HttpResponse(null, { status: 204 })
		}),
	]
	return { handlers, calls }
}

/** One intercepted request: its path parameters and JSON body (undefined when empty). */
export type RecordedCall = { params: Record<string, string>; body: any }

async function record(calls: RecordedCall[], request: Request, params: Record<string, string | readonly string[] | undefined>) {
	const text = await request.text()
	calls.push({
		params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
		body: text ? JSON.parse(text) : undefined,
	})
}

type Reply = () => Response | Promise<Response>
const noContent = () => new HttpResponse(null, { status: 204 })

/** An msw resolver that records each call in `calls`, then answers with `reply`. */
function recorded(calls: RecordedCall[], reply: Reply) {
	return async ({ request, params }: RouteInfo) => {
		await record(calls, request, params)
		return reply()
	}
}

/** POST support ticket (app/gateway/support.server.ts); by default the reference gateway's 201 `{ ticketId }`. */
export function supportTicketHandlers(reply: Reply = () => HttpResponse.json({ ticketId: 'tkt_1' }, { status: 201 })) {
	const calls: RecordedCall[] = []
	const handlers = [http.post(`${GATEWAY}/api/v1/support/company/:companyId/tickets`, recorded(calls, reply))]
	return { handlers, calls }
}

/** Contact Sales (app/gateway/sales.server.ts): contact_us_buy (204), then the marketing form's sales_quote (201 `{ quoteId }`). */
export function contactSalesHandlers(replies: { contactUsBuy?: Reply; salesQuote?: Reply } = {}) {
	const calls = { contactUsBuy: [] as RecordedCall[], salesQuote: [] as RecordedCall[] }
	const handlers = [
		http.post(`${GATEWAY}/api/v1/user/:companyId/contact_us_buy`, recorded(calls.contactUsBuy, replies.contactUsBuy ?? noContent)),
		http.post(
			`${GATEWAY}/marketing/api/v1/company/:companyId/sales_quote`,
			recorded(calls.salesQuote, replies.salesQuote ?? (() => HttpResponse.json({ quoteId: 'qte_1' }, { status: 201 }))),
		),
	]
	return { handlers, calls }
}

/** The start data of a company that has not started any training (Acme in the seed). */
export function startTrainingData(overrides: Partial<StartTrainingData> = {}): StartTrainingData {
	return {
		hasActiveTraining: false,
		hasEndedTraining: false,
		hasActivePhishingExerciseCampaign: false,
		hasActiveGamingCampaign: false,
		hasUsersWithTraining: false,
		...overrides,
	}
}

/**
 * Start-training data and the annual campaign (app/gateway/training.server.ts). After a successful
 * creation the start data reports active training with users, as the reference gateway does.
 */
export function trainingHandlers(options: { data?: Partial<StartTrainingData>; createAnnual?: Reply } = {}) {
	let data = startTrainingData(options.data)
	const calls = { startData: [] as RecordedCall[], createAnnual: [] as RecordedCall[] }
	const handlers = [
		http.get(
			`${GATEWAY}/reports/api/v1/company/:id/training/start_data`,
			recorded(calls.startData, () => HttpResponse.json(data)),
		),
		http.post(
			`${GATEWAY}/api/v1/training/company/:id/campaigns/annual`,
			recorded(calls.createAnnual, async () => {
				const response = await (
					options.createAnnual ?? (() => HttpResponse.json({ campaignId: 'tcp_1', assignedUsers: 39 }, { status: 201 }))
				)()
				if (response.ok) data = { ...data, hasActiveTraining: true, hasUsersWithTraining: true }
				return response
			}),
		),
	]
	return { handlers, calls }
}

/** PATCH access_status (confirmParentAccess): 204, or e.g. gatewayError(409, 'parent_access_not_pending', …). */
export function parentAccessHandlers(reply: Reply = noContent) {
	const calls: RecordedCall[] = []
	const handlers = [http.patch(`${GATEWAY}/partnership/api/v1/company/:companyId/access_status`, recorded(calls, reply))]
	return { handlers, calls }
}

/** The suspended-campaign notice of the seeded annual course (Initech in the seed). */
export function suspendedCampaign(overrides: Partial<SuspendedCampaign> = {}): SuspendedCampaign {
	return {
		course_id: 'crs_annual_awareness',
		course_name: 'Annual Security Awareness Training',
		course_image: null,
		...overrides,
	}
}

/** A news card of the notifications popover, unpinned and without image or description. */
export function notification(overrides: Partial<Notification> = {}): Notification {
	const withoutExtras = { head: null, description: null, image: null }
	return { notificationId: 'ntf_1', url: '/home', title: 'News', buttonName: 'Open', ...withoutExtras, isPinned: false, ...overrides }
}

/**
 * The notifications calls (app/gateway/notifications.server.ts): the list, then "shown", "viewed" and
 * the suspended notices' PATCH; once that PATCH answers, the list has no suspended notices, as in the
 * reference gateway.
 */
export function notificationsHandlers(reply: Partial<Notifications> = {}) {
	let current: Notifications = { notifications: [], suspendedCampaigns: [], ...reply }
	const calls = {
		list: [] as RecordedCall[],
		shown: [] as RecordedCall[],
		viewed: [] as RecordedCall[],
		suspendedShown: [] as RecordedCall[],
	}
	const handlers = [
		http.get(
			`${GATEWAY}/api/v1/notifications/:companyId/user/:userId`,
			recorded(calls.list, () => HttpResponse.json(current)),
		),
		http.put(`${GATEWAY}/api/v1/notifications/:companyId/user/:userId/shown`, recorded(calls.shown, noContent)),
		http.put(`${GATEWAY}/api/v1/notifications/:companyId/user/:userId`, recorded(calls.viewed, noContent)),
		http.patch(
			`${GATEWAY}/api/v1/user/:userId/suspended_campaigns_notification_shown`,
			recorded(calls.suspendedShown, () => {
				current = { ...current, suspendedCampaigns: [] }
				return noContent()
			}),
		),
	]
	return { handlers, calls }
}

// ─── Users, departments, groups, invites, templates and reminders (app/gateway/users.server.ts) ───

/** A row of the users table (Lea Learner of the seed by default). */
export function userRow(overrides: Partial<UserRow> = {}): UserRow {
	return {
		id: 'usr_acme_learner',
		email: 'learner@acme.test',
		name: 'Lea',
		lastName: 'Learner',
		role: 'user',
		isOwner: false,
		status: 'ENABLED',
		department: { id: 'dep_acme_sales', name: 'Sales' },
		groups: [],
		sso: false,
		emailVerified: true,
		registered: true,
		lastLogin: null,
		createdAt: '2026-01-10T09:00:00.000Z',
		...overrides,
	}
}

/** A department or group with its users count. */
export function namedItem(overrides: Partial<NamedListItem> = {}): NamedListItem {
	return { id: 'dep_acme_sales', name: 'Sales', usersCount: 1, createdAt: '2026-01-02T10:00:00.000Z', ...overrides }
}

export function userTask(overrides: Partial<UserTask> = {}): UserTask {
	return {
		campaignId: 'tcp_annual',
		category: 'training',
		name: 'Annual Training Campaign',
		status: 'NOT_STARTED',
		assignedAt: '2026-01-10T09:00:00.000Z',
		dueDate: '2026-02-09T00:00:00.000Z',
		completedAt: null,
		...overrides,
	}
}

const DEFAULT_TEMPLATES: InviteTemplates = {
	learner: { subject: "You're invited to {{companyName}}'s security awareness training", message: 'Hi {{name}},' },
	admin: { subject: 'You have been added as an admin of {{companyName}}', message: 'Hi {{name}},' },
}

export type UsersCall =
	| 'listUsers'
	| 'getUser'
	| 'listUserTasks'
	| 'updateUser'
	| 'setUserStatus'
	| 'deleteUser'
	| 'resendInvite'
	| 'listNamed'
	| 'createNamed'
	| 'getNamed'
	| 'renameNamed'
	| 'deleteNamed'
	| 'listUnassignedUsers'
	| 'assignUsers'
	| 'unassignUsers'
	| 'findExistingEmails'
	| 'inviteUsers'
	| 'getInviteTemplates'
	| 'saveInviteTemplate'
	| 'resetInviteTemplate'
	| 'remindersAvailability'
	| 'sendManualReminder'

/** A recorded users call: path parameters, JSON body and the query string. */
export type RecordedUsersCall = RecordedCall & { query: URLSearchParams }

type RouteInfo = Parameters<Parameters<typeof http.get>[1]>[0]

/**
 * Makes `route(name, method, path, reply)`: a gateway handler that records each call under its name
 * in `calls` and answers with `replies[name]` when the test replaced it, else with `reply`.
 */
export function recordingRoute<Name extends string>(calls: Record<Name, RecordedUsersCall[]>, replies: Partial<Record<Name, Reply>> = {}) {
	return (
		name: Name,
		method: 'get' | 'post' | 'put' | 'patch' | 'delete',
		path: string,
		reply: (info: RouteInfo, body: any) => Response | Promise<Response>,
	) =>
		http[method](`${GATEWAY}${path}`, async (info) => {
			const text = await info.request.clone().text()
			const body = text ? JSON.parse(text) : undefined
			;(calls[name] ??= []).push({
				params: Object.fromEntries(Object.entries(info.params).map(([k, v]) => [k, String(v)])),
				body,
				query: new URL(info.request.url).searchParams,
			})
			const override = replies[name]
			return override ? override() : reply(info, body)
		})
}

function pageOf<T>(items: T[], url: URL) {
	const pageNumber = Number(url.searchParams.get('pageNumber') ?? 1)
	const pageSize = Number(url.searchParams.get('pageSize') ?? 25)
	return {
		data: items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
		pageInfo: {
			pageNumber,
			pageSize,
			totalItems: items.length,
			totalPages: Math.max(1, Math.ceil(items.length / pageSize)),
		},
	}
}

const contains = (text: string, search: string | null) => !search || text.toLowerCase().includes(search.toLowerCase())

/**
 * The users calls, like the reference gateway on a small in-memory company: the list pages and
 * searches `users` (filters by department, group and status too), names are unique per company
 * (409 name_taken), an invite with a taken email is 409 emails_in_use naming it, templates save and
 * reset, reminders count `usersWithTasks`. `replies` replaces any call's reply (e.g. a gatewayError).
 */
export function usersHandlers(
	options: {
		users?: UserRow[]
		departments?: NamedListItem[]
		groups?: NamedListItem[]
		tasks?: UserTask[]
		usersWithTasks?: number
		replies?: Partial<Record<UsersCall, Reply>>
	} = {},
) {
	const state = {
		users: [...(options.users ?? [userRow()])],
		departments: [...(options.departments ?? [namedItem()])],
		groups: [...(options.groups ?? [namedItem({ id: 'grp_acme_remote', name: 'Remote', usersCount: 0 })])],
		tasks: [...(options.tasks ?? [])],
		templates: structuredClone(DEFAULT_TEMPLATES),
		usersWithTasks: options.usersWithTasks ?? 0,
	}
	const calls = {} as Record<UsersCall, RecordedUsersCall[]>
	const notFound = (what: string) => gatewayError(404, 'not_found', `${what} not found`)
	const profile = (user: UserRow): UserProfile => ({
		...user,
		companyId: 'cmp_acme',
		outstandingTasks: state.tasks.filter((t) => t.status !== 'COMPLETED').length,
		completedTasks: state.tasks.filter((t) => t.status === 'COMPLETED').length,
	})
	const listOf = (kind: string) => (kind === 'groups' ? state.groups : state.departments)
	const inItem = (kind: string, id: string, user: UserRow) =>
		kind === 'groups' ? user.groups.some((g) => g.id === id) : user.department?.id === id

	const route = recordingRoute(calls, options.replies)

	const company = '/customers/api/v1/company/:companyId'
	const handlers = [
		route('findExistingEmails', 'post', `${company}/users/exists`, (_info, body: { emails: string[] }) => {
			const taken = new Set(state.users.map((u) => u.email.toLowerCase()))
			return HttpResponse.json({ existing: body.emails.filter((e) => taken.has(e.toLowerCase())) })
		}),
		route('listUsers', 'get', `${company}/users`, ({ request }) => {
			const url = new URL(request.url)
			const q = url.searchParams
			const rows = state.users.filter(
				(u) =>
					contains(`${u.name} ${u.lastName}\n${u.email}`, q.get('searchText')) &&
					(!q.getAll('departmentIds').length || q.getAll('departmentIds').includes(u.department?.id ?? '')) &&
					(!q.getAll('groupIds').length || u.groups.some((g) => q.getAll('groupIds').includes(g.id))) &&
					(!q.getAll('statuses').length || q.getAll('statuses').includes(u.status)),
			)
			const enabled = state.users.filter((u) => u.status === 'ENABLED').length
			return HttpResponse.json({
				...pageOf(rows, url),
				counts: { total: state.users.length, enabled, disabled: state.users.length - enabled },
			})
		}),
		route('getUser', 'get', `${company}/users/:userId`, ({ params }) => {
			const user = state.users.find((u) => u.id === params.userId)
			return user ? HttpResponse.json(profile(user)) : notFound('User')
		}),
		route('listUserTasks', 'get', `${company}/users/:userId/tasks`, ({ request, params }) => {
			if (!state.users.some((u) => u.id === params.userId)) return notFound('User')
			const url = new URL(request.url)
			const completed = url.searchParams.get('status') === 'completed'
			return HttpResponse.json(
				pageOf(
					state.tasks.filter((t) => (t.status === 'COMPLETED') === completed),
					url,
				),
			)
		}),
		route('updateUser', 'patch', `${company}/users/:userId`, ({ params }, body) => {
			const index = state.users.findIndex((u) => u.id === params.userId)
			if (index < 0) return notFound('User')
			const department = state.departments.find((d) => d.id === body.departmentId)
			const updated: UserRow = {
				...state.users[index]!,
				name: body.name,
				lastName: body.lastName,
				role: body.role,
				department: department ? { id: department.id, name: department.name } : null,
				groups: state.groups.filter((g) => body.groupIds.includes(g.id)).map((g) => ({ id: g.id, name: g.name })),
			}
			state.users[index] = updated
			return HttpResponse.json(profile(updated))
		}),
		route('setUserStatus', 'patch', `${company}/users/:userId/status`, ({ params }, body) => {
			const user = state.users.find((u) => u.id === params.userId)
			if (!user) return notFound('User')
			user.status = body.status
			return noContent()
		}),
		route('deleteUser', 'delete', '/api/v1/user/:companyId/delete_user', (_info, body) => {
			const before = state.users.length
			state.users = state.users.filter((u) => u.id !== body.userId)
			return state.users.length < before ? noContent() : notFound('User')
		}),
		route('resendInvite', 'post', '/api/v1/user/:companyId/resend_invite', (_info, body) => {
			const user = state.users.find((u) => u.id === body.userId)
			if (!user) return notFound('User')
			if (user.registered) return gatewayError(409, 'already_registered', 'This user has already registered; there is no invite to resend.')
			return noContent()
		}),
		route('inviteUsers', 'post', `${company}/invite`, (_info, body: InvitePayload) => {
			const taken = new Set(state.users.map((u) => u.email.toLowerCase()))
			const inUse = body.emails.map((e) => e.email.toLowerCase()).filter((e) => taken.has(e))
			if (inUse.length) {
				return HttpResponse.json(
					{
						code: 'emails_in_use',
						message: 'These emails are already in use.',
						details: inUse.map((description) => ({ code: 'emails_in_use', description })),
						emails: inUse,
					},
					{ status: 409 },
				)
			}
			for (const invite of body.emails) {
				state.users.push(
					userRow({
						id: `usr_invited_${state.users.length + 1}`,
						email: invite.email.toLowerCase(),
						name: invite.name ?? '',
						lastName: invite.lastName ?? '',
						role: invite.role,
						registered: body.sso,
						sso: body.sso,
						emailVerified: false,
						department: null,
					}),
				)
			}
			return HttpResponse.json({ invited: body.emails.length }, { status: 201 })
		}),
		route('getInviteTemplates', 'get', `${company}/invite/emails`, () => HttpResponse.json(state.templates)),
		route('saveInviteTemplate', 'put', `${company}/invite/emails/:kind`, ({ params }, body) => {
			state.templates[params.kind as InviteTemplateKind] = { subject: body.subject, message: body.message }
			return noContent()
		}),
		route('resetInviteTemplate', 'post', `${company}/invite/emails/:kind/reset`, ({ params }) => {
			const kind = params.kind as InviteTemplateKind
			state.templates[kind] = { ...DEFAULT_TEMPLATES[kind] }
			return noContent()
		}),
		route('remindersAvailability', 'post', '/users/company/:companyId/reminders/manual/users_not_started/tasks_availability', () =>
			HttpResponse.json({ hasOutstandingTasks: state.usersWithTasks > 0, usersWithTasks: state.usersWithTasks }),
		),
		route('sendManualReminder', 'post', '/users/company/:companyId/reminders/manual', (_info, body: ReminderPayload) => {
			if (!body.isAllUsersSelected && body.userIds.length === 0)
				return gatewayError(400, 'no_users_selected', 'Select at least one user to remind.')
			return HttpResponse.json({ sent: body.includeVideoTraining ? state.usersWithTasks : 0 })
		}),
		route('listNamed', 'get', `${company}/:kind`, ({ request, params }) => {
			const url = new URL(request.url)
			const order = url.searchParams.get('order') === 'asc' ? 1 : -1
			const orderBy = (url.searchParams.get('orderBy') ?? 'createdAt') as 'name' | 'usersCount' | 'createdAt'
			const items = listOf(String(params.kind))
				.filter((item) => contains(item.name, url.searchParams.get('searchText')))
				.sort((a, b) => (a[orderBy] < b[orderBy] ? -order : a[orderBy] > b[orderBy] ? order : 0))
			return HttpResponse.json(pageOf(items, url))
		}),
		route('createNamed', 'post', `${company}/:kind`, ({ params }, body) => {
			const list = listOf(String(params.kind))
			if (list.some((item) => item.name.toLowerCase() === body.name.trim().toLowerCase())) {
				return gatewayError(409, 'name_taken', `A ${params.kind === 'groups' ? 'group' : 'department'} with this name already exists.`)
			}
			const item = namedItem({
				id: `${params.kind === 'groups' ? 'grp' : 'dep'}_${list.length + 1}`,
				name: body.name.trim(),
				usersCount: 0,
			})
			list.push(item)
			return HttpResponse.json(item, { status: 201 })
		}),
		route('getNamed', 'get', `${company}/:kind/:id`, ({ params }) => {
			const item = listOf(String(params.kind)).find((i) => i.id === params.id)
			return item ? HttpResponse.json(item) : notFound('Department or group')
		}),
		route('renameNamed', 'patch', `${company}/:kind/:id`, ({ params }, body) => {
			const list = listOf(String(params.kind))
			const item = list.find((i) => i.id === params.id)
			if (!item) return notFound('Department or group')
			if (list.some((other) => other.id !== item.id && other.name.toLowerCase() === body.name.trim().toLowerCase())) {
				return gatewayError(409, 'name_taken', `A ${params.kind === 'groups' ? 'group' : 'department'} with this name already exists.`)
			}
			item.name = body.name.trim()
			return HttpResponse.json(item)
		}),
		route('deleteNamed', 'delete', `${company}/:kind/:id`, ({ params }) => {
			const list = listOf(String(params.kind))
			const index = list.findIndex((i) => i.id === params.id)
			if (index < 0) return notFound('Department or group')
			list.splice(index, 1)
			return noContent()
		}),
		route('listUnassignedUsers', 'get', `${company}/:kind/:id/users/unassigned`, ({ request, params }) => {
			const url = new URL(request.url)
			const rows = state.users.filter(
				(u) =>
					!inItem(String(params.kind), String(params.id), u) &&
					contains(`${u.name} ${u.lastName}\n${u.email}`, url.searchParams.get('searchText')),
			)
			return HttpResponse.json(pageOf(rows, url))
		}),
		route('assignUsers', 'post', `${company}/:kind/:id/users`, ({ params }, body) => {
			const item = listOf(String(params.kind)).find((i) => i.id === params.id)
			if (!item) return notFound('Department or group')
			for (const user of state.users.filter((u) => body.userIds.includes(u.id))) {
				if (params.kind === 'groups') user.groups = [...user.groups.filter((g) => g.id !== item.id), { id: item.id, name: item.name }]
				else user.department = { id: item.id, name: item.name }
			}
			return noContent()
		}),
		route('unassignUsers', 'delete', `${company}/:kind/:id/users`, ({ params }, body) => {
			for (const user of state.users.filter((u) => body.userIds.includes(u.id))) {
				if (params.kind === 'groups') user.groups = user.groups.filter((g) => g.id !== params.id)
				else if (user.department?.id === params.id) user.department = null
			}
			return noContent()
		}),
	]
	return { handlers, calls, state }
}

// ─── Billing (app/gateway/billing.server.ts) ─────────────────────────────────

/** Globex's record in the seed: Boost, 250 seats at $18 a seat a year. */
export function subscriptionRecord(overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord {
	return {
		subscriptionId: 'sub_demo_globex',
		periodEnd: '2027-11-23T00:00:00.000Z',
		reservedSeats: 250,
		pricePerUserCents: 1800,
		status: 'ACTIVE',
		type: 'PAID',
		trialEndsAt: null,
		...overrides,
	}
}

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
	return {
		id: 'inv_1',
		number: 'INV-000001',
		amount: 360000,
		purchasedSeats: 200,
		customerCompanyName: 'Globex',
		last4: '4242',
		invoiceDate: '2025-11-23T00:00:00.000Z',
		status: 'PAID',
		dueDate: '2025-11-23T00:00:00.000Z',
		paidDate: '2025-11-23T00:00:00.000Z',
		paymentMethod: 'CREDIT_CARD',
		currency: 'USD',
		...overrides,
	}
}

/** Acme's bank details from the reference gateway's test payment provider. */
export const TEST_BANK_DETAILS: BankDetails = testBankTransferDetails('cmp_acme')

export type BillingCall = 'subscriptions' | 'subscriptionType' | 'pricing' | 'checkout' | 'trial' | 'customerPortal' | 'invoices' | 'bank'

function validationReply(results: { field: string; message: string }[]) {
	const fields = [...new Set(results.map((r) => r.field))]
	const message = `Missing or invalid request parameters: ${fields.join(', ')}.`
	return HttpResponse.json(
		{
			code: 'validation_error',
			message,
			details: [{ code: 'validation_error', description: message }],
			validationResults: results,
		},
		{ status: 422 },
	)
}

/** The reference gateway's seat-count rule and messages (spec 1 §5 seat purchase). */
function seatCountProblem(value: unknown, minimum: number): string | null {
	if (value === undefined || value === null || value === '') return 'Field is required'
	const n = typeof value === 'number' ? value : /^[+-]?\d+(\.\d+)?$/.test(String(value).trim()) ? Number(value) : Number.NaN
	if (!Number.isFinite(n)) return 'Value must be a number'
	if (!Number.isInteger(n)) return 'Value must be an integer'
	if (n < minimum) return `You have to buy at least ${minimum} seats`
	if (n > PURCHASE_MAX_SEATS) return `Value must be less than or equal to ${PURCHASE_MAX_SEATS}.`
	return null
}

/**
 * The billing calls on one in-memory company, like the reference gateway: pricing at `pricePerSeat`
 * cents a seat a year (WELCOME10 takes 10 % off) with the seat-count messages, checkout answering the
 * test checkout's address (`pay(url)` plays its Pay button: seats added once, a PAID invoice), the
 * trial starting once (409 trial_already_used), FREE cancelling the active subscription (PAID and
 * UNDEFINED 403), invoices filtered by invoiceStatus and paymentMethod. `replies` replaces any reply.
 */
export function billingHandlers(
	options: {
		subscriptions?: SubscriptionRecord[]
		invoices?: Invoice[]
		trialStatus?: TrialStatus
		hasBoost?: boolean
		pricePerSeat?: number
		replies?: Partial<Record<BillingCall, Reply>>
	} = {},
) {
	const state = {
		subscriptions: [...(options.subscriptions ?? [])],
		invoices: [...(options.invoices ?? [])],
		trialStatus: options.trialStatus ?? ('available' as TrialStatus),
		hasBoost: options.hasBoost ?? false,
		subscriptionType: (options.hasBoost ? 'PAID' : 'FREE') as CompanyView['subscription']['type'],
		checkouts: [] as { id: string; url: string; quantity: number; status: 'open' | 'paid' | 'cancelled' }[],
	}
	const pricePerSeat = options.pricePerSeat ?? 3000
	const calls = {} as Record<BillingCall, RecordedUsersCall[]>

	const route = recordingRoute(calls, options.replies)

	const price = (seats: number, couponCode: string | null): Pricing => {
		const discountPercent = couponCode === 'WELCOME10' ? 10 : 0
		const perSeat = Math.round((pricePerSeat * (100 - discountPercent)) / 100)
		return {
			totalPrice: perSeat * seats,
			pricePerSeat: perSeat,
			listPricePerSeat: pricePerSeat,
			discountPercent,
			couponCode,
			usersNumber: seats,
			currency: 'USD',
		}
	}

	/** The test checkout's Pay button: an open checkout adds its seats once. Returns the console path the browser returns to. */
	function pay(url: string): string {
		const checkout = state.checkouts.find((c) => c.url === url)
		if (!checkout) throw new Error(`no checkout at ${url}`)
		if (checkout.status === 'open') {
			checkout.status = 'paid'
			const last = state.subscriptions.at(-1)
			if (last && last.status === 'ACTIVE' && last.type === 'PAID') last.reservedSeats += checkout.quantity
			else
				state.subscriptions.push(
					subscriptionRecord({
						subscriptionId: `sub_test_${checkout.id}`,
						reservedSeats: checkout.quantity,
						pricePerUserCents: pricePerSeat,
					}),
				)
			state.hasBoost = true
			state.subscriptionType = 'PAID'
			const now = new Date().toISOString()
			state.invoices.unshift(
				invoice({
					id: `inv_${checkout.id}`,
					number: `INV-${String(state.invoices.length + 1).padStart(6, '0')}`,
					amount: checkout.quantity * pricePerSeat,
					purchasedSeats: checkout.quantity,
					invoiceDate: now,
					dueDate: now,
					paidDate: now,
				}),
			)
		}
		return checkout.status === 'cancelled' ? '/licensing' : '/home?modal=purchaseComplete'
	}

	/** The test checkout's Cancel button. */
	function cancel(url: string): void {
		const checkout = state.checkouts.find((c) => c.url === url)
		if (checkout?.status === 'open') checkout.status = 'cancelled'
	}

	const handlers = [
		route('subscriptions', 'get', '/api/v1/company/:companyId/subscriptions', () => HttpResponse.json(state.subscriptions)),
		route('subscriptionType', 'patch', '/billing/api/v1/company/:companyId/subscription_type', (_info, body) => {
			if (body.subscriptionType !== 'FREE') return gatewayError(403, 'forbidden', 'Buy seats through checkout to upgrade.')
			state.hasBoost = false
			state.subscriptionType = 'FREE'
			for (const record of state.subscriptions) if (record.status === 'ACTIVE') record.status = 'CANCELED'
			return noContent()
		}),
		route('pricing', 'get', '/api/v1/billing/company/:companyId/pricing', ({ request }) => {
			const q = new URL(request.url).searchParams
			const minimum = q.get('isDirectPurchase') === 'false' ? PARTNER_PURCHASE_MIN_SEATS : PURCHASE_MIN_SEATS
			const couponCode = q.get('couponCode')?.trim().toUpperCase() || null
			const problems: { field: string; message: string }[] = []
			const problem = seatCountProblem(q.get('usersNumber') ?? undefined, minimum)
			if (problem) problems.push({ field: 'usersNumber', message: problem })
			if (couponCode && couponCode !== 'WELCOME10') problems.push({ field: 'couponCode', message: 'This coupon code is not valid.' })
			if (problems.length) return validationReply(problems)
			return HttpResponse.json({ pricing: price(Number(q.get('usersNumber')), couponCode) })
		}),
		route('checkout', 'post', '/api/v1/billing/:companyId/checkout', (_info, body) => {
			const problem = seatCountProblem(body.quantity, PURCHASE_MIN_SEATS)
			if (problem) return validationReply([{ field: 'quantity', message: problem }])
			const id = `cs_${state.checkouts.length + 1}`
			const url = `${GATEWAY}/__gateway/checkout/${id}`
			state.checkouts.push({ id, url, quantity: body.quantity, status: 'open' })
			return HttpResponse.text(url)
		}),
		route('trial', 'post', '/api/v1/billing/:companyId/trial', () => {
			if (state.hasBoost) return gatewayError(409, 'already_boosted', 'This company already has Boost.')
			if (state.trialStatus !== 'available') return gatewayError(409, 'trial_already_used', 'The Boost trial has already been used.')
			state.trialStatus = 'active'
			const startedAt = new Date()
			const endsAt = new Date(startedAt.getTime() + 14 * 24 * 60 * 60 * 1000).toISOString()
			state.subscriptions.push(
				subscriptionRecord({
					subscriptionId: 'sub_test_trial',
					reservedSeats: 0,
					pricePerUserCents: 0,
					status: 'TRIALING',
					type: 'TRIAL',
					periodEnd: endsAt,
					trialEndsAt: endsAt,
				}),
			)
			return HttpResponse.json({ trial: { status: 'active', startedAt: startedAt.toISOString(), endsAt } })
		}),
		route('customerPortal', 'post', '/api/v1/billing/:companyId/customer_portal', () =>
			HttpResponse.text(`${GATEWAY}/__gateway/billing-portal/bps_1`),
		),
		route('invoices', 'get', '/api/v1/billing/company/:companyId/invoices', ({ request }) => {
			const url = new URL(request.url)
			const statuses = url.searchParams.getAll('invoiceStatus') as InvoiceStatus[]
			const method = url.searchParams.get('paymentMethod')
			const rows = state.invoices.filter(
				(i) =>
					(!statuses.length || statuses.includes(i.status)) &&
					(!method || i.paymentMethod === method) &&
					contains(`${i.number}\n${i.customerCompanyName}`, url.searchParams.get('searchText')),
			)
			return HttpResponse.json(pageOf(rows, url))
		}),
		route('bank', 'get', '/billing/api/v1/company/:companyId/bank', () => HttpResponse.json(TEST_BANK_DETAILS)),
	]
	return { handlers, calls, state, pay, cancel }
}
