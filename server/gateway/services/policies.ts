import { randomUUID } from 'node:crypto'
import { type SQL, and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, isNull, max, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
	campaignAttachments,
	departments,
	groups,
	policies,
	policyAcknowledgements,
	policyRevisions,
	userGroups,
	users,
} from '../db/schema.ts'
import { type Deps, adminCompanyScope } from '../lib/context.ts'
import { errors, noContent, readBody, validationError } from '../lib/http.ts'
import { addDays, ASSIGNED_ROLES, isCalendarDate, utcDay } from '../lib/training.ts'
import { attachmentAddress, attachmentErrors } from './campaign-attachments.ts'
import { escapeLike, intParam, readQuery, searchText } from './directory-shared.ts'
import type { Queryable } from '../db/types.ts'
import type { Hono } from 'hono'

// Policies (spec 2 §2 /policies, §3 "Policy report columns" and "Filter parameters", §5 "Policy statuses",
// §7 Reports: policies/report, policies/statistics, lists/policies; the console's contract is
// app/gateway/policies.server.ts). A policy is a name and its revisions; a revision is a PDF (a campaign
// attachment of the company's: services/campaign-attachments.ts) assigned to learners with the shared
// assignment form's settings (spec 1 §5). Assigning a policy again with a new PDF is its next revision.
// Each assignee acknowledges a revision, or has not opened it yet, or is overdue once its days to
// complete have passed. Admin-panel roles only, the company from the path.

/** Spec 2 §5. */
export const POLICY_STATUSES = ['acknowledged', 'notOpened', 'overdue'] as const
export type PolicyStatus = (typeof POLICY_STATUSES)[number]
/** Spec 2 §3 "Policy report columns" the report sorts by. */
export const POLICY_REPORT_ORDER_BY = [
	'name',
	'revision',
	'assignments',
	'progress',
	'acknowledged',
	'notOpened',
	'overdue',
	'averageAcknowledge',
	'createdAt',
	'endedAt',
] as const
export const POLICY_USERS_ORDER_BY = ['name', 'email', 'status', 'acknowledgedAt'] as const
/** Spec 2 §9: policy page sizes. */
export const POLICY_PAGE_SIZES = [25, 50, 100] as const
const ASSIGNMENT_TYPES = ['all', 'departments', 'groups'] as const
const REQUIRED = 'Field is required'
const AT_LEAST_ONE = 'At least one value must be selected'
const INSERT_CHUNK = 1000

export const policyErrors = {
	notFound: () => errors.notFound('Policy not found'),
	revisionNotFound: () => errors.notFound('Policy revision not found'),
	revisionEnded: () => errors.conflict('policy_revision_ended', 'This policy revision has already ended.'),
	forbidden: () => errors.forbidden('Only admins can manage policies.'),
}

const pageSizeParam = z
	.string()
	.optional()
	.transform((v, ctx) => {
		if (v === undefined || v === '') return 25
		const n = Number(v)
		if (!(POLICY_PAGE_SIZES as readonly number[]).includes(n)) {
			ctx.addIssue({ code: 'custom', message: 'Page size must be 25, 50 or 100.' })
			return z.NEVER
		}
		return n
	})
const idList = z.array(z.string().trim().min(1).max(200)).max(500).optional().default([])

const ReportQuery = z.object({
	pageNumber: intParam(0, 1_000_000, 0),
	pageSize: pageSizeParam,
	order: z.enum(['asc', 'desc']).optional().default('desc'),
	orderBy: z.enum(POLICY_REPORT_ORDER_BY).optional().default('createdAt'),
	search: searchText,
	revisionIds: idList,
})

const StatisticsQuery = z.object({
	revisionId: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
	pageNumber: intParam(0, 1_000_000, 0),
	pageSize: pageSizeParam,
	order: z.enum(['asc', 'desc']).optional().default('asc'),
	orderBy: z.enum(POLICY_USERS_ORDER_BY).optional().default('name'),
	search: searchText,
	statuses: z
		.array(z.enum(POLICY_STATUSES, { error: 'Unknown status' }))
		.optional()
		.default([]),
})

function newRevisionSchema(now: Date) {
	const earliest = addDays(utcDay(now), -1)
	return z
		.object({
			/** An existing policy of the company (its next revision), or none (a new policy). */
			policyId: z
				.string()
				.trim()
				.max(200)
				.nullable()
				.optional()
				.transform((id) => (id ? id : null)),
			name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, 'The name can have at most 200 characters.'),
			assignmentType: z.enum(ASSIGNMENT_TYPES, { error: 'The assignment type is all, departments or groups.' }),
			departmentIds: idList,
			groupIds: idList,
			daysToComplete: z
				.number({ error: 'Days must be a number' })
				.int('Days must be an integer')
				.min(1, 'Value must be greater than or equal to 1.')
				.max(3650, 'Value must be less than or equal to 3650.'),
			startDate: z
				.string({ error: 'The start date should be valid.' })
				.refine(isCalendarDate, 'The start date should be valid.')
				.refine((day) => !isCalendarDate(day) || day >= earliest, 'The start date cannot be in the past.'),
			notificationsEnabled: z.boolean({ error: REQUIRED }),
			notificationSubject: z.string().trim().max(255, 'The subject can have at most 255 characters.').optional().default(''),
			notificationMessage: z.string().max(10_000, 'The message can have at most 10000 characters.').optional().default(''),
			/** The revision's PDF, uploaded first (POST /api/v1/course/company/{id}/attachments). */
			attachmentId: z.string({ error: 'File is required' }).trim().min(1, 'File is required').max(100),
		})
		.superRefine((body, ctx) => {
			if (body.assignmentType === 'departments' && body.departmentIds.length === 0)
				ctx.addIssue({ code: 'custom', path: ['departmentIds'], message: AT_LEAST_ONE })
			if (body.assignmentType === 'groups' && body.groupIds.length === 0)
				ctx.addIssue({ code: 'custom', path: ['groupIds'], message: AT_LEAST_ONE })
			if (body.notificationsEnabled && body.notificationSubject === '')
				ctx.addIssue({ code: 'custom', path: ['notificationSubject'], message: REQUIRED })
		})
}

/** The day a revision's learners are overdue after (its start plus its days), as SQL. */
const dueDay = sql`(${policyRevisions.startDate}::date + ${policyRevisions.daysToComplete})`
/** "Today" for a revision: the day it ended, else now (an ended revision's statuses stay as they were). */
const asOfDay = (now: Date) => sql`coalesce(${policyRevisions.endedAt}, ${now.toISOString()}::timestamptz)::date`

/** A learner's status of a revision (spec 2 §5), as SQL. */
function statusSql(now: Date): SQL<PolicyStatus> {
	return sql<PolicyStatus>`case when ${policyAcknowledgements.acknowledgedAt} is not null then 'acknowledged' when ${asOfDay(now)} > ${dueDay} then 'overdue' else 'notOpened' end`
}

/** Every revision of the company with its counts, newest first: one statement. */
async function revisionRows(q: Queryable, deps: Deps, companyId: string, now: Date) {
	const status = statusSql(now)
	const rows = await q
		.select({
			id: policyRevisions.id,
			policyId: policies.id,
			name: policies.name,
			revision: policyRevisions.revision,
			createdAt: policyRevisions.createdAt,
			endedAt: policyRevisions.endedAt,
			startDate: policyRevisions.startDate,
			daysToComplete: policyRevisions.daysToComplete,
			assignmentType: policyRevisions.assignmentType,
			documentId: policyRevisions.documentId,
			documentName: campaignAttachments.fileName,
			assignments: sql<number>`count(${policyAcknowledgements.userId})::int`,
			acknowledged: sql<number>`count(*) filter (where ${status} = 'acknowledged')::int`,
			overdue: sql<number>`count(*) filter (where ${status} = 'overdue')::int`,
			averageSeconds: sql<
				number | null
			>`avg(extract(epoch from (${policyAcknowledgements.acknowledgedAt} - ${policyAcknowledgements.assignedAt})))::float8`,
		})
		.from(policyRevisions)
		.innerJoin(policies, eq(policies.id, policyRevisions.policyId))
		.innerJoin(campaignAttachments, eq(campaignAttachments.id, policyRevisions.documentId))
		.leftJoin(policyAcknowledgements, eq(policyAcknowledgements.revisionId, policyRevisions.id))
		.where(eq(policyRevisions.companyId, companyId))
		.groupBy(policyRevisions.id, policies.id, campaignAttachments.id)
		.orderBy(desc(policyRevisions.createdAt), asc(policyRevisions.id))
	return rows.map((row) => {
		const notOpened = row.assignments - row.acknowledged - row.overdue
		return {
			id: row.id,
			policyId: row.policyId,
			name: row.name,
			revision: row.revision,
			assignments: row.assignments,
			progress: row.assignments === 0 ? 0 : Math.round((row.acknowledged / row.assignments) * 100),
			acknowledged: row.acknowledged,
			notOpened,
			overdue: row.overdue,
			/** Seconds from assignment to acknowledgement, on average; null while nobody acknowledged. */
			averageAcknowledge: row.averageSeconds === null ? null : Math.round(Number(row.averageSeconds)),
			createdAt: row.createdAt.toISOString(),
			endedAt: row.endedAt ? row.endedAt.toISOString() : null,
			startDate: row.startDate,
			daysToComplete: row.daysToComplete,
			assignmentType: row.assignmentType,
			document: { name: row.documentName, url: attachmentAddress(deps, row.documentId) },
		}
	})
}
type ReportRow = Awaited<ReturnType<typeof revisionRows>>[number]

function compareRows(orderBy: (typeof POLICY_REPORT_ORDER_BY)[number]) {
	return (a: ReportRow, b: ReportRow): number => {
		const x = a[orderBy]
		const y = b[orderBy]
		// Nothing yet (no average, not ended) sorts before any value.
		if (x === null || y === null) return x === y ? 0 : x === null ? -1 : 1
		if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y, 'en', { sensitivity: 'base' })
		return (x as number) - (y as number)
	}
}

async function foreignIds(q: Queryable, table: typeof departments | typeof groups, companyId: string, wanted: string[]) {
	if (wanted.length === 0) return []
	const own = await q
		.select({ id: table.id })
		.from(table)
		.where(and(eq(table.companyId, companyId), inArray(table.id, wanted)))
	const found = new Set(own.map((r) => r.id))
	return wanted.filter((id) => !found.has(id))
}

/** The enabled learners and admins of the company the revision is for, each once. */
function selectAssignees(q: Queryable, companyId: string, chosen: { assignmentType: string; departmentIds: string[]; groupIds: string[] }) {
	const which =
		chosen.assignmentType === 'departments'
			? inArray(users.departmentId, chosen.departmentIds)
			: chosen.assignmentType === 'groups'
				? exists(
						q
							.select({ one: userGroups.userId })
							.from(userGroups)
							.where(and(eq(userGroups.userId, users.id), inArray(userGroups.groupId, chosen.groupIds))),
					)
				: undefined
	return q
		.select({ id: users.id, email: users.email, name: users.name })
		.from(users)
		.where(and(eq(users.companyId, companyId), eq(users.status, 'ENABLED'), inArray(users.role, ASSIGNED_ROLES), which))
		.orderBy(asc(users.id))
}

export function registerPolicyRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	// GET /reports/api/v1/company/{id}/policies/report (pageNumber from 0, pageSize 25/50/100, order,
	// orderBy, search, revisionIds[]): one row per policy revision with spec 2 §3's columns.
	app.get('/reports/api/v1/company/:id/policies/report', async (c) => {
		const { company } = await adminCompanyScope(c, deps, c.req.param('id'), policyErrors.forbidden)
		const query = readQuery(c, ReportQuery, ['revisionIds'])
		const all = await revisionRows(db, deps, company.id, deps.now())
		const needle = query.search.toLowerCase()
		const wanted = new Set(query.revisionIds)
		const matching = all.filter((row) => (!needle || row.name.toLowerCase().includes(needle)) && (wanted.size === 0 || wanted.has(row.id)))
		const compare = compareRows(query.orderBy)
		// Stable: equal rows keep the newest-first order.
		const sorted = matching
			.map((row, i) => ({ row, i }))
			.sort((a, b) => (query.order === 'asc' ? compare(a.row, b.row) : compare(b.row, a.row)) || a.i - b.i)
			.map(({ row }) => row)
		const start = query.pageNumber * query.pageSize
		return c.json({ rows: sorted.slice(start, start + query.pageSize), itemsCount: sorted.length })
	})

	// GET /reports/api/v1/company/{id}/policies/statistics (revisionId, statuses[], search, paging): one
	// revision's summary and its learners' acknowledgement progress.
	app.get('/reports/api/v1/company/:id/policies/statistics', async (c) => {
		const { company } = await adminCompanyScope(c, deps, c.req.param('id'), policyErrors.forbidden)
		const query = readQuery(c, StatisticsQuery, ['statuses'])
		const now = deps.now()
		const revision = (await revisionRows(db, deps, company.id, now)).find((row) => row.id === query.revisionId)
		if (!revision) throw policyErrors.revisionNotFound()
		const status = statusSql(now)
		const like = `%${escapeLike(query.search)}%`
		const where = and(
			eq(policyAcknowledgements.revisionId, revision.id),
			query.search ? or(ilike(users.name, like), ilike(users.email, like)) : undefined,
			query.statuses.length > 0 ? inArray(status, query.statuses) : undefined,
		)
		const direction = query.order === 'asc' ? asc : desc
		const orderColumn =
			query.orderBy === 'email'
				? users.email
				: query.orderBy === 'status'
					? status
					: query.orderBy === 'acknowledgedAt'
						? policyAcknowledgements.acknowledgedAt
						: users.name
		const base = () =>
			db
				.select({
					userId: users.id,
					name: users.name,
					email: users.email,
					status,
					assignedAt: policyAcknowledgements.assignedAt,
					acknowledgedAt: policyAcknowledgements.acknowledgedAt,
				})
				.from(policyAcknowledgements)
				.innerJoin(policyRevisions, eq(policyRevisions.id, policyAcknowledgements.revisionId))
				.innerJoin(users, eq(users.id, policyAcknowledgements.userId))
				.where(where)
		const [rows, [total]] = await Promise.all([
			base()
				.orderBy(direction(orderColumn), asc(users.id))
				.limit(query.pageSize)
				.offset(query.pageNumber * query.pageSize),
			db
				.select({ n: count() })
				.from(policyAcknowledgements)
				.innerJoin(policyRevisions, eq(policyRevisions.id, policyAcknowledgements.revisionId))
				.innerJoin(users, eq(users.id, policyAcknowledgements.userId))
				.where(where),
		])
		return c.json({
			revision,
			users: rows.map((row) => ({
				userId: row.userId,
				name: row.name,
				email: row.email,
				status: row.status,
				assignedAt: row.assignedAt.toISOString(),
				acknowledgedAt: row.acknowledgedAt ? row.acknowledgedAt.toISOString() : null,
				/** Seconds from assignment to acknowledgement, or null. */
				timeToAcknowledge: row.acknowledgedAt ? Math.round((row.acknowledgedAt.getTime() - row.assignedAt.getTime()) / 1000) : null,
			})),
			itemsCount: total?.n ?? 0,
		})
	})

	// GET /reports/api/v1/company/{id}/lists/policies: the company's policies by name, each with its
	// revisions (newest first): the report's filter and the assignment form's "new revision of".
	app.get('/reports/api/v1/company/:id/lists/policies', async (c) => {
		const { company } = await adminCompanyScope(c, deps, c.req.param('id'), policyErrors.forbidden)
		const rows = await db
			.select({
				policyId: policies.id,
				name: policies.name,
				revisionId: policyRevisions.id,
				revision: policyRevisions.revision,
				endedAt: policyRevisions.endedAt,
			})
			.from(policies)
			.leftJoin(policyRevisions, eq(policyRevisions.policyId, policies.id))
			.where(eq(policies.companyId, company.id))
			.orderBy(asc(policies.name), asc(policies.id), desc(policyRevisions.revision))
		const list: Array<{ id: string; name: string; revisions: Array<{ id: string; revision: number; endedAt: string | null }> }> = []
		for (const row of rows) {
			let policy = list[list.length - 1]
			if (policy?.id !== row.policyId) {
				policy = { id: row.policyId, name: row.name, revisions: [] }
				list.push(policy)
			}
			if (row.revisionId !== null && row.revision !== null)
				policy.revisions.push({ id: row.revisionId, revision: row.revision, endedAt: row.endedAt ? row.endedAt.toISOString() : null })
		}
		return c.json({ policies: list })
	})

	// (ref) POST /api/v1/policies/company/{id}/revisions: a policy's next revision (policyId), or a new
	// policy's first: its PDF (uploaded first) assigned to the chosen learners, all in one transaction;
	// the notification emails carry the PDF's address. Reply { policyId, revisionId, revision, assignedUsers }.
	app.post('/api/v1/policies/company/:id/revisions', async (c) => {
		const { actor, company } = await adminCompanyScope(c, deps, c.req.param('id'), policyErrors.forbidden)
		const now = deps.now()
		const body = await readBody(c, newRevisionSchema(now))
		const chosen = {
			assignmentType: body.assignmentType,
			departmentIds: body.assignmentType === 'departments' ? [...new Set(body.departmentIds)] : [],
			groupIds: body.assignmentType === 'groups' ? [...new Set(body.groupIds)] : [],
		}
		const result = await db.transaction(async (tx) => {
			const [document] = await tx
				.select({ id: campaignAttachments.id })
				.from(campaignAttachments)
				.where(and(eq(campaignAttachments.id, body.attachmentId), eq(campaignAttachments.companyId, company.id)))
				.limit(1)
			if (!document) throw attachmentErrors.unknown()
			const [foreignDepartments, foreignGroups] = await Promise.all([
				foreignIds(tx, departments, company.id, chosen.departmentIds),
				foreignIds(tx, groups, company.id, chosen.groupIds),
			])
			const refused = [
				...(foreignDepartments.length > 0 ? [{ field: 'departmentIds', message: 'A selected department does not exist.' }] : []),
				...(foreignGroups.length > 0 ? [{ field: 'groupIds', message: 'A selected group does not exist.' }] : []),
			]
			if (refused.length > 0) throw validationError(refused)
			let policyId = body.policyId
			if (policyId) {
				// Locks the policy, so two new revisions at once are numbered one after the other.
				const [policy] = await tx
					.select({ id: policies.id })
					.from(policies)
					.where(and(eq(policies.id, policyId), eq(policies.companyId, company.id)))
					.for('update')
					.limit(1)
				if (!policy) throw policyErrors.notFound()
				await tx.update(policies).set({ name: body.name }).where(eq(policies.id, policyId))
			} else {
				policyId = `pol_${randomUUID()}`
				await tx.insert(policies).values({ id: policyId, companyId: company.id, name: body.name, createdBy: actor.userId, createdAt: now })
			}
			const [last] = await tx
				.select({ n: max(policyRevisions.revision) })
				.from(policyRevisions)
				.where(eq(policyRevisions.policyId, policyId))
			const revision = (last?.n ?? 0) + 1
			const revisionId = `prv_${randomUUID()}`
			await tx.insert(policyRevisions).values({
				id: revisionId,
				policyId,
				companyId: company.id,
				revision,
				documentId: document.id,
				assignmentType: body.assignmentType,
				daysToComplete: body.daysToComplete,
				startDate: body.startDate,
				notificationsEnabled: body.notificationsEnabled,
				notificationSubject: body.notificationSubject,
				notificationMessage: body.notificationMessage,
				createdBy: actor.userId,
				createdAt: now,
			})
			const assignees = await selectAssignees(tx, company.id, chosen)
			for (let i = 0; i < assignees.length; i += INSERT_CHUNK) {
				await tx
					.insert(policyAcknowledgements)
					.values(assignees.slice(i, i + INSERT_CHUNK).map((u) => ({ revisionId, userId: u.id, assignedAt: now })))
			}
			if (body.notificationsEnabled && assignees.length > 0) {
				const link = attachmentAddress(deps, document.id)
				const due = addDays(body.startDate, body.daysToComplete)
				const message = body.notificationMessage.trim()
				await deps.mailer.queueMany(
					tx,
					assignees.map((u) => ({
						to: u.email,
						kind: 'policy_assigned',
						subject: body.notificationSubject,
						text: [
							`Hi ${u.name || 'there'},`,
							'',
							...(message ? [message, ''] : []),
							`${company.name} asks you to read and acknowledge "${body.name}" (revision ${revision}) by ${due}.`,
							'',
							`The policy (PDF): ${link}`,
						].join('\n'),
					})),
				)
			}
			return { policyId, revisionId, revision, assignedUsers: assignees.length, emails: body.notificationsEnabled && assignees.length > 0 }
		})
		if (result.emails) deps.mailer.flush()
		return c.json(
			{ policyId: result.policyId, revisionId: result.revisionId, revision: result.revision, assignedUsers: result.assignedUsers },
			201,
		)
	})

	// (ref) PATCH /api/v1/policies/company/{id}/revisions/{revisionId}/end: the revision ends (ended_at
	// now; its learners' statuses stay as they were that day); 409 when it already has.
	app.patch('/api/v1/policies/company/:id/revisions/:revisionId/end', async (c) => {
		const { company } = await adminCompanyScope(c, deps, c.req.param('id'), policyErrors.forbidden)
		const ofCompany = and(eq(policyRevisions.id, c.req.param('revisionId')), eq(policyRevisions.companyId, company.id))
		const [ended] = await db
			.update(policyRevisions)
			.set({ endedAt: deps.now() })
			.where(and(ofCompany, isNull(policyRevisions.endedAt)))
			.returning({ id: policyRevisions.id })
		if (ended) return noContent(c)
		const [existing] = await db
			.select({ id: policyRevisions.id })
			.from(policyRevisions)
			.where(and(ofCompany, isNotNull(policyRevisions.endedAt)))
			.limit(1)
		throw existing ? policyErrors.revisionEnded() : policyErrors.revisionNotFound()
	})
}
