import { and, asc, avg, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { CSV_BOM, CSV_CONTENT_TYPE, csvLine } from '../../shared/csv-cells.ts'
import { REVIEW_CSV_COLUMNS, REVIEW_ORDER_BY, REVIEW_RATINGS, type ReviewCsvColumn, WITH_COMMENTS } from '../../shared/training-reviews.ts'
import { trainingCourses, trainingReviews, users } from '../db/schema.ts'
import { type Deps, authenticate, companyScope } from '../lib/context.ts'
import { iso } from '../lib/http.ts'
import { pageInfo, readQuery } from './directory-shared.ts'
import type { Hono } from 'hono'

// Training Reviews (spec 2 §2 /reviews, §3 "Review query", §7 reports `training/reviews` and
// `lists/training/reviewed`; the console's contract is app/gateway/reviews.server.ts): a company's
// learners' ratings and comments of the trainings they finished, paged, sorted and filtered, or the
// whole filtered list as CSV (Accept: text/csv) whose cells a spreadsheet never runs as formulas.
// Admin-panel roles only (companyScope), the company from the path.

const REPORTS = '/reports/api/v1/company/:id'

/** Page sizes of spec 1 §9; CSV ignores paging. */
const PAGE_SIZES = [5, 10, 25, 50, 100] as const

const ReviewQuery = z.object({
	pageNumber: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
	pageSize: z.coerce
		.number()
		.int()
		.refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'Unknown page size' })
		.optional()
		.default(10),
	order: z.enum(['asc', 'desc']).optional().default('desc'),
	orderBy: z.enum(REVIEW_ORDER_BY).optional().default('createdAt'),
	comments: z.enum([WITH_COMMENTS, 'false']).optional(),
	trainingId: z.array(z.string().trim().min(1).max(200)).max(200).optional().default([]),
	rating: z
		.array(z.coerce.number().pipe(z.literal(REVIEW_RATINGS)))
		.max(5)
		.optional()
		.default([]),
})
type ReviewQuery = z.output<typeof ReviewQuery>

/** "Dana Levi", or the email of a learner with no name. */
const learnerName = sql<string>`coalesce(nullif(trim(${users.name} || ' ' || ${users.lastName}), ''), ${users.email})`

const SORT: Record<ReviewQuery['orderBy'], SQL> = {
	createdAt: sql`${trainingReviews.createdAt}`,
	rating: sql`${trainingReviews.rating}`,
	trainingName: sql`lower(${trainingCourses.name})`,
	userName: sql`lower(${learnerName})`,
}

function matching(companyId: string, query: ReviewQuery): SQL | undefined {
	return and(
		eq(trainingReviews.companyId, companyId),
		query.comments === WITH_COMMENTS ? ne(sql`trim(${trainingReviews.comment})`, '') : undefined,
		query.trainingId.length > 0 ? inArray(trainingReviews.courseId, query.trainingId) : undefined,
		query.rating.length > 0 ? inArray(trainingReviews.rating, query.rating) : undefined,
	)
}

const reviewColumns = {
	id: trainingReviews.id,
	userId: trainingReviews.userId,
	userName: learnerName,
	userEmail: users.email,
	trainingId: trainingReviews.courseId,
	trainingName: trainingCourses.name,
	rating: trainingReviews.rating,
	comment: trainingReviews.comment,
	createdAt: trainingReviews.createdAt,
}

const CSV_HEADER: Record<ReviewCsvColumn, string> = {
	learner: 'Learner',
	email: 'Email',
	training: 'Training',
	rating: 'Rating',
	comment: 'Comment',
	date: 'Date',
}

type ReviewRow = { userName: string; userEmail: string; trainingName: string; rating: number; comment: string; createdAt: Date }

function csvValue(row: ReviewRow, column: ReviewCsvColumn): string | number | null {
	switch (column) {
		case 'learner':
			return row.userName
		case 'email':
			return row.userEmail
		case 'training':
			return row.trainingName
		case 'rating':
			return row.rating
		case 'comment':
			return row.comment
		case 'date':
			return iso(row.createdAt)
	}
}

/** Rows of the CSV fetched per statement while streaming. */
const CSV_BATCH = 1000

export function registerReviewRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	const selectReviews = (where: SQL | undefined, query: Pick<ReviewQuery, 'order' | 'orderBy'>) => {
		const direction = query.order === 'asc' ? asc : desc
		return db
			.select(reviewColumns)
			.from(trainingReviews)
			.innerJoin(users, eq(users.id, trainingReviews.userId))
			.innerJoin(trainingCourses, eq(trainingCourses.id, trainingReviews.courseId))
			.where(where)
			.orderBy(direction(SORT[query.orderBy]), direction(trainingReviews.id))
	}

	app.get(`${REPORTS}/training/reviews`, async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const query = readQuery(c, ReviewQuery, ['trainingId', 'rating'])
		const where = matching(company.id, query)

		if (/\btext\/csv\b/i.test(c.req.header('accept') ?? '')) {
			const encoder = new TextEncoder()
			let offset = 0
			const stream = new ReadableStream<Uint8Array>({
				start(controller) {
					controller.enqueue(encoder.encode(CSV_BOM + csvLine(REVIEW_CSV_COLUMNS.map((column) => CSV_HEADER[column]))))
				},
				async pull(controller) {
					const rows = await selectReviews(where, query).limit(CSV_BATCH).offset(offset)
					offset += rows.length
					const text = rows.map((r) => csvLine(REVIEW_CSV_COLUMNS.map((column) => csvValue(r, column)))).join('')
					if (text) controller.enqueue(encoder.encode(text))
					if (rows.length < CSV_BATCH) controller.close()
				},
			})
			return c.body(stream, 200, {
				'Content-Type': CSV_CONTENT_TYPE,
				'Content-Disposition': 'attachment; filename="training-reviews.csv"',
			})
		}

		const [rows, [summary], byRating] = await Promise.all([
			selectReviews(where, query)
				.limit(query.pageSize)
				.offset(query.pageNumber * query.pageSize),
			db
				.select({ total: count(), average: avg(trainingReviews.rating) })
				.from(trainingReviews)
				.where(where),
			db.select({ rating: trainingReviews.rating, n: count() }).from(trainingReviews).where(where).groupBy(trainingReviews.rating),
		])
		const total = summary?.total ?? 0
		return c.json({
			data: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
			pageInfo: pageInfo(query.pageNumber, query.pageSize, total),
			// The reference gateway's additions: what the page's summary shows for the same filters.
			summary: {
				averageRating: summary?.average === null || summary?.average === undefined ? null : Math.round(Number(summary.average) * 10) / 10,
				ratingCounts: Object.fromEntries(REVIEW_RATINGS.map((rating) => [rating, byRating.find((b) => b.rating === rating)?.n ?? 0])),
			},
		})
	})

	// The trainings the company's learners reviewed (the training filter's choices), by name.
	app.get(`${REPORTS}/lists/training/reviewed`, async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const rows = await db
			.selectDistinct({ id: trainingCourses.id, name: trainingCourses.name })
			.from(trainingReviews)
			.innerJoin(trainingCourses, eq(trainingCourses.id, trainingReviews.courseId))
			.where(eq(trainingReviews.companyId, company.id))
			.orderBy(asc(trainingCourses.name), asc(trainingCourses.id))
		return c.json({ trainings: rows })
	})
}
