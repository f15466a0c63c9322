// CSV that is safe to open in a spreadsheet (OWASP "CSV injection"): shared by the reference gateway,
// which writes its report exports with it, and the console, which passes every export it hands to a
// browser through it again (app/lib/csv-export.server.ts), so a gateway that forgot is still safe.

/**
 * The first characters that make Excel, LibreOffice or Google Sheets read a cell as a formula (or, for
 * tab and carriage return, hide one behind them).
 */
const FORMULA_START = /^[=+\-@\t\r]/
/** Plain numbers ("-3", "+4.5") stay numbers: a sign before digits alone runs nothing. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/

/**
 * The cell as text a spreadsheet shows and never runs: a leading formula character gets an apostrophe
 * before it (the spreadsheet's own "this is text" mark). Already neutralised text starts with the
 * apostrophe, so passing a cell through twice changes nothing more.
 */
export function neutraliseCell(value: string): string {
	return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
}

/** One cell as RFC 4180 writes it: neutralised, and quoted when it holds a quote, separator or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
	const text = neutraliseCell(value === null || value === undefined ? '' : String(value))
	return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One record, CRLF-terminated (what spreadsheets expect). */
export function csvLine(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
	return `${cells.map(csvCell).join(',')}\r\n`
}

/** Marks the file as UTF-8 for Excel, which otherwise reads Hebrew, Chinese and accents as Latin-1. */
export const CSV_BOM = '\uFEFF'

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'
