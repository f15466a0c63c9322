import { describe, expect, test } from 'vitest'
import en from './locales/en/index.ts'
import { createTranslator } from './translator.ts'
import type { TranslationKey } from './keys.ts'

describe('translator', () => {
	const t = createTranslator('en', en)
	test('finds namespaced and default-namespace keys', () => {
		expect(t('auth:login.title')).toBe('Admin Login')
		expect(t('errors.notFoundTitle')).toBe('Page not found')
	})
	test('interpolates values and leaves unknown placeholders', () => {
		expect(t('getStarted.welcome', { name: 'Ada' })).toBe('Welcome, Ada')
		expect(t('getStarted.welcome')).toBe('Welcome, {{name}}')
	})
	test('a key missing at run time comes back as itself', () => {
		expect(t('auth:nope.missing' as TranslationKey)).toBe('auth:nope.missing')
	})
	test('a key the English texts lack does not compile', () => {
		// @ts-expect-error not a key of the auth texts
		expect(t('auth:nope.missing')).toBe('auth:nope.missing')
		// @ts-expect-error a bare key is a common key
		expect(t('login.title')).toBe('login.title')
		// @ts-expect-error plural forms are asked for by their base key and a count
		expect(t('users:filters.active_one', { count: 1 })).toBe('1 filter applied')
	})
	test('plurals use the language rules', () => {
		expect(t('users:filters.active', { count: 1 })).toBe('1 filter applied')
		expect(t('users:filters.active', { count: 3 })).toBe('3 filters applied')
	})
	test('a missing text falls back to English', () => {
		const partial = { common: {}, auth: {} } as unknown as typeof en
		expect(createTranslator('de', partial, en)('auth:login.title')).toBe('Admin Login')
	})
})
