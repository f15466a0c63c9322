import { describe, expect, test, vi } from 'vitest'
import { LANGUAGE_CODES, textDirection } from './config.ts'
import { loadResources, textsPartsFor } from './resources.ts'

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
		expect(textsPartsFor([{ id: 'root' }, { id: 'routes/auth/login', handle: signIn }])).toEqual(['sign-in'])
		expect(textsPartsFor([{ id: 'root' }, { id: 'routes/app/layout' }, { id: 'routes/home/get-started' }])).toEqual([
			'sign-in',
			'console',
		])
		expect(textsPartsFor([{ id: 'root' }, { id: 'routes/resources/survey', handle: undefined }])).toEqual([
			'sign-in',
			'console',
		])
	})
	test("an area's layout adds the area's part", () => {
		expect(
			textsPartsFor([
				{ id: 'root' },
				{ id: 'routes/app/layout' },
				{ id: 'routes/users/area-layout', handle: { texts: 'users' } },
				{ id: 'routes/users/all-users' },
			]),
		).toEqual(['sign-in', 'console', 'users'])
	})
	test('the sign-in part leaves the console texts out until a console page asks for them', async () => {
		vi.resetModules() // a fresh module: nothing loaded, no part wanted yet
		const { loadResources } = await import('./resources.ts')
		const signIn = await loadResources('fr', ['sign-in'])
		expect(signIn.auth.login).toBeDefined()
		expect(signIn.shell).toBeUndefined()
		const shell = await loadResources('fr', ['console'])
		expect(shell.shell).toBeDefined()
		expect(shell.users).toBeUndefined()
		expect(shell.auth).toEqual(signIn.auth)
		const users = await loadResources('fr', ['users'])
		expect(users.users).toBeDefined()
		expect(users.settings).toBeUndefined()
	})
	test('a language switch loads every part wanted before, so the page keeps its words', async () => {
		vi.resetModules()
		const { loadResources } = await import('./resources.ts')
		await loadResources('fr', ['console', 'settings'])
		const german = await loadResources('de', ['sign-in'])
		expect(german.shell).toBeDefined()
		expect(german.settings?.title).toBe('Einstellungen')
		expect(german.users).toBeUndefined()
	})
})
