// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { currentUrl, renderAt } from '#tests/fixtures/render.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'

afterEach(cleanup)

describe('ConfirmDialog', () => {
	const props = {
		open: true,
		title: 'Starting Campaign',
		description: 'The course starts immediately, all users are assigned and notified.',
		alerts: <p>An alert</p>,
		closeHref: '/guides',
		form: { action: '/guides', fields: { intent: 'startTraining' } },
	}

	test('shows title, description and alerts, with Cancel leading back and Confirm submitting the POST form', () => {
		renderAt('/guides?modal=x', () => <ConfirmDialog {...props} />)
		const dialog = screen.getByRole('dialog', { name: 'Starting Campaign' })
		expect(dialog.textContent).toContain(props.description)
		expect(dialog.textContent).toContain('An alert')
		expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/guides')
		const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement
		expect(confirm.type).toBe('submit')
		expect(confirm.form?.method).toBe('post')
		expect(new FormData(confirm.form!).get('intent')).toBe('startTraining')
	})

	test('Cancel closes it', async () => {
		renderAt('/guides?modal=x', () => <ConfirmDialog {...props} />)
		await userEvent.click(screen.getByRole('link', { name: 'Cancel' }))
		expect(currentUrl()).toBe('/guides')
	})

	test('closed, it renders nothing', () => {
		renderAt('/guides', () => <ConfirmDialog {...props} open={false} />)
		expect(screen.queryByRole('dialog')).toBeNull()
	})
})
