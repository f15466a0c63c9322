import { parse } from 'csv-parse/sync'
import { describe, expect, test } from 'vitest'
import { csvCell, csvLine, neutraliseCell } from './csv-cells.ts'

describe('CSV cells a spreadsheet opens without running anything', () => {
	test.each([
		['=HYPERLINK("http://evil.test","Click")', `'=HYPERLINK("http://evil.test","Click")`],
		['+cmd|" /C calc"!A0', `'+cmd|" /C calc"!A0`],
		['-2+3+cmd|" /C calc"!A0', `'-2+3+cmd|" /C calc"!A0`],
		['@SUM(1+1)*cmd|" /C calc"!A0', `'@SUM(1+1)*cmd|" /C calc"!A0`],
		['\t=1+1', `'\t=1+1`],
		['\r=1+1', `'\r=1+1`],
	])('a cell starting with a formula character gets an apostrophe: %j', (input, expected) => {
		expect(neutraliseCell(input)).toBe(expected)
	})

	test('plain text, numbers with a sign and already neutralised cells are left as they are', () => {
		expect(neutraliseCell('Great course')).toBe('Great course')
		expect(neutraliseCell('-3')).toBe('-3')
		expect(neutraliseCell('+4.5')).toBe('+4.5')
		expect(neutraliseCell("'=1+1")).toBe("'=1+1")
		expect(neutraliseCell(neutraliseCell('=1+1'))).toBe("'=1+1")
	})

	test('quotes, commas and line breaks survive a round trip through a CSV parser', () => {
		const line = csvLine(['Dana "D" Levi', 'a, b', 'two\nlines', 5, null, 'קורס מצוין'])
		expect(line.endsWith('\r\n')).toBe(true)
		expect(parse(line)).toEqual([['Dana "D" Levi', 'a, b', 'two\nlines', '5', '', 'קורס מצוין']])
	})

	test('a formula inside a quoted cell is neutralised before quoting', () => {
		expect(csvCell('=1,2')).toBe(`"'=1,2"`)
	})
})
