/**
 * Training Reviews' query vocabulary (spec 2 §3 "Review query": comments, trainingId list, rating list,
 * pageNumber, pageSize, order, orderBy, CSV option; §9 "Quiz five-star survey 1 to 5"): what the
 * console's contract (app/gateway/reviews.server.ts) sends, the page's URL state
 * (app/routes/reviews/reviews-url.ts) offers and the reference gateway (server/gateway/services/reviews.ts)
 * accepts. Pure, so the browser may import it too.
 */

/** The ratings a learner gives, lowest first. */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const
export type ReviewRating = (typeof REVIEW_RATINGS)[number]

/** The columns the reviews may be sorted by (`orderBy`). */
export const REVIEW_ORDER_BY = ['createdAt', 'rating', 'trainingName', 'userName'] as const
export type ReviewOrderBy = (typeof REVIEW_ORDER_BY)[number]

/** The review query's filters (spec 2 §3): only reviews with a comment, of these trainings, with these ratings. */
export type ReviewFilters = { withComments: boolean; trainingIds: string[]; ratings: ReviewRating[] }

/** `comments=true`: only the reviews with a comment. */
export const WITH_COMMENTS = 'true'

/**
 * The CSV export's columns, in order (its header row is the gateway's English; the console writes the
 * reader's language over it).
 */
export const REVIEW_CSV_COLUMNS = ['learner', 'email', 'training', 'rating', 'comment', 'date'] as const
export type ReviewCsvColumn = (typeof REVIEW_CSV_COLUMNS)[number]
