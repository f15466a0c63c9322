/**
 * Test helpers for the widgets' component tests (not used by the app): English texts and a
 * router stub, rendered in the DOM (hydrated: JavaScript on) or to a string (server HTML: what a
 * browser without JavaScript keeps).
 */
import { render } from '@testing-library/react'
import type * as React from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, useLocation, useNavigationType } from 'react-router'
import { I18nProvider } from '#app/i18n/react.tsx'
import en from '#app/i18n/locales/en/index.ts'

export function WithEnglish({ children }: { children: React.ReactNode }) {
	return (
		<I18nProvider lng="en" resources={en}>
			{children}
		</I18nProvider>
	)
}

/** The current URL and how the last navigation got there, for assertions. */
export function LocationProbe() {
	const location = useLocation()
	const type = useNavigationType()
	return (
		<div data-testid="location" data-navigation={type}>
			{location.pathname + location.search}
		</div>
	)
}

function stub(path: string, Page: React.ComponentType) {
	return createRoutesStub([
		{
			path,
			Component: () => (
				<WithEnglish>
					<Page />
					<LocationProbe />
				</WithEnglish>
			),
		},
		// Any other path: only the probe, so a test can follow a link off the page.
		{ path: '*', Component: LocationProbe },
	])
}

/** Renders `Page` at `url` in a memory router, as a hydrated page (JavaScript on). */
export function renderAt(url: string, Page: React.ComponentType, path = new URL(url, 'http://x').pathname) {
	const Stub = stub(path, Page)
	return render(<Stub initialEntries={[url]} />)
}

/** The server HTML of `Page` at `url`: before hydration, which is all a browser without JavaScript gets. */
export function serverHtmlAt(url: string, Page: React.ComponentType, path = new URL(url, 'http://x').pathname) {
	const Stub = stub(path, Page)
	return renderToString(<Stub initialEntries={[url]} />)
}

export function currentUrl(container: ParentNode = document) {
	return container.querySelector('[data-testid="location"]')?.textContent ?? ''
}
