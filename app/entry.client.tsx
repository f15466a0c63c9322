import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
import { FALLBACK_LANGUAGE, isLanguageCode, NAMESPACES } from '#app/i18n/config.ts'
import { loadResources } from '#app/i18n/resources.ts'

async function hydrate() {
	const lang = document.documentElement.lang
	const lng = isLanguageCode(lang) ? lang : FALLBACK_LANGUAGE
	// Only the shown language's texts are loaded; English stays the fallback for missing keys.
	const [own, english] = await Promise.all([
		loadResources(lng),
		lng === FALLBACK_LANGUAGE ? null : loadResources(FALLBACK_LANGUAGE),
	])
	await i18next.use(initReactI18next).init({
		lng,
		fallbackLng: FALLBACK_LANGUAGE,
		ns: [...NAMESPACES],
		defaultNS: 'common',
		lowerCaseLng: true,
		interpolation: { escapeValue: false },
		resources: { [lng]: own, ...(english ? { [FALLBACK_LANGUAGE]: english } : {}) },
	})
	startTransition(() => {
		hydrateRoot(
			document,
			<I18nextProvider i18n={i18next}>
				<StrictMode>
					<HydratedRouter />
				</StrictMode>
			</I18nextProvider>,
		)
	})
}

void hydrate()
