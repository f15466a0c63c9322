import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { CSV_BOM, CSV_CONTENT_TYPE, csvLine } from '../../shared/csv-cells.ts'
import {
	ANSWER_STATUSES,
	ASSIGNMENT_STATUSES,
	type AssignmentStatus,
	REPORT_DEFAULT_SORT,
	REPORT_ORDER_BY,
	REPORT_PAGE_SIZE,
	type ReportList,
} from '../../shared/phishing-exercise.ts'
import {
	departments,
	exerciseAnswers,
	exerciseCampaignTemplates,
	exerciseLearners,
	exerciseTemplates,
	groups,
	phishingExerciseCampaigns,
	userGroups,
	users,
} from '../db/schema.ts'
import { type Deps, adminCompanyScope } from '../lib/context.ts'
import { iso } from '../lib/http.ts'
import { readQuery, searchText } from './directory-shared.ts'
import {
	EXERCISE_BASE,
	campaignStatus,
	exerciseErrors,
	findCampaign,
	fullName,
	learnerState,
	pageInfo,
	pagingQuery,
	statusRank,
	thumbnailAddress,
	wasLaunched,
} from './phishing-exercise-shared.ts'
import type { Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

// Exercise reports (spec 3 §7 "Exercise reports", §2 the report's tabs and dialogs, §9 default sorts and
// page size; phishing-exercise.ts lists every call). Reads only. A campaign's report is built from its
// learners and their answers in memory (a campaign's learners are a company's people at most), filtered,
// sorted and paged as the query says. Every list's CSV is the same call with isCsv=true: the whole
// filtered, sorted list, as text/csv when the caller accepts it, else as { data: csvText }; cells go
// through server/shared/csv-cells.ts (spreadsheet-safe). A campaign that has not started is 409 with
// 'Report unavailable for postponed Phishing Exercise campaign.'.

const ANSWER_STATUS_RANK: Record<string, number> = { CORRECT: 3, PARTIAL: 2, WRONG: 1 }

const ReportQuery = z.object({
	...pagingQuery(REPORT_PAGE_SIZE),
	order: z.enum(['asc', 'desc']).optional(),
	orderBy: z.string().max(100).optional(),
	searchText,
	status: z
		.array(z.enum(ASSIGNMENT_STATUSES, { error: 'Unknown status' }))
		.optional()
		.default([]),
	answerStatus: z
		.array(z.enum(ANSWER_STATUSES, { error: 'Unknown answer status' }))
		.optional()
		.default([]),
	departments: z.array(z.string().max(200)).max(500).optional().default([]),
	groups: z.array(z.string().max(200)).max(500).optional().default([]),
	isCsv: z
		.string()
		.optional()
		.transform((v) => v === 'true'),
})
type Query = z.output<typeof ReportQuery>
const ARRAYS = ['status', 'answerStatus', 'departments', 'groups']

/** The list's sort: a column it knows, else its default (spec 3 §9: an unknown orderBy falls back, descending for templates). */
function sortOf<L extends ReportList>(list: L, query: Query): { orderBy: string; order: 'asc' | 'desc' } {
	const fallback = REPORT_DEFAULT_SORT[list]
	const known = (REPORT_ORDER_BY[list] as readonly string[]).includes(query.orderBy ?? '')
	if (!known) return { orderBy: fallback.orderBy, order: list === 'templates' ? 'desc' : (query.order ?? fallback.order) }
	return { orderBy: query.orderBy!, order: query.order ?? fallback.order }
}

type Value = string | number | null
function compareValues(a: Value, b: Value): number {
	if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1
	if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, 'en', { sensitivity: 'base' })
	return (a as number) - (b as number)
}

/** Sorted (stable: equal rows keep their order) by `key`, then paged. */
function sortRows<T>(rows: T[], key: (row: T) => Value, order: 'asc' | 'desc'): T[] {
	return rows
		.map((row, i) => ({ row, i }))
		.sort((x, y) => (order === 'asc' ? compareValues(key(x.row), key(y.row)) : compareValues(key(y.row), key(x.row))) || x.i - y.i)
		.map(({ row }) => row)
}

function page<T>(rows: T[], query: Query) {
	const start = query.pageNumber * query.pageSize
	return { rows: rows.slice(start, start + query.pageSize), pageInfo: pageInfo(query.pageNumber, query.pageSize, rows.length) }
}

const CSV_HEADERS: Record<ReportList, string[]> = {
	users: [
		'Full name',
		'Email',
		'Departments',
		'Status',
		'Days to complete',
		'Completion %',
		'Correct',
		'Partial',
		'Wrong',
		'Score',
		'Completed',
	],
	departments: ['Department', 'Learners', 'Completion %', 'Completed', 'In progress', 'Not started', 'Overdue'],
	groups: ['Group', 'Learners', 'Completion %', 'Completed', 'In progress', 'Not started', 'Overdue'],
	templates: ['Template', 'Layout type', 'Correct', 'Partial', 'Wrong', 'Total'],
	templateUsers: ['Full name', 'Email', 'Answer', 'Status'],
	userTemplates: ['Template', 'Layout type', 'Answer', 'Answer status'],
}

/** The reply of a list: a page of rows, or (isCsv) all of them as CSV. */
function listReply<T>(c: Context, list: ReportList, rows: T[], query: Query, cells: (row: T) => Value[], filename: string) {
	if (!query.isCsv) return c.json(page(rows, query))
	const csv = CSV_BOM + csvLine(CSV_HEADERS[list]) + rows.map((row) => csvLine(cells(row))).join('')
	if (/\btext\/csv\b/i.test(c.req.header('accept') ?? '')) {
		return c.body(csv, 200, {
			'Content-Type': CSV_CONTENT_TYPE,
			'Content-Disposition': `attachment; filename="${filename}"`,
			'X-Content-Type-Options': 'nosniff',
		})
	}
	return c.json({ data: csv })
}

type CampaignRow = typeof phishingExerciseCampaigns.$inferSelect

/** The campaign's learners with what the report shows of them. */
async function learnerRows(q: Queryable, deps: Deps, campaign: CampaignRow) {
	const rows = await q
		.select({
			learner: exerciseLearners,
			name: users.name,
			lastName: users.lastName,
			email: users.email,
			departmentId: users.departmentId,
			departmentName: departments.name,
		})
		.from(exerciseLearners)
		.innerJoin(users, eq(users.id, exerciseLearners.userId))
		.leftJoin(departments, eq(departments.id, users.departmentId))
		.where(eq(exerciseLearners.campaignId, campaign.id))
		.orderBy(asc(users.id))
	const ids = rows.map((r) => r.learner.userId)
	const memberships = ids.length
		? await q
				.select({ userId: userGroups.userId, groupId: userGroups.groupId, name: groups.name })
				.from(userGroups)
				.innerJoin(groups, eq(groups.id, userGroups.groupId))
				.where(and(eq(groups.companyId, campaign.companyId), inArray(userGroups.userId, ids)))
		: []
	const groupsOf = new Map<string, Array<{ id: string; name: string }>>()
	for (const m of memberships) groupsOf.set(m.userId, [...(groupsOf.get(m.userId) ?? []), { id: m.groupId, name: m.name }])
	const now = deps.now()
	return rows.map((r) => {
		const state = learnerState(r.learner, campaign, now)
		return {
			id: r.learner.userId,
			fullName: fullName(r),
			email: r.email,
			departmentId: r.departmentId,
			departments: r.departmentName ? [r.departmentName] : [],
			groups: groupsOf.get(r.learner.userId) ?? [],
			status: state.status,
			daysToComplete: state.daysLeft,
			completionPercentage: r.learner.completionPercentage,
			correct: r.learner.correct,
			partial: r.learner.partial,
			wrong: r.learner.wrong,
			score: r.learner.score,
			completedAt: iso(r.learner.completedAt),
		}
	})
}
type Learner = Awaited<ReturnType<typeof learnerRows>>[number]

function filterLearners(learners: Learner[], query: Query, options: { search?: boolean; status?: boolean } = {}) {
	const needle = options.search ? query.searchText.toLowerCase() : ''
	return learners.filter(
		(l) =>
			(query.departments.length === 0 || (l.departmentId !== null && query.departments.includes(l.departmentId))) &&
			(query.groups.length === 0 || l.groups.some((g) => query.groups.includes(g.id))) &&
			(!options.status || query.status.length === 0 || query.status.includes(l.status)) &&
			(!needle || l.fullName.toLowerCase().includes(needle) || l.email.toLowerCase().includes(needle)),
	)
}

function statusCounts(learners: Array<{ status: AssignmentStatus }>) {
	const counts = { COMPLETED: 0, IN_PROGRESS: 0, NOT_STARTED: 0, OVERDUE: 0 }
	for (const l of learners) counts[l.status]++
	return counts
}

function totals(learners: Array<{ status: AssignmentStatus; score: number }>) {
	const completed = learners.filter((l) => l.status === 'COMPLETED')
	return {
		averageScore: completed.length ? Math.round(completed.reduce((sum, l) => sum + l.score, 0) / completed.length) : null,
		learners: learners.length,
		completionPercentage: learners.length ? Math.round((completed.length / learners.length) * 100) : 0,
	}
}

/** A department's or group's row. */
function groupRow(id: string, name: string, members: Learner[]) {
	const counts = statusCounts(members)
	return {
		id,
		name,
		learners: members.length,
		completionPercentage: members.length ? Math.round((counts.COMPLETED / members.length) * 100) : 0,
		completed: counts.COMPLETED,
		inProgress: counts.IN_PROGRESS,
		notStarted: counts.NOT_STARTED,
		overdue: counts.OVERDUE,
	}
}
type GroupRow = ReturnType<typeof groupRow>

async function campaignTemplates(q: Queryable, deps: Deps, campaignId: string) {
	const rows = await q
		.select({
			id: exerciseTemplates.id,
			name: exerciseTemplates.name,
			layoutType: exerciseTemplates.layoutType,
			thumbnailId: exerciseTemplates.thumbnailId,
			thumbnailUrl: exerciseTemplates.thumbnailUrl,
		})
		.from(exerciseCampaignTemplates)
		.innerJoin(exerciseTemplates, eq(exerciseTemplates.id, exerciseCampaignTemplates.templateId))
		.where(eq(exerciseCampaignTemplates.campaignId, campaignId))
		.orderBy(asc(exerciseCampaignTemplates.orderNumber))
	return rows.map((t) => ({ id: t.id, name: t.name, layoutType: t.layoutType, thumbnailUrl: thumbnailAddress(deps, t) }))
}

async function answersOf(q: Queryable, campaignId: string, where: { userId?: string; templateId?: string } = {}) {
	return q
		.select({
			userId: exerciseAnswers.userId,
			templateId: exerciseAnswers.templateId,
			answer: exerciseAnswers.answer,
			status: exerciseAnswers.status,
		})
		.from(exerciseAnswers)
		.where(
			and(
				eq(exerciseAnswers.campaignId, campaignId),
				where.userId ? eq(exerciseAnswers.userId, where.userId) : undefined,
				where.templateId ? eq(exerciseAnswers.templateId, where.templateId) : undefined,
			),
		)
}

const scoreOutOf10 = (score: number) => (score > 0 ? Math.round(score) / 10 : 0)

export function registerExerciseReportRoutes(app: Hono, deps: Deps): void {
	const { db } = deps
	const base = `${EXERCISE_BASE}/company/:companyId`
	const report = `${base}/campaign/:campaignId/report`

	/** The company's campaign whose report is asked for: 404 when another's, 409 while it has not started. */
	const reportCampaign = async (c: Context) => {
		const { company } = await adminCompanyScope(c, deps, c.req.param('companyId') ?? '', exerciseErrors.forbidden)
		const campaign = await findCampaign(db, company.id, c.req.param('campaignId') ?? '')
		const status = campaignStatus(campaign, deps.now())
		if (status === 'POSTPONED' || status === 'DRAFT') throw exerciseErrors.postponed()
		return { company, campaign }
	}

	// GET …/report/statistics (departments, groups): the stats bar.
	app.get(`${report}/statistics`, async (c) => {
		const { campaign } = await reportCampaign(c)
		const query = readQuery(c, ReportQuery, ARRAYS)
		const learners = filterLearners(await learnerRows(db, deps, campaign), query)
		return c.json({
			statistic: { statuses: statusCounts(learners), total: totals(learners) },
			campaign: {
				id: campaign.id,
				name: campaign.name,
				status: campaignStatus(campaign, deps.now()),
				startedAt: iso(campaign.startedAt),
				archivedAt: iso(campaign.endedAt),
				daysToComplete: campaign.daysToComplete,
			},
		})
	})

	// GET …/report/users: one row per learner (default status descending).
	app.get(`${report}/users`, async (c) => {
		const { campaign } = await reportCampaign(c)
		const query = readQuery(c, ReportQuery, ARRAYS)
		const rows = filterLearners(await learnerRows(db, deps, campaign), query, { search: true, status: true })
		const sort = sortOf('users', query)
		const key = (l: Learner): Value =>
			sort.orderBy === 'status'
				? statusRank(l.status)
				: sort.orderBy === 'departments'
					? l.departments.join(', ')
					: (l[sort.orderBy as keyof Learner] as Value)
		const sorted = sortRows(rows, key, sort.order).map(({ departmentId: _d, groups: _g, ...row }) => row)
		return listReply(
			c,
			'users',
			sorted,
			query,
			(r) => [
				r.fullName,
				r.email,
				r.departments.join(', '),
				r.status,
				r.daysToComplete,
				r.completionPercentage,
				r.correct,
				r.partial,
				r.wrong,
				scoreOutOf10(r.score),
				r.completedAt,
			],
			'phishing-exercise-users.csv',
		)
	})

	const groupList = (list: 'departments' | 'groups') => async (c: Context) => {
		const { campaign } = await reportCampaign(c)
		const query = readQuery(c, ReportQuery, ARRAYS)
		const learners = filterLearners(await learnerRows(db, deps, campaign), query, { status: true })
		const named = new Map<string, { name: string; members: Learner[] }>()
		for (const learner of learners) {
			const memberOf =
				list === 'departments'
					? learner.departmentId
						? [{ id: learner.departmentId, name: learner.departments[0] ?? '' }]
						: []
					: learner.groups.filter((g) => query.groups.length === 0 || query.groups.includes(g.id))
			for (const item of memberOf) {
				const entry = named.get(item.id) ?? { name: item.name, members: [] }
				entry.members.push(learner)
				named.set(item.id, entry)
			}
		}
		const needle = query.searchText.toLowerCase()
		const rows = [...named.entries()]
			.map(([id, { name, members }]) => groupRow(id, name, members))
			.filter((r) => !needle || r.name.toLowerCase().includes(needle))
			.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
		const sort = sortOf(list, query)
		const sorted = sortRows(rows, (r) => r[sort.orderBy as keyof GroupRow] as Value, sort.order)
		return listReply(
			c,
			list,
			sorted,
			query,
			(r) => [r.name, r.learners, r.completionPercentage, r.completed, r.inProgress, r.notStarted, r.overdue],
			`phishing-exercise-${list}.csv`,
		)
	}
	// GET …/report/departments and …/report/groups: one row per department / group of the learners (default completionPercentage ascending).
	app.get(`${report}/departments`, groupList('departments'))
	app.get(`${report}/groups`, groupList('groups'))

	// GET …/report/templates: one row per template with its learners' answers (filters apply to the learners).
	app.get(`${report}/templates`, async (c) => {
		const { campaign } = await reportCampaign(c)
		const query = readQuery(c, ReportQuery, ARRAYS)
		const learners = new Set(filterLearners(await learnerRows(db, deps, campaign), query, { status: true }).map((l) => l.id))
		const [templates, answers] = await Promise.all([campaignTemplates(db, deps, campaign.id), answersOf(db, campaign.id)])
		const needle = query.searchText.toLowerCase()
		const rows = templates
			.filter((t) => !needle || t.name.toLowerCase().includes(needle))
			.map((t) => {
				const mine = answers.filter((a) => a.templateId === t.id && learners.has(a.userId))
				const correct = mine.filter((a) => a.status === 'CORRECT').length
				const partial = mine.filter((a) => a.status === 'PARTIAL').length
				const wrong = mine.filter((a) => a.status === 'WRONG').length
				return { ...t, correct, partial, wrong, total: correct + partial + wrong }
			})
		const sort = sortOf('templates', query)
		const sorted = sortRows(rows, (r) => r[sort.orderBy as keyof typeof r] as Value, sort.order)
		return listReply(
			c,
			'templates',
			sorted,
			query,
			(r) => [r.name, r.layoutType, r.correct, r.partial, r.wrong, r.total],
			'phishing-exercise-templates.csv',
		)
	})

	// GET …/report/template/{templateId}: the template's learners and their answers (default status descending; answerStatus filter).
	app.get(`${report}/template/:templateId`, async (c) => {
		const { campaign } = await reportCampaign(c)
		const query = readQuery(c, ReportQuery, ARRAYS)
		const template = (await campaignTemplates(db, deps, campaign.id)).find((t) => t.id === c.req.param('templateId'))
		if (!template) throw exerciseErrors.templateNotFound()
		const [learners, answers] = await Promise.all([
			learnerRows(db, deps, campaign),
			answersOf(db, campaign.id, { templateId: template.id }),
		])
		const answerOf = new Map(answers.map((a) => [a.userId, a]))
		const rows = filterLearners(learners, query, { search: true, status: true })
			.map((l) => {
				const a = answerOf.get(l.id)
				return { id: l.id, fullName: l.fullName, email: l.email || null, answer: a ? { name: a.answer, status: a.status } : null }
			})
			.filter((r) => query.answerStatus.length === 0 || (r.answer && (query.answerStatus as string[]).includes(r.answer.status)))
		const sort = sortOf('templateUsers', query)
		const key = (r: (typeof rows)[number]): Value =>
			sort.orderBy === 'status'
				? r.answer
					? ANSWER_STATUS_RANK[r.answer.status]!
					: 0
				: sort.orderBy === 'answer'
					? (r.answer?.name ?? null)
					: (r[sort.orderBy as 'fullName' | 'email'] ?? null)
		const sorted = sortRows(rows, key, sort.order)
		if (!query.isCsv)
			return c.json({
				template: { id: template.id, name: template.name, layoutType: template.layoutType, thumbnailUrl: template.thumbnailUrl },
				...page(sorted, query),
			})
		return listReply(
			c,
			'templateUsers',
			sorted,
			query,
			(r) => [r.fullName, r.email ?? '-', r.answer?.name ?? '', r.answer?.status ?? ''],
			'phishing-exercise-template-users.csv',
		)
	})

	// GET …/report/user/{userId}: the learner's templates and answers (default answerStatus descending; search on the template name).
	app.get(`${report}/user/:userId`, async (c) => {
		const { campaign } = await reportCampaign(c)
		const query = readQuery(c, ReportQuery, ARRAYS)
		const learner = (await learnerRows(db, deps, campaign)).find((l) => l.id === c.req.param('userId'))
		if (!learner) throw exerciseErrors.userNotFound()
		const [templates, answers] = await Promise.all([
			campaignTemplates(db, deps, campaign.id),
			answersOf(db, campaign.id, { userId: learner.id }),
		])
		const answerOf = new Map(answers.map((a) => [a.templateId, a]))
		const needle = query.searchText.toLowerCase()
		const rows = templates
			.filter((t) => !needle || t.name.toLowerCase().includes(needle))
			.map((t) => {
				const a = answerOf.get(t.id)
				return {
					id: t.id,
					name: t.name,
					thumbnail: t.thumbnailUrl,
					layoutType: t.layoutType,
					answer: a?.answer ?? null,
					answerStatus: a?.status ?? null,
				}
			})
			.filter(
				(r) => query.answerStatus.length === 0 || (r.answerStatus !== null && (query.answerStatus as string[]).includes(r.answerStatus)),
			)
		const sort = sortOf('userTemplates', query)
		const key = (r: (typeof rows)[number]): Value =>
			sort.orderBy === 'answerStatus'
				? r.answerStatus
					? ANSWER_STATUS_RANK[r.answerStatus]!
					: 0
				: (r[sort.orderBy as 'name' | 'layoutType' | 'answer'] ?? null)
		const sorted = sortRows(rows, key, sort.order)
		if (!query.isCsv)
			return c.json({
				user: { id: learner.id, fullName: learner.fullName, email: learner.email, status: learner.status },
				...page(sorted, query),
			})
		return listReply(
			c,
			'userTemplates',
			sorted,
			query,
			(r) => [r.name, r.layoutType, r.answer ?? '', r.answerStatus ?? ''],
			'phishing-exercise-user-templates.csv',
		)
	})

	// GET …/report/filter/departments and …/filter/groups: the departments / groups of the campaign's learners, by name.
	app.get(`${report}/filter/departments`, async (c) => {
		const { campaign } = await reportCampaign(c)
		const named = new Map<string, string>()
		for (const l of await learnerRows(db, deps, campaign))
			if (l.departmentId && l.departments[0]) named.set(l.departmentId, l.departments[0])
		return c.json({ departments: byName(named) })
	})
	app.get(`${report}/filter/groups`, async (c) => {
		const { campaign } = await reportCampaign(c)
		const named = new Map<string, string>()
		for (const l of await learnerRows(db, deps, campaign)) for (const g of l.groups) named.set(g.id, g.name)
		return c.json({ groups: byName(named) })
	})

	// ─── Company-level reads ─────────────────────────────────────────────────

	/** The company's launched campaigns (optionally only these), each with its learners. */
	const launchedCampaigns = async (c: Context, only: string[] = []) => {
		const { company } = await adminCompanyScope(c, deps, c.req.param('companyId') ?? '', exerciseErrors.forbidden)
		const now = deps.now()
		const rows = (
			await db
				.select()
				.from(phishingExerciseCampaigns)
				.where(
					and(eq(phishingExerciseCampaigns.companyId, company.id), only.length ? inArray(phishingExerciseCampaigns.id, only) : undefined),
				)
				.orderBy(asc(phishingExerciseCampaigns.name), asc(phishingExerciseCampaigns.id))
		).filter((row) => wasLaunched(row, now) && campaignStatus(row, now) !== 'POSTPONED')
		const withLearners = []
		for (const row of rows) withLearners.push({ campaign: row, learners: await learnerRows(db, deps, row) })
		return withLearners
	}

	// GET …/campaigns/report/statistics?campaignId=…: (ref) statuses and average score over the launched campaigns.
	app.get(`${base}/campaigns/report/statistics`, async (c) => {
		const { campaignId } = readQuery(c, z.object({ campaignId: z.array(z.string().max(200)).max(500).optional().default([]) }), [
			'campaignId',
		])
		const all = await launchedCampaigns(c, campaignId)
		const learners = all.flatMap((x) => x.learners)
		return c.json({ statistic: { statuses: statusCounts(learners), total: totals(learners) }, campaignsCount: all.length })
	})

	// GET …/campaigns/report/summary: (ref) one row per launched campaign (orderBy name|startedAt|completionPercentage|averageScore; default startedAt descending).
	app.get(`${base}/campaigns/report/summary`, async (c) => {
		const query = readQuery(
			c,
			z.object({
				...pagingQuery(REPORT_PAGE_SIZE),
				order: z.enum(['asc', 'desc']).optional().default('desc'),
				orderBy: z.enum(['name', 'startedAt', 'completionPercentage', 'averageScore']).optional().default('startedAt'),
				searchText,
			}),
		)
		const now = deps.now()
		const needle = query.searchText.toLowerCase()
		const rows = (await launchedCampaigns(c))
			.filter(({ campaign }) => !needle || campaign.name.toLowerCase().includes(needle))
			.map(({ campaign, learners }) => {
				const t = totals(learners)
				return {
					id: campaign.id,
					name: campaign.name,
					status: campaignStatus(campaign, now),
					startedAt: iso(campaign.startedAt),
					archivedAt: iso(campaign.endedAt),
					learners: t.learners,
					completionPercentage: t.completionPercentage,
					averageScore: t.averageScore,
					correct: learners.reduce((sum, l) => sum + l.correct, 0),
					partial: learners.reduce((sum, l) => sum + l.partial, 0),
					wrong: learners.reduce((sum, l) => sum + l.wrong, 0),
				}
			})
		const sorted = sortRows(rows, (r) => r[query.orderBy], query.order)
		const start = query.pageNumber * query.pageSize
		return c.json({
			rows: sorted.slice(start, start + query.pageSize),
			pageInfo: pageInfo(query.pageNumber, query.pageSize, sorted.length),
		})
	})

	// GET …/campaigns/report/filter/campaigns: (ref) the launched campaigns by name.
	app.get(`${base}/campaigns/report/filter/campaigns`, async (c) => {
		const all = await launchedCampaigns(c)
		return c.json({ campaigns: all.map(({ campaign }) => ({ id: campaign.id, name: campaign.name })) })
	})

	// GET …/dashboard/report: (ref) the company's exercise figures.
	app.get(`${base}/dashboard/report`, async (c) => {
		const all = await launchedCampaigns(c)
		const { company } = await adminCompanyScope(c, deps, c.req.param('companyId') ?? '', exerciseErrors.forbidden)
		const now = deps.now()
		const active = (
			await db
				.select({ status: phishingExerciseCampaigns.status, startedAt: phishingExerciseCampaigns.startedAt })
				.from(phishingExerciseCampaigns)
				.where(eq(phishingExerciseCampaigns.companyId, company.id))
		).filter((row) => ['ACTIVE', 'POSTPONED'].includes(campaignStatus(row, now))).length
		const learners = all.flatMap((x) => x.learners)
		return c.json({
			campaignsCount: all.length,
			activeCampaignsCount: active,
			learners: new Set(learners.map((l) => l.id)).size,
			averageScore: totals(learners).averageScore,
			statuses: statusCounts(learners),
			answers: {
				correct: learners.reduce((sum, l) => sum + l.correct, 0),
				partial: learners.reduce((sum, l) => sum + l.partial, 0),
				wrong: learners.reduce((sum, l) => sum + l.wrong, 0),
			},
		})
	})
}

function byName(named: Map<string, string>) {
	return [...named.entries()]
		.map(([id, name]) => ({ id, name }))
		.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
}
