import { describe, expect, test } from 'vitest'
import { TEXTS_PARTS, type Namespace } from './namespaces.ts'
import { ALL_TEXTS_PARTS } from './resources.ts'
import { textsPlugin } from './texts-plugin.ts'

/** The code the plugin gives a virtual module, as Vite asks for it. */
function moduleCode(name: string): string {
	const plugin = textsPlugin()
	const load = plugin.load as (id: string) => string | undefined
	return load.call({}, `\0virtual:texts/${name}`) ?? ''
}

describe('texts plugin', () => {
	test('the module every page loads names the parts, not the namespaces in them (the sign-in budget)', () => {
		const code = moduleCode('sign-in-loaders')
		expect(code).toContain(`export const parts = ${JSON.stringify(Object.keys(TEXTS_PARTS))}`)
		const namespaces = Object.values(TEXTS_PARTS).flat() as Namespace[]
		// A namespace whose name is not also a part's (users is both) must not appear at all.
		const partNames = new Set<string>(Object.keys(TEXTS_PARTS))
		for (const ns of namespaces.filter((ns) => !partNames.has(ns))) expect(code).not.toContain(ns)
	})

	test('the browser knows every part by name, in the index order', () => {
		expect(ALL_TEXTS_PARTS).toEqual(Object.keys(TEXTS_PARTS))
	})

	test("a part's module still brings its namespaces", () => {
		const code = moduleCode('de/users')
		expect(code).toContain('export { default as users }')
		expect(code).toContain('export { default as profile }')
		expect(code).toContain('/locales/de/profile.ts')
	})
})
