import { describe, expect, test } from 'vitest'
import { isValidEmail, joinEmailTokens, splitEmailTokens } from './tokens.ts'

describe('email tokens (spec 1 §5)', () => {
	test('typed text splits on commas and whitespace, empty pieces dropped', () => {
		expect(splitEmailTokens(' ann@acme.test, bob@acme.test\ncarl@acme.test\t dee@acme.test,,')).toEqual([
			'ann@acme.test',
			'bob@acme.test',
			'carl@acme.test',
			'dee@acme.test',
		])
	})

	test('duplicates are skipped without case, also against the tokens already there', () => {
		expect(splitEmailTokens('Ann@Acme.test ann@acme.test bob@acme.test', { existing: ['BOB@acme.test'] })).toEqual(['Ann@Acme.test'])
	})

	test('typed pieces without @ stay (to be marked invalid); a paste keeps only pieces containing @', () => {
		expect(splitEmailTokens('not-an-email ann@acme.test')).toEqual(['not-an-email', 'ann@acme.test'])
		expect(splitEmailTokens('Ann Lee <x> ann@acme.test, Bob; bob@acme.test', { pasted: true })).toEqual(['ann@acme.test', 'bob@acme.test'])
	})

	test('validity is the standard address format', () => {
		expect(isValidEmail('ann@acme.test')).toBe(true)
		expect(isValidEmail('not-an-email')).toBe(false)
		expect(isValidEmail('ann@acme')).toBe(false)
		expect(isValidEmail(`${'a'.repeat(250)}@acme.test`)).toBe(false)
	})

	test('the form posts one token per line, which splits back to the same tokens', () => {
		const tokens = ['ann@acme.test', 'bob@acme.test']
		expect(splitEmailTokens(joinEmailTokens(tokens))).toEqual(tokens)
	})
})
