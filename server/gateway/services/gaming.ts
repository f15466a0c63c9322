import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, exists, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { type GameKey } from '../db/schema-gaming.ts'
import { departments, fakeOrRealCampaigns, gameResults, gameRounds, gamingCampaigns, groups, userGroups, users } from '../db/schema.ts'
import { type CompanyRow, type Deps, authenticate, companyScope } from '../lib/context.ts'
import { errors, iso, noContent, readBody, validationError } from '../lib/http.ts'
import { addDays, ASSIGNED_ROLES, CAMPAIGN_STATUS, isCalendarDate, reportedCampaignStatus, utcDay } from '../lib/training.ts'
import { LANGUAGE_CODES } from './company-settings.ts'
import { readQuery } from './directory-shared.ts'
import type { Queryable } from '../db/types.ts'
import type { Hono } from 'hono'

// The two games a company assigns to its learners as campaigns (spec 2 §2 /gaming and /fake-or-real, §3
// "Gaming campaign", §9 "Gaming score out of 10"): gaming (the phishing quiz) and Fake Or Real. They work
// the same, so one implementation serves both, parameterised by a Game (GAMING here, FAKE_OR_REAL in
// fake-or-real.ts). The spec says these calls exist without their paths: the paths are the reference
// gateway's choice (the console's contract is app/gateway/gaming.server.ts). Admin-panel roles only
// (companyScope refuses learners), the company from the path.
//
// Calls, under {base}/company/{companyId}:
//   GET  rounds?languageCode   what learners play (English when the language has none)
//   GET  campaigns             every campaign, newest first, with assigned users, average and maximum score
//   POST campaigns             start one (QUEUED until its start date, IN_PROGRESS from it)
//   GET  campaigns/{id}        one campaign and each assigned learner's result
//   POST campaigns/{id}/end    end a running or queued one (ARCHIVED); 409 if it has ended already

export type Game = {
	key: GameKey
	base: string
	/** Fake Or Real's table has gaming_campaigns' columns, so one query shape serves both. */
	campaigns: typeof gamingCampaigns
	/** The assignment email's wording. */
	title: string
}

export const GAMING: Game = { key: 'gaming', base: '/api/v1/gaming', campaigns: gamingCampaigns, title: 'the phishing quiz' }
export const FAKE_OR_REAL: Game = {
	key: 'fake_or_real',
	base: '/api/v1/fake-or-real',
	campaigns: fakeOrRealCampaigns as unknown as typeof gamingCampaigns,
	title: 'Fake Or Real',
}

/** Spec 2 §9: a game's score is out of 10. */
export const GAME_SCORE_MAX = 10
export const GAME_RESULT_STATUS = { notStarted: 'NOT_STARTED', inProgress: 'IN_PROGRESS', completed: 'COMPLETED' } as const

export const gameErrors = {
	campaignNotFound: () => errors.notFound('Campaign not found'),
	campaignEnded: () => errors.conflict('campaign_archived', 'The campaign has already ended.'),
}

const ASSIGNMENT_TYPES = ['all', 'departments', 'groups'] as const
const REQUIRED = 'Field is required'
const AT_LEAST_ONE = 'At least one value must be selected'
const idList = z.array(z.string().trim().min(1).max(200)).max(500).optional().default([])

function newCampaignSchema(now: Date) {
	const earliest = addDays(utcDay(now), -1)
	return z
		.object({
			name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, 'The name can have at most 200 characters.'),
			assignmentType: z.enum(ASSIGNMENT_TYPES, { error: 'The assignment type is all, departments or groups.' }),
			departmentIds: idList,
			groupIds: idList,
			startDate: z
				.string({ error: 'The start date should be valid.' })
				.refine(isCalendarDate, 'The start date should be valid.')
				.refine((day) => !isCalendarDate(day) || day >= earliest, 'The start date cannot be in the past.'),
			notificationsEnabled: z.boolean({ error: REQUIRED }),
			notificationSubject: z.string().trim().max(255, 'The subject can have at most 255 characters.').optional().default(''),
			notificationMessage: z.string().max(10_000, 'The message can have at most 10000 characters.').optional().default(''),
		})
		.superRefine((body, ctx) => {
			if (body.assignmentType === 'departments' && body.departmentIds.length === 0)
				ctx.addIssue({ code: 'custom', path: ['departmentIds'], message: AT_LEAST_ONE })
			if (body.assignmentType === 'groups' && body.groupIds.length === 0)
				ctx.addIssue({ code: 'custom', path: ['groupIds'], message: AT_LEAST_ONE })
			if (body.notificationsEnabled && body.notificationSubject === '')
				ctx.addIssue({ code: 'custom', path: ['notificationSubject'], message: REQUIRED })
		})
}
type NewCampaign = z.output<ReturnType<typeof newCampaignSchema>>

const RoundsQuery = z.object({
	languageCode: z.enum(LANGUAGE_CODES, { error: 'Unknown language code' }).optional().default('en'),
})

type CampaignRow = typeof gamingCampaigns.$inferSelect

/**
 * The status the API reports: a QUEUED campaign whose start date has come runs (the game opens for its
 * learners that day, nothing to send); a running one of a company whose trial expired without Boost reads
 * SUSPENDED (lib/training.ts).
 */
function reportedStatus(row: Pick<CampaignRow, 'status' | 'startDate'>, company: CompanyRow, now: Date): string {
	const stored =
		row.status === CAMPAIGN_STATUS.queued && row.startDate && row.startDate <= utcDay(now) ? CAMPAIGN_STATUS.inProgress : row.status
	return reportedCampaignStatus(stored, company, now)
}

/** A score average to one decimal (null when nobody has played). */
const oneDecimal = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10)

async function campaignRows(q: Queryable, game: Game, company: CompanyRow, now: Date, campaignId?: string) {
	const t = game.campaigns
	const ofCampaign = and(eq(gameResults.game, game.key), eq(gameResults.campaignId, t.id))
	const rows = await q
		.select({
			id: t.id,
			name: t.name,
			status: t.status,
			startDate: t.startDate,
			startedAt: t.startedAt,
			endedAt: t.endedAt,
			createdAt: t.createdAt,
			assignedUsers: sql<number>`(select count(*)::int from ${gameResults} where ${ofCampaign})`,
			played: sql<number>`(select count(*)::int from ${gameResults} where ${ofCampaign} and ${gameResults.score} is not null)`,
			averageScore: sql<string | null>`(select avg(${gameResults.score}) from ${gameResults} where ${ofCampaign})`,
			maxScore: sql<number | null>`(select max(${gameResults.score}) from ${gameResults} where ${ofCampaign})`,
		})
		.from(t)
		.where(and(eq(t.companyId, company.id), campaignId === undefined ? undefined : eq(t.id, campaignId)))
		.orderBy(desc(t.createdAt), desc(t.id))
	return rows.map((r) => ({
		id: r.id,
		name: r.name,
		/** Spec 2 §3 startAt: when it started, or the day it will. */
		startAt: iso(r.startedAt) ?? (r.startDate ? `${r.startDate}T00:00:00.000Z` : iso(r.createdAt)),
		endedAt: iso(r.endedAt),
		status: reportedStatus(r, company, now),
		assignedUsers: r.assignedUsers,
		completedUsers: r.played,
		statistic: { averageScore: oneDecimal(r.averageScore), maxScore: r.maxScore === null ? null : Number(r.maxScore) },
	}))
}

/** The ids of `wanted` that are not the company's own departments (groups). */
async function foreignIds(q: Queryable, table: typeof departments | typeof groups, companyId: string, wanted: string[]) {
	if (wanted.length === 0) return []
	const own = await q
		.select({ id: table.id })
		.from(table)
		.where(and(eq(table.companyId, companyId), inArray(table.id, wanted)))
	const found = new Set(own.map((r) => r.id))
	return wanted.filter((id) => !found.has(id))
}

/** The enabled learners and admins the campaign is for, each once. */
function selectAssignees(q: Queryable, companyId: string, body: Pick<NewCampaign, 'assignmentType' | 'departmentIds' | 'groupIds'>) {
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

const INSERT_CHUNK = 500

export function registerGameRoutes(app: Hono, deps: Deps, game: Game): void {
	const { db } = deps
	const t = game.campaigns
	const base = `${game.base}/company/:id`

	app.get(`${base}/rounds`, async (c) => {
		const actor = await authenticate(c, deps)
		await companyScope(deps, actor, c.req.param('id') ?? '')
		const { languageCode } = readQuery(c, RoundsQuery)
		const read = (language: string) =>
			db
				.select()
				.from(gameRounds)
				.where(and(eq(gameRounds.game, game.key), eq(gameRounds.language, language)))
				.orderBy(asc(gameRounds.position), asc(gameRounds.id))
		let rows = await read(languageCode)
		if (rows.length === 0 && languageCode !== 'en') rows = await read('en')
		return c.json({
			rounds: rows.map((r) => ({
				id: r.id,
				language: r.language,
				channel: r.channel,
				sender: r.sender,
				subject: r.subject,
				body: r.body,
				question: r.question,
				choices: r.choices,
				correctChoice: r.correctChoice,
				isReal: r.isReal,
				explanation: r.explanation,
			})),
		})
	})

	app.get(`${base}/campaigns`, async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id') ?? '')
		return c.json({ campaigns: await campaignRows(db, game, company, deps.now()) })
	})

	app.get(`${base}/campaigns/:campaignId`, async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id') ?? '')
		const [campaign] = await campaignRows(db, game, company, deps.now(), c.req.param('campaignId') ?? '')
		if (!campaign) throw gameErrors.campaignNotFound()
		const results = await db
			.select({
				userId: users.id,
				name: users.name,
				lastName: users.lastName,
				email: users.email,
				status: gameResults.status,
				score: gameResults.score,
				completedAt: gameResults.completedAt,
			})
			.from(gameResults)
			.innerJoin(users, eq(users.id, gameResults.userId))
			.where(and(eq(gameResults.game, game.key), eq(gameResults.campaignId, campaign.id)))
			.orderBy(sql`${gameResults.score} desc nulls last`, asc(users.name), asc(users.lastName), asc(users.id))
		return c.json({
			campaign,
			results: results.map((r) => ({
				userId: r.userId,
				name: [r.name, r.lastName].filter(Boolean).join(' '),
				email: r.email,
				status: r.status,
				score: r.score,
				completedAt: iso(r.completedAt),
			})),
		})
	})

	// A campaign, its assigned learners (a NOT_STARTED result each) and, when asked, one invitation email
	// each: all in one transaction. Departments and groups of another company are refused like unknown ones.
	app.post(`${base}/campaigns`, async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id') ?? '')
		const now = deps.now()
		const body = await readBody(c, newCampaignSchema(now))
		const chosen = {
			assignmentType: body.assignmentType,
			departmentIds: body.assignmentType === 'departments' ? body.departmentIds : [],
			groupIds: body.assignmentType === 'groups' ? body.groupIds : [],
		}
		const status = body.startDate <= utcDay(now) ? CAMPAIGN_STATUS.inProgress : CAMPAIGN_STATUS.queued
		const id = randomUUID()
		const created = await db.transaction(async (tx) => {
			const [foreignDepartments, foreignGroups] = await Promise.all([
				foreignIds(tx, departments, company.id, chosen.departmentIds),
				foreignIds(tx, groups, company.id, chosen.groupIds),
			])
			const refused = [
				...(foreignDepartments.length > 0 ? [{ field: 'departmentIds', message: 'A selected department does not exist.' }] : []),
				...(foreignGroups.length > 0 ? [{ field: 'groupIds', message: 'A selected group does not exist.' }] : []),
			]
			if (refused.length > 0) throw validationError(refused)
			await tx.insert(t).values({
				id,
				companyId: company.id,
				name: body.name,
				status,
				startDate: body.startDate,
				startedAt: status === CAMPAIGN_STATUS.inProgress ? now : null,
				assignmentType: chosen.assignmentType,
				departmentIds: chosen.departmentIds,
				groupIds: chosen.groupIds,
				notificationsEnabled: body.notificationsEnabled,
				notificationSubject: body.notificationSubject,
				notificationMessage: body.notificationMessage,
				createdBy: actor.userId,
				createdAt: now,
			})
			const assignees = await selectAssignees(tx, company.id, chosen)
			for (let i = 0; i < assignees.length; i += INSERT_CHUNK) {
				await tx.insert(gameResults).values(
					assignees.slice(i, i + INSERT_CHUNK).map((u) => ({
						game: game.key,
						campaignId: id,
						companyId: company.id,
						userId: u.id,
						assignedAt: now,
					})),
				)
			}
			if (body.notificationsEnabled && assignees.length > 0) {
				const message = body.notificationMessage.replace(/\r\n/g, '\n').trim()
				await deps.mailer.queueMany(
					tx,
					assignees.map((u) => ({
						to: u.email,
						kind: `${game.key}_assigned`,
						subject: body.notificationSubject,
						text: [
							`Hi ${u.name || 'there'},`,
							'',
							...(message ? [message, ''] : []),
							`${company.name} invited you to play ${game.title} (${body.name}), from ${body.startDate}.`,
							'',
							'Sign in to your learning portal to play.',
						].join('\n'),
					})),
				)
			}
			return assignees.length
		})
		if (body.notificationsEnabled && created > 0) deps.mailer.flush()
		return c.json({ id, status, assignedUsers: created }, 201)
	})

	app.post(`${base}/campaigns/:campaignId/end`, async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id') ?? '')
		const campaignId = c.req.param('campaignId') ?? ''
		const [ended] = await db
			.update(t)
			.set({ status: CAMPAIGN_STATUS.archived, endedAt: deps.now() })
			.where(and(eq(t.id, campaignId), eq(t.companyId, company.id), sql`${t.status} <> ${CAMPAIGN_STATUS.archived}`))
			.returning({ id: t.id })
		if (ended) return noContent(c)
		const [exists] = await db
			.select({ id: t.id })
			.from(t)
			.where(and(eq(t.id, campaignId), eq(t.companyId, company.id)))
			.limit(1)
		throw exists ? gameErrors.campaignEnded() : gameErrors.campaignNotFound()
	})
}

/** Gaming, the phishing quiz (spec 2 §2 /gaming). */
export function registerGamingRoutes(app: Hono, deps: Deps): void {
	registerGameRoutes(app, deps, GAMING)
}
