// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { SCROLL_STEP_PX, StatCard, StatCarousel } from './stat-carousel.tsx'
import { WithEnglish } from '#tests/fixtures/render.tsx'

/** happy-dom lays nothing out: give the track a size and a scroll position. */
function layout(el: HTMLElement, { scrollWidth, clientWidth, scrollLeft = 0 }: { scrollWidth: number; clientWidth: number; scrollLeft?: number }) {
	Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth })
	Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth })
	el.scrollLeft = scrollLeft
	fireEvent.scroll(el)
}

const scrollBy = vi.fn()
beforeEach(() => {
	scrollBy.mockReset()
	HTMLElement.prototype.scrollBy = scrollBy as unknown as HTMLElement['scrollBy']
})
afterEach(cleanup)

function Stats() {
	return (
		<WithEnglish>
			<StatCarousel aria-label="Summary">
				{['Sent', 'Opened', 'Clicked', 'Phished', 'Reported', 'Users'].map((label, i) => (
					<StatCard key={label} label={label} value={i * 10} />
				))}
			</StatCarousel>
		</WithEnglish>
	)
}

const track = () => document.querySelector('[data-slot="stat-carousel-track"]') as HTMLElement
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('StatCarousel', () => {
	test('without JavaScript: a focusable scrolling list of cards, no buttons', () => {
		const html = renderToString(<Stats />)
		expect(html).toContain('aria-label="Summary"')
		expect(html).toMatch(/<ul tabindex="0"[^>]*overflow-x-auto/)
		expect(html.match(/data-slot="stat-card"/g)).toHaveLength(6)
		expect(html).not.toContain('<button')
	})

	test('no buttons while the cards fit', () => {
		render(<Stats />)
		act(() => layout(track(), { scrollWidth: 600, clientWidth: 600 }))
		expect(screen.queryByRole('button')).toBeNull()
	})

	test('when the cards overflow, next and previous scroll by 160 px and are disabled at their ends', async () => {
		render(<Stats />)
		act(() => layout(track(), { scrollWidth: 1000, clientWidth: 400 }))
		expect(button('Previous').disabled).toBe(true)
		expect(button('Next').disabled).toBe(false)

		fireEvent.click(button('Next'))
		expect(scrollBy).toHaveBeenLastCalledWith({ left: SCROLL_STEP_PX, behavior: 'smooth' })
		expect(SCROLL_STEP_PX).toBe(160)

		act(() => layout(track(), { scrollWidth: 1000, clientWidth: 400, scrollLeft: 160 }))
		expect(button('Previous').disabled).toBe(false)
		fireEvent.click(button('Previous'))
		expect(scrollBy).toHaveBeenLastCalledWith({ left: -160, behavior: 'smooth' })

		act(() => layout(track(), { scrollWidth: 1000, clientWidth: 400, scrollLeft: 600 }))
		expect(button('Next').disabled).toBe(true)
		expect(button('Previous').disabled).toBe(false)
	})

	test('in right-to-left, next scrolls towards the left', () => {
		render(
			<div dir="rtl" style={{ direction: 'rtl' }}>
				<Stats />
			</div>,
		)
		act(() => layout(track(), { scrollWidth: 1000, clientWidth: 400 }))
		track().style.direction = 'rtl'
		fireEvent.click(button('Next'))
		expect(scrollBy).toHaveBeenLastCalledWith({ left: -160, behavior: 'smooth' })
	})
})
