import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { companies, trainingCampaigns, trainingCourses, users } from './schema.ts'

// Training Reviews (spec 2 §2 /reviews, §3 "Review query"; services/reviews.ts); re-exported by
// schema.ts. Migration 0025.

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** A learner's rating (1–5) and optional comment of a training they finished. */
export const trainingReviews = pgTable(
	'training_reviews',
	{
		id: serial('id').primaryKey(),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		courseId: text('course_id')
			.notNull()
			.references(() => trainingCourses.id, { onDelete: 'cascade' }),
		campaignId: text('campaign_id').references(() => trainingCampaigns.id, { onDelete: 'set null' }),
		rating: integer('rating').notNull(),
		comment: text('comment').notNull().default(''),
		createdAt: tz('created_at').notNull().defaultNow(),
	},
	(t) => [
		index('training_reviews_company_created_idx').on(t.companyId, t.createdAt, t.id),
		index('training_reviews_company_course_idx').on(t.companyId, t.courseId),
		check('training_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
	],
)
