import type { CompanyRow } from './context.ts'

// Training campaign statuses and how a company's plan affects them (spec 2 §3, §4).

export const CAMPAIGN_STATUS = {
	queued: 'QUEUED',
	inProgress: 'IN_PROGRESS',
	archived: 'ARCHIVED',
	suspended: 'SUSPENDED',
} as const
export type CampaignStatus = (typeof CAMPAIGN_STATUS)[keyof typeof CAMPAIGN_STATUS]

/** Campaigns that are running or about to (phishing exercise and gaming "active"). */
export const ACTIVE_CAMPAIGN_STATUSES: CampaignStatus[] = [CAMPAIGN_STATUS.queued, CAMPAIGN_STATUS.inProgress]
/** Training that counts as active for the dashboard state: a suspended one resumes on upgrade. */
export const OPEN_TRAINING_STATUSES: CampaignStatus[] = [...ACTIVE_CAMPAIGN_STATUSES, CAMPAIGN_STATUS.suspended]
export const ENDED_TRAINING_STATUSES: CampaignStatus[] = [CAMPAIGN_STATUS.archived]

export const ASSIGNMENT_STATUS = {
	notStarted: 'NOT_STARTED',
	inProgress: 'IN_PROGRESS',
	completed: 'COMPLETED',
} as const

/** The catalogue's annual awareness course: what "Start Annual Awareness Training" runs. */
export const ANNUAL_COURSE_ID = 'crs_annual_awareness'
export const ANNUAL_CAMPAIGN_KIND = 'annual'
/** Who a training campaign assigns: the company's enabled learners and admins. */
export const ASSIGNED_ROLES = ['user', 'admin']

export const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC calendar day of a date, yyyy-MM-dd. */
export function utcDay(date: Date): string {
	return date.toISOString().slice(0, 10)
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written yyyy-MM-dd (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
	if (!ISO_DATE.test(value)) return false
	const time = Date.parse(`${value}T00:00:00Z`)
	return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}

/** A yyyy-MM-dd day plus `days` days. */
export function addDays(day: string, days: number): string {
	return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS))
}

/** Days each learner has to finish a campaign the console starts with defaults. */
export const DEFAULT_DAYS_TO_COMPLETE = 30

export type TrialStatus = 'available' | 'active' | 'expired'

export function trialStatus(company: Pick<CompanyRow, 'trialStartedAt' | 'trialEndsAt'>, now: Date): TrialStatus {
	if (!company.trialStartedAt && !company.trialEndsAt) return 'available'
	if (company.trialEndsAt && company.trialEndsAt > now) return 'active'
	return 'expired'
}

/** Spec 1 banners / spec 2 §4: a trial that ended while the company has no Boost suspends training. */
export function isTrainingSuspendedByPlan(company: Pick<CompanyRow, 'trialStartedAt' | 'trialEndsAt' | 'hasBoost'>, now: Date): boolean {
	return !company.hasBoost && trialStatus(company, now) === 'expired'
}

/**
 * The status the API reports. Suspension by plan is derived, not stored: an IN_PROGRESS campaign of a
 * company whose trial expired without Boost reads SUSPENDED, and runs again once the company has Boost,
 * with nothing to rewrite. A stored SUSPENDED (suspended for another reason) stays suspended.
 */
export function reportedCampaignStatus(
	stored: string,
	company: Pick<CompanyRow, 'trialStartedAt' | 'trialEndsAt' | 'hasBoost'>,
	now: Date,
): string {
	if (stored === CAMPAIGN_STATUS.inProgress && isTrainingSuspendedByPlan(company, now)) return CAMPAIGN_STATUS.suspended
	return stored
}
