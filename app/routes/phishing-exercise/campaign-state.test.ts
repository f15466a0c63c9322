import { describe, expect, test } from 'vitest'
import { campaignCardState, cardActions, showsStatistics, startsIn } from './campaign-state.ts'

const NOW = new Date('2026-12-07T10:00:00Z')
const campaign = (over: Partial<Parameters<typeof campaignCardState>[0]>) => ({
	status: 'ACTIVE',
	startedAt: '2026-12-01T09:00:00Z',
	wasLaunched: true,
	...over,
})

describe('the card state of a phishing exercise campaign', () => {
	test('a running campaign offers Report, Settings and Archive and shows its statistics', () => {
		const state = campaignCardState(campaign({}), NOW)
		expect(state).toEqual({ kind: 'running' })
		expect(cardActions(state)).toEqual(['report', 'settings', 'archive'])
		expect(showsStatistics(state)).toBe(true)
	})
	test('an archived campaign offers Report and Delete Campaign', () => {
		const state = campaignCardState(campaign({ status: 'ARCHIVED' }), NOW)
		expect(state).toEqual({ kind: 'archived' })
		expect(cardActions(state)).toEqual(['report', 'delete'])
	})
	test('a draft offers only Continue Editing, whatever its dates', () => {
		const state = campaignCardState(campaign({ status: 'DRAFT', startedAt: null }), NOW)
		expect(cardActions(state)).toEqual(['continueEditing'])
		expect(showsStatistics(state)).toBe(false)
	})
	test('a suspended campaign has no menu (the upgrade prompt instead)', () => {
		const state = campaignCardState(campaign({ status: 'SUSPENDED' }), NOW)
		expect(state.kind).toBe('suspended')
		expect(cardActions(state)).toEqual([])
	})
	test('a campaign starting later is scheduled with its start, and can be edited or archived', () => {
		const state = campaignCardState(campaign({ status: 'POSTPONED', startedAt: '2026-12-09T09:00:00Z' }), NOW)
		expect(state).toEqual({ kind: 'scheduled', startsAt: '2026-12-09T09:00:00Z' })
		expect(cardActions(state)).toEqual(['report', 'settings', 'archive'])
		expect(showsStatistics(state)).toBe(false)
	})
	test("a campaign archived before its start wasn't launched: it can only be deleted", () => {
		const state = campaignCardState(campaign({ status: 'ARCHIVED', startedAt: '2026-12-09T09:00:00Z', wasLaunched: false }), NOW)
		expect(state).toEqual({ kind: 'notLaunched' })
		expect(cardActions(state)).toEqual(['delete'])
	})
	test('a campaign of an older version is outdated: its report and Archive only', () => {
		const state = campaignCardState(campaign({ status: 'OUTDATED' }), NOW)
		expect(state).toEqual({ kind: 'outdated' })
		expect(cardActions(state)).toEqual(['report', 'archive'])
		expect(showsStatistics(state)).toBe(false)
	})
})

describe('the countdown of a campaign that starts later', () => {
	test('counts in the largest whole unit, in the language of the page', () => {
		expect(startsIn('2026-12-09T10:00:00Z', NOW, 'en')).toBe('in 2 days')
		expect(startsIn('2026-12-07T13:30:00Z', NOW, 'en')).toBe('in 3 hours')
		expect(startsIn('2026-12-07T10:05:00Z', NOW, 'de')).toBe('in 5 Minuten')
		expect(startsIn('2026-12-07T10:00:10Z', NOW, 'en')).toBe('in 1 minute')
	})
})
