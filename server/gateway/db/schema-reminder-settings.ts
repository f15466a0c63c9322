import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { companies, users } from './schema.ts'

// Tables of the email-reminder settings (spec 1 §3 "Reminder payload": the categories, subject and
// message of a reminder; the automatic schedule is the reference gateway's); re-exported by
// schema.ts. Migration 0009.

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * A company's automatic reminders: when on, learners with outstanding tasks in the chosen
 * categories get the subject and message on the chosen weekday, weekly, every two weeks or in the
 * first week of each month. A company without a row has the defaults (off).
 */
export const reminderSettings = pgTable('reminder_settings', {
	companyId: text('company_id')
		.primaryKey()
		.references(() => companies.id, { onDelete: 'cascade' }),
	enabled: boolean('enabled').notNull().default(false),
	/** weekly, biweekly or monthly. */
	frequency: text('frequency').notNull().default('weekly'),
	/** ISO weekday: 1 Monday … 7 Sunday. */
	weekday: integer('weekday').notNull().default(1),
	includeGaming: boolean('include_gaming').notNull().default(false),
	includeVideoTraining: boolean('include_video_training').notNull().default(true),
	includePolicies: boolean('include_policies').notNull().default(false),
	includeCalendarVideos: boolean('include_calendar_videos').notNull().default(false),
	subject: text('subject').notNull(),
	customMessage: text('custom_message').notNull().default(''),
	/** When the last round went out (claimed once, whatever the number of gateway instances). */
	lastSentAt: tz('last_sent_at'),
	updatedAt: tz('updated_at').notNull().defaultNow(),
	updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
})
