/**
 * The users directory's URL state, shared by the loaders, actions and components (pure, safe in the
 * browser): the tables' definitions, the users filters (repeated parameters), the row selection that
 * the Send Reminder dialog reads, and the `modal` values of the directory's dialogs.
 */
import type { NamedListKind, UserFilters } from '#app/gateway/users.server.ts'
import { MODAL_PARAM, searchWithout } from '#app/lib/modals.ts'
import { namedValues } from '#app/lib/named-values.ts'
import { isOneOf } from '#app/lib/one-of.ts'
import { defineTable, type TableQuery } from '#app/lib/table-query.ts'
import { NAMED_LIST_ORDER_BY, USER_ORDER_BY, USER_ROLE_FILTERS, USER_STATUSES } from '#server/shared/directory-lists.ts'

export const usersTable = defineTable({ sortColumns: USER_ORDER_BY, defaultOrderBy: 'createdAt' })
export type UsersColumn = (typeof usersTable.sortColumns)[number]

export const namedTable = defineTable({ sortColumns: NAMED_LIST_ORDER_BY, defaultOrderBy: 'createdAt' })
export type NamedColumn = (typeof namedTable.sortColumns)[number]

/** The role filter's values (spec 1 §6: account admin, account owner and learner) and the status filter's. */
export { USER_ROLE_FILTERS as ROLE_FILTERS, USER_STATUSES as STATUS_FILTERS }

export const FILTER_PARAMS = namedValues(['departmentIds', 'groupIds', 'roles', 'statuses'] satisfies (keyof UserFilters)[])
export const FILTER_PARAM_NAMES = Object.values(FILTER_PARAMS)

/** The row selection as the bulk-actions GET form puts it in the URL. */
export const SELECTION_PARAMS = { userIds: 'userIds', isAllSelected: 'isAllSelected' } as const
export const SELECTION_PARAM_NAMES = Object.values(SELECTION_PARAMS)

export { MODAL_PARAM }
/**
 * `?filters=open` unfolds the filters panel. Its department and group options are read from the
 * gateway only then: a page shows (and costs) the lists only when somebody looks at them.
 */
export const FILTERS_PANEL_PARAM = 'filters'
export const OPEN = 'open'
export function filtersPanelOpen(params: URLSearchParams): boolean {
	return params.get(FILTERS_PANEL_PARAM) === OPEN
}
export const ID_PARAM = 'id'
/** The assign-users picker's own search box (the page's `searchText` belongs to its table). */
export const PICKER_SEARCH_PARAM = 'assignSearch'

export const USERS_MODAL = namedValues(['reminder', 'assign'])
export const NAMED_MODAL = namedValues(['createDepartment', 'createGroup', 'rename', 'delete'])

/** The create dialog's `modal` value of each list. */
export const CREATE_MODAL: Record<NamedListKind, string> = {
	departments: NAMED_MODAL.createDepartment,
	groups: NAMED_MODAL.createGroup,
}

export const INTENT = namedValues(['reminder', 'create', 'rename', 'delete', 'assign', 'unassign'])

/** The forms that post users' ids: the reminder's bulk GET form, and the assigned-users page's remove form. */
export const BULK_FORM_ID = 'users-bulk-actions'

const MAX_IDS = 100
const MAX_ID_LENGTH = 100

function ids(values: string[]): string[] {
	return [...new Set(values.map((v) => v.trim()).filter((v) => v !== '' && v.length <= MAX_ID_LENGTH))].slice(0, MAX_IDS)
}

/** The users filters from the URL; unknown roles and statuses are dropped. */
export function parseUserFilters(params: URLSearchParams): Required<UserFilters> {
	return {
		departmentIds: ids(params.getAll(FILTER_PARAMS.departmentIds)),
		groupIds: ids(params.getAll(FILTER_PARAMS.groupIds)),
		roles: [...new Set(params.getAll(FILTER_PARAMS.roles))].filter((role) => isOneOf(USER_ROLE_FILTERS, role)),
		statuses: [...new Set(params.getAll(FILTER_PARAMS.statuses))].filter((status) => isOneOf(USER_STATUSES, status)),
	}
}

export function activeFilterCount(filters: Required<UserFilters>): number {
	return filters.departmentIds.length + filters.groupIds.length + filters.roles.length + filters.statuses.length
}

export type UserSelection = { isAllUsersSelected: boolean; userIds: string[] }

export function parseSelection(params: URLSearchParams): UserSelection {
	const isAllUsersSelected = params.get(SELECTION_PARAMS.isAllSelected) === 'true'
	return { isAllUsersSelected, userIds: isAllUsersSelected ? [] : ids(params.getAll(SELECTION_PARAMS.userIds)) }
}

export function isEmptySelection(selection: UserSelection) {
	return !selection.isAllUsersSelected && selection.userIds.length === 0
}

/** The gateway's pages start at 1; the URL's (table-query) at 0. */
export function gatewayPage(query: Pick<TableQuery, 'pageNumber'>) {
	return query.pageNumber + 1
}

/** Where a dialog of the page leads when closed: the page as it was, without the dialog's own parameters. */
export function closeDialogHref(location: { pathname: string; search: string }, extra: readonly string[] = []) {
	return `${location.pathname}${searchWithout(location.search, [MODAL_PARAM, ID_PARAM, PICKER_SEARCH_PARAM, ...extra])}`
}

/** The page's address with `modal` (and more) set, keeping the rest. */
export function openDialogHref(location: { pathname: string; search: string }, values: Record<string, string>) {
	const params = new URLSearchParams(location.search)
	for (const [name, value] of Object.entries(values)) params.set(name, value)
	return `${location.pathname}?${params}`
}

export const NAMED_PATH: Record<NamedListKind, string> = {
	departments: '/users/departments',
	groups: '/users/groups',
}

export function assignedUsersPath(kind: NamedListKind, id: string) {
	return `${NAMED_PATH[kind]}/assigned-users/${encodeURIComponent(id)}`
}
