import { JSDOM } from 'jsdom'
import { describe, expect, test } from 'vitest'
import { emailThumbnail, packThumbnail, smsThumbnail, wrapText } from './seed-thumbnails.ts'

/** The SVG of a data: URL, parsed as XML (a parse error is an element of its own). */
function svgOf(url: string) {
	expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true)
	const source = decodeURIComponent(url.slice(url.indexOf(',') + 1))
	const document = new new JSDOM('').window.DOMParser().parseFromString(source, 'image/svg+xml')
	expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
	return document.documentElement
}

const texts = (svg: Element) => Array.from(svg.getElementsByTagName('text'), (t) => t.textContent)

describe('the seeded templates’ and packs’ pictures', () => {
	test('an email: its brand, sender, subject and first words as text, its size the recommended 394x221', () => {
		const svg = svgOf(
			emailThumbnail({
				brand: { name: 'Contoso Bank', color: '#0055aa' },
				fromName: 'Contoso Security',
				subject: 'Unusual sign-in to your account',
				body: ['We noticed a sign-in from a new device.'],
				button: 'Review activity',
			}),
		)
		expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['394', '221'])
		expect(texts(svg)).toEqual([
			'Contoso Bank',
			'Contoso Security',
			'Unusual sign-in to your account',
			'We noticed a sign-in from a new device.',
			'Review activity',
		])
	})

	test('markup in the words stays text (escaped), and a colour that is not one falls back', () => {
		const url = emailThumbnail({
			brand: { name: 'A&B <Bank>', color: 'red"/><script>alert(1)</script>' },
			subject: '"Quoted" <b>bold</b>',
			body: ["it's"],
		})
		const svg = svgOf(url)
		expect(svg.getElementsByTagName('script')).toHaveLength(0)
		expect(svg.getElementsByTagName('b')).toHaveLength(0)
		expect(texts(svg)).toContain('A&B <Bank>')
		expect(texts(svg)).toContain('"Quoted" <b>bold</b>')
	})

	test('an SMS: the sender over the wrapped message', () => {
		const svg = svgOf(smsThumbnail({ fromPhone: 'ParcelService', text: 'Your parcel could not be delivered. Confirm your address today.' }))
		expect(texts(svg)).toEqual(['ParcelService', 'Your parcel could not be delivered.', 'Confirm your address today.'])
	})

	test('a pack: one card per message, up to five', () => {
		expect(svgOf(packThumbnail({ difficulty: 2, layouts: ['EMAIL', 'SMS', 'EMAIL'] })).getElementsByTagName('g')).toHaveLength(3)
		expect(svgOf(packThumbnail({ difficulty: 3, layouts: Array(8).fill('EMAIL') })).getElementsByTagName('g')).toHaveLength(5)
	})

	test('long text is cut at words, the last line ending in …', () => {
		expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…'])
		expect(wrapText('short', 10, 3)).toEqual(['short'])
		expect(wrapText('averyveryverylongword', 8, 1)).toEqual(['averyve…'])
	})
})
