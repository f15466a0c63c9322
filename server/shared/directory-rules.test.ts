import { describe, expect, test } from 'vitest'
import en from '#app/i18n/locales/en/users.ts'
import {
	hasControlCharacter,
	MAX_INVITES,
	NAMED_ITEM_NAME_MAX,
	NAMED_ITEM_NAME_MESSAGES,
	namedItemNameProblem,
	normalizeNamedItemName,
} from './directory-rules.ts'

describe('the department and group name rule (forms, CSV import and gateway)', () => {
	test('names are trimmed and each run of whitespace becomes one space', () => {
		expect(normalizeNamedItemName('  Research \t and\n  Development ')).toBe('Research and Development')
		expect(normalizeNamedItemName('   ')).toBe('')
	})

	test.each(['Sales', 'R&D Team', 'Zoë O-Brien_2.0', 'مبيعات', '営業 チーム', 'x'.repeat(NAMED_ITEM_NAME_MAX)])(
		'%j may be stored',
		(name) => {
			expect(namedItemNameProblem(normalizeNamedItemName(name))).toBeNull()
		},
	)

	test.each([
		['', 'required'],
		['x'.repeat(NAMED_ITEM_NAME_MAX + 1), 'tooLong'],
		['Sales/Marketing', 'invalid'],
		['Blue; Green', 'invalid'],
		['Team (EMEA)', 'invalid'],
		['=HYPERLINK("x")', 'invalid'],
		['Nul\u0000Byte', 'invalid'],
		['Bell\u0007', 'invalid'],
	])('%j is refused: %s', (name, problem) => {
		expect(namedItemNameProblem(normalizeNamedItemName(name))).toBe(problem)
	})

	test("the gateway's English messages are the forms' texts", () => {
		expect(NAMED_ITEM_NAME_MESSAGES.invalid).toBe(en.named.nameInvalid)
		expect(NAMED_ITEM_NAME_MESSAGES.required).toBe('Please fill out this field.')
	})
})

describe('control characters', () => {
	test('NUL, the other C0 controls and DEL are found; tab, line breaks and ordinary text are not', () => {
		for (const text of ['a\u0000b', '\u0001', 'x\u001F', 'del\u007F', '\u000B', '\u000C'])
			expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true)
		for (const text of ['plain', 'tab\there', 'two\nlines\r\n', 'Zoë €', '\uFFFD'])
			expect(hasControlCharacter(text), JSON.stringify(text)).toBe(false)
	})
})

test('one invite holds at most 10,000 users', () => {
	expect(MAX_INVITES).toBe(10_000)
})
