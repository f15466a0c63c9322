import { describe, expect, test } from 'vitest'
import { parseSubmission } from '#app/lib/forms.ts'
import { campaignEditSchema, campaignSettingsSchema, editRefusal } from './campaign-schema.ts'
import { daysFields, editValuesOf, isUnchangedEdit } from './edit-rules.ts'

const form = (entries: Array<[string, string]>) => {
	const data = new FormData()
	for (const [name, value] of entries) data.append(name, value)
	return data
}
const base: Array<[string, string]> = [
	['name', '  Q4 drill  '],
	['assignmentType', 'departments'],
	['departmentIds', 'dep_1'],
	['daysOption', '30'],
	['notificationsEnabled', 'on'],
	['notificationSubject', 'Hello'],
	['notificationMessage', 'Play'],
	['startDate', ''],
]

describe('the Settings step of the campaign wizard', () => {
	test('a good form is taken, the name trimmed', () => {
		const submission = parseSubmission(form(base), campaignSettingsSchema('2026-12-07'))
		expect(submission.status).toBe('success')
		if (submission.status === 'success') expect(submission.value.name).toBe('Q4 drill')
	})
	test("an empty name says 'Campaign Name is required'", () => {
		const submission = parseSubmission(form([...base.filter(([n]) => n !== 'name'), ['name', '   ']]), campaignSettingsSchema('2026-12-07'))
		expect(submission.reply().error?.name).toEqual(['phishingExercise:wizard.errors.nameRequired'])
	})
	test('departments, groups or users with none chosen say no users are selected', () => {
		for (const type of ['departments', 'groups', 'users']) {
			const entries = base.filter(([n]) => n !== 'departmentIds' && n !== 'assignmentType')
			const submission = parseSubmission(form([...entries, ['assignmentType', type]]), campaignSettingsSchema('2026-12-07'))
			expect(submission.reply().error?.targets).toEqual(['phishingExercise:wizard.errors.noRecipients'])
		}
	})
	test('a custom number of days must be a positive number', () => {
		const entries = base.filter(([n]) => n !== 'daysOption')
		const bad = parseSubmission(form([...entries, ['daysOption', 'custom'], ['customDays', '0']]), campaignSettingsSchema('2026-12-07'))
		expect(bad.reply().error?.customDays).toEqual(['learning:assign.errors.daysPositive'])
		const good = parseSubmission(form([...entries, ['daysOption', 'custom'], ['customDays', '12']]), campaignSettingsSchema('2026-12-07'))
		expect(good.status).toBe('success')
	})
	test('a start date in the past is refused', () => {
		const entries = base.filter(([n]) => n !== 'startDate')
		const submission = parseSubmission(form([...entries, ['startDate', '2026-11-01']]), campaignSettingsSchema('2026-12-07'))
		expect(submission.reply().error?.startDate).toEqual(['learning:assign.errors.startDatePast'])
	})
})

describe('editing an active campaign', () => {
	const locks = {
		assignmentType: 'departments' as const,
		ids: ['dep_1'],
		daysToComplete: 30,
		notificationsEnabled: true,
		notificationSubject: 'Hello',
		notificationMessage: 'Play',
	}
	const edit = (entries: Array<[string, string]>) => {
		const submission = parseSubmission(form(entries), campaignEditSchema())
		if (submission.status !== 'success') throw new Error('invalid')
		return submission.value
	}
	const same = base.filter(([n]) => n !== 'name' && n !== 'startDate')
	test('an unchanged edit is not sent', () => {
		expect(editRefusal(locks, edit(same))).toBe('unchanged')
	})
	test('adding a department or changing the days is an edit', () => {
		expect(editRefusal(locks, edit([...same, ['departmentIds', 'dep_2']]))).toBeNull()
		expect(editRefusal(locks, edit([...same.filter(([n]) => n !== 'daysOption'), ['daysOption', '14']]))).toBeNull()
	})
	test('removing a chosen department or changing the type is refused', () => {
		const without = same.filter(([n]) => n !== 'departmentIds')
		expect(editRefusal(locks, edit([...without, ['departmentIds', 'dep_2']]))).toBe('locked')
		const all = same.filter(([n]) => n !== 'assignmentType' && n !== 'departmentIds')
		expect(editRefusal(locks, edit([...all, ['assignmentType', 'all']]))).toBe('locked')
	})
	test('the dialog reads its form values as an edit: unchanged until a department is added', () => {
		const current = {
			assignmentType: 'departments',
			departmentIds: 'dep_1',
			daysOption: '30',
			notificationsEnabled: 'on',
			notificationSubject: 'Hello ',
			notificationMessage: 'Play',
		}
		expect(isUnchangedEdit(locks, editValuesOf('departments', current))).toBe(true)
		expect(isUnchangedEdit(locks, editValuesOf('departments', { ...current, departmentIds: ['dep_1', 'dep_2'] }))).toBe(false)
		expect(isUnchangedEdit(locks, editValuesOf('departments', { ...current, notificationsEnabled: undefined }))).toBe(false)
	})
	test('days of a preset pick the preset, others are custom', () => {
		expect(daysFields(30)).toEqual({ daysOption: '30', customDays: '' })
		expect(daysFields(7)).toEqual({ daysOption: 'custom', customDays: '7' })
	})
})
