import { describe, expect, test, vi } from 'vitest'
import { LANGUAGE_CODES, textDirection } from './config.ts'
import { loadResources, textsPartFor } from './resources.ts'

function keysOf(value: unknown, prefix = ''): string[] {
	if (typeof value !== 'object' || value === null) return [prefix]
	return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
}

describe('locales', () => {
	test('every locale has exactly the English keys, none empty', async () => {
		const english = keysOf(await loadResources('en')).sort()
		for (const code of LANGUAGE_CODES) {
			const resources = await loadResources(code)
			expect(keysOf(resources).sort(), code).toEqual(english)
			for (const key of english) {
				const value = key.split('.').reduce<any>((node, part) => node[part], resources)
				expect(typeof value === 'string' && value.length > 0, `${code}:${key}`).toBe(true)
			}
		}
	})
	test('Hebrew and Arabic read right to left, the others left to right', () => {
		expect(textDirection('he')).toBe('rtl')
		expect(textDirection('ar')).toBe('rtl')
		expect(LANGUAGE_CODES.filter((c) => textDirection(c) === 'rtl')).toEqual(['he', 'ar'])
	})
})

describe('texts parts', () => {
	test('a page needs only the sign-in texts when every matched route says so', () => {
		const signIn = { texts: 'sign-in' }
		expect(textsPartFor([{ id: 'root' }, { id: 'routes/auth/login', handle: signIn }])).toBe('sign-in')
		expect(textsPartFor([{ id: 'root' }, { id: 'routes/app/layout' }, { id: 'routes/home/get-started' }])).toBe('console')
		expect(textsPartFor([{ id: 'root' }, { id: 'routes/resources/survey', handle: undefined }])).toBe('console')
	})
	test('the sign-in part leaves the console texts out until a console page asks for them', async () => {
		vi.resetModules() // a fresh module: nothing loaded, the console part not yet wanted
		const { loadResources } = await import('./resources.ts')
		const signIn = await loadResources('fr', 'sign-in')
		expect(signIn.auth.login).toBeDefined()
		expect(signIn.shell).toBeUndefined()
		const all = await loadResources('fr', 'console')
		expect(all.shell).toBeDefined()
		expect(all.auth).toEqual(signIn.auth)
	})
})
