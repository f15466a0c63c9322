import { z } from 'zod'
import { type GameId } from '#app/routes/gaming/games.ts'
import { callGateway, seg } from './client.server.ts'
import { FAKE_OR_REAL_BASE } from './fake-or-real.server.ts'

// Gaming (the phishing quiz) and Fake Or Real (spec 2 §2, §3 "Gaming campaign", §9 "Gaming score out of
// 10"): games a company assigns to its learners as campaigns. Spec 2 §7 says the gaming calls exist
// without their paths: these are the reference gateway's (server/gateway/services/gaming.ts), the same
// for both games under each game's base path.

/** (ref) path: the base of gaming's calls, /api/v1/gaming/company/{companyId}/…. */
export const GAMING_BASE = '/api/v1/gaming'
const BASE: Record<GameId, string> = { gaming: GAMING_BASE, fakeOrReal: FAKE_OR_REAL_BASE }
const companyBase = (game: GameId, companyId: string) => `${BASE[game]}/company/${seg(companyId)}`

/** The code of the refusal to end a campaign that has ended already (409). */
export const CAMPAIGN_ENDED_CODE = 'campaign_archived'

/** What learners play: a quiz question (choices, the right one) or a Fake Or Real message (real or fake). */
export const GameRoundSchema = z.object({
	id: z.string(),
	language: z.string(),
	/** email or sms. */
	channel: z.string(),
	sender: z.string(),
	subject: z.string().nullable(),
	body: z.string(),
	question: z.string().nullable(),
	choices: z.array(z.string()).nullable(),
	correctChoice: z.number().int().nullable(),
	isReal: z.boolean().nullable(),
	explanation: z.string(),
})
export type GameRound = z.infer<typeof GameRoundSchema>
export const GameRoundsSchema = z.object({ rounds: z.array(GameRoundSchema) })

/** Spec 2 §3 "Gaming campaign": startAt, assignedUsers, statistic (averageScore, maxScore), status. */
export const GameCampaignSchema = z.object({
	id: z.string(),
	name: z.string(),
	startAt: z.string().nullable(),
	/** (ref) When it was ended (ARCHIVED). */
	endedAt: z.string().nullable(),
	/** QUEUED, IN_PROGRESS, ARCHIVED or SUSPENDED. */
	status: z.string(),
	assignedUsers: z.number().int(),
	/** (ref) How many of them have played. */
	completedUsers: z.number().int(),
	/** Scores out of 10; null while nobody has played. */
	statistic: z.object({ averageScore: z.number().nullable(), maxScore: z.number().nullable() }),
})
export type GameCampaign = z.infer<typeof GameCampaignSchema>
export const GameCampaignsSchema = z.object({ campaigns: z.array(GameCampaignSchema) })

/** (ref) One learner of a campaign and how they did. */
export const GameResultSchema = z.object({
	userId: z.string(),
	name: z.string(),
	email: z.string(),
	/** NOT_STARTED, IN_PROGRESS or COMPLETED. */
	status: z.string(),
	score: z.number().int().nullable(),
	completedAt: z.string().nullable(),
})
export type GameResult = z.infer<typeof GameResultSchema>
export const GameCampaignDetailSchema = z.object({ campaign: GameCampaignSchema, results: z.array(GameResultSchema) })

export const GameCampaignCreatedSchema = z.object({ id: z.string(), status: z.string(), assignedUsers: z.number().int() })

export type NewGameCampaign = {
	name: string
	assignmentType: 'all' | 'departments' | 'groups'
	departmentIds: string[]
	groupIds: string[]
	/** yyyy-MM-dd; the day before the gateway's UTC day at the earliest. */
	startDate: string
	notificationsEnabled: boolean
	notificationSubject: string
	notificationMessage: string
}

/** (ref) GET {base}/company/{companyId}/rounds (languageCode): the game's content, English when the language has none. */
export function listGameRounds(
	game: GameId,
	token: string,
	companyId: string,
	languageCode: string,
): Promise<z.infer<typeof GameRoundsSchema>> {
	return callGateway({
		method: 'GET',
		path: `${companyBase(game, companyId)}/rounds`,
		token,
		query: { languageCode },
		schema: GameRoundsSchema,
	})
}

/** (ref) GET {base}/company/{companyId}/campaigns: the company's campaigns of the game, newest first. */
export function listGameCampaigns(game: GameId, token: string, companyId: string): Promise<z.infer<typeof GameCampaignsSchema>> {
	return callGateway({ method: 'GET', path: `${companyBase(game, companyId)}/campaigns`, token, schema: GameCampaignsSchema })
}

/** (ref) GET {base}/company/{companyId}/campaigns/{campaignId}: one campaign and its learners' results; 404 for another company's. */
export function getGameCampaign(
	game: GameId,
	token: string,
	companyId: string,
	campaignId: string,
): Promise<z.infer<typeof GameCampaignDetailSchema>> {
	return callGateway({
		method: 'GET',
		path: `${companyBase(game, companyId)}/campaigns/${seg(campaignId)}`,
		token,
		schema: GameCampaignDetailSchema,
	})
}

/**
 * (ref) POST {base}/company/{companyId}/campaigns: starts a campaign (QUEUED until its start date) for the
 * chosen learners; 422 with validationResults in the spec's words.
 */
export function createGameCampaign(
	game: GameId,
	token: string,
	companyId: string,
	body: NewGameCampaign,
): Promise<z.infer<typeof GameCampaignCreatedSchema>> {
	return callGateway({ method: 'POST', path: `${companyBase(game, companyId)}/campaigns`, token, body, schema: GameCampaignCreatedSchema })
}

/** (ref) POST {base}/company/{companyId}/campaigns/{campaignId}/end: ends it (ARCHIVED); 409 CAMPAIGN_ENDED_CODE when it has. */
export function endGameCampaign(game: GameId, token: string, companyId: string, campaignId: string): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `${companyBase(game, companyId)}/campaigns/${seg(campaignId)}/end`,
		token,
		responseType: 'none',
	})
}
