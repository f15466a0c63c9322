import { describe, expect, test, vi } from 'vitest'
import { countUnlessShort } from './directory-shared.ts'

describe('countUnlessShort', () => {
	test('a short first page is the whole list: no count query', async () => {
		const count = vi.fn(async () => 999)
		expect(await countUnlessShort(7, 0, 25, count)).toBe(7)
		expect(await countUnlessShort(0, 0, 25, count)).toBe(0)
		expect(count).not.toHaveBeenCalled()
	})
	test('a short later page ends the list after the rows before it', async () => {
		const count = vi.fn(async () => 999)
		expect(await countUnlessShort(3, 50, 25, count)).toBe(53)
		expect(count).not.toHaveBeenCalled()
	})
	test('a full page, or an empty page past the end, asks for the count', async () => {
		expect(await countUnlessShort(25, 0, 25, async () => 1234)).toBe(1234)
		expect(await countUnlessShort(0, 500, 25, async () => 60)).toBe(60)
	})
})
