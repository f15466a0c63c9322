import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { notificationViews, notifications, trainingCampaigns, trainingCourses, users } from '../db/schema.ts'
import { type CompanyRow, type Deps, assertSelf, authenticate, companyScope } from '../lib/context.ts'
import { errors, noContent, readBody } from '../lib/http.ts'
import { CAMPAIGN_STATUS, isTrainingSuspendedByPlan } from '../lib/training.ts'
import type { Hono } from 'hono'

/**
 * The courses of the company's suspended training campaigns (stored SUSPENDED, or IN_PROGRESS while the
 * trial has expired without Boost: lib/training.ts), one notice per course.
 */
async function suspendedCampaignNotices(deps: Deps, company: CompanyRow) {
	const statuses: string[] = [CAMPAIGN_STATUS.suspended]
	if (isTrainingSuspendedByPlan(company, deps.now())) statuses.push(CAMPAIGN_STATUS.inProgress)
	const rows = await deps.db
		.selectDistinctOn([trainingCourses.id], {
			course_id: trainingCourses.id,
			course_name: trainingCourses.name,
			course_image: trainingCourses.image,
		})
		.from(trainingCampaigns)
		.innerJoin(trainingCourses, eq(trainingCourses.id, trainingCampaigns.courseId))
		.where(and(eq(trainingCampaigns.companyId, company.id), inArray(trainingCampaigns.status, statuses)))
		.orderBy(asc(trainingCourses.id))
	return rows
}

export function registerNotificationRoutes(app: Hono, deps: Deps): void {
	const { db } = deps
	const visibleTo = (companyId: string) => or(isNull(notifications.companyId), eq(notifications.companyId, companyId))

	app.get('/api/v1/notifications/:companyId/user/:userId', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('companyId'))
		const userId = c.req.param('userId')
		assertSelf(actor, userId)
		// The notices show until the user closes the popover (PATCH …/suspended_campaigns_notification_shown).
		// A partner-access session reads as "shown" (GET /user says so), so it gets none.
		// The caller's own row came with the session; only staff reading another user's needs a query.
		const [owner] =
			userId === actor.userId
				? [{ shown: actor.user.suspendedCampaignsNotificationShown }]
				: await db.select({ shown: users.suspendedCampaignsNotificationShown }).from(users).where(eq(users.id, userId)).limit(1)
		const showSuspended = !actor.lac && owner !== undefined && !owner.shown
		// Viewed cards leave the list; pinned ones stay.
		const rows = await db
			.select()
			.from(notifications)
			.where(
				and(
					visibleTo(company.id),
					or(
						eq(notifications.isPinned, true),
						sql`not exists (select 1 from ${notificationViews} where ${notificationViews.notificationId} = ${notifications.id} and ${notificationViews.userId} = ${userId})`,
					),
				),
			)
			.orderBy(desc(notifications.isPinned), desc(notifications.createdAt))
		return c.json({
			notifications: rows.map((n) => ({
				notificationId: n.id,
				url: n.url,
				head: n.head,
				title: n.title,
				description: n.description,
				buttonName: n.buttonName,
				image: n.image,
				isPinned: n.isPinned,
			})),
			suspendedCampaigns: showSuspended ? await suspendedCampaignNotices(deps, company) : [],
		})
	})

	app.put('/api/v1/notifications/:companyId/user/:userId/shown', async (c) => {
		const actor = await authenticate(c, deps)
		await companyScope(deps, actor, c.req.param('companyId'))
		const userId = c.req.param('userId')
		assertSelf(actor, userId)
		const body = await readBody(c, z.object({ notificationsShown: z.boolean() }))
		const updated = await db
			.update(users)
			.set({ notificationsShown: body.notificationsShown })
			.where(eq(users.id, userId))
			.returning({ id: users.id })
		if (updated.length === 0) throw errors.notFound('User not found')
		return noContent(c)
	})

	app.put('/api/v1/notifications/:companyId/user/:userId', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('companyId'))
		const userId = c.req.param('userId')
		assertSelf(actor, userId)
		const body = await readBody(c, z.object({ notificationId: z.union([z.string(), z.number()]).transform(String) }))
		const [notification] = await db
			.select({ id: notifications.id })
			.from(notifications)
			.where(and(eq(notifications.id, body.notificationId), visibleTo(company.id)))
			.limit(1)
		if (!notification) throw errors.notFound('Notification not found')
		await db.insert(notificationViews).values({ userId, notificationId: notification.id, viewedAt: deps.now() }).onConflictDoNothing()
		return noContent(c)
	})

	// Closing the popover marks the suspended-campaign notices shown (spec 1 §7).
	app.patch('/api/v1/user/:userId/suspended_campaigns_notification_shown', async (c) => {
		const actor = await authenticate(c, deps)
		const userId = c.req.param('userId')
		assertSelf(actor, userId)
		// Partner access has a placeholder identity whose notices already read as shown: nothing to store.
		if (actor.lac) return noContent(c)
		const updated = await db
			.update(users)
			.set({ suspendedCampaignsNotificationShown: true, updatedAt: deps.now() })
			.where(eq(users.id, userId))
			.returning({ id: users.id })
		if (updated.length === 0) throw errors.notFound('User not found')
		return noContent(c)
	})
}
