/**
 * The Get-started state machine of spec 2 §4 "Dashboard state": which next step the
 * admin sees. Pure, so the loader, the action and the tests share one rule set.
 */
import type { CompanyView } from '#app/gateway/company.server.ts'
import type { StartTrainingData } from '#app/gateway/training.server.ts'

export const DASHBOARD_STATE = {
	startTraining: 'START_TRAINING',
	inviteUsers: 'INVITE_USERS',
	trainingSuspended: 'TRAINING_SUSPENDED',
	dashboard: 'DASHBOARD',
	dashboardSuspended: 'DASHBOARD_SUSPENDED',
} as const
export type DashboardState = (typeof DASHBOARD_STATE)[keyof typeof DASHBOARD_STATE]

export type DashboardInputs = {
	hasActiveTraining: boolean
	hasEndedTraining: boolean
	/** Learners assigned to a training that is active or ended. */
	hasUsersWithTraining: boolean
	/** An active phishing-exercise or gaming campaign. */
	hasActiveCampaign: boolean
	trialExpired: boolean
}

/** spec 1 §1 / §4: a trial that has expired while the company has no Boost suspends training. */
export function isTrialExpired(subscription: Pick<CompanyView['subscription'], 'hasBoost' | 'trial'>): boolean {
	return subscription.trial.status === 'expired' && !subscription.hasBoost
}

export function dashboardInputs(
	data: StartTrainingData,
	company: { subscription: Pick<CompanyView['subscription'], 'hasBoost' | 'trial'> },
): DashboardInputs {
	return {
		hasActiveTraining: data.hasActiveTraining,
		hasEndedTraining: data.hasEndedTraining,
		hasUsersWithTraining: data.hasUsersWithTraining,
		hasActiveCampaign: data.hasActivePhishingExerciseCampaign || data.hasActiveGamingCampaign,
		trialExpired: isTrialExpired(company.subscription),
	}
}

/** The five rules of spec 2 §4, in order; a later rule overrides an earlier one. */
export function dashboardState(inputs: DashboardInputs): DashboardState {
	let state: DashboardState = DASHBOARD_STATE.startTraining // 1. default
	if (inputs.hasActiveTraining) state = DASHBOARD_STATE.inviteUsers // 2.
	if (inputs.hasActiveTraining && inputs.trialExpired) state = DASHBOARD_STATE.trainingSuspended // 3.
	const dashboard =
		(inputs.hasActiveTraining && inputs.hasUsersWithTraining) ||
		(inputs.hasEndedTraining && inputs.hasUsersWithTraining) ||
		inputs.hasActiveCampaign
	if (dashboard) state = DASHBOARD_STATE.dashboard // 4.
	if (dashboard && inputs.trialExpired) state = DASHBOARD_STATE.dashboardSuspended // 5.
	return state
}

export function isSuspendedState(state: DashboardState): boolean {
	return state === DASHBOARD_STATE.trainingSuspended || state === DASHBOARD_STATE.dashboardSuspended
}

export type StepStatus = 'done' | 'current' | 'upcoming'

/** Progress of the two next-step cards ("Start Annual Awareness Training", "Invite Users …"). */
export function nextStepStatuses(state: DashboardState): { startTraining: StepStatus; inviteUsers: StepStatus } {
	switch (state) {
		case DASHBOARD_STATE.startTraining:
			return { startTraining: 'current', inviteUsers: 'upcoming' }
		case DASHBOARD_STATE.inviteUsers:
		case DASHBOARD_STATE.trainingSuspended:
			return { startTraining: 'done', inviteUsers: 'current' }
		case DASHBOARD_STATE.dashboard:
		case DASHBOARD_STATE.dashboardSuspended:
			return { startTraining: 'done', inviteUsers: 'done' }
	}
}
