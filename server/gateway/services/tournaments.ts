import { randomUUID } from 'node:crypto'
import { and, asc, avg, count, countDistinct, desc, eq, exists, inArray, isNull, lte, sql } from 'drizzle-orm'
import { z } from 'zod'
import { departments, devTournamentParticipants, devTournaments, groups, secureCodeChallenges, userGroups, users } from '../db/schema.ts'
import { type Deps, authenticate, companyScope } from '../lib/context.ts'
import { ApiError, errors, noContent, readBody, validationError } from '../lib/http.ts'
import { ASSIGNED_ROLES } from '../lib/training.ts'
import { intParam, readQuery } from './directory-shared.ts'
import type { Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

// Developer training's secure-code tournaments (spec 2 §3 "Tournament", §4, §7 "Tournaments", §9; the
// console's contract is app/gateway/tournaments.server.ts). Every tournament has the six challenges of
// secure_code_challenges (migration 0027); its status comes from its dates against the gateway's clock
// (scheduled before the start, in progress until the end, ended after) unless it was canceled. Who takes
// part is resolved to participants when it is set up or edited (the enabled users and admins of all
// users, the chosen departments or groups); their results (solved 0–6, score out of 6, last activity)
// are the learners' side's to write. Admin-panel roles only, the company from the path.

const PREFIX = '/ctf/api/v1/company/:id'

/** Spec 2 §3: solved counts 0 to 6; §9: the score is out of 6. */
export const CHALLENGES_PER_TOURNAMENT = 6
export const TOURNAMENT_STATUS = { scheduled: 'SCHEDULED', inProgress: 'IN_PROGRESS', ended: 'ENDED', canceled: 'CANCELED' } as const
export type TournamentStatus = (typeof TOURNAMENT_STATUS)[keyof typeof TOURNAMENT_STATUS]
export const TOURNAMENT_ASSIGNMENT_TYPES = ['all', 'departments', 'groups'] as const
/** The longest a tournament may run. */
export const MAX_TOURNAMENT_DAYS = 90
export const REPORT_PAGE_SIZE = 10

export const tournamentErrors = {
	notFound: () => errors.notFound('Tournament not found'),
	/** Spec 2 §8: the server's "precondition failed" for cancelling one in progress. */
	inProgress: () => new ApiError(412, 'precondition_failed', 'precondition failed'),
	ended: () => errors.conflict('tournament_ended', 'An ended tournament cannot be canceled.'),
	notEditable: () => errors.conflict('tournament_not_editable', 'Only a scheduled tournament can be edited.'),
}

type TournamentRow = typeof devTournaments.$inferSelect

export function tournamentStatus(row: Pick<TournamentRow, 'startsAt' | 'endsAt' | 'canceledAt'>, now: Date): TournamentStatus {
	if (row.canceledAt) return TOURNAMENT_STATUS.canceled
	if (now < row.startsAt) return TOURNAMENT_STATUS.scheduled
	if (now < row.endsAt) return TOURNAMENT_STATUS.inProgress
	return TOURNAMENT_STATUS.ended
}

const idList = z.array(z.string().trim().min(1).max(200)).max(1000).optional().default([])
const REQUIRED = 'Field is required'

function tournamentBody(now: Date, options: { startMayBePast: boolean }) {
	// A start a few minutes back is still taken (the form was filled in for "now").
	const earliest = new Date(now.getTime() - 10 * 60_000)
	return z
		.object({
			name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(120, 'The name can have at most 120 characters.'),
			startDate: z.iso.datetime({ offset: true, error: 'The start date should be valid.' }).transform((v) => new Date(v)),
			endDate: z.iso.datetime({ offset: true, error: 'The end date should be valid.' }).transform((v) => new Date(v)),
			assignmentType: z.enum(TOURNAMENT_ASSIGNMENT_TYPES, { error: 'The assignment type is all, departments or groups.' }),
			departmentIds: idList,
			groupIds: idList,
			notificationsEnabled: z.boolean({ error: REQUIRED }).optional().default(true),
		})
		.superRefine((body, ctx) => {
			const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
			if (!(body.startDate instanceof Date) || !(body.endDate instanceof Date)) return
			if (!options.startMayBePast && body.startDate < earliest) issue('startDate', 'The start date cannot be in the past.')
			if (body.endDate <= body.startDate) issue('endDate', 'The end date must be after the start date.')
			else if (body.endDate.getTime() - body.startDate.getTime() > MAX_TOURNAMENT_DAYS * 86_400_000) {
				issue('endDate', `A tournament can last at most ${MAX_TOURNAMENT_DAYS} days.`)
			}
			if (body.assignmentType === 'departments' && body.departmentIds.length === 0) issue('departmentIds', 'Select at least one')
			if (body.assignmentType === 'groups' && body.groupIds.length === 0) issue('groupIds', 'Select at least one')
		})
}
type TournamentBody = z.output<ReturnType<typeof tournamentBody>>

const ReportQuery = z.object({ pageNumber: intParam(1, 1_000_000, 1), pageSize: intParam(5, 100, REPORT_PAGE_SIZE) })

async function findTournament(q: Queryable, companyId: string, tournamentId: string): Promise<TournamentRow> {
	const [row] = await q
		.select()
		.from(devTournaments)
		.where(and(eq(devTournaments.id, tournamentId), eq(devTournaments.companyId, companyId)))
		.limit(1)
	if (!row) throw tournamentErrors.notFound()
	return row
}

async function challenges(q: Queryable) {
	return q
		.select({
			id: secureCodeChallenges.id,
			name: secureCodeChallenges.name,
			category: secureCodeChallenges.category,
			language: secureCodeChallenges.language,
			position: secureCodeChallenges.position,
		})
		.from(secureCodeChallenges)
		.orderBy(asc(secureCodeChallenges.position))
}

async function participantCounts(q: Queryable, ids: string[]): Promise<Map<string, number>> {
	if (ids.length === 0) return new Map()
	const rows = await q
		.select({ id: devTournamentParticipants.tournamentId, n: count() })
		.from(devTournamentParticipants)
		.where(inArray(devTournamentParticipants.tournamentId, ids))
		.groupBy(devTournamentParticipants.tournamentId)
	return new Map(rows.map((r) => [r.id, r.n]))
}

function tournamentReply(row: TournamentRow, now: Date, totalUsers: number) {
	return {
		id: row.id,
		name: row.name,
		status: tournamentStatus(row, now),
		startDate: row.startsAt.toISOString(),
		endDate: row.endsAt.toISOString(),
		assignmentType: row.assignmentType,
		departmentIds: row.departmentIds,
		groupIds: row.groupIds,
		notificationsEnabled: row.notificationsEnabled,
		totalUsers,
		createdAt: row.createdAt.toISOString(),
		canceledAt: row.canceledAt ? row.canceledAt.toISOString() : null,
	}
}

/** The company's departments or groups of `wanted` that are not its own. */
async function foreignIds(q: Queryable, companyId: string, table: typeof departments | typeof groups, wanted: string[]) {
	if (wanted.length === 0) return []
	const own = await q
		.select({ id: table.id })
		.from(table)
		.where(and(eq(table.companyId, companyId), inArray(table.id, wanted)))
	const found = new Set(own.map((r) => r.id))
	return wanted.filter((id) => !found.has(id))
}

async function readTournamentBody(c: Context, q: Queryable, companyId: string, now: Date, options: { startMayBePast: boolean }) {
	const body = await readBody(c, tournamentBody(now, options))
	const departmentIds = body.assignmentType === 'departments' ? [...new Set(body.departmentIds)] : []
	const groupIds = body.assignmentType === 'groups' ? [...new Set(body.groupIds)] : []
	const unknown = [
		...(await foreignIds(q, companyId, departments, departmentIds)).map(() => ({ field: 'departmentIds', message: 'Unknown department' })),
		...(await foreignIds(q, companyId, groups, groupIds)).map(() => ({ field: 'groupIds', message: 'Unknown group' })),
	]
	if (unknown.length > 0) throw validationError(unknown)
	return { ...body, departmentIds, groupIds }
}

/** The enabled users and admins the tournament is for, each once. */
function selectParticipants(q: Queryable, companyId: string, body: Pick<TournamentBody, 'assignmentType' | 'departmentIds' | 'groupIds'>) {
	const chosen =
		body.assignmentType === 'departments'
			? inArray(users.departmentId, body.departmentIds)
			: body.assignmentType === 'groups'
				? exists(
						q
							.select({ one: userGroups.userId })
							.from(userGroups)
							.where(and(eq(userGroups.userId, users.id), inArray(userGroups.groupId, body.groupIds))),
					)
				: undefined
	return q
		.select({ id: users.id, email: users.email, name: users.name })
		.from(users)
		.where(and(eq(users.companyId, companyId), eq(users.status, 'ENABLED'), inArray(users.role, ASSIGNED_ROLES), chosen))
		.orderBy(asc(users.id))
}

async function writeParticipants(q: Queryable, tournamentId: string, userIds: string[]) {
	await q.delete(devTournamentParticipants).where(eq(devTournamentParticipants.tournamentId, tournamentId))
	for (let i = 0; i < userIds.length; i += 500) {
		await q.insert(devTournamentParticipants).values(userIds.slice(i, i + 500).map((userId) => ({ tournamentId, userId })))
	}
}

/** A UTC moment as the invitation says it: 2026-12-07 09:00 UTC. */
function invitationTime(at: Date): string {
	return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** With notifications on, each participant of a new tournament is invited by email (the outbox, sent in the background). */
async function queueInvitations(
	deps: Pick<Deps, 'mailer'>,
	q: Queryable,
	companyName: string,
	tournament: typeof devTournaments.$inferSelect,
	participants: { email: string; name: string }[],
) {
	await deps.mailer.queueMany(
		q,
		participants.map((p) => ({
			to: p.email,
			kind: 'dev_tournament_invitation',
			subject: `You're invited to the secure-code tournament ${tournament.name}`,
			text: [
				`Hi ${p.name || 'there'},`,
				'',
				`${companyName} invited you to ${tournament.name}, a secure-code tournament of six challenges.`,
				`It runs from ${invitationTime(tournament.startsAt)} to ${invitationTime(tournament.endsAt)}.`,
				'',
				'Sign in to your learning portal to take part.',
			].join('\n'),
		})),
	)
}

export function registerTournamentRoutes(app: Hono, deps: Deps): void {
	const { db } = deps
	const scope = async (c: Context) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id') ?? '')
		return { actor, company }
	}

	// The reference gateway's choice (the spec shows no list call): the company's tournaments, newest start first.
	app.get(`${PREFIX}/tournaments`, async (c) => {
		const { company } = await scope(c)
		const rows = await db
			.select()
			.from(devTournaments)
			.where(eq(devTournaments.companyId, company.id))
			.orderBy(desc(devTournaments.startsAt), asc(devTournaments.id))
		const totals = await participantCounts(
			db,
			rows.map((r) => r.id),
		)
		const now = deps.now()
		return c.json({ items: rows.map((r) => tournamentReply(r, now, totals.get(r.id) ?? 0)) })
	})

	// The reference gateway's choice (the spec shows none): the six challenges every tournament has, in order.
	app.get(`${PREFIX}/challenges`, async (c) => {
		await scope(c)
		return c.json({ items: await challenges(db) })
	})

	// Spec 2 §3 "Tournament dashboard": the average score (out of 6) of the ended tournaments' participants,
	// the users taking part in any tournament not canceled, and how many such tournaments there are.
	app.get(`${PREFIX}/tournament/dashboard`, async (c) => {
		const { company } = await scope(c)
		const now = deps.now()
		const live = and(eq(devTournaments.companyId, company.id), isNull(devTournaments.canceledAt))
		const [[totals], [assigned], [scores]] = await Promise.all([
			db.select({ n: count() }).from(devTournaments).where(live),
			db
				.select({ n: countDistinct(devTournamentParticipants.userId) })
				.from(devTournamentParticipants)
				.innerJoin(devTournaments, eq(devTournaments.id, devTournamentParticipants.tournamentId))
				.where(live),
			db
				.select({ average: avg(devTournamentParticipants.score) })
				.from(devTournamentParticipants)
				.innerJoin(devTournaments, eq(devTournaments.id, devTournamentParticipants.tournamentId))
				.where(and(live, lte(devTournaments.endsAt, now))),
		])
		const average = scores?.average == null ? 0 : Math.round(Number(scores.average) * 10) / 10
		return c.json({ averageScore: average, assignedUsers: assigned?.n ?? 0, totalTournaments: totals?.n ?? 0 })
	})

	app.post(`${PREFIX}/challenges/tournament`, async (c) => {
		const { actor, company } = await scope(c)
		const now = deps.now()
		const body = await readTournamentBody(c, db, company.id, now, { startMayBePast: false })
		const id = `trn_${randomUUID()}`
		const row = await db.transaction(async (tx) => {
			const [created] = await tx
				.insert(devTournaments)
				.values({
					id,
					companyId: company.id,
					name: body.name,
					startsAt: body.startDate,
					endsAt: body.endDate,
					assignmentType: body.assignmentType,
					departmentIds: body.departmentIds,
					groupIds: body.groupIds,
					notificationsEnabled: body.notificationsEnabled,
					createdAt: now,
					createdBy: actor.userId,
				})
				.returning()
			const participants = await selectParticipants(tx, company.id, body)
			await writeParticipants(
				tx,
				id,
				participants.map((p) => p.id),
			)
			if (body.notificationsEnabled) await queueInvitations(deps, tx, company.name, created!, participants)
			return { created: created!, total: participants.length }
		})
		if (body.notificationsEnabled && row.total > 0) deps.mailer.flush()
		return c.json({ ...tournamentReply(row.created, now, row.total), challenges: await challenges(db) }, 201)
	})

	app.get(`${PREFIX}/tournament/:tournamentId`, async (c) => {
		const { company } = await scope(c)
		const row = await findTournament(db, company.id, c.req.param('tournamentId'))
		const [totals, list] = await Promise.all([participantCounts(db, [row.id]), challenges(db)])
		return c.json({ ...tournamentReply(row, deps.now(), totals.get(row.id) ?? 0), challenges: list })
	})

	// Only a scheduled tournament changes; its participants are resolved again from the new choice.
	app.patch(`${PREFIX}/tournament/:tournamentId`, async (c) => {
		const { company } = await scope(c)
		const now = deps.now()
		const tournamentId = c.req.param('tournamentId')
		await findTournament(db, company.id, tournamentId)
		const body = await readTournamentBody(c, db, company.id, now, { startMayBePast: false })
		const result = await db.transaction(async (tx) => {
			const [locked] = await tx
				.select()
				.from(devTournaments)
				.where(and(eq(devTournaments.id, tournamentId), eq(devTournaments.companyId, company.id)))
				.for('update')
			if (!locked) throw tournamentErrors.notFound()
			if (tournamentStatus(locked, now) !== TOURNAMENT_STATUS.scheduled) throw tournamentErrors.notEditable()
			const [updated] = await tx
				.update(devTournaments)
				.set({
					name: body.name,
					startsAt: body.startDate,
					endsAt: body.endDate,
					assignmentType: body.assignmentType,
					departmentIds: body.departmentIds,
					groupIds: body.groupIds,
					notificationsEnabled: body.notificationsEnabled,
				})
				.where(eq(devTournaments.id, tournamentId))
				.returning()
			const participants = await selectParticipants(tx, company.id, body)
			await writeParticipants(
				tx,
				tournamentId,
				participants.map((p) => p.id),
			)
			return { updated: updated!, total: participants.length }
		})
		return c.json({ ...tournamentReply(result.updated, now, result.total), challenges: await challenges(db) })
	})

	// Cancel: a scheduled tournament is canceled (again: no change); one in progress is refused with the
	// spec's "precondition failed" (412), an ended one with 409. Decided under a lock on the row.
	app.delete(`${PREFIX}/tournament/:tournamentId`, async (c) => {
		const { company } = await scope(c)
		const tournamentId = c.req.param('tournamentId')
		await db.transaction(async (tx) => {
			const [row] = await tx
				.select()
				.from(devTournaments)
				.where(and(eq(devTournaments.id, tournamentId), eq(devTournaments.companyId, company.id)))
				.for('update')
			if (!row) throw tournamentErrors.notFound()
			const now = deps.now()
			const status = tournamentStatus(row, now)
			if (status === TOURNAMENT_STATUS.canceled) return
			if (status === TOURNAMENT_STATUS.inProgress) throw tournamentErrors.inProgress()
			if (status === TOURNAMENT_STATUS.ended) throw tournamentErrors.ended()
			await tx.update(devTournaments).set({ canceledAt: now }).where(eq(devTournaments.id, tournamentId))
		})
		return noContent(c)
	})

	// Spec 2 §3: how many participants solved 0, 1 … 6 challenges, and how many there are.
	app.get(`${PREFIX}/tournament/:tournamentId/statistics`, async (c) => {
		const { company } = await scope(c)
		const row = await findTournament(db, company.id, c.req.param('tournamentId'))
		const rows = await db
			.select({ solved: devTournamentParticipants.solvedChallenges, n: count() })
			.from(devTournamentParticipants)
			.where(eq(devTournamentParticipants.tournamentId, row.id))
			.groupBy(devTournamentParticipants.solvedChallenges)
		const bySolved = new Map(rows.map((r) => [r.solved, r.n]))
		const statistic = Array.from({ length: CHALLENGES_PER_TOURNAMENT + 1 }, (_, solved) => ({
			solvedChallenges: solved,
			usersAmount: bySolved.get(solved) ?? 0,
		}))
		return c.json({ statistic, totalUsers: rows.reduce((sum, r) => sum + r.n, 0) })
	})

	// The participants, best score first, one page at a time (the console appends the pages).
	app.get(`${PREFIX}/tournament/:tournamentId/users/report`, async (c) => {
		const { company } = await scope(c)
		const row = await findTournament(db, company.id, c.req.param('tournamentId'))
		const { pageNumber, pageSize } = readQuery(c, ReportQuery)
		const ofTournament = eq(devTournamentParticipants.tournamentId, row.id)
		const [items, [total]] = await Promise.all([
			db
				.select({
					userId: users.id,
					firstName: users.name,
					lastName: users.lastName,
					email: users.email,
					solvedChallenges: devTournamentParticipants.solvedChallenges,
					score: devTournamentParticipants.score,
					lastActivityAt: devTournamentParticipants.lastActivityAt,
				})
				.from(devTournamentParticipants)
				.innerJoin(users, eq(users.id, devTournamentParticipants.userId))
				.where(ofTournament)
				.orderBy(
					desc(devTournamentParticipants.score),
					desc(devTournamentParticipants.solvedChallenges),
					sql`${devTournamentParticipants.lastActivityAt} ASC NULLS LAST`,
					asc(users.name),
					asc(users.lastName),
					asc(users.id),
				)
				.limit(pageSize)
				.offset((pageNumber - 1) * pageSize),
			db.select({ n: count() }).from(devTournamentParticipants).where(ofTournament),
		])
		const totalItems = total?.n ?? 0
		return c.json({
			items: items.map((item) => ({
				userId: item.userId,
				name: [item.firstName, item.lastName].filter(Boolean).join(' '),
				email: item.email,
				solvedChallenges: item.solvedChallenges,
				score: Math.round(item.score * 100) / 100,
				lastActivityAt: item.lastActivityAt ? item.lastActivityAt.toISOString() : null,
			})),
			pageNumber,
			pageSize,
			totalItems,
			hasMore: pageNumber * pageSize < totalItems,
		})
	})
}
