import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { compressResponse, negotiateEncoding } from './compression.ts'

const html = `<!DOCTYPE html><html><body>${'<p>A row of the users table</p>'.repeat(400)}</body></html>`

function request(acceptEncoding?: string, method = 'GET') {
	return new Request('http://console.test/users/all_users', {
		method,
		headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
	})
}

async function bytes(response: Response) {
	return Buffer.from(await response.arrayBuffer())
}

describe('negotiateEncoding', () => {
	test.each([
		['gzip, deflate, br, zstd', 'br'],
		['gzip, deflate', 'gzip'],
		['br;q=0, gzip', 'gzip'],
		['*', 'br'],
		['identity', null],
		['gzip;q=0', null],
		[null, null],
	] as const)('%s → %s', (header, expected) => {
		expect(negotiateEncoding(header)).toBe(expected)
	})
})

describe('compressResponse', () => {
	test('a document is brotli-compressed for a browser, and decodes to the same HTML', async () => {
		const response = compressResponse(request('gzip, deflate, br'), new Response(html, { headers: { 'Content-Type': 'text/html' } }))
		expect(response.headers.get('Content-Encoding')).toBe('br')
		expect(response.headers.get('Vary')).toContain('Accept-Encoding')
		const body = await bytes(response)
		expect(body.byteLength).toBeLessThan(html.length / 10)
		expect(brotliDecompressSync(body).toString()).toBe(html)
	})

	test('gzip for a client without brotli', async () => {
		const response = compressResponse(request('gzip'), Response.json({ rows: html }))
		expect(response.headers.get('Content-Encoding')).toBe('gzip')
		expect(JSON.parse(gunzipSync(await bytes(response)).toString())).toEqual({ rows: html })
	})

	test('left as it is: no Accept-Encoding, a small body, an image, an encoded body, HEAD', async () => {
		const plain = compressResponse(request(), new Response(html, { headers: { 'Content-Type': 'text/html' } }))
		expect(plain.headers.get('Content-Encoding')).toBeNull()
		expect(plain.headers.get('Vary')).toContain('Accept-Encoding')
		expect((await bytes(plain)).toString()).toBe(html)
		const small = new Response('ok', { headers: { 'Content-Type': 'text/plain', 'Content-Length': '2' } })
		expect(compressResponse(request('br'), small)).toBe(small)
		const image = new Response(new Uint8Array(4096), { headers: { 'Content-Type': 'image/png' } })
		expect(compressResponse(request('br'), image)).toBe(image)
		const encoded = new Response(html, { headers: { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' } })
		expect(compressResponse(request('br'), encoded)).toBe(encoded)
		const head = new Response(html, { headers: { 'Content-Type': 'text/html' } })
		expect(compressResponse(request('br', 'HEAD'), head)).toBe(head)
	})

	test.each(['br', 'gzip'] as const)('%s: each chunk the app streams reaches the client before the next is written', async (encoding) => {
		let release: () => void = () => {}
		const waiting = new Promise<void>((resolve) => (release = resolve))
		const encoder = new TextEncoder()
		const body = new ReadableStream<Uint8Array>({
			async start(controller) {
				controller.enqueue(encoder.encode('<html><body><main>The shell</main>'))
				await waiting
				controller.enqueue(encoder.encode('<script>the deferred data</script></body></html>'))
				controller.close()
			},
		})
		const response = compressResponse(request(encoding), new Response(body, { headers: { 'Content-Type': 'text/html' } }))
		const decoder = encoding === 'br' ? createBrotliDecompress() : createGunzip()
		let text = ''
		decoder.on('data', (chunk: Buffer) => (text += chunk.toString()))
		const reader = response.body!.getReader()
		const pump = (async () => {
			for (;;) {
				const { done, value } = await reader.read()
				if (done) break
				decoder.write(value)
			}
			await new Promise((resolve) => decoder.end(resolve))
		})()
		// The first chunk decodes on its own while the app is still waiting to write the second.
		await expect.poll(() => text).toBe('<html><body><main>The shell</main>')
		release()
		await pump
		expect(text).toBe('<html><body><main>The shell</main><script>the deferred data</script></body></html>')
	})

	test.each(['br', 'gzip'] as const)('%s: a burst of small chunks goes out as one flushed block', async (encoding) => {
		const encoder = new TextEncoder()
		const row = '<tr><td>A row of the users table, written on its own</td></tr>'
		const body = new ReadableStream<Uint8Array>({
			start(controller) {
				// What React does with a document: many small chunks in one turn of the event loop.
				for (let i = 0; i < 200; i++) controller.enqueue(encoder.encode(row))
				controller.close()
			},
		})
		const response = compressResponse(request(encoding), new Response(body, { headers: { 'Content-Type': 'text/html' } }))
		const blocks: Uint8Array[] = []
		const reader = response.body!.getReader()
		for (let read = await reader.read(); !read.done; read = await reader.read()) blocks.push(read.value)
		const whole = Buffer.concat(blocks)
		expect((encoding === 'br' ? brotliDecompressSync(whole) : gunzipSync(whole)).toString()).toBe(row.repeat(200))
		// One flush of the whole burst (a few output blocks), not one per chunk; flushing 200 chunks made 200 or more.
		expect(blocks.length).toBeLessThan(10)
	})
})
