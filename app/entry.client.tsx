import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { FALLBACK_LANGUAGE, isLanguageCode } from '#app/i18n/config.ts'
import { loadResources } from '#app/i18n/resources.ts'

async function hydrate() {
	// The page's language texts first (one small chunk), so hydration renders the same words as the server.
	const { lang, dataset } = document.documentElement
	await loadResources(isLanguageCode(lang) ? lang : FALLBACK_LANGUAGE, dataset.texts === 'sign-in' ? 'sign-in' : 'console')
	startTransition(() => {
		hydrateRoot(
			document,
			<StrictMode>
				<HydratedRouter />
			</StrictMode>,
		)
	})
}

void hydrate()
