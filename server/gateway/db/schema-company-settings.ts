import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { companies } from './schema.ts'

// Tables of the company settings (spec 1 §3 Company logo); re-exported by schema.ts.

/** Raw bytes. PGlite reads them as Uint8Array, pg as Buffer (a Uint8Array too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
	dataType: () => 'bytea',
	toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
})

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
