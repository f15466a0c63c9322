import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
	ASSIGNMENT_STATUS_RANK,
	type AssignmentStatus,
	type CampaignStatus,
	EXERCISE_ERROR_CODES,
	EXERCISE_MESSAGES,
} from '../../shared/phishing-exercise.ts'
import {
	departments,
	exerciseAnswers,
	exerciseCampaignTemplates,
	exerciseLearners,
	exercisePacks,
	exerciseTemplates,
	groups,
	phishingExerciseCampaigns,
	users,
} from '../db/schema.ts'
import { type Deps, pagesLink } from '../lib/context.ts'
import { ApiError, errors, iso } from '../lib/http.ts'
import { intParam } from './directory-shared.ts'
import type { Queryable } from '../db/types.ts'

// What the phishing exercise's services share (phishing-exercise.ts describes them): the base path, the
// refusals, the statuses as the console reads them and the campaign reply.

export const EXERCISE_BASE = '/phishing-exercise/api/v1'
export const THUMBNAIL_PAGE_PREFIX = '/__gateway/exercise-thumbnails/'
export const DAY = 24 * 60 * 60 * 1000

export const exerciseErrors = {
	forbidden: () => errors.forbidden('Only admins can manage the phishing exercise.'),
	templateNotFound: () => errors.notFound('Template not found'),
	packNotFound: () => errors.notFound('Pack not found'),
	campaignNotFound: () => errors.notFound('Campaign not found'),
	userNotFound: () => errors.notFound('User not found'),
	templateNotEditable: () => new ApiError(403, EXERCISE_ERROR_CODES.templateNotEditable, 'Only custom templates can be changed.'),
	templateInUse: () => errors.conflict(EXERCISE_ERROR_CODES.templateInUse, EXERCISE_MESSAGES.templateInUse),
	thumbnailType: () => new ApiError(415, EXERCISE_ERROR_CODES.thumbnailType, EXERCISE_MESSAGES.thumbnailType),
	thumbnailSize: () => new ApiError(413, EXERCISE_ERROR_CODES.thumbnailSize, EXERCISE_MESSAGES.thumbnailSize),
	postponed: () => errors.conflict(EXERCISE_ERROR_CODES.campaignPostponed, EXERCISE_MESSAGES.postponedReport),
	archived: () => errors.conflict(EXERCISE_ERROR_CODES.campaignArchived, 'The campaign is archived and cannot be changed.'),
	locked: (message: string) => errors.conflict(EXERCISE_ERROR_CODES.campaignLocked, message),
}

/**
 * A 422 with the spec's messages: validationResults [{ field, message }] as every service, and each
 * also as a detail { code: field, description: message } (the console's readFieldErrors reads them).
 */
export function exerciseValidationError(results: Array<{ field: string; message: string }>): ApiError {
	const fields = [...new Set(results.map((r) => r.field))]
	return new ApiError(422, 'validation_error', `Missing or invalid request parameters: ${fields.join(', ')}.`, {
		validationResults: results,
		details: results.map((r) => ({ code: r.field, description: r.message })),
	})
}

/** pageNumber from 0, pageSize 1–100. */
export const pagingQuery = (defaultSize: number) => ({
	pageNumber: intParam(0, 1_000_000, 0),
	pageSize: intParam(1, 100, defaultSize),
})

export function pageInfo(pageNumber: number, pageSize: number, totalItems: number) {
	return { pageNumber, pageSize, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / pageSize)) }
}

export const idArray = z.array(z.string().trim().min(1).max(200)).max(5000).optional().default([])

export function thumbnailAddress(deps: Deps, template: { thumbnailId: string | null; thumbnailUrl: string | null }): string | null {
	if (template.thumbnailId) return pagesLink(deps, `${THUMBNAIL_PAGE_PREFIX}${template.thumbnailId}`)
	return template.thumbnailUrl
}

// ─── Statuses ────────────────────────────────────────────────────────────────

type CampaignFacts = Pick<typeof phishingExerciseCampaigns.$inferSelect, 'status' | 'startedAt' | 'endedAt' | 'daysToComplete'>

/** The status the console reads: a launched campaign is POSTPONED until its start, then ACTIVE. */
export function campaignStatus(campaign: Pick<CampaignFacts, 'status' | 'startedAt'>, now: Date): CampaignStatus {
	switch (campaign.status) {
		case 'QUEUED':
		case 'IN_PROGRESS':
			return campaign.startedAt && campaign.startedAt.getTime() > now.getTime() ? 'POSTPONED' : 'ACTIVE'
		case 'DRAFT':
		case 'ARCHIVED':
		case 'SUSPENDED':
		case 'OUTDATED':
			return campaign.status
		default:
			return 'ACTIVE'
	}
}

/** Launched: not a draft, and its start came before it was archived (or before now). */
export function wasLaunched(campaign: CampaignFacts, now: Date): boolean {
	if (campaign.status === 'DRAFT' || !campaign.startedAt) return false
	return campaign.startedAt.getTime() <= (campaign.endedAt ?? now).getTime()
}

/** "Now" for a campaign's learners: when it was archived, else now (an archived campaign's statuses stay as they were). */
export function campaignClock(campaign: CampaignFacts, now: Date): Date {
	return campaign.endedAt && campaign.endedAt.getTime() < now.getTime() ? campaign.endedAt : now
}

export function dueAt(campaign: CampaignFacts): Date | null {
	return campaign.startedAt ? new Date(campaign.startedAt.getTime() + campaign.daysToComplete * DAY) : null
}

/** A learner's status (OVERDUE: not completed after the due date) and days left (null when overdue or completed). */
export function learnerState(
	learner: { status: string },
	campaign: CampaignFacts,
	now: Date,
): { status: AssignmentStatus; daysLeft: number | null } {
	if (learner.status === 'COMPLETED') return { status: 'COMPLETED', daysLeft: null }
	const due = dueAt(campaign)
	const clock = campaignClock(campaign, now)
	if (due && clock.getTime() > due.getTime()) return { status: 'OVERDUE', daysLeft: null }
	const status = learner.status === 'IN_PROGRESS' ? 'IN_PROGRESS' : 'NOT_STARTED'
	const from = campaign.startedAt && campaign.startedAt.getTime() > clock.getTime() ? campaign.startedAt : clock
	return { status, daysLeft: due ? Math.max(0, Math.ceil((due.getTime() - from.getTime()) / DAY)) : null }
}

export function statusRank(status: AssignmentStatus): number {
	return ASSIGNMENT_STATUS_RANK[status]
}

// ─── Campaign reply ──────────────────────────────────────────────────────────

type CampaignRow = typeof phishingExerciseCampaigns.$inferSelect

/** The campaign replies of spec 3 §3 (the console's ExerciseCampaignSchema) for these campaigns, in their order. */
export async function campaignReplies(q: Queryable, deps: Deps, rows: CampaignRow[]) {
	if (rows.length === 0) return []
	const ids = rows.map((r) => r.id)
	const now = deps.now()
	const [learnerRows, answerRows, templateRows, packRows] = await Promise.all([
		q
			.select({ campaignId: exerciseLearners.campaignId, status: exerciseLearners.status, score: exerciseLearners.score })
			.from(exerciseLearners)
			.where(inArray(exerciseLearners.campaignId, ids)),
		q
			.select({ campaignId: exerciseAnswers.campaignId, answer: exerciseAnswers.answer, n: sql<number>`count(*)::int` })
			.from(exerciseAnswers)
			.where(inArray(exerciseAnswers.campaignId, ids))
			.groupBy(exerciseAnswers.campaignId, exerciseAnswers.answer),
		q
			.select({
				campaignId: exerciseCampaignTemplates.campaignId,
				orderNumber: exerciseCampaignTemplates.orderNumber,
				id: exerciseTemplates.id,
				name: exerciseTemplates.name,
				layoutType: exerciseTemplates.layoutType,
				thumbnailId: exerciseTemplates.thumbnailId,
				thumbnailUrl: exerciseTemplates.thumbnailUrl,
			})
			.from(exerciseCampaignTemplates)
			.innerJoin(exerciseTemplates, eq(exerciseTemplates.id, exerciseCampaignTemplates.templateId))
			.where(inArray(exerciseCampaignTemplates.campaignId, ids))
			.orderBy(asc(exerciseCampaignTemplates.orderNumber)),
		q.select({ id: exercisePacks.id, name: exercisePacks.name, difficulty: exercisePacks.difficulty }).from(exercisePacks),
	])
	const packs = new Map(packRows.map((p) => [p.id, p]))
	const companyIds = [...new Set(rows.map((r) => r.companyId))]
	const departmentIds = [...new Set(rows.flatMap((r) => r.selectedDepartmentIds))]
	const groupIds = [...new Set(rows.flatMap((r) => r.selectedGroupIds))]
	const userIds = [...new Set(rows.flatMap((r) => r.selectedUserIds))]
	const [departmentNames, groupNames, userNames] = await Promise.all([
		departmentIds.length
			? q
					.select({ id: departments.id, name: departments.name })
					.from(departments)
					.where(and(inArray(departments.companyId, companyIds), inArray(departments.id, departmentIds)))
			: [],
		groupIds.length
			? q
					.select({ id: groups.id, name: groups.name })
					.from(groups)
					.where(and(inArray(groups.companyId, companyIds), inArray(groups.id, groupIds)))
			: [],
		userIds.length
			? q
					.select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email })
					.from(users)
					.where(and(inArray(users.companyId, companyIds), inArray(users.id, userIds)))
			: [],
	])
	const departmentName = new Map(departmentNames.map((d) => [d.id, d.name]))
	const groupName = new Map(groupNames.map((g) => [g.id, g.name]))
	const userById = new Map(userNames.map((u) => [u.id, u]))

	return rows.map((row) => {
		const status = campaignStatus(row, now)
		const launched = wasLaunched(row, now)
		const started = row.startedAt !== null && row.startedAt.getTime() <= now.getTime() && status !== 'DRAFT'
		const assignments = { total: 0, completed: 0, inProgress: 0, notStarted: 0, overdue: 0 }
		let scoreSum = 0
		for (const learner of learnerRows) {
			if (learner.campaignId !== row.id) continue
			assignments.total++
			const state = learnerState(learner, row, now).status
			if (state === 'COMPLETED') {
				assignments.completed++
				scoreSum += learner.score
			} else if (state === 'IN_PROGRESS') assignments.inProgress++
			else if (state === 'OVERDUE') assignments.overdue++
			else assignments.notStarted++
		}
		const answerCount = (kinds: string[]) =>
			answerRows.filter((a) => a.campaignId === row.id && kinds.includes(a.answer)).reduce((sum, a) => sum + Number(a.n), 0)
		const templates = templateRows
			.filter((t) => t.campaignId === row.id)
			.map((t) => ({
				id: t.id,
				name: t.name,
				layoutType: t.layoutType,
				thumbnailUrl: thumbnailAddress(deps, t),
				orderNumber: t.orderNumber,
			}))
		const pack = row.packId ? (packs.get(row.packId) ?? null) : null
		const due = dueAt(row)
		return {
			id: row.id,
			name: row.name,
			status,
			startedAt: iso(row.startedAt),
			archivedAt: iso(row.endedAt),
			wasLaunched: launched,
			score: assignments.completed > 0 ? Math.round(scoreSum / assignments.completed) : null,
			usersType: row.usersType,
			assignments,
			daysToComplete: row.daysToComplete,
			templates,
			pack,
			isNotificationEnabled: row.notificationsEnabled,
			notificationSubject: row.notificationSubject,
			notificationMessage: row.notificationMessage,
			selectedDepartments: row.selectedDepartmentIds.map((id) => ({ id, name: departmentName.get(id) ?? '' })).filter((d) => d.name !== ''),
			selectedGroups: row.selectedGroupIds.map((id) => ({ id, name: groupName.get(id) ?? '' })).filter((g) => g.name !== ''),
			learners: row.selectedUserIds.flatMap((id) => {
				const u = userById.get(id)
				return u ? [{ id, fullName: fullName(u), email: u.email }] : []
			}),
			firstPeriodStartedAt: launched ? iso(row.startedAt) : null,
			nextRoundAt: null,
			isSmart: false,
			currentRound:
				status === 'DRAFT'
					? null
					: {
							roundNumber: 1,
							usersCount: assignments.total,
							templatesCount: templates.length,
							statistic: {
								sent: started ? assignments.total : 0,
								phishedReported: answerCount(['REPORT_PHISHING']),
								phishedUnreported: answerCount(['LOOKS_LEGIT']),
								openedReported: answerCount(['CALL_AND_VERIFY', 'CHECK_OFFICIAL_APP']),
							},
							startDate: iso(row.startedAt),
							endDate: iso(due),
							sendingPeriods: 1,
						},
			createdAt: row.createdAt.toISOString(),
			updatedAt: row.updatedAt.toISOString(),
		}
	})
}

export function fullName(u: { name: string; lastName: string; email?: string }): string {
	const name = `${u.name} ${u.lastName}`.trim()
	return name || u.email || ''
}

/** The company's campaign, or 404 (another company's reads as missing). */
export async function findCampaign(q: Queryable, companyId: string, campaignId: string): Promise<CampaignRow> {
	const [row] = await q
		.select()
		.from(phishingExerciseCampaigns)
		.where(and(eq(phishingExerciseCampaigns.id, campaignId), eq(phishingExerciseCampaigns.companyId, companyId)))
		.limit(1)
	if (!row) throw exerciseErrors.campaignNotFound()
	return row
}
