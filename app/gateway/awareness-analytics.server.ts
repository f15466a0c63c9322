import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'

// The monthly video calendar's analytics (spec 2 §7 "Analytics (POST with filter body)", the filter
// parameters of §3): each month's awareness statistics, and one month's progress by department and
// by learner.

/** A learner's progress on a month's video. */
export const AWARENESS_STATUSES = ['notStarted', 'inProgress', 'completed'] as const
export type AwarenessStatus = (typeof AWARENESS_STATUSES)[number]

const ProgressFigures = {
	totalUsers: z.number().int(),
	completed: z.number().int(),
	inProgress: z.number().int(),
	notStarted: z.number().int(),
	/** 0–100, one decimal. */
	completionPercentage: z.number(),
}

export const AwarenessStatisticsSchema = z.object({
	/** The events whose day has come, newest first. */
	items: z.array(z.object({ eventId: z.string(), videoId: z.string(), videoName: z.string(), date: z.string(), ...ProgressFigures })),
	totals: z.object(ProgressFigures),
})
export type AwarenessStatistics = z.infer<typeof AwarenessStatisticsSchema>

export const DepartmentsProgressSchema = z.object({
	eventId: z.string(),
	items: z.array(z.object({ departmentId: z.string().nullable(), departmentName: z.string().nullable(), ...ProgressFigures })),
})
export type DepartmentsProgress = z.infer<typeof DepartmentsProgressSchema>

export const UsersProgressSchema = z.object({
	items: z.array(
		z.object({
			userId: z.string(),
			name: z.string(),
			lastName: z.string(),
			email: z.string(),
			departmentName: z.string().nullable(),
			status: z.enum(AWARENESS_STATUSES),
			startedAt: z.string().nullable(),
			completedAt: z.string().nullable(),
		}),
	),
	total: z.number().int(),
	pageNumber: z.number().int(),
	pageSize: z.number().int(),
})
export type UsersProgress = z.infer<typeof UsersProgressSchema>

export type AwarenessFilter = { departments?: string[]; groups?: string[] }

/** POST /api/v1/analytics/{companyId}/awareness_calendar_statistics ({departments, groups, eventIds, year (ref)}). */
export function getAwarenessStatistics(
	token: string,
	companyId: string,
	filter: AwarenessFilter & { eventIds?: string[]; year?: number },
): Promise<AwarenessStatistics> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/analytics/${seg(companyId)}/awareness_calendar_statistics`,
		token,
		body: { departments: filter.departments ?? [], groups: filter.groups ?? [], eventIds: filter.eventIds ?? [], year: filter.year },
		schema: AwarenessStatisticsSchema,
	})
}

/** POST /api/v1/analytics/{companyId}/departments_progress_by_awareness/{eventId} ({departments, groups}). */
export function getDepartmentsProgress(
	token: string,
	companyId: string,
	eventId: string,
	filter: AwarenessFilter,
): Promise<DepartmentsProgress> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/analytics/${seg(companyId)}/departments_progress_by_awareness/${seg(eventId)}`,
		token,
		body: { departments: filter.departments ?? [], groups: filter.groups ?? [] },
		schema: DepartmentsProgressSchema,
	})
}

export type UsersProgressQuery = AwarenessFilter & {
	search?: string
	statuses?: AwarenessStatus[]
	/** 0-based. */
	pageNumber: number
	pageSize: number
	order?: 'asc' | 'desc'
	orderBy?: 'name' | 'status' | 'completedAt'
}

/**
 * POST /api/v1/analytics/{companyId}/users_progress_by_awareness/{eventId} ({departments, groups, search,
 * statuses}, and the page: pageNumber, pageSize, order, orderBy): one page of the month's learners.
 */
export function getUsersProgress(token: string, companyId: string, eventId: string, query: UsersProgressQuery): Promise<UsersProgress> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/analytics/${seg(companyId)}/users_progress_by_awareness/${seg(eventId)}`,
		token,
		body: {
			departments: query.departments ?? [],
			groups: query.groups ?? [],
			search: query.search ?? '',
			statuses: query.statuses ?? [],
			pageNumber: query.pageNumber,
			pageSize: query.pageSize,
			order: query.order ?? 'asc',
			orderBy: query.orderBy ?? 'name',
		},
		schema: UsersProgressSchema,
	})
}
