// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { StatusButton } from './status-button.tsx'

afterEach(cleanup)

test('pending, the button keeps its label, is busy and cannot be pressed again', () => {
	render(<StatusButton status="pending">Save</StatusButton>)
	const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
	expect(button.disabled).toBe(true)
	expect(button.getAttribute('aria-busy')).toBe('true')
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
