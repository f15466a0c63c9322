import { describe, expect, test } from 'vitest'
import { displayTimezone } from '../../shared/phishing-simulation.ts'
import { isCalendarDay, localDay, storedTimezone, zonedTime } from '../lib/zoned-time.ts'
import { plannedRoundStart } from './phishing-simulation-campaigns.ts'

// The schedule arithmetic of a simulation campaign's launch and calendar: a day at an hour in a zone.

describe('simulation schedule', () => {
	test('a start day must name a real day', () => {
		expect(isCalendarDay('2031-03-05')).toBe(true)
		expect(isCalendarDay('2031-02-29')).toBe(false)
		expect(isCalendarDay('2032-02-29')).toBe(true)
		expect(isCalendarDay('5 March')).toBe(false)
		expect(isCalendarDay('2031-3-5')).toBe(false)
	})

	test('the send hour is wall-clock time in the zone, across summer time', () => {
		expect(zonedTime('2031-03-05', 9, 'Europe/Berlin').toISOString()).toBe('2031-03-05T08:00:00.000Z')
		expect(zonedTime('2031-07-05', 9, 'Europe/Berlin').toISOString()).toBe('2031-07-05T07:00:00.000Z')
		expect(zonedTime('2031-07-05', 0, 'America/New_York').toISOString()).toBe('2031-07-05T04:00:00.000Z')
		expect(zonedTime('2031-01-01', 23, 'UTC').toISOString()).toBe('2031-01-01T23:00:00.000Z')
		// 2 AM does not exist in Berlin on 30 March 2031: the hour after the change.
		expect(zonedTime('2031-03-30', 2, 'Europe/Berlin').toISOString()).toBe('2031-03-30T01:00:00.000Z')
	})

	test('Europe/Kyiv is accepted whatever name the runtime knows, and shown as Kyiv', () => {
		const stored = storedTimezone('Europe/Kyiv')
		expect(['Europe/Kyiv', 'Europe/Kiev']).toContain(stored)
		expect(displayTimezone(stored!)).toBe('Europe/Kyiv')
		expect(storedTimezone('Mars/Olympus')).toBeNull()
		expect(storedTimezone('')).toBeNull()
	})

	test('later rounds start the frequency months after the start day, at the send hour', () => {
		const campaign = { startDate: '2031-01-31', sendHour: 9, timezone: 'UTC', frequency: 'monthly' }
		expect(plannedRoundStart(campaign, 1)?.toISOString()).toBe('2031-01-31T09:00:00.000Z')
		// A short month keeps its last day; the next one is back on the 31st.
		expect(plannedRoundStart(campaign, 2)?.toISOString()).toBe('2031-02-28T09:00:00.000Z')
		expect(plannedRoundStart(campaign, 3)?.toISOString()).toBe('2031-03-31T09:00:00.000Z')
		expect(plannedRoundStart({ ...campaign, frequency: 'half_yearly' }, 2)?.toISOString()).toBe('2031-07-31T09:00:00.000Z')
		expect(plannedRoundStart({ ...campaign, frequency: 'once' }, 2)).toBeNull()
		expect(plannedRoundStart({ ...campaign, startDate: null }, 1)).toBeNull()
	})

	test('today is the zone’s day', () => {
		const at = new Date('2031-03-05T23:30:00Z')
		expect(localDay(at, 'UTC')).toBe('2031-03-05')
		expect(localDay(at, 'Asia/Tokyo')).toBe('2031-03-06')
		expect(localDay(at, 'America/Los_Angeles')).toBe('2031-03-05')
	})
})
