import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { exportTexts, importTexts, LOCALES_DIR } from './translations-json.ts'

// Inside the repository (tests/.tmp is ignored by git), so the copied TS files resolve like the real ones.
const tmpRoot = path.join(import.meta.dirname, '../../tests/.tmp')

async function filesOf(dir: string): Promise<Map<string, string>> {
	const files = new Map<string, string>()
	for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
		if (!entry.isFile()) continue
		const file = path.join(entry.parentPath, entry.name)
		files.set(path.relative(dir, file), await readFile(file, 'utf8'))
	}
	return files
}

describe('texts as JSON for translators', () => {
	let work = ''
	afterAll(async () => {
		if (work) await rm(work, { recursive: true, force: true })
	})

	test('export then import gives back every text of every locale, and a second round changes nothing', async () => {
		await import('node:fs/promises').then((fs) => fs.mkdir(tmpRoot, { recursive: true }))
		work = await mkdtemp(path.join(tmpRoot, 'texts-'))
		const locales = path.join(work, 'locales')
		await cp(LOCALES_DIR, locales, { recursive: true })

		await exportTexts(path.join(work, 'json-1'), locales)
		const exported = await filesOf(path.join(work, 'json-1'))
		expect(exported.get(path.join('de', 'licensing.json'))).toContain('"downgrade": "Herabstufen"')
		expect(exported.has(path.join('en', 'sign-in.json'))).toBe(false) // aggregators are not texts

		await importTexts(path.join(work, 'json-1'), locales)
		await exportTexts(path.join(work, 'json-2'), locales)
		expect(await filesOf(path.join(work, 'json-2'))).toEqual(exported)

		const imported = await filesOf(locales)
		await importTexts(path.join(work, 'json-2'), locales)
		expect(await filesOf(locales)).toEqual(imported)
	})
})
