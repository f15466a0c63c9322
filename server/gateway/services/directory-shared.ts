import { type Column, type SQL, and, asc, count, desc, eq, getTableName, inArray, ne, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
	USER_ORDER_BY,
	USER_ROLE_FILTERS,
	USER_STATUSES,
	type UserOrderBy,
	type UserRoleFilter,
	type UserStatus,
} from '#server/shared/directory-lists.ts'
import { NAMED_ITEM_NAME_MESSAGES, namedItemNameProblem, normalizeNamedItemName } from '#server/shared/directory-rules.ts'
import { departments, groups, trainingAssignments, trainingCampaigns, userGroups, userSortName, users } from '../db/schema.ts'
import { type Actor, type CompanyRow, type Deps, authenticate, companyScope, isStaff } from '../lib/context.ts'
import { errors, iso, parseInput } from '../lib/http.ts'
import { ASSIGNMENT_STATUS, CAMPAIGN_STATUS } from '../lib/training.ts'
import type { Queryable } from '../db/types.ts'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Context } from 'hono'

// Shared by the users, departments/groups, invites and reminders services (spec 1 §3, §7 "Users,
// invites, lookups"): who may call them, which users a customer sees, the directory filters and the
// user row the console's UserRowSchema reads.

/** Roles that manage a company's users (spec 1 §6 staff: admin, superadmin, support). */
const DIRECTORY_ROLES = new Set(['admin', 'superadmin', 'support'])

/** Roles a customer's users table lists; 'hidden' and the platform's staff roles never appear. */
const CUSTOMER_VISIBLE_ROLES = ['user', 'admin', 'msp']
/** Staff (support, superadmin) also see staff users of a company (the platform's own). */
const STAFF_VISIBLE_ROLES = [...CUSTOMER_VISIBLE_ROLES, 'support', 'superadmin']

// The user statuses, the role filter and the users table's sort columns, shared with the console.
export { USER_ORDER_BY, USER_ROLE_FILTERS as ROLE_FILTERS, USER_STATUSES, type UserOrderBy }
/**
 * A department or group name by the console's rule (`#server/shared/directory-rules.ts`, shared with the
 * forms and the CSV import): whitespace normalised, 1..100 characters, the name-like pattern.
 */
export const namedItemNameSchema = z
	.string()
	.transform(normalizeNamedItemName)
	.superRefine((name, ctx) => {
		const problem = namedItemNameProblem(name)
		if (problem) ctx.addIssue({ code: 'custom', message: NAMED_ITEM_NAME_MESSAGES[problem] })
	})

export const INVITE_ROLES = ['user', 'admin'] as const
export const PAGE_SIZE_MIN = 5
export const PAGE_SIZE_MAX = 100
export const DEFAULT_PAGE_SIZE = 25

/** Authenticates, checks the role, and scopes the company of the path (403 for another company). */
export async function directoryScope(c: Context, deps: Deps, companyId: string): Promise<{ actor: Actor; company: CompanyRow }> {
	const actor = await authenticate(c, deps)
	if (!DIRECTORY_ROLES.has(actor.role)) throw errors.forbidden('Only admins can manage users.')
	const company = await companyScope(deps, actor, companyId)
	return { actor, company }
}

export function visibleRoles(actor: Actor): string[] {
	return isStaff(actor) ? STAFF_VISIBLE_ROLES : CUSTOMER_VISIBLE_ROLES
}

// ─── Query strings ───────────────────────────────────────────────────────────

/** An optional whole number from min to max in a query string; absent or empty is `fallback`. */
export const intParam = (min: number, max: number, fallback: number) =>
	z
		.string()
		.optional()
		.transform((v, ctx) => {
			if (v === undefined || v === '') return fallback
			const n = Number(v)
			if (!Number.isInteger(n) || n < min || n > max) {
				ctx.addIssue({ code: 'custom', message: `Must be an integer from ${min} to ${max}.` })
				return z.NEVER
			}
			return n
		})

export const PagingQuery = z.object({
	pageNumber: intParam(1, 1_000_000, 1),
	pageSize: intParam(PAGE_SIZE_MIN, PAGE_SIZE_MAX, DEFAULT_PAGE_SIZE),
})

export const searchText = z
	.string()
	.optional()
	.transform((v) =>
		(v ?? '')
			.replace(/[\r\n]+/g, ' ')
			.trim()
			.slice(0, 255),
	)

export function orderQuery<const T extends readonly [string, ...string[]]>(orderBy: T, fallback: T[number]) {
	return z.object({
		order: z.enum(['asc', 'desc']).optional().default('desc'),
		orderBy: z.enum(orderBy).optional().default(fallback),
	})
}

/** The query string with repeated keys as arrays (departmentIds=a&departmentIds=b). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S, arrays: string[] = []): z.output<S> {
	const data: Record<string, unknown> = {}
	const url = new URL(c.req.url)
	for (const key of new Set(url.searchParams.keys())) {
		const values = url.searchParams.getAll(key)
		data[key] = arrays.includes(key) ? values.filter((v) => v !== '') : values[values.length - 1]
	}
	return parseInput(schema, data)
}

export function pageInfo(pageNumber: number, pageSize: number, totalItems: number) {
	// At least one page, so an empty table reads "page 1 of 1".
	return { pageNumber, pageSize, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / pageSize)) }
}

/**
 * The number of matching rows, counted only when the page cannot tell: a page that came back short
 * (and is not past the end) ends the list, so the total is what came before plus what it holds.
 * Spares a count over a large company for the usual narrow search or short list.
 */
export async function countUnlessShort(
	rowsOnPage: number,
	offset: number,
	pageSize: number,
	count: () => Promise<number>,
): Promise<number> {
	if (rowsOnPage < pageSize && (rowsOnPage > 0 || offset === 0)) return offset + rowsOnPage
	return count()
}

// ─── Filters ─────────────────────────────────────────────────────────────────

/**
 * A column always written "table"."column". Drizzle leaves columns unqualified in single-table
 * queries, where a correlated subquery's "id" would bind to the subquery's own table.
 */
export function qualified(column: Column): SQL {
	return sql.raw(`"${getTableName(column.table)}"."${column.name}"`)
}

export type UserSelection = {
	searchText?: string
	departmentIds?: string[]
	groupIds?: string[]
	roles?: UserRoleFilter[]
	statuses?: UserStatus[]
}

export function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}

/** Case-insensitive contains-search over name, last name, "name lastName" and email. */
export function userSearch(text: string): SQL {
	return sql`${users.searchText} like ${`%${escapeLike(text.toLowerCase())}%`}`
}

/** The company's listable users narrowed by the directory filters. */
export function userConditions(actor: Actor, company: CompanyRow, selection: UserSelection = {}): SQL[] {
	const conditions: SQL[] = [eq(users.companyId, company.id), inArray(users.role, visibleRoles(actor))]
	if (selection.searchText) conditions.push(userSearch(selection.searchText))
	if (selection.departmentIds?.length) conditions.push(inArray(users.departmentId, selection.departmentIds))
	if (selection.groupIds?.length) {
		conditions.push(
			sql`exists (select 1 from ${userGroups} where ${qualified(userGroups.userId)} = ${qualified(users.id)} and ${inArray(qualified(userGroups.groupId), selection.groupIds)})`,
		)
	}
	if (selection.roles?.length) {
		const roles = new Set(selection.roles)
		const any: SQL[] = []
		if (roles.has('admin')) any.push(eq(users.role, 'admin'))
		if (roles.has('learner')) any.push(eq(users.role, 'user'))
		if (roles.has('owner')) any.push(eq(users.id, company.ownerId ?? ''))
		conditions.push(or(...any)!)
	}
	if (selection.statuses?.length) conditions.push(inArray(users.status, selection.statuses))
	return conditions
}

const KEPT_COUNTS = 500
const keptCounts = new WeakMap<Queryable, Map<string, number>>()

/**
 * How many users a narrowed list matches (a search, a filter). Counting a broad search visits every
 * match (about 5 ms for 5,600 of 50,000 users on PGlite), so the count is kept under the company's
 * directory_version, which every write that can change a match moves (migration 0013): paging or
 * sorting a search counts once, and a kept count is never older than the caller's view of the
 * company, whichever instance wrote. The newest 500 per database.
 */
export async function countMatchingUsers(q: Queryable, company: CompanyRow, conditions: SQL[]): Promise<number> {
	const query = q
		.select({ n: count() })
		.from(users)
		.where(and(...conditions))
	const { sql: text, params } = query.toSQL()
	const key = `${company.id}\n${company.directoryVersion}\n${text}\n${JSON.stringify(params)}`
	let kept = keptCounts.get(q)
	if (!kept) {
		kept = new Map()
		keptCounts.set(q, kept)
	}
	const known = kept.get(key)
	if (known !== undefined) {
		// Most recently used last, so the oldest goes first.
		kept.delete(key)
		kept.set(key, known)
		return known
	}
	const [row] = await query
	const matching = row?.n ?? 0
	kept.set(key, matching)
	if (kept.size > KEPT_COUNTS) kept.delete(kept.keys().next().value!)
	return matching
}

export function hasNarrowing(selection: UserSelection): boolean {
	return !!(
		selection.searchText ||
		selection.departmentIds?.length ||
		selection.groupIds?.length ||
		selection.roles?.length ||
		selection.statuses?.length
	)
}

// ─── User rows ───────────────────────────────────────────────────────────────

/** ORDER BY of the users table; each order ends with the id so pages never overlap. */
export function userOrder(orderBy: UserOrderBy, order: 'asc' | 'desc'): SQL[] {
	const dir = order === 'asc' ? asc : desc
	const keys: Record<UserOrderBy, (SQL | AnyPgColumn)[]> = {
		name: [userSortName(users), sql`lower(${users.lastName})`],
		email: [sql`lower(${users.email})`],
		role: [users.role],
		department: [sql`lower(${departments.name})`],
		status: [users.status],
		lastLogin: [users.lastLogin],
		createdAt: [users.createdAt],
	}
	return [...keys[orderBy], users.id].map((key) => dir(key))
}

const rowColumns = {
	id: users.id,
	companyId: users.companyId,
	email: users.email,
	name: users.name,
	lastName: users.lastName,
	role: users.role,
	status: users.status,
	sso: users.sso,
	emailVerified: users.emailVerified,
	registered: sql<boolean>`(${users.passwordHash} is not null or ${users.lastLogin} is not null or ${users.sso})`,
	lastLogin: users.lastLogin,
	createdAt: users.createdAt,
	departmentId: users.departmentId,
	departmentName: departments.name,
}

type RawRow = {
	id: string
	companyId: string
	email: string
	name: string
	lastName: string
	role: string
	status: string
	sso: boolean
	emailVerified: boolean
	registered: boolean
	lastLogin: Date | null
	createdAt: Date
	departmentId: string | null
	departmentName: string | null
	groups: { id: string; name: string }[]
}

export type UserRowReply = ReturnType<typeof toUserRow>

function toUserRow(row: RawRow, company: CompanyRow) {
	return {
		id: row.id,
		email: row.email,
		name: row.name,
		lastName: row.lastName,
		role: row.role,
		isOwner: row.id === company.ownerId,
		status: row.status as UserStatus,
		department: row.departmentId && row.departmentName !== null ? { id: row.departmentId, name: row.departmentName } : null,
		groups: row.groups,
		sso: row.sso,
		emailVerified: row.emailVerified,
		registered: row.registered === true,
		lastLogin: iso(row.lastLogin),
		createdAt: row.createdAt.toISOString(),
	}
}

/**
 * The SELECT of one page of user rows (the bench EXPLAINs it). The page's ids first, where an index does
 * the ordering and the skipping; then those rows joined by id, with their department and with their
 * groups by name aggregated once for the page's users (25 rows). Selecting the groups in the paging query
 * itself would run their subquery for every row OFFSET skips (2,500 on page 100); a correlated subquery
 * per row, or `id in (page)`, made PostgreSQL scan the whole users table and build a hash of the groups
 * 25 times (about twice the time on PGlite).
 */
export function userRowsQuery(q: Queryable, conditions: SQL[], options: { order: SQL[]; limit: number; offset: number }) {
	const page = q.$with('page').as(
		q
			.select({ pageUserId: sql<string>`${users.id}`.as('page_user_id') })
			.from(users)
			.leftJoin(departments, eq(departments.id, users.departmentId))
			.where(and(...conditions))
			.orderBy(...options.order)
			.limit(options.limit)
			.offset(options.offset),
	)
	const pageGroups = q.$with('page_groups').as(
		q
			.select({
				groupsUserId: sql<string>`${userGroups.userId}`.as('groups_user_id'),
				groups: sql<
					{ id: string; name: string }[]
				>`json_agg(json_build_object('id', ${groups.id}, 'name', ${groups.name}) order by lower(${groups.name}), ${groups.id})`.as(
					'groups',
				),
			})
			.from(userGroups)
			.innerJoin(groups, eq(groups.id, userGroups.groupId))
			.where(inArray(userGroups.userId, q.select({ id: page.pageUserId }).from(page)))
			.groupBy(userGroups.userId),
	)
	return q
		.with(page, pageGroups)
		.select({ ...rowColumns, groups: sql<{ id: string; name: string }[]>`coalesce(${pageGroups.groups}, '[]'::json)` })
		.from(page)
		.innerJoin(users, eq(users.id, page.pageUserId))
		.leftJoin(departments, eq(departments.id, users.departmentId))
		.leftJoin(pageGroups, eq(pageGroups.groupsUserId, users.id))
		.orderBy(...options.order)
}

/** One page of user rows (with department and groups) for the given conditions and order: one statement. */
export async function selectUserRows(
	q: Queryable,
	company: CompanyRow,
	conditions: SQL[],
	options: { order: SQL[]; limit: number; offset: number },
): Promise<UserRowReply[]> {
	const rows: RawRow[] = await userRowsQuery(q, conditions, options)
	return rows.map((row) => toUserRow(row, company))
}

/** One user of the company as a row, or a 404 (another company's user, or one a customer never sees). */
export async function findUserRow(q: Queryable, actor: Actor, company: CompanyRow, userId: string): Promise<UserRowReply> {
	const [row] = await selectUserRows(q, company, [...userConditions(actor, company), eq(users.id, userId)], {
		order: [asc(users.id)],
		limit: 1,
		offset: 0,
	})
	if (!row) throw errors.notFound('User not found')
	return row
}

// ─── Tasks ───────────────────────────────────────────────────────────────────

export const OUTSTANDING_ASSIGNMENT = [ASSIGNMENT_STATUS.notStarted, ASSIGNMENT_STATUS.inProgress]

/** An assignment that is outstanding: not started or in progress, in a campaign that is not archived. */
export function outstandingAssignment(): SQL {
	return and(inArray(trainingAssignments.status, OUTSTANDING_ASSIGNMENT), ne(trainingCampaigns.status, CAMPAIGN_STATUS.archived))!
}

export function completedAssignment(): SQL {
	return eq(trainingAssignments.status, ASSIGNMENT_STATUS.completed)
}
