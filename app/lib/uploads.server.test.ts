import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { getEnv } from '#app/env.server.ts'
import { UPLOAD_NAME_HEADER } from './upload-rules.ts'
import { getUpload, keepRequestBody, readUploadForm } from './uploads.server.ts'

const owner = { userId: 'usr_streamer', companyId: 'cmp_streams' }
const PDF_START = new TextEncoder().encode('%PDF-1.7\n')

/** A request whose body arrives in the given chunks, recording how many were read; `fail` ends it with an error instead. */
function streamedRequest(chunks: Uint8Array[], headers: Record<string, string>, fail = false) {
	let pulled = 0
	const body = new ReadableStream<Uint8Array>(
		{
			pull(controller) {
				const next = chunks[pulled++]
				if (next) controller.enqueue(next)
				else if (fail) controller.error(new Error('client went away'))
				else controller.close()
			},
		},
		{ highWaterMark: 0 },
	)
	// @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types do not know it yet
	const request = new Request('http://localhost/resources/uploads/pdf', { method: 'POST', body, headers, duplex: 'half' })
	return { request, pulled: () => pulled }
}

const headersFor = (name: string, size: number, type = 'application/pdf') => ({
	'Content-Length': String(size),
	'Content-Type': type,
	[UPLOAD_NAME_HEADER]: encodeURIComponent(name),
})

async function stagedFiles(): Promise<string[]> {
	const dir = path.resolve(getEnv().DATA_DIR, 'upload-staging')
	const found: string[] = []
	for (const sub of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
		if (sub.isDirectory()) for (const name of await readdir(path.join(dir, sub.name))) found.push(name)
	}
	return found
}

describe('a file sent as the whole request body (JavaScript uploads)', () => {
	test('arriving in chunks, it is kept whole under its own name, typed by its bytes', async () => {
		const chunks = [PDF_START.subarray(0, 3), PDF_START.subarray(3), new Uint8Array(64 * 1024).fill(7), new Uint8Array(10).fill(9)]
		const size = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0)
		const { request } = streamedRequest(chunks, headersFor('Über Richtlinie.pdf', size, 'application/octet-stream'))
		const kept = await keepRequestBody(request, owner, 'pdf')
		expect(kept?.facts).toEqual({ name: 'Über Richtlinie.pdf', type: 'application/octet-stream', size, sniffedType: 'application/pdf' })
		const stored = await getUpload(owner, kept?.id)
		expect(stored).toMatchObject({ name: 'Über Richtlinie.pdf', type: 'application/pdf', size })
		const bytes = new Uint8Array(await new Response(stored!.stream()).arrayBuffer())
		expect(bytes.byteLength).toBe(size)
		expect(bytes.subarray(0, PDF_START.byteLength)).toEqual(PDF_START)
		expect(bytes.at(-1)).toBe(9)
	})

	test('a file that is not of the kind is refused after its first bytes, the rest unread', async () => {
		const chunks = [
			new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0]),
			new Uint8Array(1000),
			new Uint8Array(1000),
		]
		const { request, pulled } = streamedRequest(chunks, headersFor('scan.pdf', 2016))
		const kept = await keepRequestBody(request, owner, 'pdf')
		expect(kept).toEqual({ facts: expect.objectContaining({ sniffedType: null }), id: null })
		expect(pulled()).toBeLessThan(3)
	})

	test('a file declared over the limit is refused without reading a byte', async () => {
		const { request, pulled } = streamedRequest([PDF_START], headersFor('big.pdf', 7_340_033))
		const kept = await keepRequestBody(request, owner, 'pdf')
		expect(kept).toEqual({ facts: { name: 'big.pdf', type: 'application/pdf', size: 7_340_033 }, id: null })
		expect(pulled()).toBe(0)
	})

	test('an upload cut off mid-file fails and leaves nothing on disk', async () => {
		const before = await stagedFiles()
		const { request } = streamedRequest([PDF_START, new Uint8Array(100)], headersFor('cut.pdf', 5000), true)
		await expect(keepRequestBody(request, owner, 'pdf')).rejects.toThrow('client went away')
		expect(await stagedFiles()).toEqual(before)
	})

	test('a body longer than its declared size is not kept', async () => {
		const before = await stagedFiles()
		const { request } = streamedRequest([PDF_START, new Uint8Array(100)], headersFor('long.pdf', 20))
		await expect(keepRequestBody(request, owner, 'pdf')).rejects.toThrow('longer than')
		expect(await stagedFiles()).toEqual(before)
	})

	test('a request without its file name or size is not such an upload', async () => {
		const noName = streamedRequest([PDF_START], { 'Content-Length': String(PDF_START.byteLength) })
		expect(await keepRequestBody(noName.request, owner, 'pdf')).toBeNull()
		const badName = streamedRequest([PDF_START], { ...headersFor('x', PDF_START.byteLength), [UPLOAD_NAME_HEADER]: '%E0%A4%A' })
		expect(await keepRequestBody(badName.request, owner, 'pdf')).toBeNull()
	})
})

describe('multipart forms with a video (no JavaScript)', () => {
	test('are parsed one at a time: the next body waits unread until the first is done', async () => {
		const boundary = 'xBOUNDARYx'
		const form = (size: number) => {
			const text = (value: string) => new TextEncoder().encode(value)
			return [
				text(`--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
				new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0, 0, 0]),
				new Uint8Array(size),
				text(`\r\n--${boundary}--\r\n`),
			]
		}
		let releaseFirst = () => {}
		const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
		const chunks = form(1000)
		let firstPulled = 0
		const firstBody = new ReadableStream<Uint8Array>({
			async pull(controller) {
				// The first form's last chunk comes only when the test lets it.
				if (firstPulled === chunks.length - 1) await firstHeld
				const next = chunks[firstPulled++]
				if (next) controller.enqueue(next)
				else controller.close()
			},
		})
		const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}` }
		// @ts-expect-error duplex, as above
		const first = new Request('http://localhost/x', { method: 'POST', body: firstBody, headers, duplex: 'half' })
		const second = streamedRequest(form(1000), headers)
		const firstForm = readUploadForm(first, owner, { video: 'video' })
		const secondForm = readUploadForm(second.request, owner, { video: 'video' })
		await new Promise((resolve) => setTimeout(resolve, 50))
		expect(second.pulled()).toBe(0)
		releaseFirst()
		await firstForm
		await secondForm
		expect(second.pulled()).toBeGreaterThan(0)
	})
})
