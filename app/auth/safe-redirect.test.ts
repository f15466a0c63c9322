import { describe, expect, test } from 'vitest'
import { safeRedirectPath } from './safe-redirect.ts'

const ORIGIN = 'https://console.example'

/** Targets that would leave our origin (or are not a path at all): each gets the fallback. */
const HOSTILE: unknown[] = [
	'https://evil.example/x',
	'http://evil.example',
	'HTTPS://evil.example',
	'//evil.example',
	'///evil.example',
	'////evil.example',
	'/\\evil.example',
	'\\\\evil.example',
	'\\/evil.example',
	'/\\/evil.example',
	'/.//evil.example',
	'/./\\evil.example',
	'/..//evil.example',
	'/../\\evil.example',
	'/.././/evil.example',
	'/x/../..//evil.example',
	'/%2e//evil.example',
	'/%2E%2E//evil.example',
	'/.%2e//evil.example',
	'/\t/evil.example',
	'/\n/evil.example',
	'/\r\n/evil.example',
	'\t//evil.example',
	' //evil.example',
	'\u0000//evil.example',
	'/\u0000x',
	'javascript:alert(1)',
	'JavaScript:alert(1)',
	' javascript:alert(1)',
	'java\tscript:alert(1)',
	'data:text/html,<script>alert(1)</script>',
	'vbscript:msgbox(1)',
	'mailto:a@evil.example',
	'evil.example',
	'users',
	'./users',
	'../users',
	'?redirectTo=x',
	'#top',
	'／／evil.example',
	'＼＼evil.example',
	'',
	'   ',
	undefined,
	null,
	42,
	['/home'],
]

/** Paths on our origin: each is kept, in the form a browser would request it. */
const SAME_ORIGIN: Array<[string, string]> = [
	['/', '/'],
	['/home', '/home'],
	['/users/all_users?pageNumber=2#top', '/users/all_users?pageNumber=2#top'],
	['/users/./all_users', '/users/all_users'],
	['/users/x/../all_users', '/users/all_users'],
	['/../home', '/home'],
	['/./home', '/home'],
	['/%2f%2fevil.example', '/%2f%2fevil.example'],
	['/%5cevil.example', '/%5cevil.example'],
	['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
	['/／evil.example', '/%EF%BC%8Fevil.example'],
	['/＼evil.example', '/%EF%BC%BCevil.example'],
	['/home?next=//evil.example', '/home?next=//evil.example'],
	['/home#//evil.example', '/home#//evil.example'],
	['/home\\x', '/home/x'],
	['/a b', '/a%20b'],
	['  /home  ', '/home'],
	['/?q=1', '/?q=1'],
	['/users/all_users?searchText=a\\b', '/users/all_users?searchText=a\\b'],
]

describe('redirects stay on our origin', () => {
	test.each(HOSTILE.map((target) => [target]))('%j falls back', (target) => {
		expect(safeRedirectPath(target)).toBe('/')
		expect(safeRedirectPath(target, '/home')).toBe('/home')
	})

	test.each(SAME_ORIGIN)('%j is kept as %j', (target, expected) => {
		expect(safeRedirectPath(target)).toBe(expected)
	})

	test('every answer of the corpus resolves to our origin, and answering it again changes nothing', () => {
		const all = [...HOSTILE, ...SAME_ORIGIN.map(([target]) => target)]
		expect(all.length).toBeGreaterThanOrEqual(40)
		for (const target of all) {
			const result = safeRedirectPath(target, '/fallback')
			const resolved = new URL(result, ORIGIN)
			expect(resolved.origin, JSON.stringify(target)).toBe(ORIGIN)
			expect(result, JSON.stringify(target)).toMatch(/^\/(?![/\\])/)
			expect(safeRedirectPath(result, '/other')).toBe(result)
		}
	})

	test('every target built of up to four tricky parts before a host either falls back or stays home', () => {
		const parts = ['/', '\\', '.', '..', '%2f', '%5c', '\t', ' ', ':', '?', '#', '／']
		let targets = ['']
		const all: string[] = []
		for (let length = 1; length <= 4; length++) {
			targets = targets.flatMap((prefix) => parts.map((part) => prefix + part))
			all.push(...targets)
		}
		for (const target of all) {
			const result = safeRedirectPath(`${target}evil.example`, '/fallback')
			expect(new URL(result, ORIGIN).origin, JSON.stringify(target)).toBe(ORIGIN)
			expect(result, JSON.stringify(target)).toMatch(/^\/(?![/\\])/)
		}
	})
})
