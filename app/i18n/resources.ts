import type { LanguageCode } from './config.ts'
import type en from './locales/en/index.ts'

export type Resources = typeof en

/**
 * Each locale is its own chunk: the browser loads only the language it shows.
 * The server imports them the same way (cached after the first import).
 */
const loaders: Record<LanguageCode, () => Promise<{ default: Resources }>> = {
	en: () => import('./locales/en/index.ts'),
	de: () => import('./locales/de/index.ts'),
	es: () => import('./locales/es/index.ts'),
	'es-es': () => import('./locales/es-es/index.ts'),
	fr: () => import('./locales/fr/index.ts'),
	he: () => import('./locales/he/index.ts'),
	it: () => import('./locales/it/index.ts'),
	da: () => import('./locales/da/index.ts'),
	nl: () => import('./locales/nl/index.ts'),
	pt: () => import('./locales/pt/index.ts'),
	'pt-br': () => import('./locales/pt-br/index.ts'),
	zh: () => import('./locales/zh/index.ts'),
	ru: () => import('./locales/ru/index.ts'),
	ar: () => import('./locales/ar/index.ts'),
	el: () => import('./locales/el/index.ts'),
	ja: () => import('./locales/ja/index.ts'),
}

const loaded = new Map<LanguageCode, Resources>()

export async function loadResources(lng: LanguageCode): Promise<Resources> {
	const resources = (await loaders[lng]()).default
	loaded.set(lng, resources)
	return resources
}

/** Texts already loaded (entry.server and entry.client load the page's language before rendering). */
export function loadedResources(lng: LanguageCode): Resources | undefined {
	return loaded.get(lng)
}
