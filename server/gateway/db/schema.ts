import { sql } from 'drizzle-orm'
import {
	type AnyPgColumn,
	bigint,
	boolean,
	check,
	date,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	serial,
	text,
	timestamp,
	uniqueIndex,
} from 'drizzle-orm/pg-core'

// One PostgreSQL schema for the reference gateway. Column names are written out (snake_case) so
// drizzle-kit and both drivers agree without a casing option.

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const createdAt = () => tz('created_at').notNull().defaultNow()
const flag = (name: string) => boolean(name).notNull().default(false)

export const settings = pgTable('settings', {
	key: text('key').primaryKey(),
	value: text('value').notNull(),
})

/** The partner portal's customer search text: name, owner email and invite email on separate lines. */
const COMPANY_SEARCH_SQL = sql.raw(`lower(name || chr(10) || coalesce(owner_email, '') || chr(10) || coalesce(invite_email, ''))`)

export const companies = pgTable(
	'companies',
	{
		id: text('id').primaryKey(),
		name: text('name').notNull(),
		slug: text('slug').notNull(),
		logo: text('logo'),
		lang: text('lang').notNull().default('en'),
		country: text('country'),
		industry: text('industry'),
		companySize: text('company_size'),
		phone: text('phone'),
		source: text('source'),
		ownerId: text('owner_id'),
		apiKey: text('api_key').notNull(),
		videoProjectId: text('video_project_id'),
		defaultChildInviteMessage: text('default_child_invite_message'),
		// subscription
		subscriptionType: text('subscription_type').notNull().default('FREE'),
		hasBoost: flag('has_boost'),
		hasSuperBoost: flag('has_super_boost'),
		trialStartedAt: tz('trial_started_at'),
		trialEndsAt: tz('trial_ends_at'),
		trialModal: flag('trial_modal'),
		// distribution
		isPartner: flag('is_partner'),
		parentCompanyId: text('parent_company_id'),
		customerType: text('customer_type'),
		integration: text('integration'),
		loginAsCompany: flag('login_as_company'),
		partnerStatus: text('partner_status'),
		// features
		isChildLoginAllowed: flag('is_child_login_allowed'),
		isPartnerInviteAllowed: flag('is_partner_invite_allowed'),
		isGrandChildrenAccessAllowed: flag('is_grand_children_access_allowed'),
		hasWhiteLabelAccess: flag('has_white_label_access'),
		hasPayByInvoiceAccess: flag('has_pay_by_invoice_access'),
		isOktaSamlAccessible: flag('is_okta_saml_accessible'),
		isPhishingExerciseV2Enabled: flag('is_phishing_exercise_v2_enabled'),
		isScormEnabled: flag('is_scorm_enabled'),
		/** Spec 2 §6: whether Add Monthly Video opens its dialog (migration 0023, services/calendar.ts). */
		isMonthlyVideoEnabled: flag('is_monthly_video_enabled'),
		// custom domains
		customDomainAdmin: text('custom_domain_admin'),
		customDomainAdminVerified: flag('custom_domain_admin_verified'),
		customDomainEmployee: text('custom_domain_employee'),
		customDomainEmployeeVerified: flag('custom_domain_employee_verified'),
		customDomainWeb: text('custom_domain_web'),
		customDomainWebVerified: flag('custom_domain_web_verified'),
		// single sign-on provider (azure, okta, oneLogin, gsuite, customSaml) or null
		ssoType: text('sso_type'),
		isDisabled: flag('is_disabled'),
		/** When the company was disabled (the partner portal's "standing" column); null while enabled. */
		disabledAt: tz('disabled_at'),
		// partner portal (spec 2 §3 partner company row; services/partner-portal.ts)
		/** Licences the company holds from its partner, allocated from the pool or bought for it: its seats. */
		seats: integer('seats').notNull().default(0),
		/** 0–100: the partner's deal probability for this customer (the opportunity forecast). */
		dealProbability: integer('deal_probability').notNull().default(0),
		/**
		 * A customer a partner invited. Until someone registers with `inviteEmail` through the invite's
		 * link the company has no owner (licensing status UNREGISTERED); registration fills this row.
		 */
		invitedAt: tz('invited_at'),
		inviteEmail: text('invite_email'),
		inviteMessage: text('invite_message'),
		/**
		 * Kept by triggers (migration 0015), so the partner portal filters and sorts thousands of customers
		 * on the companies row alone: enabled users with role user, admin or msp (from user_counts), the
		 * owner's email (lower-case), and the end of the current paid subscription (ACTIVE, PAST_DUE or UNPAID).
		 */
		usersCount: integer('users_count').notNull().default(0),
		ownerEmail: text('owner_email'),
		subscriptionEndsAt: tz('subscription_ends_at'),
		/** What the partner portal's customer search matches (lower-case): the name, the owner's and the invite's email. */
		searchText: text('search_text').notNull().generatedAlwaysAs(COMPANY_SEARCH_SQL),
		/**
		 * Bumped by triggers on users and user_groups (migration 0013) whenever a write can change which
		 * users a directory search or filter matches; services/directory-shared.ts keeps counts under it.
		 */
		directoryVersion: bigint('directory_version', { mode: 'number' }).notNull().default(0),
		createdAt: createdAt(),
		updatedAt: tz('updated_at').notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex('companies_slug_key').on(t.slug),
		index('companies_name_lower_idx').on(sql`lower(${t.name})`),
		uniqueIndex('companies_custom_domain_admin_key').on(sql`lower(${t.customDomainAdmin})`),
		// One pending invite per email (an invited company not registered yet).
		uniqueIndex('companies_pending_invite_email_key')
			.on(sql`lower(${t.inviteEmail})`)
			.where(sql`${t.ownerId} IS NULL AND ${t.inviteEmail} IS NOT NULL`),
		// The partner portal's customer pages (services/partner-portal.ts): a partner's customers by name
		// and by creation, without sorting all of them for the default pages.
		index('companies_parent_name_idx').on(t.parentCompanyId, sql`lower(${t.name})`, t.id),
		index('companies_parent_created_idx').on(t.parentCompanyId, t.createdAt, t.id),
		// A partner's sub-resellers (its customers' customers are in the tree with grandchildren access).
		index('companies_sub_resellers_idx')
			.on(t.parentCompanyId)
			.where(sql`${t.isPartner} AND ${t.customerType} = 'SUBRESELLER'`),
		// The owner_email trigger on users finds the companies a user owns.
		index('companies_owner_idx').on(t.ownerId),
		check('companies_deal_probability_check', sql`${t.dealProbability} BETWEEN 0 AND 100`),
	],
)

export const departments = pgTable(
	'departments',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		createdAt: createdAt(),
		/** Kept by triggers (migration 0007): lists show it without counting a large company's users. */
		usersCount: integer('users_count').notNull().default(0),
	},
	(t) => [uniqueIndex('departments_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
)

export const groups = pgTable(
	'groups',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		createdAt: createdAt(),
		/** Kept by triggers (migration 0007): lists show it without counting a large company's users. */
		usersCount: integer('users_count').notNull().default(0),
	},
	(t) => [uniqueIndex('groups_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
)

/**
 * The text the users search matches (lower-case): "name lastName" and the email, on separate lines so a
 * term never spans the name and the address. Stored (users.search_text) with a trigram index on it: a
 * broad search rechecks thousands of rows, and reading the stored text is about twice as fast on
 * PGlite as lowering and joining the three columns for each.
 */
const USER_SEARCH_SQL = sql.raw(`lower(name || ' ' || last_name || chr(10) || email)`)

export const users = pgTable(
	'users',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		email: text('email').notNull(),
		name: text('name').notNull().default(''),
		lastName: text('last_name').notNull().default(''),
		role: text('role').notNull(),
		passwordHash: text('password_hash'),
		/** ENABLED or DISABLED (suspended). */
		status: text('status').notNull().default('ENABLED'),
		departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
		sso: flag('sso'),
		emailVerified: flag('email_verified'),
		onboardingCompleted: flag('onboarding_completed'),
		onboardingSkipped: flag('onboarding_skipped'),
		unconfirmedNewEmail: text('unconfirmed_new_email'),
		temporaryPassword: flag('temporary_password'),
		suspendedCampaignsNotificationShown: flag('suspended_campaigns_notification_shown'),
		notificationsShown: flag('notifications_shown'),
		mfaEnabled: flag('mfa_enabled'),
		privacyPolicyConfirmedAt: tz('privacy_policy_confirmed_at'),
		lastLogin: tz('last_login'),
		createdAt: createdAt(),
		updatedAt: tz('updated_at').notNull().defaultNow(),
		searchText: text('search_text').notNull().generatedAlwaysAs(USER_SEARCH_SQL),
	},
	(t) => [
		uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
		index('users_department_idx').on(t.departmentId),
		// The users table's pages (services/users.ts): default order createdAt with the id as tie-breaker,
		// order by name, and a contains-search over name, last name, full name and email (pg_trgm).
		index('users_company_created_id_idx').on(t.companyId, t.createdAt, t.id),
		index('users_company_sort_name_idx').on(t.companyId, userSortName(t), sql`lower(${t.lastName})`, t.id),
		index('users_company_email_idx').on(t.companyId, sql`lower(${t.email})`, t.id),
		// fastupdate off: PGlite has no autovacuum to merge GIN's pending list, which every search would
		// otherwise scan in full (21 ms for 50,000 users added after the index was built, against 2 ms).
		index('users_search_text_trgm_idx')
			.using('gin', sql`${t.searchText} gin_trgm_ops`)
			.with({ fastupdate: false }),
	],
)

/**
 * Order by name follows what the users table shows: the name, or the email of a user who has none
 * yet. One expression for the index and the queries, so the planner can use the index.
 */
export function userSortName(t: { name: AnyPgColumn; email: AnyPgColumn }) {
	return sql`lower(coalesce(nullif(${t.name}, ''), ${t.email}))`
}

/**
 * Users per company, role and status, kept by statement-level triggers on users (migration 0004), so
 * the users table's counts (total, enabled, disabled) never count 50,000 rows on each page.
 */
export const userCounts = pgTable(
	'user_counts',
	{
		companyId: text('company_id').notNull(),
		role: text('role').notNull(),
		status: text('status').notNull(),
		n: integer('n').notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.companyId, t.role, t.status] })],
)

/** Invite message templates a company saved (spec 1 §3); without a row the default text applies. */
export const inviteTemplates = pgTable(
	'invite_templates',
	{
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		/** learner or admin */
		kind: text('kind').notNull(),
		subject: text('subject').notNull(),
		message: text('message').notNull(),
		updatedAt: tz('updated_at').notNull().defaultNow(),
	},
	(t) => [primaryKey({ columns: [t.companyId, t.kind] })],
)

export const userGroups = pgTable(
	'user_groups',
	{
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		groupId: text('group_id')
			.notNull()
			.references(() => groups.id, { onDelete: 'cascade' }),
	},
	(t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_groups_group_idx').on(t.groupId)],
)

export const subscriptions = pgTable(
	'subscriptions',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		subscriptionId: text('subscription_id').notNull(),
		/** The current period's start (a partner's customer subscription; null on older records). */
		periodStart: tz('period_start'),
		periodEnd: tz('period_end'),
		reservedSeats: integer('reserved_seats').notNull().default(0),
		pricePerUserCents: integer('price_per_user_cents').notNull().default(0),
		/** ACTIVE, TRIALING, CANCELED, SUSPENDED, PAST_DUE or UNPAID. */
		status: text('status').notNull(),
		type: text('type').notNull(),
		trialEndsAt: tz('trial_ends_at'),
		/** When a downgrade (subscription type FREE) ended it; status CANCELED. */
		canceledAt: tz('canceled_at'),
		createdAt: createdAt(),
	},
	(t) => [
		index('subscriptions_company_idx').on(t.companyId, t.createdAt),
		uniqueIndex('subscriptions_subscription_id_key').on(t.subscriptionId),
	],
)

// Billing (spec 1 §3 "Seat purchase", §9 invoice statuses and payment methods). The payment provider
// (billing/payment-provider.ts) takes the money; these rows are what the platform keeps of it.

/** A seat purchase through the provider's checkout: open, then paid or cancelled (once). */
export const checkoutSessions = pgTable(
	'checkout_sessions',
	{
		/** Unguessable: the test-mode checkout page's address carries it. */
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
		email: text('email').notNull(),
		quantity: integer('quantity').notNull(),
		/** Yearly price per seat after the coupon, in cents. */
		unitAmountCents: integer('unit_amount_cents').notNull(),
		/** quantity × unitAmountCents: the first year's amount, in cents. */
		amountCents: integer('amount_cents').notNull(),
		couponCode: text('coupon_code'),
		/** A referral id or a checkout id the console generated (spec 1 §7). */
		clientReferenceId: text('client_reference_id').notNull(),
		/** open, paid or cancelled. */
		status: text('status').notNull().default('open'),
		/** The payment provider that runs the checkout (test). */
		provider: text('provider').notNull(),
		/** Where the browser returns once paid, or cancelled (console addresses). */
		successUrl: text('success_url').notNull(),
		cancelUrl: text('cancel_url').notNull(),
		expiresAt: tz('expires_at').notNull(),
		paidAt: tz('paid_at'),
		cancelledAt: tz('cancelled_at'),
		createdAt: createdAt(),
	},
	(t) => [index('checkout_sessions_company_idx').on(t.companyId, t.createdAt)],
)

/**
 * Invoices and payments (the billing page's history). Stored status OPEN, PAID, VOID, DRAFT,
 * UNCOLLECTIBLE or OVERDUE; an OPEN invoice past its due date is reported OVERDUE.
 */
export const invoices = pgTable(
	'invoices',
	{
		id: text('id').primaryKey(),
		/** Numbers the invoice (INV-000001). */
		seq: serial('seq').notNull(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		/** The checkout it paid for; at most one invoice per checkout. */
		checkoutSessionId: text('checkout_session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
		/** The provider's subscription it bills (subscriptions.subscription_id). */
		subscriptionId: text('subscription_id'),
		amountCents: integer('amount_cents').notNull(),
		purchasedSeats: integer('purchased_seats').notNull(),
		customerCompanyName: text('customer_company_name').notNull(),
		status: text('status').notNull(),
		/** INVOICE, CREDIT_CARD or DISTRIBUTOR_CREDIT. */
		paymentMethod: text('payment_method').notNull(),
		/** Last four digits of the card (CREDIT_CARD). */
		last4: text('last4'),
		invoiceDate: tz('invoice_date').notNull(),
		dueDate: tz('due_date'),
		paidDate: tz('paid_date'),
		createdAt: createdAt(),
	},
	(t) => [
		index('invoices_company_date_idx').on(t.companyId, t.invoiceDate),
		uniqueIndex('invoices_seq_key').on(t.seq),
		uniqueIndex('invoices_checkout_session_key').on(t.checkoutSessionId),
	],
)

/** A visit to the customer portal: the address the portal call returns carries the id, for an hour. */
export const billingPortalSessions = pgTable(
	'billing_portal_sessions',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
		/** The portal's way back to the console. */
		returnUrl: text('return_url').notNull(),
		expiresAt: tz('expires_at').notNull(),
		createdAt: createdAt(),
	},
	(t) => [index('billing_portal_sessions_expires_idx').on(t.expiresAt)],
)

/** Signed-in sessions; an idToken carries the id as `sid` and dies with the row's revocation. */
export const sessions = pgTable(
	'sessions',
	{
		id: text('id').primaryKey(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** The company the session acts for (a customer company for partner access). */
		companyId: text('company_id').notNull(),
		lac: flag('lac'),
		createdAt: createdAt(),
		expiresAt: tz('expires_at').notNull(),
		revokedAt: tz('revoked_at'),
	},
	(t) => [index('sessions_user_idx').on(t.userId)],
)

/** The jti of every one-time token: single use and expiring. */
export const oneTimeTokens = pgTable(
	'one_time_tokens',
	{
		jti: text('jti').primaryKey(),
		kind: text('kind').notNull(),
		userId: text('user_id').notNull(),
		companyId: text('company_id').notNull(),
		lac: flag('lac'),
		expiresAt: tz('expires_at').notNull(),
		usedAt: tz('used_at'),
		createdAt: createdAt(),
	},
	(t) => [index('one_time_tokens_expires_idx').on(t.expiresAt)],
)

export const loginAttempts = pgTable(
	'login_attempts',
	{
		id: serial('id').primaryKey(),
		email: text('email').notNull(),
		success: boolean('success').notNull(),
		/** Where the attempt came from (the console's client address): failures lock that address out of the account. */
		clientAddress: text('client_address').notNull().default('unknown'),
		createdAt: createdAt(),
	},
	(t) => [
		index('login_attempts_email_idx').on(t.email, t.createdAt),
		index('login_attempts_email_address_idx').on(t.email, t.clientAddress, t.createdAt),
	],
)

/** An MFA step in progress: its id is the verificationTokenId. */
export const mfaChallenges = pgTable(
	'mfa_challenges',
	{
		id: text('id').primaryKey(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** login or toggle */
		purpose: text('purpose').notNull(),
		codeHash: text('code_hash'),
		codeExpiresAt: tz('code_expires_at'),
		expiresAt: tz('expires_at').notNull(),
		consumedAt: tz('consumed_at'),
		createdAt: createdAt(),
	},
	(t) => [index('mfa_challenges_user_idx').on(t.userId)],
)

/** Per-user MFA counters: code sends and wrong codes since the window started, and the lock. */
export const mfaState = pgTable('mfa_state', {
	userId: text('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	sends: integer('sends').notNull().default(0),
	failures: integer('failures').notNull().default(0),
	windowStartedAt: tz('window_started_at').notNull().defaultNow(),
	lockedUntil: tz('locked_until'),
})

/** Every email the platform sends; delivered by SMTP when configured. */
export const outbox = pgTable(
	'outbox',
	{
		id: serial('id').primaryKey(),
		to: text('to').notNull(),
		subject: text('subject').notNull(),
		text: text('text').notNull(),
		/** An HTML part (a phishing simulation email); the text part is the fallback. */
		html: text('html'),
		/** A phishing simulation email's delivery token: the mailbox offers its report button. */
		trackingToken: text('tracking_token'),
		kind: text('kind').notNull(),
		createdAt: createdAt(),
		sentAt: tz('sent_at'),
		attempts: integer('attempts').notNull().default(0),
		error: text('error'),
	},
	(t) => [index('outbox_to_idx').on(sql`lower(${t.to})`, t.id)],
)

export const notifications = pgTable(
	'notifications',
	{
		id: text('id').primaryKey(),
		/** null: shown to every company */
		companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
		url: text('url'),
		head: text('head'),
		title: text('title').notNull(),
		description: text('description'),
		buttonName: text('button_name'),
		image: text('image'),
		isPinned: flag('is_pinned'),
		createdAt: createdAt(),
	},
	(t) => [index('notifications_company_idx').on(t.companyId)],
)

export const notificationViews = pgTable(
	'notification_views',
	{
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		notificationId: text('notification_id')
			.notNull()
			.references(() => notifications.id, { onDelete: 'cascade' }),
		viewedAt: createdAt(),
	},
	(t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
)

export const surveys = pgTable('surveys', {
	id: text('id').primaryKey(),
	title: text('title').notNull(),
	platform: text('platform').notNull().default('admin'),
	isActive: boolean('is_active').notNull().default(true),
	createdAt: createdAt(),
})

export const surveyResponses = pgTable(
	'survey_responses',
	{
		id: serial('id').primaryKey(),
		surveyId: text('survey_id')
			.notNull()
			.references(() => surveys.id, { onDelete: 'cascade' }),
		companyId: text('company_id').notNull(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		rating: integer('rating').notNull(),
		message: text('message').notNull().default(''),
		createdAt: createdAt(),
	},
	(t) => [uniqueIndex('survey_responses_survey_user_key').on(t.surveyId, t.userId)],
)

// Training (spec 2): the course catalogue, campaigns that run a course for a company's users, and
// each user's assignment. A campaign's stored status is its lifecycle; the status the API reports
// also reflects the company's plan (lib/training.ts: an IN_PROGRESS campaign of a company whose trial
// expired without Boost is reported SUSPENDED).

/**
 * A course (spec 2 §3 "Course"): the catalogue's (reference data, migrations 0002 and 0016; one row per
 * language) or a company's custom training (custom_training_company_id; draft, then published).
 * course_type: awareness, specialized, compliance, for developers, for_developers_manual_start,
 * for_admins, for_partner_admins. The totals are kept equal to the course's chapters (quiz chapters,
 * their minutes) by whoever writes them.
 */
export const trainingCourses = pgTable(
	'training_courses',
	{
		id: text('id').primaryKey(),
		name: text('name').notNull(),
		courseType: text('course_type').notNull(),
		image: text('image'),
		/** A language code of spec 1 §9 ('en', 'de', 'pt-br' …); a translation is a row of its own. */
		language: text('language').notNull().default('en'),
		description: text('description').notNull().default(''),
		thumbnail: text('thumbnail'),
		/** The company that created this custom training; null for the catalogue's courses. */
		customTrainingCompanyId: text('custom_training_company_id').references(() => companies.id, { onDelete: 'cascade' }),
		isDraft: flag('is_draft'),
		isFree: flag('is_free'),
		/** Gaming courses run as gaming campaigns: never in a company's course list. */
		isGaming: flag('is_gaming'),
		active: boolean('active').notNull().default(true),
		deleted: flag('deleted'),
		isPopular: flag('is_popular'),
		isHot: flag('is_hot'),
		/** The annual awareness course that Get started runs. */
		isDefault: flag('is_default'),
		order: integer('order').notNull().default(0),
		totalChapters: integer('total_chapters').notNull().default(0),
		totalQuizzes: integer('total_quizzes').notNull().default(0),
		totalTimeInMinutes: integer('total_time_in_minutes').notNull().default(0),
		cheatSheetId: text('cheat_sheet_id'),
		createdAt: createdAt(),
	},
	(t) => [
		// The catalogue of one language in the list's order.
		index('training_courses_catalogue_idx')
			.on(t.language, t.order, t.name)
			.where(sql`${t.customTrainingCompanyId} IS NULL`),
		// A company's own custom trainings.
		index('training_courses_custom_company_idx')
			.on(t.customTrainingCompanyId)
			.where(sql`${t.customTrainingCompanyId} IS NOT NULL`),
	],
)

/** A course's sections (topics), in order. */
export const courseSections = pgTable(
	'course_sections',
	{
		id: text('id').primaryKey(),
		courseId: text('course_id')
			.notNull()
			.references(() => trainingCourses.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		order: integer('order').notNull().default(0),
	},
	(t) => [index('course_sections_course_idx').on(t.courseId, t.order)],
)

/** A section's chapters: kind video, quiz or reading; course_id repeated so a course's chapters are one index read. */
export const courseChapters = pgTable(
	'course_chapters',
	{
		id: text('id').primaryKey(),
		sectionId: text('section_id')
			.notNull()
			.references(() => courseSections.id, { onDelete: 'cascade' }),
		courseId: text('course_id')
			.notNull()
			.references(() => trainingCourses.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		kind: text('kind').notNull(),
		durationMinutes: integer('duration_minutes').notNull().default(0),
		order: integer('order').notNull().default(0),
	},
	(t) => [
		index('course_chapters_course_idx').on(t.courseId),
		index('course_chapters_section_idx').on(t.sectionId, t.order),
		check('course_chapters_kind_check', sql`${t.kind} IN ('video', 'quiz', 'reading')`),
	],
)

/** Courses a provider (partner) shared with a customer company (spec 2 §4 "Course delivery to customers"). */
export const courseShares = pgTable(
	'course_shares',
	{
		courseId: text('course_id')
			.notNull()
			.references(() => trainingCourses.id, { onDelete: 'cascade' }),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		sharedAt: tz('shared_at').notNull().defaultNow(),
	},
	(t) => [primaryKey({ columns: [t.courseId, t.companyId] }), index('course_shares_company_idx').on(t.companyId)],
)

export const trainingCampaigns = pgTable(
	'training_campaigns',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		courseId: text('course_id')
			.notNull()
			.references(() => trainingCourses.id),
		name: text('name').notNull(),
		/** annual (the "Start Annual Awareness Training" campaign, one active per company) or training. */
		kind: text('kind').notNull().default('training'),
		/** QUEUED, IN_PROGRESS, ARCHIVED or SUSPENDED. */
		status: text('status').notNull(),
		totalChapters: integer('total_chapters').notNull().default(1),
		/** all (every enabled user) or the later issues' group/department choices. */
		assignmentType: text('assignment_type').notNull().default('all'),
		startDate: date('start_date', { mode: 'string' }).notNull(),
		startedAt: tz('started_at'),
		archivedAt: tz('archived_at'),
		daysToComplete: integer('days_to_complete').notNull(),
		notificationsEnabled: flag('notifications_enabled'),
		/** The assignment email's subject and message (spec 1 §5 "Assignment form"); sent when the campaign starts. */
		notificationSubject: text('notification_subject').notNull().default(''),
		notificationMessage: text('notification_message').notNull().default(''),
		/** An http, https or ftp link sent with the assignment email, or null. */
		attachmentLink: text('attachment_link'),
		/** A PDF sent with the assignment email (campaign_attachments); set null if it is ever removed. */
		attachmentFileId: text('attachment_file_id'),
		createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
		createdAt: createdAt(),
	},
	(t) => [
		index('training_campaigns_company_idx').on(t.companyId, t.status),
		// The course list's campaign of each course: a company's newest per course.
		index('training_campaigns_company_course_idx').on(t.companyId, t.courseId, t.createdAt),
		// The background round's queued campaigns whose start date has come (services/courses.ts).
		index('training_campaigns_queued_start_idx')
			.on(t.startDate)
			.where(sql`status = 'QUEUED'`),
		// At most one annual campaign that is not archived: a second "Let's Go" is a conflict.
		uniqueIndex('training_campaigns_one_open_annual_key')
			.on(t.companyId)
			.where(sql`kind = 'annual' AND status IN ('QUEUED', 'IN_PROGRESS', 'SUSPENDED')`),
	],
)

/** The departments or groups a campaign was started for (assignment type departments or groups). */
export const trainingCampaignTargets = pgTable(
	'training_campaign_targets',
	{
		campaignId: text('campaign_id')
			.notNull()
			.references(() => trainingCampaigns.id, { onDelete: 'cascade' }),
		/** department or group */
		kind: text('kind').notNull(),
		targetId: text('target_id').notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.campaignId, t.kind, t.targetId] }),
		check('training_campaign_targets_kind_check', sql`${t.kind} IN ('department', 'group')`),
	],
)

export const trainingAssignments = pgTable(
	'training_assignments',
	{
		campaignId: text('campaign_id')
			.notNull()
			.references(() => trainingCampaigns.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** NOT_STARTED, IN_PROGRESS or COMPLETED. */
		status: text('status').notNull().default('NOT_STARTED'),
		assignedAt: tz('assigned_at').notNull().defaultNow(),
		completedAt: tz('completed_at'),
		/** The learner's score (0–100) once completed; null before. */
		score: integer('score'),
	},
	(t) => [
		primaryKey({ columns: [t.campaignId, t.userId] }),
		index('training_assignments_user_idx').on(t.userId),
		check('training_assignments_score_check', sql`${t.score} BETWEEN 0 AND 100`),
	],
)

// Phishing-exercise campaigns (spec 3 §3; services/phishing-exercise*.ts, whose other tables are
// schema-phishing-exercise.ts; migration 0028 added what a campaign is launched with). Status QUEUED,
// IN_PROGRESS (launched: POSTPONED to the console while started_at is ahead), ARCHIVED (ended_at is when),
// SUSPENDED, DRAFT or OUTDATED; the start-training data counts QUEUED and IN_PROGRESS as active.

export const phishingExerciseCampaigns = pgTable(
	'phishing_exercise_campaigns',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		status: text('status').notNull(),
		startedAt: tz('started_at'),
		endedAt: tz('ended_at'),
		createdAt: createdAt(),
		updatedAt: tz('updated_at').notNull().defaultNow(),
		/** USERS_ALL, USERS_SELECTED, USERS_FROM_DEPARTMENTS or USERS_FROM_GROUPS. */
		usersType: text('users_type').notNull().default('USERS_ALL'),
		selectedDepartmentIds: jsonb('selected_department_ids').$type<string[]>().notNull().default([]),
		selectedGroupIds: jsonb('selected_group_ids').$type<string[]>().notNull().default([]),
		selectedUserIds: jsonb('selected_user_ids').$type<string[]>().notNull().default([]),
		/** The pack it was launched with (its templates are copied to exercise_campaign_templates). */
		packId: text('pack_id'),
		daysToComplete: integer('days_to_complete').notNull().default(14),
		notificationsEnabled: boolean('notifications_enabled').notNull().default(false),
		notificationSubject: text('notification_subject').notNull().default(''),
		notificationMessage: text('notification_message').notNull().default(''),
		createdBy: text('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
	},
	(t) => [
		index('phishing_exercise_campaigns_company_idx').on(t.companyId, t.status),
		check(
			'phishing_exercise_campaigns_users_type_check',
			sql`${t.usersType} IN ('USERS_ALL', 'USERS_SELECTED', 'USERS_FROM_DEPARTMENTS', 'USERS_FROM_GROUPS')`,
		),
		check('phishing_exercise_campaigns_days_check', sql`${t.daysToComplete} BETWEEN 1 AND 365`),
	],
)

/**
 * Gaming (the phishing quiz) campaigns (spec 2 §3 "Gaming campaign"); migration 0026 added what a campaign
 * is started with. Fake Or Real's campaigns have the same columns (schema-gaming.ts); each learner's result
 * is a game_results row. startedAt is when it ran (null while QUEUED), endedAt when it was ended (ARCHIVED).
 */
export const gamingCampaigns = pgTable(
	'gaming_campaigns',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		status: text('status').notNull(),
		startedAt: tz('started_at'),
		endedAt: tz('ended_at'),
		createdAt: createdAt(),
		/** The day it starts (yyyy-MM-dd): QUEUED until then. */
		startDate: date('start_date', { mode: 'string' }),
		/** all, departments or groups (app/lib/assignment-types.ts). */
		assignmentType: text('assignment_type').notNull().default('all'),
		departmentIds: jsonb('department_ids').$type<string[]>().notNull().default([]),
		groupIds: jsonb('group_ids').$type<string[]>().notNull().default([]),
		notificationsEnabled: flag('notifications_enabled'),
		notificationSubject: text('notification_subject').notNull().default(''),
		notificationMessage: text('notification_message').notNull().default(''),
		createdBy: text('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
	},
	(t) => [index('gaming_campaigns_company_idx').on(t.companyId, t.status)],
)

/** Contact Support tickets (spec 1 §3 "Support ticket"). */
export const supportTickets = pgTable(
	'support_tickets',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		/** Who filed it (the partner's user in partner access). */
		userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
		email: text('email').notNull(),
		description: text('description').notNull(),
		category: text('category').notNull(),
		source: text('source').notNull(),
		trackingToken: text('tracking_token'),
		status: text('status').notNull().default('OPEN'),
		createdAt: createdAt(),
	},
	(t) => [index('support_tickets_company_idx').on(t.companyId, t.createdAt)],
)

/** Contact Sales requests (POST contact_us_buy). */
export const salesRequests = pgTable(
	'sales_requests',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
		fullName: text('full_name').notNull(),
		companyName: text('company_name').notNull(),
		email: text('email').notNull(),
		usersNumber: integer('users_number').notNull(),
		message: text('message').notNull().default(''),
		createdAt: createdAt(),
	},
	(t) => [index('sales_requests_company_idx').on(t.companyId, t.createdAt)],
)

/** The marketing form a Contact Sales request is forwarded to (spec 1 §3 "Sales quote"). */
export const salesQuotes = pgTable(
	'sales_quotes',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
		name: text('name').notNull(),
		lastName: text('last_name').notNull(),
		email: text('email').notNull(),
		users: integer('users').notNull(),
		message: text('message').notNull().default(''),
		phone: text('phone').notNull(),
		companyName: text('company_name').notNull(),
		country: text('country'),
		pageUri: text('page_uri').notNull(),
		trackingCookie: text('tracking_cookie'),
		pageName: text('page_name').notNull(),
		createdAt: createdAt(),
	},
	(t) => [index('sales_quotes_company_idx').on(t.companyId, t.createdAt)],
)

// Settings tables, one file per settings area.
export * from './schema-campaign-attachments.ts'
export * from './schema-company-settings.ts'
export * from './schema-course-sharing.ts'
export * from './schema-custom-training.ts'
export * from './schema-partner-portal.ts'
export * from './schema-reminder-settings.ts'
export * from './schema-sso.ts'
export * from './schema-white-label.ts'
export * from './schema-videos.ts'
export * from './schema-calendar.ts'
export * from './schema-policies.ts'
export * from './schema-reviews.ts'
export * from './schema-gaming.ts'
export * from './schema-tournaments.ts'
export * from './schema-phishing-exercise.ts'
export * from './schema-phishing-simulation.ts'
