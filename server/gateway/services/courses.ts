import { type SQL, and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { courseChapters, courseSections, courseShares, trainingAssignments, trainingCampaigns, trainingCourses } from '../db/schema.ts'
import { type CompanyRow, type Deps, authenticate, companyScope } from '../lib/context.ts'
import { errors } from '../lib/http.ts'
import { createKeptReads } from '../lib/kept-reads.ts'
import { ASSIGNMENT_STATUS, CAMPAIGN_STATUS, isTrainingSuspendedByPlan, reportedCampaignStatus } from '../lib/training.ts'
import { LANGUAGE_CODES } from './company-settings.ts'
import { readQuery } from './directory-shared.ts'
import type { Queryable } from '../db/types.ts'
import type { Hono } from 'hono'

// The course catalogue as a company's admins see it (spec 2 §3 "Course", §7 "Courses and sharing"; the
// console's contract is app/gateway/courses.server.ts). A company sees the catalogue's active courses,
// its own custom trainings (drafts and disabled ones too, so it can publish or enable them) and the
// published, active courses its provider shared with it; never a gaming or deleted course.

const ListQuery = z.object({
	languageCode: z.enum(LANGUAGE_CODES, { error: 'Unknown language code' }).optional().default('en'),
})

export const courseErrors = {
	notFound: () => errors.notFound('Course not found'),
}

/** The share row of the viewing company, if any (the primary key makes it at most one). */
function shareJoin(companyId: string) {
	return and(eq(courseShares.courseId, trainingCourses.id), eq(courseShares.companyId, companyId))
}

/** Which courses a company may see, in any language (the share row joined by shareJoin). */
function visibleTo(companyId: string) {
	return and(
		eq(trainingCourses.deleted, false),
		eq(trainingCourses.isGaming, false),
		or(
			and(isNull(trainingCourses.customTrainingCompanyId), eq(trainingCourses.active, true)),
			eq(trainingCourses.customTrainingCompanyId, companyId),
			and(sql`${courseShares.courseId} IS NOT NULL`, eq(trainingCourses.active, true), eq(trainingCourses.isDraft, false)),
		),
	)
}

const courseColumns = {
	course: trainingCourses,
	isShared: sql<boolean>`(${courseShares.courseId} IS NOT NULL AND ${trainingCourses.customTrainingCompanyId} IS DISTINCT FROM ${courseShares.companyId})`,
}

type CourseRow = { course: typeof trainingCourses.$inferSelect; isShared: boolean }
type CampaignRef = { id: string; status: string }

function courseReply(row: CourseRow, campaign: CampaignRef | undefined) {
	const c = row.course
	return {
		id: c.id,
		name: c.name,
		courseType: c.courseType,
		language: c.language,
		description: c.description,
		thumbnail: c.thumbnail,
		customTrainingCompanyId: c.customTrainingCompanyId,
		isShared: row.isShared === true,
		isDraft: c.isDraft,
		isActive: c.active,
		isFree: c.isFree,
		isDefault: c.isDefault,
		isPopular: c.isPopular,
		isHot: c.isHot,
		order: c.order,
		totalChapters: c.totalChapters,
		totalQuizzes: c.totalQuizzes,
		totalTimeInMinutes: c.totalTimeInMinutes,
		createdAt: c.createdAt.toISOString(),
		campaign: campaign ?? null,
	}
}

/**
 * The company's newest campaign of each course that is not archived (of one course with `courseId`),
 * its status as the plan reports it (an expired trial without Boost reads SUSPENDED).
 */
async function openCampaigns(q: Queryable, company: CompanyRow, now: Date, courseId?: string): Promise<Map<string, CampaignRef>> {
	const rows = await q
		.selectDistinctOn([trainingCampaigns.courseId], {
			courseId: trainingCampaigns.courseId,
			id: trainingCampaigns.id,
			status: trainingCampaigns.status,
		})
		.from(trainingCampaigns)
		.where(
			and(
				eq(trainingCampaigns.companyId, company.id),
				ne(trainingCampaigns.status, CAMPAIGN_STATUS.archived),
				courseId === undefined ? undefined : eq(trainingCampaigns.courseId, courseId),
			),
		)
		.orderBy(trainingCampaigns.courseId, desc(trainingCampaigns.createdAt), desc(trainingCampaigns.id))
	return new Map(rows.map((r) => [r.courseId, { id: r.id, status: reportedCampaignStatus(r.status, company, now) }]))
}

/** One course the company may see, or the 404. */
async function visibleCourse(q: Queryable, companyId: string, courseId: string): Promise<CourseRow> {
	const [row] = await q
		.select(courseColumns)
		.from(trainingCourses)
		.leftJoin(courseShares, shareJoin(companyId))
		.where(and(eq(trainingCourses.id, courseId), visibleTo(companyId)))
		.limit(1)
	if (!row) throw courseErrors.notFound()
	return row
}

function readSections(q: Queryable, courseId: string) {
	return q
		.select({ id: courseSections.id, name: courseSections.name, order: courseSections.order })
		.from(courseSections)
		.where(eq(courseSections.courseId, courseId))
		.orderBy(asc(courseSections.order), asc(courseSections.id))
}

/** A course's chapters in section order, then chapter order. */
function readChapters(q: Queryable, courseId: string) {
	return q
		.select({
			id: courseChapters.id,
			sectionId: courseChapters.sectionId,
			name: courseChapters.name,
			kind: courseChapters.kind,
			durationMinutes: courseChapters.durationMinutes,
			order: courseChapters.order,
		})
		.from(courseChapters)
		.innerJoin(courseSections, eq(courseSections.id, courseChapters.sectionId))
		.where(eq(courseChapters.courseId, courseId))
		.orderBy(asc(courseSections.order), asc(courseSections.id), asc(courseChapters.order), asc(courseChapters.id))
}

/**
 * Spec 2 §3 "Training campaign row": the company's campaigns of one course (any status, archived ones
 * too), newest first, each with its assignments counted in one grouped statement. An assignment is due
 * at the end (UTC) of the day start_date + days_to_complete: past due once `now`'s UTC date is later.
 * Completed ones count as completed whenever they finished; the others as overdue once past due, else
 * as in progress or not started. The score is the average of the completed assignments' scores.
 */
async function courseCampaigns(q: Queryable, company: CompanyRow, courseId: string, now: Date) {
	const today = now.toISOString().slice(0, 10)
	const pastDue = sql`((${trainingCampaigns.startDate} + ${trainingCampaigns.daysToComplete}) < ${today}::date)`
	const assignmentStatus = (status: string) => eq(trainingAssignments.status, status)
	const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number)
	const completed = assignmentStatus(ASSIGNMENT_STATUS.completed)
	const rows = await q
		.select({
			id: trainingCampaigns.id,
			name: trainingCampaigns.name,
			status: trainingCampaigns.status,
			daysToComplete: trainingCampaigns.daysToComplete,
			startedAt: trainingCampaigns.startedAt,
			archivedAt: trainingCampaigns.archivedAt,
			completed: countWhere(completed),
			inProgress: countWhere(sql`${assignmentStatus(ASSIGNMENT_STATUS.inProgress)} and not ${pastDue}`),
			notStarted: countWhere(sql`${assignmentStatus(ASSIGNMENT_STATUS.notStarted)} and not ${pastDue}`),
			overdue: countWhere(sql`${trainingAssignments.status} <> ${ASSIGNMENT_STATUS.completed} and ${pastDue}`),
			// numeric, rounded by PostgreSQL (exactly, half away from zero); read as a string.
			score: sql<string | null>`round(avg(${trainingAssignments.score}) filter (where ${completed}), 1)`,
		})
		.from(trainingCampaigns)
		.leftJoin(trainingAssignments, eq(trainingAssignments.campaignId, trainingCampaigns.id))
		.where(and(eq(trainingCampaigns.companyId, company.id), eq(trainingCampaigns.courseId, courseId)))
		.groupBy(trainingCampaigns.id)
		.orderBy(desc(trainingCampaigns.createdAt), desc(trainingCampaigns.id))
	return rows.map((r) => {
		const total = r.completed + r.inProgress + r.overdue + r.notStarted
		return {
			id: r.id,
			name: r.name,
			status: reportedCampaignStatus(r.status, company, now),
			total,
			completed: r.completed,
			inProgress: r.inProgress,
			overdue: r.overdue,
			notStarted: r.notStarted,
			score: r.score === null ? null : Number(r.score),
			daysToComplete: r.daysToComplete,
			startedAt: r.startedAt?.toISOString() ?? null,
			archivedAt: r.archivedAt?.toISOString() ?? null,
			completionPercentage: total === 0 ? 0 : Math.round((100 * r.completed) / total),
		}
	})
}

export function registerCourseRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	// The courses of one language the company may run, each with its open campaign: two statements.
	app.get('/api/v1/course/company/:id', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const { languageCode } = readQuery(c, ListQuery)
		const [rows, campaigns] = await Promise.all([
			db
				.select(courseColumns)
				.from(trainingCourses)
				.leftJoin(courseShares, shareJoin(company.id))
				.where(and(eq(trainingCourses.language, languageCode), visibleTo(company.id)))
				.orderBy(asc(trainingCourses.order), asc(trainingCourses.name), asc(trainingCourses.id)),
			openCampaigns(db, company, deps.now()),
		])
		return c.json({ courses: rows.map((row) => courseReply(row, campaigns.get(row.course.id))) })
	})

	app.get('/api/v1/course/company/:id/course/:courseId/view/admin', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const row = await visibleCourse(db, company.id, c.req.param('courseId'))
		const [campaigns, sections, chapters] = await Promise.all([
			openCampaigns(db, company, deps.now(), row.course.id),
			readSections(db, row.course.id),
			readChapters(db, row.course.id),
		])
		return c.json({
			...courseReply(row, campaigns.get(row.course.id)),
			sections: sections.map((section) => ({ ...section, chapters: chapters.filter((ch) => ch.sectionId === section.id) })),
		})
	})

	// The company's campaigns of one course with their assignments counted: two statements.
	// Counting a campaign's assignments reads every one of them (50,000 for a large company: ~35 ms on
	// PGlite): the counts are kept until the next write, per company, course, day (overdue moves at
	// midnight UTC) and plan suspension (a trial can end between two writes).
	const keptCampaignRows = createKeptReads<Awaited<ReturnType<typeof courseCampaigns>>>(deps.writes)
	app.get('/api/v1/course/company/:id/course/:courseId/campaigns', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const row = await visibleCourse(db, company.id, c.req.param('courseId'))
		const now = deps.now()
		const key = [company.id, row.course.id, now.toISOString().slice(0, 10), isTrainingSuspendedByPlan(company, now)].join('|')
		return c.json({ campaigns: await keptCampaignRows(key, () => courseCampaigns(db, company, row.course.id, now)) })
	})

	app.get('/api/v1/course/:id/sections_by_course_id/:courseId', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const row = await visibleCourse(db, company.id, c.req.param('courseId'))
		return c.json({ sections: await readSections(db, row.course.id) })
	})

	app.get('/api/v1/course/:id/chapters/:courseId', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const row = await visibleCourse(db, company.id, c.req.param('courseId'))
		return c.json({ chapters: await readChapters(db, row.course.id) })
	})
}
