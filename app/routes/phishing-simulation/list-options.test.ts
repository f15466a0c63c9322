import { describe, expect, test } from 'vitest'
import { continuePath, listTabOf, reportPath, rowActions, sharePath } from './list-options.ts'

describe('the campaign list', () => {
	test('each state offers its actions; Share only to a partner', () => {
		expect(rowActions('QUEUED', false)).toEqual(['report', 'stop'])
		expect(rowActions('IN_PROGRESS', true)).toEqual(['report', 'share', 'stop'])
		expect(rowActions('SUSPENDED', false)).toEqual(['report', 'stop'])
		expect(rowActions('ARCHIVED', true)).toEqual(['report', 'delete'])
		expect(rowActions('DRAFT', true)).toEqual(['continue', 'delete'])
	})

	test('tabs and paths', () => {
		expect(listTabOf('drafts')).toBe('drafts')
		expect(listTabOf('archive')).toBeNull()
		expect(listTabOf(undefined)).toBeNull()
		expect(reportPath('c 1')).toBe('/phishing-simulation/reports/c%201/overview')
		expect(sharePath('c1')).toBe('/phishing-simulation/share/c1')
		expect(continuePath('c1')).toBe('/phishing-simulation-create?campaignId=c1')
	})
})
