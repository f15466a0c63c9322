// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { renderAt, serverHtmlAt } from '#tests/fixtures/render.tsx'
import { ReminderDialog, type ReminderDialogData, type ReminderReply } from './reminder-dialog.tsx'
import { REMINDER_CONSTRAINT } from './schemas.ts'

afterEach(cleanup)

const URL_WITH_SELECTION = '/users/all_users?userIds=u1&userIds=u2&modal=reminder'

function data(overrides: Partial<ReminderDialogData> = {}): ReminderDialogData {
	return {
		selectedCount: 2,
		availability: { hasOutstandingTasks: true, usersWithTasks: 1 },
		failure: null,
		constraint: REMINDER_CONSTRAINT,
		...overrides,
	}
}

function dialogAt(dialogData: ReminderDialogData, reply?: ReminderReply) {
	renderAt(URL_WITH_SELECTION, () => <ReminderDialog data={dialogData} reply={reply} />)
	return within(screen.getByRole('dialog'))
}

describe('Send Reminder dialog', () => {
	test('names the selection, labels the categories in plain words and posts to the page itself', () => {
		const dialog = dialogAt(data())
		expect(dialog.getByText('Remind 2 selected users of their outstanding tasks. 1 of them has outstanding tasks.')).toBeTruthy()
		expect(dialog.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
			'Trainings',
			'Policies',
			'Gaming',
			'Monthly videos',
		])
		const form = dialog.getByRole('button', { name: 'Send' }).closest('form')!
		expect(form.getAttribute('method')).toBe('post')
		expect(form.getAttribute('action')).toBe(URL_WITH_SELECTION)
		expect((dialog.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false)
	})

	test('when no selected user has an outstanding task, it says so and Send is disabled', () => {
		const dialog = dialogAt(data({ availability: { hasOutstandingTasks: false, usersWithTasks: 0 } }))
		expect(dialog.getByText('None of the selected users has outstanding tasks.')).toBeTruthy()
		expect((dialog.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
	})

	test('with nothing selected it asks for a selection and Send is disabled', () => {
		const dialog = dialogAt(data({ selectedCount: 0, availability: null }))
		expect(dialog.getByText('Select the users to remind in the table first.')).toBeTruthy()
		expect((dialog.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
	})

	test("a refused submit shows the spec's messages and keeps what was typed", () => {
		const reply: ReminderReply = {
			result: {
				status: 'error',
				initialValue: { categories: 'includeGaming', subject: ' ', customMessage: 'Typed before' },
				error: { subject: ['users:reminder.subjectRequired'] },
			},
			failure: { message: 'Gateway says no', raw: true },
		}
		const dialog = dialogAt(data(), reply)
		expect(dialog.getByText('Field is required')).toBeTruthy()
		expect(dialog.getByText('Gateway says no')).toBeTruthy()
		expect((dialog.getByLabelText('Custom message (optional)') as HTMLTextAreaElement).value).toBe('Typed before')
		expect((dialog.getByLabelText('Gaming') as HTMLInputElement).checked).toBe(true)
		expect((dialog.getByLabelText('Subject') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true')
	})

	test('without JavaScript it is drawn open in the page with a Cancel link back to the list', () => {
		const html = serverHtmlAt(URL_WITH_SELECTION, () => <ReminderDialog data={data()} />)
		expect(html).toContain('role="dialog"')
		expect(html).toContain('href="/users/all_users"')
		expect(html).toMatch(/<input(?=[^>]*name="subject")(?=[^>]*required="")[^>]*>/)
	})
})
