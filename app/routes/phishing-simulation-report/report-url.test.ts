import { describe, expect, test } from 'vitest'
import {
	campaignTabPath,
	clearFiltersHref,
	completeRange,
	downloadHref,
	normalizeReportSearch,
	parseReportQuery,
	periodChoiceOf,
	roundRecipientsHref,
	tabHref,
	unitRecipientsHref,
} from './report-url.ts'

const today = '2026-12-07'
const normalize = (query: string, allowRounds = true) => normalizeReportSearch(new URLSearchParams(query), { today, allowRounds })

describe('the report URL', () => {
	test('no filters: nothing to rewrite', () => {
		const result = normalize('')
		expect(result.redirect).toBe(false)
		expect(result.filters).toEqual({
			rounds: [],
			departments: [],
			groups: [],
			events: [],
			period: null,
			campaignStart: { from: null, to: null },
		})
	})

	test('a canonical URL is read as it is', () => {
		const result = normalize('rounds=1&rounds=3&departments=d1&events=clicked&events=sent&pageSize=25')
		expect(result.redirect).toBe(false)
		expect(result.filters.rounds).toEqual([1, 3])
		expect(result.filters.events).toEqual(['sent', 'clicked'])
		expect(normalize(result.search.toString()).redirect).toBe(false)
		expect(result.search.get('pageSize')).toBe('25')
	})

	test('invalid values are dropped', () => {
		const result = normalize('rounds=x&rounds=0&rounds=2&events=bogus&dateFrom=2026-02-30&dateTo=yesterday')
		expect(result.filters.rounds).toEqual([2])
		expect(result.filters.events).toEqual([])
		expect(result.filters.period).toBeNull()
		expect(result.redirect).toBe(true)
		expect(result.search.toString()).toBe('rounds=2')
	})

	test('a preset becomes its dates', () => {
		const result = normalize('period=30&appliedRounds=&appliedPeriod=&dateFrom=&dateTo=')
		expect(result.filters.period).toEqual({ from: '2026-11-08', to: today })
		expect(result.search.toString()).toBe('dateFrom=2026-11-08&dateTo=2026-12-07')
		expect(periodChoiceOf(result.filters.period, today)).toBe('30')
	})

	test('dates typed without changing the select win over it', () => {
		const result = normalize('period=30&appliedPeriod=2026-11-08..2026-12-07&appliedRounds=&dateFrom=2026-10-01&dateTo=2026-10-31')
		expect(result.filters.period).toEqual({ from: '2026-10-01', to: '2026-10-31' })
		expect(periodChoiceOf(result.filters.period, today)).toBe('custom')
	})

	test('"all" clears the dates unless they were typed', () => {
		expect(
			normalize('period=all&appliedPeriod=2026-10-01..2026-10-31&appliedRounds=&dateFrom=2026-10-01&dateTo=2026-10-31').filters.period,
		).toBeNull()
	})

	test('a range is completed, ordered and cut to 366 days', () => {
		expect(completeRange('2026-12-01', null, today)).toEqual({ from: '2026-12-01', to: today })
		expect(completeRange('2026-12-05', '2026-12-01', today)).toEqual({ from: '2026-12-01', to: '2026-12-05' })
		expect(completeRange('2024-01-01', '2026-01-01', today)).toEqual({ from: '2025-01-01', to: '2026-01-01' })
		expect(completeRange(null, '2026-01-01', today)).toEqual({ from: '2025-01-01', to: '2026-01-01' })
		expect(completeRange(null, null, today)).toBeNull()
	})

	test('choosing rounds clears the date range', () => {
		const result = normalize(
			'rounds=2&period=custom&dateFrom=2026-10-01&dateTo=2026-10-31&appliedRounds=&appliedPeriod=2026-10-01..2026-10-31',
		)
		expect(result.filters.rounds).toEqual([2])
		expect(result.filters.period).toBeNull()
		expect(result.redirect).toBe(true)
		expect(result.search.toString()).toBe('rounds=2')
	})

	test('changing the date range clears rounds', () => {
		const result = normalize('rounds=2&period=7&dateFrom=&dateTo=&appliedRounds=2&appliedPeriod=')
		expect(result.filters.rounds).toEqual([])
		expect(result.filters.period).toEqual({ from: '2026-12-01', to: today })
		expect(result.search.toString()).toBe('dateFrom=2026-12-01&dateTo=2026-12-07')
	})

	test("both changed, or a URL without the form's snapshot: rounds win", () => {
		expect(normalize('rounds=1&dateFrom=2026-10-01&dateTo=2026-10-31').filters).toMatchObject({ rounds: [1], period: null })
		const both = normalize('rounds=1&period=7&appliedRounds=&appliedPeriod=')
		expect(both.filters).toMatchObject({ rounds: [1], period: null })
	})

	test('the summary has no rounds', () => {
		const result = normalize('rounds=1&dateFrom=2026-10-01&dateTo=2026-10-31', false)
		expect(result.filters.rounds).toEqual([])
		expect(result.filters.period).toEqual({ from: '2026-10-01', to: '2026-10-31' })
		expect(result.search.toString()).toBe('dateFrom=2026-10-01&dateTo=2026-10-31')
	})

	test('the campaign start dates are kept in order', () => {
		const result = normalize('campaignStartFrom=2026-06-01&campaignStartTo=2026-01-01', false)
		expect(result.filters.campaignStart).toEqual({ from: '2026-01-01', to: '2026-06-01' })
		expect(result.redirect).toBe(true)
	})

	test('paging, sort and page size default per tab and fall back on invalid values', () => {
		expect(parseReportQuery('recipients', '')).toMatchObject({ pageNumber: 0, pageSize: 10, orderBy: 'phished', order: 'desc' })
		expect(parseReportQuery('rounds', '')).toMatchObject({ orderBy: 'roundNumber', order: 'asc' })
		expect(parseReportQuery('templates', 'orderBy=bogus&pageSize=7&pageNumber=-1')).toMatchObject({
			orderBy: 'clickRate',
			pageSize: 10,
			pageNumber: 0,
		})
		expect(parseReportQuery('campaigns', 'orderBy=name&order=asc&pageSize=50&pageNumber=2')).toMatchObject({
			orderBy: 'name',
			order: 'asc',
			pageSize: 50,
			pageNumber: 2,
		})
	})

	test('links keep the filters where they should', () => {
		const search = '?rounds=2&departments=d1&searchText=ann&pageNumber=3&orderBy=name&order=asc'
		const recipients = campaignTabPath('c1', 'recipients')
		expect(tabHref(campaignTabPath('c1', 'groups'), search)).toBe(
			'/phishing-simulation/reports/c1/groups?rounds=2&departments=d1&searchText=ann',
		)
		expect(downloadHref(recipients, search)).toBe(
			'/phishing-simulation/reports/c1/recipients/download?rounds=2&departments=d1&searchText=ann&order=asc&orderBy=name',
		)
		expect(clearFiltersHref(recipients, search)).toBe(`${recipients}?searchText=ann&orderBy=name&order=asc`)
		expect(unitRecipientsHref(recipients, 'departments', 'd2', search)).toBe(`${recipients}?rounds=2&departments=d2`)
		expect(roundRecipientsHref(recipients, 4, '?dateFrom=2026-10-01&dateTo=2026-10-31&groups=g1')).toBe(`${recipients}?groups=g1&rounds=4`)
	})
})
