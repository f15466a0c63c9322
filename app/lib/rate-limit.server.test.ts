import { describe, expect, test } from 'vitest'
import { createRateLimiter } from './rate-limit.server.ts'

describe('sign-in rate limit', () => {
	test('allows the limit within a window, refuses the next, and resets after the window', () => {
		const limiter = createRateLimiter({ limit: 3, windowMs: 1000 })
		expect([1, 2, 3].map(() => limiter.take('1.2.3.4', 0))).toEqual([true, true, true])
		expect(limiter.take('1.2.3.4', 10)).toBe(false)
		expect(limiter.take('5.6.7.8', 10)).toBe(true)
		expect(limiter.take('1.2.3.4', 1001)).toBe(true)
	})
})
