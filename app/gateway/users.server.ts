import { z } from 'zod'
import {
	USER_STATUSES,
	type NamedListOrderBy,
	type UserOrderBy,
	type UserRoleFilter,
	type UserStatus,
} from '#server/shared/directory-lists.ts'
import { callGateway, seg } from './client.server.ts'
import { type ListQuery, listQueryParams, type PageInfo, PageInfoSchema } from './lists.server.ts'

/**
 * Users, departments, groups, invites, invite templates and reminders (spec 1 §3, §7 "Users,
 * invites, lookups"). Paths marked (ref) are the reference gateway's where the spec names a call
 * without its path; docs/gateway-contract.md lists them.
 */

// ─── Shared shapes ───────────────────────────────────────────────────────────

// The statuses, role filter and sort columns are shared with the directory's URL state and the
// reference gateway (#server/shared/directory-lists.ts).
export {
	NAMED_LIST_ORDER_BY,
	USER_ORDER_BY,
	USER_ROLE_FILTERS,
	USER_STATUSES as USER_STATUS,
	type UserRoleFilter,
	type UserStatus,
} from '#server/shared/directory-lists.ts'

/** Selectable role in forms (spec 1 §6): Learner (value user) and Admin. */
export const INVITE_ROLES = ['user', 'admin'] as const
export type InviteRole = (typeof INVITE_ROLES)[number]

const NamedRefSchema = z.object({ id: z.string(), name: z.string() })
export type NamedRef = z.infer<typeof NamedRefSchema>

// ─── Users ───────────────────────────────────────────────────────────────────

export const UserRowSchema = z.object({
	id: z.string(),
	email: z.string(),
	name: z.string(),
	lastName: z.string(),
	/** user (Learner), admin, or a staff role. */
	role: z.string(),
	isOwner: z.boolean(),
	status: z.enum(USER_STATUSES),
	department: NamedRefSchema.nullable(),
	groups: z.array(NamedRefSchema),
	sso: z.boolean(),
	emailVerified: z.boolean(),
	/** False until the invited user has set a password or signed in once (resend invite applies). */
	registered: z.boolean(),
	lastLogin: z.string().nullable(),
	createdAt: z.string(),
})
export type UserRow = z.infer<typeof UserRowSchema>

export const UserListSchema = z.object({
	data: z.array(UserRowSchema),
	pageInfo: PageInfoSchema,
	/** Counts of the whole company (spec 1 §3 company users: total, enabled, disabled). */
	counts: z.object({ total: z.number().int(), enabled: z.number().int(), disabled: z.number().int() }),
})
export type UserList = z.infer<typeof UserListSchema>

export type UserFilters = {
	departmentIds?: string[]
	groupIds?: string[]
	roles?: UserRoleFilter[]
	statuses?: UserStatus[]
}

/** (ref) GET customers/api/v1/company/{companyId}/users: one page of the directory. */
export function listUsers(token: string, companyId: string, query: ListQuery<UserOrderBy> & UserFilters): Promise<UserList> {
	return callGateway({
		method: 'GET',
		path: `customers/api/v1/company/${seg(companyId)}/users`,
		token,
		query: listQueryParams(query),
		schema: UserListSchema,
	})
}

export const UserProfileSchema = UserRowSchema.extend({
	companyId: z.string(),
	/** Outstanding and completed task counts (the tabs' badges). */
	outstandingTasks: z.number().int(),
	completedTasks: z.number().int(),
})
export type UserProfile = z.infer<typeof UserProfileSchema>

/** (ref) GET customers/api/v1/company/{companyId}/users/{userId}: 404 for another company's user. */
export function getUser(token: string, companyId: string, userId: string): Promise<UserProfile> {
	return callGateway({
		method: 'GET',
		path: `customers/api/v1/company/${seg(companyId)}/users/${seg(userId)}`,
		token,
		schema: UserProfileSchema,
	})
}

export const USER_TASK_STATUS = ['outstanding', 'completed'] as const
export const UserTaskSchema = z.object({
	campaignId: z.string(),
	/** training (course campaigns) for now; later issues add policy, phishingExercise, gaming… */
	category: z.string(),
	name: z.string(),
	/** NOT_STARTED, IN_PROGRESS or COMPLETED. */
	status: z.string(),
	assignedAt: z.string(),
	dueDate: z.string().nullable(),
	completedAt: z.string().nullable(),
})
export type UserTask = z.infer<typeof UserTaskSchema>
export const UserTaskListSchema = z.object({ data: z.array(UserTaskSchema), pageInfo: PageInfoSchema })

/** (ref) GET customers/api/v1/company/{companyId}/users/{userId}/tasks?status=outstanding|completed */
export function listUserTasks(
	token: string,
	companyId: string,
	userId: string,
	query: { status: (typeof USER_TASK_STATUS)[number]; pageNumber: number; pageSize: number },
): Promise<z.infer<typeof UserTaskListSchema>> {
	return callGateway({
		method: 'GET',
		path: `customers/api/v1/company/${seg(companyId)}/users/${seg(userId)}/tasks`,
		token,
		query,
		schema: UserTaskListSchema,
	})
}

/** (ref) PATCH customers/api/v1/company/{companyId}/users/{userId}: the profile's edit tab. */
export function updateUser(
	token: string,
	companyId: string,
	userId: string,
	input: { name: string; lastName: string; role: InviteRole; departmentId: string | null; groupIds: string[] },
): Promise<UserProfile> {
	return callGateway({
		method: 'PATCH',
		path: `customers/api/v1/company/${seg(companyId)}/users/${seg(userId)}`,
		token,
		body: input,
		schema: UserProfileSchema,
	})
}

/** The gateway's code when disabling an admin of an integration-restricted account (spec 1 §6). */
export const INTEGRATION_RESTRICTED = 'integration_restricted'

/** (ref) PATCH customers/api/v1/company/{companyId}/users/{userId}/status: enable or disable. */
export function setUserStatus(token: string, companyId: string, userId: string, status: UserStatus): Promise<void> {
	return callGateway({
		method: 'PATCH',
		path: `customers/api/v1/company/${seg(companyId)}/users/${seg(userId)}/status`,
		token,
		body: { status },
		responseType: 'none',
	})
}

/** DELETE /api/v1/user/{companyId}/delete_user (userId, companyId). */
export function deleteUser(token: string, companyId: string, userId: string): Promise<void> {
	return callGateway({
		method: 'DELETE',
		path: `/api/v1/user/${seg(companyId)}/delete_user`,
		token,
		body: { userId, companyId },
		responseType: 'none',
	})
}

/** POST /api/v1/user/{companyId}/resend_invite (companyId, userId, companyName, adminEmail, adminName). */
export function resendInvite(
	token: string,
	input: { companyId: string; userId: string; companyName: string; adminEmail: string; adminName: string },
): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/user/${seg(input.companyId)}/resend_invite`,
		token,
		body: input,
		responseType: 'none',
	})
}

// The verification email of another user is `sendVerificationEmail(token, userId)` in user.server.ts.

// ─── Departments and groups ──────────────────────────────────────────────────

export const NamedListItemSchema = z.object({
	id: z.string(),
	name: z.string(),
	usersCount: z.number().int(),
	createdAt: z.string(),
})
export type NamedListItem = z.infer<typeof NamedListItemSchema>
export const NamedListSchema = z.object({ data: z.array(NamedListItemSchema), pageInfo: PageInfoSchema })
export type NamedList = z.infer<typeof NamedListSchema>

export type NamedListKind = 'departments' | 'groups'

/** GET customers/api/v1/company/{companyId}/departments or /groups (order, orderBy, pageNumber, pageSize; reply data). */
export function listNamed(token: string, companyId: string, kind: NamedListKind, query: ListQuery<NamedListOrderBy>): Promise<NamedList> {
	return callGateway({
		method: 'GET',
		path: `customers/api/v1/company/${seg(companyId)}/${kind}`,
		token,
		query: { ...query, searchText: query.searchText || undefined },
		schema: NamedListSchema,
	})
}

/** Every department or group of the company, by name (selects and filters; pageSize 1000). */
export async function listAllNamed(token: string, companyId: string, kind: NamedListKind): Promise<NamedListItem[]> {
	const page = await listNamed(token, companyId, kind, { pageNumber: 1, pageSize: 1000, order: 'asc', orderBy: 'name' })
	return page.data
}

/** The gateway's code when a department or group name is taken (case-insensitive) in the company. */
export const NAME_TAKEN = 'name_taken'

/** (ref) POST customers/api/v1/company/{companyId}/departments or /groups {name}. */
export function createNamed(token: string, companyId: string, kind: NamedListKind, name: string): Promise<NamedListItem> {
	return callGateway({
		method: 'POST',
		path: `customers/api/v1/company/${seg(companyId)}/${kind}`,
		token,
		body: { name },
		schema: NamedListItemSchema,
	})
}

/** (ref) PATCH customers/api/v1/company/{companyId}/departments/{id} or /groups/{id} {name}. */
export function renameNamed(token: string, companyId: string, kind: NamedListKind, id: string, name: string): Promise<NamedListItem> {
	return callGateway({
		method: 'PATCH',
		path: `customers/api/v1/company/${seg(companyId)}/${kind}/${seg(id)}`,
		token,
		body: { name },
		schema: NamedListItemSchema,
	})
}

/** (ref) DELETE customers/api/v1/company/{companyId}/departments/{id} or /groups/{id}; users stay, unassigned. */
export function deleteNamed(token: string, companyId: string, kind: NamedListKind, id: string): Promise<void> {
	return callGateway({
		method: 'DELETE',
		path: `customers/api/v1/company/${seg(companyId)}/${kind}/${seg(id)}`,
		token,
		responseType: 'none',
	})
}

/** (ref) GET customers/api/v1/company/{companyId}/departments|groups/{id}: one item (assigned-users page title). */
export function getNamed(token: string, companyId: string, kind: NamedListKind, id: string): Promise<NamedListItem> {
	return callGateway({
		method: 'GET',
		path: `customers/api/v1/company/${seg(companyId)}/${kind}/${seg(id)}`,
		token,
		schema: NamedListItemSchema,
	})
}

/**
 * GET customers/api/v1/company/{companyId}/departments/{departmentId}/users/unassigned (spec path;
 * the groups twin is (ref)): users not in it, for the "assign users" picker.
 */
export function listUnassignedUsers(
	token: string,
	companyId: string,
	kind: NamedListKind,
	id: string,
	query: { pageNumber: number; pageSize: number; searchText?: string },
): Promise<{ data: UserRow[]; pageInfo: PageInfo }> {
	return callGateway({
		method: 'GET',
		path: `customers/api/v1/company/${seg(companyId)}/${kind}/${seg(id)}/users/unassigned`,
		token,
		query: { ...query, searchText: query.searchText || undefined },
		schema: z.object({ data: z.array(UserRowSchema), pageInfo: PageInfoSchema }),
	})
}

/** (ref) POST …/departments|groups/{id}/users {userIds}: a user has one department, any number of groups. */
export function assignUsers(token: string, companyId: string, kind: NamedListKind, id: string, userIds: string[]): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `customers/api/v1/company/${seg(companyId)}/${kind}/${seg(id)}/users`,
		token,
		body: { userIds },
		responseType: 'none',
	})
}

/** (ref) DELETE …/departments|groups/{id}/users {userIds}. */
export function unassignUsers(token: string, companyId: string, kind: NamedListKind, id: string, userIds: string[]): Promise<void> {
	return callGateway({
		method: 'DELETE',
		path: `customers/api/v1/company/${seg(companyId)}/${kind}/${seg(id)}/users`,
		token,
		body: { userIds },
		responseType: 'none',
	})
}

// ─── Invites ─────────────────────────────────────────────────────────────────

/** (ref) POST customers/api/v1/company/{companyId}/users/exists {emails}: which are taken (any company). */
export function findExistingEmails(token: string, companyId: string, emails: string[]): Promise<string[]> {
	return callGateway({
		method: 'POST',
		path: `customers/api/v1/company/${seg(companyId)}/users/exists`,
		token,
		body: { emails },
		schema: z.object({ existing: z.array(z.string()) }),
	}).then((reply) => reply.existing)
}

/** Spec 1 §3 "Invite payload". */
export type InvitePayload = {
	emails: Array<{
		email: string
		role: InviteRole
		departments: string[]
		groups: string[]
		name?: string
		lastName?: string
	}>
	company_id: string
	custom_message: string
	custom_subject: string
	sso: boolean
	departments: null
	groups: null
	notificationsEnabled: boolean
}

/** The gateway's code when some emails of an invite already belong to users (details name them). */
export const EMAILS_IN_USE = 'emails_in_use'

/**
 * (ref) POST customers/api/v1/company/{companyId}/invite: every user in one transaction, one email
 * each in the outbox when notificationsEnabled. Departments and groups are ids.
 */
export function inviteUsers(token: string, companyId: string, payload: InvitePayload): Promise<{ invited: number }> {
	return callGateway({
		method: 'POST',
		path: `customers/api/v1/company/${seg(companyId)}/invite`,
		token,
		body: payload,
		schema: z.object({ invited: z.number().int() }),
	})
}

/**
 * Spec 1 §3 "Invite payload" for the bulk invite: each email's department and groups are NAMES
 * (the department and group rule of #server/shared/directory-rules.ts), at most MAX_INVITES emails.
 */
export type BulkInvitePayload = Omit<InvitePayload, 'emails'> & {
	emails: Array<Omit<InvitePayload['emails'][number], 'departments' | 'groups'> & { departments: string[]; groups: string[] }>
}

/**
 * (ref) POST customers/api/v1/company/{companyId}/invite/bulk: the add-users flows' one call. One
 * transaction creates the departments and groups named that do not exist yet (matched without case),
 * the users and their memberships, and queues the invite emails; any failure leaves nothing behind
 * (409 emails_in_use, 422 for a bad row). The reference gateway's choice of path: the spec names the
 * invite payload, not its path. Its body may exceed the gateway's usual 1 MB (10,000 users: about
 * 2 MB), so the gateway bounds this path at 8 MB instead.
 */
export function bulkInviteUsers(
	token: string,
	companyId: string,
	payload: BulkInvitePayload,
): Promise<{ invited: number; createdDepartments: number; createdGroups: number }> {
	return callGateway({
		method: 'POST',
		path: `customers/api/v1/company/${seg(companyId)}/invite/bulk`,
		token,
		body: payload,
		schema: z.object({
			invited: z.number().int(),
			createdDepartments: z.number().int(),
			createdGroups: z.number().int(),
		}),
	})
}

// ─── Invite message templates ────────────────────────────────────────────────

export const INVITE_TEMPLATE_KINDS = ['learner', 'admin'] as const
export type InviteTemplateKind = (typeof INVITE_TEMPLATE_KINDS)[number]
const TemplateSchema = z.object({ subject: z.string(), message: z.string() })
export const InviteTemplatesSchema = z.object({ learner: TemplateSchema, admin: TemplateSchema })
export type InviteTemplates = z.infer<typeof InviteTemplatesSchema>

/** GET customers/api/v1/company/{companyId}/invite/emails */
export function getInviteTemplates(token: string, companyId: string): Promise<InviteTemplates> {
	return callGateway({
		method: 'GET',
		path: `customers/api/v1/company/${seg(companyId)}/invite/emails`,
		token,
		schema: InviteTemplatesSchema,
	})
}

/** PUT customers/api/v1/company/{companyId}/invite/emails/admin or /learner (subject, message). */
export function saveInviteTemplate(
	token: string,
	companyId: string,
	kind: InviteTemplateKind,
	template: { subject: string; message: string },
): Promise<void> {
	return callGateway({
		method: 'PUT',
		path: `customers/api/v1/company/${seg(companyId)}/invite/emails/${kind}`,
		token,
		body: template,
		responseType: 'none',
	})
}

/** POST customers/api/v1/company/{companyId}/invite/emails/admin/reset or /learner/reset: back to the default text. */
export function resetInviteTemplate(token: string, companyId: string, kind: InviteTemplateKind): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `customers/api/v1/company/${seg(companyId)}/invite/emails/${kind}/reset`,
		token,
		responseType: 'none',
	})
}

// ─── Manual reminders ────────────────────────────────────────────────────────

/** Spec 1 §3 "Reminder payload". */
export type ReminderPayload = {
	includeGaming: boolean
	includeVideoTraining: boolean
	includePolicies: boolean
	includeCalendarVideos: boolean
	customMessage: string
	isAllUsersSelected: boolean
	userIds: string[]
	subject: string
	searchText: string
	groupIds: string[]
	filters: { roles: UserRoleFilter[]; statuses: UserStatus[] }
	departmentIds: string[]
	campaignId: string | null
}

/**
 * POST /users/company/{id}/reminders/manual/users_not_started/tasks_availability (spec path; the
 * reply is (ref)): whether any selected user has an outstanding task.
 */
export function remindersAvailability(
	token: string,
	companyId: string,
	selection: Pick<ReminderPayload, 'isAllUsersSelected' | 'userIds' | 'searchText' | 'groupIds' | 'departmentIds' | 'filters'>,
): Promise<{ hasOutstandingTasks: boolean; usersWithTasks: number }> {
	return callGateway({
		method: 'POST',
		path: `/users/company/${seg(companyId)}/reminders/manual/users_not_started/tasks_availability`,
		token,
		body: selection,
		schema: z.object({ hasOutstandingTasks: z.boolean(), usersWithTasks: z.number().int() }),
	})
}

/** (ref) POST /users/company/{id}/reminders/manual: one email per selected user with outstanding tasks. */
export function sendManualReminder(token: string, companyId: string, payload: ReminderPayload): Promise<{ sent: number }> {
	return callGateway({
		method: 'POST',
		path: `/users/company/${seg(companyId)}/reminders/manual`,
		token,
		body: payload,
		schema: z.object({ sent: z.number().int() }),
	})
}
