import { type ComponentType, lazy, Suspense, useState } from 'react'
import { LAZY_PANEL_ATTRIBUTE } from './lazy-panel-marker.ts'

/**
 * A dialog, drawer or tab panel whose code is a chunk of its own, fetched only when the URL shows
 * it (ARCHITECTURE.md: load only what a page draws). Pages mount the panel only while it is shown.
 *
 * On the server the panel modules are loaded before a page is rendered (preloadLazyPanels in
 * entry.server), so a panel the URL shows is always in the HTML, which is what a browser without
 * JavaScript needs. Beside it goes an empty `<template data-lazy-panel="name">`; entry.client
 * fetches the chunks those markers name before it hydrates (preloadPanelsShownIn), so a form
 * in the server's HTML is live as soon as the page is: a click in a panel whose code had not
 * arrived would otherwise be lost. A panel opened later renders nothing for the moment its chunk
 * takes to arrive.
 */
type Loader<P> = () => Promise<ComponentType<P>>

/** Every panel's preload by name: all of them on the server, the ones a page's HTML shows in the browser. */
const panels = new Map<string, () => Promise<unknown>>()

/** `name` is the panel's marker in the HTML: unique across the app, the same on server and client. */
export function lazyPanel<P extends object>(name: string, load: Loader<P>) {
	let loaded: ComponentType<P> | undefined
	let loading: Promise<ComponentType<P>> | undefined
	const preload = () => {
		loading ??= load().then(
			(component) => {
				loaded = component
				return component
			},
			(error: unknown) => {
				// A chunk that failed (offline, a new deployment) is tried again the next time it is needed.
				loading = undefined
				throw error
			},
		)
		return loading
	}
	panels.set(name, preload)
	const Lazy = lazy(() => preload().then((component) => ({ default: component })))
	function LazyPanel(props: P) {
		// The module itself once it is here (always on the server, and in the browser for a panel its
		// HTML showed), so nothing suspends; Lazy before. Chosen once per mounted panel: switching
		// between the two would remount it and lose what was typed.
		const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
		return (
			<>
				<template {...{ [LAZY_PANEL_ATTRIBUTE]: name }} />
				<Suspense fallback={null}>
					<Component {...props} />
				</Suspense>
			</>
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
	// A loaded panel's preload answers its settled promise: after the first request this costs nothing.
	return Promise.all(Array.from(panels.values(), (preload) => preload()))
}

/**
 * Browser, before hydrating: loads the chunks of the panels the server's HTML shows (their route
 * modules, which define them, have run by then). A chunk that fails to arrive leaves its panel to
 * load when it renders; hydration goes on.
 */
export function preloadPanelsShownIn(root: ParentNode): Promise<unknown> {
	const names = new Set(
		Array.from(root.querySelectorAll(`template[${LAZY_PANEL_ATTRIBUTE}]`), (marker) => marker.getAttribute(LAZY_PANEL_ATTRIBUTE)!),
	)
	return Promise.allSettled([...names].map((name) => panels.get(name)?.()))
}
