import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'

export const NotificationSchema = z.object({
	notificationId: z.string(),
	url: z.string().nullable(),
	head: z.string().nullable(),
	title: z.string(),
	description: z.string().nullable(),
	buttonName: z.string().nullable(),
	image: z.string().nullable(),
	isPinned: z.boolean(),
})
export type Notification = z.infer<typeof NotificationSchema>

export const SuspendedCampaignSchema = z.object({
	course_id: z.string(),
	course_name: z.string(),
	course_image: z.string().nullable(),
})
export type SuspendedCampaign = z.infer<typeof SuspendedCampaignSchema>

export const NotificationsSchema = z.object({
	notifications: z.array(NotificationSchema),
	suspendedCampaigns: z.array(SuspendedCampaignSchema),
})
export type Notifications = z.infer<typeof NotificationsSchema>

export function getNotifications(token: string, companyId: string, userId: string): Promise<Notifications> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/notifications/${seg(companyId)}/user/${seg(userId)}`,
		token,
		schema: NotificationsSchema,
	})
}

/** Closing the popover marks the notifications shown. */
export function markNotificationsShown(token: string, companyId: string, userId: string): Promise<void> {
	return callGateway({
		method: 'PUT',
		path: `/api/v1/notifications/${seg(companyId)}/user/${seg(userId)}/shown`,
		token,
		body: { notificationsShown: true },
		responseType: 'none',
	})
}

/** Clicking a (non-pinned) card marks it viewed; it then leaves the list. */
export function markNotificationViewed(token: string, companyId: string, userId: string, notificationId: string): Promise<void> {
	return callGateway({
		method: 'PUT',
		path: `/api/v1/notifications/${seg(companyId)}/user/${seg(userId)}`,
		token,
		body: { notificationId },
		responseType: 'none',
	})
}

/** Closing the popover also marks the suspended-campaign notices shown. */
export function markSuspendedCampaignsShown(token: string, userId: string): Promise<void> {
	return callGateway({
		method: 'PATCH',
		path: `/api/v1/user/${seg(userId)}/suspended_campaigns_notification_shown`,
		token,
		responseType: 'none',
	})
}
