/**
 * The monthly video calendar's URL state and limits (spec 2 §2 "/calendar", §5 "Calendar date range
 * bounded", §9), without zod: the pages need these on every load. The year shown is `?year=`; the
 * preview's dialogs are `?modal=addMonthlyVideo&month=YYYY-MM` and `?deleteEvent=<id>`; a past month's
 * progress is /calendar/history/<eventId> with its filters and its users table's paging in the query.
 */
export const CALENDAR_PATH = '/calendar'
export const CALENDAR_TABS = ['preview', 'history', 'settings'] as const
export type CalendarTab = (typeof CALENDAR_TABS)[number]
export const calendarTabPath = (tab: CalendarTab) => `${CALENDAR_PATH}/${tab}`
export const historyMonthPath = (eventId: string) => `${CALENDAR_PATH}/history/${encodeURIComponent(eventId)}`

/** The calendar covers this year ± 1 (the reference gateway's bound of spec 2 §5; the gateway has the last word). */
export const CALENDAR_YEARS_AROUND = 1
export const SUBJECT_MAX = 300
export const MESSAGE_MAX = 5000

export const CALENDAR_PARAMS = { year: 'year', modal: 'modal', month: 'month', deleteEvent: 'deleteEvent' } as const
export const ADD_MONTHLY_VIDEO = 'addMonthlyVideo'

export const CALENDAR_INTENT = { enable: 'enable', disable: 'disable', addEvent: 'addEvent', deleteEvent: 'deleteEvent' } as const

/** The first and last year of the calendar at `now` (UTC). */
export function calendarYears(now: Date): { from: number; to: number } {
	const year = now.getUTCFullYear()
	return { from: year - CALENDAR_YEARS_AROUND, to: year + CALENDAR_YEARS_AROUND }
}

/** The year of a calendar URL: a whole year within the range, else this year. */
export function parseYear(params: URLSearchParams, now: Date): number {
	const raw = params.get(CALENDAR_PARAMS.year) ?? ''
	const { from, to } = calendarYears(now)
	if (!/^\d{4}$/.test(raw)) return now.getUTCFullYear()
	const year = Number(raw)
	return year >= from && year <= to ? year : now.getUTCFullYear()
}

/** YYYY-MM of a moment (UTC). */
export function monthOf(date: Date): string {
	return date.toISOString().slice(0, 7)
}

/** The twelve months of a year as YYYY-MM. */
export function monthsOf(year: number): string[] {
	return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`)
}

/** A YYYY-MM value, or null. */
export function parseMonth(value: string | null): string | null {
	if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return null
	return value
}

/** The first and last day (YYYY-MM-DD) of a YYYY-MM month. */
export function monthDays(month: string): { first: string; last: string } {
	const [y, m] = month.split('-').map(Number) as [number, number]
	const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
	return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` }
}

/** The preview of `year` with one of its dialogs open (or none). */
export function previewHref(year: number, dialog: { addMonth?: string; deleteEvent?: string } = {}): string {
	const params = new URLSearchParams({ [CALENDAR_PARAMS.year]: String(year) })
	if (dialog.addMonth) {
		params.set(CALENDAR_PARAMS.modal, ADD_MONTHLY_VIDEO)
		params.set(CALENDAR_PARAMS.month, dialog.addMonth)
	}
	if (dialog.deleteEvent) params.set(CALENDAR_PARAMS.deleteEvent, dialog.deleteEvent)
	return `${calendarTabPath('preview')}?${params}`
}

/** The history of `year`. */
export function historyHref(year: number): string {
	return `${calendarTabPath('history')}?${new URLSearchParams({ [CALENDAR_PARAMS.year]: String(year) })}`
}

/** A month's name and year in the reader's language ("November 2026"), the same on the server and in the browser. */
export function monthLabel(month: string, locale: string): string {
	const [y, m] = month.split('-').map(Number) as [number, number]
	try {
		return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 15)))
	} catch {
		return month
	}
}

/** The progress filters of a month's page (spec 2 §3 "Filter parameters"): one department, one group, statuses, a search. */
export const PROGRESS_PARAMS = { department: 'department', group: 'group', status: 'status' } as const
export const PROGRESS_STATUSES = ['notStarted', 'inProgress', 'completed'] as const
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number]

export function parseProgressFilters(params: URLSearchParams): { department: string; group: string; status: ProgressStatus | null } {
	const id = (name: string) => (params.get(name) ?? '').trim().slice(0, 200)
	const status = params.get(PROGRESS_PARAMS.status)
	return {
		department: id(PROGRESS_PARAMS.department),
		group: id(PROGRESS_PARAMS.group),
		status: (PROGRESS_STATUSES as readonly string[]).includes(status ?? '') ? (status as ProgressStatus) : null,
	}
}
