import type { LanguageCode } from './config.ts'
import type consoleTexts from './locales/en/console.ts'
import type signInTexts from './locales/en/sign-in.ts'

export type SignInTexts = typeof signInTexts
export type ConsoleTexts = typeof consoleTexts
export type Resources = SignInTexts & Partial<ConsoleTexts>

/**
 * Which texts a page needs: `sign-in` (common + auth) for the pages without the
 * console shell, `console` for everything. Each locale is two chunks so the
 * sign-in pages stay inside their JS budget (ARCHITECTURE.md): a browser loads
 * only the language it shows, and the console part only once it shows the console.
 */
export type TextsPart = 'sign-in' | 'console'

const signInLoaders = import.meta.glob<{ default: SignInTexts }>('./locales/*/sign-in.ts')
const consoleLoaders = import.meta.glob<{ default: ConsoleTexts }>('./locales/*/console.ts')

const loaded = new Map<LanguageCode, Resources>()
const listeners = new Set<() => void>()
// Once the console part was wanted it stays wanted: a later language switch loads both.
let consoleWanted = false

function hasConsole(resources: Resources | undefined): boolean {
	return Boolean(resources?.shell)
}

/** Loads (once) and returns the texts of `lng`; the server always asks for everything. */
export async function loadResources(lng: LanguageCode, part: TextsPart = 'console'): Promise<Resources> {
	if (part === 'console') consoleWanted = true
	const wantConsole = part === 'console' || consoleWanted
	const current = loaded.get(lng)
	if (current && (!wantConsole || hasConsole(current))) return current
	const [signIn, consolePart] = await Promise.all([
		signInLoaders[`./locales/${lng}/sign-in.ts`]!(),
		wantConsole ? consoleLoaders[`./locales/${lng}/console.ts`]!() : undefined,
	])
	const resources: Resources = { ...signIn.default, ...consolePart?.default }
	if (!hasConsole(loaded.get(lng)) || hasConsole(resources)) {
		loaded.set(lng, resources)
		for (const listener of listeners) listener()
	}
	return loaded.get(lng)!
}

/** Texts already loaded (entry.server and entry.client load the page's language before rendering). */
export function loadedResources(lng: LanguageCode): Resources | undefined {
	return loaded.get(lng)
}

export function subscribeToResources(listener: () => void): () => void {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

/** A route whose page shows only sign-in texts says so: `export const handle = SIGN_IN_TEXTS`. */
export const SIGN_IN_TEXTS = { texts: 'sign-in' } as const

/** The texts part a page needs, from its matched routes (root excluded). */
export function textsPartFor(matches: ReadonlyArray<{ id: string; handle?: unknown }>): TextsPart {
	const signInOnly = matches.every(
		(match) => match.id === 'root' || (match.handle as { texts?: string } | undefined)?.texts === 'sign-in',
	)
	return signInOnly ? 'sign-in' : 'console'
}
