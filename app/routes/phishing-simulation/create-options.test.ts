import { describe, expect, test } from 'vitest'
import { campaignInputOf, createIntentOf, filtersOf, formErrorsOf, timezoneOptions } from './create-options.ts'

const form = (entries: Array<[string, string]>) => {
	const data = new FormData()
	for (const [name, value] of entries) data.append(name, value)
	return data
}

describe('the create page helpers', () => {
	test('a filter button sets its filter and goes back to the first page; the kept filters stay', () => {
		expect(
			filtersOf(
				form([
					['difficulty', '2'],
					['category', 'corporate'],
					['templatesPage', '3'],
					['setDifficulty', '3'],
				]),
			),
		).toEqual({
			difficulty: '3',
			category: 'corporate',
			searchText: '',
			pageNumber: 0,
		})
		expect(
			filtersOf(
				form([
					['difficulty', '2'],
					['setTemplatesPage', '2'],
					['templateSearch', '  invoice '],
				]),
			),
		).toEqual({
			difficulty: '2',
			category: '',
			searchText: 'invoice',
			pageNumber: 2,
		})
		// Unknown values are "all".
		expect(
			filtersOf(
				form([
					['difficulty', '9'],
					['setCategory', 'evil'],
				]),
			),
		).toMatchObject({ difficulty: '', category: '' })
	})

	test('a set… button is a filter; otherwise the posted intent, save by default', () => {
		expect(
			createIntentOf(
				form([
					['setCategory', 'custom'],
					['intent', 'launch'],
				]),
			),
		).toBe('filter')
		expect(createIntentOf(form([['intent', 'launch']]))).toBe('launch')
		expect(createIntentOf(form([['intent', 'filter']]))).toBe('filter')
		expect(createIntentOf(form([['intent', 'whatever']]))).toBe('save')
		expect(createIntentOf(form([]))).toBe('save')
	})

	test("the gateway's 422 lands on the form's fields, the spec's messages as text keys", () => {
		expect(
			formErrorsOf({
				startDate: 'Please select date and time',
				selectedDepartmentsIds: 'Please select departments',
				timezone: 'Please select timezone',
				loginPageId: 'Unknown landing page',
			}),
		).toEqual({
			startDate: ['phishingSimulation:create.errors.dateRequired'],
			targets: ['phishingSimulation:create.errors.departmentsRequired'],
			timezone: ['phishingSimulation:create.errors.timezoneRequired'],
			loginPageId: ['Unknown landing page'],
		})
	})

	test("the gateway's input holds the chosen type's ids only, and no date with Start now", () => {
		const value = {
			name: 'Q1',
			templateIds: ['t1', 't2'],
			loginPageId: 'lp_google',
			assignmentType: 'groups' as const,
			userIds: ['u1'],
			departmentIds: ['d1'],
			groupIds: ['g1'],
			frequency: 'monthly' as const,
			daysPerRound: '0',
			sendHour: '14',
			timezone: 'Europe/Kyiv',
			startMode: 'now' as const,
			startDate: '2030-01-01',
		}
		expect(campaignInputOf(value)).toEqual({
			name: 'Q1',
			templateIds: ['t1', 't2'],
			loginPageId: 'lp_google',
			usersType: 'USERS_FROM_GROUPS',
			selectedUsersIds: [],
			selectedDepartmentsIds: [],
			selectedGroupsIds: ['g1'],
			frequency: 'monthly',
			daysPerRound: 0,
			sendHour: 14,
			timezone: 'Europe/Kyiv',
			startNow: true,
			startDate: null,
		})
		expect(campaignInputOf({ ...value, startMode: 'date' }).startDate).toBe('2030-01-01')
	})

	test('time zones: Europe/Kiev shows as Europe/Kyiv, UTC is there, no duplicates', () => {
		expect(timezoneOptions(['Europe/Kiev', 'Europe/Kyiv', 'America/New_York'])).toEqual(['America/New_York', 'Europe/Kyiv', 'UTC'])
		const all = timezoneOptions()
		expect(all).toContain('UTC')
		expect(all).not.toContain('Europe/Kiev')
		expect(all).toContain('Europe/Kyiv')
	})
})
