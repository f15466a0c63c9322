import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { companies } from './schema.ts'

// Tables of the white-label settings (spec 1 §3 custom domains, §5 custom SMTP / Office Graph API);
// re-exported by schema.ts. The domains themselves stay on companies (custom_domain_admin …), which
// the company view reads; these tables hold what proves and sends for them. Migration 0011.

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** The TXT record a company publishes to prove it owns a custom domain, one per domain type. */
export const customDomainChallenges = pgTable(
	'custom_domain_challenges',
	{
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		/** admin, employee or web. */
		type: text('type').notNull(),
		domain: text('domain').notNull(),
		token: text('token').notNull(),
		createdAt: tz('created_at').notNull().defaultNow(),
		checkedAt: tz('checked_at'),
	},
	(t) => [primaryKey({ columns: [t.companyId, t.type] })],
)

/**
 * The DNS zone the embedded gateway plays (pages/dns.ts): the tester publishes the record the
 * console shows here instead of at a DNS provider. Unused when the gateway resolves with node:dns.
 */
export const dnsRecords = pgTable(
	'dns_records',
	{
		id: serial('id').primaryKey(),
		name: text('name').notNull(),
		type: text('type').notNull().default('TXT'),
		value: text('value').notNull(),
		createdAt: tz('created_at').notNull().defaultNow(),
	},
	(t) => [index('dns_records_name_idx').on(sql`lower(${t.name})`)],
)

/**
 * How a white-label company's emails leave: its own SMTP server or Office Graph API, never both
 * (spec 1 §5; the check constraint keeps it so whatever the code does).
 */
export const mailDelivery = pgTable(
	'mail_delivery',
	{
		companyId: text('company_id')
			.primaryKey()
			.references(() => companies.id, { onDelete: 'cascade' }),
		smtpHost: text('smtp_host'),
		smtpPort: integer('smtp_port'),
		smtpUsername: text('smtp_username'),
		/** Never sent back by any call; the console only learns whether one is set. */
		smtpPassword: text('smtp_password'),
		smtpFrom: text('smtp_from'),
		smtpEnabledAt: tz('smtp_enabled_at'),
		graphConnectedAt: tz('graph_connected_at'),
		graphAccount: text('graph_account'),
		updatedAt: tz('updated_at').notNull().defaultNow(),
	},
	(t) => [check('mail_delivery_one_way', sql`${t.smtpEnabledAt} IS NULL OR ${t.graphConnectedAt} IS NULL`)],
)

/** A pending Office Graph consent (pages/graph.ts): the id is the unguessable state of the consent page. */
export const graphConsents = pgTable('graph_consents', {
	id: text('id').primaryKey(),
	companyId: text('company_id')
		.notNull()
		.references(() => companies.id, { onDelete: 'cascade' }),
	returnUrl: text('return_url').notNull(),
	expiresAt: tz('expires_at').notNull(),
	usedAt: tz('used_at'),
	createdAt: tz('created_at').notNull().defaultNow(),
})
