import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { DIFFICULTIES, TEMPLATE_CATEGORIES, USERS_TYPES, type UsersType } from '../../shared/phishing-exercise.ts'
import {
	DAYS_PER_ROUND,
	FREQUENCIES,
	FREQUENCY_MONTHS,
	type Frequency,
	MAX_RANGE_DAYS,
	SIMULATION_ERROR_CODES,
	SIMULATION_LIMITS,
	SIMULATION_MESSAGES as M,
	type SimulationStatus,
	displayTimezone,
} from '../../shared/phishing-simulation.ts'
import {
	departments,
	exerciseTemplates,
	groups,
	simulationCampaigns,
	simulationCampaignTemplates,
	simulationLoginPages,
	simulationRounds,
	users,
} from '../db/schema.ts'
import { type Deps, adminCompanyScope, pagesLink } from '../lib/context.ts'
import { ApiError, errors, iso, noContent, readBody as readJsonBody } from '../lib/http.ts'
import { addMonthsToDay, isCalendarDay, localDay, storedTimezone, usableZone, zonedTime } from '../lib/zoned-time.ts'
import { escapeLike, intParam, readQuery, searchText } from './directory-shared.ts'
import { type Selection, learnerOf, selectionCondition } from './phishing-exercise-campaigns.ts'
import { exerciseValidationError, thumbnailAddress } from './phishing-exercise-shared.ts'
import { advanceSimulationCampaigns } from './phishing-simulation-sending.ts'
import { registerSimulationSettingsRoutes } from './phishing-simulation-settings.ts'
import type { Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

// Simulation campaigns (spec 3 §2 "Phishing simulation", §3, §4 lifecycle, §5 schedule messages, §7
// "Phishing simulation"; the console's contract is app/gateway/phishing-simulation.server.ts, which
// lists every call), the template choice and the landing pages; the settings and direct email delivery
// are in phishing-simulation-settings.ts, registered from here.
//
// A campaign is saved as a DRAFT (only its name is required; whatever else is valid is kept) or
// launched: every rule is checked (422 validationResults with the spec's messages), it becomes QUEUED
// with nextRoundAt = its start, and the sender (phishing-simulation-sending.ts) begins the round when
// due (at once with startNow). Recipients are the company's enabled users and admins (as the exercise's
// learners), chosen again at each round's start.

export const SIMULATION_BASE = '/phishing/api'
const CAMPAIGN_PAGE_SIZE = 25
const RUNNING: SimulationStatus[] = ['QUEUED', 'IN_PROGRESS', 'SUSPENDED']
const TAB_ORDER = {
	active: [desc(simulationCampaigns.createdAt)],
	drafts: [desc(simulationCampaigns.updatedAt)],
	archive: [desc(simulationCampaigns.archivedAt), desc(simulationCampaigns.createdAt)],
}

export const simulationErrors = {
	forbidden: () => errors.forbidden('Only admins can manage the phishing simulation.'),
	campaignNotFound: () => new ApiError(404, SIMULATION_ERROR_CODES.campaignNotFound, 'Campaign not found'),
	state: (message: string) => errors.conflict(SIMULATION_ERROR_CODES.campaignState, message),
}

/** The company of the path, for an admin-panel role (a learner is 403; another company is refused by companyScope). */
export function simulationScope(c: Context, deps: Deps, companyId = c.req.param('companyId') ?? '') {
	return adminCompanyScope(c, deps, companyId, simulationErrors.forbidden)
}

/** A JSON body read with `schema`; a refusal carries each message as a detail too (the console's readFieldErrors). */
export async function readSimulationBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
	try {
		return await readJsonBody(c, schema)
	} catch (error) {
		if (error instanceof ApiError && error.status === 422 && Array.isArray(error.extra.validationResults))
			throw exerciseValidationError(error.extra.validationResults as Issue[])
		throw error
	}
}
const readBody = readSimulationBody

// ─── Time ────────────────────────────────────────────────────────────────────

/**
 * When round `roundNumber` (from 1) of a campaign begins: its start day plus the frequency's months
 * per round, at its send hour in its zone. null for a campaign without a valid start or a round
 * beyond the first of a `once` campaign.
 */
export function plannedRoundStart(
	campaign: { startDate: string | null; sendHour: number; timezone: string; frequency: string },
	roundNumber: number,
): Date | null {
	if (!campaign.startDate || !isCalendarDay(campaign.startDate) || roundNumber < 1) return null
	const months = FREQUENCY_MONTHS[campaign.frequency as Frequency] ?? 0
	if (months === 0 && roundNumber > 1) return null
	return zonedTime(addMonthsToDay(campaign.startDate, (roundNumber - 1) * months), campaign.sendHour, usableZone(campaign.timezone))
}

// ─── Recipients ──────────────────────────────────────────────────────────────

export type RecipientSelection = Selection

/** The company's possible recipients narrowed by a campaign's choice, as SQL on `users` (the exercise's learners). */
export function recipientCondition(q: Queryable, companyId: string, selection: RecipientSelection): SQL | undefined {
	return and(learnerOf(companyId), selectionCondition(q, selection))
}

export function campaignSelection(campaign: typeof simulationCampaigns.$inferSelect): RecipientSelection {
	return {
		usersType: (USERS_TYPES as readonly string[]).includes(campaign.usersType) ? (campaign.usersType as UsersType) : 'USERS_ALL',
		departmentIds: campaign.selectedDepartmentIds,
		groupIds: campaign.selectedGroupIds,
		userIds: campaign.selectedUserIds,
	}
}

export async function countRecipients(q: Queryable, companyId: string, selection: RecipientSelection): Promise<number> {
	const [row] = await q
		.select({ n: sql<number>`count(*)::int` })
		.from(users)
		.where(recipientCondition(q, companyId, selection))
	return Number(row?.n ?? 0)
}

// ─── Replies ─────────────────────────────────────────────────────────────────

type CampaignRow = typeof simulationCampaigns.$inferSelect

/** The company's campaign, or 404 (another company's reads as missing). */
export async function findSimulationCampaign(q: Queryable, companyId: string, campaignId: string): Promise<CampaignRow> {
	const [row] = await q
		.select()
		.from(simulationCampaigns)
		.where(and(eq(simulationCampaigns.id, campaignId), eq(simulationCampaigns.companyId, companyId)))
		.limit(1)
	if (!row) throw simulationErrors.campaignNotFound()
	return row
}

/**
 * The list rows (the contract's SimulationCampaignRowSchema) of these campaigns, in their order. The
 * figures are of the current round: total its recipients, completed its emails sent, inProgress those
 * due later in its sending window, overdue those unsent after it (an archived campaign's clock stopped
 * when it was archived), notStarted all of them while no round has begun (a draft or queued campaign
 * counts who it would send to now). score: of every email sent, the share not phished (0–100).
 */
export async function campaignRows(q: Queryable, deps: Deps, rows: CampaignRow[]) {
	if (rows.length === 0) return []
	const ids = rows.map((r) => r.id)
	const now = deps.now()
	const parentIds = [...new Set(rows.flatMap((r) => (r.parentCampaignId ? [r.parentCampaignId] : [])))]
	const [roundFigures, parents, shared] = await Promise.all([
		// The current round's counters (kept with each email and event): its recipients, those sent, and, once its
		// sending window has passed (the clock of an archived campaign stops at archiving), the rest overdue.
		q
			.select({
				campaignId: simulationRounds.campaignId,
				total: simulationRounds.recipientsCount,
				sent: simulationRounds.sentCount,
				overdue: sql<number>`CASE WHEN ${simulationRounds.sendUntil} < coalesce(${simulationCampaigns.archivedAt}, ${now.toISOString()}::timestamptz)
					THEN ${simulationRounds.recipientsCount} - ${simulationRounds.sentCount} ELSE 0 END::int`,
			})
			.from(simulationRounds)
			.innerJoin(simulationCampaigns, eq(simulationCampaigns.id, simulationRounds.campaignId))
			.where(and(inArray(simulationRounds.campaignId, ids), eq(simulationRounds.roundNumber, simulationCampaigns.currentRound))),
		parentIds.length
			? q
					.select({ id: simulationCampaigns.id, name: simulationCampaigns.name })
					.from(simulationCampaigns)
					.where(inArray(simulationCampaigns.id, parentIds))
			: [],
		q
			.select({ parentId: simulationCampaigns.parentCampaignId, n: sql<number>`count(*)::int` })
			.from(simulationCampaigns)
			.where(inArray(simulationCampaigns.parentCampaignId, ids))
			.groupBy(simulationCampaigns.parentCampaignId),
	])
	const figures = new Map(roundFigures.map((f) => [f.campaignId, f]))
	const parentName = new Map(parents.map((p) => [p.id, p.name]))
	const sharedCount = new Map(shared.map((s) => [s.parentId, Number(s.n)]))
	// Who a campaign without a begun round would send to now (drafts and queued ones; few per page).
	const wouldSend = new Map<string, number>()
	for (const row of rows) {
		if (row.currentRound === 0 && row.status !== 'ARCHIVED')
			wouldSend.set(row.id, await countRecipients(q, row.companyId, campaignSelection(row)))
	}
	return rows.map((row) => {
		const f = figures.get(row.id)
		let counts = { total: 0, completed: 0, inProgress: 0, notStarted: 0, overdue: 0 }
		if (row.currentRound === 0) {
			const total = wouldSend.get(row.id) ?? 0
			counts = { total, completed: 0, inProgress: 0, notStarted: total, overdue: 0 }
		} else if (f) {
			const total = Number(f.total)
			const sent = Number(f.sent)
			const overdue = Number(f.overdue)
			counts = { total, completed: sent, inProgress: total - sent - overdue, notStarted: 0, overdue }
		}
		return {
			id: row.id,
			name: row.name,
			status: row.status as SimulationStatus,
			...counts,
			score: row.sentCount > 0 ? Math.round((100 * (row.sentCount - row.phishedCount)) / row.sentCount) : null,
			daysToComplete: row.daysPerRound,
			startedAt: iso(row.startedAt),
			archivedAt: iso(row.archivedAt),
			createdAt: row.createdAt.toISOString(),
			frequency: row.frequency as Frequency,
			currentRound: row.currentRound,
			nextRoundAt: row.status === 'ARCHIVED' ? null : iso(row.nextRoundAt),
			parentCampaignName: row.parentCampaignId ? (parentName.get(row.parentCampaignId) ?? null) : null,
			sharedCount: sharedCount.get(row.id) ?? 0,
		}
	})
}

/** One campaign (the contract's SimulationCampaignSchema). */
export async function campaignDetail(q: Queryable, deps: Deps, row: CampaignRow) {
	const [[base], templates, rounds] = await Promise.all([
		campaignRows(q, deps, [row]),
		q
			.select({
				templateId: simulationCampaignTemplates.templateId,
				orderNumber: simulationCampaignTemplates.orderNumber,
				name: exerciseTemplates.name,
				difficulty: exerciseTemplates.difficulty,
				category: exerciseTemplates.category,
			})
			.from(simulationCampaignTemplates)
			.innerJoin(exerciseTemplates, eq(exerciseTemplates.id, simulationCampaignTemplates.templateId))
			.where(eq(simulationCampaignTemplates.campaignId, row.id))
			.orderBy(asc(simulationCampaignTemplates.orderNumber)),
		q.select().from(simulationRounds).where(eq(simulationRounds.campaignId, row.id)).orderBy(asc(simulationRounds.roundNumber)),
	])
	return {
		...base!,
		daysPerRound: row.daysPerRound,
		sendHour: row.sendHour,
		timezone: displayTimezone(row.timezone),
		startDate: row.startDate,
		startNow: row.startNow,
		loginPageId: row.loginPageId,
		usersType: campaignSelection(row).usersType,
		selectedDepartmentsIds: row.selectedDepartmentIds,
		selectedGroupsIds: row.selectedGroupIds,
		selectedUsersIds: row.selectedUserIds,
		templates: templates.map((t) => ({ ...t, difficulty: t.difficulty as 1 | 2 | 3 })),
		rounds: rounds.map((r) => ({
			id: r.id,
			roundNumber: r.roundNumber,
			startsAt: r.startsAt.toISOString(),
			sendUntil: r.sendUntil.toISOString(),
			endsAt: r.endsAt.toISOString(),
			recipientsCount: r.recipientsCount,
			sentCount: r.sentCount,
			openedCount: r.openedCount,
			clickedCount: r.clickedCount,
			phishedCount: r.phishedCount,
			reportedCount: r.reportedCount,
		})),
		counts: {
			sent: row.sentCount,
			opened: row.openedCount,
			clicked: row.clickedCount,
			phished: row.phishedCount,
			reported: row.reportedCount,
		},
	}
}

// ─── Create and update ───────────────────────────────────────────────────────

const idList = z.array(z.string().trim().min(1).max(200)).max(SIMULATION_LIMITS.selectedIds).optional().default([])

/** Loose on purpose: a draft keeps what is valid and drops the rest; a launch turns each problem into a message. */
const CampaignBody = z.object({
	name: z.string().max(1000).optional().default(''),
	templateIds: z.array(z.string().trim().min(1).max(200)).max(100).optional().default([]),
	loginPageId: z.string().trim().max(200).nullable().optional().default(null),
	usersType: z.string().max(100).optional().default('USERS_ALL'),
	selectedDepartmentsIds: idList,
	selectedGroupsIds: idList,
	selectedUsersIds: idList,
	frequency: z.string().max(100).optional().default('once'),
	daysPerRound: z.number().optional(),
	sendHour: z.number().optional(),
	timezone: z.string().max(100).nullable().optional().default(''),
	startNow: z.boolean().optional().default(false),
	startDate: z.string().max(100).nullable().optional().default(null),
	launch: z.boolean().optional().default(false),
})
type CampaignBody = z.output<typeof CampaignBody>
type Issue = { field: string; message: string }

/** What would be stored, and what a launch would be refused for. */
async function checkCampaign(q: Queryable, companyId: string, body: CampaignBody, now: Date) {
	const issues: Issue[] = []
	const name = body.name.trim()
	if (!name) issues.push({ field: 'name', message: M.nameRequired })
	else if (name.length > SIMULATION_LIMITS.name) issues.push({ field: 'name', message: `At most ${SIMULATION_LIMITS.name} characters.` })

	// Templates: the company's visible EMAIL templates, in the order given, at most 10.
	const wanted = [...new Set(body.templateIds)]
	if (wanted.length > SIMULATION_LIMITS.templates) issues.push({ field: 'templateIds', message: M.tooManyTemplates })
	const visible = wanted.length
		? new Set(
				(
					await q
						.select({ id: exerciseTemplates.id })
						.from(exerciseTemplates)
						.where(
							and(
								inArray(exerciseTemplates.id, wanted),
								eq(exerciseTemplates.layoutType, 'EMAIL'),
								or(isNull(exerciseTemplates.companyId), eq(exerciseTemplates.companyId, companyId)),
							),
						)
				).map((r) => r.id),
			)
		: new Set<string>()
	const templateIds = wanted.filter((id) => visible.has(id)).slice(0, SIMULATION_LIMITS.templates)
	if (templateIds.length < wanted.length)
		issues.push({ field: 'templateIds', message: 'A selected template does not exist or is not an email template.' })
	else if (wanted.length === 0) issues.push({ field: 'templateIds', message: M.templatesRequired })

	// The landing page: a platform one or the company's own.
	let loginPageId: string | null = null
	if (body.loginPageId) {
		const [page] = await q
			.select({ id: simulationLoginPages.id })
			.from(simulationLoginPages)
			.where(
				and(
					eq(simulationLoginPages.id, body.loginPageId),
					or(isNull(simulationLoginPages.companyId), eq(simulationLoginPages.companyId, companyId)),
				),
			)
			.limit(1)
		if (page) loginPageId = page.id
		else issues.push({ field: 'loginPageId', message: 'The landing page does not exist.' })
	} else issues.push({ field: 'loginPageId', message: M.loginPageRequired })

	// Recipients: the type's own choice, of the company's ids only.
	const usersType = (USERS_TYPES as readonly string[]).includes(body.usersType) ? (body.usersType as UsersType) : null
	if (!usersType) issues.push({ field: 'usersType', message: M.recipientsRequired })
	const own = async (ids: string[], table: typeof departments | typeof groups | typeof users, field: string, label: string) => {
		const unique = [...new Set(ids)]
		if (unique.length === 0) return []
		const found = new Set(
			(
				await q
					.select({ id: table.id })
					.from(table)
					.where(and(eq(table.companyId, companyId), inArray(table.id, unique)))
			).map((r) => r.id),
		)
		if (found.size !== unique.length) issues.push({ field, message: `A selected ${label} does not exist.` })
		return unique.filter((id) => found.has(id))
	}
	const selection: RecipientSelection = {
		usersType: usersType ?? 'USERS_ALL',
		departmentIds:
			usersType === 'USERS_FROM_DEPARTMENTS'
				? await own(body.selectedDepartmentsIds, departments, 'selectedDepartmentsIds', 'department')
				: [],
		groupIds: usersType === 'USERS_FROM_GROUPS' ? await own(body.selectedGroupsIds, groups, 'selectedGroupsIds', 'group') : [],
		userIds: usersType === 'USERS_SELECTED' ? await own(body.selectedUsersIds, users, 'selectedUsersIds', 'user') : [],
	}
	if (usersType === 'USERS_FROM_DEPARTMENTS' && body.selectedDepartmentsIds.length === 0)
		issues.push({ field: 'selectedDepartmentsIds', message: M.departmentsRequired })
	if (usersType === 'USERS_FROM_GROUPS' && body.selectedGroupsIds.length === 0)
		issues.push({ field: 'selectedGroupsIds', message: M.groupsRequired })
	if (usersType === 'USERS_SELECTED' && body.selectedUsersIds.length === 0)
		issues.push({ field: 'selectedUsersIds', message: M.usersRequired })

	// Schedule (spec 3 §5's schedule messages).
	const frequency = (FREQUENCIES as readonly string[]).includes(body.frequency) ? (body.frequency as Frequency) : null
	if (!frequency) issues.push({ field: 'frequency', message: M.frequencyRequired })
	const daysPerRound =
		body.daysPerRound !== undefined && (DAYS_PER_ROUND as readonly number[]).includes(body.daysPerRound) ? body.daysPerRound : null
	if (daysPerRound === null) issues.push({ field: 'daysPerRound', message: M.daysPerRoundRequired })
	const sendHour =
		body.sendHour !== undefined && Number.isInteger(body.sendHour) && body.sendHour >= 0 && body.sendHour <= 23 ? body.sendHour : null
	if (sendHour === null) issues.push({ field: 'sendHour', message: M.sendHourRequired })
	const timezone = storedTimezone(body.timezone ?? '')
	if (!timezone) issues.push({ field: 'timezone', message: M.timezoneRequired })
	const dayText = (body.startDate ?? '').trim()
	const day = dayText && isCalendarDay(dayText) ? dayText : null
	let startDate: string | null = day
	let startAt: Date | null = null
	if (body.startNow) {
		startAt = now
		// A launch stores the day it started; a draft keeps its choice (and any valid day).
		if (timezone && body.launch) startDate = localDay(now, timezone)
	} else if (!dayText) issues.push({ field: 'startDate', message: M.dateRequired })
	else if (!day) issues.push({ field: 'startDate', message: M.dateInvalid })
	else if (timezone && sendHour !== null) {
		startAt = zonedTime(day, sendHour, timezone)
		if (startAt.getTime() <= now.getTime()) issues.push({ field: 'startDate', message: M.dateInPast })
	}

	return {
		issues,
		values: {
			name,
			templateIds,
			loginPageId,
			selection,
			frequency: frequency ?? 'once',
			daysPerRound: daysPerRound ?? 1,
			sendHour: sendHour ?? 9,
			timezone: timezone ?? 'UTC',
			startDate,
		},
		startAt,
	}
}

/** Checks and stores a create or update; a launch also needs recipients, and queues the campaign. */
async function saveCampaign(q: Queryable, companyId: string, body: CampaignBody, now: Date) {
	const { issues, values, startAt } = await checkCampaign(q, companyId, body, now)
	if (body.launch) {
		if (issues.length > 0) throw exerciseValidationError(issues)
		if ((await countRecipients(q, companyId, values.selection)) === 0)
			throw exerciseValidationError([{ field: selectionField(values.selection.usersType), message: M.usersRequired }])
	} else {
		const nameIssues = issues.filter((i) => i.field === 'name' || i.message === M.tooManyTemplates)
		if (nameIssues.length > 0) throw exerciseValidationError(nameIssues)
	}
	return {
		row: {
			name: values.name,
			status: body.launch ? 'QUEUED' : 'DRAFT',
			frequency: values.frequency,
			daysPerRound: values.daysPerRound,
			sendHour: values.sendHour,
			timezone: values.timezone,
			startDate: values.startDate,
			startNow: body.startNow,
			loginPageId: values.loginPageId,
			usersType: values.selection.usersType,
			selectedDepartmentIds: values.selection.departmentIds,
			selectedGroupIds: values.selection.groupIds,
			selectedUserIds: values.selection.userIds,
			updatedAt: now,
			launchedAt: body.launch ? now : null,
			nextRoundAt: body.launch ? startAt : null,
		},
		templateIds: values.templateIds,
	}
}

function selectionField(usersType: UsersType): string {
	return usersType === 'USERS_SELECTED'
		? 'selectedUsersIds'
		: usersType === 'USERS_FROM_DEPARTMENTS'
			? 'selectedDepartmentsIds'
			: usersType === 'USERS_FROM_GROUPS'
				? 'selectedGroupsIds'
				: 'usersType'
}

async function replaceTemplates(q: Queryable, campaignId: string, templateIds: string[]) {
	await q.delete(simulationCampaignTemplates).where(eq(simulationCampaignTemplates.campaignId, campaignId))
	if (templateIds.length > 0)
		await q.insert(simulationCampaignTemplates).values(templateIds.map((templateId, i) => ({ campaignId, templateId, orderNumber: i + 1 })))
}

/** After a launch: the sender begins what is due now (a startNow campaign's first round); a failure leaves it to the 15-minute round. */
async function startDue(deps: Deps, campaignId: string) {
	try {
		await advanceSimulationCampaigns(deps, { campaignId })
	} catch (error) {
		console.error('[gateway] phishing simulation: starting a launched campaign failed', error)
	}
}

// ─── Routes ──────────────────────────────────────────────────────────────────

const pagingQuery = (defaultSize: number) => ({
	pageNumber: intParam(0, 1_000_000, 0),
	pageSize: intParam(1, 100, defaultSize),
})
const simulationPageInfo = (number: number, size: number, totalCount: number) => ({ number, size, totalCount })

export function registerSimulationCampaignRoutes(app: Hono, deps: Deps): void {
	const { db } = deps
	const base = `${SIMULATION_BASE}/v3/company/:companyId`

	registerSimulationSettingsRoutes(app, deps)

	// GET …/campaigns/active | drafts | archive (pageNumber from 0, pageSize): the tab's campaigns.
	for (const [tab, statuses] of [
		['active', RUNNING],
		['drafts', ['DRAFT']],
		['archive', ['ARCHIVED']],
	] as const) {
		app.get(`${base}/campaigns/${tab}`, async (c) => {
			const { company } = await simulationScope(c, deps)
			const query = readQuery(c, z.object(pagingQuery(CAMPAIGN_PAGE_SIZE)))
			const where = and(eq(simulationCampaigns.companyId, company.id), inArray(simulationCampaigns.status, [...statuses]))
			const [rows, [total]] = await Promise.all([
				db
					.select()
					.from(simulationCampaigns)
					.where(where)
					.orderBy(...TAB_ORDER[tab], asc(simulationCampaigns.id))
					.limit(query.pageSize)
					.offset(query.pageNumber * query.pageSize),
				db
					.select({ n: sql<number>`count(*)::int` })
					.from(simulationCampaigns)
					.where(where),
			])
			return c.json({
				campaigns: await campaignRows(db, deps, rows),
				pageInfo: simulationPageInfo(query.pageNumber, query.pageSize, Number(total?.n ?? 0)),
			})
		})
	}

	// GET …/campaigns/calendar_by_range?dateFrom&dateTo: campaigns with a round (begun or planned) starting in the range.
	app.get(`${base}/campaigns/calendar_by_range`, async (c) => {
		const { company } = await simulationScope(c, deps)
		const query = readQuery(c, z.object({ dateFrom: z.string().max(40), dateTo: z.string().max(40) }))
		const from = rangeEdge(query.dateFrom, 'start')
		const to = rangeEdge(query.dateTo, 'end')
		const problems: Issue[] = []
		if (!from) problems.push({ field: 'dateFrom', message: M.dateInvalid })
		if (!to) problems.push({ field: 'dateTo', message: M.dateInvalid })
		if (from && to && (to.getTime() < from.getTime() || to.getTime() - from.getTime() > (MAX_RANGE_DAYS + 1) * 86_400_000))
			problems.push({ field: 'dateTo', message: `The range must run forward and span at most ${MAX_RANGE_DAYS} days.` })
		if (problems.length > 0 || !from || !to) throw exerciseValidationError(problems)
		const campaigns = await db
			.select()
			.from(simulationCampaigns)
			.where(and(eq(simulationCampaigns.companyId, company.id), inArray(simulationCampaigns.status, [...RUNNING, 'ARCHIVED'])))
			.orderBy(asc(simulationCampaigns.createdAt), asc(simulationCampaigns.id))
		const begun = campaigns.length
			? await db
					.select({
						campaignId: simulationRounds.campaignId,
						roundNumber: simulationRounds.roundNumber,
						startsAt: simulationRounds.startsAt,
					})
					.from(simulationRounds)
					.where(
						and(
							inArray(
								simulationRounds.campaignId,
								campaigns.map((r) => r.id),
							),
							sql`${simulationRounds.startsAt} >= ${from.toISOString()}::timestamptz`,
							sql`${simulationRounds.startsAt} <= ${to.toISOString()}::timestamptz`,
						),
					)
					.orderBy(asc(simulationRounds.roundNumber))
			: []
		const result = []
		for (const campaign of campaigns) {
			const rounds = begun
				.filter((r) => r.campaignId === campaign.id)
				.map((r) => ({ roundNumber: r.roundNumber, startsAt: r.startsAt.toISOString() }))
			// Rounds still to come (not for an archived or suspended campaign).
			if ((campaign.status === 'QUEUED' || campaign.status === 'IN_PROGRESS') && campaign.nextRoundAt) {
				for (let n = campaign.currentRound + 1; n <= campaign.currentRound + 400; n++) {
					const startsAt = n === campaign.currentRound + 1 ? campaign.nextRoundAt : plannedRoundStart(campaign, n)
					if (!startsAt || startsAt.getTime() > to.getTime()) break
					if (startsAt.getTime() >= from.getTime()) rounds.push({ roundNumber: n, startsAt: startsAt.toISOString() })
				}
			}
			if (rounds.length === 0) continue
			result.push({
				id: campaign.id,
				name: campaign.name,
				status: campaign.status,
				startedAt: iso(campaign.startedAt),
				nextRoundAt: campaign.status === 'ARCHIVED' ? null : iso(campaign.nextRoundAt),
				rounds,
			})
		}
		return c.json({ campaigns: result })
	})

	// GET …/campaign/{id}: another company's is 404.
	app.get(`${base}/campaign/:campaignId`, async (c) => {
		const { company } = await simulationScope(c, deps)
		const row = await findSimulationCampaign(db, company.id, c.req.param('campaignId'))
		return c.json(await campaignDetail(db, deps, row))
	})

	// (ref) POST …/campaign/create: a DRAFT (launch false: the name only is required) or a launch (QUEUED).
	app.post(`${base}/campaign/create`, async (c) => {
		const { actor, company } = await simulationScope(c, deps)
		const body = await readBody(c, CampaignBody)
		const now = deps.now()
		const id = `psc_${randomUUID()}`
		await db.transaction(async (tx) => {
			const saved = await saveCampaign(tx, company.id, body, now)
			await tx.insert(simulationCampaigns).values({ id, companyId: company.id, createdBy: actor.userId, createdAt: now, ...saved.row })
			await replaceTemplates(tx, id, saved.templateIds)
		})
		if (body.launch) await startDue(deps, id)
		const [row] = await db.select({ status: simulationCampaigns.status }).from(simulationCampaigns).where(eq(simulationCampaigns.id, id))
		return c.json({ id, status: row?.status ?? (body.launch ? 'QUEUED' : 'DRAFT') }, 201)
	})

	// (ref) PUT …/campaign/{id}/update: a draft only (409 campaign_state otherwise), saved again or launched.
	app.put(`${base}/campaign/:campaignId/update`, async (c) => {
		const { company } = await simulationScope(c, deps)
		const campaign = await findSimulationCampaign(db, company.id, c.req.param('campaignId'))
		const body = await readBody(c, CampaignBody)
		if (campaign.status !== 'DRAFT') throw simulationErrors.state('Only a draft campaign can be changed.')
		const now = deps.now()
		await db.transaction(async (tx) => {
			const saved = await saveCampaign(tx, company.id, body, now)
			const [updated] = await tx
				.update(simulationCampaigns)
				.set(saved.row)
				.where(and(eq(simulationCampaigns.id, campaign.id), eq(simulationCampaigns.status, 'DRAFT')))
				.returning({ id: simulationCampaigns.id })
			if (!updated) throw simulationErrors.state('Only a draft campaign can be changed.')
			await replaceTemplates(tx, campaign.id, saved.templateIds)
		})
		if (body.launch) await startDue(deps, campaign.id)
		const [row] = await db
			.select({ status: simulationCampaigns.status })
			.from(simulationCampaigns)
			.where(eq(simulationCampaigns.id, campaign.id))
		return c.json({ id: campaign.id, status: row?.status ?? 'DRAFT' })
	})

	// PATCH …/campaign/{id}/complete, body { companyId }: spec 3 §4 "Stopping a campaign archives it" (irreversible).
	app.patch(`${base}/campaign/:campaignId/complete`, async (c) => {
		const { company } = await simulationScope(c, deps)
		await readBody(c, z.object({ companyId: z.string().max(200).optional() }))
		const campaign = await findSimulationCampaign(db, company.id, c.req.param('campaignId'))
		const now = deps.now()
		const [archived] = await db
			.update(simulationCampaigns)
			.set({ status: 'ARCHIVED', archivedAt: now, nextRoundAt: null, updatedAt: now })
			.where(and(eq(simulationCampaigns.id, campaign.id), inArray(simulationCampaigns.status, RUNNING)))
			.returning({ id: simulationCampaigns.id })
		if (!archived)
			throw simulationErrors.state(
				campaign.status === 'ARCHIVED' ? 'The campaign is archived already.' : 'A draft campaign cannot be archived.',
			)
		return noContent(c)
	})

	// DELETE …/campaign/{id}/delete: spec 3 §4 "only archived campaigns can be deleted" (and drafts, which have no report).
	app.delete(`${base}/campaign/:campaignId/delete`, async (c) => {
		const { company } = await simulationScope(c, deps)
		const campaign = await findSimulationCampaign(db, company.id, c.req.param('campaignId'))
		const [deleted] = await db
			.delete(simulationCampaigns)
			.where(and(eq(simulationCampaigns.id, campaign.id), inArray(simulationCampaigns.status, ['ARCHIVED', 'DRAFT'])))
			.returning({ id: simulationCampaigns.id })
		if (!deleted) throw simulationErrors.state('Only an archived campaign can be deleted: archive it first.')
		return noContent(c)
	})

	// (ref) GET …/templates (difficulty, category, searchText, pageNumber from 0, pageSize): the EMAIL templates the company may send, by name.
	app.get(`${base}/templates`, async (c) => {
		const { company } = await simulationScope(c, deps)
		const query = readQuery(
			c,
			z.object({
				...pagingQuery(CAMPAIGN_PAGE_SIZE),
				searchText,
				difficulty: z.coerce
					.number()
					.int()
					.refine((n) => (DIFFICULTIES as readonly number[]).includes(n), 'The difficulty is 1, 2 or 3.')
					.optional(),
				category: z.enum(TEMPLATE_CATEGORIES).optional(),
			}),
		)
		const where = and(
			eq(exerciseTemplates.layoutType, 'EMAIL'),
			or(isNull(exerciseTemplates.companyId), eq(exerciseTemplates.companyId, company.id)),
			query.difficulty !== undefined ? eq(exerciseTemplates.difficulty, query.difficulty) : undefined,
			query.category ? eq(exerciseTemplates.category, query.category) : undefined,
			query.searchText ? ilike(exerciseTemplates.name, `%${escapeLike(query.searchText)}%`) : undefined,
		)
		const [rows, [total]] = await Promise.all([
			db
				.select({
					id: exerciseTemplates.id,
					name: exerciseTemplates.name,
					subject: exerciseTemplates.subject,
					fromName: exerciseTemplates.fromName,
					fromEmail: exerciseTemplates.fromEmail,
					difficulty: exerciseTemplates.difficulty,
					category: exerciseTemplates.category,
					type: exerciseTemplates.type,
					thumbnailId: exerciseTemplates.thumbnailId,
					thumbnailUrl: exerciseTemplates.thumbnailUrl,
				})
				.from(exerciseTemplates)
				.where(where)
				.orderBy(asc(sql`lower(${exerciseTemplates.name})`), asc(exerciseTemplates.id))
				.limit(query.pageSize)
				.offset(query.pageNumber * query.pageSize),
			db
				.select({ n: sql<number>`count(*)::int` })
				.from(exerciseTemplates)
				.where(where),
		])
		return c.json({
			templates: rows.map(({ thumbnailId, thumbnailUrl, ...t }) => ({
				...t,
				thumbnailUrl: thumbnailAddress(deps, { thumbnailId, thumbnailUrl }),
			})),
			pageInfo: simulationPageInfo(query.pageNumber, query.pageSize, Number(total?.n ?? 0)),
		})
	})

	// GET /phishing/api/v1/login_pages?companyId: the platform's landing pages and the company's own, by name.
	app.get(`${SIMULATION_BASE}/v1/login_pages`, async (c) => {
		const { companyId } = readQuery(c, z.object({ companyId: z.string().min(1, 'Field is required').max(200) }))
		const { company } = await simulationScope(c, deps, companyId)
		const rows = await db
			.select({ id: simulationLoginPages.id, name: simulationLoginPages.name, kind: simulationLoginPages.kind })
			.from(simulationLoginPages)
			.where(or(isNull(simulationLoginPages.companyId), eq(simulationLoginPages.companyId, company.id)))
			.orderBy(asc(sql`${simulationLoginPages.companyId} is not null`), asc(simulationLoginPages.name))
		return c.json({
			loginPages: rows.map((r) => ({ ...r, previewUrl: pagesLink(deps, `/__gateway/phish-preview/${encodeURIComponent(r.id)}`) })),
		})
	})
}

/** A range edge: a day (its first or last instant, UTC) or an ISO date-time; null when unreadable. */
function rangeEdge(value: string, edge: 'start' | 'end'): Date | null {
	const day = value.trim()
	if (isCalendarDay(day)) return new Date(Date.parse(`${day}T00:00:00Z`) + (edge === 'end' ? 86_400_000 - 1 : 0))
	if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null
	const date = new Date(value)
	return Number.isNaN(date.getTime()) ? null : date
}
