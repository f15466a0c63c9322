import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'

export const SURVEY_RATING_MIN = 1
export const SURVEY_RATING_MAX = 5

export const SurveySchema = z.object({ id: z.string(), title: z.string() })
export type Survey = z.infer<typeof SurveySchema>
export const SurveyReplySchema = z.object({ survey: SurveySchema.nullable() })

/** The survey the user has not answered yet, or null. */
export async function getSurvey(token: string, companyId: string, userId: string, platform: 'admin' = 'admin'): Promise<Survey | null> {
	const reply = await callGateway({
		method: 'GET',
		path: `/api/v1/surveys/company/${seg(companyId)}/user/${seg(userId)}`,
		query: { platform },
		token,
		schema: SurveyReplySchema,
	})
	return reply.survey
}

export function answerSurvey(
	token: string,
	companyId: string,
	surveyId: string,
	userId: string,
	input: { rating: number; message?: string },
	platform: 'admin' = 'admin',
): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/surveys/company/${seg(companyId)}/${seg(surveyId)}/user/${seg(userId)}/response`,
		query: { platform },
		token,
		body: { rating: input.rating, message: input.message ?? '' },
		responseType: 'none',
	})
}
