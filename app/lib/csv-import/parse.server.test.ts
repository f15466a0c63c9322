import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import csvImportTexts from '#app/i18n/locales/en/csv-import.ts'
import { UploadTooLarge, readBoundedFormData } from '#app/lib/bounded-form-data.server.ts'
import { MULTIPART_ALLOWANCE_BYTES } from '#server/shared/form-body.ts'
import { guessColumnMapping } from './columns.ts'
import { detectDelimiter, MAX_CSV_BYTES, readUsersCsv, type ParsedCsv } from './parse.server.ts'
import { mapCsvRows } from './validate.ts'

const BOM = '\uFEFF'

function fixture(name: string) {
	return new File([readFileSync(new URL(`./fixtures/${name}`, import.meta.url))], name, { type: 'text/csv' })
}

/** A File whose content may not be read: any attempt fails the test. */
function unreadable(file: File) {
	const refuse = () => {
		throw new Error('the file was read')
	}
	for (const method of ['stream', 'text', 'arrayBuffer', 'bytes', 'slice']) Object.defineProperty(file, method, { value: refuse })
	return file
}

async function parsed(content: string | Uint8Array, name = 'users.csv'): Promise<ParsedCsv> {
	const result = await readUsersCsv(new File([content as BlobPart], name))
	if (!result.ok) throw new Error(`expected a parsed file, got ${result.problem}`)
	return result.csv
}

async function importFixture(name: string) {
	const csv = await parsed(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)), name)
	const mapping = guessColumnMapping(csv.headers)
	return { csv, mapping, ...mapCsvRows(csv, mapping) }
}

describe('file problems (spec 1 §5 messages)', () => {
	test('a file whose name does not end in .csv is the wrong format, unread', async () => {
		expect(await readUsersCsv(unreadable(new File(['email\na@b.co\n'], 'users.txt')))).toEqual({
			ok: false,
			problem: 'wrongFormat',
		})
		expect(await readUsersCsv(unreadable(new File(['email\n'], 'users.csv.xlsx')))).toEqual({
			ok: false,
			problem: 'wrongFormat',
		})
		expect((await readUsersCsv(new File(['email\na@b.co\n'], 'USERS.CSV'))).ok).toBe(true)
	})

	test('a file over 7 MB is refused by its size without being read', async () => {
		const big = unreadable(new File([new Uint8Array(MAX_CSV_BYTES + 1)], 'users.csv'))
		expect(await readUsersCsv(big)).toEqual({ ok: false, problem: 'tooLarge' })
		expect(MAX_CSV_BYTES).toBe(7_340_032)
	})

	test('an empty file, a header-only file and a file of blank rows have no data', async () => {
		expect(await readUsersCsv(unreadable(new File([], 'users.csv')))).toEqual({ ok: false, problem: 'empty' })
		expect(await readUsersCsv(new File(['Email,Department\r\n'], 'users.csv'))).toEqual({ ok: false, problem: 'empty' })
		expect(await readUsersCsv(new File(['Email,Department'], 'users.csv'))).toEqual({ ok: false, problem: 'empty' })
		expect(await readUsersCsv(new File(['Email,Department\n\n,\n , \n\n'], 'users.csv'))).toEqual({
			ok: false,
			problem: 'empty',
		})
		expect(await readUsersCsv(new File([BOM + '\r\n\r\n'], 'users.csv'))).toEqual({ ok: false, problem: 'empty' })
	})

	test('a quoted field that never closes is a parse error', async () => {
		const file = new File(['Email,Name\na@b.co,"Ann\nb@b.co,Bob\n'], 'users.csv')
		expect(await readUsersCsv(file)).toEqual({ ok: false, problem: 'parse' })
		const afterHeader = new File(['"Email,Name\na@b.co,Ann\n'], 'users.csv')
		expect(await readUsersCsv(afterHeader)).toEqual({ ok: false, problem: 'parse' })
	})

	test('a stray quote inside an unquoted field is kept as text, as spreadsheets read it', async () => {
		const csv = await parsed('Email,Name\na@b.co,Dwayne "The Rock" Johnson\n')
		expect(csv.rows).toEqual([['a@b.co', 'Dwayne "The Rock" Johnson']])
	})

	test('every problem has the spec message', () => {
		expect(csvImportTexts.file).toEqual({
			wrongFormat: 'Incorrect file format or unknown field name',
			empty: "File doesn't have any data",
			parse: 'Error parsing CSV file',
			tooLarge: 'File size should be less than 7 MB',
			binary: 'This file is not a CSV text file (it may be a spreadsheet renamed .csv). Save it as CSV and try again.',
		})
	})

	test('a spreadsheet renamed .csv (zip, old Excel) or a file full of NUL bytes is refused as binary, with its own message', async () => {
		const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, ...new TextEncoder().encode('[Content_Types].xml')])
		const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])
		const nuls = new Uint8Array(4096).map((_, i) => (i % 3 === 0 ? 0 : 0x41))
		for (const bytes of [zip, xls, nuls]) {
			expect(await readUsersCsv(new File([bytes], 'users.csv'))).toEqual({ ok: false, problem: 'binary' })
		}
	})

	test('a NUL byte in a cell or two is no binary file: the file is read and the row is named by the validation', async () => {
		const csv = await parsed('Email,Department\na\u0000b@acme.test,Sales\nok@acme.test,Sa\u0000les\n')
		expect(csv.rows).toEqual([
			['a\u0000b@acme.test', 'Sales'],
			['ok@acme.test', 'Sa\u0000les'],
		])
	})

	test('a UTF-16 file with its byte-order mark (Excel "Unicode Text", tab-separated) is read', async () => {
		const text = '\uFEFFEmail\tDepartment\nzoë@acme.test\tVentes\n'
		const le = new Uint8Array(text.length * 2)
		for (let i = 0; i < text.length; i++) {
			le[2 * i] = text.charCodeAt(i) & 0xff
			le[2 * i + 1] = text.charCodeAt(i) >> 8
		}
		const be = le.map((_, i) => le[i % 2 === 0 ? i + 1 : i - 1]!)
		for (const bytes of [le, be]) {
			const csv = await parsed(bytes)
			expect(csv.headers).toEqual(['Email', 'Department'])
			expect(csv.rows).toEqual([['zoë@acme.test', 'Ventes']])
		}
	})
})

describe('reading the CSV', () => {
	test('headers are trimmed, rows kept as written, and line numbers count the header as line 1', async () => {
		const csv = await parsed(' Email , Department \na@b.co, Sales \nc@d.co,Ops\n')
		expect(csv).toEqual({
			fileName: 'users.csv',
			headers: ['Email', 'Department'],
			rows: [
				['a@b.co', ' Sales '],
				['c@d.co', 'Ops'],
			],
			lines: [2, 3],
		})
	})

	test('a UTF-8 BOM is dropped from the first header', async () => {
		const csv = await parsed(BOM + 'Email,Department\r\na@b.co,Sales\r\n')
		expect(csv.headers).toEqual(['Email', 'Department'])
	})

	test('comma, semicolon and tab delimiters are detected from the header line, outside quotes', async () => {
		expect(detectDelimiter('Email;Department;"Group, optional"')).toBe(';')
		expect(detectDelimiter('"Email;x","Department;y"')).toBe(',')
		expect(detectDelimiter('Email\tDepartment')).toBe('\t')
		expect(detectDelimiter('Email')).toBe(',')
		expect((await parsed('Email;Department\na@b.co;Sales, EMEA\n')).rows).toEqual([['a@b.co', 'Sales, EMEA']])
		expect((await parsed('Email\tDepartment\na@b.co\tSales; EMEA\n')).rows).toEqual([['a@b.co', 'Sales; EMEA']])
		expect((await parsed('Email,Department\na@b.co,"Sales; EMEA"\n')).rows).toEqual([['a@b.co', 'Sales; EMEA']])
	})

	test('quoted fields keep commas and line breaks, and later line numbers stay right (LF and CRLF)', async () => {
		const lf = 'Email,Department,Name\na@b.co,"Sales, EMEA","Ann\nMarie"\nc@d.co,Ops,Carl\ne@f.co,"R&D\nLab\nEast",Eve\ng@h.co,Ops,Gus\n'
		for (const text of [lf, lf.replaceAll('\n', '\r\n')]) {
			const csv = await parsed(text)
			expect(csv.lines).toEqual([2, 4, 5, 8])
			expect(csv.rows[0][1]).toBe('Sales, EMEA')
			expect(csv.rows[0][2]).toMatch(/^Ann\r?\nMarie$/)
			expect(csv.rows[3]).toEqual(['g@h.co', 'Ops', 'Gus'])
		}
	})

	test('blank lines, fully empty rows and trailing empty lines are left out without shifting line numbers', async () => {
		const csv = await parsed('Email,Department\r\n\r\na@b.co,Sales\r\n,\r\n  ,  \r\nc@d.co,Ops\r\n\r\n\r\n')
		expect(csv.rows).toEqual([
			['a@b.co', 'Sales'],
			['c@d.co', 'Ops'],
		])
		expect(csv.lines).toEqual([3, 6])
	})

	test('a header line after blank lines is still the header', async () => {
		const csv = await parsed('\n\nEmail,Department\na@b.co,Sales\n')
		expect(csv.headers).toEqual(['Email', 'Department'])
		expect(csv.lines).toEqual([4])
	})

	test('rows may be shorter or longer than the header', async () => {
		const csv = await parsed('Email,Department,Group\na@b.co\nc@d.co,Ops,Blue,extra\n')
		expect(csv.rows).toEqual([['a@b.co'], ['c@d.co', 'Ops', 'Blue', 'extra']])
	})

	test('accented and right-to-left names come out byte for byte as written', async () => {
		const names = ['Zoë', 'Ångström', 'Nguyễn Thị Minh Khai', 'נועה לוי', 'أحمد الفارسي', 'O’Brien']
		const text = `${BOM}Email,Name\r\n${names.map((n, i) => `u${i}@b.co,"${n}"`).join('\r\n')}\r\n`
		const csv = await parsed(new TextEncoder().encode(text))
		const out = csv.rows.map((row) => row[1])
		expect(out).toEqual(names)
		expect(out.map((n) => Buffer.from(n).toString('hex'))).toEqual(names.map((n) => Buffer.from(n).toString('hex')))
	})

	test('multi-byte characters split across stream chunks are decoded whole', async () => {
		const name = 'שלום-'.repeat(20_000) // well over one 64 KiB stream chunk, 2-byte characters
		const csv = await parsed(new TextEncoder().encode(`Email,Name\na@b.co,${name}\n`))
		expect(csv.rows[0][1]).toBe(name)
	})

	test('the file is read as a stream in whatever pieces it arrives, never as one string', async () => {
		const text = `${BOM}Email;Name;Department\r\n"zoë@b.co";"Zoë\r\nÅngström";R&D\r\n\r\nnoa@b.co;נועה לוי;"מחקר; ופיתוח"\r\n`
		const bytes = new TextEncoder().encode(text)
		const file = new File([bytes], 'users.csv')
		const sevenBytesAtATime = () =>
			new ReadableStream<Uint8Array>({
				start(controller) {
					for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7))
					controller.close()
				},
			})
		Object.defineProperty(file, 'stream', { value: sevenBytesAtATime })
		for (const method of ['text', 'arrayBuffer', 'bytes']) {
			Object.defineProperty(file, method, {
				value: () => {
					throw new Error(`file.${method}() buffers the whole file`)
				},
			})
		}
		const result = await readUsersCsv(file)
		expect(result).toEqual({
			ok: true,
			csv: {
				fileName: 'users.csv',
				headers: ['Email', 'Name', 'Department'],
				rows: [
					['zoë@b.co', 'Zoë\r\nÅngström', 'R&D'],
					['noa@b.co', 'נועה לוי', 'מחקר; ופיתוח'],
				],
				lines: [2, 5],
			},
		})
	})

	test('a file saved by older Excel in Windows-1252 is read with its accents', async () => {
		const bytes = Uint8Array.from(Buffer.from('Email;Prénom\nzoe@b.co;Zoë\n', 'latin1'))
		const csv = await parsed(bytes)
		expect(csv.headers).toEqual(['Email', 'Prénom'])
		expect(csv.rows).toEqual([['zoe@b.co', 'Zoë']])
	})

	test('old Mac line endings (CR only) are understood', async () => {
		const csv = await parsed('Email,Department\ra@b.co,Sales\rc@d.co,Ops\r')
		expect(csv.rows).toEqual([
			['a@b.co', 'Sales'],
			['c@d.co', 'Ops'],
		])
		expect(csv.lines).toEqual([2, 3])
	})
})

describe('exports admins bring (fixtures)', () => {
	test('Microsoft Entra ID "Download users": Mail is the email, guests included, an account without mail named', async () => {
		const { mapping, invites, invalid, csv } = await importFixture('entra-id-download-users.csv')
		expect(csv.headers[3]).toBe('Mail')
		expect(mapping).toEqual({ email: 3, department: 8, group: null, name: 4, lastName: 2 })
		expect(invites).toEqual([
			{ email: 'adele.vance@contoso.com', department: 'Retail', group: null, name: 'Adele', lastName: 'Vance' },
			{ email: 'jose.nunez@contoso.com', department: 'Finanzas', group: null, name: 'José', lastName: 'Núñez' },
			{ email: 'noa.levi@contoso.com', department: 'מחקר ופיתוח', group: null, name: 'נועה', lastName: 'לוי' },
			{ email: 'pat@fabrikam.com', department: 'Partners', group: null, name: 'Pat', lastName: 'Guest' },
		])
		expect(invalid).toEqual([{ line: 6, reason: 'missingEmail', value: expect.stringContaining('conf-room-2@contoso.onmicrosoft.com') }])
	})

	test('Microsoft 365 active users: User principal name is the email; a case-only duplicate is reported', async () => {
		const { mapping, invites, invalid } = await importFixture('m365-active-users.csv')
		expect(mapping).toEqual({ email: 27, department: 3, group: null, name: 7, lastName: 9 })
		expect(invites).toEqual([
			{ email: 'meganb@contoso.com', department: 'Sales & Marketing', group: null, name: 'Megan', lastName: 'Bowen' },
			{
				email: 'chloe.lefevre@contoso.com',
				department: 'Ressources humaines',
				group: null,
				name: 'Chloé',
				lastName: 'Lefèvre',
			},
			{ email: 'ahmed.alfarsi@contoso.com', department: 'المالية', group: null, name: 'أحمد', lastName: 'الفارسي' },
		])
		expect(invalid).toEqual([{ line: 5, reason: 'duplicateEmail', value: 'MEGANB@CONTOSO.COM' }])
	})

	test('Google Workspace user download: [Required] headers map; bad address and missing department named', async () => {
		const { mapping, invites, invalid } = await importFixture('google-workspace-users.csv')
		expect(mapping).toEqual({ email: 2, department: 20, group: null, name: 0, lastName: 1 })
		expect(invites).toEqual([
			{ email: 'lukas.mueller@example.de', department: 'Engineering', group: null, name: 'Lukas', lastName: 'Müller' },
			{ email: 'anna.schmidt@example.de', department: 'Engineering', group: null, name: 'Anna', lastName: 'Schmidt' },
			{ email: 'zoe.oconnor@example.de', department: 'Sales', group: null, name: 'Zoë', lastName: "O'Connor-Ångström" },
		])
		expect(invalid).toEqual([
			{ line: 5, reason: 'invalidEmail', value: 'yosef@example' },
			{ line: 6, reason: 'missingDepartment', value: 'intern@example.de' },
		])
	})

	test('KnowBe4-style template: groups, a two-line address, a duplicate and a row without email', async () => {
		const { mapping, invites, invalid, csv } = await importFixture('knowbe4-template.csv')
		expect(mapping).toEqual({ email: 0, department: 15, group: 5, name: 1, lastName: 2 })
		expect(csv.lines).toEqual([2, 3, 4, 6, 7])
		expect(invites).toEqual([
			{
				email: 'maria.garcia@acme.test',
				department: 'Finance',
				group: 'Finance Team',
				name: 'María',
				lastName: 'García',
			},
			{ email: 'li.wei@acme.test', department: 'Engineering', group: null, name: 'Wei', lastName: 'Li' },
			{
				email: "tom.o'brien@acme.test",
				department: 'Customer Support',
				group: 'Support',
				name: 'Tom',
				lastName: "O'Brien, Jr.",
			},
		])
		expect(invalid).toEqual([
			{ line: 6, reason: 'duplicateEmail', value: 'Maria.Garcia@ACME.test' },
			{ line: 7, reason: 'missingEmail', value: 'Ghost, Row, ACME, Finance' },
		])
	})

	test('generic semicolon file (E-mail, team, division) with a quoted semicolon and an Arabic name', async () => {
		const { mapping, invites, invalid } = await importFixture('generic-semicolon.csv')
		expect(mapping).toEqual({ email: 0, department: 4, group: 3, name: 1, lastName: 2 })
		expect(invites).toEqual([
			{ email: 'jean-pierre@example.fr', department: 'Ventes', group: null, name: 'Jean-Pierre', lastName: 'Lévêque' },
			{ email: 'sara@example.fr', department: 'Achats', group: 'Équipe B', name: 'سارة', lastName: 'حداد' },
		])
		// A group name the groups form refuses (the semicolon) is named, as the form would name it.
		expect(invalid).toEqual([
			{ line: 2, reason: 'invalidName', column: 'group', value: 'Équipe A; Paris' },
			{ line: 4, reason: 'invalidEmail', value: 'not-an-email' },
		])
	})

	test('generic tab-separated file (email address, name, surname)', async () => {
		const { mapping, invites, invalid } = await importFixture('generic-tab.csv')
		expect(mapping).toEqual({ email: 0, department: 4, group: 3, name: 1, lastName: 2 })
		expect(invites).toEqual([
			{ email: 'kim@example.com', department: 'Ops', group: 'Blue', name: 'Kim', lastName: 'Park' },
			{ email: 'alex@example.com', department: 'Ops', group: null, name: 'Alex', lastName: 'Doe' },
		])
		expect(invalid).toEqual([])
	})

	test('the fixture files are read from disk the way an upload arrives', async () => {
		const result = await readUsersCsv(fixture('entra-id-download-users.csv'))
		expect(result.ok && result.csv.rows.length).toBe(5)
	})
})

describe('readBoundedFormData', () => {
	function multipart(fileBytes: number, headers: Record<string, string> = {}) {
		const form = new FormData()
		form.set('intent', 'upload')
		form.set('file', new File([new Uint8Array(fileBytes).fill(65)], 'users.csv', { type: 'text/csv' }))
		return new Request('http://console.test/users/add', { method: 'POST', body: form, headers })
	}

	test('a form within the limit is read with its file', async () => {
		const form = await readBoundedFormData(multipart(1000), MAX_CSV_BYTES)
		expect(form.get('intent')).toBe('upload')
		const file = form.get('file') as File
		expect(file.name).toBe('users.csv')
		expect(file.size).toBe(1000)
	})

	test('a declared Content-Length over the limit is refused before the body is read', async () => {
		let pulled = false
		const body = new ReadableStream(
			{
				pull() {
					pulled = true
					throw new Error('the body was read')
				},
			},
			{ highWaterMark: 0 },
		)
		const request = new Request('http://console.test/users/add', {
			method: 'POST',
			body,
			headers: {
				'Content-Type': 'multipart/form-data; boundary=x',
				'Content-Length': String(MAX_CSV_BYTES + MULTIPART_ALLOWANCE_BYTES + 1),
			},
			// @ts-expect-error Node's fetch needs duplex for a streamed body
			duplex: 'half',
		})
		await expect(readBoundedFormData(request, MAX_CSV_BYTES)).rejects.toBeInstanceOf(UploadTooLarge)
		expect(pulled).toBe(false)
	})

	test('a body without a Content-Length that streams past the limit is cut off there', async () => {
		const form = await multipart(2_000_000).arrayBuffer()
		const contentType = multipart(0).headers.get('Content-Type')!
		let sent = 0
		const chunk = 16 * 1024
		const body = new ReadableStream<Uint8Array>({
			pull(controller) {
				if (sent >= form.byteLength) return controller.close()
				controller.enqueue(new Uint8Array(form.slice(sent, sent + chunk)))
				sent += chunk
			},
		})
		const request = new Request('http://console.test/users/add', {
			method: 'POST',
			body,
			headers: { 'Content-Type': contentType },
			// @ts-expect-error Node's fetch needs duplex for a streamed body
			duplex: 'half',
		})
		await expect(readBoundedFormData(request, 1_000_000)).rejects.toBeInstanceOf(UploadTooLarge)
		expect(sent).toBeLessThan(1_000_000 + MULTIPART_ALLOWANCE_BYTES + 4 * chunk)
	})
})
