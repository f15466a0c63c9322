import { describe, expect, test } from 'vitest'
import { categoryHref, formatDuration, libraryHref, openDialog, parseLibraryFilters } from './video-library.ts'

describe('the video library URL', () => {
	test('filters: a known language, a category, the search; defaults English and all', () => {
		expect(parseLibraryFilters(new URLSearchParams('language=de&category=phishing&searchText=%20mfa%20'), 'en')).toEqual({
			language: 'de',
			category: 'phishing',
			searchText: 'mfa',
		})
		expect(parseLibraryFilters(new URLSearchParams('language=xx'), 'en')).toEqual({ language: 'en', category: 'all', searchText: '' })
	})

	test('one dialog at a time, pin first', () => {
		expect(openDialog(new URLSearchParams('video=a&pin=b'))).toEqual({ kind: 'pin', videoId: 'b' })
		expect(openDialog(new URLSearchParams('video=a'))).toEqual({ kind: 'video', videoId: 'a' })
		expect(openDialog(new URLSearchParams('pin='))).toBeNull()
	})

	test('links keep the filters, drop other parameters and open at most one dialog', () => {
		const search = '?language=fr&category=phishing&searchText=x&pin=a&nav=open'
		expect(libraryHref(search)).toBe('/learning/videos?language=fr&category=phishing&searchText=x')
		expect(libraryHref(search, { kind: 'unpin', videoId: 'b' })).toBe('/learning/videos?language=fr&category=phishing&searchText=x&unpin=b')
		expect(categoryHref(search, 'all')).toBe('/learning/videos?language=fr&searchText=x')
		expect(categoryHref('', 'devices')).toBe('/learning/videos?category=devices')
	})

	test('a length reads m:ss', () => {
		expect(formatDuration(95)).toBe('1:35')
		expect(formatDuration(60)).toBe('1:00')
		expect(formatDuration(5)).toBe('0:05')
	})
})
