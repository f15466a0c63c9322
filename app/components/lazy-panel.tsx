import { type ComponentType, lazy, Suspense } from 'react'

/**
 * A dialog, drawer or tab panel whose code is a chunk of its own, fetched only when the URL shows
 * it (ARCHITECTURE.md: load only what a page draws). Pages mount the panel only while it is shown.
 *
 * On the server the panel modules are loaded before a page is rendered (preloadLazyPanels in
 * entry.server), so a panel the URL shows is always in the HTML, which is what a browser without
 * JavaScript needs. In the browser a page whose HTML already shows the panel keeps that HTML until
 * the chunk arrives, then hydrates it; a panel opened later renders nothing for the moment its
 * chunk takes to arrive.
 */
type Loader<P> = () => Promise<ComponentType<P>>

/** The panels whose module has not been loaded yet. */
const pending = new Set<() => Promise<unknown>>()

export function lazyPanel<P extends object>(load: Loader<P>) {
	let loaded: ComponentType<P> | undefined
	let loading: Promise<ComponentType<P>> | undefined
	const preload = () => {
		loading ??= load().then((component) => {
			loaded = component
			pending.delete(preload)
			return component
		})
		return loading
	}
	pending.add(preload)
	const Lazy = lazy(() => preload().then((component) => ({ default: component })))
	function LazyPanel(props: P) {
		// The server renders the loaded module directly. The browser always goes through Lazy:
		// switching between the two would remount the panel and lose what was typed.
		const Component = typeof document === 'undefined' ? (loaded ?? Lazy) : Lazy
		return (
			<Suspense fallback={null}>
				<Component {...props} />
			</Suspense>
		)
	}
	/** Starts fetching the chunk early, e.g. when a pointer rests on the link that opens it. */
	LazyPanel.preload = preload
	return LazyPanel
}

/**
 * Server only: loads the panel modules of every route module imported so far (before a request
 * is rendered, its route modules have been).
 */
export function preloadLazyPanels(): Promise<unknown> {
	return Promise.all([...pending].map((load) => load()))
}
