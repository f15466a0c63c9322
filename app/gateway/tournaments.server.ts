import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'
import { GatewayError, hasErrorCode } from './errors.ts'

// Developer training's secure-code tournaments (spec 2 §3 "Tournament", "Tournament dashboard", §4
// "Tournament: one in progress cannot be cancelled", §7 "Tournaments (ctf/api/v1/company/{id})").
// The spec shows no body shapes; these are the reference gateway's (server/gateway/services/tournaments.ts).

const base = (companyId: string) => `/ctf/api/v1/company/${seg(companyId)}`

/** Spec 2 §3: solved counts 0 to 6; §9: the score is out of 6. */
export const CHALLENGES_PER_TOURNAMENT = 6
export const TOURNAMENT_STATUSES = ['SCHEDULED', 'IN_PROGRESS', 'ENDED', 'CANCELED'] as const
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number]
/** The code of the gateway's "precondition failed" when a tournament in progress is canceled (spec 2 §8). */
export const TOURNAMENT_IN_PROGRESS_CODE = 'precondition_failed'

/** Whether a cancel was refused because the tournament is in progress (status 412, "precondition failed"). */
export function isTournamentInProgressError(error: unknown): boolean {
	return hasErrorCode(error, TOURNAMENT_IN_PROGRESS_CODE) || (error instanceof GatewayError && error.status === 412)
}

export const ChallengeSchema = z.object({
	id: z.string(),
	name: z.string(),
	category: z.string(),
	language: z.string(),
	position: z.number().int(),
})
export type Challenge = z.infer<typeof ChallengeSchema>

export const ChallengeListSchema = z.object({ items: z.array(ChallengeSchema) })

/**
 * GET ctf/api/v1/company/{companyId}/challenges: the six challenges every tournament has, in order. The
 * spec shows no such call; this path is the reference gateway's choice.
 */
export function listChallenges(token: string, companyId: string): Promise<Challenge[]> {
	return callGateway({ method: 'GET', path: `${base(companyId)}/challenges`, token, schema: ChallengeListSchema }).then((r) => r.items)
}

export const TournamentSchema = z.object({
	id: z.string(),
	name: z.string(),
	status: z.enum(TOURNAMENT_STATUSES),
	startDate: z.string(),
	endDate: z.string(),
	assignmentType: z.enum(['all', 'departments', 'groups']),
	departmentIds: z.array(z.string()),
	groupIds: z.array(z.string()),
	notificationsEnabled: z.boolean(),
	/** Spec 2 §3 totalUsers: the participants. */
	totalUsers: z.number().int(),
	createdAt: z.string(),
	canceledAt: z.string().nullable(),
})
export type Tournament = z.infer<typeof TournamentSchema>

export const TournamentDetailSchema = TournamentSchema.extend({ challenges: z.array(ChallengeSchema) })
export type TournamentDetail = z.infer<typeof TournamentDetailSchema>

export const TournamentListSchema = z.object({ items: z.array(TournamentSchema) })

/**
 * GET ctf/api/v1/company/{companyId}/tournaments: the company's tournaments, newest start first. The
 * spec shows no list call; this path is the reference gateway's choice.
 */
export function listTournaments(token: string, companyId: string): Promise<Tournament[]> {
	return callGateway({ method: 'GET', path: `${base(companyId)}/tournaments`, token, schema: TournamentListSchema }).then((r) => r.items)
}

export const TournamentDashboardSchema = z.object({
	/** Out of 6 (spec 2 §9), over the ended tournaments' participants. */
	averageScore: z.number(),
	assignedUsers: z.number().int(),
	totalTournaments: z.number().int(),
})
export type TournamentDashboard = z.infer<typeof TournamentDashboardSchema>

/** GET ctf/api/v1/company/{companyId}/tournament/dashboard. */
export function getTournamentDashboard(token: string, companyId: string): Promise<TournamentDashboard> {
	return callGateway({ method: 'GET', path: `${base(companyId)}/tournament/dashboard`, token, schema: TournamentDashboardSchema })
}

/** GET ctf/api/v1/company/{companyId}/tournament/{tournamentId}: one tournament with its six challenges; 404 for another's. */
export function getTournament(token: string, companyId: string, tournamentId: string): Promise<TournamentDetail> {
	return callGateway({
		method: 'GET',
		path: `${base(companyId)}/tournament/${seg(tournamentId)}`,
		token,
		schema: TournamentDetailSchema,
	})
}

/** What the setup dialog sends: dates as ISO date-times; departments or groups for those assignment types. */
export type TournamentInput = {
	name: string
	startDate: string
	endDate: string
	assignmentType: 'all' | 'departments' | 'groups'
	departmentIds: string[]
	groupIds: string[]
	notificationsEnabled: boolean
}

/** POST ctf/api/v1/company/{companyId}/challenges/tournament: a new tournament (422 with the fields it refuses). */
export function createTournament(token: string, companyId: string, input: TournamentInput): Promise<TournamentDetail> {
	return callGateway({
		method: 'POST',
		path: `${base(companyId)}/challenges/tournament`,
		token,
		body: input,
		schema: TournamentDetailSchema,
	})
}

/** PATCH ctf/api/v1/company/{companyId}/tournament/{tournamentId}: a scheduled tournament changed (409 once started). */
export function updateTournament(
	token: string,
	companyId: string,
	tournamentId: string,
	input: TournamentInput,
): Promise<TournamentDetail> {
	return callGateway({
		method: 'PATCH',
		path: `${base(companyId)}/tournament/${seg(tournamentId)}`,
		token,
		body: input,
		schema: TournamentDetailSchema,
	})
}

/**
 * DELETE ctf/api/v1/company/{companyId}/tournament/{tournamentId}: cancels it; one in progress is refused
 * with 412 "precondition failed" (isTournamentInProgressError), an ended one with 409.
 */
export function cancelTournament(token: string, companyId: string, tournamentId: string): Promise<void> {
	return callGateway({
		method: 'DELETE',
		path: `${base(companyId)}/tournament/${seg(tournamentId)}`,
		token,
		responseType: 'none',
	})
}

export const TournamentStatisticsSchema = z.object({
	/** One item per solved count, 0 to 6. */
	statistic: z.array(z.object({ solvedChallenges: z.number().int().min(0).max(CHALLENGES_PER_TOURNAMENT), usersAmount: z.number().int() })),
	totalUsers: z.number().int(),
})
export type TournamentStatistics = z.infer<typeof TournamentStatisticsSchema>

/** GET ctf/api/v1/company/{companyId}/tournament/{tournamentId}/statistics. */
export function getTournamentStatistics(token: string, companyId: string, tournamentId: string): Promise<TournamentStatistics> {
	return callGateway({
		method: 'GET',
		path: `${base(companyId)}/tournament/${seg(tournamentId)}/statistics`,
		token,
		schema: TournamentStatisticsSchema,
	})
}

export const TournamentUserRowSchema = z.object({
	userId: z.string(),
	name: z.string(),
	email: z.string(),
	solvedChallenges: z.number().int(),
	/** Out of 6. */
	score: z.number(),
	lastActivityAt: z.string().nullable(),
})
export type TournamentUserRow = z.infer<typeof TournamentUserRowSchema>

export const TournamentUsersReportSchema = z.object({
	items: z.array(TournamentUserRowSchema),
	pageNumber: z.number().int(),
	pageSize: z.number().int(),
	totalItems: z.number().int(),
	hasMore: z.boolean(),
})
export type TournamentUsersReport = z.infer<typeof TournamentUsersReportSchema>

/**
 * GET ctf/api/v1/company/{companyId}/tournament/{tournamentId}/users/report (pageNumber from 1): one page
 * of participants, best score first; the console appends the pages (spec 2 §7 "rows appended").
 */
export function getTournamentUsersReport(
	token: string,
	companyId: string,
	tournamentId: string,
	pageNumber: number,
	pageSize?: number,
): Promise<TournamentUsersReport> {
	return callGateway({
		method: 'GET',
		path: `${base(companyId)}/tournament/${seg(tournamentId)}/users/report`,
		token,
		query: { pageNumber, pageSize },
		schema: TournamentUsersReportSchema,
	})
}
