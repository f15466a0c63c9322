import { hasControlCharacter, namedItemNameProblem, normalizeNamedItemName, PERSON_NAME_MAX } from '#server/shared/directory-rules.ts'
import { EMAIL_PATTERN } from '../validation.ts'
import { CSV_COLUMNS, REQUIRED_CSV_COLUMNS, type ColumnMapping, type CsvColumn } from './columns.ts'
import type { ParsedCsv } from './parse.server.ts'

/** One user to invite from the file (spec 1 §3 "CSV form" invites). */
export type CsvInvite = { email: string; department: string; group: string | null; name: string; lastName: string }

/**
 * A row left out of the invite, with the file's line number and the value to
 * show: the email for email and department problems, the row's non-blank cells
 * when the email is missing, the cell itself (and its column) for a control
 * character, a department or group name the forms refuse, or a value too long
 * to store. Messages: csvImport:row.<reason>.
 */
export type InvalidCsvRow = {
	line: number
	reason: 'missingEmail' | 'invalidEmail' | 'duplicateEmail' | 'missingDepartment' | 'controlCharacter' | 'invalidName' | 'tooLong'
	value: string
	column?: CsvColumn
}

/** The longest address the gateway stores (RFC 5321 path limit). */
const EMAIL_MAX = 254
/** Longest allowed value per column (the department and group rule is in directory-rules.ts). */
const PERSON_NAME_COLUMNS = ['name', 'lastName'] as const

export type MappedCsv = {
	invites: CsvInvite[]
	invalid: InvalidCsvRow[]
	/** Required columns with no header chosen ('Please select a column.'). */
	missingColumns: CsvColumn[]
	/** The chosen email column holds no valid address at all (spec 1 §5 message). */
	noValidEmails: boolean
}

/**
 * Turns the file's rows into invites with the admin's column choice. Each
 * invalid row is reported once, with its first problem in this order: a control
 * character (NUL…) in a mapped cell, missing email, invalid email, email
 * already on an earlier line, missing department, a department or group name
 * the departments and groups forms refuse (the same rule: directory-rules.ts),
 * a first or last name too long to store.
 * Emails are trimmed and compared lower-case (the gateway matches them so);
 * department and group names are normalised as the forms do (trimmed, one
 * space between words); names are trimmed and otherwise kept as written.
 */
export function mapCsvRows(csv: Pick<ParsedCsv, 'rows' | 'lines'>, mapping: ColumnMapping): MappedCsv {
	const missingColumns = REQUIRED_CSV_COLUMNS.filter((column) => mapping[column] === null)
	const invites: CsvInvite[] = []
	const invalid: InvalidCsvRow[] = []
	const emailColumn = mapping.email
	if (emailColumn === null) return { invites, invalid, missingColumns, noValidEmails: false }

	const index = (column: CsvColumn) => mapping[column] ?? -1
	const at = {
		email: emailColumn,
		department: index('department'),
		group: index('group'),
		name: index('name'),
		lastName: index('lastName'),
	}
	const cell = (row: string[], i: number) => (i < 0 ? '' : (row[i] ?? '').trim())
	// Files repeat a few department and group names: each distinct cell is normalised and checked once.
	const names = new Map<string, { name: string; problem: ReturnType<typeof namedItemNameProblem> }>()
	const checkedName = (raw: string) => {
		let known = names.get(raw)
		if (!known) {
			const name = normalizeNamedItemName(raw)
			known = { name, problem: name ? namedItemNameProblem(name) : null }
			names.set(raw, known)
		}
		return known
	}
	const seen = new Set<string>()
	let validEmails = 0
	csv.rows.forEach((row, i) => {
		const line = csv.lines[i]
		const cells = {
			email: cell(row, at.email),
			department: cell(row, at.department),
			group: cell(row, at.group),
			name: cell(row, at.name),
			lastName: cell(row, at.lastName),
		}
		if (hasControlCharacter(`${cells.email}\t${cells.department}\t${cells.group}\t${cells.name}\t${cells.lastName}`)) {
			const column = CSV_COLUMNS.find((c) => hasControlCharacter(cells[c]))!
			invalid.push({ line, reason: 'controlCharacter', column, value: shorten(visibleText(cells[column])) })
			return
		}
		const written = cells.email
		if (!written) {
			const value = shorten(
				row
					.map((c) => visibleText(c.trim()))
					.filter(Boolean)
					.join(', '),
			)
			invalid.push({ line, reason: 'missingEmail', value })
			return
		}
		if (!EMAIL_PATTERN.test(written) || written.length > EMAIL_MAX) {
			invalid.push({ line, reason: 'invalidEmail', value: shorten(written) })
			return
		}
		validEmails++
		const email = written.toLowerCase()
		if (seen.has(email)) {
			invalid.push({ line, reason: 'duplicateEmail', value: written })
			return
		}
		seen.add(email)
		const department = checkedName(cells.department)
		if (mapping.department !== null && !department.name) {
			invalid.push({ line, reason: 'missingDepartment', value: written })
			return
		}
		const group = checkedName(cells.group)
		for (const [column, checked] of [
			['department', department],
			['group', group],
		] as const) {
			if (checked.problem) {
				invalid.push({
					line,
					reason: checked.problem === 'tooLong' ? 'tooLong' : 'invalidName',
					column,
					value: shorten(checked.name),
				})
				return
			}
		}
		const tooLong = PERSON_NAME_COLUMNS.find((column) => cells[column].length > PERSON_NAME_MAX)
		if (tooLong) {
			invalid.push({ line, reason: 'tooLong', column: tooLong, value: shorten(cells[tooLong]) })
			return
		}
		invites.push({
			email,
			department: department.name,
			group: group.name || null,
			name: cells.name,
			lastName: cells.lastName,
		})
	})
	return { invites, invalid, missingColumns, noValidEmails: csv.rows.length > 0 && validEmails === 0 }
}

/** Control characters shown as the replacement character (messages, the preview): the cell stays readable. */
export function visibleText(text: string) {
	return text.replace(/[\u0000-\u001F\u007F]/g, '\uFFFD')
}

/** A row shown in a message stays readable: at most 80 characters. */
function shorten(text: string) {
	return text.length > 80 ? `${text.slice(0, 79)}…` : text
}
