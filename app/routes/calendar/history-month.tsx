import { Form, useLocation } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { ListingTable } from '#app/components/data-table/listing-table.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { BackLink } from '#app/components/page-layout.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { NativeSelect, NativeSelectOption } from '#app/components/ui/native-select.tsx'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table.tsx'
import {
	getAwarenessStatistics,
	getDepartmentsProgress,
	getUsersProgress,
	type AwarenessStatus,
} from '#app/gateway/awareness-analytics.server.ts'
import { listAllNamed } from '#app/gateway/users.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { formatDate } from '#app/lib/dates.ts'
import { settle } from '#app/lib/gateway-results.server.ts'
import { defineTable, parseTableQuery, redirectPastLastPage, TABLE_PARAMS } from '#app/lib/table-query.ts'
import { calendarTabPath, historyHref, monthLabel, PROGRESS_PARAMS, PROGRESS_STATUSES, parseProgressFilters } from './calendar-url.ts'
import type { Route } from './+types/history-month'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'calendar:tabs.history', 'calendar:title')

/** The learners of a month (spec 2 §9: report tables show 10 a page), by name unless sorted otherwise. */
export const usersProgressTable = defineTable({
	sortColumns: ['name', 'status', 'completedAt'],
	defaultOrderBy: 'name',
	defaultOrder: 'asc',
	defaultPageSize: 10,
})

const STATUS_BADGE = { completed: 'success', inProgress: 'info', notStarted: 'neutral' } as const

/** One month of the history: its figures, its departments and a page of its learners, the filters in the URL. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const { token } = viewer
	const companyId = viewer.company.id
	const eventId = args.params.eventId
	const params = args.url.searchParams
	const filters = parseProgressFilters(params)
	const query = parseTableQuery(usersProgressTable, params)
	const scope = { departments: filters.department ? [filters.department] : [], groups: filters.group ? [filters.group] : [] }
	const statuses: AwarenessStatus[] = filters.status ? [filters.status] : []
	const [stats, departments, users, departmentList, groupList] = await Promise.all([
		settle(args.request, () => getAwarenessStatistics(token, companyId, { ...scope, eventIds: [eventId] })),
		settle(args.request, () => getDepartmentsProgress(token, companyId, eventId, scope)),
		settle(args.request, () =>
			getUsersProgress(token, companyId, eventId, {
				...scope,
				statuses,
				search: query.searchText,
				pageNumber: query.pageNumber,
				pageSize: query.pageSize,
				order: query.order,
				orderBy: query.orderBy,
			}),
		),
		settle(args.request, () => listAllNamed(token, companyId, 'departments')),
		settle(args.request, () => listAllNamed(token, companyId, 'groups')),
	])
	const month = stats.ok ? stats.value.items[0] : undefined
	// A month not in the history (unknown, another company's, not started yet) is not there.
	if (stats.ok && !month) throw new Response('Not found', { status: 404 })
	if (users.ok) redirectPastLastPage(usersProgressTable, args.url, query, users.value.total)
	const lng = getLocale(args.context)
	return {
		eventId,
		filters,
		month: month ?? null,
		departments: departments.ok ? departments.value.items : [],
		users: users.ok
			? users.value.items.map((u) => ({
					id: u.userId,
					name: [u.name, u.lastName].filter(Boolean).join(' ') || u.email,
					email: u.email,
					departmentName: u.departmentName,
					status: u.status,
					startedAt: formatDate(u.startedAt, lng),
					completedAt: formatDate(u.completedAt, lng),
				}))
			: [],
		total: users.ok ? users.value.total : 0,
		departmentOptions: departmentList.ok ? departmentList.value.map(({ id, name }) => ({ id, name })) : [],
		groupOptions: groupList.ok ? groupList.value.map(({ id, name }) => ({ id, name })) : [],
		failures: [stats, departments, users, departmentList, groupList].map((r) => (r.ok ? null : r.failure)),
	}
}

export default function CalendarHistoryMonth({ loaderData }: Route.ComponentProps) {
	const { t, i18n } = useTranslation('calendar')
	const { month, filters } = loaderData
	const label = month ? monthLabel(month.date.slice(0, 7), i18n.language) : ''
	const isFiltered = Boolean(filters.department || filters.group || filters.status)
	return (
		<section aria-labelledby="history-month-title" className="grid gap-6">
			<BackLink to={month ? historyHref(Number(month.date.slice(0, 4))) : calendarTabPath('history')}>{t('progress.back')}</BackLink>
			<div className="grid gap-1">
				<h2 id="history-month-title" className="text-xl font-semibold">
					{label}
					{month ? <span className="font-normal text-muted-foreground"> · {month.videoName}</span> : null}
				</h2>
				{month ? (
					<p data-testid="month-summary">
						{t('progress.summary', { completed: month.completed, total: month.totalUsers, percent: month.completionPercentage })}
					</p>
				) : null}
			</div>
			<LoadFailures failures={loaderData.failures} namespace="calendar" />
			<ProgressFilters departments={loaderData.departmentOptions} groups={loaderData.groupOptions} filters={filters} />
			<section aria-labelledby="departments-progress" className="grid gap-2">
				<h3 id="departments-progress" className="text-lg font-semibold">
					{t('progress.departments')}
				</h3>
				<Table data-testid="departments-progress">
					<TableCaption className="sr-only">{t('progress.departments')}</TableCaption>
					<TableHeader>
						<TableRow>
							<TableHead scope="col">{t('progress.department')}</TableHead>
							<TableHead scope="col" className="text-end">
								{t('history.learners')}
							</TableHead>
							<TableHead scope="col" className="text-end">
								{t('history.completed')}
							</TableHead>
							<TableHead scope="col" className="text-end">
								{t('history.inProgress')}
							</TableHead>
							<TableHead scope="col" className="text-end">
								{t('history.notStarted')}
							</TableHead>
							<TableHead scope="col" className="text-end">
								{t('history.completion')}
							</TableHead>
						</TableRow>
					</TableHeader>
					<TableBody>
						{loaderData.departments.length === 0 ? (
							<TableRow>
								<TableCell colSpan={6} className="text-center text-muted-foreground">
									{t('widgets:table.noData')}
								</TableCell>
							</TableRow>
						) : (
							loaderData.departments.map((d) => (
								<TableRow key={d.departmentId ?? 'none'} data-testid="department-row">
									<TableCell className="font-medium">{d.departmentName ?? t('progress.noDepartment')}</TableCell>
									<TableCell className="text-end tabular-nums">{d.totalUsers}</TableCell>
									<TableCell className="text-end tabular-nums">{d.completed}</TableCell>
									<TableCell className="text-end tabular-nums">{d.inProgress}</TableCell>
									<TableCell className="text-end tabular-nums">{d.notStarted}</TableCell>
									<TableCell className="text-end tabular-nums">{d.completionPercentage}%</TableCell>
								</TableRow>
							))
						)}
					</TableBody>
				</Table>
			</section>
			<section aria-labelledby="users-progress" className="grid gap-2">
				<h3 id="users-progress" className="text-lg font-semibold">
					{t('progress.users')}
				</h3>
				<ListingTable
					table={usersProgressTable}
					caption={t('progress.users')}
					search={t('progress.search')}
					isFiltered={isFiltered}
					paginationLabel={t('progress.users')}
					rows={loaderData.users}
					total={loaderData.total}
					columns={[
						{ id: 'name', header: t('progress.name'), sortBy: 'name', isRowHeader: true, cell: (u) => u.name },
						{ id: 'email', header: t('progress.email'), cell: (u) => u.email },
						{ id: 'department', header: t('progress.department'), cell: (u) => u.departmentName ?? t('progress.noDepartment') },
						{
							id: 'status',
							header: t('progress.status'),
							sortBy: 'status',
							cell: (u) => (
								<Badge variant={STATUS_BADGE[u.status]} data-testid="user-status">
									{t(`progress.statuses.${u.status}`)}
								</Badge>
							),
						},
						{ id: 'startedAt', header: t('progress.startedAt'), cell: (u) => u.startedAt ?? '—' },
						{ id: 'completedAt', header: t('progress.completedAt'), sortBy: 'completedAt', cell: (u) => u.completedAt ?? '—' },
					]}
				/>
			</section>
		</section>
	)
}

/** Department, group and status as a GET form (the URL is the state); the search and the table's sorting are kept, the page starts again. */
function ProgressFilters({
	departments,
	groups,
	filters,
}: {
	departments: { id: string; name: string }[]
	groups: { id: string; name: string }[]
	filters: ReturnType<typeof parseProgressFilters>
}) {
	const { t } = useTranslation('calendar')
	const location = useLocation()
	return (
		<Form
			method="get"
			action={location.pathname}
			preventScrollReset
			className="flex flex-wrap items-end gap-3"
			aria-label={t('progress.filters')}
		>
			<HiddenParams
				search={location.search}
				exclude={[PROGRESS_PARAMS.department, PROGRESS_PARAMS.group, PROGRESS_PARAMS.status, TABLE_PARAMS.pageNumber]}
			/>
			<Field label={t('progress.department')}>
				<NativeSelect name={PROGRESS_PARAMS.department} defaultValue={filters.department} key={`d-${filters.department}`}>
					<NativeSelectOption value="">{t('progress.allDepartments')}</NativeSelectOption>
					{departments.map((d) => (
						<NativeSelectOption key={d.id} value={d.id}>
							{d.name}
						</NativeSelectOption>
					))}
				</NativeSelect>
			</Field>
			<Field label={t('progress.group')}>
				<NativeSelect name={PROGRESS_PARAMS.group} defaultValue={filters.group} key={`g-${filters.group}`}>
					<NativeSelectOption value="">{t('progress.allGroups')}</NativeSelectOption>
					{groups.map((g) => (
						<NativeSelectOption key={g.id} value={g.id}>
							{g.name}
						</NativeSelectOption>
					))}
				</NativeSelect>
			</Field>
			<Field label={t('progress.status')}>
				<NativeSelect name={PROGRESS_PARAMS.status} defaultValue={filters.status ?? ''} key={`s-${filters.status ?? ''}`}>
					<NativeSelectOption value="">{t('progress.allStatuses')}</NativeSelectOption>
					{PROGRESS_STATUSES.map((status) => (
						<NativeSelectOption key={status} value={status}>
							{t(`progress.statuses.${status}`)}
						</NativeSelectOption>
					))}
				</NativeSelect>
			</Field>
			<Button type="submit" variant="outline">
				{t('progress.apply')}
			</Button>
		</Form>
	)
}
