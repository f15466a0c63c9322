/**
 * The notification and auto-start rules of spec 1 §4 (pure, shared by the loader, the action and
 * the tests).
 */
import type { CompanyView } from '#app/gateway/company.server.ts'
import type { StartTrainingData } from '#app/gateway/training.server.ts'
import type { InviteRole } from '#app/gateway/users.server.ts'
import { DASHBOARD_STATE, dashboardInputs, dashboardState, isTrialExpired } from '#app/lib/dashboard-state.ts'

/** A current assignment: a training campaign running for the company's users. */
export function hasCurrentAssignments(data: StartTrainingData | null): boolean {
	// Unknown (the gateway could not tell): behave as a company with assignments, the default "on".
	return data === null || data.hasActiveTraining
}

export type NotificationDefault = {
	/** Whether the checkbox starts checked. */
	checked: boolean
	/** Admins are always notified: the checkbox cannot be cleared. */
	locked: boolean
	/** The info box: no notifications are sent until a task is assigned. */
	noAssignmentsInfo: boolean
}

/**
 * "Notification checkbox default": on, except for learners when the company has no assignments
 * (then off, with the info box); always on for admins.
 */
export function notificationDefault(role: InviteRole, hasAssignments: boolean): NotificationDefault {
	if (role === 'admin') return { checked: true, locked: true, noAssignmentsInfo: false }
	if (!hasAssignments) return { checked: false, locked: false, noAssignmentsInfo: true }
	return { checked: true, locked: false, noAssignmentsInfo: false }
}

/**
 * "autoStartTraining is set when there are no current assignments, no active campaigns and the
 * company qualifies": it qualifies when the Get-started page would offer to start the annual
 * training (spec 2 §4 START_TRAINING) and its training is not suspended by an expired trial.
 */
export function canAutoStartTraining(
	data: StartTrainingData | null,
	company: { subscription: Pick<CompanyView['subscription'], 'hasBoost' | 'trial'> },
): boolean {
	if (!data) return false
	if (data.hasActiveTraining) return false
	if (data.hasActivePhishingExerciseCampaign || data.hasActiveGamingCampaign) return false
	if (isTrialExpired(company.subscription)) return false
	return dashboardState(dashboardInputs(data, company)) === DASHBOARD_STATE.startTraining
}

/** "Only admins with an SSO provider can use the SSO toggle." */
export function canUseSsoToggle(viewer: { user: { role: string }; company: { hasSso: boolean } }): boolean {
	return viewer.user.role === 'admin' && viewer.company.hasSso
}

/** The invite template of a role: admin for admins, learner otherwise. */
export function templateKind(role: InviteRole) {
	return role === 'admin' ? ('admin' as const) : ('learner' as const)
}
