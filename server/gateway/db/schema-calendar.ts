import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, date } from 'drizzle-orm/pg-core'
import { libraryVideos } from './schema-videos.ts'
import { companies, users } from './schema.ts'

// The monthly video calendar (spec 2 §3 "Calendar settings", "Calendar event", §4 "Monthly video
// calendar"; services/calendar.ts); re-exported by schema.ts. Migration 0023, which also adds the
// company's monthly-video flag (companies.is_monthly_video_enabled, spec 2 §6).

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * A company's calendar: on or off, and the notification learners get when a month's video goes out.
 * A company without a row has the defaults (off, notifications on, the default subject and message).
 */
export const calendarSettings = pgTable('calendar_settings', {
	companyId: text('company_id')
		.primaryKey()
		.references(() => companies.id, { onDelete: 'cascade' }),
	enabled: boolean('enabled').notNull().default(false),
	subject: text('subject').notNull(),
	message: text('message').notNull().default(''),
	notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
	updatedAt: tz('updated_at').notNull().defaultNow(),
	updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
})

/** A month's video: one of the library's on a date; one per company and month (`month` is YYYY-MM of `date`). */
export const calendarEvents = pgTable(
	'calendar_events',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		videoId: text('video_id')
			.notNull()
			.references(() => libraryVideos.id, { onDelete: 'cascade' }),
		date: date('date', { mode: 'string' }).notNull(),
		month: text('month').notNull(),
		createdAt: tz('created_at').notNull().defaultNow(),
		createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
		/** When the learners' email went out (or its day passed with nothing to send): set once (migration 0029). */
		notifiedAt: tz('notified_at'),
	},
	(t) => [
		uniqueIndex('calendar_events_company_month_key').on(t.companyId, t.month),
		index('calendar_events_company_date_idx').on(t.companyId, t.date),
	],
)

/** A learner's progress on a month's video: in progress once started, completed once watched; no row is not started. */
export const calendarVideoProgress = pgTable(
	'calendar_video_progress',
	{
		eventId: text('event_id')
			.notNull()
			.references(() => calendarEvents.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** inProgress or completed. */
		status: text('status').notNull(),
		startedAt: tz('started_at').notNull(),
		completedAt: tz('completed_at'),
	},
	(t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('calendar_video_progress_user_idx').on(t.userId)],
)
