/** Gateway replies of the users directory for its route tests (msw doubles live in each test file). */
import { http, HttpResponse } from 'msw'
import type { NamedListItem, UserRow } from '#app/gateway/users.server.ts'
import { GATEWAY, server } from '#tests/mocks/gateway.ts'

export const COMPANY = `${GATEWAY}/customers/api/v1/company/:companyId`

export function userRow(overrides: Partial<UserRow> = {}): UserRow {
	return {
		id: 'usr_lea',
		email: 'learner@acme.test',
		name: 'Lea',
		lastName: 'Learner',
		role: 'user',
		isOwner: false,
		status: 'ENABLED',
		department: { id: 'dep_sales', name: 'Sales' },
		groups: [{ id: 'grp_champions', name: 'Champions' }],
		sso: false,
		emailVerified: true,
		registered: true,
		lastLogin: '2026-03-05T12:00:00.000Z',
		createdAt: '2026-01-10T09:00:00.000Z',
		...overrides,
	}
}

export function namedItem(overrides: Partial<NamedListItem> = {}): NamedListItem {
	return { id: 'dep_sales', name: 'Sales', usersCount: 4, createdAt: '2026-01-02T10:00:00.000Z', ...overrides }
}

export function pageInfo(totalItems: number, pageNumber = 1, pageSize = 25) {
	return { pageNumber, pageSize, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / pageSize)) }
}

/** The users list answers `rows` (of `total`), the departments and groups lists answer `named`. */
export function directoryReplies({
	rows = [userRow()],
	total = rows.length,
	named = [namedItem()],
	counts = { total: 31, enabled: 30, disabled: 1 },
}: { rows?: UserRow[]; total?: number; named?: NamedListItem[]; counts?: { total: number; enabled: number; disabled: number } } = {}) {
	server.use(
		http.get(`${COMPANY}/users`, () => HttpResponse.json({ data: rows, pageInfo: pageInfo(total), counts })),
		http.get(`${COMPANY}/departments`, () => HttpResponse.json({ data: named, pageInfo: pageInfo(named.length) })),
		http.get(`${COMPANY}/groups`, () => HttpResponse.json({ data: named, pageInfo: pageInfo(named.length) })),
	)
}
