import { describe, expect, test } from 'vitest'
import { isTrainingSuspendedByPlan, reportedCampaignStatus, trialStatus } from './training.ts'

const now = new Date('2026-06-15T12:00:00Z')
const day = 24 * 60 * 60 * 1000
const plan = (trialEndsInDays: number | null, hasBoost = false) => ({
	trialStartedAt: trialEndsInDays === null ? null : new Date(now.getTime() + (trialEndsInDays - 14) * day),
	trialEndsAt: trialEndsInDays === null ? null : new Date(now.getTime() + trialEndsInDays * day),
	hasBoost,
})

describe('training and the plan', () => {
	test('the trial is available, active, then expired', () => {
		expect(trialStatus(plan(null), now)).toBe('available')
		expect(trialStatus(plan(5), now)).toBe('active')
		expect(trialStatus(plan(-10), now)).toBe('expired')
	})

	test('only an expired trial without Boost suspends training', () => {
		expect(isTrainingSuspendedByPlan(plan(-10), now)).toBe(true)
		expect(isTrainingSuspendedByPlan(plan(-10, true), now)).toBe(false)
		expect(isTrainingSuspendedByPlan(plan(5), now)).toBe(false)
		expect(isTrainingSuspendedByPlan(plan(null), now)).toBe(false)
	})

	test('a running campaign reads SUSPENDED after the trial expired, and runs again with Boost', () => {
		expect(reportedCampaignStatus('IN_PROGRESS', plan(5), now)).toBe('IN_PROGRESS')
		expect(reportedCampaignStatus('IN_PROGRESS', plan(5), new Date(now.getTime() + 6 * day))).toBe('SUSPENDED')
		expect(reportedCampaignStatus('IN_PROGRESS', plan(-10, true), now)).toBe('IN_PROGRESS')
		// Other statuses are what is stored.
		expect(reportedCampaignStatus('ARCHIVED', plan(-10), now)).toBe('ARCHIVED')
		expect(reportedCampaignStatus('QUEUED', plan(-10), now)).toBe('QUEUED')
		expect(reportedCampaignStatus('SUSPENDED', plan(null), now)).toBe('SUSPENDED')
	})
})
