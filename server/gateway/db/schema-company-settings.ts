import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from './column-types.ts'
import { companies } from './schema.ts'

// Tables of the company settings (spec 1 §3 Company logo); re-exported by schema.ts.

/**
 * Uploaded company logos, served at /__gateway/logos/{id}. A company has at most one; a new upload
 * replaces it under a new id, so the address can be cached for good.
 */
export const companyLogos = pgTable(
	'company_logos',
	{
		id: text('id').primaryKey(),
		// A lazy reference: schema.ts re-exports this module, so `companies` is not there yet at load.
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		contentType: text('content_type').notNull(),
		size: integer('size').notNull(),
		bytes: bytea('bytes').notNull(),
		createdBy: text('created_by'),
		createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
	},
	(t) => [index('company_logos_company_idx').on(t.companyId)],
)
