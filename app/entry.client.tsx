import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { FALLBACK_LANGUAGE, isLanguageCode } from '#app/i18n/config.ts'
import { ALL_TEXTS_PARTS, loadResources, type TextsPart } from '#app/i18n/resources.ts'

async function hydrate() {
	// The page's language texts first (one small chunk), so hydration renders the same words as the server.
	const { lang, dataset } = document.documentElement
	const parts = (dataset.texts ?? '').split(' ').filter((part): part is TextsPart => ALL_TEXTS_PARTS.includes(part as TextsPart))
	await loadResources(isLanguageCode(lang) ? lang : FALLBACK_LANGUAGE, parts)
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
