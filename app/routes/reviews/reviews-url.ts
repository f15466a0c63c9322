import { defineTable, TABLE_PARAMS } from '#app/lib/table-query.ts'
import { REVIEW_ORDER_BY, REVIEW_RATINGS, type ReviewFilters, WITH_COMMENTS } from '#server/shared/training-reviews.ts'

// Training Reviews' URL (ARCHITECTURE.md "The URL is the state"; spec 2 §3 "Review query"): the paging
// and sort of the table and the filters, so a link opens the same filtered view for a colleague. Pure:
// the loader, the download and the filter form read the same URL the same way.

export const REVIEWS_PATH = '/reviews'
export const REVIEWS_DOWNLOAD_PATH = '/reviews/download'

/** Report tables default to 10 rows (spec 2 §9), newest first. */
export const reviewsTable = defineTable({ sortColumns: REVIEW_ORDER_BY, defaultOrderBy: 'createdAt', defaultPageSize: 10 })

export const REVIEW_PARAMS = { training: 'trainingId', rating: 'rating', comments: 'comments' } as const
const FILTER_PARAM_NAMES = Object.values(REVIEW_PARAMS)

/** The filters of the URL; unknown ratings are dropped and a repeated value counts once. */
export function parseReviewFilters(params: URLSearchParams): ReviewFilters {
	const trainingIds = [...new Set(params.getAll(REVIEW_PARAMS.training).map((id) => id.trim()))].filter((id) => id && id.length <= 200)
	const ratings = REVIEW_RATINGS.filter((rating) => params.getAll(REVIEW_PARAMS.rating).includes(String(rating)))
	return { trainingIds: trainingIds.slice(0, 200), ratings, withComments: params.get(REVIEW_PARAMS.comments) === WITH_COMMENTS }
}

export function hasReviewFilters(filters: ReviewFilters): boolean {
	return filters.trainingIds.length > 0 || filters.ratings.length > 0 || filters.withComments
}

/** The page without its filters (Clear filters): the sort and page size stay, the page goes back to the first. */
export function clearFiltersHref(search: string): string {
	const params = new URLSearchParams(search)
	for (const name of [...FILTER_PARAM_NAMES, TABLE_PARAMS.pageNumber]) params.delete(name)
	return params.size ? `${REVIEWS_PATH}?${params}` : REVIEWS_PATH
}

/** The CSV of what the page shows: the same filters and sort, every page. */
export function downloadHref(search: string): string {
	const params = new URLSearchParams(search)
	const kept = new URLSearchParams()
	for (const name of [...FILTER_PARAM_NAMES, TABLE_PARAMS.order, TABLE_PARAMS.orderBy]) {
		for (const value of params.getAll(name)) kept.append(name, value)
	}
	return kept.size ? `${REVIEWS_DOWNLOAD_PATH}?${kept}` : REVIEWS_DOWNLOAD_PATH
}

/** The names the filter form owns (its hidden fields carry every other parameter). */
export const REVIEW_FILTER_FIELDS = [...FILTER_PARAM_NAMES, TABLE_PARAMS.pageNumber]
