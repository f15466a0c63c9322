import type { KeyIn, TranslationKey } from './keys.ts'
import type { Namespace } from './namespaces.ts'
import type { Resources } from './resources.ts'

export type TranslateValues = Record<string, string | number | null | undefined> & { count?: number }
/**
 * A `t` that takes keys with their namespace (`'auth:login.title'`): what a helper handed a `t` asks
 * for, so that any `t` fits. A key the English texts lack does not compile.
 */
export type TFunction = (key: TranslationKey, values?: TranslateValues) => string
/** The `t` of `useTranslation(ns)`: keys with their namespace, or bare keys of `NS` (`useTranslation()`: of `common`). */
export type TFunctionIn<NS extends Namespace> = (key: TranslationKey | KeyIn<NS>, values?: TranslateValues) => string

/**
 * The console's own `t`: "namespace:dotted.key" (default namespace `common`),
 * `{{name}}` interpolation and `_one` / `_other` plurals by Intl.PluralRules.
 * It is the same on the server and in the browser, so hydration always agrees,
 * and it weighs a few hundred bytes where i18next and react-i18next weigh ~19 KB
 * gzip in the browser (the sign-in budget is 140 KB). The server still detects
 * the locale with remix-i18next.
 * A key missing at run time (a locale behind English) comes back as itself, like i18next.
 */
const pluralRules = new Map<string, Intl.PluralRules>()

export function createTranslator(lng: string, resources: Resources, fallback?: Resources): TFunctionIn<'common'> {
	let plural = pluralRules.get(lng)
	if (!plural) {
		plural = new Intl.PluralRules(lng)
		pluralRules.set(lng, plural)
	}
	return (key: string, values?: TranslateValues) => {
		const colon = key.indexOf(':')
		const ns = colon > 0 ? key.slice(0, colon) : 'common'
		const path = colon > 0 ? key.slice(colon + 1) : key
		const lookup = (suffix = '') => find(resources, ns, path + suffix) ?? (fallback ? find(fallback, ns, path + suffix) : undefined)
		let text: string | undefined
		if (typeof values?.count === 'number') text = lookup(`_${plural.select(values.count)}`) ?? lookup('_other')
		text ??= lookup()
		if (text === undefined) return key
		return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name) => (values[name] ?? match).toString()) : text
	}
}

// A page looks up hundreds of keys, the same ones on every render: each key's path is split once.
// The keys are the texts' own (a fixed set), so this stays small.
const splitPaths = new Map<string, string[]>()

function find(resources: Resources, ns: string, path: string): string | undefined {
	let parts = splitPaths.get(path)
	if (!parts) splitPaths.set(path, (parts = path.split('.')))
	let node: unknown = (resources as Record<string, unknown>)[ns]
	for (const part of parts) {
		if (typeof node !== 'object' || node === null) return undefined
		node = (node as Record<string, unknown>)[part]
	}
	return typeof node === 'string' ? node : undefined
}
