import { describe, expect, test } from 'vitest'
import {
	DASHBOARD_STATE,
	dashboardInputs,
	dashboardState,
	isSuspendedState,
	isTrialExpired,
	nextStepStatuses,
	type DashboardInputs,
} from './dashboard-state.ts'

const none: DashboardInputs = {
	hasActiveTraining: false,
	hasEndedTraining: false,
	hasUsersWithTraining: false,
	hasActiveCampaign: false,
	trialExpired: false,
}

describe('dashboard state (spec 2 §4)', () => {
	test('rule 1: with nothing running the admin is asked to start the training', () => {
		expect(dashboardState(none)).toBe(DASHBOARD_STATE.startTraining)
		// An expired trial alone does not suspend anything that has not started.
		expect(dashboardState({ ...none, trialExpired: true })).toBe(DASHBOARD_STATE.startTraining)
	})

	test('rule 2: an active training with nobody assigned asks to invite users', () => {
		expect(dashboardState({ ...none, hasActiveTraining: true })).toBe(DASHBOARD_STATE.inviteUsers)
	})

	test('rule 3: an active training on an expired trial is suspended', () => {
		expect(dashboardState({ ...none, hasActiveTraining: true, trialExpired: true })).toBe(DASHBOARD_STATE.trainingSuspended)
	})

	test('rule 4: users in an active or ended training, or an active campaign, lead to the dashboard', () => {
		expect(dashboardState({ ...none, hasActiveTraining: true, hasUsersWithTraining: true })).toBe(DASHBOARD_STATE.dashboard)
		expect(dashboardState({ ...none, hasEndedTraining: true, hasUsersWithTraining: true })).toBe(DASHBOARD_STATE.dashboard)
		expect(dashboardState({ ...none, hasActiveCampaign: true })).toBe(DASHBOARD_STATE.dashboard)
		// An ended training nobody took is not yet a dashboard.
		expect(dashboardState({ ...none, hasEndedTraining: true })).toBe(DASHBOARD_STATE.startTraining)
	})

	test('rule 5: the dashboard conditions on an expired trial are the suspended dashboard', () => {
		expect(dashboardState({ ...none, hasActiveTraining: true, hasUsersWithTraining: true, trialExpired: true })).toBe(
			DASHBOARD_STATE.dashboardSuspended,
		)
		expect(dashboardState({ ...none, hasActiveCampaign: true, trialExpired: true })).toBe(DASHBOARD_STATE.dashboardSuspended)
	})

	test('an expired trial counts only without Boost', () => {
		expect(isTrialExpired({ hasBoost: false, trial: { status: 'expired', modal: false, endsAt: null } })).toBe(true)
		expect(isTrialExpired({ hasBoost: true, trial: { status: 'expired', modal: false, endsAt: null } })).toBe(false)
		expect(isTrialExpired({ hasBoost: false, trial: { status: 'active', modal: false, endsAt: null } })).toBe(false)
	})

	test('an active phishing-exercise or gaming campaign is an active campaign', () => {
		const data = {
			hasActiveTraining: false,
			hasEndedTraining: false,
			hasUsersWithTraining: false,
			hasActivePhishingExerciseCampaign: false,
			hasActiveGamingCampaign: true,
		}
		const company = {
			subscription: { hasBoost: false, trial: { status: 'available' as const, modal: false, endsAt: null } },
		}
		expect(dashboardInputs(data, company).hasActiveCampaign).toBe(true)
		expect(
			dashboardInputs({ ...data, hasActiveGamingCampaign: false, hasActivePhishingExerciseCampaign: true }, company).hasActiveCampaign,
		).toBe(true)
		expect(dashboardInputs({ ...data, hasActiveGamingCampaign: false }, company).hasActiveCampaign).toBe(false)
	})

	test('the next-step cards show what is done and what comes next', () => {
		expect(nextStepStatuses(DASHBOARD_STATE.startTraining)).toEqual({
			startTraining: 'current',
			inviteUsers: 'upcoming',
		})
		expect(nextStepStatuses(DASHBOARD_STATE.inviteUsers)).toEqual({ startTraining: 'done', inviteUsers: 'current' })
		expect(nextStepStatuses(DASHBOARD_STATE.dashboard)).toEqual({ startTraining: 'done', inviteUsers: 'done' })
		expect(isSuspendedState(DASHBOARD_STATE.trainingSuspended)).toBe(true)
		expect(isSuspendedState(DASHBOARD_STATE.dashboardSuspended)).toBe(true)
		expect(isSuspendedState(DASHBOARD_STATE.dashboard)).toBe(false)
	})
})
