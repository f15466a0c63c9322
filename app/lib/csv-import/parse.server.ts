import { once } from 'node:events'
import { finished } from 'node:stream/promises'
import { parse } from 'csv-parse'

/** Spec 1 §9: max upload 7340032 bytes (7 MB). */
export const MAX_CSV_BYTES = 7_340_032

/** lines[i] is the file's line number of rows[i], the header being line 1. */
export type ParsedCsv = { fileName: string; headers: string[]; rows: string[][]; lines: number[] }

/** Each maps to a message: csvImport:file.<problem> (spec 1 §5 wording; binary is a file that is not text at all). */
export type CsvFileProblem = 'wrongFormat' | 'empty' | 'parse' | 'tooLarge' | 'binary'

export type ReadUsersCsvResult = { ok: true; csv: ParsedCsv } | { ok: false; problem: CsvFileProblem }

const DELIMITERS = [',', ';', '\t'] as const
/** The delimiter is guessed from at most this much text when the first line is longer. */
const MAX_HEADER_LINE = 64 * 1024

/**
 * Reads an uploaded users CSV. Name and size are checked before a byte is
 * read; the content is then decoded and parsed as a stream (UTF-8 with or
 * without BOM, falling back to Windows-1252 as older Excel writes it), the
 * delimiter detected from the header line. Blank lines and rows whose cells
 * are all blank are left out; line numbers stay those of the file.
 */
export async function readUsersCsv(file: File): Promise<ReadUsersCsvResult> {
	if (!/\.csv$/i.test(file.name)) return { ok: false, problem: 'wrongFormat' }
	if (file.size > MAX_CSV_BYTES) return { ok: false, problem: 'tooLarge' }
	if (file.size === 0) return { ok: false, problem: 'empty' }
	const sniffed = sniffEncoding(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))
	if (sniffed === 'binary') return { ok: false, problem: 'binary' }
	let parsed: Parsed
	try {
		parsed = await parseStream(file, sniffed)
	} catch (error) {
		if (!(error instanceof CsvDecodingError) || sniffed !== 'utf-8') return { ok: false, problem: 'parse' }
		try {
			parsed = await parseStream(file, 'windows-1252')
		} catch {
			return { ok: false, problem: 'parse' }
		}
	}
	if (parsed.headers.length === 0 || parsed.rows.length === 0) return { ok: false, problem: 'empty' }
	return { ok: true, csv: { fileName: file.name, ...parsed } }
}

class CsvDecodingError extends Error {}

type Encoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be'

/** How much of the file's start decides whether it is text, and in which encoding. */
const SNIFF_BYTES = 64 * 1024

/** Starts of files that are never CSV: zip (.xlsx, .ods), OLE (.xls), PDF. */
const BINARY_SIGNATURES = [
	[0x50, 0x4b, 0x03, 0x04],
	[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
	[0x25, 0x50, 0x44, 0x46, 0x2d],
]

/**
 * The file's encoding from its first bytes: UTF-16 by its byte-order mark (Excel's "Unicode Text"),
 * else UTF-8 (Windows-1252 when that fails to decode). A known binary signature, or NUL bytes in
 * numbers no text has (a NUL in a cell or two is reported on its row instead), make it 'binary'.
 */
export function sniffEncoding(start: Uint8Array): Exclude<Encoding, 'windows-1252'> | 'binary' {
	if (start[0] === 0xff && start[1] === 0xfe) return 'utf-16le'
	if (start[0] === 0xfe && start[1] === 0xff) return 'utf-16be'
	if (BINARY_SIGNATURES.some((signature) => signature.every((byte, i) => start[i] === byte))) return 'binary'
	let nul = 0
	for (const byte of start) if (byte === 0) nul++
	return nul >= Math.max(8, start.length / 100) ? 'binary' : 'utf-8'
}

type Parsed = { headers: string[]; rows: string[][]; lines: number[] }

async function parseStream(file: File, encoding: Encoding): Promise<Parsed> {
	const parsed: Parsed = { headers: [], rows: [], lines: [] }
	let headerSeen = false
	// Blank lines come through as records too (skip_empty_lines is off), so each
	// record starts on the line after the previous one ended and ends as many
	// lines later as its quoted fields hold line breaks. csv-parse's own
	// info.lines would count a CRLF inside a quoted field twice, and asking for
	// info makes parsing about a third slower.
	let lastLine = 0
	const onRecord = (record: string[]) => {
		const firstLine = lastLine + 1
		lastLine = firstLine + lineBreaksIn(record)
		if (record.every((cell) => cell.trim() === '')) return
		if (!headerSeen) {
			headerSeen = true
			parsed.headers = record.map((header) => header.trim())
			return
		}
		parsed.rows.push(record)
		parsed.lines.push(firstLine)
	}

	let parser: ReturnType<typeof parse> | null = null
	let parsed$: Promise<void> = Promise.resolve()
	const startParser = (headerLine: string) => {
		const p = parse({
			delimiter: detectDelimiter(headerLine),
			relax_column_count: true,
			// A quote inside an unquoted field (Dwayne "The Rock" Johnson) is kept as
			// text, as spreadsheets read it; an unclosed quoted field is still an error.
			relax_quotes: true,
		})
		p.on('data', onRecord)
		parsed$ = finished(p)
		parsed$.catch(() => {}) // awaited below
		parser = p
		return p
	}

	let pending = '' // text held back until the header line is complete, to detect the delimiter
	const write = async (text: string) => {
		if (!parser) {
			pending += text
			const end = headerLineEnd(pending)
			if (end < 0 && pending.length < MAX_HEADER_LINE) return
			startParser(end < 0 ? pending : pending.slice(0, end))
			text = pending
			pending = ''
		}
		if (!text) return
		const p = parser as unknown as ReturnType<typeof parse>
		if (!p.write(text)) await Promise.race([once(p, 'drain'), parsed$])
	}

	const decoder = new TextDecoder(encoding, { fatal: true }) // also drops a UTF-8 or UTF-16 BOM
	const decode = (chunk?: Uint8Array) => {
		try {
			return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode()
		} catch {
			throw new CsvDecodingError(`not ${encoding}`)
		}
	}
	const reader = file.stream().getReader()
	try {
		for (;;) {
			const { done, value } = await reader.read()
			if (done) break
			await write(decode(value))
		}
		await write(decode())
		if (!parser && pending.trim()) startParser(pending).write(pending)
		const p = parser as ReturnType<typeof parse> | null
		if (p) {
			p.end()
			await parsed$
		}
	} finally {
		const p = parser as ReturnType<typeof parse> | null
		if (p && !p.writableFinished) p.destroy()
		await reader.cancel().catch(() => {})
	}
	return parsed
}

/** Line breaks inside a record's quoted fields; CRLF counts once. */
function lineBreaksIn(record: string[]) {
	let count = 0
	for (const cell of record) {
		if (cell.indexOf('\n') < 0 && cell.indexOf('\r') < 0) continue
		for (let i = 0; i < cell.length; i++) {
			const c = cell.charCodeAt(i)
			if (c === 10) count++
			else if (c === 13) {
				count++
				if (cell.charCodeAt(i + 1) === 10) i++
			}
		}
	}
	return count
}

/** Index of the first line break outside quotes, -1 while the header line is incomplete. */
function headerLineEnd(text: string) {
	let quoted = false
	for (let i = 0; i < text.length; i++) {
		const c = text[i]
		if (c === '"') quoted = !quoted
		else if (!quoted && (c === '\n' || c === '\r')) {
			// A lone CR at the end of the chunk may be followed by LF: wait for more.
			if (c === '\r' && i === text.length - 1) return -1
			return i
		}
	}
	return -1
}

/** The delimiter used most often in the header line outside quotes; a comma when none is. */
export function detectDelimiter(headerLine: string): string {
	const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]))
	let quoted = false
	for (const c of headerLine) {
		if (c === '"') quoted = !quoted
		else if (!quoted && counts.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1)
	}
	let best = ','
	for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d
	return best
}
