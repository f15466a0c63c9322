import { useId } from 'react'
import { Link, useLocation } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { ConfirmDialog } from '#app/components/confirm-dialog.tsx'
import { type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { ListingTable } from '#app/components/data-table/listing-table.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { hrefWith } from '#app/components/shell/url-state.ts'
import { Button } from '#app/components/ui/button.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { hasErrorCode } from '#app/gateway/errors.ts'
import {
	endPolicyRevision,
	getPolicyReport,
	listPolicies,
	POLICY_REVISION_ENDED_CODE,
	type PolicyReportRow,
} from '#app/gateway/policies.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { formatDate } from '#app/lib/dates.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { TABLE_PARAMS } from '#app/lib/table-query.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { PolicyPagination } from './policy-pagination.tsx'
import {
	assignHref,
	durationParts,
	INTENT,
	listParam,
	parsePolicyQuery,
	POLICIES_PATH,
	POLICY_PARAMS,
	type ReportColumn,
	reportTable,
	revisionPath,
} from './policy-table.ts'
import type { Route } from './+types/report'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'policies:title')

/** The company's policy revisions (spec 2 §3 "Policy report columns"): sorted, paged, searched and filtered in the URL. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const lng = getLocale(args.context)
	const params = args.url.searchParams
	const query = parsePolicyQuery(reportTable, args.url)
	const revisionIds = listParam(params, POLICY_PARAMS.revisionIds)
	const [report, list] = await Promise.all([
		settle(args.request, () =>
			getPolicyReport(viewer.token, viewer.company.id, {
				pageNumber: query.pageNumber,
				pageSize: query.pageSize,
				order: query.order,
				orderBy: query.orderBy,
				search: query.searchText,
				revisionIds,
			}),
		),
		settle(args.request, () => listPolicies(viewer.token, viewer.company.id)),
	])
	const rows = report.ok ? report.value.rows.map((row) => toRow(row, lng)) : []
	const ending = params.get(POLICY_PARAMS.end)
	return {
		rows,
		total: report.ok ? report.value.itemsCount : 0,
		revisionIds,
		revisionOptions: list.ok
			? list.value.flatMap((policy) => policy.revisions.map((r) => ({ id: r.id, name: policy.name, revision: r.revision })))
			: [],
		failures: [report.ok ? null : report.failure, list.ok ? null : list.failure],
		// Only a revision of this page that has not ended can be asked about.
		ending: rows.find((row) => row.id === ending && row.endedAt === null) ?? null,
	}
}

function toRow(row: PolicyReportRow, lng: string) {
	return {
		id: row.id,
		policyId: row.policyId,
		name: row.name,
		revision: row.revision,
		assignments: row.assignments,
		progress: row.progress,
		acknowledged: row.acknowledged,
		notOpened: row.notOpened,
		overdue: row.overdue,
		average: durationParts(row.averageAcknowledge),
		createdLabel: formatDate(row.createdAt, lng),
		endedAt: row.endedAt,
		endedLabel: formatDate(row.endedAt, lng),
		document: row.document,
	}
}
type Row = ReturnType<typeof toRow>

/** End a revision, confirmed: the report comes back as it was, with the outcome as a toast. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const formData = await args.request.formData()
	const revisionId = formData.get('revisionId')
	if (formData.get('intent') !== INTENT.end || typeof revisionId !== 'string' || !revisionId || revisionId.length > 200) {
		throw new Response('Unknown intent', { status: 400 })
	}
	const back = `${POLICIES_PATH}${reportSearch(new URL(args.request.url).searchParams)}`
	try {
		await endPolicyRevision(viewer.token, viewer.company.id, revisionId)
	} catch (error) {
		if (hasErrorCode(error, POLICY_REVISION_ENDED_CODE)) {
			return redirectWithToast(args.request, back, { type: 'error', message: 'policies:end.already' })
		}
		return redirectWithToast(args.request, back, { type: 'error', ...(await writeFailure(error, args.request)) })
	}
	return redirectWithToast(args.request, back, { type: 'success', message: 'policies:end.done' })
}

/** The report's query without the confirmation's parameter. */
function reportSearch(params: URLSearchParams): string {
	const next = new URLSearchParams(params)
	next.delete(POLICY_PARAMS.end)
	const search = next.toString()
	return search ? `?${search}` : ''
}

/** /policies (spec 2 §2): the policies' revisions with their acknowledgement progress; Assign Policy; a revision's learners. */
export default function PoliciesReport({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('policies')
	const location = useLocation()
	const { rows, total, failures, ending } = loaderData
	const number = (value: number) => <span className="tabular-nums">{value}</span>
	const columns: DataTableColumn<Row, ReportColumn>[] = [
		{
			id: 'name',
			header: t('columns.name'),
			sortBy: 'name',
			isRowHeader: true,
			cell: (row) => (
				<Link to={revisionPath(row.id)} className="font-medium text-primary underline-offset-4 hover:underline">
					{row.name}
				</Link>
			),
		},
		{ id: 'revision', header: t('columns.revision'), sortBy: 'revision', cell: (row) => number(row.revision) },
		{ id: 'assignments', header: t('columns.assignments'), sortBy: 'assignments', cell: (row) => number(row.assignments) },
		{ id: 'progress', header: t('columns.progress'), sortBy: 'progress', cell: (row) => <Progress value={row.progress} /> },
		{ id: 'acknowledged', header: t('columns.acknowledged'), sortBy: 'acknowledged', cell: (row) => number(row.acknowledged) },
		{ id: 'notOpened', header: t('columns.notOpened'), sortBy: 'notOpened', cell: (row) => number(row.notOpened) },
		{ id: 'overdue', header: t('columns.overdue'), sortBy: 'overdue', cell: (row) => number(row.overdue) },
		{
			id: 'averageAcknowledge',
			header: t('columns.averageAcknowledge'),
			sortBy: 'averageAcknowledge',
			cell: (row) => (row.average ? t(`duration.${row.average.unit}`, { value: row.average.value }) : '—'),
		},
		{ id: 'createdAt', header: t('columns.createdAt'), sortBy: 'createdAt', cell: (row) => row.createdLabel ?? '—' },
		{ id: 'endedAt', header: t('columns.endedAt'), sortBy: 'endedAt', cell: (row) => row.endedLabel ?? '—' },
		{
			id: 'document',
			header: t('columns.document'),
			cell: (row) => (
				<a
					href={row.document.url}
					className="text-primary underline-offset-4 hover:underline"
					aria-label={t('download', { name: row.name, revision: row.revision })}
					download
				>
					{t('columns.document')}
				</a>
			),
		},
		{
			id: 'actions',
			header: t('columns.actions'),
			cell: (row) => (
				<div className="flex flex-wrap gap-x-3 gap-y-1">
					<Link
						to={assignHref(row.policyId)}
						className="text-primary underline-offset-4 hover:underline"
						aria-label={t('newRevisionOf', { name: row.name })}
					>
						{t('newRevision')}
					</Link>
					{row.endedAt === null ? (
						<Link
							to={hrefWith(location, POLICY_PARAMS.end, row.id)}
							preventScrollReset
							className="text-primary underline-offset-4 hover:underline"
							aria-label={t('end.named', { name: row.name, revision: row.revision })}
						>
							{t('end.action')}
						</Link>
					) : null}
				</div>
			),
		},
	]
	const closeHref = hrefWith(location, POLICY_PARAMS.end, null)
	return (
		<PageLayout>
			<PageHeader
				title={t('title')}
				description={t('description')}
				actions={
					<Button asChild>
						<Link to={assignHref()}>{t('assign')}</Link>
					</Button>
				}
			/>
			<LoadFailures failures={failures} namespace="policies" />
			<div data-testid="policies-report">
				<ListingTable
					table={reportTable}
					caption={t('title')}
					search={t('search')}
					toolbar={<RevisionFilter options={loaderData.revisionOptions} selected={loaderData.revisionIds} />}
					columns={columns}
					rows={rows}
					total={total}
					isFiltered={loaderData.revisionIds.length > 0}
					hidePagination
				/>
				{total > 0 ? <PolicyPagination table={reportTable} total={total} label={t('pagination')} /> : null}
			</div>
			<ConfirmDialog
				open={ending !== null}
				data-testid="end-revision-dialog"
				title={t('end.title')}
				description={ending ? t('end.description', { name: ending.name, revision: ending.revision }) : ''}
				closeHref={closeHref}
				form={{ action: closeHref, fields: { intent: INTENT.end, revisionId: ending?.id ?? '' } }}
				confirmLabel={t('end.confirm')}
				destructive
			/>
		</PageLayout>
	)
}

/** Spec 2 §3 "Filter parameters" revisionIds: one revision, or all; a GET form that keeps the rest of the URL. */
function RevisionFilter({ options, selected }: { options: Array<{ id: string; name: string; revision: number }>; selected: string[] }) {
	const { t } = useTranslation('policies')
	const { pathname, search } = useLocation()
	const id = useId()
	return (
		<form method="get" action={pathname} className="flex items-center gap-2" data-testid="revision-filter">
			<HiddenParams search={search} exclude={[POLICY_PARAMS.revisionIds, TABLE_PARAMS.pageNumber, POLICY_PARAMS.end]} />
			<label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
				{t('filter.label')}
			</label>
			<NativeSelect id={id} name={POLICY_PARAMS.revisionIds} key={selected.join(',')} defaultValue={selected[0] ?? ''} className="w-64">
				<option value="">{t('filter.all')}</option>
				{options.map((option) => (
					<option key={option.id} value={option.id}>
						{t('filter.option', { name: option.name, revision: option.revision })}
					</option>
				))}
			</NativeSelect>
			<Button type="submit" variant="outline" size="sm">
				{t('filter.apply')}
			</Button>
		</form>
	)
}

/** A percent as a bar and its number (the number is what assistive technology reads). */
function Progress({ value }: { value: number }) {
	const { t } = useTranslation('policies')
	return (
		<div className="flex min-w-24 items-center gap-2">
			<div className="h-2 w-16 overflow-hidden rounded-full bg-muted" aria-hidden>
				<div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
			</div>
			<span className="tabular-nums">{t('percent', { percent: value })}</span>
		</div>
	)
}
