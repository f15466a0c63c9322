import { describe, expect, test } from 'vitest'
import { pick } from './pick.ts'

describe('pick', () => {
	test('copies the named fields in their order and leaves the others out', () => {
		const row = { id: 'u1', email: 'a@example.com', passwordHash: 'secret', lastLogin: null }
		const picked = pick(row, ['lastLogin', 'id'])
		expect(picked).toEqual({ lastLogin: null, id: 'u1' })
		expect(Object.keys(picked)).toEqual(['lastLogin', 'id'])
	})
})
