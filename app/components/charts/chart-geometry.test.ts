import { describe, expect, test } from 'vitest'
import { bands, niceMax, scaleLength, slots, ticks } from './chart-geometry.ts'

describe('chart geometry', () => {
	test('bars are proportional to their values', () => {
		expect(scaleLength(50, 100, 400)).toBe(200)
		expect(scaleLength(25, 100, 400)).toBe(100)
		expect(scaleLength(100, 100, 400)).toBe(400)
	})

	test('an empty scale or a zero value draws nothing, and nothing runs past the end', () => {
		expect(scaleLength(0, 0, 400)).toBe(0)
		expect(scaleLength(5, 0, 400)).toBe(0)
		expect(scaleLength(0, 100, 400, 2)).toBe(0)
		expect(scaleLength(-3, 100, 400)).toBe(0)
		expect(scaleLength(Number.NaN, 100, 400)).toBe(0)
		expect(scaleLength(150, 100, 400)).toBe(400)
	})

	test('a tiny value above zero still shows', () => {
		expect(scaleLength(1, 100_000, 400, 2)).toBe(2)
	})

	test('the axis top is a round number at least the largest value', () => {
		expect(niceMax(0)).toBe(1)
		expect(niceMax(-4)).toBe(1)
		expect(niceMax(7)).toBe(8)
		expect(niceMax(180)).toBe(200)
		expect(niceMax(230)).toBe(300)
		expect(niceMax(300)).toBe(300)
		expect(niceMax(1000)).toBe(1000)
		expect(ticks(200)).toEqual([0, 50, 100, 150, 200])
		expect(ticks(300)).toEqual([0, 75, 150, 225, 300])
		expect(ticks(3)).toEqual([0, 1, 2, 3])
		expect(ticks(0)).toEqual([0, 1])
	})

	test('bands share the width evenly and slots fill their band', () => {
		const groups = bands(4, 400, 0.2)
		expect(groups).toHaveLength(4)
		expect(groups[0]).toEqual({ x: 10, width: 80 })
		expect(groups[3]!.x + groups[3]!.width).toBeCloseTo(390)
		const inner = slots(groups[0]!, 2, 0)
		expect(inner).toEqual([
			{ x: 10, width: 40 },
			{ x: 50, width: 40 },
		])
		expect(bands(0, 400)).toEqual([])
	})
})
