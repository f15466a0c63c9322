import { sql } from 'drizzle-orm'
import {
	check,
	foreignKey,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	text,
	timestamp,
	uniqueIndex,
	type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { bytea } from './column-types.ts'
import { companies, phishingExerciseCampaigns, users } from './schema.ts'

// The phishing exercise (spec 3 §3 Template, Answer, Callout, Pack, Phishing exercise campaign, Report
// rows; services/phishing-exercise*.ts); re-exported by schema.ts. Migration 0028, which also extends
// schema.ts's phishing_exercise_campaigns with what a campaign is launched with. Platform templates and
// packs are reference data of the seed (db/seed-phishing-exercise.ts); a company's CUSTOM templates are
// its own (company_id set).

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** A template's answer as stored: kind, status, explanation (spec 3 §3 Answer). */
export type StoredAnswer = { name: string; status: string; description: string }
/** A template's callout as stored (spec 3 §3 Callout). */
export type StoredCallout = { anchor: string; anchorText: string; description: string; orderNumber: number; place: string }

/** Uploaded template thumbnails (PNG or JPG under 200KB), served at /__gateway/exercise-thumbnails/{id}; a new upload gets a new id. */
export const exerciseThumbnails = pgTable(
	'exercise_thumbnails',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
		contentType: text('content_type').notNull(),
		size: integer('size').notNull(),
		bytes: bytea('bytes').notNull(),
		createdAt: tz('created_at').notNull().defaultNow(),
	},
	(t) => [
		check('exercise_thumbnails_size_check', sql`${t.size} > 0 AND ${t.size} < 204800`),
		check('exercise_thumbnails_type_check', sql`${t.contentType} IN ('image/png', 'image/jpeg')`),
		index('exercise_thumbnails_company_idx').on(t.companyId),
	],
)

/** An email or SMS template: the platform's (type PLATFORM, no company) or a company's own (CUSTOM). */
export const exerciseTemplates = pgTable(
	'exercise_templates',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
		type: text('type').notNull(),
		name: text('name').notNull(),
		/** EMAIL or SMS. */
		layoutType: text('layout_type').notNull(),
		subject: text('subject').notNull().default(''),
		fromName: text('from_name'),
		fromEmail: text('from_email'),
		fromPhone: text('from_phone'),
		legend: text('legend').notNull(),
		/** EMAIL: sanitised HTML (server/shared/template-html.ts). SMS: the message text. */
		html: text('html').notNull(),
		designData: jsonb('design_data'),
		thumbnailId: text('thumbnail_id').references((): AnyPgColumn => exerciseThumbnails.id, { onDelete: 'set null' }),
		/** A seeded platform thumbnail's address (a data: URL), when it has no uploaded one. */
		thumbnailUrl: text('thumbnail_url'),
		difficulty: integer('difficulty').notNull().default(1),
		category: text('category').notNull().default('custom'),
		answers: jsonb('answers').$type<StoredAnswer[]>().notNull(),
		callouts: jsonb('callouts').$type<StoredCallout[]>().notNull().default([]),
		createdBy: text('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
		createdAt: tz('created_at').notNull().defaultNow(),
		updatedAt: tz('updated_at').notNull().defaultNow(),
	},
	(t) => [
		check(
			'exercise_templates_type_check',
			sql`(${t.type} = 'CUSTOM') = (${t.companyId} IS NOT NULL) AND ${t.type} IN ('CUSTOM', 'PLATFORM')`,
		),
		check('exercise_templates_layout_check', sql`${t.layoutType} IN ('EMAIL', 'SMS')`),
		check('exercise_templates_difficulty_check', sql`${t.difficulty} BETWEEN 1 AND 3`),
		check('exercise_templates_category_check', sql`${t.category} IN ('custom', 'corporate', 'consumer')`),
		index('exercise_templates_company_idx').on(t.companyId, t.updatedAt),
	],
)

/** The platform's template packs (spec 3 §3 Pack). */
export const exercisePacks = pgTable(
	'exercise_packs',
	{
		id: text('id').primaryKey(),
		name: text('name').notNull(),
		thumbnail: text('thumbnail'),
		difficulty: integer('difficulty').notNull(),
		position: integer('position').notNull(),
		createdAt: tz('created_at').notNull().defaultNow(),
	},
	(t) => [check('exercise_packs_difficulty_check', sql`${t.difficulty} BETWEEN 1 AND 3`)],
)

/** A pack's templates, in order. */
export const exercisePackTemplates = pgTable(
	'exercise_pack_templates',
	{
		packId: text('pack_id')
			.notNull()
			.references(() => exercisePacks.id, { onDelete: 'cascade' }),
		templateId: text('template_id')
			.notNull()
			.references(() => exerciseTemplates.id, { onDelete: 'cascade' }),
		orderNumber: integer('order_number').notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.packId, t.templateId] }),
		uniqueIndex('exercise_pack_templates_order_key').on(t.packId, t.orderNumber),
		index('exercise_pack_templates_template_idx').on(t.templateId),
	],
)

/** A campaign's templates, in order (1 up; at most 10 when chosen one by one, a pack's all). */
export const exerciseCampaignTemplates = pgTable(
	'exercise_campaign_templates',
	{
		campaignId: text('campaign_id')
			.notNull()
			.references(() => phishingExerciseCampaigns.id, { onDelete: 'cascade' }),
		templateId: text('template_id')
			.notNull()
			.references(() => exerciseTemplates.id, { onDelete: 'cascade' }),
		orderNumber: integer('order_number').notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.campaignId, t.templateId] }),
		uniqueIndex('exercise_campaign_templates_order_key').on(t.campaignId, t.orderNumber),
		index('exercise_campaign_templates_template_idx').on(t.templateId),
	],
)

/**
 * A learner assigned to a campaign and how they did. status is NOT_STARTED, IN_PROGRESS or COMPLETED
 * (OVERDUE is read: not completed after started_at + days_to_complete). Counts are of the learner's
 * answers (exercise_answers), the score 0–100 once completed.
 */
export const exerciseLearners = pgTable(
	'exercise_learners',
	{
		campaignId: text('campaign_id')
			.notNull()
			.references(() => phishingExerciseCampaigns.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		status: text('status').notNull().default('NOT_STARTED'),
		completionPercentage: integer('completion_percentage').notNull().default(0),
		correct: integer('correct').notNull().default(0),
		partial: integer('partial').notNull().default(0),
		wrong: integer('wrong').notNull().default(0),
		score: integer('score').notNull().default(0),
		assignedAt: tz('assigned_at').notNull().defaultNow(),
		completedAt: tz('completed_at'),
	},
	(t) => [
		primaryKey({ columns: [t.campaignId, t.userId] }),
		check('exercise_learners_status_check', sql`${t.status} IN ('NOT_STARTED', 'IN_PROGRESS', 'COMPLETED')`),
		check('exercise_learners_score_check', sql`${t.score} BETWEEN 0 AND 100`),
		check('exercise_learners_completion_check', sql`${t.completionPercentage} BETWEEN 0 AND 100`),
		check('exercise_learners_counts_check', sql`${t.correct} >= 0 AND ${t.partial} >= 0 AND ${t.wrong} >= 0`),
		index('exercise_learners_user_idx').on(t.userId),
		index('exercise_learners_company_idx').on(t.companyId),
	],
)

/** A learner's answer to one template of a campaign: the answer kind chosen and its status. */
export const exerciseAnswers = pgTable(
	'exercise_answers',
	{
		campaignId: text('campaign_id').notNull(),
		userId: text('user_id').notNull(),
		templateId: text('template_id')
			.notNull()
			.references(() => exerciseTemplates.id, { onDelete: 'cascade' }),
		answer: text('answer').notNull(),
		status: text('status').notNull(),
		answeredAt: tz('answered_at').notNull().defaultNow(),
	},
	(t) => [
		primaryKey({ columns: [t.campaignId, t.userId, t.templateId] }),
		check('exercise_answers_answer_check', sql`${t.answer} IN ('CALL_AND_VERIFY', 'CHECK_OFFICIAL_APP', 'REPORT_PHISHING', 'LOOKS_LEGIT')`),
		check('exercise_answers_status_check', sql`${t.status} IN ('CORRECT', 'PARTIAL', 'WRONG')`),
		index('exercise_answers_template_idx').on(t.campaignId, t.templateId),
		foreignKey({ columns: [t.campaignId, t.userId], foreignColumns: [exerciseLearners.campaignId, exerciseLearners.userId] }).onDelete(
			'cascade',
		),
	],
)
