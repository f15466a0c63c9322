import { FALLBACK_LANGUAGE, isLanguageCode } from './config.ts'
import { loadedResources, type Resources } from './resources.ts'
import { createTranslator, type TFunction } from './translator.ts'
import type { TranslationKey } from './keys.ts'
import type { MetaDescriptor } from 'react-router'

type MetaMatchLike = { id: string; loaderData?: unknown } | undefined

/**
 * A `t` for a route's `meta`, which runs outside React: the language is the root loader's, the texts
 * those already loaded. On the server every text of the language is loaded before rendering; in the
 * browser the page's area layout suspends until its texts arrive, and the root re-renders (and so
 * recomputes the title) when they do.
 */
export function metaTranslator(matches: ReadonlyArray<MetaMatchLike>): TFunction {
	const locale = (matches.find((match) => match?.id === 'root')?.loaderData as { locale?: unknown } | undefined)?.locale
	const lng = isLanguageCode(locale) ? locale : FALLBACK_LANGUAGE
	return createTranslator(lng, loadedResources(lng) ?? ({} as Resources), loadedResources(FALLBACK_LANGUAGE)) as TFunction
}

/** The page's `<title>` in the viewer's language: the texts of `keys`, most specific first (`General · Settings`). */
export function pageTitle(matches: ReadonlyArray<MetaMatchLike>, ...keys: [TranslationKey, ...TranslationKey[]]): MetaDescriptor[] {
	const t = metaTranslator(matches)
	return [{ title: keys.map((key) => t(key)).join(' · ') }]
}
