/**
 * Translators work in JSON; the console keeps typed TS files. This moves the texts between them:
 *
 *   npm run texts:export -- <dir>   writes <dir>/<lng>/<namespace-file>.json for every locale folder
 *   npm run texts:import -- <dir>   writes those texts back into app/i18n/locales/<lng>/<namespace-file>.ts
 *
 * The import keeps each TS file's own lines before `export default` (its comment, a type import)
 * and after the object (a `satisfies`), and writes the object in the repository's style; a
 * locale's texts must still have exactly the English keys (locales.test.ts, tsc).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

type Texts = { [key: string]: string | Texts }

export const LOCALES_DIR = path.join(import.meta.dirname, 'locales')

/** A namespace file holds one object of texts and imports nothing (the part aggregators import). */
async function namespaceFiles(folder: string): Promise<string[]> {
	const files = (await readdir(folder)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).sort()
	const texts: string[] = []
	for (const file of files) {
		const source = await readFile(path.join(folder, file), 'utf8')
		if (!/^import (?!type )/m.test(source) && source.includes('export default {')) texts.push(file)
	}
	return texts
}

async function localeFolders(localesDir: string): Promise<string[]> {
	return (await readdir(localesDir, { withFileTypes: true }))
		.filter((entry) => entry.isDirectory())
		.map((entry) => entry.name)
		.sort()
}

/**
 * The texts of a namespace file: its object literal, evaluated (no import, so a file written a
 * moment ago is read as it is now, and its type lines need no TypeScript).
 */
async function readTexts(file: string): Promise<Texts> {
	const source = await readFile(file, 'utf8')
	const start = source.indexOf('export default {') + 'export default '.length
	return new Function(`return (${source.slice(start, source.lastIndexOf('}') + 1)})`)() as Texts
}

export async function exportTexts(outDir: string, localesDir = LOCALES_DIR): Promise<void> {
	for (const lng of await localeFolders(localesDir)) {
		await mkdir(path.join(outDir, lng), { recursive: true })
		for (const file of await namespaceFiles(path.join(localesDir, lng))) {
			const texts = await readTexts(path.join(localesDir, lng, file))
			await writeFile(path.join(outDir, lng, file.replace(/\.ts$/, '.json')), `${JSON.stringify(texts, null, '\t')}\n`)
		}
	}
}

export async function importTexts(inDir: string, localesDir = LOCALES_DIR): Promise<void> {
	for (const lng of await localeFolders(inDir)) {
		for (const json of (await readdir(path.join(inDir, lng))).filter((file) => file.endsWith('.json')).sort()) {
			const texts = JSON.parse(await readFile(path.join(inDir, lng, json), 'utf8')) as Texts
			const file = path.join(localesDir, lng, json.replace(/\.json$/, '.ts'))
			const current = await readFile(file, 'utf8').catch(() => null)
			await writeFile(file, textsModule(texts, current))
		}
	}
}

/** The TS source of a namespace file: the current file's head and tail around the new object. */
export function textsModule(texts: Texts, current: string | null): string {
	const start = current?.indexOf('export default {') ?? -1
	const head = current && start >= 0 ? current.slice(0, start) : ''
	const end = current && start >= 0 ? current.lastIndexOf('}') : -1
	const tail = current && end > start ? current.slice(end + 1) : '\n'
	return `${head}export default ${objectSource(texts, '')}${tail}`
}

function objectSource(texts: Texts, indent: string): string {
	const lines = Object.entries(texts).map(
		([key, value]) =>
			`${indent}\t${keySource(key)}: ${typeof value === 'string' ? stringSource(value) : objectSource(value, `${indent}\t`)},`,
	)
	return `{\n${lines.join('\n')}\n${indent}}`
}

function keySource(key: string): string {
	return /^[A-Za-z_$][\w$]*$/.test(key) ? key : stringSource(key)
}

function stringSource(text: string): string {
	return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	const [command, dir] = process.argv.slice(2)
	if ((command !== 'export' && command !== 'import') || !dir) {
		console.error('usage: tsx app/i18n/translations-json.ts export|import <dir>')
		process.exit(2)
	}
	await (command === 'export' ? exportTexts(path.resolve(dir)) : importTexts(path.resolve(dir)))
	console.log(`${command === 'export' ? 'Exported the texts to' : 'Imported the texts from'} ${path.resolve(dir)}`)
}
