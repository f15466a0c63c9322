import { Link, useLocation } from 'react-router'
import { type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { ListingTable } from '#app/components/data-table/listing-table.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { numberFormat } from '#app/lib/number-format.ts'
import { cn } from '#app/lib/utils.ts'
import {
	ANSWER_KINDS,
	ANSWER_STATUSES,
	type AnswerKind,
	type AnswerStatus,
	LAYOUT_TYPES,
	type LayoutType,
	type ReportOrderBy,
} from '#server/shared/phishing-exercise.ts'
import { answerTone, assignmentTone, sentenceCase, shownDaysToComplete, shownScore } from './report-format.ts'
import { dialogHref, isAssignmentStatus, REPORT_MODAL, REPORT_TABLES, unitUsersHref } from './report-url.ts'
import type { ReportTable, TemplateRow, UnitRow, UserRow } from './report-types.ts'

type Column<Row> = DataTableColumn<Row, string>
const linkClass = 'font-medium text-primary underline-offset-4 hover:underline'

/** The current tab's table (spec 3 §2): its count line, a search, the columns, the paging. */
export function ReportTableView({
	campaignId,
	table,
	isArchived,
	isFiltered,
	toolbar,
}: {
	campaignId: string
	table: ReportTable
	isArchived: boolean
	isFiltered: boolean
	toolbar?: React.ReactNode
}) {
	const { t } = useTranslation('phishingExerciseReport')
	const common = {
		caption: t(`tabs.${table.tab}`),
		search: t(`search.${table.tab}`),
		total: table.total,
		isFiltered,
		toolbar,
		paginationLabel: t(`tabs.${table.tab}`),
	}
	return (
		<section aria-labelledby="report-table-count" className="grid gap-3" data-testid={`report-${table.tab}`}>
			<h2 id="report-table-count" className="text-lg font-semibold" data-testid="report-count">
				{t(`counts.${table.tab}`, { count: table.total })}
			</h2>
			{table.tab === 'users' ? (
				<UsersTable common={common} rows={table.rows} isArchived={isArchived} />
			) : table.tab === 'templates' ? (
				<TemplatesTable common={common} rows={table.rows} />
			) : (
				<UnitsTable common={common} rows={table.rows} campaignId={campaignId} kind={table.tab} />
			)}
		</section>
	)
}

type CommonProps = {
	caption: string
	search: string
	total: number
	isFiltered: boolean
	toolbar?: React.ReactNode
	paginationLabel: string
}

function UsersTable({ common, rows, isArchived }: { common: CommonProps; rows: UserRow[]; isArchived: boolean }) {
	return <ListingTable {...common} table={REPORT_TABLES.users} rows={rows} columns={useUserColumns(isArchived)} />
}

function TemplatesTable({ common, rows }: { common: CommonProps; rows: TemplateRow[] }) {
	return <ListingTable {...common} table={REPORT_TABLES.templates} rows={rows} columns={useTemplateColumns()} />
}

function UnitsTable({
	common,
	rows,
	campaignId,
	kind,
}: {
	common: CommonProps
	rows: UnitRow[]
	campaignId: string
	kind: 'departments' | 'groups'
}) {
	return <ListingTable {...common} table={REPORT_TABLES[kind]} rows={rows} columns={useUnitColumns(campaignId, kind)} />
}

function useNumbers() {
	const { t, i18n } = useTranslation('phishingExerciseReport')
	const format = numberFormat(i18n.language, { maximumFractionDigits: 1 })
	return {
		number: (value: number | null) => <span className="tabular-nums">{value === null ? '-' : format.format(value)}</span>,
		percent: (value: number) => <span className="tabular-nums">{t('percent', { percent: format.format(value) })}</span>,
	}
}

/** An assignment status as its chip: the spec's label, the archived campaign's neutral colour. */
export function AssignmentChip({ status, isArchived }: { status: string; isArchived: boolean }) {
	const { t } = useTranslation('phishingExerciseReport')
	return (
		<StatusChip status={status} tone={assignmentTone(status, isArchived)}>
			{isAssignmentStatus(status) ? t(`status.${status}`) : sentenceCase(status)}
		</StatusChip>
	)
}

/** An answer's status as a chip, sentence case (spec 3 §3), or 'Not answered'. */
export function AnswerStatusChip({ status }: { status: string | null }) {
	const { t } = useTranslation('phishingExerciseReport')
	const known = (ANSWER_STATUSES as readonly unknown[]).includes(status)
	return (
		<StatusChip status={status ?? ''} tone={answerTone(status)}>
			{known ? t(`answerStatus.${status as AnswerStatus}`) : status ? sentenceCase(status) : t('answerStatus.none')}
		</StatusChip>
	)
}

/** An answer's name (one of the four kinds of spec 3 §3), sentence case when the kind is not one of them. */
export function useAnswerLabel() {
	const { t } = useTranslation('phishingExerciseReport')
	return (answer: string | null) => {
		if (!answer) return '-'
		const known = (ANSWER_KINDS as readonly string[]).includes(answer)
		return known ? t(`answer.${answer as AnswerKind}`) : sentenceCase(answer)
	}
}

export function useLayoutTypeLabel() {
	const { t } = useTranslation('phishingExerciseReport')
	return (layoutType: string) =>
		(LAYOUT_TYPES as readonly string[]).includes(layoutType) ? t(`layoutType.${layoutType as LayoutType}`) : sentenceCase(layoutType)
}

/** A template's thumbnail: decoration beside its name (the name says what it is). */
export function Thumbnail({ src }: { src: string | null }) {
	return src ? (
		<img src={src} alt="" loading="lazy" className="h-10 w-16 shrink-0 rounded border object-cover" />
	) : (
		<span aria-hidden="true" className="block h-10 w-16 shrink-0 rounded border bg-muted" />
	)
}

function useUserColumns(isArchived: boolean): Column<UserRow>[] {
	const { t } = useTranslation('phishingExerciseReport')
	const { pathname, search } = useLocation()
	const { number, percent } = useNumbers()
	const sortable = (id: ReportOrderBy<'users'>) => ({ id, header: t(`columns.${id}`), sortBy: id })
	return [
		{
			...sortable('fullName'),
			isRowHeader: true,
			cell: (row) => (
				<Link
					to={dialogHref(pathname, search, REPORT_MODAL.user, row.id)}
					preventScrollReset
					className={linkClass}
					aria-label={t('openUser', { name: row.fullName })}
				>
					{row.fullName}
				</Link>
			),
		},
		{ ...sortable('email'), cell: (row) => row.email },
		{ ...sortable('departments'), className: 'whitespace-normal', cell: (row) => row.departments || '-' },
		{ ...sortable('status'), cell: (row) => <AssignmentChip status={row.status} isArchived={isArchived} /> },
		{ ...sortable('daysToComplete'), cell: (row) => number(shownDaysToComplete(row.status, row.daysToComplete)) },
		{ ...sortable('completionPercentage'), cell: (row) => percent(row.completionPercentage) },
		{ ...sortable('correct'), cell: (row) => number(row.correct) },
		{ ...sortable('partial'), cell: (row) => number(row.partial) },
		{ ...sortable('wrong'), cell: (row) => number(row.wrong) },
		{ ...sortable('score'), cell: (row) => number(shownScore(row.score)) },
		{ ...sortable('completedAt'), cell: (row) => row.completedAt ?? '-' },
	]
}

function useTemplateColumns(): Column<TemplateRow>[] {
	const { t } = useTranslation('phishingExerciseReport')
	const { pathname, search } = useLocation()
	const { number } = useNumbers()
	const layoutLabel = useLayoutTypeLabel()
	const sortable = (id: ReportOrderBy<'templates'>) => ({ id, header: t(`columns.${id}`), sortBy: id })
	return [
		{
			...sortable('name'),
			isRowHeader: true,
			cell: (row) => (
				<span className="flex items-center gap-3">
					<Thumbnail src={row.thumbnailUrl} />
					<Link
						to={dialogHref(pathname, search, REPORT_MODAL.template, row.id)}
						preventScrollReset
						className={linkClass}
						aria-label={t('openTemplate', { name: row.name })}
					>
						{row.name}
					</Link>
				</span>
			),
		},
		{ ...sortable('layoutType'), cell: (row) => layoutLabel(row.layoutType) },
		{ ...sortable('correct'), cell: (row) => number(row.correct) },
		{ ...sortable('partial'), cell: (row) => number(row.partial) },
		{ ...sortable('wrong'), cell: (row) => number(row.wrong) },
		{ ...sortable('total'), cell: (row) => number(row.total) },
	]
}

function useUnitColumns(campaignId: string, kind: 'departments' | 'groups'): Column<UnitRow>[] {
	const { t } = useTranslation('phishingExerciseReport')
	const { search } = useLocation()
	const { number, percent } = useNumbers()
	const sortable = (id: ReportOrderBy<'departments'>) => ({ id, header: t(`columns.${id}`), sortBy: id })
	return [
		{
			...sortable('name'),
			isRowHeader: true,
			cell: (row) => (
				<Link to={unitUsersHref(campaignId, kind, row.id, search)} className={linkClass} aria-label={t('showUsers', { name: row.name })}>
					{row.name}
				</Link>
			),
		},
		{ ...sortable('learners'), cell: (row) => number(row.learners) },
		{ ...sortable('completionPercentage'), cell: (row) => percent(row.completionPercentage) },
		{ ...sortable('completed'), cell: (row) => number(row.completed) },
		{ ...sortable('inProgress'), cell: (row) => number(row.inProgress) },
		{ ...sortable('notStarted'), cell: (row) => number(row.notStarted) },
		{ ...sortable('overdue'), cell: (row) => number(row.overdue) },
	]
}

/**
 * Export CSV (spec 3 §2): a plain link, so the browser downloads the file (a client navigation would
 * not); a disabled button when there is nothing to download.
 */
export function CsvDownload({ href, disabled, label, testId }: { href: string; disabled: boolean; label: string; testId: string }) {
	const { t } = useTranslation('phishingExerciseReport')
	return disabled ? (
		<Button variant="outline" disabled title={t('downloadEmpty')} data-testid={testId}>
			<Icon name="download" />
			{label}
		</Button>
	) : (
		<a href={href} download className={cn(buttonVariants({ variant: 'outline' }))} data-testid={testId}>
			<Icon name="download" />
			{label}
		</a>
	)
}
