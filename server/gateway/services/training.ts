import { randomUUID } from 'node:crypto'
import { and, eq, exists, inArray } from 'drizzle-orm'
import { z } from 'zod'
import {
	companies,
	gamingCampaigns,
	phishingExerciseCampaigns,
	trainingAssignments,
	trainingCampaigns,
	trainingCourses,
	users,
} from '../db/schema.ts'
import { type Deps, authenticate, companyScope, isUniqueViolation } from '../lib/context.ts'
import { errors, readBody, validationError } from '../lib/http.ts'
import {
	ACTIVE_CAMPAIGN_STATUSES,
	ANNUAL_CAMPAIGN_KIND,
	addDays,
	ANNUAL_COURSE_ID,
	ASSIGNED_ROLES,
	CAMPAIGN_STATUS,
	DAY_MS,
	DEFAULT_DAYS_TO_COMPLETE,
	ENDED_TRAINING_STATUSES,
	isCalendarDate,
	OPEN_TRAINING_STATUSES,
	utcDay,
} from '../lib/training.ts'
import type { Queryable } from '../db/types.ts'
import type { Hono } from 'hono'

const AnnualCampaignSchema = z.object({
	name: z.string().trim().min(1, 'Please enter a campaign name').max(200),
	totalChapters: z.number().int().min(1).max(100),
	assignmentType: z.literal('all', { error: 'The annual training is assigned to all users' }),
	notificationsEnabled: z.boolean(),
	startDate: z.string().refine(isCalendarDate, 'Start date must be a date written yyyy-MM-dd'),
})

export const trainingErrors = {
	annualActive: () => errors.conflict('annual_training_active', 'An annual training campaign is already running for this company.'),
}

/**
 * The annual training starts today (spec 2 §4). "Today" is the admin's local date, so any date within
 * one day of the gateway's UTC date is accepted (time zones run from UTC-12 to UTC+14).
 */
function isToday(startDate: string, now: Date): boolean {
	const day = Date.parse(`${startDate}T00:00:00Z`)
	const today = Date.parse(`${utcDay(now)}T00:00:00Z`)
	return Math.abs(day - today) <= DAY_MS
}

/** Spec 2 §3 "Start-training data" of one company. */
export async function startTrainingData(q: Queryable, companyId: string) {
	const campaignIn = (statuses: string[]) =>
		exists(
			q
				.select({ one: trainingCampaigns.id })
				.from(trainingCampaigns)
				.where(and(eq(trainingCampaigns.companyId, companyId), inArray(trainingCampaigns.status, statuses))),
		)
	const learnersWithTraining = exists(
		q
			.select({ one: trainingAssignments.userId })
			.from(trainingAssignments)
			.innerJoin(trainingCampaigns, eq(trainingCampaigns.id, trainingAssignments.campaignId))
			.innerJoin(users, eq(users.id, trainingAssignments.userId))
			.where(
				and(
					eq(trainingCampaigns.companyId, companyId),
					inArray(trainingCampaigns.status, [...OPEN_TRAINING_STATUSES, ...ENDED_TRAINING_STATUSES]),
					eq(users.role, 'user'),
				),
			),
	)
	const activeIn = (table: typeof phishingExerciseCampaigns | typeof gamingCampaigns) =>
		exists(
			q
				.select({ one: table.id })
				.from(table)
				.where(and(eq(table.companyId, companyId), inArray(table.status, ACTIVE_CAMPAIGN_STATUSES))),
		)
	// One round trip: five EXISTS subqueries.
	const [row] = await q
		.select({
			hasActiveTraining: campaignIn(OPEN_TRAINING_STATUSES),
			hasEndedTraining: campaignIn(ENDED_TRAINING_STATUSES),
			hasActivePhishingExerciseCampaign: activeIn(phishingExerciseCampaigns),
			hasActiveGamingCampaign: activeIn(gamingCampaigns),
			hasUsersWithTraining: learnersWithTraining,
		})
		.from(companies)
		.where(eq(companies.id, companyId))
	if (!row) throw errors.notFound('Company not found')
	return {
		hasActiveTraining: row.hasActiveTraining === true,
		hasEndedTraining: row.hasEndedTraining === true,
		hasActivePhishingExerciseCampaign: row.hasActivePhishingExerciseCampaign === true,
		hasActiveGamingCampaign: row.hasActiveGamingCampaign === true,
		hasUsersWithTraining: row.hasUsersWithTraining === true,
	}
}

export function registerTrainingRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	// (ref) Start-training data: spec 2 §7 names the call without its path.
	app.get('/reports/api/v1/company/:id/training/start_data', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		return c.json(await startTrainingData(db, company.id))
	})

	// (ref) Start-training campaign creation ("Let's Go"): today, every enabled user, one email each.
	app.post('/api/v1/training/company/:id/campaigns/annual', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const body = await readBody(c, AnnualCampaignSchema)
		const now = deps.now()
		if (!isToday(body.startDate, now)) {
			throw validationError([{ field: 'startDate', message: 'The annual training starts today' }])
		}
		const [course] = await db.select().from(trainingCourses).where(eq(trainingCourses.id, ANNUAL_COURSE_ID)).limit(1)
		if (!course) throw errors.notFound('The annual awareness course is not in the catalogue.')
		const campaignId = randomUUID()
		try {
			const assignedUsers = await db.transaction(async (tx) => {
				const [open] = await tx
					.select({ id: trainingCampaigns.id })
					.from(trainingCampaigns)
					.where(
						and(
							eq(trainingCampaigns.companyId, company.id),
							eq(trainingCampaigns.kind, ANNUAL_CAMPAIGN_KIND),
							inArray(trainingCampaigns.status, OPEN_TRAINING_STATUSES),
						),
					)
					.limit(1)
				if (open) throw trainingErrors.annualActive()
				await tx.insert(trainingCampaigns).values({
					id: campaignId,
					companyId: company.id,
					courseId: course.id,
					name: body.name,
					kind: ANNUAL_CAMPAIGN_KIND,
					status: CAMPAIGN_STATUS.inProgress,
					totalChapters: body.totalChapters,
					assignmentType: body.assignmentType,
					startDate: body.startDate,
					startedAt: now,
					daysToComplete: DEFAULT_DAYS_TO_COMPLETE,
					notificationsEnabled: body.notificationsEnabled,
					createdBy: actor.userId,
					createdAt: now,
				})
				const assignees = await tx
					.select({ id: users.id, email: users.email, name: users.name })
					.from(users)
					.where(and(eq(users.companyId, company.id), eq(users.status, 'ENABLED'), inArray(users.role, ASSIGNED_ROLES)))
				for (let i = 0; i < assignees.length; i += 500) {
					await tx
						.insert(trainingAssignments)
						.values(assignees.slice(i, i + 500).map((u) => ({ campaignId, userId: u.id, assignedAt: now })))
				}
				if (body.notificationsEnabled) {
					const due = addDays(body.startDate, DEFAULT_DAYS_TO_COMPLETE)
					await deps.mailer.queueMany(
						tx,
						assignees.map((u) => ({
							to: u.email,
							kind: 'training_assigned',
							subject: `New training: ${course.name}`,
							text: [
								`Hi ${u.name || 'there'},`,
								'',
								`${company.name} assigned you "${course.name}" (${body.name}).`,
								`It starts on ${body.startDate}; please complete it by ${due}.`,
								'',
								'Sign in to your learning portal to start.',
							].join('\n'),
						})),
					)
				}
				return assignees.length
			})
			return c.json({ campaignId, assignedUsers }, 201)
		} catch (error) {
			// Two "Let's Go" at once: the partial unique index lets one through.
			if (isUniqueViolation(error)) throw trainingErrors.annualActive()
			throw error
		}
	})
}
