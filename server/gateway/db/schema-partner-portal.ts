import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { companies, users } from './schema.ts'

// Tables of the partner portal (spec 2 §3 transaction and licence-allocation columns, §7 "Partner portal
// and billing"); re-exported by schema.ts. A partner's customers are companies (companies.parent_company_id,
// with seats, deal_probability and the invite columns there); a customer's subscription with its partner
// is a subscriptions row (status ACTIVE, PAST_DUE or UNPAID).

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Licences a partner bought and has not allocated to a customer yet. */
export const partnerLicencePools = pgTable(
	'partner_licence_pools',
	{
		// A lazy reference: schema.ts re-exports this module, so `companies` is not there yet at load.
		partnerId: text('partner_id')
			.primaryKey()
			.references(() => companies.id, { onDelete: 'cascade' }),
		licences: integer('licences').notNull().default(0),
		updatedAt: tz('updated_at').notNull().defaultNow(),
	},
	(t) => [check('partner_licence_pools_licences_check', sql`${t.licences} >= 0`)],
)

/** Each allocation from a partner's pool to a customer (the licence allocation log). */
export const licenceAllocations = pgTable(
	'licence_allocations',
	{
		id: text('id').primaryKey(),
		partnerId: text('partner_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		customerId: text('customer_id').references(() => companies.id, { onDelete: 'set null' }),
		/** The customer's name when allocated (the log outlives a customer's removal). */
		companyName: text('company_name').notNull(),
		licences: integer('licences').notNull(),
		allocatedBy: text('allocated_by').references(() => users.id, { onDelete: 'set null' }),
		/** The allocating admin's full name when allocated. */
		allocatedByName: text('allocated_by_name').notNull(),
		createdAt: tz('created_at').notNull().defaultNow(),
	},
	(t) => [index('licence_allocations_partner_created_idx').on(t.partnerId, t.createdAt, t.id)],
)

/**
 * Licences a partner bought: for a customer (first purchase or upgrade) or into its own pool (the
 * customer is then the partner itself). Amounts in cents. Stored status OPEN, PAID, VOID, DRAFT,
 * UNCOLLECTIBLE or OVERDUE; an OPEN one past its due date is reported OVERDUE (as invoices).
 */
export const partnerTransactions = pgTable(
	'partner_transactions',
	{
		id: text('id').primaryKey(),
		/** The company that paid: a reseller, or a sub-reseller buying for its customer. */
		buyerCompanyId: text('buyer_company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		buyerName: text('buyer_name').notNull(),
		customerId: text('customer_id').references(() => companies.id, { onDelete: 'set null' }),
		customerName: text('customer_name').notNull(),
		/** first, upgrade (a customer's purchase) or pool (the partner's own). */
		kind: text('kind').notNull(),
		licences: integer('licences').notNull(),
		subtotalCents: integer('subtotal_cents').notNull(),
		discountCents: integer('discount_cents').notNull().default(0),
		/** Taken from the partner's distributor credit. */
		withdrawalCents: integer('withdrawal_cents').notNull().default(0),
		amountDueCents: integer('amount_due_cents').notNull(),
		currency: text('currency').notNull().default('USD'),
		status: text('status').notNull(),
		/** INVOICE, CREDIT_CARD or DISTRIBUTOR_CREDIT. */
		paymentMethod: text('payment_method').notNull(),
		promotionCode: text('promotion_code'),
		orderNumber: text('order_number'),
		adminUserId: text('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
		/** The purchasing admin's full name. */
		adminName: text('admin_name').notNull(),
		dueDate: tz('due_date'),
		paidDate: tz('paid_date'),
		createdAt: tz('created_at').notNull().defaultNow(),
	},
	(t) => [
		index('partner_transactions_buyer_created_idx').on(t.buyerCompanyId, t.createdAt, t.id),
		index('partner_transactions_customer_idx').on(t.customerId),
	],
)
