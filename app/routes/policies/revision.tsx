import { useId } from 'react'
import { Link, useLocation } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { ListingTable } from '#app/components/data-table/listing-table.tsx'
import { type UiMessage } from '#app/components/form-errors.ts'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import { isNotFound } from '#app/gateway/errors.ts'
import { getPolicyStatistics, type PolicyLearner } from '#app/gateway/policies.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { formatDate } from '#app/lib/dates.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { TABLE_PARAMS } from '#app/lib/table-query.ts'
import { PolicyPagination } from './policy-pagination.tsx'
import {
	durationParts,
	type LearnerColumn,
	learnersTable,
	parsePolicyQuery,
	POLICIES_PATH,
	POLICY_PARAMS,
	POLICY_STATUSES,
	statusesParam,
} from './policy-table.ts'
import type { Route } from './+types/revision'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'policies:title')

/** One revision's summary and its learners' acknowledgement progress (spec 2 §5 statuses), filtered and paged in the URL. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const lng = getLocale(args.context)
	const query = parsePolicyQuery(learnersTable, args.url)
	const statuses = statusesParam(args.url.searchParams)
	let result: { ok: true; value: Awaited<ReturnType<typeof getPolicyStatistics>> } | { ok: false; failure: UiMessage }
	try {
		result = {
			ok: true,
			value: await getPolicyStatistics(viewer.token, viewer.company.id, {
				revisionId: args.params.revisionId,
				pageNumber: query.pageNumber,
				pageSize: query.pageSize,
				order: query.order,
				orderBy: query.orderBy,
				search: query.searchText,
				statuses,
			}),
		}
	} catch (error) {
		// Not the company's revision (or none): the console's 404.
		if (isNotFound(error)) throw new Response('Not found', { status: 404 })
		result = { ok: false, failure: await writeFailure(error, args.request) }
	}
	const revision = result.ok ? result.value.revision : null
	return {
		revision: revision
			? {
					name: revision.name,
					revision: revision.revision,
					assignments: revision.assignments,
					progress: revision.progress,
					acknowledged: revision.acknowledged,
					notOpened: revision.notOpened,
					overdue: revision.overdue,
					average: durationParts(revision.averageAcknowledge),
					startLabel: formatDate(`${revision.startDate}T00:00:00`, lng),
					daysToComplete: revision.daysToComplete,
					endedLabel: formatDate(revision.endedAt, lng),
					document: revision.document,
				}
			: null,
		rows: result.ok ? result.value.users.map((user) => toRow(user, lng)) : [],
		total: result.ok ? result.value.itemsCount : 0,
		statuses,
		failure: result.ok ? null : result.failure,
	}
}

function toRow(user: PolicyLearner, lng: string) {
	return {
		id: user.userId,
		name: user.name,
		email: user.email,
		status: user.status,
		acknowledgedLabel: formatDate(user.acknowledgedAt, lng),
		time: durationParts(user.timeToAcknowledge),
	}
}
type Row = ReturnType<typeof toRow>

const STATUS_TONE = { acknowledged: 'success', notOpened: 'neutral', overdue: 'danger' } as const

export default function PolicyRevision({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('policies')
	const { revision, rows, total, failure, statuses } = loaderData
	const columns: DataTableColumn<Row, LearnerColumn>[] = [
		{ id: 'name', header: t('revisionPage.columns.name'), sortBy: 'name', isRowHeader: true, cell: (row) => row.name },
		{ id: 'email', header: t('revisionPage.columns.email'), sortBy: 'email', cell: (row) => row.email },
		{
			id: 'status',
			header: t('revisionPage.columns.status'),
			sortBy: 'status',
			cell: (row) => (
				<StatusChip status={row.status} tone={STATUS_TONE[row.status]} data-status={row.status}>
					{t(`statuses.${row.status}`)}
				</StatusChip>
			),
		},
		{
			id: 'acknowledgedAt',
			header: t('revisionPage.columns.acknowledgedAt'),
			sortBy: 'acknowledgedAt',
			cell: (row) => row.acknowledgedLabel ?? '—',
		},
		{
			id: 'timeToAcknowledge',
			header: t('revisionPage.columns.timeToAcknowledge'),
			cell: (row) => (row.time ? t(`duration.${row.time.unit}`, { value: row.time.value }) : '—'),
		},
	]
	return (
		<PageLayout>
			<div>
				<Link to={POLICIES_PATH} className="text-sm text-primary underline-offset-4 hover:underline">
					{t('revisionPage.back')}
				</Link>
			</div>
			<PageHeader
				title={revision ? t('revisionPage.title', { name: revision.name, revision: revision.revision }) : t('title')}
				description={revision?.endedLabel ? t('revisionPage.ended', { date: revision.endedLabel }) : undefined}
				actions={
					revision ? (
						<Button asChild variant="outline">
							<a href={revision.document.url} download>
								{t('download', { name: revision.name, revision: revision.revision })}
							</a>
						</Button>
					) : null
				}
			/>
			<LoadFailures failures={[failure]} namespace="policies" />
			{revision ? (
				<section aria-labelledby="revision-summary" className="grid gap-3">
					<h2 id="revision-summary" className="text-lg font-semibold">
						{t('revisionPage.summary')}
					</h2>
					<dl className="grid grid-cols-2 gap-4 rounded-md border p-4 sm:grid-cols-4 lg:grid-cols-8" data-testid="revision-summary">
						<Figure label={t('columns.assignments')} value={revision.assignments} />
						<Figure label={t('columns.progress')} value={t('percent', { percent: revision.progress })} />
						<Figure label={t('columns.acknowledged')} value={revision.acknowledged} />
						<Figure label={t('columns.notOpened')} value={revision.notOpened} />
						<Figure label={t('columns.overdue')} value={revision.overdue} />
						<Figure
							label={t('columns.averageAcknowledge')}
							value={revision.average ? t(`duration.${revision.average.unit}`, { value: revision.average.value }) : '—'}
						/>
						<Figure label={t('revisionPage.started')} value={revision.startLabel ?? '—'} />
						<Figure label={t('revisionPage.daysToComplete')} value={revision.daysToComplete} />
					</dl>
				</section>
			) : null}
			<section aria-labelledby="revision-learners" className="grid gap-3" data-testid="revision-learners">
				<h2 id="revision-learners" className="text-lg font-semibold">
					{t('revisionPage.learners')}
				</h2>
				<ListingTable
					table={learnersTable}
					caption={t('revisionPage.learners')}
					search={t('revisionPage.search')}
					toolbar={<StatusFilter selected={statuses} />}
					columns={columns}
					rows={rows}
					total={total}
					isFiltered={statuses.length > 0}
					hidePagination
				/>
				{total > 0 ? <PolicyPagination table={learnersTable} total={total} label={t('revisionPage.pagination')} /> : null}
			</section>
		</PageLayout>
	)
}

function Figure({ label, value }: { label: string; value: React.ReactNode }) {
	return (
		<div className="grid gap-1">
			<dt className="text-xs text-muted-foreground">{label}</dt>
			<dd className="text-lg font-semibold tabular-nums">{value}</dd>
		</div>
	)
}

/** The learners' status (spec 2 §5): one, or all; a GET form that keeps the rest of the URL. */
function StatusFilter({ selected }: { selected: string[] }) {
	const { t } = useTranslation('policies')
	const { pathname, search } = useLocation()
	const id = useId()
	return (
		<form method="get" action={pathname} className="flex items-center gap-2" data-testid="status-filter">
			<HiddenParams search={search} exclude={[POLICY_PARAMS.statuses, TABLE_PARAMS.pageNumber]} />
			<label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
				{t('revisionPage.statusFilter')}
			</label>
			<NativeSelect id={id} name={POLICY_PARAMS.statuses} key={selected.join(',')} defaultValue={selected[0] ?? ''} className="w-44">
				<option value="">{t('revisionPage.allStatuses')}</option>
				{POLICY_STATUSES.map((status) => (
					<option key={status} value={status}>
						{t(`statuses.${status}`)}
					</option>
				))}
			</NativeSelect>
			<Button type="submit" variant="outline" size="sm">
				{t('revisionPage.apply')}
			</Button>
		</form>
	)
}
