import { data } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { BulkButton, BulkDialogForm, useBulkSelection } from '#app/components/data-table/bulk-actions.tsx'
import { SearchBox } from '#app/components/data-table/search-box.tsx'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageLayout } from '#app/components/page-layout.tsx'
import { listAllNamed, remindersAvailability, sendManualReminder } from '#app/gateway/users.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { textKey } from '#app/i18n/keys.ts'
import { pageTitle, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { searchWithout } from '#app/lib/modals.ts'
import { numberFormat } from '#app/lib/number-format.ts'
import { parseTableQuery } from '#app/lib/table-query.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { loadAddUsersDrawer } from './add-users/drawer.server.ts'
import {
	activeFilterCount,
	BULK_FORM_ID,
	filtersPanelOpen,
	INTENT,
	isEmptySelection,
	MODAL_PARAM,
	parseSelection,
	parseUserFilters,
	SELECTION_PARAM_NAMES,
	USERS_MODAL,
	usersTable,
} from './directory.ts'
import { REMINDER_CONSTRAINT, ReminderSchema } from './schemas.ts'
import { UserFilters } from './user-filters.tsx'
import { UsersHeader } from './users-header.tsx'
import { loadUsersPage } from './users-list.server.ts'
import { UsersTable } from './users-table.tsx'
import type { Route } from './+types/all-users'
import type { ReminderReply } from './reminder-dialog.tsx'

// Each in a chunk of its own, fetched when the URL opens it.
const ReminderDialog = lazyPanel('ReminderDialog', () => import('./reminder-dialog.tsx').then((m) => m.ReminderDialog))
const AddUsersDrawer = lazyPanel('AddUsersDrawer', () => import('./add-users/drawer.tsx').then((m) => m.AddUsersDrawer))

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'users:tabs.allUsers', 'users:title')
// The Add New Users drawer is drawn here (its URL is this page's): its words come with the page.
export const handle = textsHandle('add-users')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const { request, url } = args
	const { token } = viewer
	const companyId = viewer.company.id
	const params = url.searchParams
	const selection = parseSelection(params)
	const reminderOpen = params.get(MODAL_PARAM) === USERS_MODAL.reminder
	const filtersOpen = filtersPanelOpen(params)
	const [users, departments, groups, drawer, availability] = await Promise.all([
		loadUsersPage(viewer, request, url, getLocale(args.context)),
		filtersOpen ? settle(request, () => listAllNamed(token, companyId, 'departments')) : null,
		filtersOpen ? settle(request, () => listAllNamed(token, companyId, 'groups')) : null,
		loadAddUsersDrawer(viewer, request, url),
		reminderOpen && !isEmptySelection(selection)
			? settle(request, () => remindersAvailability(token, companyId, reminderSelection(url)))
			: null,
	])
	const toOptions = (list: typeof departments) => (list?.ok ? list.value.map(({ id, name }) => ({ id, name })) : [])
	return {
		rows: users.rows,
		total: users.total,
		counts: users.counts,
		isFiltered: activeFilterCount(users.filters) > 0,
		filters: { open: filtersOpen, departments: toOptions(departments), groups: toOptions(groups) },
		failures: [users.failure, departments?.ok === false ? departments.failure : null, groups?.ok === false ? groups.failure : null],
		selection,
		reminder: reminderOpen
			? {
					selectedCount: selection.isAllUsersSelected ? users.total : selection.userIds.length,
					availability: availability?.ok ? availability.value : null,
					failure: availability && !availability.ok ? availability.failure : null,
					constraint: REMINDER_CONSTRAINT,
				}
			: null,
		drawer,
	}
}

/**
 * The selection part of the reminder payload (spec 1 §3), from the page's URL: with 'Select all N'
 * the current search and filters name the users, otherwise the ticked ids do.
 */
function reminderSelection(url: URL) {
	const selection = parseSelection(url.searchParams)
	const filters = parseUserFilters(url.searchParams)
	const all = selection.isAllUsersSelected
	return {
		isAllUsersSelected: all,
		userIds: all ? [] : selection.userIds,
		searchText: all ? parseTableQuery(usersTable, url).searchText : '',
		departmentIds: all ? filters.departmentIds : [],
		groupIds: all ? filters.groupIds : [],
		filters: all ? { roles: filters.roles, statuses: filters.statuses } : { roles: [], statuses: [] },
	}
}

/** Send Reminder (spec 1 §4 "Reminder submission"); the Add New Users drawer posts to /users/add-users. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const { request, url } = args
	const formData = await request.formData()
	if (formData.get('intent') !== INTENT.reminder) throw new Response('Unknown intent', { status: 400 })
	const submission = parseSubmission(formData, ReminderSchema)
	if (submission.status !== 'success') {
		return data<ReminderReply>({ result: submission.reply() }, { status: 400 })
	}
	const selection = reminderSelection(url)
	if (isEmptySelection(selection)) {
		return data<ReminderReply>({ result: submission.reply({ formErrors: [textKey('users:reminder.noSelection')] }) }, { status: 400 })
	}
	const { categories, subject, customMessage } = submission.value
	try {
		await sendManualReminder(viewer.token, viewer.company.id, {
			includeVideoTraining: categories.includes('includeVideoTraining'),
			includePolicies: categories.includes('includePolicies'),
			includeGaming: categories.includes('includeGaming'),
			includeCalendarVideos: categories.includes('includeCalendarVideos'),
			subject,
			customMessage: customMessage ?? '',
			...selection,
			campaignId: null,
		})
	} catch (error) {
		return data<ReminderReply>({ result: submission.reply(), failure: await writeFailure(error, request) }, { status: 400 })
	}
	const back = `${url.pathname}${searchWithout(url.search, [MODAL_PARAM, ...SELECTION_PARAM_NAMES])}`
	return redirectWithToast(request, back, { type: 'success', message: 'users:reminder.sent' })
}

/** All Users (spec 1 §2): the company's users, searchable, sortable, filtered, with Send Reminder. */
export default function AllUsers({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('add-users')
	const { t } = useTranslation('users')
	const { rows, total, counts, selection } = loaderData
	const bulk = useBulkSelection(BULK_FORM_ID, { values: selection.userIds, isAllSelected: selection.isAllUsersSelected })
	return (
		<PageLayout>
			<UsersHeader>
				<LoadFailures failures={loaderData.failures} namespace="users" />
				{counts ? <UserCounts counts={counts} /> : null}
			</UsersHeader>
			{/* The bulk actions' GET form: the rows' checkboxes and 'Select all' join it through their `form` attribute. */}
			<BulkDialogForm id={BULK_FORM_ID} exclude={[MODAL_PARAM, ...SELECTION_PARAM_NAMES]} />
			<UsersTable
				caption={t('allUsers.caption')}
				rows={rows}
				total={total}
				isFiltered={loaderData.isFiltered}
				toolbar={
					<>
						<SearchBox label={t('allUsers.search')} placeholder={t('allUsers.search')} />
						<UserFilters {...loaderData.filters} />
						<BulkButton bulk={bulk} name={MODAL_PARAM} value={USERS_MODAL.reminder} className="ms-auto" data-testid="send-reminder">
							{t('reminder.open')}
						</BulkButton>
					</>
				}
				selection={bulk.selection}
			/>
			{loaderData.reminder ? <ReminderDialog data={loaderData.reminder} reply={actionData} /> : null}
			{loaderData.drawer ? <AddUsersDrawer data={loaderData.drawer} /> : null}
		</PageLayout>
	)
}

function UserCounts({ counts }: { counts: { total: number; enabled: number; disabled: number } }) {
	const { t, i18n } = useTranslation('users')
	const number = numberFormat(i18n.language)
	const items = [
		['total', counts.total],
		['enabled', counts.enabled],
		['disabled', counts.disabled],
	] as const
	return (
		<section aria-labelledby="user-counts-title">
			<h2 id="user-counts-title" className="sr-only">
				{t('allUsers.counts.label')}
			</h2>
			<dl className="flex flex-wrap gap-3" data-testid="user-counts">
				{items.map(([key, value]) => (
					<div key={key} className="min-w-28 rounded-md border px-4 py-2">
						<dt className="text-xs text-muted-foreground">{t(`allUsers.counts.${key}`)}</dt>
						<dd className="text-xl font-semibold" data-testid={`count-${key}`}>
							{number.format(value)}
						</dd>
					</div>
				))}
			</dl>
		</section>
	)
}
