import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { LAZY_PANEL_ATTRIBUTE } from '#app/components/lazy-panel-marker.ts'
import { FALLBACK_LANGUAGE, isLanguageCode } from '#app/i18n/config.ts'
import { ALL_TEXTS_PARTS, loadResources, type TextsPart } from '#app/i18n/resources.ts'

async function hydrate() {
	// The page's language texts first (one small chunk), so hydration renders the same words as the server;
	// with them the code of any dialog or panel the HTML shows, so that panel is live once the page is.
	const { lang, dataset } = document.documentElement
	const parts = (dataset.texts ?? '').split(' ').filter((part): part is TextsPart => ALL_TEXTS_PARTS.includes(part as TextsPart))
	await Promise.all([loadResources(isLanguageCode(lang) ? lang : FALLBACK_LANGUAGE, parts), preloadShownPanels()])
	startTransition(() => {
		hydrateRoot(
			document,
			<StrictMode>
				<HydratedRouter />
			</StrictMode>,
		)
	})
}

/** The panels' module only on a page that shows one (the route modules that define them have loaded it). */
async function preloadShownPanels() {
	if (!document.querySelector(`template[${LAZY_PANEL_ATTRIBUTE}]`)) return
	const { preloadPanelsShownIn } = await import('#app/components/lazy-panel.tsx')
	await preloadPanelsShownIn(document)
}

void hydrate()
