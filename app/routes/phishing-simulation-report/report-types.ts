import type { FilterOption } from '#app/components/data-table/options-filter.tsx'
import type { EventType, SimulationStatus } from '#server/shared/phishing-simulation.ts'

// What the report loaders hand their pages: the gateway's rows with an `id` for the table (the
// components format numbers and dates in the reader's locale), apart from the contract's zod schemas so
// the browser never loads them.

export type Counts = Record<EventType, number>
export type Rates = { openRate: number | null; clickRate: number | null; phishRate: number | null; reportRate: number | null }
export type CountsRow = Counts & Rates & { id: string }

export type RecipientRow = CountsRow & {
	name: string
	email: string
	departmentName: string | null
	lastEventAt: string | null
	repeatClicker: boolean
}
export type TemplateRow = CountsRow & { name: string; difficulty: number; category: string | null }
export type UnitRow = CountsRow & { name: string; recipients: number }
export type RoundRow = CountsRow & { roundNumber: number; startsAt: string; endsAt: string; recipients: number }
export type CampaignRow = CountsRow & {
	name: string
	status: SimulationStatus
	startedAt: string | null
	currentRound: number
	recipients: number
}

export type ReportTableData =
	| { tab: 'recipients'; rows: RecipientRow[]; total: number }
	| { tab: 'templates'; rows: TemplateRow[]; total: number }
	| { tab: 'departments' | 'groups'; rows: UnitRow[]; total: number }
	| { tab: 'rounds'; rows: RoundRow[]; total: number }
	| { tab: 'campaigns'; rows: CampaignRow[]; total: number }

export type OverviewData = {
	funnel: Counts
	rates: { opened: number | null; clicked: number | null; phished: number | null; reported: number | null }
	recipients: number
	medianTimeToReportSeconds: number | null
	averageTimeToReportSeconds: number | null
	repeatClickers: number
	series: Array<Counts & { label: string; startsAt: string }>
}

export type { FilterOption } from '#app/components/data-table/options-filter.tsx'
export type RoundOption = { roundNumber: number; startsAt: string }

/** The filter form's choices: rounds only on a campaign's report, campaign start dates only on the summary. */
export type FilterChoices = {
	departments: FilterOption[]
	groups: FilterOption[]
	rounds: RoundOption[] | null
	hasCampaignStart: boolean
}

/** The campaign report's header (spec 3 §2): name, status and the schedule. */
export type CampaignHeader = {
	id: string
	name: string
	status: SimulationStatus
	frequency: string
	daysPerRound: number
	sendHour: number
	timezone: string
	startDate: string | null
	startedAt: string | null
	archivedAt: string | null
	nextRoundAt: string | null
	currentRound: number
}

/** The overview's two charts as markup, drawn by the loader (report-charts.server.tsx): no chart code in the browser. */
export type OverviewCharts = { funnel: string; series: string }
