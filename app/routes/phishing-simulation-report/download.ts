import { openCampaignReportCsv } from '#app/gateway/phishing-simulation-reports.server.ts'
import { reportCsvDownload } from './report-csv.server.ts'
import { campaignTabPath, isCampaignReportTab } from './report-url.ts'
import { requireReportViewer } from './report.server.ts'
import type { Route } from './+types/download'

/** Download CSV of a campaign report's tab (spec 3 §2): the page's filters, search and sort, every row. A read, so a GET link. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireReportViewer(args)
	const { campaignId, tab } = args.params
	if (!isCampaignReportTab(tab)) throw new Response('Not Found', { status: 404 })
	return reportCsvDownload({
		...args,
		tab,
		allowRounds: true,
		filePrefix: 'phishing-simulation',
		backPath: campaignTabPath(campaignId, tab),
		open: (query) => openCampaignReportCsv(viewer.token, viewer.company.id, campaignId, tab, query, args.request.signal),
	})
}
