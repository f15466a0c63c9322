import { randomUUID } from 'node:crypto'
import { type SQL, and, asc, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
	calendarEvents,
	calendarSettings,
	calendarVideoProgress,
	companies,
	departments,
	libraryVideos,
	userGroups,
	userSortName,
	users,
} from '../db/schema.ts'
import { type CompanyRow, type Deps, adminCompanyScope, isUniqueViolation } from '../lib/context.ts'
import { ApiError, errors, iso, noContent, readBody, validationError } from '../lib/http.ts'
import { escapeLike, readQuery } from './directory-shared.ts'
import type { Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

// The monthly video calendar and its awareness analytics (spec 2 §3 "Calendar settings", "Calendar
// event", §4 "Monthly video calendar", §5 "Calendar date range bounded", §6 the monthly-video flag, §7
// "Calendar (/api/v1/calendar)" and "Analytics (POST with filter body)"; the console's contract is
// app/gateway/calendar.server.ts). A company plans one video of the library per month; the settings say
// whether the calendar is on and the subject and message of its learners' notification, emailed when a
// month's video reaches its day (sendDueMonthlyVideos, in the gateway's background round). The audience of a month's video is the company's enabled
// learners and admins (as the annual training's); a learner's progress row says in progress or
// completed, no row is not started. Admin-panel roles only, the company from the path.

/** Spec 2 §5 "Calendar date range bounded": the reference gateway's bound is this year ± 1 (UTC). */
export const CALENDAR_YEARS_AROUND = 1
export const CALENDAR_SUBJECT_MAX = 300
export const CALENDAR_MESSAGE_MAX = 5000
export const DEFAULT_CALENDAR_SUBJECT = 'Your monthly security awareness video'
export const DEFAULT_CALENDAR_MESSAGE = "This month's security awareness video is ready for you. It takes only a few minutes to watch."
/** A learner's progress on a month's video (spec 2 §3 filter "statuses"). */
export const CALENDAR_PROGRESS_STATUSES = ['notStarted', 'inProgress', 'completed'] as const
export type CalendarProgressStatus = (typeof CALENDAR_PROGRESS_STATUSES)[number]
/** Who a month's video is for. */
const AUDIENCE_ROLES = ['user', 'admin']

export const calendarErrors = {
	notAdmin: () => errors.forbidden('Only admins can manage the monthly video calendar.'),
	eventNotFound: () => errors.notFound('Calendar event not found'),
	videoNotFound: () => errors.notFound('Video not found'),
	monthTaken: () => errors.conflict('calendar_month_taken', 'This month already has a monthly video. Delete it before adding another one.'),
	monthEnded: () => errors.conflict('calendar_month_ended', 'This month has ended: its monthly video can no longer be changed.'),
	notAvailable: () => new ApiError(403, 'monthly_video_not_available', 'The monthly video is not available for this company.'),
	outOfRange: (from: number, to: number) =>
		new ApiError(422, 'calendar_date_out_of_range', `The calendar covers ${from} to ${to}.`, {
			validationResults: [{ field: 'date', message: `The calendar covers ${from} to ${to}.` }],
		}),
	subjectRequired: () => validationError([{ field: 'calendarSubject', message: 'Please add subject.' }]),
}

/** The years the calendar covers at `now`: [first, last]. */
export function calendarYears(now: Date): [number, number] {
	const year = now.getUTCFullYear()
	return [year - CALENDAR_YEARS_AROUND, year + CALENDAR_YEARS_AROUND]
}

/** YYYY-MM of a moment (UTC) or of a YYYY-MM-DD day. */
export function monthOf(day: Date | string): string {
	return typeof day === 'string' ? day.slice(0, 7) : day.toISOString().slice(0, 7)
}

/** A real calendar day as YYYY-MM-DD. */
const Day = z
	.string({ error: 'The date should be valid.' })
	.regex(/^\d{4}-\d{2}-\d{2}$/, 'The date should be valid.')
	.refine((value) => {
		const date = new Date(`${value}T00:00:00Z`)
		return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
	}, 'The date should be valid.')

const SettingsBody = z.object({
	calendarSubject: z.string().trim().max(CALENDAR_SUBJECT_MAX, `At most ${CALENDAR_SUBJECT_MAX} characters`),
	calendarMessage: z
		.string()
		.transform((v) => v.replace(/\r\n/g, '\n').trim())
		.pipe(z.string().max(CALENDAR_MESSAGE_MAX, `At most ${CALENDAR_MESSAGE_MAX} characters`)),
	calendarNotificationsEnabled: z.boolean(),
})
type SettingsInput = z.output<typeof SettingsBody>

const EventBody = z.object({ videoId: z.string().trim().min(1, 'Please choose a video').max(200), date: Day })

const EventsQuery = z.object({
	year: z.coerce.number().int().optional(),
	month: z.coerce.number().int().min(1).max(12).optional(),
})

const idList = z.array(z.string().trim().min(1).max(200)).max(500).optional().default([])

/** The analytics' filter body (spec 2 §3 "Filter parameters"). */
const FilterBody = z.object({
	departments: idList,
	groups: idList,
	eventIds: idList,
	/** (ref) Only the events of this year. */
	year: z.number().int().optional(),
})

export const USERS_PROGRESS_ORDER_BY = ['name', 'status', 'completedAt'] as const
const UsersProgressBody = z.object({
	departments: idList,
	groups: idList,
	search: z
		.string()
		.optional()
		.transform((v) =>
			(v ?? '')
				.replace(/[\r\n]+/g, ' ')
				.trim()
				.slice(0, 255),
		),
	statuses: z.array(z.enum(CALENDAR_PROGRESS_STATUSES)).max(3).optional().default([]),
	pageNumber: z.number().int().min(0).max(1_000_000).optional().default(0),
	pageSize: z.number().int().min(5).max(100).optional().default(25),
	order: z.enum(['asc', 'desc']).optional().default('asc'),
	orderBy: z.enum(USERS_PROGRESS_ORDER_BY).optional().default('name'),
})

type SettingsRow = typeof calendarSettings.$inferSelect

function defaultSettings(companyId: string): SettingsRow {
	return {
		companyId,
		enabled: false,
		subject: DEFAULT_CALENDAR_SUBJECT,
		message: DEFAULT_CALENDAR_MESSAGE,
		notificationsEnabled: true,
		updatedAt: new Date(0),
		updatedBy: null,
	}
}

function settingsReply(row: SettingsRow) {
	return {
		enabled: row.enabled,
		calendarSubject: row.subject,
		calendarMessage: row.message,
		calendarNotificationsEnabled: row.notificationsEnabled,
		updatedAt: row.updatedAt.getTime() === 0 ? null : iso(row.updatedAt),
	}
}

async function readSettings(q: Queryable, companyId: string): Promise<SettingsRow> {
	const [row] = await q.select().from(calendarSettings).where(eq(calendarSettings.companyId, companyId)).limit(1)
	return row ?? defaultSettings(companyId)
}

/** Spec 1 §5: the subject is required when the notification is on. */
function assertSettings(body: SettingsInput): void {
	if (body.calendarNotificationsEnabled && body.calendarSubject === '') throw calendarErrors.subjectRequired()
}

type VideoRow = typeof libraryVideos.$inferSelect
type EventRow = typeof calendarEvents.$inferSelect

function eventReply(event: EventRow, video: VideoRow) {
	return {
		id: event.id,
		videoId: event.videoId,
		date: event.date,
		video: {
			id: video.id,
			name: video.name,
			url: video.url,
			shareURL: video.shareUrl,
			category: video.category,
			language: video.language,
			durationSeconds: video.durationSeconds,
		},
	}
}

/** The enabled learners and admins of the company the filter narrows to (departments: any of; groups: any of). */
function audience(companyId: string, filter: { departments: string[]; groups: string[] }): SQL {
	const conditions: (SQL | undefined)[] = [
		eq(users.companyId, companyId),
		eq(users.status, 'ENABLED'),
		inArray(users.role, AUDIENCE_ROLES),
		filter.departments.length > 0 ? inArray(users.departmentId, filter.departments) : undefined,
		filter.groups.length > 0
			? sql`exists (select 1 from ${userGroups} where ${userGroups.userId} = ${users.id} and ${inArray(userGroups.groupId, filter.groups)})`
			: undefined,
	]
	return and(...conditions)!
}

function percent(part: number, total: number): number {
	return total === 0 ? 0 : Math.round((part / total) * 1000) / 10
}

function progressFigures(total: number, completed: number, inProgress: number) {
	return {
		totalUsers: total,
		completed,
		inProgress,
		notStarted: Math.max(0, total - completed - inProgress),
		completionPercentage: percent(completed, total),
	}
}

async function findEvent(q: Queryable, companyId: string, eventId: string): Promise<EventRow> {
	const [event] = await q
		.select()
		.from(calendarEvents)
		.where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.companyId, companyId)))
		.limit(1)
	if (!event) throw calendarErrors.eventNotFound()
	return event
}

/** A day of the calendar must fall within its years. */
function assertInRange(day: string, now: Date): void {
	const [from, to] = calendarYears(now)
	const year = Number(day.slice(0, 4))
	if (year < from || year > to) throw calendarErrors.outOfRange(from, to)
}

/** A month's email goes out on its day, or within this many days after (a gateway that was down); later, never. */
export const MONTHLY_VIDEO_NOTICE_GRACE_DAYS = 3

export type MonthlyVideoRun = { events: number; emails: number }

/**
 * The learners' notification of the monthly video calendar: for each month's video whose day has come
 * and that was not announced yet, one email to every enabled learner and admin of the company, with the
 * calendar's subject and message, when the calendar and its notifications are on. Each event is claimed
 * by setting notified_at where it is still empty, so two gateways running this at once send it once. An
 * event whose day passed while the calendar or its notifications were off, or more than the grace days
 * ago, is marked without an email. Meant to run periodically (the gateway's 15-minute round).
 */
export async function sendDueMonthlyVideos(deps: Pick<Deps, 'db' | 'mailer' | 'now'>, now: Date = deps.now()): Promise<MonthlyVideoRun> {
	const today = now.toISOString().slice(0, 10)
	const graceStart = new Date(now.getTime() - MONTHLY_VIDEO_NOTICE_GRACE_DAYS * 86_400_000).toISOString().slice(0, 10)
	const due = await deps.db
		.select({
			event: calendarEvents,
			title: libraryVideos.name,
			companyName: companies.name,
			companyDisabled: companies.isDisabled,
			settings: calendarSettings,
		})
		.from(calendarEvents)
		.innerJoin(companies, eq(companies.id, calendarEvents.companyId))
		.innerJoin(libraryVideos, eq(libraryVideos.id, calendarEvents.videoId))
		.leftJoin(calendarSettings, eq(calendarSettings.companyId, calendarEvents.companyId))
		.where(and(isNull(calendarEvents.notifiedAt), lte(calendarEvents.date, today)))
		.orderBy(asc(calendarEvents.date), asc(calendarEvents.id))
	const run: MonthlyVideoRun = { events: 0, emails: 0 }
	for (const { event, title, companyName, companyDisabled, settings } of due) {
		const sends = !!settings?.enabled && settings.notificationsEnabled && !companyDisabled && event.date >= graceStart
		const emails = await deps.db.transaction(async (tx) => {
			const [claimed] = await tx
				.update(calendarEvents)
				.set({ notifiedAt: now })
				.where(and(eq(calendarEvents.id, event.id), isNull(calendarEvents.notifiedAt)))
				.returning({ id: calendarEvents.id })
			if (!claimed || !sends) return 0
			const recipients = await tx
				.select({ email: users.email, name: users.name })
				.from(users)
				.where(audience(event.companyId, { departments: [], groups: [] }))
				.orderBy(asc(users.id))
			const message = settings.message.replace(/\r\n/g, '\n').trim()
			await deps.mailer.queueMany(
				tx,
				recipients.map((r) => ({
					to: r.email,
					kind: 'monthly_video',
					subject: settings.subject,
					text: [
						`Hi ${r.name || 'there'},`,
						'',
						...(message ? [message, ''] : []),
						`${companyName}'s video of the month: ${title}.`,
						'',
						'Sign in to your learning portal to watch it.',
					].join('\n'),
				})),
			)
			return recipients.length
		})
		run.events += 1
		run.emails += emails
	}
	if (run.emails > 0) deps.mailer.flush()
	return run
}

export function registerCalendarRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	async function scope(c: Context): Promise<{ userId: string | null; company: CompanyRow }> {
		const { actor, company } = await adminCompanyScope(c, deps, c.req.param('companyId') ?? '', calendarErrors.notAdmin)
		return { userId: actor.lac ? null : actor.userId, company }
	}

	async function saveSettings(companyId: string, userId: string | null, values: Partial<SettingsRow>) {
		const now = deps.now()
		const current = await readSettings(db, companyId)
		const next = { ...current, ...values, companyId, updatedAt: now, updatedBy: userId }
		const [row] = await db
			.insert(calendarSettings)
			.values(next)
			.onConflictDoUpdate({ target: calendarSettings.companyId, set: { ...values, updatedAt: now, updatedBy: userId } })
			.returning()
		return row!
	}

	// ─── Calendar ────────────────────────────────────────────────────────────

	app.get('/api/v1/calendar/:companyId/settings', async (c) => {
		const { company } = await scope(c)
		return c.json(settingsReply(await readSettings(db, company.id)))
	})

	app.patch('/api/v1/calendar/:companyId/settings', async (c) => {
		const { company, userId } = await scope(c)
		const body = await readBody(c, SettingsBody)
		assertSettings(body)
		const row = await saveSettings(company.id, userId, {
			subject: body.calendarSubject,
			message: body.calendarMessage,
			notificationsEnabled: body.calendarNotificationsEnabled,
		})
		return c.json(settingsReply(row))
	})

	// Enabling takes the settings with it (spec 2 §7), checked as a save of them is.
	app.patch('/api/v1/calendar/:companyId/enable', async (c) => {
		const { company, userId } = await scope(c)
		const body = await readBody(c, SettingsBody)
		assertSettings(body)
		const row = await saveSettings(company.id, userId, {
			enabled: true,
			subject: body.calendarSubject,
			message: body.calendarMessage,
			notificationsEnabled: body.calendarNotificationsEnabled,
		})
		return c.json(settingsReply(row))
	})

	app.patch('/api/v1/calendar/:companyId/disable', async (c) => {
		const { company, userId } = await scope(c)
		const row = await saveSettings(company.id, userId, { enabled: false })
		return c.json(settingsReply(row))
	})

	// GET /events/company/{companyId}?year&month: a year's events (this year without one), or one month's.
	app.get('/api/v1/calendar/events/company/:companyId', async (c) => {
		const { company } = await scope(c)
		const query = readQuery(c, EventsQuery)
		const now = deps.now()
		const year = query.year ?? now.getUTCFullYear()
		assertInRange(`${year}-01-01`, now)
		const within = query.month
			? eq(calendarEvents.month, `${year}-${String(query.month).padStart(2, '0')}`)
			: and(gte(calendarEvents.date, `${year}-01-01`), lte(calendarEvents.date, `${year}-12-31`))
		const rows = await db
			.select({ event: calendarEvents, video: libraryVideos })
			.from(calendarEvents)
			.innerJoin(libraryVideos, eq(libraryVideos.id, calendarEvents.videoId))
			.where(and(eq(calendarEvents.companyId, company.id), within))
			.orderBy(asc(calendarEvents.date), asc(calendarEvents.id))
		const [first, last] = calendarYears(now)
		return c.json({
			events: rows.map((r) => eventReply(r.event, r.video)),
			// (ref) What the console needs to draw the calendar's bounds and the months that can change.
			range: { fromYear: first, toYear: last, currentMonth: monthOf(now) },
		})
	})

	// One video a month: the month must not have ended, must be free and within the calendar's years;
	// the company's monthly-video flag must be on (spec 2 §6).
	app.post('/api/v1/calendar/:companyId/events', async (c) => {
		const { company, userId } = await scope(c)
		if (!company.isMonthlyVideoEnabled) throw calendarErrors.notAvailable()
		const body = await readBody(c, EventBody)
		const now = deps.now()
		assertInRange(body.date, now)
		const month = monthOf(body.date)
		if (month < monthOf(now)) throw calendarErrors.monthEnded()
		const [video] = await db.select().from(libraryVideos).where(eq(libraryVideos.id, body.videoId)).limit(1)
		if (!video) throw calendarErrors.videoNotFound()
		let event: EventRow
		try {
			const [row] = await db
				.insert(calendarEvents)
				.values({
					id: `cal_${randomUUID()}`,
					companyId: company.id,
					videoId: video.id,
					date: body.date,
					month,
					createdAt: now,
					createdBy: userId,
				})
				.returning()
			event = row!
		} catch (error) {
			if (isUniqueViolation(error)) throw calendarErrors.monthTaken()
			throw error
		}
		return c.json(eventReply(event, video), 201)
	})

	// A month that has ended keeps its video: its learners' progress is the history.
	app.delete('/api/v1/calendar/:companyId/events/:eventId', async (c) => {
		const { company } = await scope(c)
		const event = await findEvent(db, company.id, c.req.param('eventId'))
		if (event.month < monthOf(deps.now())) throw calendarErrors.monthEnded()
		await db.delete(calendarEvents).where(eq(calendarEvents.id, event.id))
		return noContent(c)
	})

	// ─── Analytics ───────────────────────────────────────────────────────────

	// Each event that has started (its day reached), newest first, with its audience's progress.
	app.post('/api/v1/analytics/:companyId/awareness_calendar_statistics', async (c) => {
		const { company } = await scope(c)
		const filter = await readBody(c, FilterBody)
		const today = deps.now().toISOString().slice(0, 10)
		const events = await db
			.select({ event: calendarEvents, video: libraryVideos })
			.from(calendarEvents)
			.innerJoin(libraryVideos, eq(libraryVideos.id, calendarEvents.videoId))
			.where(
				and(
					eq(calendarEvents.companyId, company.id),
					lte(calendarEvents.date, today),
					filter.eventIds.length > 0 ? inArray(calendarEvents.id, filter.eventIds) : undefined,
					filter.year !== undefined ? gte(calendarEvents.date, `${filter.year}-01-01`) : undefined,
					filter.year !== undefined ? lte(calendarEvents.date, `${filter.year}-12-31`) : undefined,
				),
			)
			.orderBy(desc(calendarEvents.date), asc(calendarEvents.id))
		const who = audience(company.id, filter)
		const [[audienceCount], progress] = await Promise.all([
			db.select({ n: count() }).from(users).where(who),
			events.length === 0
				? Promise.resolve([])
				: db
						.select({ eventId: calendarVideoProgress.eventId, status: calendarVideoProgress.status, n: count() })
						.from(calendarVideoProgress)
						.innerJoin(users, eq(users.id, calendarVideoProgress.userId))
						.where(
							and(
								inArray(
									calendarVideoProgress.eventId,
									events.map((e) => e.event.id),
								),
								who,
							),
						)
						.groupBy(calendarVideoProgress.eventId, calendarVideoProgress.status),
		])
		const total = audienceCount?.n ?? 0
		const tally = new Map<string, { completed: number; inProgress: number }>()
		for (const row of progress) {
			const entry = tally.get(row.eventId) ?? { completed: 0, inProgress: 0 }
			if (row.status === 'completed') entry.completed += row.n
			else entry.inProgress += row.n
			tally.set(row.eventId, entry)
		}
		const items = events.map(({ event, video }) => {
			const t = tally.get(event.id) ?? { completed: 0, inProgress: 0 }
			return {
				eventId: event.id,
				videoId: video.id,
				videoName: video.name,
				date: event.date,
				...progressFigures(total, t.completed, t.inProgress),
			}
		})
		const sum = items.reduce((acc, i) => ({ completed: acc.completed + i.completed, inProgress: acc.inProgress + i.inProgress }), {
			completed: 0,
			inProgress: 0,
		})
		return c.json({ items, totals: progressFigures(total * items.length, sum.completed, sum.inProgress) })
	})

	app.post('/api/v1/analytics/:companyId/departments_progress_by_awareness/:eventId', async (c) => {
		const { company } = await scope(c)
		const event = await findEvent(db, company.id, c.req.param('eventId'))
		const filter = await readBody(c, FilterBody)
		const who = audience(company.id, filter)
		const [totals, progress] = await Promise.all([
			db
				.select({ departmentId: users.departmentId, name: departments.name, n: count() })
				.from(users)
				.leftJoin(departments, eq(departments.id, users.departmentId))
				.where(who)
				.groupBy(users.departmentId, departments.name),
			db
				.select({ departmentId: users.departmentId, status: calendarVideoProgress.status, n: count() })
				.from(calendarVideoProgress)
				.innerJoin(users, eq(users.id, calendarVideoProgress.userId))
				.where(and(eq(calendarVideoProgress.eventId, event.id), who))
				.groupBy(users.departmentId, calendarVideoProgress.status),
		])
		const items = totals
			.map((row) => {
				const of = progress.filter((p) => p.departmentId === row.departmentId)
				const completed = of.filter((p) => p.status === 'completed').reduce((a, p) => a + p.n, 0)
				const inProgress = of.filter((p) => p.status !== 'completed').reduce((a, p) => a + p.n, 0)
				return { departmentId: row.departmentId, departmentName: row.name, ...progressFigures(row.n, completed, inProgress) }
			})
			// By name; the users without a department last.
			.sort((a, b) =>
				a.departmentName === null ? 1 : b.departmentName === null ? -1 : a.departmentName.localeCompare(b.departmentName, 'en'),
			)
		return c.json({ eventId: event.id, items })
	})

	app.post('/api/v1/analytics/:companyId/users_progress_by_awareness/:eventId', async (c) => {
		const { company } = await scope(c)
		const event = await findEvent(db, company.id, c.req.param('eventId'))
		const body = await readBody(c, UsersProgressBody)
		const status = sql<CalendarProgressStatus>`coalesce(${calendarVideoProgress.status}, 'notStarted')`
		const where = and(
			audience(company.id, body),
			body.search ? sql`${users.searchText} like ${`%${escapeLike(body.search.toLowerCase())}%`}` : undefined,
			body.statuses.length > 0
				? sql`coalesce(${calendarVideoProgress.status}, 'notStarted') in (${sql.join(
						body.statuses.map((s) => sql`${s}`),
						sql`, `,
					)})`
				: undefined,
		)
		const joined = (q: Queryable) =>
			q
				.select({
					userId: users.id,
					name: users.name,
					lastName: users.lastName,
					email: users.email,
					departmentName: departments.name,
					status,
					startedAt: calendarVideoProgress.startedAt,
					completedAt: calendarVideoProgress.completedAt,
				})
				.from(users)
				.leftJoin(departments, eq(departments.id, users.departmentId))
				.leftJoin(calendarVideoProgress, and(eq(calendarVideoProgress.userId, users.id), eq(calendarVideoProgress.eventId, event.id)))
				.where(where)
		const direction = body.order === 'asc' ? asc : desc
		const orderBy =
			body.orderBy === 'status'
				? [
						direction(sql`case ${status} when 'completed' then 2 when 'inProgress' then 1 else 0 end`),
						asc(userSortName(users)),
						asc(users.id),
					]
				: body.orderBy === 'completedAt'
					? [
							body.order === 'asc'
								? sql`${calendarVideoProgress.completedAt} asc nulls last`
								: sql`${calendarVideoProgress.completedAt} desc nulls last`,
							asc(userSortName(users)),
							asc(users.id),
						]
					: [direction(userSortName(users)), direction(sql`lower(${users.lastName})`), direction(users.id)]
		const [rows, [total]] = await Promise.all([
			joined(db)
				.orderBy(...orderBy)
				.limit(body.pageSize)
				.offset(body.pageNumber * body.pageSize),
			db
				.select({ n: count() })
				.from(users)
				.leftJoin(calendarVideoProgress, and(eq(calendarVideoProgress.userId, users.id), eq(calendarVideoProgress.eventId, event.id)))
				.where(where),
		])
		return c.json({
			items: rows.map((r) => ({ ...r, startedAt: iso(r.startedAt), completedAt: iso(r.completedAt) })),
			total: total?.n ?? 0,
			pageNumber: body.pageNumber,
			pageSize: body.pageSize,
		})
	})
}
