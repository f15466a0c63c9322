import { describe, expect, test } from 'vitest'
import { LANGUAGE_CODES, textDirection } from './config.ts'
import { loadResources } from './resources.ts'

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
