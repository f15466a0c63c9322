// @vitest-environment happy-dom
import { act, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createMemoryRouter, Link, RouterProvider, useSearchParams } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { WithEnglish } from '#tests/fixtures/render.tsx'
import { UrlDialog, UrlDialogClose } from './url-dialog.tsx'

/** A list whose rows open a URL-state dialog; the dialog's Remove takes its row away. */
function Rows() {
	const [search] = useSearchParams()
	const [rows, setRows] = useState(['a', 'b'])
	const open = search.get('modal')
	return (
		<>
			<ul id="rows" tabIndex={-1}>
				{rows.map((row) => (
					<li key={row}>
						<Link to={`/?modal=${row}`}>Remove {row}</Link>
					</li>
				))}
			</ul>
			<UrlDialog open={open !== null} closeHref="/" title={`Remove ${open}?`} returnFocusTo="rows">
				<UrlDialogClose>Cancel</UrlDialogClose>
				<Link to="/" onClick={() => setRows((all) => all.filter((row) => row !== open))}>
					Remove
				</Link>
			</UrlDialog>
		</>
	)
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))
const byText = (text: string) => [...document.querySelectorAll<HTMLElement>('a, button')].find((element) => element.textContent === text)!

afterEach(() => {
	document.body.innerHTML = ''
})

test('closing a URL-state dialog gives focus back to the link that opened it, or to the list when that row went', async () => {
	;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
	const container = document.createElement('div')
	document.body.append(container)
	const router = createMemoryRouter([{ path: '/', element: <Rows /> }])
	await act(async () =>
		createRoot(container).render(
			<WithEnglish>
				<RouterProvider router={router} />
			</WithEnglish>,
		),
	)
	await settle()

	byText('Remove b').focus()
	await act(async () => byText('Remove b').click())
	await settle()
	expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Remove b?')
	await act(async () => byText('Cancel').click())
	await settle()
	expect(document.querySelector('[role="dialog"]')).toBeNull()
	expect(document.activeElement?.textContent).toBe('Remove b')

	await act(async () => byText('Remove b').click())
	await settle()
	await act(async () => byText('Remove').click())
	await settle()
	expect(byText('Remove b')).toBeUndefined()
	expect(document.activeElement?.id).toBe('rows')
})
