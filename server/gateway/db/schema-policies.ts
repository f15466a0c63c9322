import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { campaignAttachments } from './schema-campaign-attachments.ts'
import { companies, users } from './schema.ts'

// Policies (spec 2 §2 /policies, §3 "Policy report columns", §5 "Policy statuses"; services/policies.ts);
// re-exported by schema.ts. Migration 0024.

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** A company's policy: a name and its revisions. */
export const policies = pgTable(
	'policies',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
		createdAt: tz('created_at').notNull().defaultNow(),
	},
	(t) => [index('policies_company_idx').on(t.companyId)],
)

/**
 * One revision of a policy: its PDF (a campaign attachment of the company's, served at
 * /__gateway/attachments/{id}) assigned to learners with the assignment form's settings. Numbered 1, 2, …
 * per policy; ended (ended_at) when the admin ends it.
 */
export const policyRevisions = pgTable(
	'policy_revisions',
	{
		id: text('id').primaryKey(),
		policyId: text('policy_id')
			.notNull()
			.references(() => policies.id, { onDelete: 'cascade' }),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		revision: integer('revision').notNull(),
		documentId: text('document_id')
			.notNull()
			.references(() => campaignAttachments.id, { onDelete: 'restrict' }),
		assignmentType: text('assignment_type').notNull(),
		daysToComplete: integer('days_to_complete').notNull(),
		/** yyyy-MM-dd (UTC): the learners' days to acknowledge count from it. */
		startDate: text('start_date').notNull(),
		notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
		notificationSubject: text('notification_subject').notNull().default(''),
		notificationMessage: text('notification_message').notNull().default(''),
		createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
		createdAt: tz('created_at').notNull().defaultNow(),
		endedAt: tz('ended_at'),
	},
	(t) => [
		uniqueIndex('policy_revisions_policy_revision_idx').on(t.policyId, t.revision),
		index('policy_revisions_company_idx').on(t.companyId, t.createdAt),
	],
)

/** A learner's copy of a revision: acknowledged (with the time), else not opened or, past its days, overdue. */
export const policyAcknowledgements = pgTable(
	'policy_acknowledgements',
	{
		revisionId: text('revision_id')
			.notNull()
			.references(() => policyRevisions.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		assignedAt: tz('assigned_at').notNull(),
		acknowledgedAt: tz('acknowledged_at'),
	},
	(t) => [primaryKey({ columns: [t.revisionId, t.userId] }), index('policy_acknowledgements_user_idx').on(t.userId)],
)
