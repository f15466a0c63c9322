// @vitest-environment happy-dom
import { act, type FormEvent } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { lazyPanel, preloadLazyPanels, preloadPanelsShownIn } from './lazy-panel.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function NameForm({ label, onSubmit }: { label: string; onSubmit?: (event: FormEvent) => void }) {
	return (
		<form onSubmit={onSubmit}>
			<label>
				{label}
				<input name="name" defaultValue="" />
			</label>
		</form>
	)
}

/**
 * What the server sends for a page that shows the panel: its module loaded first, as entry.server does.
 * The server has its own module instance of the panel; here a second panel of the same name plays it.
 */
async function serverHtml(name: string, label: string) {
	const OnServer = lazyPanel(name, async () => NameForm)
	await preloadLazyPanels()
	const container = document.createElement('div')
	container.innerHTML = renderToString(<OnServer label={label} />)
	document.body.append(container)
	return container
}

test('a panel drawn by the server keeps its HTML, and what was typed, until its chunk arrives and hydrates', async () => {
	const container = await serverHtml('typed-panel', 'Name')
	let arrive: (component: typeof NameForm) => void = () => {}
	const Panel = lazyPanel('typed-panel', () => new Promise<typeof NameForm>((resolve) => (arrive = resolve)))
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

test('entry.client fetches the chunks of the panels the HTML shows, and no other, so a form in them works once the page is hydrated', async () => {
	const container = await serverHtml('shown-panel', 'Name')
	let shownLoads = 0
	let otherLoads = 0
	const Panel = lazyPanel('shown-panel', async () => {
		shownLoads++
		return NameForm
	})
	lazyPanel('other-panel', async () => {
		otherLoads++
		return NameForm
	})

	await preloadPanelsShownIn(container)
	expect([shownLoads, otherLoads]).toEqual([1, 0])

	const submitted: string[] = []
	const errors: unknown[] = []
	await act(async () => {
		hydrateRoot(
			container,
			<Panel
				label="Name"
				onSubmit={(event) => {
					event.preventDefault()
					submitted.push('sent')
				}}
			/>,
			{ onRecoverableError: (error) => errors.push(error) },
		)
	})
	// The submit right after hydration reaches the panel's handler (with the chunk still on its way,
	// the panel would still be the server's inert HTML and the submit would not reach it).
	container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
	expect(submitted).toEqual(['sent'])
	expect(errors).toEqual([])
})

test('a chunk that fails to arrive does not stop the page from hydrating', async () => {
	const container = await serverHtml('failing-panel', 'Name')
	lazyPanel('failing-panel', () => Promise.reject(new Error('offline')))
	await expect(preloadPanelsShownIn(container)).resolves.toBeDefined()
	// The registry is the module's, shared with later test files: leave a panel that loads under that name.
	lazyPanel('failing-panel', async () => NameForm)
})
