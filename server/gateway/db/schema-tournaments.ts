import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core'
import { companies, users } from './schema.ts'

// Developer training's secure-code tournaments (spec 2 §3 "Tournament", services/tournaments.ts);
// re-exported by schema.ts. Migration 0027, which also holds the six challenges (reference data).

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** A challenge of the secure-code tournament: every tournament has all six, in `position` order. */
export const secureCodeChallenges = pgTable('secure_code_challenges', {
	id: text('id').primaryKey(),
	name: text('name').notNull(),
	category: text('category').notNull(),
	/** The programming language of the vulnerable code. */
	language: text('language').notNull(),
	position: integer('position').notNull(),
})

/** A company's tournament; its status comes from its dates (scheduled, in progress, ended) or canceledAt. */
export const devTournaments = pgTable(
	'dev_tournaments',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		startsAt: tz('starts_at').notNull(),
		endsAt: tz('ends_at').notNull(),
		/** all, departments or groups: who takes part (resolved to participants when set up or edited). */
		assignmentType: text('assignment_type').notNull().default('all'),
		departmentIds: jsonb('department_ids').$type<string[]>().notNull().default([]),
		groupIds: jsonb('group_ids').$type<string[]>().notNull().default([]),
		notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
		canceledAt: tz('canceled_at'),
		createdAt: tz('created_at').notNull().defaultNow(),
		createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
	},
	(t) => [
		index('dev_tournaments_company_idx').on(t.companyId, t.startsAt),
		check('dev_tournaments_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
		check('dev_tournaments_assignment_type_check', sql`${t.assignmentType} IN ('all', 'departments', 'groups')`),
	],
)

/** A participant of a tournament and their result: challenges solved (0–6), score out of 6, last activity. */
export const devTournamentParticipants = pgTable(
	'dev_tournament_participants',
	{
		tournamentId: text('tournament_id')
			.notNull()
			.references(() => devTournaments.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		solvedChallenges: integer('solved_challenges').notNull().default(0),
		score: real('score').notNull().default(0),
		lastActivityAt: tz('last_activity_at'),
	},
	(t) => [
		primaryKey({ columns: [t.tournamentId, t.userId] }),
		index('dev_tournament_participants_user_idx').on(t.userId),
		check('dev_tournament_participants_solved_check', sql`${t.solvedChallenges} BETWEEN 0 AND 6`),
		check('dev_tournament_participants_score_check', sql`${t.score} BETWEEN 0 AND 6`),
	],
)
