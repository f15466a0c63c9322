// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { StatusButton } from './status-button.tsx'

afterEach(cleanup)

test.each([
	['status="pending"', <StatusButton status="pending">Save</StatusButton>],
	['pending', <StatusButton pending>Save</StatusButton>],
])('pending (%s), the button keeps its label, is busy and cannot be pressed again', (_, button) => {
	render(button)
	const element = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
	expect(element.disabled).toBe(true)
	expect(element.getAttribute('aria-busy')).toBe('true')
})

test('idle, it can be pressed unless the caller disables it', () => {
	render(
		<>
			<StatusButton>Save</StatusButton>
			<StatusButton disabled>Buy Now</StatusButton>
		</>,
	)
	expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false)
	expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('aria-busy')).toBe(false)
	expect((screen.getByRole('button', { name: 'Buy Now' }) as HTMLButtonElement).disabled).toBe(true)
})
