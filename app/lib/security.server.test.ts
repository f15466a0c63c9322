import { describe, expect, test } from 'vitest'
import { isCrossSiteMutation } from './security.server.ts'

const post = (headers: Record<string, string>) => new Request('http://localhost:3000/login', { method: 'POST', headers })

describe('cross-site mutations', () => {
	test('a POST from another site is refused', () => {
		expect(isCrossSiteMutation(post({ 'Sec-Fetch-Site': 'cross-site' }))).toBe(true)
		expect(isCrossSiteMutation(post({ 'Sec-Fetch-Site': 'same-site' }))).toBe(true)
		expect(isCrossSiteMutation(post({ Origin: 'http://evil.test' }))).toBe(true)
		expect(isCrossSiteMutation(post({ Origin: 'null' }))).toBe(true)
	})
	test('a POST from our own pages passes', () => {
		expect(isCrossSiteMutation(post({ 'Sec-Fetch-Site': 'same-origin' }))).toBe(false)
		expect(isCrossSiteMutation(post({ Origin: 'http://localhost:3000' }))).toBe(false)
	})
	test('reads are never blocked', () => {
		expect(isCrossSiteMutation(new Request('http://localhost:3000/', { headers: { 'Sec-Fetch-Site': 'cross-site' } }))).toBe(false)
	})
})
