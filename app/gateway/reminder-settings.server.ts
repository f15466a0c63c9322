import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'

/**
 * Automatic email reminders of /settings/email-reminders. Spec 1 §2 does not show the path: it is
 * the reference gateway's choice, beside the manual reminders (`users/company/{id}/reminders/manual`).
 * The categories, subject and message are the reminder payload's (spec 1 §3); the schedule (on/off,
 * frequency, weekday) is the reference gateway's.
 */

export const REMINDER_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number]
/** ISO weekdays, 1 Monday … 7 Sunday. */
export const REMINDER_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
export const REMINDER_CATEGORIES = ['includeVideoTraining', 'includeGaming', 'includePolicies', 'includeCalendarVideos'] as const
export type ReminderCategory = (typeof REMINDER_CATEGORIES)[number]

export const ReminderSettingsSchema = z.object({
	enabled: z.boolean(),
	frequency: z.enum(REMINDER_FREQUENCIES),
	weekday: z.number().int().min(1).max(7),
	includeGaming: z.boolean(),
	includeVideoTraining: z.boolean(),
	includePolicies: z.boolean(),
	includeCalendarVideos: z.boolean(),
	subject: z.string(),
	customMessage: z.string(),
	/** When the last automatic round went out. */
	lastSentAt: z.string().nullable(),
	/** The day (YYYY-MM-DD, UTC) of the next round; null when off. */
	nextSendDate: z.string().nullable(),
})
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>
export type ReminderSettingsInput = Omit<ReminderSettings, 'lastSentAt' | 'nextSendDate'>

const path = (companyId: string) => `/users/company/${seg(companyId)}/reminders/automatic`

export function getReminderSettings(token: string, companyId: string): Promise<ReminderSettings> {
	return callGateway({ method: 'GET', path: path(companyId), token, schema: ReminderSettingsSchema })
}

export function updateReminderSettings(token: string, companyId: string, input: ReminderSettingsInput): Promise<ReminderSettings> {
	return callGateway({ method: 'PUT', path: path(companyId), token, body: input, schema: ReminderSettingsSchema })
}
