import { data } from 'react-router'
import { sessionEndingResponse, type Viewer } from '#app/auth/guards.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { isNotFound } from '#app/gateway/errors.ts'
import {
	assignUsers,
	getNamed,
	listUnassignedUsers,
	listUsers,
	unassignUsers,
	type NamedListKind,
	type UserFilters,
} from '#app/gateway/users.server.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { searchWithout } from '#app/lib/modals.ts'
import { normalizeSearchText, parseTableQuery } from '#app/lib/table-query.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import {
	INTENT,
	MODAL_PARAM,
	parseSelection,
	PICKER_SEARCH_PARAM,
	SELECTION_PARAM_NAMES,
	SELECTION_PARAMS,
	USERS_MODAL,
	usersTable,
} from './directory.ts'
import { loadUsersPage } from './users-list.server.ts'
import { fullName } from './users-table.tsx'

/** How many unassigned users the picker lists at once; a search narrows the rest. */
export const PICKER_PAGE_SIZE = 50
/** 'Select all' on the remove form reads at most this many pages of 100 users. */
const MAX_SELECT_ALL_PAGES = 50

export type AssignedParams = { departmentId?: string; groupId?: string }

/** The two routes share this module: the parameter's name says which list it is. */
export function assignedTarget(params: AssignedParams): { kind: NamedListKind; id: string } {
	if (params.departmentId !== undefined) return { kind: 'departments', id: params.departmentId }
	if (params.groupId !== undefined) return { kind: 'groups', id: params.groupId }
	throw data(null, { status: 404 })
}

/** Only the page's own department or group: the URL's other filters do not apply here. */
function fixedFilters(kind: NamedListKind, id: string): Required<UserFilters> {
	return {
		departmentIds: kind === 'departments' ? [id] : [],
		groupIds: kind === 'groups' ? [id] : [],
		roles: [],
		statuses: [],
	}
}

/** The department or group; an unknown id, or another company's (the gateway answers 404), is the 404 page. */
async function requireItem(viewer: Viewer, request: Request, kind: NamedListKind, id: string) {
	try {
		return await getNamed(viewer.token, viewer.company.id, kind, id)
	} catch (error) {
		const ending = await sessionEndingResponse(error, request)
		if (ending) throw ending
		if (isNotFound(error)) throw data(null, { status: 404 })
		throw error
	}
}

export async function loadAssignedUsers(viewer: Viewer, request: Request, url: URL, params: AssignedParams, lng: string) {
	const { kind, id } = assignedTarget(params)
	const pickerOpen = url.searchParams.get(MODAL_PARAM) === USERS_MODAL.assign
	const pickerSearch = normalizeSearchText(url.searchParams.get(PICKER_SEARCH_PARAM))
	const [item, users, picker] = await Promise.all([
		requireItem(viewer, request, kind, id),
		loadUsersPage(viewer, request, url, lng, fixedFilters(kind, id)),
		pickerOpen
			? settle(request, () =>
					listUnassignedUsers(viewer.token, viewer.company.id, kind, id, {
						pageNumber: 1,
						pageSize: PICKER_PAGE_SIZE,
						searchText: pickerSearch,
					}),
				)
			: null,
	])
	return {
		kind,
		item: { id: item.id, name: item.name, usersCount: item.usersCount },
		rows: users.rows,
		total: users.total,
		selection: parseSelection(url.searchParams),
		failures: [users.failure],
		picker: picker
			? {
					search: pickerSearch,
					candidates: picker.ok ? picker.value.data.map((user) => ({ id: user.id, name: fullName(user), email: user.email })) : [],
					total: picker.ok ? picker.value.pageInfo.totalItems : 0,
					failure: picker.ok ? null : picker.failure,
				}
			: null,
	}
}

export type AssignReply = { intent: string; failure: UiMessage }

/** Assign users (the picker) and remove users (the table's selection) of the department or group. */
export async function assignedUsersAction(viewer: Viewer, request: Request, url: URL, params: AssignedParams) {
	const { kind, id } = assignedTarget(params)
	const formData = await request.formData()
	const intent = formData.get('intent')
	if (intent !== INTENT.assign && intent !== INTENT.unassign) throw new Response('Unknown intent', { status: 400 })
	const back = `${url.pathname}${searchWithout(url.search, [MODAL_PARAM, PICKER_SEARCH_PARAM, ...SELECTION_PARAM_NAMES])}`
	try {
		let userIds = [...new Set(formData.getAll(SELECTION_PARAMS.userIds).map(String).filter(Boolean))]
		if (intent === INTENT.unassign && formData.get(SELECTION_PARAMS.isAllSelected) === 'true') {
			userIds = await everyMatchingUser(viewer, url, kind, id)
		}
		if (userIds.length === 0) {
			return data<AssignReply>({ intent, failure: { message: 'users:assigned.selectAtLeastOne' } }, { status: 400 })
		}
		if (intent === INTENT.assign) await assignUsers(viewer.token, viewer.company.id, kind, id, userIds)
		else await unassignUsers(viewer.token, viewer.company.id, kind, id, userIds)
	} catch (error) {
		const failure: UiMessage = isNotFound(error) ? { message: 'users:named.notFound' } : await writeFailure(error, request)
		if (intent === INTENT.assign) return data<AssignReply>({ intent, failure }, { status: 400 })
		return redirectWithToast(request, back, { type: 'error', ...failure })
	}
	const done = intent === INTENT.assign ? 'users:assigned.assigned' : 'users:assigned.removed'
	return redirectWithToast(request, back, { type: 'success', message: done })
}

/** 'Select all N' on the remove form: every user of the list that the page's search matches. */
async function everyMatchingUser(viewer: Viewer, url: URL, kind: NamedListKind, id: string) {
	const query = parseTableQuery(usersTable, url)
	const ids: string[] = []
	for (let page = 1; page <= MAX_SELECT_ALL_PAGES; page++) {
		const reply = await listUsers(viewer.token, viewer.company.id, {
			pageNumber: page,
			pageSize: 100,
			order: query.order,
			orderBy: query.orderBy,
			searchText: query.searchText,
			...fixedFilters(kind, id),
		})
		ids.push(...reply.data.map((user) => user.id))
		if (page >= reply.pageInfo.totalPages || reply.data.length === 0) break
	}
	return ids
}
