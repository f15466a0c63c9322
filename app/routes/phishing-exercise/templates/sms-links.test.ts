import { describe, expect, test } from 'vitest'
import { addLink, findLinkAt, findLinks, isSmsLinkUrl, splitLinks, updateLink } from './sms-links.ts'

const TEXT = 'Confirm at https://parcel.example/track?id=7. Or call us.'

describe('links in an SMS', () => {
	test('a link is an http(s) address up to white space, without the full stop after it', () => {
		expect(findLinks(TEXT)).toEqual([{ start: 11, end: 44, url: 'https://parcel.example/track?id=7' }])
		expect(findLinks('(http://a.example) and HTTPS://B.example, then ftp://c.example or www.d.example')).toEqual([
			{ start: 1, end: 17, url: 'http://a.example' },
			{ start: 23, end: 40, url: 'HTTPS://B.example' },
		])
		expect(findLinks('just https:// alone')).toEqual([])
	})

	test('the caret inside a link, at either end of it, or a selection within it finds the link', () => {
		const link = { start: 11, end: 44, url: 'https://parcel.example/track?id=7' }
		expect(findLinkAt(TEXT, 20)).toEqual(link)
		expect(findLinkAt(TEXT, 11)).toEqual(link)
		expect(findLinkAt(TEXT, 44)).toEqual(link)
		expect(findLinkAt(TEXT, 44, 15)).toEqual(link)
		expect(findLinkAt(TEXT, 10)).toBeNull()
		expect(findLinkAt(TEXT, 45)).toBeNull()
		// A selection reaching out of the link is not in it.
		expect(findLinkAt(TEXT, 5, 20)).toBeNull()
		expect(findLinkAt('', 0)).toBeNull()
	})

	test('Add puts the link at the caret, spaced from the words either side, the caret after it', () => {
		expect(addLink('Go now', 2, 2, 'https://a.example')).toEqual({ text: 'Go https://a.example now', caret: 20 })
		expect(addLink('Go now', 3, 3, 'https://a.example')).toEqual({ text: 'Go https://a.example now', caret: 20 })
		expect(addLink('Go ', 3, 3, 'https://a.example')).toEqual({ text: 'Go https://a.example', caret: 20 })
		expect(addLink('', 0, 0, 'https://a.example')).toEqual({ text: 'https://a.example', caret: 17 })
		// At the start: no space before, one after.
		expect(addLink('now', 0, 0, 'https://a.example')).toEqual({ text: 'https://a.example now', caret: 17 })
	})

	test('Add in place of a selection replaces the selected words', () => {
		const edit = addLink('Visit our site today', 10, 14, 'https://a.example')
		expect(edit).toEqual({ text: 'Visit our https://a.example today', caret: 27 })
		// Selected backwards: the same.
		expect(addLink('Visit our site today', 14, 10, 'https://a.example')).toEqual(edit)
		expect(findLinkAt(edit.text, edit.caret)?.url).toBe('https://a.example')
	})

	test('Update replaces the link at the caret and leaves the rest of the text as it was', () => {
		const link = findLinkAt(TEXT, 20)!
		const edit = updateLink(TEXT, link, 'https://track.example/x')
		expect(edit).toEqual({ text: 'Confirm at https://track.example/x. Or call us.', caret: 34 })
		expect(findLinkAt(edit.text, edit.caret)?.url).toBe('https://track.example/x')
	})

	test('only an http(s) address with a host, found whole by the pattern, is accepted', () => {
		expect(isSmsLinkUrl('https://parcel.example/track?id=7')).toBe(true)
		expect(isSmsLinkUrl('http://10.0.0.1:8080/')).toBe(true)
		for (const bad of [
			'',
			'parcel.example',
			'ftp://a.example',
			'javascript:alert(1)',
			'https://',
			'https://a.example/x y',
			'https://a.example.',
		])
			expect(isSmsLinkUrl(bad), bad).toBe(false)
	})

	test('the text is cut at its links', () => {
		expect(splitLinks(TEXT)).toEqual([
			{ text: 'Confirm at ', link: false },
			{ text: 'https://parcel.example/track?id=7', link: true },
			{ text: '. Or call us.', link: false },
		])
		expect(splitLinks('no links')).toEqual([{ text: 'no links', link: false }])
	})
})
