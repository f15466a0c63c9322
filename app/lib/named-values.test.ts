import { describe, expect, test } from 'vitest'
import { isValueOf, namedValues } from './named-values.ts'

describe('named values', () => {
	test('namedValues names each value after itself, and the set cannot be changed', () => {
		const intent = namedValues(['save', 'remove'])
		expect(intent).toEqual({ save: 'save', remove: 'remove' })
		expect(Object.isFrozen(intent)).toBe(true)
	})

	test.each([
		['removeSso', true],
		['remove', false],
		['', false],
		[null, false],
		[undefined, false],
	])('isValueOf reads %j against the values, not the names: %s', (value, expected) => {
		expect(isValueOf({ remove: 'removeSso', save: 'save' }, value)).toBe(expected)
	})
})
