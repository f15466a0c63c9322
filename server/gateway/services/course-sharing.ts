import { type SQL, and, asc, eq, inArray, isNotNull, ne, notExists, sql } from 'drizzle-orm'
import { z } from 'zod'
import { companies, courseShares, reminderSettings, trainingAssignments, trainingCampaigns } from '../db/schema.ts'
import { type Actor, type CompanyRow, type Deps, authenticate, companyScope } from '../lib/context.ts'
import { ApiError, errors, noContent, readBody } from '../lib/http.ts'
import { ASSIGNMENT_STATUS, CAMPAIGN_STATUS, addDays, isCalendarDate, utcDay } from '../lib/training.ts'
import { type CourseRow, courseErrors, insertCourseCampaign, visibleCourse } from './courses.ts'
import { PAGE_SIZE_MAX, PAGE_SIZE_MIN, escapeLike, intParam, readQuery, searchText } from './directory-shared.ts'
import { DEFAULT_REMINDER_SETTINGS } from './reminder-settings.ts'
import type { GatewayDb, Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

// Sharing courses with customers (spec 2 §2 "Course sharing screens", §3 customer rows and the sharing
// settings form, §4 "Course delivery to customers", §5 "Sharing forms", §7 "Courses and sharing"; the
// console's contract is app/gateway/course-sharing.server.ts). A partner shares a course it may see
// (the catalogue's, its own published custom trainings, one its provider shared with it) with its own
// customers: the companies whose parent it is (not its sub-resellers' customers). A share is a
// course_shares row (its shared_at is the "received date"); starting is a campaign of the course in
// the customer company for all its learners, created as the course settings tab creates one
// (courses.ts insertCourseCampaign); a customer's "start date" is the start date of its newest
// campaign of the course that has not ended, its "progress" the completion of its newest campaign.
// Only customers with Boost may receive a course. Every batch is one transaction.

/** Spec 2 §9: page sizes 5…100, default 25; pages from 0 as the partner portal's. */
const SHARING_PAGE_SIZE = 25
/** The most customers one batch names. */
const MAX_BATCH = 500
const DAYS_MAX = 3650
const SUBJECT_MAX = 255
const MESSAGE_MAX = 10_000

/** The with-course table's sort columns (spec 2 §2: default ascending by customer name). */
export const SHARED_ORDER_BY = ['companyName', 'progress', 'startDate', 'receivedDate'] as const

export const sharingErrors = {
	notPartner: () => errors.forbidden('Only partners share trainings with customers.'),
	notBoosted: (names: string[]) =>
		new ApiError(422, 'customer_not_boosted', `Only customers with Boost can receive a training: ${names.join(', ')}.`, {
			details: names.map((name) => ({ code: 'customer_not_boosted', description: name })),
		}),
	noCustomers: () => new ApiError(422, 'no_customers', 'Please add customers'),
	alreadyStarted: (names: string[]) =>
		errors.conflict('training_already_started', `The training has already started for: ${names.join(', ')}.`),
	notStarted: (names: string[]) => errors.conflict('training_not_started', `The training has not started for: ${names.join(', ')}.`),
	providerOwned: () =>
		errors.conflict('course_provider_owned', 'This training belongs to your provider: customers cannot be removed from it.'),
}

// ─── Who may call ────────────────────────────────────────────────────────────

/**
 * The partner of the path (companyScope: its own admins, staff) and the course it may see; a company
 * that is no partner is refused (403), as is a partner-access session (its company is the customer).
 */
async function sharingScope(c: Context, deps: Deps): Promise<{ actor: Actor; partner: CompanyRow; course: CourseRow['course'] }> {
	const actor = await authenticate(c, deps)
	const partner = await companyScope(deps, actor, c.req.param('id')!)
	if (!partner.isPartner || actor.lac) throw sharingErrors.notPartner()
	const { course } = await visibleCourse(deps.db, partner.id, c.req.param('courseId')!)
	return { actor, partner, course }
}

/** A course a customer can receive: published and enabled (a customer sees no draft or disabled training). */
function assertShareable(course: CourseRow['course']) {
	if (course.isDraft) throw courseErrors.draft()
	if (!course.active) throw courseErrors.inactive()
}

/**
 * Spec 2 §4: "remove/unshare (disabled when the course belongs to the provider)". Seen from the
 * partner, every course it did not make belongs to its provider: the catalogue's (every company sees
 * it anyway) and one its own provider shared with it.
 */
export function isProviderOwned(course: Pick<CourseRow['course'], 'customTrainingCompanyId'>, partner: Pick<CompanyRow, 'id'>): boolean {
	return course.customTrainingCompanyId !== partner.id
}

const ownCustomer = (partner: CompanyRow) => and(eq(companies.parentCompanyId, partner.id), eq(companies.isDisabled, false))

/** The named customers, each once; 403 when one is not the partner's own (enabled) customer. */
async function namedCustomers(q: Queryable, partner: CompanyRow, ids: readonly string[]): Promise<CompanyRow[]> {
	const wanted = [...new Set(ids)]
	if (wanted.length === 0) return []
	const found = await q
		.select()
		.from(companies)
		.where(and(inArray(companies.id, wanted), ownCustomer(partner)))
		.orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
	if (found.length !== wanted.length) throw errors.companyNotAccessible()
	return found
}

/** Spec 2 §5: only boosted customers may be selected for sharing. */
function assertBoosted(customers: CompanyRow[]) {
	const refused = customers.filter((customer) => !customer.hasBoost)
	if (refused.length > 0) throw sharingErrors.notBoosted(refused.map((customer) => customer.name))
}

const shared = (courseId: string) =>
	sql`exists (select 1 from ${courseShares} where ${courseShares.courseId} = ${courseId} and ${courseShares.companyId} = ${companies.id})`

/** The customers' open (not archived) campaigns of the course, by customer. */
async function openCampaignsOf(q: Queryable, courseId: string, customerIds: string[]): Promise<Map<string, string[]>> {
	if (customerIds.length === 0) return new Map()
	const rows = await q
		.select({ companyId: trainingCampaigns.companyId, id: trainingCampaigns.id })
		.from(trainingCampaigns)
		.where(
			and(
				eq(trainingCampaigns.courseId, courseId),
				inArray(trainingCampaigns.companyId, customerIds),
				ne(trainingCampaigns.status, CAMPAIGN_STATUS.archived),
			),
		)
	const byCustomer = new Map<string, string[]>()
	for (const row of rows) byCustomer.set(row.companyId, [...(byCustomer.get(row.companyId) ?? []), row.id])
	return byCustomer
}

/** Shares the course with the customers that do not have it yet (shared_at now); the others keep their date. */
async function share(q: Queryable, courseId: string, customers: CompanyRow[], now: Date) {
	if (customers.length === 0) return
	await q
		.insert(courseShares)
		.values(customers.map((customer) => ({ courseId, companyId: customer.id, sharedAt: now })))
		.onConflictDoNothing()
}

// ─── Query strings and bodies ────────────────────────────────────────────────

const pageFields = {
	pageNumber: intParam(0, 1_000_000, 0),
	pageSize: intParam(PAGE_SIZE_MIN, PAGE_SIZE_MAX, SHARING_PAGE_SIZE),
	searchText,
}

const WithCourseQuery = z.object({
	...pageFields,
	order: z.enum(['asc', 'desc']).optional().default('asc'),
	orderBy: z.enum(SHARED_ORDER_BY).optional().default('companyName'),
})

/** actionType: what the picker is for (share, start); accepted as the spec lists it, the list is the same. */
const WithoutCourseQuery = z.object({ ...pageFields, actionType: z.string().max(50).optional() })

const customerIds = z
	.array(z.string().trim().min(1).max(200))
	.max(MAX_BATCH, `At most ${MAX_BATCH} customers at once.`)
	.optional()
	.default([])

const ShareBody = z.object({ customerCompanyIds: customerIds, isAllCustomers: z.boolean().optional().default(false) })

/** Spec 2 §3 "Settings form (sharing)" and spec 1 §5 "Assignment form", with their messages; every learner of each customer. */
function startSchema(now: Date) {
	const earliest = addDays(utcDay(now), -1)
	return ShareBody.extend({
		daysToComplete: z
			.number({ error: 'Days must be a number' })
			.int('Days must be an integer')
			.min(1, 'Days must be a positive number')
			.max(DAYS_MAX, `Value must be less than or equal to ${DAYS_MAX}.`),
		startDate: z
			.string({ error: 'The start date should be valid.' })
			.refine(isCalendarDate, 'The start date should be valid.')
			.refine((day) => !isCalendarDate(day) || day >= earliest, 'The start date cannot be in the past.'),
		assignmentType: z.literal('all', { error: 'Customers are assigned to all their users.' }).optional().default('all'),
		notificationsEnabled: z.boolean().optional().default(true),
		/** (ref) Weekly reminders of outstanding training for the customers that have not set up reminders of their own. */
		weeklyReminder: z.boolean().optional().default(false),
		subject: z.string().trim().max(SUBJECT_MAX, `The subject can have at most ${SUBJECT_MAX} characters.`).optional().default(''),
		message: z.string().max(MESSAGE_MAX, `The message can have at most ${MESSAGE_MAX} characters.`).optional().default(''),
	}).superRefine((body, ctx) => {
		if (body.notificationsEnabled && body.subject === '') ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Field is required' })
	})
}

/** The repeated customerCompanyIds of a PATCH or DELETE query. */
const IdsQuery = z.object({ customerCompanyIds: customerIds })

// ─── The lists (SQL) ─────────────────────────────────────────────────────────

const contains = (text: string) => `%${escapeLike(text.toLowerCase())}%`
const nameMatches = (text: string): SQL | undefined => (text ? sql`lower(${companies.name}) LIKE ${contains(text)}` : undefined)

/**
 * Spec 2 §3 "Customer-with-course row": one page of the partner's customers that have the course, with
 * the completion of each one's newest campaign of it, its start date (of the newest campaign that has
 * not ended) and the date it was shared; the count over the filtered rows in the same statement.
 */
async function withCoursePage(db: GatewayDb, partner: CompanyRow, courseId: string, query: z.output<typeof WithCourseQuery>) {
	const newest = sql`(select ${trainingCampaigns.id} from ${trainingCampaigns} where ${trainingCampaigns.companyId} = ${companies.id} and ${trainingCampaigns.courseId} = ${courseId} order by ${trainingCampaigns.createdAt} desc, ${trainingCampaigns.id} desc limit 1)`
	const progress = sql<number>`coalesce((select round(100.0 * count(*) filter (where ${trainingAssignments.status} = ${ASSIGNMENT_STATUS.completed}) / nullif(count(*), 0)) from ${trainingAssignments} where ${trainingAssignments.campaignId} = ${newest}), 0)`
	const startDate = sql<
		string | null
	>`(select ${trainingCampaigns.startDate}::text from ${trainingCampaigns} where ${trainingCampaigns.companyId} = ${companies.id} and ${trainingCampaigns.courseId} = ${courseId} and ${trainingCampaigns.status} <> ${CAMPAIGN_STATUS.archived} order by ${trainingCampaigns.createdAt} desc, ${trainingCampaigns.id} desc limit 1)`
	const dir = sql.raw(query.order === 'asc' ? 'ASC' : 'DESC')
	const key = {
		companyName: sql`lower(${companies.name})`,
		progress: sql`progress`,
		startDate: sql`start_date`,
		receivedDate: sql`${courseShares.sharedAt}`,
	}[query.orderBy]
	const rows = await db
		.select({
			companyId: companies.id,
			companyName: companies.name,
			progress: progress.mapWith(Number).as('progress'),
			startDate: startDate.as('start_date'),
			receivedDate: courseShares.sharedAt,
			total: sql<number>`count(*) OVER ()`.mapWith(Number),
		})
		.from(courseShares)
		.innerJoin(companies, eq(companies.id, courseShares.companyId))
		.where(and(eq(courseShares.courseId, courseId), eq(companies.parentCompanyId, partner.id), nameMatches(query.searchText)))
		.orderBy(sql`${key} ${dir} NULLS LAST`, sql`${companies.id} ${dir}`)
		.limit(query.pageSize)
		.offset(query.pageNumber * query.pageSize)
	let itemsCount = rows[0]?.total ?? 0
	if (rows.length === 0 && query.pageNumber > 0) {
		const [counted] = await db
			.select({ n: sql<number>`count(*)`.mapWith(Number) })
			.from(courseShares)
			.innerJoin(companies, eq(companies.id, courseShares.companyId))
			.where(and(eq(courseShares.courseId, courseId), eq(companies.parentCompanyId, partner.id), nameMatches(query.searchText)))
		itemsCount = counted?.n ?? 0
	}
	return {
		companies: rows.map((r) => ({
			companyId: r.companyId,
			companyName: r.companyName,
			progress: r.progress,
			startDate: r.startDate,
			receivedDate: r.receivedDate.toISOString(),
		})),
		itemsCount,
	}
}

/**
 * Spec 2 §3 "Customer-without-course row": one page of the partner's enabled, registered customers
 * that do not have the course, by name, each with whether it has Boost; the counts over the filtered rows.
 */
async function withoutCoursePage(db: GatewayDb, partner: CompanyRow, courseId: string, query: z.output<typeof WithoutCourseQuery>) {
	const where = and(
		ownCustomer(partner),
		isNotNull(companies.ownerId),
		notExists(
			db
				.select({ one: courseShares.companyId })
				.from(courseShares)
				.where(and(eq(courseShares.courseId, courseId), eq(courseShares.companyId, companies.id))),
		),
		nameMatches(query.searchText),
	)
	const [rows, [counts]] = await Promise.all([
		db
			.select({ companyId: companies.id, companyName: companies.name, isBoosted: companies.hasBoost })
			.from(companies)
			.where(where)
			.orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
			.limit(query.pageSize)
			.offset(query.pageNumber * query.pageSize),
		db
			.select({
				itemsCount: sql<number>`count(*)`.mapWith(Number),
				boostedCompaniesCount: sql<number>`count(*) filter (where ${companies.hasBoost})`.mapWith(Number),
			})
			.from(companies)
			.where(where),
	])
	return { companies: rows, itemsCount: counts?.itemsCount ?? 0, boostedCompaniesCount: counts?.boostedCompaniesCount ?? 0 }
}

/** isAllCustomers: every enabled, registered, boosted customer of the partner (for start: with or without the course). */
async function allBoostedCustomers(q: Queryable, partner: CompanyRow, options: { withoutCourse?: string } = {}): Promise<CompanyRow[]> {
	return q
		.select()
		.from(companies)
		.where(
			and(
				ownCustomer(partner),
				isNotNull(companies.ownerId),
				eq(companies.hasBoost, true),
				options.withoutCourse ? sql`not ${shared(options.withoutCourse)}` : undefined,
			),
		)
		.orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
}

export function registerCourseSharingRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	app.get('/api/v1/course/:id/companies_with_shared_trainings/:courseId', async (c) => {
		const { partner, course } = await sharingScope(c, deps)
		return c.json(await withCoursePage(db, partner, course.id, readQuery(c, WithCourseQuery)))
	})

	app.get('/api/v1/course/:id/companies_without_shared_training/:courseId', async (c) => {
		const { partner, course } = await sharingScope(c, deps)
		return c.json(await withoutCoursePage(db, partner, course.id, readQuery(c, WithoutCourseQuery)))
	})

	// Grant access: the named (or all boosted) customers without the course get it; one statement.
	app.post('/api/v1/course/company/:id/share/:courseId/batch', async (c) => {
		const { partner, course } = await sharingScope(c, deps)
		assertShareable(course)
		const body = await readBody(c, ShareBody)
		const now = deps.now()
		const sharedWith = await db.transaction(async (tx) => {
			const customers = body.isAllCustomers
				? await allBoostedCustomers(tx, partner, { withoutCourse: course.id })
				: await namedCustomers(tx, partner, body.customerCompanyIds)
			if (customers.length === 0 && !body.isAllCustomers) throw sharingErrors.noCustomers()
			assertBoosted(customers)
			await share(tx, course.id, customers, now)
			return customers.length
		})
		return c.json({ sharedWith })
	})

	// Start: shares first where needed, then one campaign of the course per customer for all its
	// learners (the customer's name in the emails), all in one transaction.
	app.post('/api/v1/course/company/:id/start/:courseId/batch', async (c) => {
		const { actor, partner, course } = await sharingScope(c, deps)
		assertShareable(course)
		const now = deps.now()
		const body = await readBody(c, startSchema(now))
		const result = await db.transaction(async (tx) => {
			let customers = body.isAllCustomers
				? await allBoostedCustomers(tx, partner)
				: await namedCustomers(tx, partner, body.customerCompanyIds)
			if (customers.length === 0 && !body.isAllCustomers) throw sharingErrors.noCustomers()
			assertBoosted(customers)
			const open = await openCampaignsOf(
				tx,
				course.id,
				customers.map((customer) => customer.id),
			)
			if (body.isAllCustomers) customers = customers.filter((customer) => !open.has(customer.id))
			else {
				const started = customers.filter((customer) => open.has(customer.id))
				if (started.length > 0) throw sharingErrors.alreadyStarted(started.map((customer) => customer.name))
			}
			await share(tx, course.id, customers, now)
			// A customer's own reminder settings win; one that never saved any gets the defaults, switched on.
			if (body.weeklyReminder && customers.length > 0) {
				await tx
					.insert(reminderSettings)
					.values(
						customers.map((customer) => ({
							companyId: customer.id,
							...DEFAULT_REMINDER_SETTINGS,
							enabled: true,
							updatedAt: now,
							updatedBy: actor.userId,
						})),
					)
					.onConflictDoNothing()
			}
			const campaigns = []
			for (const customer of customers) {
				const created = await insertCourseCampaign(deps, tx, {
					company: customer,
					course,
					createdBy: actor.userId,
					now,
					campaign: {
						name: course.name,
						assignmentType: 'all',
						departmentIds: [],
						groupIds: [],
						daysToComplete: body.daysToComplete,
						startDate: body.startDate,
						notificationsEnabled: body.notificationsEnabled,
						notificationSubject: body.subject,
						notificationMessage: body.message,
						attachmentLink: null,
					},
				})
				campaigns.push({
					companyId: customer.id,
					campaignId: created.campaignId,
					assignedUsers: created.assignedUsers,
					status: created.status,
				})
			}
			return campaigns
		})
		return c.json({ campaigns: result }, 201)
	})

	// End: the named customers' campaigns of the course that have not ended are archived; a customer
	// without one (no start date) is refused, so nothing ends. A write: the kept campaign counts read again.
	app.patch('/api/v1/campaign/company/:id/end/by_course/:courseId/batch', async (c) => {
		const { partner, course } = await sharingScope(c, deps)
		const { customerCompanyIds } = readQuery(c, IdsQuery, ['customerCompanyIds'])
		await db.transaction(async (tx) => {
			const customers = await namedCustomers(tx, partner, customerCompanyIds)
			if (customers.length === 0) throw sharingErrors.noCustomers()
			const open = await openCampaignsOf(
				tx,
				course.id,
				customers.map((customer) => customer.id),
			)
			const notStarted = customers.filter((customer) => !open.has(customer.id))
			if (notStarted.length > 0) throw sharingErrors.notStarted(notStarted.map((customer) => customer.name))
			await tx
				.update(trainingCampaigns)
				.set({ status: CAMPAIGN_STATUS.archived, archivedAt: deps.now() })
				.where(inArray(trainingCampaigns.id, [...open.values()].flat()))
		})
		return noContent(c)
	})

	// Remove: the named customers lose the course (a customer without it is left as it is) and their
	// campaigns of it that have not ended end with it. Refused for a course of the partner's provider.
	app.delete('/api/v1/course/company/:id/unshare/:courseId/batch', async (c) => {
		const { partner, course } = await sharingScope(c, deps)
		if (isProviderOwned(course, partner)) throw sharingErrors.providerOwned()
		const { customerCompanyIds } = readQuery(c, IdsQuery, ['customerCompanyIds'])
		await db.transaction(async (tx) => {
			const customers = await namedCustomers(tx, partner, customerCompanyIds)
			if (customers.length === 0) throw sharingErrors.noCustomers()
			const ids = customers.map((customer) => customer.id)
			await tx.delete(courseShares).where(and(eq(courseShares.courseId, course.id), inArray(courseShares.companyId, ids)))
			await tx
				.update(trainingCampaigns)
				.set({ status: CAMPAIGN_STATUS.archived, archivedAt: deps.now() })
				.where(
					and(
						eq(trainingCampaigns.courseId, course.id),
						inArray(trainingCampaigns.companyId, ids),
						ne(trainingCampaigns.status, CAMPAIGN_STATUS.archived),
					),
				)
		})
		return noContent(c)
	})
}
