import { describe, expect, test, vi } from 'vitest'
import { Button } from './button.tsx'
import type * as React from 'react'

type Props = { onMouseDown?: (event: Partial<React.MouseEvent>) => void }

function press(element: React.ReactElement, button = 0) {
	const preventDefault = vi.fn()
	;(element.props as Props).onMouseDown?.({ button, preventDefault })
	return preventDefault.mock.calls.length > 0
}

describe('Button', () => {
	test('a mouse press on a submit button keeps the focus in the field being typed in (its blur message would move the button away)', () => {
		const own = vi.fn()
		expect(press(Button({ type: 'submit', onMouseDown: own }))).toBe(true)
		expect(own).toHaveBeenCalled()
		expect(press(Button({ type: 'submit' }), 2)).toBe(false)
	})

	test('other buttons take the focus as usual', () => {
		expect(press(Button({ type: 'button' }))).toBe(false)
		expect(press(Button({}))).toBe(false)
	})
})
