import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from './column-types.ts'
import { companies } from './schema.ts'

// The PDF files admins attach to a course campaign's assignment email (spec 1 §5 "Assignment form");
// re-exported by schema.ts.

/**
 * One uploaded PDF, served to the email's readers at /__gateway/attachments/{id} (the id is
 * unguessable). Uploaded before the campaign that sends it; a campaign points at it by
 * training_campaigns.attachment_file_id.
 */
export const campaignAttachments = pgTable(
	'campaign_attachments',
	{
		id: text('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		fileName: text('file_name').notNull(),
		size: integer('size').notNull(),
		bytes: bytea('bytes').notNull(),
		createdBy: text('created_by'),
		createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
	},
	(t) => [index('campaign_attachments_company_idx').on(t.companyId)],
)
