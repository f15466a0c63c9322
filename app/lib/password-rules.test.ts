import { describe, expect, test } from 'vitest'
import { isStrongPassword, passwordRuleResults } from './password-rules.ts'

describe('password rules (spec 1 §5)', () => {
	test('the demo password meets every rule', () => {
		expect(isStrongPassword('Demo-Pass-2026!')).toBe(true)
	})
	test('each missing kind of character is reported on its own', () => {
		expect(passwordRuleResults('short')).toEqual({
			length: false,
			upper: false,
			lower: true,
			digit: false,
			special: false,
		})
		expect(passwordRuleResults('ALLUPPER1!')).toMatchObject({ lower: false, upper: true, digit: true, special: true })
		expect(passwordRuleResults('Noduplicate!')).toMatchObject({ digit: false })
		expect(passwordRuleResults('NoSpecial123')).toMatchObject({ special: false })
	})
	test('a space is not a special character', () => {
		expect(passwordRuleResults('Abcdefg1 ').special).toBe(false)
	})
})
