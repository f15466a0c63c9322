// @vitest-environment happy-dom
import { act, Suspense } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { lazyPanel } from './lazy-panel.tsx'

function NameForm({ label }: { label: string }) {
	return (
		<form>
			<label>
				{label}
				<input name="name" defaultValue="" />
			</label>
		</form>
	)
}

test('a panel drawn by the server keeps its HTML, and what was typed, until its chunk arrives and hydrates', async () => {
	;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
	let arrive: (component: typeof NameForm) => void = () => {}
	const Panel = lazyPanel(() => new Promise<typeof NameForm>((resolve) => (arrive = resolve)))

	// What the server sends for an open panel (its module preloaded there).
	const container = document.createElement('div')
	container.innerHTML = renderToString(
		<Suspense fallback={null}>
			<NameForm label="Name" />
		</Suspense>,
	)
	document.body.append(container)
	const input = container.querySelector('input')!
	input.value = 'Typed before hydration'

	const errors: unknown[] = []
	await act(async () => {
		hydrateRoot(container, <Panel label="Name" />, { onRecoverableError: (error) => errors.push(error) })
	})
	// The chunk has not arrived: the server's HTML is still shown.
	expect(container.querySelector('input')).toBe(input)
	await act(async () => arrive(NameForm))
	expect(errors).toEqual([])
	expect(container.querySelector('input')).toBe(input)
	expect(input.value).toBe('Typed before hydration')
})
