import { describe, expect, test } from 'vitest'
import { safeRedirectPath } from './safe-redirect.ts'

describe('redirects stay on our origin', () => {
	test.each([
		['https://evil.test/x'],
		['//evil.test'],
		['/\\evil.test'],
		['javascript:alert(1)'],
		['users'],
		['/\u0000x'],
		[''],
		[undefined],
	])('%s falls back to /', (target) => {
		expect(safeRedirectPath(target)).toBe('/')
	})
	test('a path with a query and hash is kept', () => {
		expect(safeRedirectPath('/users/all_users?pageNumber=2#top')).toBe('/users/all_users?pageNumber=2#top')
	})
})
