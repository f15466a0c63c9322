import { createContext, useContext, useMemo } from 'react'
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from './config.ts'
import { type AreaTextsPart, loadedResources, type Resources, useTextsPart } from './resources.ts'
import { createTranslator, type TFunction, type TFunctionIn } from './translator.ts'
import type { TranslationKey } from './keys.ts'
import type { Namespace } from './namespaces.ts'
import type { MetaDescriptor } from 'react-router'

type I18nValue = { t: TFunctionIn<'common'>; language: string }

const I18nContext = createContext<I18nValue | null>(null)

/** Provides the shown language's texts to every component (server and browser alike). */
export function I18nProvider({ lng, resources, children }: { lng: string; resources: Resources; children: React.ReactNode }) {
	const value = useMemo(() => ({ t: createTranslator(lng, resources), language: lng }), [lng, resources])
	return <I18nContext value={value}>{children}</I18nContext>
}

/**
 * `const { t } = useTranslation()` as with react-i18next; a namespace argument
 * makes bare keys resolve in it (`useTranslation('auth')` then `t('login.title')`).
 */
export function useTranslation<NS extends Namespace = 'common'>(ns?: NS): { t: TFunctionIn<NS>; i18n: { language: string } } {
	const value = useContext(I18nContext)
	if (!value) throw new Error('useTranslation outside I18nProvider')
	return useMemo(() => {
		const t: TFunctionIn<NS> = (key: string, values) => value.t((ns && !key.includes(':') ? `${ns}:${key}` : key) as TranslationKey, values)
		return { t, i18n: { language: value.language } }
	}, [value, ns])
}

/** An area's layout calls this first: its subtree renders once the area's texts are loaded. */
export function useAreaTexts(part: AreaTextsPart): void {
	const value = useContext(I18nContext)
	if (!value) throw new Error('useAreaTexts outside I18nProvider')
	useTextsPart(value.language as LanguageCode, part)
}

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
