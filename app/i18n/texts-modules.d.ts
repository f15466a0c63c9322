// The modules of app/i18n/texts-plugin.ts.
declare module 'virtual:texts/sign-in-loaders' {
	import type { EnglishTexts } from '#app/i18n/namespaces.ts'
	/** By locale folder: the sign-in part's namespaces. */
	const loaders: Record<string, () => Promise<Partial<EnglishTexts>>>
	export default loaders
	/** By locale folder: that folder's loaders of the other parts, by part. */
	export const consoleLoaders: Record<string, () => Promise<{ default: Record<string, () => Promise<Partial<EnglishTexts>>> }>>
	/** The parts' names (namespaces.ts TEXTS_PARTS), in its order: the browser needs no more of that index. */
	export const parts: ReadonlyArray<string>
}
