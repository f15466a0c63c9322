import { sql } from 'drizzle-orm'
import {
	bigserial,
	boolean,
	check,
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
import { exerciseTemplates } from './schema-phishing-exercise.ts'
import { companies, departments, users } from './schema.ts'

// The phishing simulation (spec 3 §2 "Phishing simulation", §3 "Phishing simulation", §4 lifecycle and
// sharing, §7 "Phishing simulation" and "Sharing"; services/phishing-simulation*.ts); re-exported by
// schema.ts. Migration 0030, which also gives the outbox an HTML part and a tracking token (a simulation
// email is HTML with a tracked link and an open pixel; the mailbox test page offers its report button).
//
// Shape: a campaign (a company's own, or a clone of a partner's, parent_campaign_id) sends in rounds (one
// round for `once`, then one per frequency period); each round has one delivery per recipient (the
// template chosen for that recipient, an unguessable token, and the first time each event happened:
// sent, opened, clicked, phished, reported). An event is recorded once per delivery; the campaign's and
// the round's counters are kept with it, so the list and the overview read counters, not the deliveries.

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const counter = (name: string) => integer(name).notNull().default(0)

/** A company's simulation settings (spec 3 §3 Settings and DED settings); no row = the defaults. */
export const simulationSettings = pgTable('simulation_settings', {
	companyId: text('company_id')
		.primaryKey()
		.references(() => companies.id, { onDelete: 'cascade' }),
	xTestPhish: boolean('x_test_phish').notNull().default(false),
	/** Where reported emails are forwarded (empty: nowhere). */
	email: text('email').notNull().default(''),
	/** What the Google Workspace report button does with a reported email (REPORT_ACTIONS). */
	gwReportAction: text('gw_report_action').notNull().default('MOVE_TO_TRASH'),
	/** What the Microsoft report button does with a reported email (REPORT_ACTIONS). */
	msReportAction: text('ms_report_action').notNull().default('MOVE_TO_TRASH'),
	/** The folder of MOVE_TO_FOLDER. */
	folderId: text('folder_id').notNull().default(''),
	isGmailDedEnabled: boolean('is_gmail_ded_enabled').notNull().default(false),
	isMicrosoftDedEnabled: boolean('is_microsoft_ded_enabled').notNull().default(false),
	testEmail: text('test_email').notNull().default(''),
	updatedAt: tz('updated_at').notNull().defaultNow(),
})

/** A direct-email-delivery authorisation started by an admin for a mail domain (spec 3 §7 ded/auth/initiate). */
export const simulationDedAuthorizations = pgTable(
	'simulation_ded_authorizations',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		domain: text('domain').notNull(),
		createdAt: tz('created_at').notNull().defaultNow(),
		expiresAt: tz('expires_at').notNull(),
		authorizedAt: tz('authorized_at'),
	},
	(t) => [index('simulation_ded_authorizations_company_idx').on(t.companyId, t.domain)],
)

/** A landing page (spec 3 §7 login_pages): the platform's (no company) or a company's own. */
export const simulationLoginPages = pgTable(
	'simulation_login_pages',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		/** Which sign-in it imitates (microsoft, google, generic, parcel …): the page the gateway draws. */
		kind: text('kind').notNull(),
		createdAt: tz('created_at').notNull().defaultNow(),
	},
	(t) => [index('simulation_login_pages_company_idx').on(t.companyId)],
)

/** A phishing simulation campaign (spec 3 §3 "Phishing simulation", §4 lifecycle: DRAFT, QUEUED, IN_PROGRESS, ARCHIVED, SUSPENDED). */
export const simulationCampaigns = pgTable(
	'simulation_campaigns',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		/** A clone's source campaign (a partner's, spec 3 §4 Sharing). */
		parentCampaignId: text('parent_campaign_id').references((): AnyPgColumn => simulationCampaigns.id, {
			onDelete: 'set null',
		}),
		name: text('name').notNull(),
		status: text('status').notNull(),
		/** FREQUENCIES: once, monthly, bimonthly, quarterly, half_yearly. */
		frequency: text('frequency').notNull().default('once'),
		/** Days a round's emails are spread over: 1, 2, 3, 4, 5, 10 or 0 (the entire round). */
		daysPerRound: integer('days_per_round').notNull().default(1),
		/** The hour of day (0–23, in `timezone`) emails go out. */
		sendHour: integer('send_hour').notNull().default(9),
		/** An IANA time zone name. */
		timezone: text('timezone').notNull().default('UTC'),
		/** The first round's day (YYYY-MM-DD in `timezone`); a draft may have none yet. */
		startDate: text('start_date'),
		/** A draft's "start now" choice (a launch with it starts at once and stores today as startDate). */
		startNow: boolean('start_now').notNull().default(false),
		loginPageId: text('login_page_id').references(() => simulationLoginPages.id, { onDelete: 'set null' }),
		/** USERS_TYPES of the phishing exercise: all users, selected users, departments or groups. */
		usersType: text('users_type').notNull().default('USERS_ALL'),
		selectedDepartmentIds: jsonb('selected_department_ids').$type<string[]>().notNull().default([]),
		selectedGroupIds: jsonb('selected_group_ids').$type<string[]>().notNull().default([]),
		selectedUserIds: jsonb('selected_user_ids').$type<string[]>().notNull().default([]),
		createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
		createdAt: tz('created_at').notNull().defaultNow(),
		updatedAt: tz('updated_at').notNull().defaultNow(),
		/** When the admin launched it (left DRAFT). */
		launchedAt: tz('launched_at'),
		/** When its first round began. */
		startedAt: tz('started_at'),
		archivedAt: tz('archived_at'),
		/** When the next round begins (null: no further round). */
		nextRoundAt: tz('next_round_at'),
		/** The number of the latest round begun (0: none yet). */
		currentRound: integer('current_round').notNull().default(0),
		/** Distinct recipients over every round. */
		recipientsCount: counter('recipients_count'),
		deliveriesCount: counter('deliveries_count'),
		sentCount: counter('sent_count'),
		openedCount: counter('opened_count'),
		clickedCount: counter('clicked_count'),
		phishedCount: counter('phished_count'),
		reportedCount: counter('reported_count'),
	},
	(t) => [
		check('simulation_campaigns_status_check', sql`${t.status} IN ('DRAFT', 'QUEUED', 'IN_PROGRESS', 'ARCHIVED', 'SUSPENDED')`),
		check('simulation_campaigns_frequency_check', sql`${t.frequency} IN ('once', 'monthly', 'bimonthly', 'quarterly', 'half_yearly')`),
		check('simulation_campaigns_days_check', sql`${t.daysPerRound} IN (0, 1, 2, 3, 4, 5, 10)`),
		check('simulation_campaigns_hour_check', sql`${t.sendHour} BETWEEN 0 AND 23`),
		index('simulation_campaigns_company_idx').on(t.companyId, t.status, t.createdAt),
		index('simulation_campaigns_parent_idx').on(t.parentCampaignId),
		index('simulation_campaigns_due_idx')
			.on(t.nextRoundAt)
			.where(sql`${t.status} IN ('QUEUED', 'IN_PROGRESS')`),
	],
)

/** The templates a campaign sends (email templates of the phishing exercise's library), in order. */
export const simulationCampaignTemplates = pgTable(
	'simulation_campaign_templates',
	{
		campaignId: text('campaign_id')
			.notNull()
			.references(() => simulationCampaigns.id, { onDelete: 'cascade' }),
		templateId: text('template_id')
			.notNull()
			.references(() => exerciseTemplates.id, { onDelete: 'restrict' }),
		orderNumber: integer('order_number').notNull(),
	},
	(t) => [primaryKey({ columns: [t.campaignId, t.templateId] }), index('simulation_campaign_templates_template_idx').on(t.templateId)],
)

/** A round of a campaign: when it begins, until when its emails go out, and its counters. */
export const simulationRounds = pgTable(
	'simulation_rounds',
	{
		id: text('id').primaryKey(),
		campaignId: text('campaign_id')
			.notNull()
			.references(() => simulationCampaigns.id, { onDelete: 'cascade' }),
		roundNumber: integer('round_number').notNull(),
		startsAt: tz('starts_at').notNull(),
		/** The end of the sending window (days per round). */
		sendUntil: tz('send_until').notNull(),
		/** The round's end: the next round's start, or the sending window's end for `once`. */
		endsAt: tz('ends_at').notNull(),
		recipientsCount: counter('recipients_count'),
		sentCount: counter('sent_count'),
		openedCount: counter('opened_count'),
		clickedCount: counter('clicked_count'),
		phishedCount: counter('phished_count'),
		reportedCount: counter('reported_count'),
	},
	(t) => [uniqueIndex('simulation_rounds_number_idx').on(t.campaignId, t.roundNumber)],
)

/**
 * One email of a round to one recipient, and what the recipient did with it: the first time of each
 * event (spec 3 §3 event types). `token` identifies it in the tracked link, the open pixel, the landing
 * page and the report button. Department is the recipient's at the round's start, so history does not
 * move when a user changes department.
 */
export const simulationDeliveries = pgTable(
	'simulation_deliveries',
	{
		id: bigserial('id', { mode: 'number' }).primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		campaignId: text('campaign_id')
			.notNull()
			.references(() => simulationCampaigns.id, { onDelete: 'cascade' }),
		roundId: text('round_id')
			.notNull()
			.references(() => simulationRounds.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
		templateId: text('template_id')
			.notNull()
			.references(() => exerciseTemplates.id, { onDelete: 'restrict' }),
		token: text('token').notNull(),
		/** When it is due to go out (spread over the round's sending window). */
		scheduledAt: tz('scheduled_at').notNull(),
		sentAt: tz('sent_at'),
		openedAt: tz('opened_at'),
		clickedAt: tz('clicked_at'),
		phishedAt: tz('phished_at'),
		reportedAt: tz('reported_at'),
	},
	(t) => [
		uniqueIndex('simulation_deliveries_token_idx').on(t.token),
		uniqueIndex('simulation_deliveries_round_user_idx').on(t.roundId, t.userId),
		index('simulation_deliveries_campaign_idx').on(t.campaignId, t.roundId),
		// Migration 0031 makes it cover the counted columns (INCLUDE round, template, department and the five times).
		index('simulation_deliveries_campaign_user_idx').on(t.campaignId, t.userId),
		index('simulation_deliveries_company_sent_idx').on(t.companyId, t.sentAt),
		index('simulation_deliveries_due_idx')
			.on(t.scheduledAt)
			.where(sql`${t.sentAt} IS NULL`),
		// The reports' filters where the rollups cannot answer (services/phishing-simulation-report-query.ts): a
		// department, a sent-date range, a group (by recipient), and repeat clickers (the few deliveries clicked,
		// without reading the rest). tests/bench/phishing-simulation.ts measures them.
		// Migration 0032 makes it cover the recipient and the counted columns (a department's deliveries from the index alone).
		index('simulation_deliveries_campaign_department_idx').on(t.campaignId, t.departmentId),
		index('simulation_deliveries_campaign_sent_idx').on(t.campaignId, t.sentAt),
		index('simulation_deliveries_user_idx').on(t.userId),
		index('simulation_deliveries_clicked_idx')
			.on(t.campaignId, t.userId)
			.where(sql`${t.clickedAt} IS NOT NULL`),
		// The overview's median time to report walks a campaign's reported deliveries in this order (migration 0032
		// also INCLUDEs the two times and every column a filter tests: the walk reads the index alone).
		index('simulation_deliveries_report_time_idx')
			.on(t.campaignId, sql`(${t.reportedAt} - ${t.sentAt})`)
			.where(sql`${t.reportedAt} IS NOT NULL AND ${t.sentAt} IS NOT NULL`),
	],
)

// The reports' rollups of the deliveries (simulation_report_cells, simulation_group_cells,
// simulation_recipient_stats, simulation_company_recipient_stats, simulation_department_recipients,
// simulation_group_recipients, simulation_company_group_recipients) are defined, and kept, by the triggers
// of migration 0031 alone: nothing writes them but those triggers, and the reports read them in raw SQL
// (services/phishing-simulation-report-query.ts), so they have no table objects here.
