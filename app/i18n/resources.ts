import { use } from 'react'
import signInLoaders, { consoleLoaders, parts } from 'virtual:texts/sign-in-loaders'
import { type LanguageCode, textsFolderOf } from './config.ts'
import type { EnglishTexts, TEXTS_PARTS } from './namespaces.ts'

type SignInNamespace = (typeof TEXTS_PARTS)['sign-in'][number]
/** The texts loaded so far: the sign-in part always, the others once a page asked for them. */
export type Resources = Pick<EnglishTexts, SignInNamespace> & Partial<EnglishTexts>

export type TextsPart = keyof typeof TEXTS_PARTS
/** The parts an area layout asks for; the sign-in and console parts follow from the page. */
export type AreaTextsPart = Exclude<TextsPart, 'sign-in' | 'console'>
// The part names come from the texts plugin: the namespaces of each part (TEXTS_PARTS) stay off the
// browser's first load, so the sign-in page does not grow with every namespace added (its 140 KB budget).
export const ALL_TEXTS_PARTS = parts as TextsPart[]

const loaded = new Map<LanguageCode, { parts: ReadonlySet<TextsPart>; resources: Resources }>()
const listeners = new Set<() => void>()
// A part once wanted stays wanted: a later language switch loads it too, so the page on screen
// never loses its words.
const wanted = new Set<TextsPart>(['sign-in'])

/** Loads (once) and returns the texts of `lng`: the parts asked for and every part wanted before. */
export async function loadResources(lng: LanguageCode, parts: readonly TextsPart[] = ALL_TEXTS_PARTS): Promise<Resources> {
	for (const part of parts) wanted.add(part)
	const missing = [...wanted].filter((part) => !loaded.get(lng)?.parts.has(part))
	if (missing.length === 0) return loaded.get(lng)!.resources
	const folder = textsFolderOf(lng)
	// One module per language and part (app/i18n/texts-plugin.ts); the language's loaders of the signed-in
	// parts are a chunk of their own, off the sign-in pages.
	const partLoaders = missing.some((part) => part !== 'sign-in') ? (await consoleLoaders[folder]!()).default : null
	const modules = await Promise.all(missing.map((part) => (part === 'sign-in' ? signInLoaders[folder]! : partLoaders![part]!)()))
	// Another load of the same language may have finished meanwhile: merge into what is there now.
	const current = loaded.get(lng)
	const resources: Resources = Object.assign({}, current?.resources, ...modules)
	loaded.set(lng, { parts: new Set([...(current?.parts ?? []), ...missing]), resources })
	for (const listener of listeners) listener()
	return resources
}

/** Texts already loaded (entry.server and entry.client load the page's language before rendering). */
export function loadedResources(lng: LanguageCode): Resources | undefined {
	return loaded.get(lng)?.resources
}

export function subscribeToResources(listener: () => void): () => void {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

const pendingParts = new Map<string, Promise<unknown>>()

/**
 * Called by an area's layout: renders only once the area's texts of `lng` are loaded. On a
 * client-side navigation into the area the render suspends, and the router keeps the previous
 * page on screen until the chunk has arrived; on the server and at hydration they are there.
 */
export function useTextsPart(lng: LanguageCode, part: AreaTextsPart): void {
	if (loaded.get(lng)?.parts.has(part)) return
	const key = `${lng}:${part}`
	let pending = pendingParts.get(key)
	if (!pending) {
		pending = loadResources(lng, [part]).finally(() => pendingParts.delete(key))
		pendingParts.set(key, pending)
	}
	use(pending)
}

/** A route whose page shows only sign-in texts says so: `export const handle = SIGN_IN_TEXTS`. */
export const SIGN_IN_TEXTS = { texts: 'sign-in' } as const
/** An area's layout route names its part: `export const handle = textsHandle('users')`. */
export function textsHandle(part: AreaTextsPart) {
	return { texts: part } as const
}

/** The texts parts a page needs, from its matched routes (root excluded): what entry.client loads. */
export function textsPartsFor(matches: ReadonlyArray<{ id: string; handle?: unknown }>): TextsPart[] {
	const partOf = (match: { handle?: unknown }) => (match.handle as { texts?: string } | undefined)?.texts
	const signInOnly = matches.every((match) => match.id === 'root' || partOf(match) === 'sign-in')
	if (signInOnly) return ['sign-in']
	const areas = matches
		.map(partOf)
		.filter((part): part is AreaTextsPart => ALL_TEXTS_PARTS.includes(part as TextsPart) && part !== 'sign-in')
	return ['sign-in', 'console', ...new Set(areas)]
}
