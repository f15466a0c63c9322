import { isNotFound } from '#app/gateway/errors.ts'
import { openReportCsv, REPORT_CSV_COLUMNS, type ReportCsvTarget } from '#app/gateway/phishing-exercise.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { loadResources } from '#app/i18n/resources.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { safeCsvDownload } from '#app/lib/csv-export.server.ts'
import { isoDay } from '#app/lib/dates.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { requireExerciseViewer } from '#app/routes/phishing-exercise/exercise-access.server.ts'
import { DIALOG_SORT, isReportTab, parseReportDialog, parseReportFilters, parseReportQuery, reportTabPath } from './report-url.ts'
import type { Route } from './+types/download'

/**
 * Export CSV of a report tab, or of its open row dialog (spec 3 §2, §7 "Each list has a CSV variant"):
 * every row the page's filters, search and sort select, as the gateway writes it, streamed on with the
 * header in the reader's language and every cell a spreadsheet would run made text
 * (app/lib/csv-export.server.ts). A read, so a GET link; a failure goes back to the same page with
 * 'Something went wrong' (spec 3 §8: nothing else is shown).
 */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireExerciseViewer(args)
	const { campaignId, tab } = args.params
	if (!isReportTab(tab)) throw new Response('Not Found', { status: 404 })
	const filters = parseReportFilters(args.url.searchParams)
	const dialog = parseReportDialog(tab, args.url.searchParams)
	const query = parseReportQuery(tab, args.url)
	const target: ReportCsvTarget = dialog
		? dialog.modal === 'user'
			? { list: 'userTemplates', userId: dialog.id }
			: { list: 'templateUsers', templateId: dialog.id }
		: { list: tab }
	const lng = getLocale(args.context)
	try {
		const reply = await openReportCsv(
			viewer.token,
			viewer.company.id,
			campaignId,
			target,
			dialog
				? { ...DIALOG_SORT[dialog.modal], searchText: dialog.searchText, departments: filters.departments, groups: filters.groups }
				: { order: query.order, orderBy: query.orderBy as never, searchText: query.searchText, ...filters },
			args.request.signal,
		)
		const t = createTranslator(lng, await loadResources(lng, ['phishing-exercise-report']))
		return safeCsvDownload(reply, {
			filename: `phishing-exercise-${target.list}-${isoDay(new Date())}.csv`,
			header: REPORT_CSV_COLUMNS[target.list].map((column) => t(`phishingExerciseReport:columns.${column}`)),
		})
	} catch (error) {
		if (isNotFound(error)) throw new Response('Not Found', { status: 404 })
		await writeFailure(error, args.request)
		return redirectWithToast(args.request, `${reportTabPath(campaignId, tab)}${args.url.search}`, {
			type: 'error',
			message: 'phishingExerciseReport:downloadFailed',
		})
	}
}
