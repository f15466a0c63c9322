import { describe, expect, test } from 'vitest'
import { modalIn } from './modals.ts'

// modals.ts's other helpers are covered in modals.test.ts.
describe('modalIn', () => {
	const MODALS = { invite: 'inviteCustomers', remove: 'removeCustomers' } as const

	test.each([
		['?modal=inviteCustomers&page=2', 'inviteCustomers'],
		['?modal=invite', null],
		['?modal=', null],
		['?page=2', null],
	])('%s opens %s', (search, expected) => {
		expect(modalIn(new URLSearchParams(search), MODALS)).toBe(expected)
	})
})
