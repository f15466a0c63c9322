import { randomUUID } from 'node:crypto'
import { type SQL, and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { departments, groups, userGroups, users } from '../db/schema.ts'
import { type CompanyRow, type Deps, isUniqueViolation } from '../lib/context.ts'
import { errors, noContent, readBody } from '../lib/http.ts'
import {
	PagingQuery,
	directoryScope,
	escapeLike,
	namedItemNameSchema,
	orderQuery,
	countUnlessShort,
	pageInfo,
	qualified,
	readQuery,
	searchText,
	selectUserRows,
	userConditions,
	userOrder,
} from './directory-shared.ts'
import type { Queryable } from '../db/types.ts'
import type { Hono } from 'hono'

// Departments and groups (spec 1 §2 /users/departments, /users/groups and their assigned-users pages).
// A user has at most one department (users.department_id) and any number of groups (user_groups).

const KINDS = { departments: 'department', groups: 'group' } as const
type Kind = keyof typeof KINDS

export const NAME_TAKEN = 'name_taken'
const nameTaken = (kind: Kind) => errors.conflict(NAME_TAKEN, `A ${KINDS[kind]} with this name already exists.`)
const notFound = (kind: Kind) => errors.notFound(kind === 'departments' ? 'Department not found' : 'Group not found')

const NAMED_ORDER_BY = ['name', 'usersCount', 'createdAt'] as const
const ListQuery = PagingQuery.extend(orderQuery(NAMED_ORDER_BY, 'createdAt').shape).extend({ searchText })
// listAllNamed asks for one page of 1000 (every department or group for selects and filters).
const ListPagingQuery = ListQuery.extend({
	pageSize: z
		.string()
		.optional()
		.transform((v, ctx) => {
			if (v === undefined || v === '') return 25
			const n = Number(v)
			if (!Number.isInteger(n) || n < 1 || n > 1000) {
				ctx.addIssue({ code: 'custom', message: 'Must be an integer from 1 to 1000.' })
				return z.NEVER
			}
			return n
		}),
})
const UnassignedQuery = PagingQuery.extend({ searchText })
const NameBody = z.object({ name: namedItemNameSchema })
const UserIdsBody = z.object({
	userIds: z.array(z.string().min(1).max(200)).min(1, 'Select at least one user.').max(10_000),
})

function table(kind: Kind) {
	return kind === 'departments' ? departments : groups
}

/** How many users a department or group has: a column kept by triggers (migration 0007). */
function usersCount(kind: Kind) {
	return table(kind).usersCount
}

async function selectItems(q: Queryable, kind: Kind, where: SQL, options: { order?: SQL[]; limit?: number; offset?: number } = {}) {
	const t = table(kind)
	const rows = await q
		.select({ id: t.id, name: t.name, usersCount: usersCount(kind), createdAt: t.createdAt })
		.from(t)
		.where(where)
		.orderBy(...(options.order ?? [asc(t.id)]))
		.limit(options.limit ?? 1000)
		.offset(options.offset ?? 0)
	return rows.map((r) => ({ id: r.id, name: r.name, usersCount: r.usersCount, createdAt: r.createdAt.toISOString() }))
}

async function findItem(q: Queryable, kind: Kind, company: CompanyRow, id: string) {
	const t = table(kind)
	const [item] = await selectItems(q, kind, and(eq(t.id, id), eq(t.companyId, company.id))!)
	if (!item) throw notFound(kind)
	return item
}

async function nameInUse(q: Queryable, kind: Kind, company: CompanyRow, name: string, exceptId?: string): Promise<boolean> {
	const t = table(kind)
	const [row] = await q
		.select({ id: t.id })
		.from(t)
		.where(and(eq(t.companyId, company.id), sql`lower(${t.name}) = ${name.toLowerCase()}`, exceptId ? ne(t.id, exceptId) : undefined))
		.limit(1)
	return !!row
}

/** The user ids must all be users of the company a customer sees; otherwise 404. */
async function companyUserIds(q: Queryable, company: CompanyRow, conditions: SQL[], userIds: string[]): Promise<string[]> {
	const ids = [...new Set(userIds)]
	const found = await q
		.select({ id: users.id })
		.from(users)
		.where(and(...conditions, inArray(users.id, ids)))
	if (found.length !== ids.length) throw errors.notFound('User not found')
	return ids
}

export function registerDirectoryRoutes(app: Hono, deps: Deps): void {
	const { db } = deps
	for (const kind of Object.keys(KINDS) as Kind[]) {
		const path = `/customers/api/v1/company/:companyId/${kind}`
		const t = table(kind)

		// Spec path: the paged list with usersCount, searchable and sortable.
		app.get(path, async (c) => {
			const { company } = await directoryScope(c, deps, c.req.param('companyId')!)
			const query = readQuery(c, ListPagingQuery)
			const conditions: SQL[] = [eq(t.companyId, company.id)]
			if (query.searchText) conditions.push(sql`lower(${t.name}) like ${`%${escapeLike(query.searchText.toLowerCase())}%`}`)
			const dir = query.order === 'asc' ? asc : desc
			const key = { name: sql`lower(${t.name})`, usersCount: usersCount(kind), createdAt: t.createdAt }[query.orderBy]
			const where = and(...conditions)!
			const offset = (query.pageNumber - 1) * query.pageSize
			const data = await selectItems(db, kind, where, { order: [dir(key), dir(t.id)], limit: query.pageSize, offset })
			const total = await countUnlessShort(data.length, offset, query.pageSize, () =>
				db
					.select({ n: count() })
					.from(t)
					.where(where)
					.then((rows) => rows[0]?.n ?? 0),
			)
			return c.json({ data, pageInfo: pageInfo(query.pageNumber, query.pageSize, total) })
		})

		// (ref) Create: the name is unique per company, case-insensitively (409 name_taken).
		app.post(path, async (c) => {
			const { company } = await directoryScope(c, deps, c.req.param('companyId')!)
			const { name } = await readBody(c, NameBody)
			if (await nameInUse(db, kind, company, name)) throw nameTaken(kind)
			const id = randomUUID()
			try {
				await db.insert(t).values({ id, companyId: company.id, name, createdAt: deps.now() })
			} catch (error) {
				if (isUniqueViolation(error)) throw nameTaken(kind)
				throw error
			}
			return c.json(await findItem(db, kind, company, id), 201)
		})

		// (ref) One item (the assigned-users page's title).
		app.get(`${path}/:id`, async (c) => {
			const { company } = await directoryScope(c, deps, c.req.param('companyId')!)
			return c.json(await findItem(db, kind, company, c.req.param('id')!))
		})

		// (ref) Rename.
		app.patch(`${path}/:id`, async (c) => {
			const { company } = await directoryScope(c, deps, c.req.param('companyId')!)
			const item = await findItem(db, kind, company, c.req.param('id')!)
			const { name } = await readBody(c, NameBody)
			if (await nameInUse(db, kind, company, name, item.id)) throw nameTaken(kind)
			try {
				await db.update(t).set({ name }).where(eq(t.id, item.id))
			} catch (error) {
				if (isUniqueViolation(error)) throw nameTaken(kind)
				throw error
			}
			return c.json(await findItem(db, kind, company, item.id))
		})

		// (ref) Delete: users stay, unassigned (department_id set null; memberships cascade).
		app.delete(`${path}/:id`, async (c) => {
			const { company } = await directoryScope(c, deps, c.req.param('companyId')!)
			const item = await findItem(db, kind, company, c.req.param('id')!)
			await db.delete(t).where(and(eq(t.id, item.id), eq(t.companyId, company.id)))
			return noContent(c)
		})

		// Spec path for departments ((ref) for groups): users not in it, for the "assign users" picker.
		app.get(`${path}/:id/users/unassigned`, async (c) => {
			const { actor, company } = await directoryScope(c, deps, c.req.param('companyId')!)
			const item = await findItem(db, kind, company, c.req.param('id')!)
			const query = readQuery(c, UnassignedQuery)
			const notIn =
				kind === 'departments'
					? or(isNull(users.departmentId), ne(users.departmentId, item.id))!
					: sql`not exists (select 1 from ${userGroups} where ${qualified(userGroups.userId)} = ${qualified(users.id)} and ${qualified(userGroups.groupId)} = ${item.id})`
			const conditions = [...userConditions(actor, company, { searchText: query.searchText }), notIn]
			const offset = (query.pageNumber - 1) * query.pageSize
			const data = await selectUserRows(db, company, conditions, {
				order: userOrder('name', 'asc'),
				limit: query.pageSize,
				offset,
			})
			const total = await countUnlessShort(data.length, offset, query.pageSize, () =>
				db
					.select({ n: count() })
					.from(users)
					.where(and(...conditions))
					.then((rows) => rows[0]?.n ?? 0),
			)
			return c.json({ data, pageInfo: pageInfo(query.pageNumber, query.pageSize, total) })
		})

		// (ref) Assign users: a department moves them (one department each); groups add a membership.
		app.post(`${path}/:id/users`, async (c) => {
			const { actor, company } = await directoryScope(c, deps, c.req.param('companyId')!)
			const item = await findItem(db, kind, company, c.req.param('id')!)
			const body = await readBody(c, UserIdsBody)
			const ids = await companyUserIds(db, company, userConditions(actor, company), body.userIds)
			await db.transaction(async (tx) => {
				if (kind === 'departments') {
					await tx.update(users).set({ departmentId: item.id, updatedAt: deps.now() }).where(inArray(users.id, ids))
				} else {
					for (let i = 0; i < ids.length; i += 1000) {
						await tx
							.insert(userGroups)
							.values(ids.slice(i, i + 1000).map((userId) => ({ userId, groupId: item.id })))
							.onConflictDoNothing()
					}
				}
			})
			return noContent(c)
		})

		// (ref) Unassign users.
		app.delete(`${path}/:id/users`, async (c) => {
			const { actor, company } = await directoryScope(c, deps, c.req.param('companyId')!)
			const item = await findItem(db, kind, company, c.req.param('id')!)
			const body = await readBody(c, UserIdsBody)
			const ids = await companyUserIds(db, company, userConditions(actor, company), body.userIds)
			if (kind === 'departments') {
				await db
					.update(users)
					.set({ departmentId: null, updatedAt: deps.now() })
					.where(and(inArray(users.id, ids), eq(users.departmentId, item.id)))
			} else {
				await db.delete(userGroups).where(and(inArray(userGroups.userId, ids), eq(userGroups.groupId, item.id)))
			}
			return noContent(c)
		})
	}
}
