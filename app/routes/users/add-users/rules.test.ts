import { describe, expect, test } from 'vitest'
import { companyView, startTrainingData } from '#tests/mocks/gateway.ts'
import { canAutoStartTraining, canUseSsoToggle, hasCurrentAssignments, notificationDefault, templateKind } from './rules.ts'

const company = companyView()

describe('notification checkbox default (spec 1 §4)', () => {
	test('learners of a company without assignments: off, with the info box', () => {
		expect(notificationDefault('user', false)).toEqual({ checked: false, locked: false, noAssignmentsInfo: true })
	})
	test('learners of a company with assignments: on', () => {
		expect(notificationDefault('user', true)).toEqual({ checked: true, locked: false, noAssignmentsInfo: false })
	})
	test('admins: always on', () => {
		expect(notificationDefault('admin', false)).toEqual({ checked: true, locked: true, noAssignmentsInfo: false })
		expect(notificationDefault('admin', true)).toEqual({ checked: true, locked: true, noAssignmentsInfo: false })
	})
	test('a running training is a current assignment; unknown data counts as assignments (the default stays on)', () => {
		expect(hasCurrentAssignments(startTrainingData())).toBe(false)
		expect(hasCurrentAssignments(startTrainingData({ hasActiveTraining: true }))).toBe(true)
		expect(hasCurrentAssignments(null)).toBe(true)
	})
})

describe('autoStartTraining (spec 1 §4)', () => {
	test('set with no current assignments, no active campaigns, and a company that can start training', () => {
		expect(canAutoStartTraining(startTrainingData(), company)).toBe(true)
	})
	test.each([
		['an active training', { hasActiveTraining: true }],
		['an active phishing exercise', { hasActivePhishingExerciseCampaign: true }],
		['an active gaming campaign', { hasActiveGamingCampaign: true }],
		['an ended training with learners (past the get-started step)', { hasEndedTraining: true, hasUsersWithTraining: true }],
	])('not with %s', (_, data) => {
		expect(canAutoStartTraining(startTrainingData(data), company)).toBe(false)
	})
	test('not when an expired trial suspends training, nor when the gateway could not tell', () => {
		const expired = companyView({
			subscription: { ...company.subscription, trial: { status: 'expired', modal: false, endsAt: null } },
		})
		expect(canAutoStartTraining(startTrainingData(), expired)).toBe(false)
		expect(canAutoStartTraining(null, company)).toBe(false)
	})
})

describe('SSO toggle and templates', () => {
	test('only an admin of a company with an SSO provider gets the SSO toggle', () => {
		expect(canUseSsoToggle({ user: { role: 'admin' }, company: { hasSso: true } })).toBe(true)
		expect(canUseSsoToggle({ user: { role: 'admin' }, company: { hasSso: false } })).toBe(false)
		expect(canUseSsoToggle({ user: { role: 'support' }, company: { hasSso: true } })).toBe(false)
	})
	test('admins get the admin template, learners the learner one', () => {
		expect(templateKind('admin')).toBe('admin')
		expect(templateKind('user')).toBe('learner')
	})
})
