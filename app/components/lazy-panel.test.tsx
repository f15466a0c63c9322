import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { lazyPanel, preloadLazyPanels } from './lazy-panel.tsx'

function Greeting({ name }: { name: string }) {
	return <p>Hello {name}</p>
}

test('on the server a panel is in the HTML once the panels are preloaded, as entry.server does', async () => {
	let loads = 0
	const Panel = lazyPanel('greeting', async () => {
		loads++
		return Greeting
	})
	// Not preloaded: a synchronous render only has the fallback (nothing), which is what a browser
	// without JavaScript would get.
	expect(renderToString(<Panel name="Ada" />)).not.toContain('Hello')
	await preloadLazyPanels()
	expect(renderToString(<Panel name="Ada" />)).toContain('Hello <!-- -->Ada')
	await preloadLazyPanels()
	expect(loads).toBe(1)
})
