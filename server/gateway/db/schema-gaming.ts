import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { companies, users } from './schema.ts'

// Fake Or Real's campaigns, the learners' results of both games and the games' content (spec 2 §2, §3
// "Gaming campaign", §9; services/gaming.ts); re-exported by schema.ts. Migration 0026, which also holds
// the content (reference data). The gaming campaigns themselves are schema.ts's gamingCampaigns.

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** The two games, as game_results and game_rounds name them. */
export const GAME_KEYS = ['gaming', 'fake_or_real'] as const
export type GameKey = (typeof GAME_KEYS)[number]

/** Fake Or Real campaigns: the same columns as gaming_campaigns. */
export const fakeOrRealCampaigns = pgTable(
	'fake_or_real_campaigns',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		status: text('status').notNull(),
		startedAt: tz('started_at'),
		endedAt: tz('ended_at'),
		createdAt: tz('created_at').notNull().defaultNow(),
		startDate: date('start_date', { mode: 'string' }),
		assignmentType: text('assignment_type').notNull().default('all'),
		departmentIds: jsonb('department_ids').$type<string[]>().notNull().default([]),
		groupIds: jsonb('group_ids').$type<string[]>().notNull().default([]),
		notificationsEnabled: boolean('notifications_enabled').notNull().default(false),
		notificationSubject: text('notification_subject').notNull().default(''),
		notificationMessage: text('notification_message').notNull().default(''),
		createdBy: text('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
	},
	(t) => [index('fake_or_real_campaigns_company_idx').on(t.companyId, t.status)],
)

/** A learner assigned to a campaign of either game, and how they did: a score out of 10 once played. */
export const gameResults = pgTable(
	'game_results',
	{
		game: text('game').$type<GameKey>().notNull(),
		campaignId: text('campaign_id').notNull(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** NOT_STARTED, IN_PROGRESS or COMPLETED. */
		status: text('status').notNull().default('NOT_STARTED'),
		score: integer('score'),
		assignedAt: tz('assigned_at').notNull().defaultNow(),
		completedAt: tz('completed_at'),
	},
	(t) => [
		primaryKey({ columns: [t.game, t.campaignId, t.userId] }),
		check('game_results_score_range', sql`${t.score} IS NULL OR (${t.score} >= 0 AND ${t.score} <= 10)`),
		index('game_results_company_idx').on(t.companyId, t.game),
	],
)

/**
 * What learners play: a phishing-quiz question (a message, a question, four choices, the right one) or a
 * Fake Or Real message (real or fake), each with why.
 */
export const gameRounds = pgTable(
	'game_rounds',
	{
		id: text('id').primaryKey(),
		game: text('game').$type<GameKey>().notNull(),
		language: text('language').notNull().default('en'),
		position: integer('position').notNull(),
		/** email or sms. */
		channel: text('channel').notNull(),
		sender: text('sender').notNull(),
		subject: text('subject'),
		body: text('body').notNull(),
		question: text('question'),
		choices: jsonb('choices').$type<string[]>(),
		correctChoice: integer('correct_choice'),
		isReal: boolean('is_real'),
		explanation: text('explanation').notNull(),
	},
	(t) => [index('game_rounds_game_idx').on(t.game, t.language, t.position)],
)
