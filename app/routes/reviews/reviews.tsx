import { useId } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { ListingTable } from '#app/components/data-table/listing-table.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { listReviewedTrainings, listTrainingReviews } from '#app/gateway/reviews.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { formatDate } from '#app/lib/dates.ts'
import { settle } from '#app/lib/gateway-results.server.ts'
import { numberFormat } from '#app/lib/number-format.ts'
import { parseTableQuery, redirectPastLastPage } from '#app/lib/table-query.ts'
import { cn } from '#app/lib/utils.ts'
import { REVIEW_RATINGS, type ReviewFilters } from '#server/shared/training-reviews.ts'
import {
	clearFiltersHref,
	downloadHref,
	hasReviewFilters,
	parseReviewFilters,
	REVIEW_FILTER_FIELDS,
	REVIEW_PARAMS,
	REVIEWS_PATH,
	reviewsTable,
} from './reviews-url.ts'
import type { Route } from './+types/reviews'

export const handle = textsHandle('reviews')

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'reviews:title')

/**
 * One page of the company's training reviews as the URL asks (spec 2 §3 "Review query"), the trainings
 * that have reviews (the filter's choices) beside it.
 */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const { token, company } = viewer
	const lng = getLocale(args.context)
	const table = parseTableQuery(reviewsTable, args.url)
	const filters = parseReviewFilters(args.url.searchParams)
	const [page, trainings] = await Promise.all([
		settle(args.request, () =>
			listTrainingReviews(token, company.id, {
				pageNumber: table.pageNumber,
				pageSize: table.pageSize,
				order: table.order,
				orderBy: table.orderBy,
				...filters,
			}),
		),
		settle(args.request, () => listReviewedTrainings(token, company.id)),
	])
	const total = page.ok ? page.value.pageInfo.totalItems : 0
	if (page.ok) redirectPastLastPage(reviewsTable, args.url, table, total)
	return {
		rows: page.ok
			? page.value.data.map((review) => ({
					id: String(review.id),
					learner: review.userName,
					email: review.userEmail,
					training: review.trainingName,
					rating: review.rating,
					comment: review.comment,
					date: formatDate(review.createdAt, lng),
				}))
			: [],
		total,
		summary: page.ok ? page.value.summary : null,
		trainings: trainings.ok ? trainings.value : [],
		filters,
		isFiltered: hasReviewFilters(filters),
		failures: [page, trainings].flatMap((r) => (r.ok ? [] : [r.failure])),
	}
}

type ReviewRow = Route.ComponentProps['loaderData']['rows'][number]

/** Training Reviews (spec 2 §2 /reviews): filters, the summary, the table and its CSV. */
export default function TrainingReviews({ loaderData }: Route.ComponentProps) {
	useAreaTexts('reviews')
	const { t } = useTranslation('reviews')
	const location = useLocation()
	const { rows, total, summary, trainings, filters, isFiltered, failures } = loaderData
	return (
		<PageLayout>
			<PageHeader
				title={t('title')}
				description={t('description')}
				actions={
					total > 0 ? (
						// A plain link: the browser downloads the file (a client navigation would not).
						<a
							href={downloadHref(location.search)}
							download
							className={buttonVariants({ variant: 'outline' })}
							data-testid="reviews-download"
						>
							<Icon name="download" />
							{t('download')}
						</a>
					) : (
						<Button variant="outline" disabled title={t('downloadEmpty')} data-testid="reviews-download">
							<Icon name="download" />
							{t('download')}
						</Button>
					)
				}
			/>
			<LoadFailures failures={failures} namespace="reviews" />
			<ReviewFilterForm filters={filters} trainings={trainings} />
			{summary ? <ReviewSummary total={total} average={summary.averageRating} counts={summary.ratingCounts} /> : null}
			<ListingTable
				table={reviewsTable}
				caption={t('title')}
				rows={rows}
				total={total}
				isFiltered={isFiltered}
				paginationLabel={t('title')}
				columns={[
					{ id: 'learner', header: t('columns.learner'), sortBy: 'userName', isRowHeader: true, cell: (r: ReviewRow) => r.learner },
					{ id: 'email', header: t('columns.email'), cell: (r: ReviewRow) => <span className="break-all">{r.email}</span> },
					{ id: 'training', header: t('columns.training'), sortBy: 'trainingName', cell: (r: ReviewRow) => r.training },
					{ id: 'rating', header: t('columns.rating'), sortBy: 'rating', cell: (r: ReviewRow) => <Stars rating={r.rating} /> },
					{
						id: 'comment',
						header: t('columns.comment'),
						className: 'max-w-md whitespace-normal',
						cell: (r: ReviewRow) =>
							r.comment.trim() ? (
								// `dir="auto"`: a Hebrew comment reads right to left on an English page and the other way round.
								<p dir="auto" className="break-words whitespace-pre-line">
									{r.comment}
								</p>
							) : (
								<span className="text-muted-foreground">{t('noComment')}</span>
							),
					},
					{ id: 'date', header: t('columns.date'), sortBy: 'createdAt', cell: (r: ReviewRow) => r.date ?? '' },
				]}
			/>
		</PageLayout>
	)
}

/** Five stars, the rating's filled; read as "4 out of 5". */
function Stars({ rating }: { rating: number }) {
	const { t } = useTranslation('reviews')
	return (
		<span className="inline-flex items-center gap-0.5" role="img" aria-label={t('ratingValue', { rating })} data-rating={rating}>
			{REVIEW_RATINGS.map((star) => (
				<Icon key={star} name="star" className={cn('size-4', star <= rating ? 'text-amber-500' : 'text-muted-foreground/30')} />
			))}
		</span>
	)
}

/** The filtered reviews' average and how many gave each rating. */
function ReviewSummary({ total, average, counts }: { total: number; average: number | null; counts: Record<string, number> }) {
	const { t, i18n } = useTranslation('reviews')
	const format = numberFormat(i18n.language)
	const headingId = useId()
	const most = Math.max(1, ...Object.values(counts))
	return (
		<section aria-labelledby={headingId} className="grid gap-4 rounded-lg border p-4 sm:grid-cols-[auto_1fr]" data-testid="reviews-summary">
			<h2 id={headingId} className="sr-only">
				{t('summary.label')}
			</h2>
			<div className="grid content-start gap-1">
				<p className="text-sm text-muted-foreground">{t('summary.average')}</p>
				<p className="text-3xl font-semibold" data-testid="reviews-average">
					{average === null ? t('summary.noAverage') : t('summary.averageValue', { value: format.format(average) })}
				</p>
				<p className="text-sm text-muted-foreground" data-testid="reviews-count">
					{t('summary.count', { count: total })}
				</p>
			</div>
			<table className="w-full max-w-md text-sm">
				<caption className="sr-only">{t('summary.perRating')}</caption>
				<tbody>
					{[...REVIEW_RATINGS].reverse().map((rating) => {
						const n = counts[String(rating)] ?? 0
						return (
							<tr key={rating} data-testid={`rating-count-${rating}`}>
								<th scope="row" className="w-20 pe-3 text-start font-normal whitespace-nowrap">
									{t('stars', { count: rating })}
								</th>
								<td className="w-full py-1">
									<span aria-hidden="true" className="block h-2 rounded-full bg-muted">
										<span className="block h-2 rounded-full bg-amber-500" style={{ inlineSize: `${(n / most) * 100}%` }} />
									</span>
								</td>
								<td className="ps-3 text-end tabular-nums">{format.format(n)}</td>
							</tr>
						)
					})}
				</tbody>
			</table>
		</section>
	)
}

/**
 * The filters as one GET form (works without JavaScript): trainings (several, in a disclosure that opens in place: without JavaScript nothing would close an overlay), ratings
 * (several) and "only with comments". Applying goes back to the first page and keeps the sort and page size.
 */
function ReviewFilterForm({ filters, trainings }: { filters: ReviewFilters; trainings: Array<{ id: string; name: string }> }) {
	const { t } = useTranslation('reviews')
	const location = useLocation()
	const id = useId()
	const chosen = filters.trainingIds.length
	return (
		<Form
			// Keyed by the URL so the controls show the applied filters after back/forward.
			key={location.search}
			method="get"
			action={REVIEWS_PATH}
			preventScrollReset
			aria-label={t('filters.label')}
			className="flex flex-wrap items-end gap-x-6 gap-y-3"
			data-testid="review-filters"
		>
			<HiddenParams search={location.search} exclude={REVIEW_FILTER_FIELDS} />
			<fieldset className="grid gap-1">
				<legend className="mb-1 text-xs text-muted-foreground">{t('filters.training')}</legend>
				<details className="group">
					<summary className={cn(buttonVariants({ variant: 'outline' }), 'w-64 cursor-pointer justify-between list-none')}>
						<span className="truncate">{chosen === 0 ? t('filters.allTrainings') : t('filters.trainingsChosen', { count: chosen })}</span>
						<Icon name="chevron-down" className="transition-transform group-open:rotate-180" />
					</summary>
					<div className="mt-1 grid max-h-64 w-80 gap-2 overflow-y-auto rounded-md border bg-popover p-3">
						{trainings.length === 0 ? <p className="text-sm text-muted-foreground">{t('filters.noTrainings')}</p> : null}
						{trainings.map((training) => (
							<label key={training.id} className="flex items-start gap-2 text-sm">
								<Checkbox name={REVIEW_PARAMS.training} value={training.id} defaultChecked={filters.trainingIds.includes(training.id)} />
								<span>{training.name}</span>
							</label>
						))}
					</div>
				</details>
			</fieldset>
			<fieldset className="grid gap-1">
				<legend className="mb-1 text-xs text-muted-foreground">{t('filters.rating')}</legend>
				<div className="flex flex-wrap gap-x-4 gap-y-2">
					{[...REVIEW_RATINGS].reverse().map((rating) => (
						<label key={rating} className="inline-flex items-center gap-2 text-sm">
							<Checkbox name={REVIEW_PARAMS.rating} value={String(rating)} defaultChecked={filters.ratings.includes(rating)} />
							{t('stars', { count: rating })}
						</label>
					))}
				</div>
			</fieldset>
			<label htmlFor={`${id}-comments`} className="inline-flex items-center gap-2 pb-2 text-sm">
				<Checkbox id={`${id}-comments`} name={REVIEW_PARAMS.comments} value="true" defaultChecked={filters.withComments} />
				{t('filters.withComments')}
			</label>
			<div className="flex items-center gap-2">
				<Button type="submit" variant="secondary">
					{t('filters.apply')}
				</Button>
				{hasReviewFilters(filters) ? (
					<Link to={clearFiltersHref(location.search)} preventScrollReset className={buttonVariants({ variant: 'ghost' })}>
						{t('filters.clear')}
					</Link>
				) : null}
			</div>
		</Form>
	)
}
