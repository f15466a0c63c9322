import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import {
	CAMPAIGN_LIMITS,
	CAMPAIGN_PAGE_SIZE,
	EXERCISE_MESSAGES as M,
	MAX_CAMPAIGN_TEMPLATES,
	MAX_DAYS_TO_COMPLETE,
	USERS_TYPES,
	type UsersType,
} from '../../shared/phishing-exercise.ts'
import {
	departments,
	exerciseCampaignTemplates,
	exerciseLearners,
	exercisePacks,
	exercisePackTemplates,
	groups,
	phishingExerciseCampaigns,
	userGroups,
	users,
} from '../db/schema.ts'
import { type CompanyRow, type Deps, adminCompanyScope } from '../lib/context.ts'
import { noContent, readBody } from '../lib/http.ts'
import { ASSIGNED_ROLES } from '../lib/training.ts'
import { escapeLike, readQuery, searchText } from './directory-shared.ts'
import {
	EXERCISE_BASE,
	campaignReplies,
	campaignStatus,
	exerciseErrors,
	exerciseValidationError,
	findCampaign,
	fullName,
	learnerState,
	pageInfo,
	pagingQuery,
} from './phishing-exercise-shared.ts'
import { visibleTemplateIds } from './phishing-exercise-templates.ts'
import type { Queryable } from '../db/types.ts'
import type { Hono } from 'hono'

// Exercise campaigns and recipients (spec 3 §7 "Exercise campaigns and recipients"; phishing-exercise.ts
// lists every call). Learners are the company's enabled users and admins. A launch assigns them at once
// (status NOT_STARTED from its start); a later start keeps the campaign POSTPONED until then.

const ACTIVE_TAB = ['DRAFT', 'QUEUED', 'IN_PROGRESS', 'SUSPENDED', 'OUTDATED']
const LAUNCHED = ['QUEUED', 'IN_PROGRESS', 'SUSPENDED']
const INSERT_CHUNK = 1000
const REQUIRED = 'Field is required'

/** The company's learners, as SQL (the phishing simulation's recipients too). */
export const learnerOf = (companyId: string) =>
	and(eq(users.companyId, companyId), eq(users.status, 'ENABLED'), inArray(users.role, ASSIGNED_ROLES))

/** Who a campaign is for: everyone, chosen users, departments or groups (the exercise's and the simulation's). */
export type Selection = { usersType: UsersType; departmentIds: string[]; groupIds: string[]; userIds: string[] }

/** A selection as SQL on `users` (undefined: everyone). */
export function selectionCondition(q: Queryable, selection: Selection): SQL | undefined {
	switch (selection.usersType) {
		case 'USERS_ALL':
			return undefined
		case 'USERS_SELECTED':
			return selection.userIds.length ? inArray(users.id, selection.userIds) : sql`false`
		case 'USERS_FROM_DEPARTMENTS':
			return selection.departmentIds.length ? inArray(users.departmentId, selection.departmentIds) : sql`false`
		case 'USERS_FROM_GROUPS':
			return selection.groupIds.length
				? exists(
						q
							.select({ one: userGroups.userId })
							.from(userGroups)
							.where(and(eq(userGroups.userId, users.id), inArray(userGroups.groupId, selection.groupIds))),
					)
				: sql`false`
	}
}

function selectLearners(q: Queryable, companyId: string, selection: Selection) {
	return q
		.select({ id: users.id, email: users.email, name: users.name })
		.from(users)
		.where(and(learnerOf(companyId), selectionCondition(q, selection)))
		.orderBy(asc(users.id))
}

async function countLearners(q: Queryable, companyId: string, selection: Selection): Promise<number> {
	const [row] = await q
		.select({ n: sql<number>`count(*)::int` })
		.from(users)
		.where(and(learnerOf(companyId), selectionCondition(q, selection)))
	return Number(row?.n ?? 0)
}

/** The chosen ids that are not the company's (a 422 names their field). */
async function foreignSelections(q: Queryable, companyId: string, selection: Selection) {
	const issues: Array<{ field: string; message: string }> = []
	const check = async (ids: string[], table: typeof departments | typeof groups | typeof users, field: string, message: string) => {
		if (ids.length === 0) return
		const rows = await q
			.select({ id: table.id })
			.from(table)
			.where(and(eq(table.companyId, companyId), inArray(table.id, ids)))
		if (rows.length !== new Set(ids).size) issues.push({ field, message })
	}
	await check(selection.departmentIds, departments, 'selectedDepartmentsIds', 'A selected department does not exist.')
	await check(selection.groupIds, groups, 'selectedGroupsIds', 'A selected group does not exist.')
	await check(selection.userIds, users, 'selectedUsersIds', 'A selected user does not exist.')
	return issues
}

const idList = z.array(z.string().trim().min(1).max(200)).max(CAMPAIGN_LIMITS.selectedIds).optional().default([])
const Notification = z.object({
	isEnabled: z.boolean({ error: REQUIRED }),
	subject: z
		.string()
		.trim()
		.max(CAMPAIGN_LIMITS.notificationSubject, `At most ${CAMPAIGN_LIMITS.notificationSubject} characters.`)
		.optional()
		.default(''),
	message: z
		.string()
		.max(CAMPAIGN_LIMITS.notificationMessage, `At most ${CAMPAIGN_LIMITS.notificationMessage} characters.`)
		.optional()
		.default(''),
})
const Days = z
	.number({ error: 'Days must be a number' })
	.int('Days must be an integer')
	.min(1, 'Value must be greater than or equal to 1.')
	.max(MAX_DAYS_TO_COMPLETE, `Value must be less than or equal to ${MAX_DAYS_TO_COMPLETE}.`)

const NewCampaign = z.object({
	name: z
		.string({ error: M.campaignName })
		.trim()
		.min(1, M.campaignName)
		.max(CAMPAIGN_LIMITS.name, `At most ${CAMPAIGN_LIMITS.name} characters.`),
	startedAt: z.iso.datetime({ offset: true, error: 'The start date should be valid.' }).nullable().optional().default(null),
	daysToComplete: Days,
	notification: Notification,
	usersType: z.enum(USERS_TYPES, { error: 'The users type is USERS_ALL, USERS_SELECTED, USERS_FROM_DEPARTMENTS or USERS_FROM_GROUPS.' }),
	selectedDepartmentsIds: idList,
	selectedGroupsIds: idList,
	selectedUsersIds: idList,
	packId: z.string().trim().max(200).nullable().optional().default(null),
	templates: z
		.array(z.object({ orderNumber: z.number().int().min(0).max(1000), templateId: z.string().trim().min(1).max(200) }))
		.max(100)
		.optional()
		.default([]),
	isDraft: z.boolean().optional().default(false),
	draftId: z.string().trim().max(200).optional(),
})

const CampaignUpdate = z.object({
	companyId: z.string().optional(),
	campaignId: z.string().optional(),
	name: z.string().trim().max(CAMPAIGN_LIMITS.name).optional(),
	daysToComplete: Days,
	notification: Notification,
	usersType: z.enum(USERS_TYPES),
	selectedDepartmentsIds: idList,
	selectedGroupsIds: idList,
	selectedUsersIds: idList,
})

function selectionOf(body: {
	usersType: UsersType
	selectedDepartmentsIds: string[]
	selectedGroupsIds: string[]
	selectedUsersIds: string[]
}): Selection {
	return {
		usersType: body.usersType,
		departmentIds: body.usersType === 'USERS_FROM_DEPARTMENTS' ? [...new Set(body.selectedDepartmentsIds)] : [],
		groupIds: body.usersType === 'USERS_FROM_GROUPS' ? [...new Set(body.selectedGroupsIds)] : [],
		userIds: body.usersType === 'USERS_SELECTED' ? [...new Set(body.selectedUsersIds)] : [],
	}
}

/** The field that names each type's choice (a refusal is given on it). */
const SELECTION_FIELD: Record<UsersType, string> = {
	USERS_ALL: 'usersType',
	USERS_SELECTED: 'selectedUsersIds',
	USERS_FROM_DEPARTMENTS: 'selectedDepartmentsIds',
	USERS_FROM_GROUPS: 'selectedGroupsIds',
}

/** Spec 3 §5: a specific assignment with nothing chosen. */
function emptySelection(selection: Selection): { field: string; message: string } | null {
	const chosen =
		selection.usersType === 'USERS_SELECTED'
			? selection.userIds
			: selection.usersType === 'USERS_FROM_DEPARTMENTS'
				? selection.departmentIds
				: selection.usersType === 'USERS_FROM_GROUPS'
					? selection.groupIds
					: null
	return chosen && chosen.length === 0 ? { field: SELECTION_FIELD[selection.usersType], message: M.noSelectedUsers } : null
}

async function notifyLearners(
	deps: Deps,
	q: Queryable,
	company: CompanyRow,
	campaign: { name: string; startedAt: Date; daysToComplete: number; notificationSubject: string; notificationMessage: string },
	learners: Array<{ email: string; name: string }>,
) {
	if (learners.length === 0) return
	const message = campaign.notificationMessage.replace(/\r\n/g, '\n').trim()
	const due = new Date(campaign.startedAt.getTime() + campaign.daysToComplete * 86_400_000).toISOString().slice(0, 10)
	await deps.mailer.queueMany(
		q,
		learners.map((u) => ({
			to: u.email,
			kind: 'phishing_exercise_assigned',
			subject: campaign.notificationSubject || campaign.name,
			text: [
				`Hi ${u.name || 'there'},`,
				'',
				...(message ? [message, ''] : []),
				`${company.name} invited you to the phishing exercise "${campaign.name}", from ${campaign.startedAt.toISOString().slice(0, 10)} to ${due}.`,
				'',
				'Sign in to your learning portal to start.',
			].join('\n'),
		})),
	)
}

async function insertLearners(q: Queryable, companyId: string, campaignId: string, ids: string[], assignedAt: Date) {
	for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
		await q
			.insert(exerciseLearners)
			.values(ids.slice(i, i + INSERT_CHUNK).map((userId) => ({ campaignId, userId, companyId, status: 'NOT_STARTED', assignedAt })))
			.onConflictDoNothing()
	}
}

export function registerExerciseCampaignRoutes(app: Hono, deps: Deps): void {
	const { db } = deps
	const base = `${EXERCISE_BASE}/company/:companyId`
	const scope = (c: Parameters<typeof adminCompanyScope>[0]) =>
		adminCompanyScope(c, deps, c.req.param('companyId') ?? '', exerciseErrors.forbidden)

	// ─── Recipients ──────────────────────────────────────────────────────────

	// GET …/users/page ((ref) pageNumber from 0, pageSize, searchText on name or email, ids[]): the learners who can be chosen, by name.
	app.get(`${base}/users/page`, async (c) => {
		const { company } = await scope(c)
		const query = readQuery(
			c,
			z.object({ ...pagingQuery(25), searchText, ids: z.array(z.string().max(200)).max(5000).optional().default([]) }),
			['ids'],
		)
		const like = `%${escapeLike(query.searchText)}%`
		const where = and(
			learnerOf(company.id),
			query.searchText ? or(ilike(sql`${users.name} || ' ' || ${users.lastName}`, like), ilike(users.email, like)) : undefined,
			query.ids.length ? inArray(users.id, query.ids) : undefined,
		)
		const [rows, [total]] = await Promise.all([
			db
				.select({
					id: users.id,
					name: users.name,
					lastName: users.lastName,
					email: users.email,
					departmentId: users.departmentId,
					departmentName: departments.name,
				})
				.from(users)
				.leftJoin(departments, eq(departments.id, users.departmentId))
				.where(where)
				.orderBy(asc(sql`lower(${users.name} || ' ' || ${users.lastName})`), asc(users.id))
				.limit(query.pageSize)
				.offset(query.pageNumber * query.pageSize),
			db
				.select({ n: sql<number>`count(*)::int` })
				.from(users)
				.where(where),
		])
		return c.json({
			users: rows.map((u) => ({
				id: u.id,
				fullName: fullName(u),
				email: u.email,
				departmentId: u.departmentId,
				departmentName: u.departmentName,
			})),
			pageInfo: pageInfo(query.pageNumber, query.pageSize, Number(total?.n ?? 0)),
		})
	})

	// (ref) GET …/users/by_departments: the departments by name with their learners' count.
	app.get(`${base}/users/by_departments`, async (c) => {
		const { company } = await scope(c)
		const rows = await db
			.select({ id: departments.id, name: departments.name, usersCount: sql<number>`count(${users.id})::int` })
			.from(departments)
			.leftJoin(users, and(eq(users.departmentId, departments.id), learnerOf(company.id)))
			.where(eq(departments.companyId, company.id))
			.groupBy(departments.id, departments.name)
			.orderBy(asc(sql`lower(${departments.name})`))
		return c.json({ departments: rows.map((r) => ({ ...r, usersCount: Number(r.usersCount) })) })
	})

	// (ref) GET …/users/by_groups: the groups by name with their learners' count.
	app.get(`${base}/users/by_groups`, async (c) => {
		const { company } = await scope(c)
		const rows = await db
			.select({ id: groups.id, name: groups.name, usersCount: sql<number>`count(${users.id})::int` })
			.from(groups)
			.leftJoin(userGroups, eq(userGroups.groupId, groups.id))
			.leftJoin(users, and(eq(users.id, userGroups.userId), learnerOf(company.id)))
			.where(eq(groups.companyId, company.id))
			.groupBy(groups.id, groups.name)
			.orderBy(asc(sql`lower(${groups.name})`))
		return c.json({ groups: rows.map((r) => ({ ...r, usersCount: Number(r.usersCount) })) })
	})

	// GET …/users/count: the company's learners.
	app.get(`${base}/users/count`, async (c) => {
		const { company } = await scope(c)
		return c.json({ count: await countLearners(db, company.id, { usersType: 'USERS_ALL', departmentIds: [], groupIds: [], userIds: [] }) })
	})

	// GET …/users/count_by_departments?departmentId=…: distinct learners of those departments.
	app.get(`${base}/users/count_by_departments`, async (c) => {
		const { company } = await scope(c)
		const { departmentId } = readQuery(c, z.object({ departmentId: idList }), ['departmentId'])
		return c.json({
			count: await countLearners(db, company.id, {
				usersType: 'USERS_FROM_DEPARTMENTS',
				departmentIds: departmentId,
				groupIds: [],
				userIds: [],
			}),
		})
	})

	// GET …/users/count_by_groups?groupId=…: distinct learners of those groups.
	app.get(`${base}/users/count_by_groups`, async (c) => {
		const { company } = await scope(c)
		const { groupId } = readQuery(c, z.object({ groupId: idList }), ['groupId'])
		return c.json({
			count: await countLearners(db, company.id, { usersType: 'USERS_FROM_GROUPS', departmentIds: [], groupIds: groupId, userIds: [] }),
		})
	})

	// GET …/user/{userId}/results: (ref) the learner's result in each campaign, newest first.
	app.get(`${base}/user/:userId/results`, async (c) => {
		const { company } = await scope(c)
		const [user] = await db
			.select({ id: users.id })
			.from(users)
			.where(and(eq(users.id, c.req.param('userId')), eq(users.companyId, company.id)))
			.limit(1)
		if (!user) throw exerciseErrors.userNotFound()
		const rows = await db
			.select({ learner: exerciseLearners, campaign: phishingExerciseCampaigns })
			.from(exerciseLearners)
			.innerJoin(phishingExerciseCampaigns, eq(phishingExerciseCampaigns.id, exerciseLearners.campaignId))
			.where(and(eq(exerciseLearners.userId, user.id), eq(phishingExerciseCampaigns.companyId, company.id)))
			.orderBy(desc(phishingExerciseCampaigns.startedAt), asc(phishingExerciseCampaigns.id))
		const now = deps.now()
		return c.json({
			results: rows.map(({ learner, campaign }) => ({
				campaignId: campaign.id,
				campaignName: campaign.name,
				campaignStatus: campaignStatus(campaign, now),
				status: learnerState(learner, campaign, now).status,
				completionPercentage: learner.completionPercentage,
				correct: learner.correct,
				partial: learner.partial,
				wrong: learner.wrong,
				score: learner.status === 'COMPLETED' ? learner.score : null,
				completedAt: learner.completedAt ? learner.completedAt.toISOString() : null,
			})),
		})
	})

	// ─── Campaigns ───────────────────────────────────────────────────────────

	const listPage = (statuses: string[], order: SQL[]) => async (c: Parameters<typeof scope>[0]) => {
		const { company } = await scope(c)
		const query = readQuery(c, z.object(pagingQuery(CAMPAIGN_PAGE_SIZE)))
		const where = and(eq(phishingExerciseCampaigns.companyId, company.id), inArray(phishingExerciseCampaigns.status, statuses))
		const [rows, [total]] = await Promise.all([
			db
				.select()
				.from(phishingExerciseCampaigns)
				.where(where)
				.orderBy(...order, asc(phishingExerciseCampaigns.id))
				.limit(query.pageSize)
				.offset(query.pageNumber * query.pageSize),
			db
				.select({ n: sql<number>`count(*)::int` })
				.from(phishingExerciseCampaigns)
				.where(where),
		])
		return c.json({
			campaigns: await campaignReplies(db, deps, rows),
			pageInfo: pageInfo(query.pageNumber, query.pageSize, Number(total?.n ?? 0)),
		})
	}

	// GET …/campaigns/active (pageNumber from 0, pageSize): every campaign not archived, newest first.
	app.get(`${base}/campaigns/active`, listPage(ACTIVE_TAB, [desc(phishingExerciseCampaigns.createdAt)]))
	// GET …/campaigns/archive: the archived ones, last archived first.
	app.get(
		`${base}/campaigns/archive`,
		listPage(['ARCHIVED'], [desc(phishingExerciseCampaigns.endedAt), desc(phishingExerciseCampaigns.createdAt)]),
	)

	// GET …/campaign/{campaignId}: another company's is 404.
	app.get(`${base}/campaign/:campaignId`, async (c) => {
		const { company } = await scope(c)
		const row = await findCampaign(db, company.id, c.req.param('campaignId'))
		const [reply] = await campaignReplies(db, deps, [row])
		return c.json(reply)
	})

	// POST …/campaign/create: a launch (learners assigned, emails when enabled) or (ref) a draft; a draftId launched is deleted.
	app.post(`${base}/campaign/create`, async (c) => {
		const { actor, company } = await scope(c)
		const body = await readBody(c, NewCampaign)
		const now = deps.now()
		const selection = selectionOf(body)
		const issues: Array<{ field: string; message: string }> = []
		const chosen = [...body.templates].sort((a, b) => a.orderNumber - b.orderNumber).map((t) => t.templateId)
		if (new Set(chosen).size !== chosen.length) issues.push({ field: 'templates', message: 'A template can be chosen once.' })
		if (chosen.length > MAX_CAMPAIGN_TEMPLATES)
			issues.push({ field: 'templates', message: `You can select ${MAX_CAMPAIGN_TEMPLATES} templates!` })
		if (!body.isDraft) {
			const empty = emptySelection(selection)
			if (empty) issues.push(empty)
			if (!body.packId && chosen.length === 0)
				issues.push({ field: 'templates', message: 'Please select a pack or at least one template.' })
			if (body.notification.isEnabled && !body.notification.subject) issues.push({ field: 'notification.subject', message: REQUIRED })
		}
		if (body.packId && chosen.length > 0) issues.push({ field: 'packId', message: 'Choose a pack or templates, not both.' })
		issues.push(...(await foreignSelections(db, company.id, selection)))
		let templateIds = [...new Set(chosen)]
		if (body.packId) {
			const [pack] = await db.select({ id: exercisePacks.id }).from(exercisePacks).where(eq(exercisePacks.id, body.packId)).limit(1)
			if (!pack) issues.push({ field: 'packId', message: 'The pack does not exist.' })
			else
				templateIds = (
					await db
						.select({ id: exercisePackTemplates.templateId })
						.from(exercisePackTemplates)
						.where(eq(exercisePackTemplates.packId, pack.id))
						.orderBy(asc(exercisePackTemplates.orderNumber))
				).map((r) => r.id)
		} else {
			const { missing } = await visibleTemplateIds(db, company.id, templateIds)
			if (missing.length > 0) issues.push({ field: 'templates', message: 'A selected template does not exist.' })
		}
		if (issues.length > 0) throw exerciseValidationError(issues)

		const requested = body.startedAt ? new Date(body.startedAt) : null
		const startedAt = body.isDraft ? requested : requested && requested.getTime() > now.getTime() ? requested : now
		const id = `pex_${randomUUID()}`
		const learners = body.isDraft ? [] : await selectLearners(db, company.id, selection)
		if (!body.isDraft && learners.length === 0)
			throw exerciseValidationError([{ field: SELECTION_FIELD[selection.usersType], message: M.noSelectedUsers }])
		const emails = !body.isDraft && body.notification.isEnabled && learners.length > 0
		await db.transaction(async (tx) => {
			if (body.draftId) {
				const [draft] = await tx
					.delete(phishingExerciseCampaigns)
					.where(
						and(
							eq(phishingExerciseCampaigns.id, body.draftId),
							eq(phishingExerciseCampaigns.companyId, company.id),
							eq(phishingExerciseCampaigns.status, 'DRAFT'),
						),
					)
					.returning({ id: phishingExerciseCampaigns.id })
				if (!draft) throw exerciseErrors.campaignNotFound()
			}
			await tx.insert(phishingExerciseCampaigns).values({
				id,
				companyId: company.id,
				name: body.name,
				status: body.isDraft ? 'DRAFT' : 'IN_PROGRESS',
				startedAt,
				createdAt: now,
				updatedAt: now,
				usersType: body.usersType,
				selectedDepartmentIds: selection.departmentIds,
				selectedGroupIds: selection.groupIds,
				selectedUserIds: selection.userIds,
				packId: body.packId,
				daysToComplete: body.daysToComplete,
				notificationsEnabled: body.notification.isEnabled,
				notificationSubject: body.notification.subject,
				notificationMessage: body.notification.message,
				createdBy: actor.userId,
			})
			if (templateIds.length > 0)
				await tx
					.insert(exerciseCampaignTemplates)
					.values(templateIds.map((templateId, i) => ({ campaignId: id, templateId, orderNumber: i + 1 })))
			await insertLearners(
				tx,
				company.id,
				id,
				learners.map((l) => l.id),
				startedAt ?? now,
			)
			if (emails)
				await notifyLearners(
					deps,
					tx,
					company,
					{
						name: body.name,
						startedAt: startedAt ?? now,
						daysToComplete: body.daysToComplete,
						notificationSubject: body.notification.subject,
						notificationMessage: body.notification.message,
					},
					learners,
				)
		})
		if (emails) deps.mailer.flush()
		const [reply] = await campaignReplies(db, deps, [await findCampaign(db, company.id, id)])
		return c.json(reply, 201)
	})

	// PUT …/campaign/{campaignId}/update: spec 3 §4 "Editing an active campaign" — usersType and name locked,
	// chosen recipients only added (409 campaign_locked); an archived or outdated one is 409 campaign_archived.
	app.put(`${base}/campaign/:campaignId/update`, async (c) => {
		const { company } = await scope(c)
		const campaign = await findCampaign(db, company.id, c.req.param('campaignId'))
		const body = await readBody(c, CampaignUpdate)
		if (campaign.status === 'ARCHIVED' || campaign.status === 'OUTDATED') throw exerciseErrors.archived()
		const selection = selectionOf(body)
		const launched = LAUNCHED.includes(campaign.status)
		if (launched) {
			if (body.usersType !== campaign.usersType) throw exerciseErrors.locked('The assignment type cannot be changed after saving.')
			if (body.name !== undefined && body.name !== campaign.name)
				throw exerciseErrors.locked('The campaign name cannot be changed after saving.')
			const kept = (before: string[], after: string[]) => before.every((id) => after.includes(id))
			if (
				!kept(campaign.selectedDepartmentIds, selection.departmentIds) ||
				!kept(campaign.selectedGroupIds, selection.groupIds) ||
				!kept(campaign.selectedUserIds, selection.userIds)
			)
				throw exerciseErrors.locked('Selected departments, groups and users cannot be removed after saving.')
		}
		const issues = [...(await foreignSelections(db, company.id, selection))]
		const empty = launched ? emptySelection(selection) : null
		if (empty) issues.push(empty)
		if (launched && body.notification.isEnabled && !body.notification.subject)
			issues.push({ field: 'notification.subject', message: REQUIRED })
		if (issues.length > 0) throw exerciseValidationError(issues)
		const now = deps.now()
		const emails = await db.transaction(async (tx) => {
			await tx
				.update(phishingExerciseCampaigns)
				.set({
					...(launched || !body.name ? {} : { name: body.name }),
					usersType: body.usersType,
					selectedDepartmentIds: selection.departmentIds,
					selectedGroupIds: selection.groupIds,
					selectedUserIds: selection.userIds,
					daysToComplete: body.daysToComplete,
					notificationsEnabled: body.notification.isEnabled,
					notificationSubject: body.notification.subject,
					notificationMessage: body.notification.message,
					updatedAt: now,
				})
				.where(eq(phishingExerciseCampaigns.id, campaign.id))
			if (!launched) return false
			// Learners the new choice adds are assigned from now (or from a later start).
			const wanted = await selectLearners(tx, company.id, selection)
			const assigned = new Set(
				(
					await tx.select({ userId: exerciseLearners.userId }).from(exerciseLearners).where(eq(exerciseLearners.campaignId, campaign.id))
				).map((r) => r.userId),
			)
			const added = wanted.filter((u) => !assigned.has(u.id))
			const from = campaign.startedAt && campaign.startedAt.getTime() > now.getTime() ? campaign.startedAt : now
			await insertLearners(
				tx,
				company.id,
				campaign.id,
				added.map((u) => u.id),
				from,
			)
			if (body.notification.isEnabled && added.length > 0) {
				await notifyLearners(
					deps,
					tx,
					company,
					{
						name: campaign.name,
						startedAt: from,
						daysToComplete: body.daysToComplete,
						notificationSubject: body.notification.subject,
						notificationMessage: body.notification.message,
					},
					added,
				)
				return true
			}
			return false
		})
		if (emails) deps.mailer.flush()
		const [reply] = await campaignReplies(db, deps, [await findCampaign(db, company.id, campaign.id)])
		return c.json(reply)
	})

	// PUT …/campaign/{campaignId}/archive: irreversible; 409 campaign_archived when it is already.
	app.put(`${base}/campaign/:campaignId/archive`, async (c) => {
		const { company } = await scope(c)
		const campaign = await findCampaign(db, company.id, c.req.param('campaignId'))
		if (campaign.status === 'ARCHIVED') throw exerciseErrors.archived()
		const now = deps.now()
		await db
			.update(phishingExerciseCampaigns)
			.set({ status: 'ARCHIVED', endedAt: now, updatedAt: now })
			.where(eq(phishingExerciseCampaigns.id, campaign.id))
		return noContent(c)
	})

	// DELETE …/campaign/{campaignId}/delete: the campaign with its learners, answers and reports.
	app.delete(`${base}/campaign/:campaignId/delete`, async (c) => {
		const { company } = await scope(c)
		const campaign = await findCampaign(db, company.id, c.req.param('campaignId'))
		await db.delete(phishingExerciseCampaigns).where(eq(phishingExerciseCampaigns.id, campaign.id))
		return noContent(c)
	})
}
