import { describe, expect, test } from 'vitest'
import csvImportTexts from '#app/i18n/locales/en/csv-import.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { CSV_COLUMNS, type ColumnMapping } from './columns.ts'
import { mapCsvRows } from './validate.ts'

const MAPPING: ColumnMapping = { email: 0, department: 1, group: 2, name: 3, lastName: 4 }

function rows(...records: string[][]) {
	return { rows: records, lines: records.map((_, i) => i + 2) }
}

describe('mapCsvRows', () => {
	test('each row becomes an invite with trimmed cells and a lower-case email', () => {
		const result = mapCsvRows(rows([' Ann.Lee@Example.COM ', ' Sales ', ' Blue ', ' Ann ', ' Lee ']), MAPPING)
		expect(result).toEqual({
			invites: [{ email: 'ann.lee@example.com', department: 'Sales', group: 'Blue', name: 'Ann', lastName: 'Lee' }],
			invalid: [],
			missingColumns: [],
			noValidEmails: false,
		})
	})

	test('group is null when blank or unmapped; names are empty when unmapped or missing', () => {
		const result = mapCsvRows(rows(['a@b.co', 'Sales', '  ']), MAPPING)
		expect(result.invites).toEqual([{ email: 'a@b.co', department: 'Sales', group: null, name: '', lastName: '' }])
		const unmapped = mapCsvRows(rows(['a@b.co', 'Sales', 'Blue', 'Ann', 'Lee']), {
			...MAPPING,
			group: null,
			name: null,
			lastName: null,
		})
		expect(unmapped.invites).toEqual([{ email: 'a@b.co', department: 'Sales', group: null, name: '', lastName: '' }])
	})

	test('a missing email is named with its line and the rest of the row', () => {
		const result = mapCsvRows({ rows: [['  ', 'Sales', '', 'Ann', 'Lee']], lines: [7] }, MAPPING)
		expect(result.invalid).toEqual([{ line: 7, reason: 'missingEmail', value: 'Sales, Ann, Lee' }])
		expect(result.invites).toEqual([])
	})

	test('a very long row is shortened in the message', () => {
		const result = mapCsvRows(rows(['', 'x'.repeat(200)]), MAPPING)
		expect(result.invalid[0].value).toHaveLength(80)
		expect(result.invalid[0].value.endsWith('…')).toBe(true)
	})

	test('an invalid email is named with its line and the value as written', () => {
		const result = mapCsvRows(
			rows(['ann@example', 'Sales'], ['bob example.com', 'Sales'], ['carl@@example.com', 'Sales'], ['dee@example.com', 'Sales']),
			MAPPING,
		)
		expect(result.invalid).toEqual([
			{ line: 2, reason: 'invalidEmail', value: 'ann@example' },
			{ line: 3, reason: 'invalidEmail', value: 'bob example.com' },
			{ line: 4, reason: 'invalidEmail', value: 'carl@@example.com' },
		])
		expect(result.invites.map((i) => i.email)).toEqual(['dee@example.com'])
		expect(result.noValidEmails).toBe(false)
	})

	test('the email rule is the app one (spec 1 §5 "standard address format")', () => {
		const valid = ['a@b.co', 'first.last+tag@sub.example.org', 'josé@exämple.de']
		const invalid = ['a@b', 'a@b.c', '@b.co', 'a b@c.co', 'a@b .co']
		const result = mapCsvRows(rows(...[...valid, ...invalid].map((e) => [e, 'Sales'])), MAPPING)
		expect(result.invites.map((i) => i.email)).toEqual(valid)
		expect(result.invalid.map((r) => r.value)).toEqual(invalid)
	})

	test('a duplicate email is reported at its second occurrence, compared without case', () => {
		const result = mapCsvRows(
			{
				rows: [
					['ann@b.co', 'Sales'],
					['bob@b.co', 'Sales'],
					[' ANN@B.CO ', 'Ops'],
					['Ann@b.co', 'HR'],
				],
				lines: [2, 3, 5, 9],
			},
			MAPPING,
		)
		expect(result.invites.map((i) => [i.email, i.department])).toEqual([
			['ann@b.co', 'Sales'],
			['bob@b.co', 'Sales'],
		])
		expect(result.invalid).toEqual([
			{ line: 5, reason: 'duplicateEmail', value: 'ANN@B.CO' },
			{ line: 9, reason: 'duplicateEmail', value: 'Ann@b.co' },
		])
	})

	test('a row without a department is named with its line and email', () => {
		const result = mapCsvRows(rows(['ann@b.co', ''], ['bob@b.co']), MAPPING)
		expect(result.invalid).toEqual([
			{ line: 2, reason: 'missingDepartment', value: 'ann@b.co' },
			{ line: 3, reason: 'missingDepartment', value: 'bob@b.co' },
		])
	})

	test('a NUL or other control character in a mapped cell names the row and the column, never reaching the invite', () => {
		const result = mapCsvRows(
			rows(
				['ann\u0000@b.co', 'Sales'],
				['bob@b.co', 'Sa\u0000les'],
				['cid@b.co', 'Sales', 'Blue', 'C\u0001id'],
				['dee@b.co', 'Sales', '', '', 'Tab\tand\nnewline are text'],
				['eve@b.co', 'Sales', '', '', '', 'not\u0000mapped'],
			),
			MAPPING,
		)
		expect(result.invalid).toEqual([
			{ line: 2, reason: 'controlCharacter', column: 'email', value: 'ann\uFFFD@b.co' },
			{ line: 3, reason: 'controlCharacter', column: 'department', value: 'Sa\uFFFDles' },
			{ line: 4, reason: 'controlCharacter', column: 'name', value: 'C\uFFFDid' },
		])
		expect(result.invites.map((i) => i.email)).toEqual(['dee@b.co', 'eve@b.co'])
		expect(JSON.stringify(result.invites)).not.toContain('\\u0000')
	})

	test("a department or group name the departments and groups forms refuse names its row; the forms' normalisation applies", () => {
		const result = mapCsvRows(
			rows(
				['ann@b.co', 'Sales/Marketing'],
				['bob@b.co', 'Sales', 'Blue; Green'],
				['cid@b.co', 'x'.repeat(101)],
				['dee@b.co', '  Research   and  Development ', ' R&D_Team-1.0 '],
				['eve@b.co', 'Ventes', 'Équipe B', 'n'.repeat(101)],
			),
			MAPPING,
		)
		expect(result.invalid).toEqual([
			{ line: 2, reason: 'invalidName', column: 'department', value: 'Sales/Marketing' },
			{ line: 3, reason: 'invalidName', column: 'group', value: 'Blue; Green' },
			{ line: 4, reason: 'tooLong', column: 'department', value: `${'x'.repeat(79)}…` },
			{ line: 6, reason: 'tooLong', column: 'name', value: `${'n'.repeat(79)}…` },
		])
		expect(result.invites).toEqual([
			{ email: 'dee@b.co', department: 'Research and Development', group: 'R&D_Team-1.0', name: '', lastName: '' },
		])
	})

	test('a row is reported once, for its first problem', () => {
		const result = mapCsvRows(rows(['not-an-email', '']), MAPPING)
		expect(result.invalid).toEqual([{ line: 2, reason: 'invalidEmail', value: 'not-an-email' }])
	})

	test('required columns left unmapped are listed; without an email column nothing is invited', () => {
		const noDepartment = mapCsvRows(rows(['a@b.co', 'Sales']), { ...MAPPING, department: null })
		expect(noDepartment.missingColumns).toEqual(['department'])
		expect(noDepartment.invalid).toEqual([])
		const none = mapCsvRows(rows(['a@b.co', 'Sales']), {
			email: null,
			department: null,
			group: null,
			name: null,
			lastName: null,
		})
		expect(none).toEqual({ invites: [], invalid: [], missingColumns: ['email', 'department'], noValidEmails: false })
	})

	test('an email column without one valid address is flagged, so the admin picks another column', () => {
		const result = mapCsvRows(rows(['Ann', 'a@b.co'], ['Bob', 'c@d.co']), MAPPING)
		expect(result.noValidEmails).toBe(true)
		expect(result.invites).toEqual([])
		const chosenRight = mapCsvRows(rows(['Ann', 'a@b.co'], ['Bob', 'c@d.co']), { ...MAPPING, email: 1, department: 0 })
		expect(chosenRight.noValidEmails).toBe(false)
		expect(chosenRight.invites).toHaveLength(2)
	})

	test('50,000 rows of a large file are all invited (timing is measured by tests/bench/csv-import.ts)', () => {
		const many = Array.from({ length: 50_000 }, (_, i) => [`user${i}@example.com`, `Dept ${i % 20}`, '', `Name${i}`, 'Last'])
		const result = mapCsvRows(rows(...many), MAPPING)
		expect(result.invites).toHaveLength(50_000)
		expect(result.invalid).toEqual([])
	})
})

describe('csvImport texts (spec 1 §5 wording)', () => {
	const t = createTranslator('en', { csvImport: csvImportTexts } as never)

	test('mapping messages', () => {
		expect(t('csvImport:mapping.selectColumn')).toBe('Please select a column.')
		expect(t('csvImport:mapping.noValidEmails')).toBe(
			"The email column doesn't have valid email addresses. Choose another column or check your file and try again",
		)
	})

	test('each row problem names its line and value', () => {
		const values = { line: 12, value: 'ann@example' }
		expect(t('csvImport:row.invalidEmail', values)).toBe('Line 12: "ann@example" is not a valid email')
		for (const reason of ['missingEmail', 'invalidEmail', 'duplicateEmail', 'missingDepartment'] as const) {
			const text = t(`csvImport:row.${reason}`, values)
			expect(text, reason).toContain('Line 12')
			expect(text, reason).toContain('"ann@example"')
		}
	})

	test('a control character, a refused name and a long value name the line, the column and the value', () => {
		const values = { line: 7, column: 'Department', value: 'Sales/Marketing', max: 100 }
		expect(t('csvImport:row.controlCharacter', { ...values, value: 'Sa\uFFFDles' })).toBe(
			'Line 7, Department: "Sa\uFFFDles" holds a control character (such as a NUL byte) that cannot be imported',
		)
		expect(t('csvImport:row.invalidName', values)).toBe(
			'Line 7, Department: "Sales/Marketing" may have letters, digits, dot, dash, underscore, ampersand and inner spaces only',
		)
		expect(t('csvImport:row.tooLong', { ...values, column: 'First Name', value: 'Nnn…' })).toBe(
			'Line 7, First Name: "Nnn…" is longer than 100 characters',
		)
	})

	test('every column has its label', () => {
		expect(CSV_COLUMNS.map((c) => t(`csvImport:columns.${c}`))).toEqual(['Email', 'Department', 'Group', 'First Name', 'Last Name'])
	})
})
