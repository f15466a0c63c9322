import { openSummaryReportCsv } from '#app/gateway/phishing-simulation-reports.server.ts'
import { reportCsvDownload } from '#app/routes/phishing-simulation-report/report-csv.server.ts'
import { isSummaryReportTab, summaryTabPath } from '#app/routes/phishing-simulation-report/report-url.ts'
import { requireReportViewer } from '#app/routes/phishing-simulation-report/report.server.ts'
import type { Route } from './+types/download'

/** Download CSV of a phishing summary tab (spec 3 §2): the page's filters, search and sort, every row. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireReportViewer(args)
	const { tab } = args.params
	if (!isSummaryReportTab(tab)) throw new Response('Not Found', { status: 404 })
	return reportCsvDownload({
		...args,
		tab,
		allowRounds: false,
		filePrefix: 'phishing-summary',
		backPath: summaryTabPath(tab),
		open: (query) => openSummaryReportCsv(viewer.token, viewer.company.id, tab, query, args.request.signal),
	})
}
