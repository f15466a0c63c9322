import { describe, expect, test } from 'vitest'
import { translateErrors } from '#app/components/form-errors.ts'
import en from '#app/i18n/locales/en/add-users.ts'
import csvImport from '#app/i18n/locales/en/csv-import.ts'
import users from '#app/i18n/locales/en/users.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { CsvMappingSchema, EmailsStepSchema, NotifyStepSchema } from './schemas.ts'

const t = createTranslator('en', { addUsers: en, csvImport, users } as never)

function form(values: Record<string, string | string[]>) {
	const data = new FormData()
	for (const [name, value] of Object.entries(values)) for (const v of [value].flat()) data.append(name, v)
	return data
}

function errors(submission: { error?: Record<string, string[] | null> | null }) {
	return Object.fromEntries(Object.entries(submission.error ?? {}).map(([k, v]) => [k, translateErrors(t, v ?? undefined)]))
}

describe('step 0 of Add by Emails', () => {
	const valid = { emails: 'ann@acme.test bob@acme.test', department: 'Sales', role: 'user' }

	test('accepts emails, a department, groups and a role', () => {
		const s = parseSubmission(form({ ...valid, groups: ['grp_a', 'grp_b'], newGroups: 'Night shift, night shift , Day' }), EmailsStepSchema)
		expect(s.status).toBe('success')
		expect((s as { value?: unknown }).value).toEqual({
			emails: ['ann@acme.test', 'bob@acme.test'],
			department: 'Sales',
			groups: ['grp_a', 'grp_b'],
			newGroups: ['Night shift', 'Day'],
			role: 'user',
		})
	})

	test.each([
		[{ emails: '' }, { emails: ['Enter one or more email addresses.'] }],
		[{ emails: ' , ' }, { emails: ['Enter one or more email addresses.'] }],
		[{ emails: 'ann@acme.test not-an-email' }, { emails: ['This is not a valid email'] }],
		[{ department: '  ' }, { department: ['Please select or create a department.'] }],
		// The departments and groups forms' rule (#server/shared/directory-rules.ts): the invite creates them.
		[{ department: 'Sales/Marketing' }, { department: ['Letters, digits, dot, dash, underscore, ampersand, inner spaces only'] }],
		[{ newGroups: 'Night shift, Blue; Green' }, { newGroups: ['Letters, digits, dot, dash, underscore, ampersand, inner spaces only'] }],
		[{ emails: 'ann\u0000@acme.test' }, { emails: ['This is not a valid email'] }],
	])('%j is refused with the spec message', (change, expected) => {
		const s = parseSubmission(form({ ...valid, ...change }), EmailsStepSchema)
		expect(s.status).not.toBe('success')
		expect(errors(s as never)).toEqual(expected)
	})
})

describe('step 1 (notification and assignments)', () => {
	test('the subject is required when notifying', () => {
		const s = parseSubmission(form({ intent: 'invite', notification: 'on', subject: ' ', message: 'Hi' }), NotifyStepSchema)
		expect(errors(s as never)).toEqual({ subject: ['Please add subject.'] })
	})

	test('without notification the subject may be empty; the choice defaults to add users only', () => {
		const s = parseSubmission(form({ intent: 'invite', subject: '', message: '' }), NotifyStepSchema)
		expect(s.status).toBe('success')
		expect((s as { value?: unknown }).value).toMatchObject({
			notification: false,
			notificationList: 'userOnly',
			sso: false,
		})
	})

	test('saving a template needs a subject and a message', () => {
		const s = parseSubmission(form({ intent: 'saveTemplate', subject: '', message: ' ' }), NotifyStepSchema)
		expect(errors(s as never)).toEqual({ subject: ['Please add subject.'], message: ['Please fill out this field.'] })
	})
})

describe('CSV mapping', () => {
	test('email and department columns are required', () => {
		const s = parseSubmission(form({ email: '', department: '', group: '2', name: '', lastName: '' }), CsvMappingSchema)
		expect(errors(s as never)).toEqual({ email: ['Please select a column.'], department: ['Please select a column.'] })
	})
	test('choices are header indexes; empty is none', () => {
		const s = parseSubmission(form({ email: '0', department: '3', group: '', name: '1', lastName: '' }), CsvMappingSchema)
		expect((s as { value?: unknown }).value).toEqual({ email: 0, department: 3, group: null, name: 1, lastName: null })
	})
})
