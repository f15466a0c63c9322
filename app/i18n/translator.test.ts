import { describe, expect, test } from 'vitest'
import en from './locales/en/index.ts'
import { createTranslator } from './translator.ts'

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
	test('an unknown key comes back as itself', () => {
		expect(t('auth:nope.missing')).toBe('auth:nope.missing')
	})
	test('plurals use the language rules', () => {
		const withPlural = { ...en, common: { ...en.common, users_one: '{{count}} user', users_other: '{{count}} users' } }
		const tp = createTranslator('en', withPlural as typeof en)
		expect(tp('users', { count: 1 })).toBe('1 user')
		expect(tp('users', { count: 3 })).toBe('3 users')
	})
	test('a missing text falls back to English', () => {
		const partial = { common: {}, auth: {} } as unknown as typeof en
		expect(createTranslator('de', partial, en)('auth:login.title')).toBe('Admin Login')
	})
})
