import { describe, expect, test } from 'vitest'
import { createKeptReads } from './kept-reads.ts'

describe('reads kept until the next write', () => {
	test('a read is run once while nothing is written, and again after a write', async () => {
		const writes = { count: 0 }
		const keptReads = createKeptReads<number>(writes)
		let runs = 0
		const read = () => keptReads('a', async () => ++runs)
		expect([await read(), await read()]).toEqual([1, 1])
		writes.count += 2
		expect(await read()).toBe(2)
		expect(await keptReads('b', async () => 10)).toBe(10)
	})

	test('a read during which a write happened is not kept', async () => {
		const writes = { count: 0 }
		const keptReads = createKeptReads<number>(writes)
		let runs = 0
		const racing = () =>
			keptReads('a', async () => {
				writes.count++ // a write lands while the read runs
				return ++runs
			})
		await racing()
		expect(await keptReads('a', async () => ++runs)).toBe(2)
	})

	test('without a write counter (PostgreSQL) every read runs', async () => {
		const keptReads = createKeptReads<number>(undefined)
		let runs = 0
		await keptReads('a', async () => ++runs)
		expect(await keptReads('a', async () => ++runs)).toBe(2)
	})
})
