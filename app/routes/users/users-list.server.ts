import type { Viewer } from '#app/auth/guards.server.ts'
import { listUsers, type UserFilters, type UserRow } from '#app/gateway/users.server.ts'
import { formatDate } from '#app/lib/dates.ts'
import { settle } from '#app/lib/gateway-results.server.ts'
import { pick } from '#app/lib/pick.ts'
import { parseTableQuery, redirectPastLastPage } from '#app/lib/table-query.ts'
import { gatewayPage, parseUserFilters, usersTable } from './directory.ts'
import type { DirectoryUser } from './users-table.tsx'

/** The row's fields the users table shows as they are; the last login it shows formatted. */
const SHOWN_FIELDS = ['id', 'email', 'name', 'lastName', 'role', 'isOwner', 'status', 'department', 'groups'] as const

export function toDirectoryUser(row: UserRow, lng: string): DirectoryUser {
	return { ...pick(row, SHOWN_FIELDS), lastLoginLabel: formatDate(row.lastLogin, lng) }
}

/**
 * One page of the users table as the URL asks for it (paging, sort, search, filters), with `fixed`
 * filters the URL cannot change (the assigned-users page's department or group).
 */
export async function loadUsersPage(viewer: Viewer, request: Request, url: URL, lng: string, fixed: UserFilters = {}) {
	const query = parseTableQuery(usersTable, url)
	const filters = { ...parseUserFilters(url.searchParams), ...fixed }
	const result = await settle(request, () =>
		listUsers(viewer.token, viewer.company.id, { ...query, pageNumber: gatewayPage(query), ...filters }),
	)
	if (!result.ok) {
		return { query, filters, rows: [], total: 0, counts: null, failure: result.failure }
	}
	const total = result.value.pageInfo.totalItems
	redirectPastLastPage(usersTable, url, query, total)
	return {
		query,
		filters,
		rows: result.value.data.map((row) => toDirectoryUser(row, lng)),
		total,
		counts: result.value.counts,
		failure: null,
	}
}
