import { Slot as RadixSlot } from '@radix-ui/react-slot'
import { createRef, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'
import { Badge } from './badge.tsx'
import { Button } from './button.tsx'
import { Slot } from './slot.tsx'

/** The element Slot draws, from inside a render (Slot uses a hook). */
function slotted(props: Record<string, unknown>, child: ReactElement): ReactElement<Record<string, unknown>> {
	let drawn: unknown
	function Capture() {
		drawn = Slot({ ...props, children: child })
		return null
	}
	renderToStaticMarkup(<Capture />)
	return drawn as ReactElement<Record<string, unknown>>
}

describe('Slot (asChild)', () => {
	test('draws what Radix Slot draws: the child with the props merged in', () => {
		const cases: Array<[Record<string, unknown>, ReactElement]> = [
			[
				{ className: 'a b', 'data-slot': 'button', title: 'slot', style: { color: 'red', margin: 1 } },
				<a key="1" href="/x" className="c" title="child" style={{ margin: 2 }}>
					text
				</a>,
			],
			[{ 'aria-describedby': 'one two', id: 's' }, <span key="2" aria-describedby="two three" />],
			[
				{ 'aria-describedby': 'one' },
				<label key="3" htmlFor="f">
					Name
				</label>,
			],
			[{ className: '', role: 'link' }, <div key="4" />],
		]
		for (const [props, child] of cases) {
			expect(renderToStaticMarkup(<Slot {...props}>{child}</Slot>)).toBe(renderToStaticMarkup(<RadixSlot {...props}>{child}</RadixSlot>))
		}
	})

	test("the child's handler runs first, then the button's, and the child's result is returned", () => {
		const calls: string[] = []
		const element = slotted(
			{ onClick: () => calls.push('slot'), onFocus: () => calls.push('slot focus') },
			<a href="/x" onClick={() => (calls.push('child'), 'kept')}>
				x
			</a>,
		)
		expect((element.props.onClick as () => unknown)()).toBe('kept')
		;(element.props.onFocus as () => void)()
		expect(calls).toEqual(['child', 'slot', 'slot focus'])
	})

	test("the button's ref and the child's both get the element", () => {
		const outer = createRef<HTMLElement>()
		const inner = vi.fn()
		const element = slotted(
			{ ref: outer },
			<a href="/x" ref={inner}>
				x
			</a>,
		)
		const node = { tagName: 'A' }
		;(element.props.ref as (node: unknown) => void)(node)
		expect(outer.current).toBe(node)
		expect(inner).toHaveBeenCalledWith(node)
		// Without a ref of its own the child's ref is passed through untouched.
		expect(
			slotted(
				{},
				<a href="/x" ref={inner}>
					x
				</a>,
			).props.ref,
		).toBe(inner)
	})

	test('Button and Badge with asChild draw their child, without a wrapper', () => {
		expect(
			renderToStaticMarkup(
				<Button asChild variant="outline">
					<a href="/preview">Preview</a>
				</Button>,
			),
		).toMatch(/^<a href="\/preview" data-slot="button" data-variant="outline" class="[^"]*border[^"]*">Preview<\/a>$/)
		expect(
			renderToStaticMarkup(
				<Badge asChild>
					<a href="/x">New</a>
				</Badge>,
			),
		).toMatch(/^<a href="\/x" data-slot="badge"[^>]*>New<\/a>$/)
	})

	test('a child that is not one element is refused, as Radix does', () => {
		expect(() =>
			renderToStaticMarkup(
				<Slot>
					<a href="/1">1</a>
					<a href="/2">2</a>
				</Slot>,
			),
		).toThrow(/Slot failed to slot/)
		expect(renderToStaticMarkup(<Slot>{null}</Slot>)).toBe('')
	})
})
