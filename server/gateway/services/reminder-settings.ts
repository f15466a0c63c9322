import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { companies, reminderSettings, trainingAssignments, trainingCampaigns, users } from '../db/schema.ts'
import { type Deps, adminCompanyScope } from '../lib/context.ts'
import { errors, iso, readBody } from '../lib/http.ts'
import { REMINDER_CONTENT_FIELDS, assertReminderPayload, reminderEmailText, trainingTaskLine } from '../lib/reminder-email.ts'
import { ASSIGNMENT_STATUS, CAMPAIGN_STATUS } from '../lib/training.ts'
import type { Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

// Automatic email reminders (the settings page /settings/email-reminders): the reminder payload's
// categories, subject and message (spec 1 §3), sent on a schedule to every enabled user with
// outstanding tasks. The path and the schedule are the reference gateway's choice (spec 1 §2: not
// shown). As with the manual reminders (reminders.ts), only video training has tasks today.

export const REMINDER_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number]
export const DEFAULT_REMINDER_SUBJECT = 'You have outstanding training tasks'

const DAY_MS = 24 * 60 * 60 * 1000
/** The least time between two rounds, so a round goes out once on its day (and a late run does not repeat it). */
const MIN_GAP_DAYS: Record<ReminderFrequency, number> = { weekly: 6, biweekly: 13, monthly: 27 }

export type ReminderSchedule = {
	enabled: boolean
	frequency: ReminderFrequency
	/** ISO weekday: 1 Monday … 7 Sunday. */
	weekday: number
	lastSentAt: Date | null
}

/** ISO weekday (1 Monday … 7 Sunday) of a moment, in UTC. */
export function isoWeekday(date: Date): number {
	return ((date.getUTCDay() + 6) % 7) + 1
}

/**
 * Whether a round is due at `now` (UTC): on the chosen weekday; monthly only in the first seven days
 * of the month (the first such weekday); and not within the frequency's gap of the last round.
 */
export function isReminderDue(schedule: ReminderSchedule, now: Date): boolean {
	if (!schedule.enabled) return false
	if (isoWeekday(now) !== schedule.weekday) return false
	if (schedule.frequency === 'monthly' && now.getUTCDate() > 7) return false
	if (!schedule.lastSentAt) return true
	return now.getTime() - schedule.lastSentAt.getTime() >= MIN_GAP_DAYS[schedule.frequency] * DAY_MS
}

/** The day (YYYY-MM-DD, UTC) of the next round, today included; null when off. */
export function nextReminderDay(schedule: ReminderSchedule, now: Date): string | null {
	if (!schedule.enabled) return null
	const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
	for (let i = 0; i <= 62; i++) {
		const candidate = i === 0 ? now : new Date(today + i * DAY_MS)
		if (isReminderDue(schedule, candidate)) return new Date(today + i * DAY_MS).toISOString().slice(0, 10)
	}
	return null
}

type SettingsRow = typeof reminderSettings.$inferSelect

/** The settings of a company that never saved them: off, weekly on Monday, video training. */
export const DEFAULT_REMINDER_SETTINGS = {
	enabled: false,
	frequency: 'weekly',
	weekday: 1,
	includeGaming: false,
	includeVideoTraining: true,
	includePolicies: false,
	includeCalendarVideos: false,
	subject: DEFAULT_REMINDER_SUBJECT,
	customMessage: '',
} as const satisfies Partial<SettingsRow>

function defaults(companyId: string): SettingsRow {
	return { companyId, ...DEFAULT_REMINDER_SETTINGS, lastSentAt: null, updatedAt: new Date(0), updatedBy: null }
}

function reply(row: SettingsRow, now: Date) {
	const frequency = (REMINDER_FREQUENCIES as readonly string[]).includes(row.frequency) ? (row.frequency as ReminderFrequency) : 'weekly'
	return {
		enabled: row.enabled,
		frequency,
		weekday: row.weekday,
		includeGaming: row.includeGaming,
		includeVideoTraining: row.includeVideoTraining,
		includePolicies: row.includePolicies,
		includeCalendarVideos: row.includeCalendarVideos,
		subject: row.subject,
		customMessage: row.customMessage,
		lastSentAt: iso(row.lastSentAt),
		nextSendDate: nextReminderDay({ ...row, frequency }, now),
	}
}

const SettingsBody = z.object({
	enabled: z.boolean(),
	frequency: z.enum(REMINDER_FREQUENCIES),
	weekday: z.number().int().min(1).max(7),
	...REMINDER_CONTENT_FIELDS,
	subject: z.string().trim().max(300),
})

async function readSettings(q: Queryable, companyId: string): Promise<SettingsRow> {
	const [row] = await q.select().from(reminderSettings).where(eq(reminderSettings.companyId, companyId)).limit(1)
	return row ?? defaults(companyId)
}

export function registerReminderSettingsRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	async function scope(c: Context) {
		return adminCompanyScope(c, deps, c.req.param('companyId') ?? '', () => errors.forbidden('Only admins can manage reminders.'))
	}

	// (ref) The company's automatic reminder settings; the defaults (off) until saved once.
	app.get('/users/company/:companyId/reminders/automatic', async (c) => {
		const { company } = await scope(c)
		return c.json(reply(await readSettings(db, company.id), deps.now()))
	})

	// (ref) Saves them: spec 1 §5 "Reminders": at least one category checked and a non-empty subject.
	app.put('/users/company/:companyId/reminders/automatic', async (c) => {
		const { actor, company } = await scope(c)
		const body = await readBody(c, SettingsBody)
		assertReminderPayload(body, 'At least one value must be selected')
		const now = deps.now()
		const values = { ...body, updatedAt: now, updatedBy: actor.lac ? null : actor.userId }
		const [row] = await db
			.insert(reminderSettings)
			.values({ companyId: company.id, ...values })
			.onConflictDoUpdate({ target: reminderSettings.companyId, set: values })
			.returning()
		return c.json(reply(row!, now))
	})
}

// ─── Sending the due rounds ─────────────────────────────────────────────────

export type ReminderRun = { companies: number; emails: number }

/**
 * Sends every round due at `now`: one email per enabled user of the company with outstanding tasks
 * in the chosen categories (running campaigns only: a queued one has not started, a suspended one is
 * paused), into the outbox like the manual reminders. Each round is claimed by moving last_sent_at
 * from the value read, so two gateway instances running this at once send it once. Meant to run
 * periodically (every hour is plenty).
 */
export async function sendDueReminders(deps: Pick<Deps, 'db' | 'mailer' | 'now'>, now: Date = deps.now()): Promise<ReminderRun> {
	const candidates = await deps.db
		.select({ settings: reminderSettings, companyName: companies.name })
		.from(reminderSettings)
		.innerJoin(companies, eq(companies.id, reminderSettings.companyId))
		.where(and(eq(reminderSettings.enabled, true), eq(companies.isDisabled, false)))
		.orderBy(asc(reminderSettings.companyId))
	const run: ReminderRun = { companies: 0, emails: 0 }
	for (const { settings, companyName } of candidates) {
		const frequency = (REMINDER_FREQUENCIES as readonly string[]).includes(settings.frequency)
			? (settings.frequency as ReminderFrequency)
			: 'weekly'
		if (!isReminderDue({ ...settings, frequency }, now)) continue
		const emails = await deps.db.transaction(async (tx) => {
			const [claimed] = await tx
				.update(reminderSettings)
				.set({ lastSentAt: now })
				.where(
					and(
						eq(reminderSettings.companyId, settings.companyId),
						eq(reminderSettings.enabled, true),
						settings.lastSentAt ? eq(reminderSettings.lastSentAt, settings.lastSentAt) : isNull(reminderSettings.lastSentAt),
					),
				)
				.returning()
			if (!claimed) return null
			const tasks = claimed.includeVideoTraining ? await outstandingTraining(tx, claimed.companyId) : new Map<string, Recipient>()
			await deps.mailer.queueMany(
				tx,
				[...tasks.values()].map((recipient) => ({
					to: recipient.email,
					kind: 'reminder',
					subject: claimed.subject,
					text: reminderEmailText({ name: recipient.name, customMessage: claimed.customMessage, companyName, tasks: recipient.tasks }),
				})),
			)
			return tasks.size
		})
		if (emails === null) continue
		run.companies += 1
		run.emails += emails
	}
	if (run.emails > 0) deps.mailer.flush()
	return run
}

type Recipient = { email: string; name: string; tasks: string[] }

/** Enabled users of the company with not-finished assignments of running campaigns, and those tasks. */
async function outstandingTraining(q: Queryable, companyId: string): Promise<Map<string, Recipient>> {
	const rows = await q
		.select({
			userId: users.id,
			email: users.email,
			name: users.name,
			campaign: trainingCampaigns.name,
			startDate: trainingCampaigns.startDate,
			days: trainingCampaigns.daysToComplete,
		})
		.from(trainingAssignments)
		.innerJoin(trainingCampaigns, eq(trainingCampaigns.id, trainingAssignments.campaignId))
		.innerJoin(users, eq(users.id, trainingAssignments.userId))
		.where(
			and(
				eq(trainingCampaigns.companyId, companyId),
				eq(trainingCampaigns.status, CAMPAIGN_STATUS.inProgress),
				eq(users.companyId, companyId),
				eq(users.status, 'ENABLED'),
				inArray(trainingAssignments.status, [ASSIGNMENT_STATUS.notStarted, ASSIGNMENT_STATUS.inProgress]),
			),
		)
		.orderBy(asc(users.id), asc(trainingCampaigns.startDate), asc(trainingCampaigns.name))
	const recipients = new Map<string, Recipient>()
	for (const row of rows) {
		const recipient = recipients.get(row.userId) ?? { email: row.email, name: row.name, tasks: [] }
		recipient.tasks.push(trainingTaskLine(row.campaign, row.startDate, row.days))
		recipients.set(row.userId, recipient)
	}
	return recipients
}
