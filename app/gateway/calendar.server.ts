import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'

// The monthly video calendar (spec 2 §3 "Calendar settings", "Calendar event", §4 "Monthly video
// calendar", §7 "Calendar (/api/v1/calendar)"). The learners' progress on each month's video is in
// awareness-analytics.server.ts.

/** The codes of the reference gateway's refusals (their messages are shown as the gateway wrote them). */
export const CALENDAR_ERROR = {
	/** 409: the month already has its video. */
	monthTaken: 'calendar_month_taken',
	/** 409: a month that has ended cannot change. */
	monthEnded: 'calendar_month_ended',
	/** 422: outside the calendar's years (spec 2 §5 "Calendar date range bounded"). */
	outOfRange: 'calendar_date_out_of_range',
	/** 403: the company's monthly-video flag is off (spec 2 §6). */
	notAvailable: 'monthly_video_not_available',
} as const

export const CalendarSettingsSchema = z.object({
	enabled: z.boolean(),
	calendarSubject: z.string(),
	calendarMessage: z.string(),
	calendarNotificationsEnabled: z.boolean(),
	/** (ref) When they were last saved; null for the defaults. */
	updatedAt: z.string().nullable().optional(),
})
export type CalendarSettings = z.infer<typeof CalendarSettingsSchema>
export type CalendarSettingsInput = Pick<CalendarSettings, 'calendarSubject' | 'calendarMessage' | 'calendarNotificationsEnabled'>

export const CalendarEventSchema = z.object({
	id: z.string(),
	videoId: z.string(),
	/** YYYY-MM-DD. */
	date: z.string(),
	// (ref) The video of the month, as the library has it.
	video: z.object({
		id: z.string(),
		name: z.string(),
		url: z.string(),
		shareURL: z.string(),
		category: z.string(),
		language: z.string(),
		durationSeconds: z.number().int(),
	}),
})
export type CalendarEvent = z.infer<typeof CalendarEventSchema>

export const CalendarEventsSchema = z.object({
	events: z.array(CalendarEventSchema),
	/** (ref) The calendar's years (spec 2 §5) and the month it is now (YYYY-MM): earlier months cannot change. */
	range: z.object({ fromYear: z.number().int(), toYear: z.number().int(), currentMonth: z.string() }),
})
export type CalendarEvents = z.infer<typeof CalendarEventsSchema>

/** GET /api/v1/calendar/{companyId}/settings: on or off, the learners' notification. */
export function getCalendarSettings(token: string, companyId: string): Promise<CalendarSettings> {
	return callGateway({ method: 'GET', path: `/api/v1/calendar/${seg(companyId)}/settings`, token, schema: CalendarSettingsSchema })
}

/** PATCH /api/v1/calendar/{companyId}/settings (calendarMessage, calendarSubject, calendarNotificationsEnabled). */
export function updateCalendarSettings(token: string, companyId: string, body: CalendarSettingsInput): Promise<CalendarSettings> {
	return callGateway({
		method: 'PATCH',
		path: `/api/v1/calendar/${seg(companyId)}/settings`,
		token,
		body: settingsBody(body),
		schema: CalendarSettingsSchema,
	})
}

/** PATCH /api/v1/calendar/{companyId}/enable, with the settings it goes out with. */
export function enableCalendar(token: string, companyId: string, body: CalendarSettingsInput): Promise<CalendarSettings> {
	return callGateway({
		method: 'PATCH',
		path: `/api/v1/calendar/${seg(companyId)}/enable`,
		token,
		body: settingsBody(body),
		schema: CalendarSettingsSchema,
	})
}

/** PATCH /api/v1/calendar/{companyId}/disable. */
export function disableCalendar(token: string, companyId: string): Promise<CalendarSettings> {
	return callGateway({ method: 'PATCH', path: `/api/v1/calendar/${seg(companyId)}/disable`, token, schema: CalendarSettingsSchema })
}

function settingsBody(body: CalendarSettingsInput): CalendarSettingsInput {
	return {
		calendarSubject: body.calendarSubject,
		calendarMessage: body.calendarMessage,
		calendarNotificationsEnabled: body.calendarNotificationsEnabled,
	}
}

/** GET /api/v1/calendar/events/company/{companyId}?year&month: the events of a year (or of one month of it), by date. */
export function listCalendarEvents(token: string, companyId: string, query: { year: number; month?: number }): Promise<CalendarEvents> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/calendar/events/company/${seg(companyId)}`,
		token,
		query: { year: query.year, month: query.month },
		schema: CalendarEventsSchema,
	})
}

/** POST /api/v1/calendar/{companyId}/events (videoId, date): a month's video. */
export function addCalendarEvent(token: string, companyId: string, body: { videoId: string; date: string }): Promise<CalendarEvent> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/calendar/${seg(companyId)}/events`,
		token,
		body: { videoId: body.videoId, date: body.date },
		schema: CalendarEventSchema,
	})
}

/** DELETE /api/v1/calendar/{companyId}/events/{eventId}. */
export function deleteCalendarEvent(token: string, companyId: string, eventId: string): Promise<void> {
	return callGateway({
		method: 'DELETE',
		path: `/api/v1/calendar/${seg(companyId)}/events/${seg(eventId)}`,
		token,
		responseType: 'none',
	})
}
