/**
 * The CSV import on the server (ARCHITECTURE.md budget: a 50,000-row CSV
 * parsed and validated in ≤ 2 s): readUsersCsv + guessColumnMapping +
 * mapCsvRows on a generated 50,000-row file of about 5 MB, then on one filled
 * up to the 7 MB upload limit; then the size of the bulk invite's body for
 * MAX_INVITES rows (the gateway bounds that path at BULK_INVITE_BODY_LIMIT_BYTES).
 * Prints figures; never fails on them.
 *
 *   npx tsx --expose-gc tests/bench/csv-import.ts     (or without --expose-gc)
 */
import { guessColumnMapping } from '#app/lib/csv-import/columns.ts'
import { MAX_CSV_BYTES, readUsersCsv } from '#app/lib/csv-import/parse.server.ts'
import { mapCsvRows } from '#app/lib/csv-import/validate.ts'
import { buildInvitePayload } from '#app/routes/users/add-users/payload.ts'
import { BULK_INVITE_BODY_LIMIT_BYTES } from '#server/gateway/services/invites.ts'
import { MAX_INVITES } from '#server/shared/directory-rules.ts'

const BUDGET_MS = 2000
// A KnowBe4-style template filled from a directory: about 100 bytes a row, so
// 50,000 rows make about 5 MB. Accents, Hebrew and Arabic names, quoted cells
// with commas and, now and then, a line break.
const HEADER = ['Email', 'First Name', 'Last Name', 'Department', 'Group', 'Job Title', 'Location', 'Employee Number']
const LOCATIONS = ['Bellevue', 'Madrid', 'Tel Aviv', 'Dubai', 'Kraków', 'Paris', 'São Paulo', 'Zürich']
const FIRST = ['Adele', 'José', 'Zoë', 'נועה', 'أحمد', 'Megan', 'Łukasz', 'Chloé', 'Wei', 'Søren', 'Ana', 'Björn']
const LAST = ['Vance', 'Núñez', "O'Connor", 'לוי', 'الفارسي', 'Bowen', 'Wójcik', 'Lefèvre', 'Li', 'Jørgensen', 'da Silva']
const DEPARTMENTS = ['Sales', 'Finance', 'R&D', 'Customer Support', 'Ressources humaines', 'מחקר ופיתוח', 'Legal Risk & Compliance']
const GROUPS = ['', 'EMEA', 'Americas', 'APAC', 'Night shift']
const TITLES = ['Specialist', 'Account Executive', 'Engineer', 'Team Lead', 'Analyst']

function quote(cell: string) {
	return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
}

function row(i: number) {
	const first = FIRST[i % FIRST.length]
	const last = LAST[(i * 7) % LAST.length]
	const title = i % 997 === 0 ? 'Lead, "Special" projects\nEMEA' : TITLES[i % TITLES.length]
	const cells = [
		`${first === 'נועה' || first === 'أحمد' ? 'user' : first.toLowerCase()}.${i}@contoso-holdings.com`,
		first,
		last,
		DEPARTMENTS[i % DEPARTMENTS.length],
		GROUPS[i % GROUPS.length],
		title,
		LOCATIONS[i % LOCATIONS.length],
		`E-${String(100000 + i)}`,
	]
	return cells.map(quote).join(',') + '\r\n'
}

/** A BOM, the header and rows until maxRows or maxBytes, one Uint8Array per 1000 rows. */
function generateCsv({ maxRows = Infinity, maxBytes }: { maxRows?: number; maxBytes: number }) {
	const encoder = new TextEncoder()
	const parts: Uint8Array[] = [encoder.encode('\uFEFF' + HEADER.join(',') + '\r\n')]
	let bytes = parts[0].byteLength
	let rows = 0
	let block = ''
	let blockBytes = 0
	while (rows < maxRows) {
		const text = row(rows)
		const size = Buffer.byteLength(text)
		if (bytes + blockBytes + size > maxBytes) break
		block += text
		blockBytes += size
		rows++
		if (rows % 1000 === 0) {
			parts.push(encoder.encode(block))
			bytes += blockBytes
			block = ''
			blockBytes = 0
		}
	}
	if (block) parts.push(encoder.encode(block))
	return { parts, bytes: bytes + blockBytes, rows }
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`
const gc = (globalThis as { gc?: () => void }).gc

async function run(label: string, size: { maxRows?: number; maxBytes: number }) {
	const { parts, bytes, rows } = generateCsv(size)
	const file = new File(parts as BlobPart[], 'users.csv', { type: 'text/csv' })
	parts.length = 0
	gc?.()
	const before = process.memoryUsage()
	let peakRss = before.rss
	let peakHeap = before.heapUsed
	const sampler = setInterval(() => {
		const now = process.memoryUsage()
		peakRss = Math.max(peakRss, now.rss)
		peakHeap = Math.max(peakHeap, now.heapUsed)
	}, 5)
	const started = performance.now()
	const read = await readUsersCsv(file)
	const parsedAt = performance.now()
	if (!read.ok) throw new Error(`the generated file was refused: ${read.problem}`)
	const mapping = guessColumnMapping(read.csv.headers)
	const result = mapCsvRows(read.csv, mapping)
	const ended = performance.now()
	clearInterval(sampler)
	const after = process.memoryUsage()
	peakRss = Math.max(peakRss, after.rss)
	peakHeap = Math.max(peakHeap, after.heapUsed)
	const total = ended - started
	console.log(
		[
			`${label}: ${rows.toLocaleString('en')} rows, ${mb(bytes)} (${bytes.toLocaleString('en')} bytes${bytes > MAX_CSV_BYTES ? ', OVER the upload limit' : ''})`,
			`  wall time      ${total.toFixed(0)} ms (read + parse ${(parsedAt - started).toFixed(0)} ms, map + validate ${(ended - parsedAt).toFixed(0)} ms)  budget ${BUDGET_MS} ms: ${total <= BUDGET_MS ? 'within' : 'OVER'}`,
			`  memory         peak RSS ${mb(peakRss)} (+${mb(peakRss - before.rss)}), peak heap growth +${mb(peakHeap - before.heapUsed)}${gc ? '' : ' (run with --expose-gc for steadier figures)'}`,
			`  result         ${result.invites.length.toLocaleString('en')} invites, ${result.invalid.length} invalid rows, mapping ${JSON.stringify(mapping)}`,
		].join('\n'),
	)
}

console.log(`Node ${process.version}, ${new Date().toISOString()}`)
await run('warm-up (not counted)', { maxRows: 10_000, maxBytes: MAX_CSV_BYTES })
await run('50,000 rows', { maxRows: 50_000, maxBytes: MAX_CSV_BYTES })
await run('7 MB (the upload limit)', { maxBytes: MAX_CSV_BYTES })

/** The bulk invite's JSON body for MAX_INVITES users: as the CSV flow builds it, and with long names and three groups each. */
function payloadSize(label: string, invites: Parameters<typeof buildInvitePayload>[0]['invites']) {
	const body = JSON.stringify(
		buildInvitePayload({
			companyId: 'cmp_acme',
			invites,
			notification: true,
			subject: 'Welcome to {{companyName}}',
			message: 'Hi {{name}}',
			sso: false,
		}),
	)
	const bytes = Buffer.byteLength(body)
	console.log(
		`  ${label}: ${mb(bytes)} (${bytes.toLocaleString('en')} bytes, ${Math.round(bytes / invites.length)} a user); limit ${mb(BULK_INVITE_BODY_LIMIT_BYTES)}: ${bytes <= BULK_INVITE_BODY_LIMIT_BYTES ? 'within' : 'OVER'}`,
	)
}
{
	const { parts } = generateCsv({ maxRows: MAX_INVITES, maxBytes: MAX_CSV_BYTES })
	const read = await readUsersCsv(new File(parts as BlobPart[], 'users.csv'))
	if (!read.ok) throw new Error(read.problem)
	const { invites } = mapCsvRows(read.csv, guessColumnMapping(read.csv.headers))
	console.log(`bulk invite body for ${MAX_INVITES.toLocaleString('en')} users`)
	payloadSize(
		'this file (one group a row at most)',
		invites.map((i) => ({
			email: i.email,
			role: 'user' as const,
			department: i.department,
			groups: i.group ? [i.group] : [],
			name: i.name,
			lastName: i.lastName,
		})),
	)
	const FIRST_LONG = ['Maximilian-Alexander', 'Anna-Katharina', 'Christopher', 'Guadalupe', 'Oluwaseun']
	const LAST_LONG = ['Featherstonehaugh-Smythe', 'Vandenberghe', 'Papadopoulos', 'Oyelaran-Oyeyinka', 'Schwarzenegger']
	const long = Array.from({ length: MAX_INVITES }, (_, i) => {
		const name = FIRST_LONG[i % 5]!
		const lastName = LAST_LONG[(i >> 3) % 5]!
		return {
			email: `${name}.${lastName}.${i}@subsidiary-emea.example-corporation.com`.toLowerCase(),
			role: 'user' as const,
			department: `Research and Development ${i % 40}`,
			groups: ['Remote Workers', `Project Team ${i % 25}`, 'New Hires 2026'],
			name,
			lastName,
		}
	})
	payloadSize('long names, a department and three groups each', long)
}
