import { describe, expect, test } from 'vitest'
import { pathWithDialog, searchWithout } from './modals.ts'

describe('dialog URLs', () => {
	test('searchWithout drops every value of the named parameters', () => {
		expect(searchWithout('?a=1&b=2&a=3', ['a'])).toBe('?b=2')
		expect(searchWithout('?a=1', ['a'])).toBe('')
	})

	test('pathWithDialog replaces the dialog parameters and keeps the others', () => {
		expect(pathWithDialog('/users?modal=old&seats=3&page=2', ['modal', 'seats'], { modal: 'upgrade', seats: undefined })).toBe(
			'/users?page=2&modal=upgrade',
		)
		expect(pathWithDialog('/users?modal=old', ['modal'], { modal: null })).toBe('/users')
	})
})
