import { describe, expect, test } from 'vitest'
import { parseSubmission } from '#app/lib/forms.ts'
import { assignmentFormSchema, daysToComplete, isAllowedLink } from './assignment-schema.ts'

const TODAY = '2026-11-26'
const valid = {
	name: ' Ransomware for Sales ',
	assignmentType: 'departments',
	departmentIds: 'dep_sales',
	daysOption: '30',
	customDays: '',
	startDate: TODAY,
	notificationsEnabled: 'on',
	notificationSubject: 'New training',
	notificationMessage: '',
	attachmentLink: '',
}

function parse(overrides: Record<string, string | string[] | undefined>) {
	const form = new FormData()
	for (const [name, value] of Object.entries({ ...valid, ...overrides })) {
		if (value === undefined) continue
		for (const item of Array.isArray(value) ? value : [value]) form.append(name, item)
	}
	return parseSubmission(form, assignmentFormSchema(TODAY))
}
const errorsOf = (overrides: Record<string, string | string[] | undefined>) => {
	const submission = parse(overrides)
	return (submission.status === 'success' ? {} : submission.error) ?? {}
}

describe('the assignment form (spec 1 §5)', () => {
	test('a valid form: the title trimmed, the chosen departments, the days of the preset', () => {
		const submission = parse({ departmentIds: ['dep_sales', 'dep_hr'] })
		expect(submission.status).toBe('success')
		if (submission.status !== 'success') return
		expect(submission.value).toMatchObject({
			name: 'Ransomware for Sales',
			departmentIds: ['dep_sales', 'dep_hr'],
			notificationsEnabled: true,
		})
		expect(daysToComplete(submission.value)).toBe(30)
		expect(daysToComplete({ daysOption: 'custom', customDays: '45' })).toBe(45)
	})

	test.each([
		['an empty title', { name: '  ' }, 'name', 'learning:assign.errors.required'],
		['departments with none ticked', { departmentIds: undefined }, 'targets', 'learning:assign.errors.selectOne'],
		['groups with none ticked', { assignmentType: 'groups' }, 'targets', 'learning:assign.errors.selectOne'],
		['custom days that are no number', { daysOption: 'custom', customDays: 'ten' }, 'customDays', 'learning:assign.errors.daysNumber'],
		['custom days left empty', { daysOption: 'custom', customDays: '' }, 'customDays', 'learning:assign.errors.daysNumber'],
		['custom days with a fraction', { daysOption: 'custom', customDays: '2.5' }, 'customDays', 'learning:assign.errors.daysInteger'],
		['custom days of zero', { daysOption: 'custom', customDays: '0' }, 'customDays', 'learning:assign.errors.daysPositive'],
		['custom days below zero', { daysOption: 'custom', customDays: '-3' }, 'customDays', 'learning:assign.errors.daysPositive'],
		['a start date that is no date', { startDate: '2026-02-30' }, 'startDate', 'learning:assign.errors.startDateInvalid'],
		['a start date two days ago', { startDate: '2026-11-24' }, 'startDate', 'learning:assign.errors.startDatePast'],
		['notifications on without a subject', { notificationSubject: ' ' }, 'notificationSubject', 'learning:assign.errors.required'],
		[
			'a link to a private address',
			{ attachmentLink: 'http://192.168.1.10/policy' },
			'attachmentLink',
			'learning:assign.errors.linkInvalid',
		],
		[
			'a link that is no web or ftp link',
			{ attachmentLink: 'javascript:alert(1)' },
			'attachmentLink',
			'learning:assign.errors.linkInvalid',
		],
	])('%s: its message', (_, overrides, field, message) => {
		expect(errorsOf(overrides)[field]).toEqual([message])
	})

	test("yesterday is taken (an admin's today may be the server's yesterday); a subject is not needed without notifications", () => {
		expect(parse({ startDate: '2026-11-25' }).status).toBe('success')
		expect(parse({ notificationsEnabled: undefined, notificationSubject: '' }).status).toBe('success')
		expect(parse({ assignmentType: 'all', departmentIds: undefined }).status).toBe('success')
	})

	test('links: http, https and ftp to public hosts only', () => {
		expect(isAllowedLink('https://example.com/policy.pdf')).toBe(true)
		expect(isAllowedLink('ftp://files.example.com/a')).toBe(true)
		for (const link of [
			'http://localhost/x',
			'http://127.0.0.1/',
			'http://10.0.0.5/',
			'http://172.20.1.1/',
			'http://[::1]/',
			'http://printer.local/',
			'file:///etc/passwd',
			'not a link',
		])
			expect(isAllowedLink(link), link).toBe(false)
	})
})
