import { EMAIL_PATTERN } from '../validation.ts'
import { REQUIRED_CSV_COLUMNS, type ColumnMapping, type CsvColumn } from './columns.ts'
import type { ParsedCsv } from './parse.server.ts'

/** One user to invite from the file (spec 1 §3 "CSV form" invites). */
export type CsvInvite = { email: string; department: string; group: string | null; name: string; lastName: string }

/**
 * A row left out of the invite, with the file's line number and the value to
 * show: the email for email and department problems, the row's non-blank cells
 * when the email is missing. Messages: csvImport:row.<reason>.
 */
export type InvalidCsvRow = {
	line: number
	reason: 'missingEmail' | 'invalidEmail' | 'duplicateEmail' | 'missingDepartment'
	value: string
}

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
 * invalid row is reported once, with its first problem in this order: missing
 * email, invalid email, email already on an earlier line, missing department.
 * Emails are trimmed and compared lower-case (the gateway matches them so);
 * other cells are trimmed and otherwise kept exactly as written.
 */
export function mapCsvRows(csv: Pick<ParsedCsv, 'rows' | 'lines'>, mapping: ColumnMapping): MappedCsv {
	const missingColumns = REQUIRED_CSV_COLUMNS.filter((column) => mapping[column] === null)
	const invites: CsvInvite[] = []
	const invalid: InvalidCsvRow[] = []
	const emailColumn = mapping.email
	if (emailColumn === null) return { invites, invalid, missingColumns, noValidEmails: false }

	const cell = (row: string[], column: CsvColumn) => {
		const index = mapping[column]
		return index === null ? '' : (row[index] ?? '').trim()
	}
	const seen = new Set<string>()
	let validEmails = 0
	csv.rows.forEach((row, i) => {
		const line = csv.lines[i]
		const written = cell(row, 'email')
		if (!written) {
			const value = shorten(
				row
					.map((c) => c.trim())
					.filter(Boolean)
					.join(', '),
			)
			invalid.push({ line, reason: 'missingEmail', value })
			return
		}
		if (!EMAIL_PATTERN.test(written)) {
			invalid.push({ line, reason: 'invalidEmail', value: written })
			return
		}
		validEmails++
		const email = written.toLowerCase()
		if (seen.has(email)) {
			invalid.push({ line, reason: 'duplicateEmail', value: written })
			return
		}
		seen.add(email)
		const department = cell(row, 'department')
		if (mapping.department !== null && !department) {
			invalid.push({ line, reason: 'missingDepartment', value: written })
			return
		}
		invites.push({ email, department, group: cell(row, 'group') || null, name: cell(row, 'name'), lastName: cell(row, 'lastName') })
	})
	return { invites, invalid, missingColumns, noValidEmails: csv.rows.length > 0 && validEmails === 0 }
}

/** A row shown in a message stays readable: at most 80 characters. */
function shorten(text: string) {
	return text.length > 80 ? `${text.slice(0, 79)}…` : text
}
