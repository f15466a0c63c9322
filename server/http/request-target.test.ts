import { describe, expect, test } from 'vitest'
import { requestTarget } from './request-target.ts'

function url(raw: string, host?: string) {
	const target = requestTarget(raw, host, 'http:')
	return target.ok ? target.url.href : target.message
}

describe('request target', () => {
	test('a path and query on the Host header', () => {
		expect(url('/users/all_users?searchText=a%20b', 'console.example:8080')).toBe(
			'http://console.example:8080/users/all_users?searchText=a%20b',
		)
		expect(url('/', '127.0.0.1:3000')).toBe('http://127.0.0.1:3000/')
		expect(url('/', '[::1]:3000')).toBe('http://[::1]:3000/')
		expect(url('/', 'console_app')).toBe('http://console_app/')
	})

	test('no Host header (HTTP/1.0) is localhost', () => {
		expect(url('/healthz', undefined)).toBe('http://localhost/healthz')
	})

	test('a path starting with // is a path, never a host', () => {
		expect(url('//evil.test/login', 'console.example')).toBe('http://console.example//evil.test/login')
	})

	test('percent-encoded text that decodes is fine, also in the query', () => {
		expect(url('/user_profile/%C3%A9t%C3%A9?q=%00', 'localhost')).toBe('http://localhost/user_profile/%C3%A9t%C3%A9?q=%00')
	})

	test.each([
		['/user_profile/usr%00x', 'control character'],
		['/a%0Ab', 'control character'],
		['/a%7Fb', 'control character'],
		['/a%E0%A4%A', 'percent-encoded'],
		['/a%zz', 'percent-encoded'],
		['http://evil.test/', 'must be a path'],
		['*', 'must be a path'],
	])('%s is refused: %s', (raw, message) => {
		expect(url(raw, 'localhost')).toContain(message)
	})

	test.each(['exa mple', 'a/b', 'evil.test@console', 'x:y', '<script>', 'localhost:99999', 'a'.repeat(300)])(
		'Host %s is refused',
		(host) => {
			expect(url('/', host)).toMatch(/Host header|URL/)
		},
	)
})
