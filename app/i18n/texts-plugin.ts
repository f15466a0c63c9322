/**
 * Build-time (Vite and Vitest) plugin: the texts as one module per language and part, so a page
 * fetches a part's words in one request and the loaders list parts, not files (the JS budgets).
 *
 * - `virtual:texts/<folder>/<part>` re-exports the part's namespace files of `locales/<folder>/`
 *   (`{ users, profile, addUsers, csvImport }`).
 * - `virtual:texts/sign-in-loaders` maps each folder to its sign-in module (the default export) and to
 *   its console loaders (`consoleLoaders`), and names the parts (`parts`): small, on every page, and
 *   no bigger for a new namespace (which namespaces make a part is the part module's business).
 * - `virtual:texts/console-loaders/<folder>` maps the other parts of one folder: a chunk of its own, off
 *   the sign-in pages, and a page fetches only its language's (every language's hashed chunk names in
 *   one list cost each signed-in page 1.6 KB).
 *
 * Adding a namespace stays one file per locale plus its line in namespaces.ts (TEXTS_PARTS).
 */
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { fileOfNamespace, type Namespace, TEXTS_PARTS } from './namespaces.ts'
import type { Plugin } from 'vite'

const LOCALES_DIR = fileURLToPath(new URL('./locales/', import.meta.url))
const PREFIX = 'virtual:texts/'
const SIGN_IN_LOADERS = `${PREFIX}sign-in-loaders`
const CONSOLE_LOADERS = `${PREFIX}console-loaders`

export function textsPlugin(): Plugin {
	// Read once per build (or dev server start): a new locale folder needs a restart anyway.
	const localeFolders = readdirSync(LOCALES_DIR, { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => entry.name)
	const folders = () => localeFolders
	const parts = Object.keys(TEXTS_PARTS) as (keyof typeof TEXTS_PARTS)[]
	const loader = (key: string, folder: string, part: string) => `${JSON.stringify(key)}: () => import('${PREFIX}${folder}/${part}')`
	return {
		name: 'console-texts',
		// `texts-de-users-<hash>.js`: a language's part is recognisable in the network panel (and in tests).
		outputOptions(options) {
			const previous = options.chunkFileNames ?? 'assets/[name]-[hash].js'
			return {
				...options,
				chunkFileNames: (chunk) => {
					const id = chunk.facadeModuleId
					if (id?.startsWith(`\0${PREFIX}`) && !id.endsWith('-loaders'))
						return `assets/texts-${id.slice(PREFIX.length + 1).replace('/', '-')}-[hash].js`
					return typeof previous === 'function' ? previous(chunk) : previous
				},
			}
		},
		resolveId(id) {
			return id.startsWith(PREFIX) ? `\0${id}` : undefined
		},
		load(id) {
			if (!id.startsWith(`\0${PREFIX}`)) return undefined
			const name = id.slice(1)
			if (name === SIGN_IN_LOADERS) {
				return [
					`export default { ${folders().map((folder) => loader(folder, folder, 'sign-in'))} }`,
					`export const consoleLoaders = { ${folders().map((folder) => `${JSON.stringify(folder)}: () => import('${CONSOLE_LOADERS}/${folder}')`)} }`,
					`export const parts = ${JSON.stringify(parts)}`,
				].join('\n')
			}
			if (name.startsWith(`${CONSOLE_LOADERS}/`)) {
				const folder = name.slice(CONSOLE_LOADERS.length + 1)
				if (!folders().includes(folder)) throw new Error(`Unknown texts module ${name}`)
				const entries = parts.filter((part) => part !== 'sign-in').map((part) => loader(part, folder, part))
				return `export default { ${entries.join(',\n')} }`
			}
			const [folder, part] = name.slice(PREFIX.length).split('/') as [string, keyof typeof TEXTS_PARTS]
			const namespaces: readonly Namespace[] | undefined = TEXTS_PARTS[part]
			if (!namespaces || !folders().includes(folder)) throw new Error(`Unknown texts module ${name}`)
			return namespaces
				.map((ns) => `export { default as ${ns} } from ${JSON.stringify(LOCALES_DIR + folder + '/' + fileOfNamespace(ns))}`)
				.join('\n')
		},
	}
}
