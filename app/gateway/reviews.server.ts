import { z } from 'zod'
import { type ReviewFilters, type ReviewOrderBy, WITH_COMMENTS } from '#server/shared/training-reviews.ts'
import { callGateway, openGatewayDownload, seg } from './client.server.ts'

// Training Reviews (spec 2 §2 /reviews, §3 "Review query", §7 reports `training/reviews` with Accept
// text/csv for the CSV, and `lists/training/reviewed`).

export const TrainingReviewSchema = z.object({
	id: z.number().int(),
	userId: z.string(),
	userName: z.string(),
	userEmail: z.string(),
	trainingId: z.string(),
	trainingName: z.string(),
	rating: z.number().int().min(1).max(5),
	comment: z.string(),
	createdAt: z.string().nullable(),
})
export type TrainingReview = z.infer<typeof TrainingReviewSchema>

export const TrainingReviewsPageSchema = z.object({
	data: z.array(TrainingReviewSchema),
	pageInfo: z.object({
		pageNumber: z.number().int(),
		pageSize: z.number().int(),
		totalItems: z.number().int(),
		totalPages: z.number().int(),
	}),
	/** (ref) The same filters' average rating (one decimal; null with no review) and reviews per rating. */
	summary: z.object({
		averageRating: z.number().nullable(),
		ratingCounts: z.record(z.string(), z.number().int()),
	}),
})
export type TrainingReviewsPage = z.infer<typeof TrainingReviewsPageSchema>

export const ReviewedTrainingsSchema = z.object({ trainings: z.array(z.object({ id: z.string(), name: z.string() })) })

export type ReviewQuery = ReviewFilters & {
	pageNumber: number
	pageSize: number
	order: 'asc' | 'desc'
	orderBy: ReviewOrderBy
}

const reviewsPath = (companyId: string) => `/reports/api/v1/company/${seg(companyId)}/training/reviews`

function filterQuery(filters: ReviewFilters) {
	return {
		comments: filters.withComments ? WITH_COMMENTS : undefined,
		trainingId: filters.trainingIds,
		rating: filters.ratings,
	}
}

/** GET …/training/reviews: one page of the company's reviews as the query asks. */
export function listTrainingReviews(token: string, companyId: string, query: ReviewQuery): Promise<TrainingReviewsPage> {
	return callGateway({
		method: 'GET',
		path: reviewsPath(companyId),
		token,
		query: {
			pageNumber: query.pageNumber,
			pageSize: query.pageSize,
			order: query.order,
			orderBy: query.orderBy,
			...filterQuery(query),
		},
		schema: TrainingReviewsPageSchema,
	})
}

/**
 * The same call with Accept text/csv: every review the filters and sort select, as CSV (columns
 * REVIEW_CSV_COLUMNS after a header row), body unread for the caller to stream.
 */
export function openTrainingReviewsCsv(
	token: string,
	companyId: string,
	query: ReviewFilters & Pick<ReviewQuery, 'order' | 'orderBy'>,
	signal?: AbortSignal,
): Promise<Response> {
	return openGatewayDownload({
		method: 'GET',
		path: reviewsPath(companyId),
		token,
		accept: 'text/csv',
		query: { order: query.order, orderBy: query.orderBy, ...filterQuery(query) },
		signal,
	})
}

/** GET …/lists/training/reviewed: the trainings that have reviews (the training filter's choices). */
export async function listReviewedTrainings(token: string, companyId: string): Promise<Array<{ id: string; name: string }>> {
	const reply = await callGateway({
		method: 'GET',
		path: `/reports/api/v1/company/${seg(companyId)}/lists/training/reviewed`,
		token,
		schema: ReviewedTrainingsSchema,
	})
	return reply.trainings
}
