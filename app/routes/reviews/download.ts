import { requireViewer } from '#app/auth/guards.server.ts'
import { openTrainingReviewsCsv } from '#app/gateway/reviews.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { loadResources } from '#app/i18n/resources.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { safeCsvDownload } from '#app/lib/csv-export.server.ts'
import { isoDay } from '#app/lib/dates.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { parseTableQuery } from '#app/lib/table-query.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { REVIEW_CSV_COLUMNS } from '#server/shared/training-reviews.ts'
import { parseReviewFilters, REVIEWS_PATH, reviewsTable } from './reviews-url.ts'
import type { Route } from './+types/download'

/**
 * Download CSV of Training Reviews: every review the page's filters select, in its sort, as the gateway
 * writes it (Accept text/csv), streamed on with the header in the reader's language and every cell a
 * spreadsheet would run made text (app/lib/csv-export.server.ts). A read, so a GET link; a failure goes
 * back to the same filtered page with the spec's 'Something went wrong'.
 */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const table = parseTableQuery(reviewsTable, args.url)
	const filters = parseReviewFilters(args.url.searchParams)
	const lng = getLocale(args.context)
	try {
		const reply = await openTrainingReviewsCsv(
			viewer.token,
			viewer.company.id,
			{ ...filters, order: table.order, orderBy: table.orderBy },
			args.request.signal,
		)
		const t = createTranslator(lng, await loadResources(lng, ['reviews']))
		return safeCsvDownload(reply, {
			filename: `training-reviews-${isoDay(new Date())}.csv`,
			header: REVIEW_CSV_COLUMNS.map((column) => t(`reviews:columns.${column}`)),
		})
	} catch (error) {
		await writeFailure(error, args.request)
		return redirectWithToast(args.request, `${REVIEWS_PATH}${args.url.search}`, { type: 'error', message: 'reviews:downloadFailed' })
	}
}
