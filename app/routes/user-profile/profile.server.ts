import { getZodConstraint } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { ChangePasswordSchema } from '#app/auth/account-schemas.ts'
import { changeOwnPassword } from '#app/auth/change-own-password.server.ts'
import { requireViewer, sessionEndingResponse, type Viewer } from '#app/auth/guards.server.ts'
import { isInGroup, ROLE_GROUPS } from '#app/auth/roles.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { hasErrorCode, isNotFoundOrForbidden } from '#app/gateway/errors.ts'
import { sendVerificationEmail } from '#app/gateway/user.server.ts'
import {
	deleteUser,
	getUser,
	INTEGRATION_RESTRICTED,
	listAllNamed,
	listUserTasks,
	resendInvite,
	setUserStatus,
	updateUser,
	type UserProfile,
	type UserTask,
} from '#app/gateway/users.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { textKey } from '#app/i18n/keys.ts'
import { formatDate } from '#app/lib/dates.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { passwordRuleResults } from '#app/lib/password-rules.ts'
import { parseTableQuery } from '#app/lib/table-query.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import {
	DEFAULT_TAB,
	DELETE_CONSTRAINT,
	EDIT_CONSTRAINT,
	EDIT_ROLES,
	INTENT,
	isProfileTab,
	MODAL_PARAM,
	parseModal,
	profilePath,
	type ProfileModal,
	type ProfileTab,
} from './profile-url.ts'
import { DeleteUserSchema, EditUserSchema } from './schemas.ts'
import { tasksTable } from './tasks-table.ts'

type Args = {
	request: Request
	url: URL
	context: Parameters<typeof requireViewer>[0]['context']
	params: { userId?: string; tab?: string }
}

// ─── Who may see and do what ─────────────────────────────────────────────────

/**
 * Spec 1 §2: a non-admin opening completed tasks of a user is sent to outstanding tasks. Support
 * staff are not admins; a superadmin is the platform's own admin and sees them.
 */
export function canSeeCompletedTasks(role: string) {
	return role === 'admin' || role === 'superadmin'
}

function notFound(): never {
	throw data(null, { status: 404 })
}

/**
 * The guard of the page: staff roles (spec 1 §6) see any user of their company; any admin-panel
 * viewer may open their own profile.
 */
async function requireProfileViewer(args: Args) {
	const viewer = await requireViewer(args)
	const userId = args.params.userId ?? ''
	if (!userId) notFound()
	const isOwn = userId === viewer.user.id
	const isStaff = isInGroup(viewer.user.role, 'staff')
	if (!isOwn && !isStaff) await requireViewer(args, { roles: ROLE_GROUPS.staff })
	return { viewer, userId, isOwn, isStaff }
}

export type ProfileUser = {
	id: string
	email: string
	name: string
	lastName: string
	fullName: string
	role: string
	isOwner: boolean
	status: 'ENABLED' | 'DISABLED'
	department: { id: string; name: string } | null
	groups: Array<{ id: string; name: string }>
	emailVerified: boolean
	registered: boolean
}

export function fullName(user: { name: string; lastName: string; email: string }) {
	return `${user.name} ${user.lastName}`.trim() || user.email
}

function toProfileUser(user: UserProfile): ProfileUser {
	return {
		id: user.id,
		email: user.email,
		name: user.name,
		lastName: user.lastName,
		fullName: fullName(user),
		role: user.role,
		isOwner: user.isOwner,
		status: user.status,
		department: user.department,
		groups: user.groups,
		emailVerified: user.emailVerified,
		registered: user.registered,
	}
}

/**
 * The viewer's own profile when the gateway's directory does not serve their role (an MSP): what
 * the session knows about them.
 */
function ownProfileFromSession(viewer: Viewer): ProfileUser {
	const { user } = viewer
	return {
		id: user.id,
		email: user.email,
		name: user.name,
		lastName: user.lastName,
		fullName: fullName(user),
		role: user.role,
		isOwner: viewer.company.ownerId === user.id,
		status: 'ENABLED',
		department: null,
		groups: [],
		emailVerified: user.emailVerified,
		registered: true,
	}
}

export type Abilities = {
	enable: boolean
	disable: boolean
	delete: boolean
	resendInvite: boolean
	verificationEmail: boolean
}

export function abilitiesFor(user: ProfileUser, facts: { isOwn: boolean; isStaff: boolean }): Abilities {
	const manage = facts.isStaff && !facts.isOwn
	return {
		enable: manage && user.status === 'DISABLED',
		disable: manage && user.status === 'ENABLED',
		delete: manage && !user.isOwner,
		resendInvite: facts.isStaff && !user.registered,
		verificationEmail: !user.emailVerified,
	}
}

/** The tabs this viewer has on this profile, in order. */
export function tabsFor(
	user: ProfileUser,
	facts: { isOwn: boolean; isStaff: boolean; viewerRole: string; partnerAccess: boolean },
): ProfileTab[] {
	const tabs: ProfileTab[] = []
	if (facts.isStaff) {
		tabs.push('outstanding_tasks')
		if (canSeeCompletedTasks(facts.viewerRole)) tabs.push('completed_tasks')
		// Only the roles the edit form offers (Learner, Admin) are edited here.
		if ((EDIT_ROLES as readonly string[]).includes(user.role)) tabs.push('edit')
	}
	// The password is the viewer's own (PUT /api/v1/user/password), never in partner access.
	if (facts.isOwn && !facts.partnerAccess) tabs.push('password')
	return tabs
}

// ─── Gateway helpers ─────────────────────────────────────────────────────────

/** The page the action was posted from, without its dialog. */
function backTo(url: URL) {
	const params = new URLSearchParams(url.search)
	params.delete(MODAL_PARAM)
	const search = params.toString()
	return `${url.pathname}${search ? `?${search}` : ''}`
}

async function readUser(viewer: Viewer, userId: string, request: Request): Promise<UserProfile> {
	try {
		return await getUser(viewer.token, viewer.company.id, userId)
	} catch (error) {
		const ending = await sessionEndingResponse(error, request)
		if (ending) throw ending
		// Unknown ids and another company's users look the same: not found.
		if (isNotFoundOrForbidden(error)) notFound()
		throw error
	}
}

// ─── Loader ──────────────────────────────────────────────────────────────────

export type TaskRow = {
	id: string
	name: string
	category: string
	/** notStarted, inProgress, completed, overdue, or the gateway's own value. */
	status: string
	assignedLabel: string | null
	dueLabel: string | null
	completedLabel: string | null
}

const TASK_STATUS: Record<string, string> = {
	NOT_STARTED: 'notStarted',
	IN_PROGRESS: 'inProgress',
	COMPLETED: 'completed',
}

export function toTaskRow(task: UserTask, lng: string, now: Date = new Date()): TaskRow {
	const overdue = task.status !== 'COMPLETED' && task.dueDate !== null && Date.parse(task.dueDate) < now.getTime()
	return {
		id: task.campaignId,
		name: task.name,
		category: task.category,
		status: overdue ? 'overdue' : (TASK_STATUS[task.status] ?? task.status),
		assignedLabel: formatDate(task.assignedAt, lng),
		dueLabel: formatDate(task.dueDate, lng),
		completedLabel: formatDate(task.completedAt, lng),
	}
}

async function loadTasks(viewer: Viewer, userId: string, tab: 'outstanding_tasks' | 'completed_tasks', args: Args) {
	const query = parseTableQuery(tasksTable, args.url)
	try {
		const page = await listUserTasks(viewer.token, viewer.company.id, userId, {
			status: tab === 'completed_tasks' ? 'completed' : 'outstanding',
			pageNumber: query.pageNumber + 1,
			pageSize: query.pageSize,
		})
		const total = page.pageInfo.totalItems
		const lastPage = Math.max(0, Math.ceil(total / query.pageSize) - 1)
		if (query.pageNumber > lastPage) {
			const params = new URLSearchParams(args.url.search)
			if (lastPage === 0) params.delete('pageNumber')
			else params.set('pageNumber', String(lastPage))
			const search = params.toString()
			throw redirect(`${args.url.pathname}${search ? `?${search}` : ''}`)
		}
		return { rows: page.data.map((task) => toTaskRow(task, getLocale(args.context))), total, failure: null }
	} catch (error) {
		if (error instanceof Response) throw error
		if (isNotFoundOrForbidden(error)) notFound()
		return { rows: [], total: 0, failure: await writeFailure(error, args.request) }
	}
}

async function loadEditOptions(viewer: Viewer, request: Request) {
	const read = async (kind: 'departments' | 'groups') => {
		try {
			const list = await listAllNamed(viewer.token, viewer.company.id, kind)
			return { items: list.map(({ id, name }) => ({ id, name })), failure: null }
		} catch (error) {
			return { items: [], failure: await writeFailure(error, request) }
		}
	}
	const [departments, groups] = await Promise.all([read('departments'), read('groups')])
	return {
		departments: departments.items,
		groups: groups.items,
		failures: [departments.failure, groups.failure].filter((f): f is UiMessage => f !== null),
	}
}

export async function loadProfile(args: Args) {
	const { viewer, userId, isOwn, isStaff } = await requireProfileViewer(args)
	const tabParam = args.params.tab
	if (tabParam !== undefined && !isProfileTab(tabParam)) notFound()

	const user = isStaff ? toProfileUser(await readUser(viewer, userId, args.request)) : ownProfileFromSession(viewer)
	const facts = { isOwn, isStaff, viewerRole: viewer.user.role, partnerAccess: viewer.companyAccess !== null }
	const tabs = tabsFor(user, facts)
	const defaultTab = tabs.includes(DEFAULT_TAB) ? DEFAULT_TAB : tabs[0]
	if (!defaultTab) notFound()
	const tab = tabParam ?? defaultTab
	if (!tabs.includes(tab)) {
		if (tab === 'completed_tasks' && tabs.includes('outstanding_tasks')) {
			throw redirect(profilePath(userId, 'outstanding_tasks'))
		}
		notFound()
	}

	const abilities = abilitiesFor(user, facts)
	const requested = parseModal(args.url.searchParams.get(MODAL_PARAM))
	const modal: ProfileModal | null = requested && abilities[requested] ? requested : null

	const [tasks, edit] = await Promise.all([
		tab === 'outstanding_tasks' || tab === 'completed_tasks' ? loadTasks(viewer, userId, tab, args) : null,
		tab === 'edit' ? loadEditOptions(viewer, args.request) : null,
	])

	return {
		user,
		isOwn,
		isStaff,
		tab,
		tabs,
		abilities,
		modal,
		tasks,
		edit: edit
			? {
					...edit,
					constraint: EDIT_CONSTRAINT,
					roleLocked: user.isOwner ? ('owner' as const) : isOwn ? ('self' as const) : null,
				}
			: null,
		password: tab === 'password' ? { constraint: getZodConstraint(ChangePasswordSchema) } : null,
		deleteConstraint: DELETE_CONSTRAINT,
	}
}

// ─── Action ──────────────────────────────────────────────────────────────────

export type ProfileReply = {
	intent: string
	result?: ReturnType<ReturnType<typeof parseSubmission>['reply']>
	failure?: UiMessage | null
	passwordRules?: ReturnType<typeof passwordRuleResults>
}

function reply(body: ProfileReply, status = 400) {
	return data<ProfileReply>(body, { status })
}

export async function profileAction(args: Args) {
	const { viewer, userId, isOwn, isStaff } = await requireProfileViewer(args)
	const { request, url } = args
	const formData = await request.formData()
	const intent = String(formData.get('intent') ?? '')
	const back = backTo(url)
	const error = (failure: UiMessage) => redirectWithToast(request, back, { type: 'error', ...failure })

	switch (intent) {
		case INTENT.enable:
		case INTENT.disable: {
			if (!isStaff) notFound()
			if (isOwn) return error({ message: 'profile:notAllowed.self' })
			const status = intent === INTENT.enable ? 'ENABLED' : 'DISABLED'
			try {
				await setUserStatus(viewer.token, viewer.company.id, userId, status)
			} catch (caught) {
				// Spec 1 §6: disabling an admin of an integration-restricted account is refused.
				if (hasErrorCode(caught, INTEGRATION_RESTRICTED)) return error({ message: 'profile:disable.integrationRestricted' })
				if (isNotFoundOrForbidden(caught)) notFound()
				return error(await writeFailure(caught, request))
			}
			return redirectWithToast(request, back, {
				type: 'success',
				message: intent === INTENT.enable ? 'profile:enable.done' : 'profile:disable.done',
			})
		}

		case INTENT.delete: {
			if (!isStaff) notFound()
			const submission = parseSubmission(formData, DeleteUserSchema)
			if (submission.status !== 'success') return reply({ intent, result: submission.reply() })
			if (isOwn) return reply({ intent, result: submission.reply(), failure: { message: 'profile:notAllowed.self' } })
			try {
				await deleteUser(viewer.token, viewer.company.id, userId)
			} catch (caught) {
				if (isNotFoundOrForbidden(caught)) notFound()
				return reply({ intent, result: submission.reply(), failure: await writeFailure(caught, request) })
			}
			return redirectWithToast(request, '/users/all_users', { type: 'success', message: 'profile:delete.done' })
		}

		case INTENT.resendInvite: {
			if (!isStaff) notFound()
			try {
				await resendInvite(viewer.token, {
					companyId: viewer.company.id,
					userId,
					companyName: viewer.company.name,
					adminEmail: viewer.user.email,
					adminName: fullName(viewer.user),
				})
			} catch (caught) {
				if (isNotFoundOrForbidden(caught)) notFound()
				return error(await writeFailure(caught, request))
			}
			return redirectWithToast(request, back, { type: 'success', message: 'profile:resendInvite.done' })
		}

		case INTENT.verificationEmail: {
			try {
				await sendVerificationEmail(viewer.token, userId)
			} catch (caught) {
				if (isNotFoundOrForbidden(caught)) notFound()
				return error(await writeFailure(caught, request))
			}
			return redirectWithToast(request, back, { type: 'success', message: 'profile:verification.done' })
		}

		case INTENT.edit: {
			if (!isStaff) notFound()
			const submission = parseSubmission(formData, EditUserSchema)
			if (submission.status !== 'success') return reply({ intent, result: submission.reply() })
			const current = await readUser(viewer, userId, request)
			if (!(EDIT_ROLES as readonly string[]).includes(current.role)) notFound()
			const values = submission.value
			if (current.isOwner && values.role !== 'admin') {
				return reply({
					intent,
					result: submission.reply({ fieldErrors: { role: [textKey('profile:edit.ownerRole')] } }),
				})
			}
			if (isOwn && values.role !== current.role) {
				return reply({ intent, result: submission.reply({ fieldErrors: { role: [textKey('profile:edit.ownRole')] } }) })
			}
			try {
				await updateUser(viewer.token, viewer.company.id, userId, values)
			} catch (caught) {
				if (isNotFoundOrForbidden(caught)) notFound()
				return reply({ intent, result: submission.reply(), failure: await writeFailure(caught, request) })
			}
			return redirectWithToast(request, profilePath(userId, 'edit'), { type: 'success', message: 'profile:edit.done' })
		}

		case INTENT.password: {
			if (!isOwn || viewer.companyAccess) notFound()
			const passwordRules = passwordRuleResults(String(formData.get('password') ?? ''))
			const submission = parseSubmission(formData, ChangePasswordSchema)
			const hidden = { hideFields: ['currentPassword', 'password', 'confirmPassword'] }
			if (submission.status !== 'success') return reply({ intent, result: submission.reply(hidden), passwordRules })
			try {
				const refused = await changeOwnPassword(request, viewer.token, submission.value)
				if (refused) return reply({ intent, result: submission.reply({ ...hidden, fieldErrors: refused }), passwordRules })
			} catch (caught) {
				return reply({
					intent,
					result: submission.reply(hidden),
					passwordRules,
					failure: await writeFailure(caught, request),
				})
			}
			return redirectWithToast(request, profilePath(userId, 'password'), {
				type: 'success',
				message: 'profile:password.done',
			})
		}

		default:
			throw new Response('Unknown intent', { status: 400 })
	}
}
