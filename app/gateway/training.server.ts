import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'

/** Spec 2 §3 "Start-training data", plus whether any learner is assigned to a training. */
export const StartTrainingDataSchema = z.object({
	hasActiveTraining: z.boolean(),
	hasEndedTraining: z.boolean(),
	hasActivePhishingExerciseCampaign: z.boolean(),
	hasActiveGamingCampaign: z.boolean(),
	/** Learners assigned to a training that is active or ended. */
	hasUsersWithTraining: z.boolean(),
})
export type StartTrainingData = z.infer<typeof StartTrainingDataSchema>

/** (ref) path: "start-training data" exists in spec 2 §7 without a path. */
export function getStartTrainingData(token: string, companyId: string): Promise<StartTrainingData> {
	return callGateway({
		method: 'GET',
		path: `/reports/api/v1/company/${seg(companyId)}/training/start_data`,
		token,
		schema: StartTrainingDataSchema,
	})
}

/** Spec 2 §4: the campaign "Let's Go" creates. */
export const ANNUAL_TRAINING_CAMPAIGN_NAME = 'Annual Training Campaign'

export const TrainingCampaignCreatedSchema = z.object({ campaignId: z.string(), assignedUsers: z.number().int() })

/**
 * (ref) path: "start-training campaign creation" exists in spec 2 §7 without a path.
 * Starts today, every user assigned, notifications on.
 */
export function createAnnualTrainingCampaign(
	token: string,
	companyId: string,
	input: { startDate: string },
): Promise<z.infer<typeof TrainingCampaignCreatedSchema>> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/training/company/${seg(companyId)}/campaigns/annual`,
		token,
		body: {
			name: ANNUAL_TRAINING_CAMPAIGN_NAME,
			totalChapters: 1,
			assignmentType: 'all',
			notificationsEnabled: true,
			startDate: input.startDate,
		},
		schema: TrainingCampaignCreatedSchema,
	})
}
