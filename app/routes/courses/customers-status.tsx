import { useState } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { ListingTable } from '#app/components/data-table/listing-table.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { Button } from '#app/components/ui/button.tsx'
import {
	endCourseForCustomers,
	listCustomersWithCourse,
	type SharedOrderBy,
	startCourseForCustomers,
	unshareCourse,
} from '#app/gateway/course-sharing.server.ts'
import { getCourse } from '#app/gateway/courses.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { useTranslation, useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { formatDate, isoDay } from '#app/lib/dates.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { defineTable, parseTableQuery, TABLE_PARAMS } from '#app/lib/table-query.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { coursePath } from '#app/routes/learning/course-library.ts'
import { allCustomerIdsWithCourse, requireSharingViewer } from './sharing.server.ts'
import { useCourse } from './use-course.ts'
import type { Route } from './+types/customers-status'

/** Spec 2 §2: the customers status table, ascending by customer name by default. */
// The gateway's sort columns (the contract is server-only: the component needs them too).
const SORT_COLUMNS = ['companyName', 'progress', 'startDate', 'receivedDate'] as const satisfies readonly SharedOrderBy[]
const customersStatusTable = defineTable({ sortColumns: SORT_COLUMNS, defaultOrderBy: 'companyName', defaultOrder: 'asc' })

const STATUS_INTENT = { remove: 'removeCustomers', end: 'endTraining', start: 'startTraining' } as const
const ACTIONS_FORM = 'customer-actions'
const IDS = 'customerCompanyIds'
const ALL_SELECTED = 'isAllSelected'
/** Start Training from the table: every user of each customer, due in 30 days, from today (spec 2 §9 training default). */
const QUICK_START_DAYS = 30

/** The partner's customers that have the course: progress, start date and received date. */
export const handle = textsHandle('course-sharing')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireSharingViewer(args)
	const lng = getLocale(args.context)
	const query = parseTableQuery(customersStatusTable, args.url)
	const result = await settle(args.request, () => listCustomersWithCourse(viewer.token, viewer.company.id, args.params.courseId, query))
	const rows = result.ok
		? result.value.companies.map((row) => ({
				...row,
				id: row.companyId,
				progress: Math.round(row.progress),
				startLabel: formatDate(row.startDate, lng),
				receivedLabel: formatDate(row.receivedDate, lng),
			}))
		: []
	return {
		rows,
		total: result.ok ? result.value.itemsCount : 0,
		failure: result.ok ? null : result.failure,
		companyId: viewer.company.id,
	}
}

/** Remove, End Training, Start Training for the ticked customers (or every one with "Select all"); back with the spec's toast. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireSharingViewer(args)
	const { courseId } = args.params
	const formData = await args.request.formData()
	const intent = formData.get('intent')
	if (!Object.values(STATUS_INTENT).includes(intent as never)) throw new Response('Unknown intent', { status: 400 })
	// The page's URL (args.url), not the data request's (…/customers-status.data with JavaScript).
	const url = args.url
	const back = `${url.pathname}${url.search}`
	const { token } = viewer
	const companyId = viewer.company.id
	try {
		const ids =
			formData.get(ALL_SELECTED) === 'true'
				? await allCustomerIdsWithCourse(token, companyId, courseId, url.searchParams.get(TABLE_PARAMS.searchText) ?? '')
				: [...new Set(formData.getAll(IDS).filter((id): id is string => typeof id === 'string' && id !== ''))]
		if (ids.length === 0)
			return redirectWithToast(args.request, back, { type: 'error', message: 'courseSharing:sharing.status.noSelection' })
		if (intent === STATUS_INTENT.remove) {
			await unshareCourse(token, companyId, courseId, ids)
			return redirectWithToast(args.request, back, { type: 'success', message: 'courseSharing:sharing.status.removed' })
		}
		if (intent === STATUS_INTENT.end) {
			await endCourseForCustomers(token, companyId, courseId, ids)
			return redirectWithToast(args.request, back, { type: 'success', message: 'courseSharing:sharing.status.ended' })
		}
		const course = await getCourse(token, companyId, courseId)
		await startCourseForCustomers(token, companyId, courseId, {
			customerCompanyIds: ids,
			isAllCustomers: false,
			daysToComplete: QUICK_START_DAYS,
			startDate: isoDay(new Date()),
			assignmentType: 'all',
			notificationsEnabled: true,
			subject: course.name,
			message: '',
			weeklyReminder: false,
		})
		return redirectWithToast(args.request, back, { type: 'success', message: 'courseSharing:sharing.status.started' })
	} catch (error) {
		return redirectWithToast(args.request, back, { type: 'error', ...(await writeFailure(error, args.request)) })
	}
}

type StatusRow = Route.ComponentProps['loaderData']['rows'][number]

/** The customers status tab (spec 2 §2, §4): who has the course, how far they are, and the actions on them. */
export default function CustomersStatus({ loaderData }: Route.ComponentProps) {
	useAreaTexts('course-sharing')
	const { t } = useTranslation('courseSharing')
	const course = useCourse()
	const location = useLocation()
	const hydrated = useHydrated()
	const { rows, total, failure, companyId } = loaderData
	const [selected, setSelected] = useState<{ values: string[]; isAllSelected: boolean }>({ values: [], isAllSelected: false })
	// Spec 2 §4: removing customers is disabled for a course of the provider (not the partner's own training).
	const providerOwned = course.customTrainingCompanyId !== companyId
	const chosen = selected.isAllSelected ? rows : rows.filter((row) => selected.values.includes(row.companyId))
	const anyStarted = chosen.some((row) => row.startDate !== null)
	const nothingChosen = chosen.length === 0
	const columns: DataTableColumn<StatusRow, (typeof SORT_COLUMNS)[number]>[] = [
		{
			id: 'companyName',
			header: t('sharing.status.columns.companyName'),
			sortBy: 'companyName',
			isRowHeader: true,
			cell: (row) => row.companyName,
		},
		{
			id: 'progress',
			header: t('sharing.status.columns.progress'),
			sortBy: 'progress',
			cell: (row) => <span data-field="progress">{row.progress}%</span>,
		},
		{
			id: 'startDate',
			header: t('sharing.status.columns.startDate'),
			sortBy: 'startDate',
			cell: (row) => <span data-field="startDate">{row.startLabel ?? t('sharing.status.notStarted')}</span>,
		},
		{
			id: 'receivedDate',
			header: t('sharing.status.columns.receivedDate'),
			sortBy: 'receivedDate',
			cell: (row) => <span data-field="receivedDate">{row.receivedLabel}</span>,
		},
	]
	return (
		<section aria-labelledby="customers-status-title" className="grid gap-4">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="customers-status-title" className="text-xl font-semibold">
					{t('sharing.status.title')}
				</h2>
				<Button asChild variant="outline">
					<Link to={coursePath(course.id, 'customers-settings')}>{t('sharing.status.addCustomers')}</Link>
				</Button>
			</div>
			<LoadFailures failures={[failure]} namespace="learning" />
			{/* The table holds GET forms of its own: its checkboxes join this form through their form attribute. */}
			<Form
				id={ACTIONS_FORM}
				method="post"
				action={`${location.pathname}${location.search}`}
				preventScrollReset
				aria-label={t('sharing.status.actionsLabel')}
				className="flex flex-wrap items-center gap-2"
			>
				<Button
					type="submit"
					name="intent"
					value={STATUS_INTENT.remove}
					variant="outline"
					disabled={providerOwned || (hydrated && nothingChosen)}
					title={providerOwned ? t('sharing.status.removeDisabled') : undefined}
					aria-describedby={providerOwned ? 'remove-disabled' : undefined}
				>
					{t('sharing.status.remove')}
				</Button>
				{/* Spec 2 §4: End is hidden if none of the chosen customers started; Start when one already did. */}
				{!hydrated || anyStarted ? (
					<Button type="submit" name="intent" value={STATUS_INTENT.end} variant="outline" disabled={hydrated && nothingChosen}>
						{t('sharing.status.end')}
					</Button>
				) : null}
				{!hydrated || !anyStarted ? (
					<Button type="submit" name="intent" value={STATUS_INTENT.start} disabled={hydrated && nothingChosen}>
						{t('sharing.status.start')}
					</Button>
				) : null}
				{providerOwned ? (
					<p id="remove-disabled" className="text-sm text-muted-foreground">
						{t('sharing.status.removeDisabled')}
					</p>
				) : null}
				<p className="basis-full text-sm text-muted-foreground">{t('sharing.status.startHint')}</p>
			</Form>
			<ListingTable
				table={customersStatusTable}
				caption={t('sharing.status.caption')}
				search={t('sharing.status.search')}
				columns={columns}
				rows={rows}
				total={total}
				emptyText={new URLSearchParams(location.search).get(TABLE_PARAMS.searchText) ? undefined : t('sharing.status.empty')}
				selection={{
					name: IDS,
					value: (row) => row.companyId,
					label: (row) => t('sharing.status.selectCustomer', { name: row.companyName }),
					form: ACTIONS_FORM,
					allSelectedName: ALL_SELECTED,
					onChange: setSelected,
				}}
			/>
		</section>
	)
}
