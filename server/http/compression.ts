import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib'

/**
 * Compression of what the app answers (documents, data requests, JSON): brotli when the client takes
 * it, else gzip, else nothing. The body is compressed as it streams and flushed after every burst of
 * chunks the app writes, so a streamed document's shell and its deferred parts reach the browser when
 * React sends them, not when the compressor's window fills. Static files are compressed at build time
 * instead (server/static/).
 */

export type Encoding = 'br' | 'gzip'

/** Below this a compressed body is no smaller once its headers are counted. */
export const MIN_COMPRESSED_BYTES = 1024
/**
 * Brotli's quality for dynamic bodies. Measured on the users page (103 KB of HTML, sent in four bursts)
 * and the shell page (42 KB): quality 4 gave 11.6 and 8.2 KB for about 0.96 and 0.51 ms of CPU, quality
 * 3 gives 12.2 and 8.7 KB for about 0.60 and 0.35 ms (2 about 12.6 KB for 0.47 ms; 5 and above cost
 * much more per byte). The budget is 15 KB for the users page.
 */
const BROTLI_QUALITY = 3
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/

/** The encoding to answer with, from Accept-Encoding (an explicit q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | null {
	if (!acceptEncoding) return null
	const accepted = new Map<string, number>()
	for (const part of acceptEncoding.toLowerCase().split(',')) {
		const [name, ...params] = part.trim().split(';')
		const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
		if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q))
	}
	const wildcard = accepted.get('*')
	const weight = (name: Encoding) => accepted.get(name) ?? wildcard ?? 0
	if (weight('br') > 0) return 'br'
	if (weight('gzip') > 0) return 'gzip'
	return null
}

export function isCompressible(contentType: string | null): boolean {
	return contentType !== null && COMPRESSIBLE.test(contentType)
}

/**
 * `response` compressed for `request` when both allow it: a body of a compressible type, not already
 * encoded, not a range, larger than MIN_COMPRESSED_BYTES when its length is known. Otherwise `response` itself.
 */
export function compressResponse(request: Request, response: Response): Response {
	const headers = response.headers
	if (!response.body || request.method === 'HEAD' || response.status === 204 || response.status === 206) return response
	if (headers.has('Content-Encoding') || !isCompressible(headers.get('Content-Type'))) return response
	const length = headers.get('Content-Length')
	if (length !== null && Number(length) < MIN_COMPRESSED_BYTES) return response
	const encoding = negotiateEncoding(request.headers.get('Accept-Encoding'))
	// Whether or not this answer is compressed, another Accept-Encoding could get another body.
	const answer = new Headers(headers)
	answer.append('Vary', 'Accept-Encoding')
	if (!encoding) return new Response(response.body, { status: response.status, statusText: response.statusText, headers: answer })
	answer.delete('Content-Length')
	answer.set('Content-Encoding', encoding)
	// A validator of the identity body does not describe the encoded one.
	const etag = answer.get('ETag')
	if (etag && !etag.startsWith('W/')) answer.set('ETag', `W/${etag}`)
	return new Response(compressStream(response.body, encoding), {
		status: response.status,
		statusText: response.statusText,
		headers: answer,
	})
}

function compressor(encoding: Encoding): BrotliCompress | Gzip {
	return encoding === 'br'
		? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
		: createGzip({ level: 6 })
}

/** At most this much of a burst is compressed before a flush, so a long answer still streams. */
const MAX_BURST_BYTES = 64 * 1024
const AFTER_THIS_BURST = Symbol('after this burst')

/**
 * `body` through the compressor, flushed after each burst of chunks. React writes a document in
 * many small chunks at once; compressing each on its own (one zlib job and one flush per chunk)
 * cost about ten times the CPU of compressing the burst together. A burst ends when the next chunk
 * is not ready by the end of this turn of the event loop (or at MAX_BURST_BYTES).
 */
export function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
	const reader = body.getReader()
	const zip = compressor(encoding)
	// A sync flush ends the block without resetting the dictionary (gzip); brotli's flush is the same.
	const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH
	// The read that did not finish within the last burst: the next burst starts with it.
	let nextRead: Promise<ReadableStreamReadResult<Uint8Array>> | null = null
	return new ReadableStream<Uint8Array>({
		start(controller) {
			zip.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)))
			zip.once('end', () => controller.close())
			zip.once('error', (error) => controller.error(error))
		},
		async pull() {
			const burst: Uint8Array[] = []
			let bytes = 0
			let result = await (nextRead ?? reader.read())
			nextRead = null
			while (!result.done) {
				burst.push(result.value)
				bytes += result.value.byteLength
				if (bytes >= MAX_BURST_BYTES) break
				const read = reader.read()
				const ready = await Promise.race([read, new Promise<typeof AFTER_THIS_BURST>((resolve) => setImmediate(resolve, AFTER_THIS_BURST))])
				if (ready === AFTER_THIS_BURST) {
					nextRead = read
					break
				}
				result = ready
			}
			if (burst.length > 0) {
				zip.write(burst.length === 1 ? burst[0]! : Buffer.concat(burst))
				await new Promise<void>((resolve) => zip.flush(flushKind, () => resolve()))
			}
			if (result.done) zip.end()
		},
		async cancel(reason) {
			zip.destroy()
			await reader.cancel(reason)
		},
	})
}
