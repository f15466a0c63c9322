import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { z } from 'zod'
import { notificationViews, notifications, users } from '../db/schema.ts'
import { type Deps, assertSelf, authenticate, companyScope } from '../lib/context.ts'
import { errors, noContent, readBody } from '../lib/http.ts'

export function registerNotificationRoutes(app: Hono, deps: Deps): void {
	const { db } = deps
	const visibleTo = (companyId: string) => or(isNull(notifications.companyId), eq(notifications.companyId, companyId))

	app.get('/api/v1/notifications/:companyId/user/:userId', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('companyId'))
		const userId = c.req.param('userId')
		assertSelf(actor, userId)
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
			// Suspended-campaign notices come with the training campaigns (a later issue).
			suspendedCampaigns: [] as { course_id: string; course_name: string; course_image: string | null }[],
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
}
