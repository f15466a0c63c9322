import { Link, useLocation } from 'react-router'
import { type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { ListingTable } from '#app/components/data-table/listing-table.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { StatusChip, type StatusTone } from '#app/components/ui/status-chip.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatDate } from '#app/lib/dates.ts'
import { cn } from '#app/lib/utils.ts'
import { SIMULATION_STATUSES, type SimulationStatus } from '#server/shared/phishing-simulation.ts'
import { formatCount, formatRate } from './report-format.ts'
import { campaignTabPath, REPORT_TABLES, roundRecipientsHref, unitRecipientsHref } from './report-url.ts'
import type { CampaignRow, CountsRow, RecipientRow, ReportTableData, RoundRow, TemplateRow, UnitRow } from './report-types.ts'

type Column<Row> = DataTableColumn<Row, string>
const linkClass = 'font-medium text-primary underline-offset-4 hover:underline'

/**
 * A list tab of either report (spec 3 §2): its count, a search, sortable columns and paging from the URL
 * (the project's server-paged table). `recipientsPath` is the recipients tab of the same report: a
 * department, group or round row leads there, filtered by it.
 */
export function ReportTableView({
	table,
	isFiltered,
	recipientsPath,
}: {
	table: ReportTableData
	isFiltered: boolean
	recipientsPath: string
}) {
	const { t } = useTranslation('phishingSimulationReport')
	const common = {
		caption: t(`tabs.${table.tab}`),
		// A campaign has a handful of rounds: no search there.
		search: table.tab === 'rounds' ? undefined : t(`search.${table.tab}`),
		total: table.total,
		isFiltered,
		paginationLabel: t(`tabs.${table.tab}`),
	}
	return (
		<section aria-labelledby="report-table-count" className="grid gap-3" data-testid={`report-${table.tab}`}>
			<h2 id="report-table-count" className="text-lg font-semibold" data-testid="report-count">
				{t(`counts.${table.tab}`, { count: table.total })}
			</h2>
			<TabTable table={table} common={common} recipientsPath={recipientsPath} />
		</section>
	)
}

type CommonProps = { caption: string; search?: string; total: number; isFiltered: boolean; paginationLabel: string }

function TabTable({ table, common, recipientsPath }: { table: ReportTableData; common: CommonProps; recipientsPath: string }) {
	const recipients = useRecipientColumns()
	const templates = useTemplateColumns()
	const units = useUnitColumns(recipientsPath, table.tab === 'groups' ? 'groups' : 'departments')
	const rounds = useRoundColumns(recipientsPath)
	const campaigns = useCampaignColumns()
	switch (table.tab) {
		case 'recipients':
			return <ListingTable {...common} table={REPORT_TABLES.recipients} rows={table.rows} columns={recipients} />
		case 'templates':
			return <ListingTable {...common} table={REPORT_TABLES.templates} rows={table.rows} columns={templates} />
		case 'departments':
		case 'groups':
			return <ListingTable {...common} table={REPORT_TABLES[table.tab]} rows={table.rows} columns={units} />
		case 'rounds':
			return <ListingTable {...common} table={REPORT_TABLES.rounds} rows={table.rows} columns={rounds} />
		case 'campaigns':
			return <ListingTable {...common} table={REPORT_TABLES.campaigns} rows={table.rows} columns={campaigns} />
	}
}

function useFormat() {
	const { t, i18n } = useTranslation('phishingSimulationReport')
	const lng = i18n.language
	return {
		t,
		lng,
		count: (value: number) => <span className="tabular-nums">{formatCount(value, lng)}</span>,
		rate: (value: number | null) => <span className="tabular-nums">{formatRate(value, lng)}</span>,
		date: (value: string | null) => formatDate(value, lng) ?? '-',
	}
}

type CountColumn = keyof Omit<CountsRow, 'id'>

/** The count and rate columns, sortable, in the given order. */
function useCountColumns<Row extends CountsRow>(names: readonly CountColumn[]): Column<Row>[] {
	const { t, count, rate } = useFormat()
	return names.map((name) => ({
		id: name,
		header: t(`columns.${name}`),
		sortBy: name,
		align: 'end' as const,
		cell: (row: Row) => (name.endsWith('Rate') ? rate(row[name] as number | null) : count(row[name] as number)),
	}))
}

function useRecipientColumns(): Column<RecipientRow>[] {
	const { t, date } = useFormat()
	const counts = useCountColumns<RecipientRow>(['sent', 'opened', 'clicked', 'phished', 'reported', 'reportRate'])
	return [
		{
			id: 'name',
			header: t('columns.name'),
			sortBy: 'name',
			isRowHeader: true,
			cell: (row) => (
				<span className="flex flex-wrap items-center gap-2">
					{row.name}
					{row.repeatClicker ? (
						<Badge variant="destructive" data-testid="repeat-clicker">
							{t('repeatClickerYes')}
						</Badge>
					) : null}
				</span>
			),
		},
		{ id: 'email', header: t('columns.email'), sortBy: 'email', cell: (row) => row.email },
		{ id: 'departmentName', header: t('columns.departmentName'), sortBy: 'departmentName', cell: (row) => row.departmentName ?? '-' },
		...counts,
		{ id: 'lastEventAt', header: t('columns.lastEventAt'), sortBy: 'lastEventAt', cell: (row) => date(row.lastEventAt) },
	]
}

/** Spec 3 §3 "Template difficulty labels: EASY, MEDIUM, HARD" (1, 2, 3). */
const DIFFICULTY_KEYS = { 1: 'difficulty.EASY', 2: 'difficulty.MEDIUM', 3: 'difficulty.HARD' } as const
const CATEGORIES = ['custom', 'corporate', 'consumer'] as const

function useTemplateColumns(): Column<TemplateRow>[] {
	const { t } = useFormat()
	const counts = useCountColumns<TemplateRow>(['sent', 'openRate', 'clickRate', 'phishRate', 'reportRate'])
	return [
		{ id: 'name', header: t('columns.name'), sortBy: 'name', isRowHeader: true, cell: (row) => row.name },
		{
			id: 'difficulty',
			header: t('columns.difficulty'),
			sortBy: 'difficulty',
			cell: (row) => (row.difficulty in DIFFICULTY_KEYS ? t(DIFFICULTY_KEYS[row.difficulty as 1 | 2 | 3]) : '-'),
		},
		{
			id: 'category',
			header: t('columns.category'),
			sortBy: 'category',
			cell: (row) =>
				row.category && (CATEGORIES as readonly string[]).includes(row.category)
					? t(`category.${row.category as (typeof CATEGORIES)[number]}`)
					: (row.category ?? '-'),
		},
		...counts,
	]
}

function useUnitColumns(recipientsPath: string, kind: 'departments' | 'groups'): Column<UnitRow>[] {
	const { t, count } = useFormat()
	const { search } = useLocation()
	const counts = useCountColumns<UnitRow>(['sent', 'openRate', 'clickRate', 'phishRate', 'reportRate'])
	return [
		{
			id: 'name',
			header: t('columns.name'),
			sortBy: 'name',
			isRowHeader: true,
			cell: (row) => (
				<Link
					to={unitRecipientsHref(recipientsPath, kind, row.id, search)}
					className={linkClass}
					aria-label={t('showRecipients', { name: row.name })}
				>
					{row.name}
				</Link>
			),
		},
		{ id: 'recipients', header: t('columns.recipients'), sortBy: 'recipients', align: 'end', cell: (row) => count(row.recipients) },
		...counts,
	]
}

function useRoundColumns(recipientsPath: string): Column<RoundRow>[] {
	const { t, count, date } = useFormat()
	const { search } = useLocation()
	const counts = useCountColumns<RoundRow>(['sent', 'opened', 'clicked', 'phished', 'reported', 'clickRate', 'reportRate'])
	return [
		{
			id: 'roundNumber',
			header: t('columns.roundNumber'),
			sortBy: 'roundNumber',
			isRowHeader: true,
			cell: (row) => (
				<Link
					to={roundRecipientsHref(recipientsPath, row.roundNumber, search)}
					className={linkClass}
					aria-label={t('showRoundRecipients', { number: row.roundNumber })}
				>
					{t('overview.roundLabel', { number: row.roundNumber })}
				</Link>
			),
		},
		{ id: 'startsAt', header: t('columns.startsAt'), sortBy: 'startsAt', cell: (row) => date(row.startsAt) },
		{ id: 'endsAt', header: t('columns.endsAt'), cell: (row) => date(row.endsAt) },
		{ id: 'recipients', header: t('columns.recipients'), sortBy: 'recipients', align: 'end', cell: (row) => count(row.recipients) },
		...counts,
	]
}

const STATUS_TONES: Record<SimulationStatus, StatusTone> = {
	DRAFT: 'neutral',
	QUEUED: 'info',
	IN_PROGRESS: 'success',
	ARCHIVED: 'neutral',
	SUSPENDED: 'warning',
}

export function SimulationStatusChip({ status }: { status: string }) {
	const { t } = useTranslation('phishingSimulationReport')
	const known = (SIMULATION_STATUSES as readonly string[]).includes(status)
	return (
		<StatusChip status={status} tone={known ? STATUS_TONES[status as SimulationStatus] : 'neutral'}>
			{known ? t(`status.${status as SimulationStatus}`) : status}
		</StatusChip>
	)
}

function useCampaignColumns(): Column<CampaignRow>[] {
	const { t, count, date } = useFormat()
	const counts = useCountColumns<CampaignRow>(['sent', 'clickRate', 'phishRate', 'reportRate'])
	return [
		{
			id: 'name',
			header: t('columns.name'),
			sortBy: 'name',
			isRowHeader: true,
			cell: (row) => (
				<Link to={campaignTabPath(row.id)} className={linkClass} aria-label={t('openReport', { name: row.name })}>
					{row.name}
				</Link>
			),
		},
		{ id: 'status', header: t('columns.status'), sortBy: 'status', cell: (row) => <SimulationStatusChip status={row.status} /> },
		{ id: 'startedAt', header: t('columns.startedAt'), sortBy: 'startedAt', cell: (row) => date(row.startedAt) },
		{ id: 'currentRound', header: t('columns.currentRound'), sortBy: 'currentRound', align: 'end', cell: (row) => count(row.currentRound) },
		{ id: 'recipients', header: t('columns.recipients'), sortBy: 'recipients', align: 'end', cell: (row) => count(row.recipients) },
		...counts,
	]
}

/**
 * "Download CSV" (spec 3 §2): a plain link, so the browser downloads the file (a client navigation would
 * not); a disabled button when there is nothing to download.
 */
export function CsvDownload({ href, disabled }: { href: string; disabled: boolean }) {
	const { t } = useTranslation('phishingSimulationReport')
	return disabled ? (
		<Button variant="outline" disabled title={t('downloadEmpty')} data-testid="report-download">
			<Icon name="download" />
			{t('downloadCsv')}
		</Button>
	) : (
		<a href={href} download className={cn(buttonVariants({ variant: 'outline' }))} data-testid="report-download">
			<Icon name="download" />
			{t('downloadCsv')}
		</a>
	)
}
