import { randomUUID } from 'node:crypto'
import { type SQL, and, asc, desc, eq, exists, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
	companies,
	courseChapters,
	courseSections,
	courseShares,
	departments,
	groups,
	trainingAssignments,
	trainingCampaignTargets,
	trainingCampaigns,
	trainingCourses,
	userGroups,
	users,
} from '../db/schema.ts'
import { type CompanyRow, type Deps, type PagesBase, authenticate, companyScope } from '../lib/context.ts'
import { errors, noContent, readBody, validationError } from '../lib/http.ts'
import { createKeptReads } from '../lib/kept-reads.ts'
import {
	addDays,
	ASSIGNED_ROLES,
	ASSIGNMENT_STATUS,
	CAMPAIGN_STATUS,
	isCalendarDate,
	isTrainingSuspendedByPlan,
	reportedCampaignStatus,
	utcDay,
} from '../lib/training.ts'
import { attachmentAddress, attachmentErrors, attachmentLinkFor } from './campaign-attachments.ts'
import { LANGUAGE_CODES } from './company-settings.ts'
import { chapterMedia, copyChapterMedia } from './custom-training.ts'
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
	draft: () => errors.conflict('course_draft', 'A draft custom training cannot be started: publish it first.'),
	inactive: () => errors.conflict('course_inactive', 'A disabled custom training cannot be started: enable it first.'),
	campaignNotFound: () => errors.notFound('Campaign not found'),
	campaignArchived: () => errors.conflict('campaign_archived', 'The campaign has already ended.'),
	notPartner: () => errors.forbidden('Only partners can copy trainings.'),
}

/** Spec 2 §7 "publish (course_id, is_draft)": a custom training of the company published, or back to draft. */
const PublishBody = z.object({
	course_id: z.string().trim().min(1).max(200),
	is_draft: z.boolean(),
})

/**
 * Spec 2 §4/§7: a copy of a course the company may see as a draft, active custom training of the company,
 * named "<name> (copy)" and ordered after the company's other custom trainings (from 1000, as the seed's),
 * with its sections and chapters under new ids in the same order, the questions of its quizzes and its
 * videos (each a copy of the file under a new address: custom-training.ts copyChapterMedia). The video
 * files are copied first; the rows are one transaction; a failed copy or transaction leaves no course
 * and no file behind. The new course's id.
 */
async function copyCourse(deps: Pick<Deps, 'db' | 'config'>, companyId: string, source: CourseRow['course'], createdBy: string, now: Date) {
	const courseId = `crs_custom_${randomUUID()}`
	const media = await copyChapterMedia(deps, source.id)
	let committed = false
	try {
		await deps.db.transaction(async (tx) => {
			// One after the other: a transaction is one connection (node-postgres deprecates overlapping queries on one).
			const sections = await readSections(tx, source.id)
			const chapters = await readChapters(tx, source.id)
			const order = await nextCustomTrainingOrder(tx, companyId)
			await tx.insert(trainingCourses).values({
				id: courseId,
				name: `${source.name} (copy)`,
				courseType: source.courseType,
				image: source.image,
				language: source.language,
				description: source.description,
				thumbnail: source.thumbnail,
				customTrainingCompanyId: companyId,
				isDraft: true,
				active: true,
				isDefault: false,
				isPopular: false,
				isHot: false,
				order,
				totalChapters: source.totalChapters,
				totalQuizzes: source.totalQuizzes,
				totalTimeInMinutes: source.totalTimeInMinutes,
				createdAt: now,
			})
			const sectionIds = new Map(sections.map((section) => [section.id, `sec_${randomUUID()}`]))
			if (sections.length > 0) {
				await tx
					.insert(courseSections)
					.values(sections.map((section) => ({ id: sectionIds.get(section.id)!, courseId, name: section.name, order: section.order })))
			}
			const chapterIds = new Map(chapters.map((chapter) => [chapter.id, `chp_${randomUUID()}`]))
			if (chapters.length > 0) {
				await tx.insert(courseChapters).values(
					chapters.map((chapter) => ({
						id: chapterIds.get(chapter.id)!,
						sectionId: sectionIds.get(chapter.sectionId)!,
						courseId,
						name: chapter.name,
						kind: chapter.kind,
						durationMinutes: chapter.durationMinutes,
						order: chapter.order,
					})),
				)
			}
			await media.insert(tx, { courseId, companyId, createdBy, now, chapterIds })
		})
		committed = true
	} finally {
		await media.finish(committed)
	}
	return courseId
}

/** The order of a new custom training of the company: after its others, from 1000 (as the seed's). */
export async function nextCustomTrainingOrder(q: Queryable, companyId: string): Promise<number> {
	const [last] = await q
		.select({ order: sql<number | null>`max(${trainingCourses.order})` })
		.from(trainingCourses)
		.where(eq(trainingCourses.customTrainingCompanyId, companyId))
	return Math.max(last?.order ?? 999, 999) + 1
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

export type CourseRow = { course: typeof trainingCourses.$inferSelect; isShared: boolean }
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
export async function visibleCourse(q: Queryable, companyId: string, courseId: string): Promise<CourseRow> {
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

// ─── A campaign of a course for the company's learners (spec 1 §5 "Assignment form", spec 2 §3–§4) ───

/** Who a campaign is for (the console's ASSIGNMENT_TYPES, app/lib/assignment-types.ts). */
export const CAMPAIGN_ASSIGNMENT_TYPES = ['all', 'departments', 'groups'] as const
/** Assignments and emails are inserted this many rows a statement. */
const INSERT_CHUNK = 500
const REQUIRED = 'Field is required'
const AT_LEAST_ONE = 'At least one value must be selected'
const LINK_INVALID = 'Link is invalid'

/** An IPv4 address (dotted, as the URL parser normalises it) in a private, loopback or link-local range. */
function isPrivateIpv4(host: string): boolean {
	const parts = host.split('.')
	if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return false
	const [a, b] = parts.map(Number) as [number, number]
	return a === 10 || a === 127 || a === 0 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || (a === 169 && b === 254)
}

/** An IPv6 address (without brackets) that is loopback, unspecified, unique-local, link-local or a mapped private IPv4. */
function isPrivateIpv6(host: string): boolean {
	if (!host.includes(':')) return false
	if (host === '::1' || host === '::') return true
	if (/^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host)) return true
	// ::ffff:a.b.c.d, which the URL parser writes as ::ffff:XXXX:XXXX.
	const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host)
	if (mapped) {
		const high = parseInt(mapped[1]!, 16)
		const low = parseInt(mapped[2]!, 16)
		return isPrivateIpv4([high >> 8, high & 255, low >> 8, low & 255].join('.'))
	}
	return false
}

/** Spec 1 §5: a link is http, https or ftp and does not point into a private network. */
export function isPublicLink(value: string): boolean {
	let url: URL
	try {
		url = new URL(value)
	} catch {
		return false
	}
	if (!['http:', 'https:', 'ftp:'].includes(url.protocol)) return false
	const host = url.hostname
		.toLowerCase()
		.replace(/^\[|\]$/g, '')
		.replace(/\.$/, '')
	if (host === '') return false
	if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return false
	return !isPrivateIpv4(host) && !isPrivateIpv6(host)
}

const idList = z.array(z.string().trim().min(1).max(200)).max(500).optional().default([])

/**
 * Spec 1 §5 "Assignment form" with the spec's messages. The start date may be the gateway's UTC day
 * minus one (an admin west of UTC whose day has not turned yet), never earlier.
 */
function newCampaignSchema(now: Date) {
	const earliest = addDays(utcDay(now), -1)
	return z
		.object({
			name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, 'The name can have at most 200 characters.'),
			assignmentType: z.enum(CAMPAIGN_ASSIGNMENT_TYPES, { error: 'The assignment type is all, departments or groups.' }),
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
			// An empty field is no link.
			attachmentLink: z
				.string()
				.trim()
				.max(2000, LINK_INVALID)
				.nullable()
				.optional()
				.transform((link) => (link ? link : null))
				.refine((link) => link === null || isPublicLink(link), LINK_INVALID),
			// A PDF uploaded first (POST …/attachments); an empty value is none.
			attachmentId: z
				.string()
				.trim()
				.max(100)
				.nullable()
				.optional()
				.transform((id) => (id ? id : null)),
		})
		.superRefine((body, ctx) => {
			if (body.assignmentType === 'departments' && body.departmentIds.length === 0) {
				ctx.addIssue({ code: 'custom', path: ['departmentIds'], message: AT_LEAST_ONE })
			}
			if (body.assignmentType === 'groups' && body.groupIds.length === 0) {
				ctx.addIssue({ code: 'custom', path: ['groupIds'], message: AT_LEAST_ONE })
			}
			if (body.notificationsEnabled && body.notificationSubject === '') {
				ctx.addIssue({ code: 'custom', path: ['notificationSubject'], message: REQUIRED })
			}
		})
}
type NewCampaign = z.output<ReturnType<typeof newCampaignSchema>>

type Assignee = { email: string; name: string }
type AssignmentMail = {
	companyName: string
	courseName: string
	campaignName: string
	startDate: string
	daysToComplete: number
	subject: string
	message: string
	attachmentLink: string | null
	/** The address of the PDF attached to the campaign (services/campaign-attachments.ts), or null. */
	attachmentFileLink: string | null
}

/** One `training_assigned` email per assignee: the admin's subject and message, the course, the due date and the link. */
async function queueAssignmentEmails(deps: Pick<Deps, 'mailer'>, q: Queryable, assignees: Assignee[], mail: AssignmentMail) {
	const due = addDays(mail.startDate, mail.daysToComplete)
	const message = mail.message.trim()
	await deps.mailer.queueMany(
		q,
		assignees.map((u) => ({
			to: u.email,
			kind: 'training_assigned',
			subject: mail.subject,
			text: [
				`Hi ${u.name || 'there'},`,
				'',
				...(message ? [message, ''] : []),
				`${mail.companyName} assigned you "${mail.courseName}" (${mail.campaignName}).`,
				`It starts on ${mail.startDate}; please complete it by ${due}.`,
				...(mail.attachmentLink ? ['', `Attachment: ${mail.attachmentLink}`] : []),
				...(mail.attachmentFileLink ? ['', `Attached file (PDF): ${mail.attachmentFileLink}`] : []),
				'',
				'Sign in to your learning portal to start.',
			].join('\n'),
		})),
	)
}

/**
 * The ids of `wanted` that are not the company's own departments (groups): one statement. An id of
 * another company is refused like an unknown one, so its users are never assigned.
 */
async function foreignIds(q: Queryable, table: typeof departments | typeof groups, companyId: string, wanted: string[]) {
	if (wanted.length === 0) return []
	const own = await q
		.select({ id: table.id })
		.from(table)
		.where(and(eq(table.companyId, companyId), inArray(table.id, wanted)))
	const found = new Set(own.map((r) => r.id))
	return wanted.filter((id) => !found.has(id))
}

/** The enabled learners and admins of the company the campaign is for, each once. */
function selectAssignees(q: Queryable, companyId: string, body: Pick<NewCampaign, 'assignmentType' | 'departmentIds' | 'groupIds'>) {
	const chosen =
		body.assignmentType === 'departments'
			? inArray(users.departmentId, body.departmentIds)
			: body.assignmentType === 'groups'
				? exists(
						q
							.select({ one: userGroups.userId })
							.from(userGroups)
							.where(and(eq(userGroups.userId, users.id), inArray(userGroups.groupId, body.groupIds))),
					)
				: undefined
	return q
		.select({ id: users.id, email: users.email, name: users.name })
		.from(users)
		.where(and(eq(users.companyId, companyId), eq(users.status, 'ENABLED'), inArray(users.role, ASSIGNED_ROLES), chosen))
		.orderBy(asc(users.id))
}

export type QueuedCampaignRun = { started: number; emails: number }

/**
 * The background round (every 15 minutes, with the reminders: app.ts): every QUEUED campaign whose start date (UTC) has come starts
 * (IN_PROGRESS, started_at now) and its enabled assignees get the assignment email it held back. Each
 * campaign is claimed by moving it out of QUEUED inside the transaction that queues its emails, so of
 * several gateway instances running the round at once exactly one starts it and sends them.
 */
export async function startQueuedCampaigns(
	deps: Pick<Deps, 'db' | 'mailer' | 'now'> & PagesBase,
	now: Date = deps.now(),
): Promise<QueuedCampaignRun> {
	const due = await deps.db
		.select({ id: trainingCampaigns.id })
		.from(trainingCampaigns)
		.where(and(eq(trainingCampaigns.status, CAMPAIGN_STATUS.queued), lte(trainingCampaigns.startDate, utcDay(now))))
		.orderBy(asc(trainingCampaigns.startDate), asc(trainingCampaigns.id))
	const run: QueuedCampaignRun = { started: 0, emails: 0 }
	for (const { id } of due) {
		const emails = await deps.db.transaction(async (tx) => {
			const [claimed] = await tx
				.update(trainingCampaigns)
				.set({ status: CAMPAIGN_STATUS.inProgress, startedAt: now })
				.where(and(eq(trainingCampaigns.id, id), eq(trainingCampaigns.status, CAMPAIGN_STATUS.queued)))
				.returning()
			if (!claimed) return null
			if (!claimed.notificationsEnabled) return 0
			const [names] = await tx
				.select({ companyName: companies.name, courseName: trainingCourses.name })
				.from(companies)
				.innerJoin(trainingCourses, eq(trainingCourses.id, claimed.courseId))
				.where(eq(companies.id, claimed.companyId))
			const assignees = await tx
				.select({ email: users.email, name: users.name })
				.from(trainingAssignments)
				.innerJoin(users, eq(users.id, trainingAssignments.userId))
				.where(and(eq(trainingAssignments.campaignId, claimed.id), eq(users.status, 'ENABLED')))
				.orderBy(asc(users.id))
			if (!names || assignees.length === 0) return 0
			await queueAssignmentEmails(deps, tx, assignees, {
				...names,
				campaignName: claimed.name,
				startDate: claimed.startDate,
				daysToComplete: claimed.daysToComplete,
				// Campaigns created before the subject existed (the seed's): the annual call's subject.
				subject: claimed.notificationSubject || `New training: ${names.courseName}`,
				message: claimed.notificationMessage,
				attachmentLink: claimed.attachmentLink,
				attachmentFileLink: claimed.attachmentFileId ? attachmentAddress(deps, claimed.attachmentFileId) : null,
			})
			return assignees.length
		})
		if (emails === null) continue
		run.started += 1
		run.emails += emails
	}
	if (run.emails > 0) deps.mailer.flush()
	return run
}

export type CourseCampaignStart = {
	/** The company whose learners are assigned. */
	company: CompanyRow
	course: Pick<typeof trainingCourses.$inferSelect, 'id' | 'name' | 'totalChapters'>
	/** The user who starts it (an admin of the company, or of its partner: services/course-sharing.ts). */
	createdBy: string
	now: Date
	campaign: Pick<
		NewCampaign,
		| 'name'
		| 'assignmentType'
		| 'departmentIds'
		| 'groupIds'
		| 'daysToComplete'
		| 'startDate'
		| 'notificationsEnabled'
		| 'notificationSubject'
		| 'notificationMessage'
		| 'attachmentLink'
	>
	/** A PDF of the company's attached to the assignment email (its id and address: services/campaign-attachments.ts). */
	attachmentFile?: { id: string; link: string } | null
}

/**
 * A campaign of a course for a company's learners, inside the caller's transaction: the campaign, what it
 * was started for and its assignments; the assignment emails now (start date today or earlier), or when
 * the background round starts the queued campaign on its start date. Departments and groups of another
 * company are refused (422) like unknown ones.
 */
export async function insertCourseCampaign(deps: Pick<Deps, 'mailer'>, tx: Queryable, start: CourseCampaignStart) {
	const { company, course, now, campaign: body } = start
	const status = body.startDate <= utcDay(now) ? CAMPAIGN_STATUS.inProgress : CAMPAIGN_STATUS.queued
	const campaignId = randomUUID()
	const chosen = { assignmentType: body.assignmentType, departmentIds: body.departmentIds, groupIds: body.groupIds }
	const [foreignDepartments, foreignGroups] = await Promise.all([
		foreignIds(tx, departments, company.id, chosen.departmentIds),
		foreignIds(tx, groups, company.id, chosen.groupIds),
	])
	const refused = [
		...(foreignDepartments.length > 0 ? [{ field: 'departmentIds', message: 'A selected department does not exist.' }] : []),
		...(foreignGroups.length > 0 ? [{ field: 'groupIds', message: 'A selected group does not exist.' }] : []),
	]
	if (refused.length > 0) throw validationError(refused)
	await tx.insert(trainingCampaigns).values({
		id: campaignId,
		companyId: company.id,
		courseId: course.id,
		name: body.name,
		kind: 'training',
		status,
		totalChapters: Math.max(1, course.totalChapters),
		assignmentType: body.assignmentType,
		startDate: body.startDate,
		startedAt: status === CAMPAIGN_STATUS.inProgress ? now : null,
		daysToComplete: body.daysToComplete,
		notificationsEnabled: body.notificationsEnabled,
		notificationSubject: body.notificationSubject,
		notificationMessage: body.notificationMessage,
		attachmentLink: body.attachmentLink,
		attachmentFileId: start.attachmentFile?.id ?? null,
		createdBy: start.createdBy,
		createdAt: now,
	})
	const targets = [
		...chosen.departmentIds.map((targetId) => ({ campaignId, kind: 'department', targetId })),
		...chosen.groupIds.map((targetId) => ({ campaignId, kind: 'group', targetId })),
	]
	if (targets.length > 0) await tx.insert(trainingCampaignTargets).values(targets)
	const assignees = await selectAssignees(tx, company.id, chosen)
	for (let i = 0; i < assignees.length; i += INSERT_CHUNK) {
		await tx
			.insert(trainingAssignments)
			.values(assignees.slice(i, i + INSERT_CHUNK).map((u) => ({ campaignId, userId: u.id, assignedAt: now })))
	}
	// A queued campaign's emails go when it starts (startQueuedCampaigns).
	if (body.notificationsEnabled && status === CAMPAIGN_STATUS.inProgress) {
		await queueAssignmentEmails(deps, tx, assignees, {
			companyName: company.name,
			courseName: course.name,
			campaignName: body.name,
			startDate: body.startDate,
			daysToComplete: body.daysToComplete,
			subject: body.notificationSubject,
			message: body.notificationMessage,
			attachmentLink: body.attachmentLink,
			attachmentFileLink: start.attachmentFile?.link ?? null,
		})
	}
	return { campaignId, assignedUsers: assignees.length, status }
}

export function registerCourseRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	// The courses of one language the company may run, each with its open campaign: two statements.
	// Reading and shaping 200 courses is about a quarter of the library page's time on PGlite (~11 ms): the
	// answer is kept until the next write, per company, language and plan suspension (a trial can end
	// between two writes, and a suspended plan reports its campaigns SUSPENDED).
	const keptCourseLists = createKeptReads<{ courses: ReturnType<typeof courseReply>[] }>(deps.writes, 100)
	app.get('/api/v1/course/company/:id', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const { languageCode } = readQuery(c, ListQuery)
		const now = deps.now()
		const key = [company.id, languageCode, isTrainingSuspendedByPlan(company, now)].join('|')
		const list = await keptCourseLists(key, async () => {
			const [rows, campaigns] = await Promise.all([
				db
					.select(courseColumns)
					.from(trainingCourses)
					.leftJoin(courseShares, shareJoin(company.id))
					.where(and(eq(trainingCourses.language, languageCode), visibleTo(company.id)))
					.orderBy(asc(trainingCourses.order), asc(trainingCourses.name), asc(trainingCourses.id)),
				openCampaigns(db, company, now),
			])
			return { courses: rows.map((row) => courseReply(row, campaigns.get(row.course.id))) }
		})
		return c.json(list)
	})

	app.get('/api/v1/course/company/:id/course/:courseId/view/admin', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const row = await visibleCourse(db, company.id, c.req.param('courseId'))
		const [campaigns, sections, chapters, mediaOf] = await Promise.all([
			openCampaigns(db, company, deps.now(), row.course.id),
			readSections(db, row.course.id),
			readChapters(db, row.course.id),
			// Each chapter's video and question count (the custom-training builder's).
			chapterMedia(deps, db, row.course.id),
		])
		return c.json({
			...courseReply(row, campaigns.get(row.course.id)),
			sections: sections.map((section) => ({
				...section,
				chapters: chapters.filter((ch) => ch.sectionId === section.id).map((ch) => ({ ...ch, ...mediaOf(ch) })),
			})),
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

	// (ref) A campaign of the course for the company's learners (spec 1 §5 "Assignment form"): the
	// campaign, what it was started for and its assignments in one transaction; the assignment emails
	// now, or when the background round starts a queued campaign on its start date.
	app.post('/api/v1/course/company/:id/course/:courseId/campaigns', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const row = await visibleCourse(db, company.id, c.req.param('courseId'))
		if (row.course.isDraft) throw courseErrors.draft()
		if (!row.course.active) throw courseErrors.inactive()
		const now = deps.now()
		const body = await readBody(c, newCampaignSchema(now))
		const chosen = {
			assignmentType: body.assignmentType,
			departmentIds: body.assignmentType === 'departments' ? [...new Set(body.departmentIds)] : [],
			groupIds: body.assignmentType === 'groups' ? [...new Set(body.groupIds)] : [],
		}
		const attachmentLink = body.attachmentId ? await attachmentLinkFor(deps, db, company.id, body.attachmentId) : null
		if (body.attachmentId && !attachmentLink) throw attachmentErrors.unknown()
		const attachmentFile = body.attachmentId && attachmentLink ? { id: body.attachmentId, link: attachmentLink } : null
		const { campaignId, assignedUsers, status } = await db.transaction((tx) =>
			insertCourseCampaign(deps, tx, {
				company,
				course: row.course,
				createdBy: actor.userId,
				now,
				campaign: { ...body, ...chosen },
				attachmentFile,
			}),
		)
		return c.json({ campaignId, assignedUsers, status: reportedCampaignStatus(status, company, now) }, 201)
	})

	// (ref) End a campaign of the company: ARCHIVED, archived_at now. One statement that only succeeds
	// while the campaign is not archived, so of two ends at once one is 204 and the other 409; a second
	// statement tells a campaign already ended (409) from one that is not the company's (404). Its
	// assignments stay (the statistics keep counting them); a queued one never starts (the round only
	// starts QUEUED campaigns) and sends no email. A write: the kept campaign counts read again.
	app.patch('/api/v1/campaign/company/:id/:campaignId/end', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const campaignId = c.req.param('campaignId')
		const ofCompany = and(eq(trainingCampaigns.id, campaignId), eq(trainingCampaigns.companyId, company.id))
		const [ended] = await db
			.update(trainingCampaigns)
			.set({ status: CAMPAIGN_STATUS.archived, archivedAt: deps.now() })
			.where(and(ofCompany, ne(trainingCampaigns.status, CAMPAIGN_STATUS.archived)))
			.returning({ id: trainingCampaigns.id })
		if (ended) return noContent(c)
		const [existing] = await db.select({ id: trainingCampaigns.id }).from(trainingCampaigns).where(ofCompany).limit(1)
		throw existing ? courseErrors.campaignArchived() : courseErrors.campaignNotFound()
	})

	// (ref) A copy of a course as a draft custom training of the company (partners only, spec 2 §6–§7),
	// with its outline, quiz questions and videos.
	app.post('/api/v1/course/:id/clone/:courseId', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		if (!company.isPartner) throw courseErrors.notPartner()
		const row = await visibleCourse(db, company.id, c.req.param('courseId'))
		const courseId = await copyCourse(deps, company.id, row.course, actor.userId, deps.now())
		return c.json({ courseId }, 201)
	})

	// (ref) A custom training of the company (not deleted) published (is_draft false) or back to draft.
	app.post('/api/v1/custom-training/:id/publish', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const body = await readBody(c, PublishBody)
		const [updated] = await db
			.update(trainingCourses)
			.set({ isDraft: body.is_draft })
			.where(
				and(
					eq(trainingCourses.id, body.course_id),
					eq(trainingCourses.customTrainingCompanyId, company.id),
					eq(trainingCourses.deleted, false),
				),
			)
			.returning({ id: trainingCourses.id })
		if (!updated) throw courseErrors.notFound()
		return noContent(c)
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
		const [chapters, mediaOf] = await Promise.all([readChapters(db, row.course.id), chapterMedia(deps, db, row.course.id)])
		return c.json({ chapters: chapters.map((ch) => ({ ...ch, ...mediaOf(ch) })) })
	})
}
