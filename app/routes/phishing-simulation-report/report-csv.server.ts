import { isNotFound } from '#app/gateway/errors.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { loadResources } from '#app/i18n/resources.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { safeCsvDownload } from '#app/lib/csv-export.server.ts'
import { isoDay } from '#app/lib/dates.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { parseTableQuery } from '#app/lib/table-query.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { gatewayFilters, normalizeReportSearch, REPORT_TABLES, type ReportListTab, utcToday } from './report-url.ts'
import type { RouterContextProvider } from 'react-router'

// "Download CSV" of a report tab (spec 3 §2, §7 "Each list has a CSV variant"): every row the page's
// filters, search and sort select, as the gateway writes it (streamed, isCsv=true), passed on through
// app/lib/csv-export.server.ts (formula cells made text) with the header row in the reader's language. A
// failure goes back to the tab with 'Something went wrong' (spec 3 §8 reports it; the user must know the
// download did not happen).

type ColumnKey = Parameters<ReturnType<typeof createTranslator>>[0]

const COUNT_COLUMNS = ['sent', 'opened', 'clicked', 'phished', 'reported'] as const
const RATE_COLUMNS = ['openRate', 'clickRate', 'phishRate', 'reportRate'] as const

/** The gateway's CSV columns of each tab, in its order (server/gateway/services/phishing-simulation-reports.ts). */
function csvHeader(tab: ReportListTab | 'overview', seriesBy: 'round' | 'month', t: (key: string) => string): string[] {
	const col = (name: string) => t(`phishingSimulationReport:columns.${name}`)
	const counts = [...COUNT_COLUMNS.map(col), ...RATE_COLUMNS.map((name) => `${col(name)} (%)`)]
	switch (tab) {
		case 'overview':
			return [t(`phishingSimulationReport:overview.${seriesBy}`), col('startsAt'), ...COUNT_COLUMNS.map(col)]
		case 'recipients':
			return [col('name'), col('email'), col('departmentName'), col('lastEventAt'), col('repeatClicker'), ...counts]
		case 'templates':
			return [col('name'), col('difficulty'), col('category'), ...counts]
		case 'departments':
		case 'groups':
			return [col('name'), col('recipients'), ...counts]
		case 'rounds':
			return [col('roundNumber'), col('startsAt'), col('endsAt'), col('recipients'), ...counts]
		case 'campaigns':
			return [col('name'), col('status'), col('startedAt'), col('currentRound'), col('recipients'), ...counts]
	}
}

export async function reportCsvDownload({
	request,
	url,
	context,
	tab,
	allowRounds,
	filePrefix,
	backPath,
	open,
}: {
	request: Request
	url: URL
	context: Readonly<RouterContextProvider>
	tab: ReportListTab | 'overview'
	allowRounds: boolean
	filePrefix: string
	/** The tab's page, where a failure goes back to. */
	backPath: string
	open: (query: ReturnType<typeof gatewayFilters> & { order?: 'asc' | 'desc'; orderBy?: string }) => Promise<Response>
}): Promise<Response> {
	const { filters } = normalizeReportSearch(url.searchParams, { today: utcToday(), allowRounds })
	const table = tab === 'overview' ? null : parseTableQuery(REPORT_TABLES[tab], url)
	const lng = getLocale(context)
	try {
		const reply = await open({
			...gatewayFilters(filters, table?.searchText ?? ''),
			...(table ? { order: table.order, orderBy: table.orderBy } : {}),
		})
		const t = createTranslator(lng, await loadResources(lng, ['phishing-simulation-report'])) as (key: ColumnKey) => string
		return safeCsvDownload(reply, {
			filename: `${filePrefix}-${tab}-${isoDay(new Date())}.csv`,
			header: csvHeader(tab, allowRounds ? 'round' : 'month', t as (key: string) => string),
		})
	} catch (error) {
		if (isNotFound(error)) throw new Response('Not Found', { status: 404 })
		await writeFailure(error, request)
		return redirectWithToast(request, `${backPath}${url.search}`, { type: 'error', message: 'phishingSimulationReport:downloadFailed' })
	}
}
