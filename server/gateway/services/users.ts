import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { departments, groups, sessions, trainingAssignments, trainingCampaigns, userCounts, userGroups, users } from '../db/schema.ts'
import { type Actor, type CompanyRow, type Deps } from '../lib/context.ts'
import { errors, iso, noContent, readBody, validationError } from '../lib/http.ts'
import { createKeptReads } from '../lib/kept-reads.ts'
import {
	INVITE_ROLES,
	PagingQuery,
	ROLE_FILTERS,
	USER_ORDER_BY,
	USER_STATUSES,
	completedAssignment,
	directoryScope,
	findUserRow,
	hasNarrowing,
	orderQuery,
	outstandingAssignment,
	countMatchingUsers,
	countUnlessShort,
	pageInfo,
	readQuery,
	searchText,
	selectUserRows,
	userConditions,
	userOrder,
	visibleRoles,
} from './directory-shared.ts'
import { registerDirectoryRoutes } from './directory.ts'
import { registerInviteRoutes, sendInviteEmails } from './invites.ts'
import { registerReminderRoutes } from './reminders.ts'
import type { Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

/** The console integration (app/auth/visibility.ts INTEGRATION.console): its admins cannot be disabled here. */
export const CONSOLE_INTEGRATION = 'acronis'

export const userErrors = {
	integrationRestricted: () =>
		errors.conflict('integration_restricted', 'Admin users of this account are managed by its integration and cannot be disabled here.'),
	disableSelf: () => errors.conflict('cannot_disable_self', 'You cannot disable your own user.'),
	deleteSelf: () => errors.conflict('cannot_delete_self', 'You cannot delete your own user.'),
	deleteOwner: () => errors.conflict('cannot_delete_owner', 'The account owner cannot be deleted.'),
	demoteOwner: () => errors.conflict('owner_role', 'The account owner must stay an admin.'),
	alreadyRegistered: () => errors.conflict('already_registered', 'This user has already registered; there is no invite to resend.'),
}

const ListUsersQuery = PagingQuery.extend(orderQuery(USER_ORDER_BY, 'createdAt').shape).extend({
	searchText,
	departmentIds: z.array(z.string().max(200)).max(500).optional(),
	groupIds: z.array(z.string().max(200)).max(500).optional(),
	roles: z.array(z.enum(ROLE_FILTERS)).optional(),
	statuses: z.array(z.enum(USER_STATUSES)).optional(),
})
const LIST_ARRAYS = ['departmentIds', 'groupIds', 'roles', 'statuses']

const TasksQuery = PagingQuery.extend({
	status: z.enum(['outstanding', 'completed']).optional().default('outstanding'),
})

const personName = (field: string) => z.string().trim().max(100, `The ${field} can have at most 100 characters.`)

const UpdateUserBody = z.object({
	name: personName('name').min(1, 'Please add the first name.'),
	lastName: personName('last name'),
	role: z.enum(INVITE_ROLES, { error: 'The role is Learner (user) or Admin (admin).' }),
	departmentId: z.string().min(1).max(200).nullable(),
	groupIds: z.array(z.string().min(1).max(200)).max(500),
})

const StatusBody = z.object({ status: z.enum(USER_STATUSES, { error: 'The status is ENABLED or DISABLED.' }) })
const DeleteBody = z.object({ userId: z.string().min(1).max(200), companyId: z.string().min(1).max(200) })
const ResendBody = z.object({
	companyId: z.string().min(1).max(200),
	userId: z.string().min(1).max(200),
	companyName: z.string().max(255).optional(),
	adminEmail: z.string().max(320).optional(),
	adminName: z.string().max(255).optional(),
})

/** Total, enabled and disabled users of the company (the users a customer sees), from user_counts. */
export async function companyCounts(q: Queryable, actor: Actor, company: CompanyRow) {
	const rows = await q
		.select({ status: userCounts.status, n: sql<number>`sum(${userCounts.n})`.mapWith(Number) })
		.from(userCounts)
		.where(and(eq(userCounts.companyId, company.id), inArray(userCounts.role, visibleRoles(actor))))
		.groupBy(userCounts.status)
	const total = rows.reduce((sum, r) => sum + r.n, 0)
	const enabled = rows.find((r) => r.status === 'ENABLED')?.n ?? 0
	return { total, enabled, disabled: total - enabled }
}

async function taskCounts(q: Queryable, userId: string) {
	const [row] = await q
		.select({
			outstanding: sql<number>`count(*) filter (where ${outstandingAssignment()})`.mapWith(Number),
			completed: sql<number>`count(*) filter (where ${completedAssignment()})`.mapWith(Number),
		})
		.from(trainingAssignments)
		.innerJoin(trainingCampaigns, eq(trainingCampaigns.id, trainingAssignments.campaignId))
		.where(eq(trainingAssignments.userId, userId))
	return { outstandingTasks: row?.outstanding ?? 0, completedTasks: row?.completed ?? 0 }
}

async function userProfile(q: Queryable, actor: Actor, company: CompanyRow, userId: string) {
	const row = await findUserRow(q, actor, company, userId)
	return { ...row, companyId: company.id, ...(await taskCounts(q, userId)) }
}

const DAY_MS = 24 * 60 * 60 * 1000

export function registerUsersRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	/** The directory scope, the body and the user it names; the body's companyId must be the path's. */
	async function userNamedByBody<S extends z.ZodType<{ companyId: string; userId: string }>>(c: Context, schema: S) {
		const { actor, company } = await directoryScope(c, deps, c.req.param('companyId') ?? '')
		const body = await readBody(c, schema)
		if (body.companyId !== company.id) throw validationError([{ field: 'companyId', message: 'The company of the path.' }])
		const user = await findUserRow(db, actor, company, body.userId)
		return { actor, company, body, user }
	}
	const base = '/customers/api/v1/company/:companyId'

	// (ref) One page of the users table (spec 1 §2 /users/all_users): two statements (the page and the
	// counts), about a fifth of the page's server time on PGlite; the answer is kept until the next write,
	// per company, the roles the caller sees and the whole query (lib/kept-reads.ts; every read on PostgreSQL).
	const keptPages = createKeptReads<Awaited<ReturnType<typeof usersPage>>>(deps.writes, 200)
	async function usersPage(actor: Actor, company: CompanyRow, query: z.infer<typeof ListUsersQuery>) {
		const conditions = userConditions(actor, company, query)
		const narrowed = hasNarrowing(query)
		const offset = (query.pageNumber - 1) * query.pageSize
		const [data, counts] = await Promise.all([
			selectUserRows(db, company, conditions, {
				order: userOrder(query.orderBy, query.order),
				limit: query.pageSize,
				offset,
			}),
			companyCounts(db, actor, company),
		])
		const filtered = narrowed
			? await countUnlessShort(data.length, offset, query.pageSize, () => countMatchingUsers(db, company, conditions))
			: null
		return { data, pageInfo: pageInfo(query.pageNumber, query.pageSize, filtered ?? counts.total), counts }
	}
	app.get(`${base}/users`, async (c) => {
		const { actor, company } = await directoryScope(c, deps, c.req.param('companyId'))
		const query = readQuery(c, ListUsersQuery, LIST_ARRAYS)
		const key = JSON.stringify([company.id, visibleRoles(actor), query])
		return c.json(await keptPages(key, () => usersPage(actor, company, query)))
	})

	// (ref) One user with the profile's task counts.
	app.get(`${base}/users/:userId`, async (c) => {
		const { actor, company } = await directoryScope(c, deps, c.req.param('companyId'))
		return c.json(await userProfile(db, actor, company, c.req.param('userId')))
	})

	// (ref) The profile's outstanding or completed tasks (training assignments for now).
	app.get(`${base}/users/:userId/tasks`, async (c) => {
		const { actor, company } = await directoryScope(c, deps, c.req.param('companyId'))
		const user = await findUserRow(db, actor, company, c.req.param('userId'))
		const query = readQuery(c, TasksQuery)
		const where = and(
			eq(trainingAssignments.userId, user.id),
			query.status === 'outstanding' ? outstandingAssignment() : completedAssignment(),
		)
		const [rows, [total]] = await Promise.all([
			db
				.select({
					campaignId: trainingCampaigns.id,
					name: trainingCampaigns.name,
					status: trainingAssignments.status,
					assignedAt: trainingAssignments.assignedAt,
					completedAt: trainingAssignments.completedAt,
					startDate: trainingCampaigns.startDate,
					daysToComplete: trainingCampaigns.daysToComplete,
				})
				.from(trainingAssignments)
				.innerJoin(trainingCampaigns, eq(trainingCampaigns.id, trainingAssignments.campaignId))
				.where(where)
				.orderBy(desc(trainingAssignments.assignedAt), desc(trainingCampaigns.id))
				.limit(query.pageSize)
				.offset((query.pageNumber - 1) * query.pageSize),
			db
				.select({ n: count() })
				.from(trainingAssignments)
				.innerJoin(trainingCampaigns, eq(trainingCampaigns.id, trainingAssignments.campaignId))
				.where(where),
		])
		return c.json({
			data: rows.map((r) => ({
				campaignId: r.campaignId,
				category: 'training',
				name: r.name,
				status: r.status,
				assignedAt: r.assignedAt.toISOString(),
				dueDate: new Date(Date.parse(`${r.startDate}T00:00:00Z`) + r.daysToComplete * DAY_MS).toISOString(),
				completedAt: iso(r.completedAt),
			})),
			pageInfo: pageInfo(query.pageNumber, query.pageSize, total?.n ?? 0),
		})
	})

	// (ref) The profile's edit tab: name, last name, role, department and groups.
	app.patch(`${base}/users/:userId`, async (c) => {
		const { actor, company } = await directoryScope(c, deps, c.req.param('companyId'))
		const user = await findUserRow(db, actor, company, c.req.param('userId'))
		const body = await readBody(c, UpdateUserBody)
		if (user.isOwner && body.role !== 'admin') throw userErrors.demoteOwner()
		if (user.role !== 'user' && user.role !== 'admin' && body.role !== user.role) {
			throw errors.forbidden('This user’s role cannot be changed here.')
		}
		const groupIds = [...new Set(body.groupIds)]
		const [department, foundGroups] = await Promise.all([
			body.departmentId
				? db
						.select({ id: departments.id })
						.from(departments)
						.where(and(eq(departments.id, body.departmentId), eq(departments.companyId, company.id)))
				: Promise.resolve([{ id: null }]),
			groupIds.length
				? db
						.select({ id: groups.id })
						.from(groups)
						.where(and(inArray(groups.id, groupIds), eq(groups.companyId, company.id)))
				: Promise.resolve([]),
		])
		const invalid: { field: string; message: string }[] = []
		if (department.length === 0) invalid.push({ field: 'departmentId', message: 'Unknown department.' })
		if (foundGroups.length !== groupIds.length) invalid.push({ field: 'groupIds', message: 'Unknown group.' })
		if (invalid.length) throw validationError(invalid)
		await db.transaction(async (tx) => {
			await tx
				.update(users)
				.set({
					name: body.name,
					lastName: body.lastName,
					role: body.role,
					departmentId: body.departmentId,
					updatedAt: deps.now(),
				})
				.where(eq(users.id, user.id))
			await tx.delete(userGroups).where(eq(userGroups.userId, user.id))
			if (groupIds.length) await tx.insert(userGroups).values(groupIds.map((groupId) => ({ userId: user.id, groupId })))
		})
		return c.json(await userProfile(db, actor, company, user.id))
	})

	// (ref) Enable or disable (suspend) a user.
	app.patch(`${base}/users/:userId/status`, async (c) => {
		const { actor, company } = await directoryScope(c, deps, c.req.param('companyId'))
		const user = await findUserRow(db, actor, company, c.req.param('userId'))
		const { status } = await readBody(c, StatusBody)
		if (status === 'DISABLED') {
			if (user.id === actor.userId) throw userErrors.disableSelf()
			// Spec 1 §6: disabling an admin user in an integration-restricted account is refused.
			if (user.role === 'admin' && company.integration === CONSOLE_INTEGRATION) throw userErrors.integrationRestricted()
		}
		const now = deps.now()
		await db.transaction(async (tx) => {
			await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, user.id))
			// A suspended user's sessions end with the suspension.
			if (status === 'DISABLED')
				await tx
					.update(sessions)
					.set({ revokedAt: now })
					.where(and(eq(sessions.userId, user.id), sql`${sessions.revokedAt} is null`))
		})
		return noContent(c)
	})

	// Spec path: deletes the user and every row of theirs (assignments, memberships, sessions cascade).
	app.delete('/api/v1/user/:companyId/delete_user', async (c) => {
		const { actor, company, user } = await userNamedByBody(c, DeleteBody)
		if (user.id === actor.userId) throw userErrors.deleteSelf()
		if (user.isOwner) throw userErrors.deleteOwner()
		await db.delete(users).where(and(eq(users.id, user.id), eq(users.companyId, company.id)))
		return noContent(c)
	})

	// Spec path: a new invite email for a user who has not registered yet.
	app.post('/api/v1/user/:companyId/resend_invite', async (c) => {
		const { actor, company, body, user } = await userNamedByBody(c, ResendBody)
		if (user.registered) throw userErrors.alreadyRegistered()
		await db.transaction((tx) =>
			sendInviteEmails(deps, tx, company, {
				adminName: body.adminName?.trim() || `${actor.user.name} ${actor.user.lastName}`.trim(),
				adminEmail: body.adminEmail?.trim() || actor.user.email,
				companyName: company.name,
				invitees: [{ id: user.id, email: user.email, name: user.name, role: user.role === 'admin' ? 'admin' : 'user' }],
			}),
		)
		return noContent(c)
	})

	registerDirectoryRoutes(app, deps)
	registerInviteRoutes(app, deps)
	registerReminderRoutes(app, deps)
}
