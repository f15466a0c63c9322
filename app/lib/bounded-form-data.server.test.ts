import { describe, expect, test } from 'vitest'
import { hasMalformedBody, MalformedFormData, MAX_UPLOAD_BYTES, MULTIPART_ALLOWANCE_BYTES } from '#server/shared/form-body.ts'
import { readBoundedFormData, UploadTooLarge } from './bounded-form-data.server.ts'

function streamOf(text: string, chunk = 1024) {
	const bytes = new TextEncoder().encode(text)
	let sent = 0
	return new ReadableStream<Uint8Array>({
		pull(controller) {
			if (sent >= bytes.byteLength) return controller.close()
			controller.enqueue(bytes.slice(sent, sent + chunk))
			sent += chunk
		},
	})
}

function post(body: BodyInit | null, contentType: string | null, init: RequestInit = {}) {
	const headers = new Headers(init.headers)
	if (contentType) headers.set('Content-Type', contentType)
	return new Request('http://console.test/settings/general', {
		method: 'POST',
		body,
		headers,
		...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
		signal: init.signal,
	} as RequestInit)
}

const PART = '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsaveCompany\r\n'

describe('readBoundedFormData', () => {
	test('a well-formed multipart form within the limit is read', async () => {
		const form = await readBoundedFormData(post(streamOf(`${PART}--x--\r\n`), 'multipart/form-data; boundary=x'), MAX_UPLOAD_BYTES)
		expect(form.get('intent')).toBe('saveCompany')
	})

	test('a URL-encoded form is read too', async () => {
		const form = await readBoundedFormData(post('intent=removeLogo', 'application/x-www-form-urlencoded'), MAX_UPLOAD_BYTES)
		expect(form.get('intent')).toBe('removeLogo')
	})

	test.each([
		['no boundary', 'multipart/form-data', `${PART}--x--\r\n`],
		['a boundary the body does not use', 'multipart/form-data; boundary=other', `${PART}--x--\r\n`],
		[
			'a truncated body (no closing boundary)',
			'multipart/form-data; boundary=x',
			`${PART}--x\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\nPNG`,
		],
		['a Content-Type that is no form', 'text/plain', 'intent=saveCompany'],
	])('%s is a MalformedFormData (a 400) and marks the request', async (_name, contentType, body) => {
		const request = post(streamOf(body), contentType)
		const error = await readBoundedFormData(request, MAX_UPLOAD_BYTES).catch((e: unknown) => e)
		expect(error).toBeInstanceOf(MalformedFormData)
		expect((error as MalformedFormData).status).toBe(400)
		expect(hasMalformedBody(request)).toBe(true)
	})

	test('a multipart post without any body is malformed too', async () => {
		const request = post(null, 'multipart/form-data; boundary=x')
		await expect(readBoundedFormData(request, MAX_UPLOAD_BYTES)).rejects.toBeInstanceOf(MalformedFormData)
	})

	test('a body the client broke off is not called malformed: its own error goes on', async () => {
		let sent = false
		const body = new ReadableStream<Uint8Array>({
			pull(controller) {
				if (!sent) {
					sent = true
					controller.enqueue(new TextEncoder().encode(PART))
					return
				}
				controller.error(new Error('client went away'))
			},
		})
		const request = post(body, 'multipart/form-data; boundary=x')
		const error = await readBoundedFormData(request, MAX_UPLOAD_BYTES).catch((e: unknown) => e)
		expect(error).not.toBeInstanceOf(MalformedFormData)
		expect(hasMalformedBody(request)).toBe(false)
	})

	test('a declared Content-Length over the limit is refused before a byte is read', async () => {
		let pulled = false
		const body = new ReadableStream({ pull: () => void (pulled = true) }, { highWaterMark: 0 })
		const request = post(body, 'multipart/form-data; boundary=x', {
			headers: { 'Content-Length': String(MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE_BYTES + 1) },
		})
		await expect(readBoundedFormData(request, MAX_UPLOAD_BYTES)).rejects.toBeInstanceOf(UploadTooLarge)
		expect(pulled).toBe(false)
	})

	test('a streamed body over the limit is cut off there and is UploadTooLarge, not malformed', async () => {
		const big = `${PART}--x\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n${'A'.repeat(200_000)}\r\n--x--\r\n`
		const request = post(streamOf(big, 16 * 1024), 'multipart/form-data; boundary=x')
		await expect(readBoundedFormData(request, 100_000)).rejects.toBeInstanceOf(UploadTooLarge)
		expect(hasMalformedBody(request)).toBe(false)
	})
})
