/**
 * The bridge between Node's HTTP server and a fetch handler (web Request in, web Response out),
 * built so that no request can take the process down:
 * - a bad request line or Host header, or a path with a control character, is a 400 before any
 *   handler sees it (request-target.ts);
 * - the body is read on demand with backpressure and within the route's limit (body-limits.ts,
 *   request-body.ts): a declared or streamed body over it is answered 413, never buffered;
 * - a client that goes away aborts request.signal and stops the response;
 * - a handler that throws is a logged 500; a response body that fails ends that response only;
 * - a body that is no form (request.formData() fails on a complete body) is a 400.
 */
import { hasMalformedBody, MALFORMED_FORM_MESSAGE, MalformedFormData, markMalformedBody } from '../shared/form-body.ts'
import { bodyLimit as defaultBodyLimit, BodyTooLarge, declaredLength, tooLargeMessage } from './body-limits.ts'
import { ClientAbortedBody, createRequestBody, type RequestBody } from './request-body.ts'
import { requestTarget } from './request-target.ts'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'

export type ClientAddress = { address: string; family: string; port: number }

export type FetchHandler = (request: Request, client: ClientAddress) => Response | Promise<Response>

export type ListenerOptions = {
	/** Applied to every response, the listener's own 400, 413 and 500 included (the security headers). */
	decorate?: (response: Response) => Response
	/** The largest body a path takes (default: body-limits.ts). */
	bodyLimit?: (pathname: string) => number
	/** Where failures are reported (default: console.error). */
	log?: (message: string, error: unknown) => void
}

/**
 * A body the handler left unread once the response is sent is read and thrown away, up to the
 * route's body limit (LINGER_BYTES when the body was over it): a browser still uploading a file the
 * app refused unread (a 7.5 MB CSV) completes its upload and shows the answer. Past that budget, or
 * LINGER_MS without data, reading stops and the connection is closed. Closing at once would reset it
 * under a client still sending, and the client could lose the answer.
 */
export const LINGER_BYTES = 1024 * 1024
export const LINGER_MS = 2_000

/** A plain-text answer of the listener itself; never cached. */
export function plainResponse(status: number, text: string): Response {
	return new Response(`${text}\n`, {
		status,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
	})
}

/**
 * The request the handler gets: request.formData() on a complete body that is no form (no or a
 * bad multipart boundary, truncated multipart, no form Content-Type) throws MalformedFormData and
 * marks the request, and the listener answers a failure of such a request with 400, not 500.
 */
class IncomingRequest extends Request {
	override async formData(): Promise<FormData> {
		try {
			return await super.formData()
		} catch (error) {
			if (this.signal.aborted || error instanceof BodyTooLarge || error instanceof ClientAbortedBody) throw error
			markMalformedBody(this)
			throw new MalformedFormData(error)
		}
	}
}

export function createRequestListener(handler: FetchHandler, options: ListenerOptions = {}) {
	const decorate = options.decorate ?? ((response: Response) => response)
	const limitFor = options.bodyLimit ?? defaultBodyLimit
	const log = options.log ?? ((message: string, error: unknown) => console.error(message, error))

	async function handle(req: IncomingMessage, res: ServerResponse) {
		// Whatever becomes of the request, its errors reach the body stream, never the process.
		req.on('error', () => {})
		const send = (response: Response, body: RequestBody | null = null, lingerBytes = LINGER_BYTES) =>
			writeResponse(req, res, decorate(response), body, log, lingerBytes)

		const encrypted = (req.socket as TLSSocket).encrypted === true
		const target = requestTarget(req.url, req.headers.host, encrypted ? 'https:' : 'http:')
		if (!target.ok) return send(plainResponse(400, target.message))
		const limit = limitFor(target.url.pathname)
		const declared = declaredLength(req.headers['content-length'])
		if (declared !== null && declared > limit) return send(plainResponse(413, tooLargeMessage(limit)))

		const abort = new AbortController()
		res.on('close', () => {
			if (!res.writableFinished) abort.abort()
		})
		const method = req.method ?? 'GET'
		let answerTooLarge!: (response: Response) => void
		const tooLarge = new Promise<Response>((resolve) => (answerTooLarge = resolve))
		const body =
			method === 'GET' || method === 'HEAD'
				? null
				: createRequestBody(
						req,
						limit,
						() => answerTooLarge(plainResponse(413, tooLargeMessage(limit))),
						() => {
							// "Expect: 100-continue" is answered when the body is first wanted, not before.
							const expecting = res as ServerResponse & { _expect_continue?: boolean; _sent100?: boolean }
							if (expecting._expect_continue && !expecting._sent100 && !res.headersSent) res.writeContinue()
						},
					)
		let request: Request
		try {
			request = new IncomingRequest(target.url, {
				method,
				headers: requestHeaders(req.rawHeaders),
				body: body?.stream,
				signal: abort.signal,
				// @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types do not know it yet
				duplex: 'half',
			})
		} catch {
			// A method or header the fetch API refuses (e.g. CONNECT, TRACE).
			return send(plainResponse(400, 'Bad Request: the request method or headers are not accepted.'), body)
		}
		const client: ClientAddress = {
			address: req.socket.remoteAddress ?? '',
			family: req.socket.remoteFamily ?? '',
			port: req.socket.remotePort ?? 0,
		}

		const handled = (async () => handler(request, client))().catch((error: unknown) => {
			// A client that went away, or one that sent a body that is no form (answered 400 below), is no server failure.
			if (!abort.signal.aborted && !hasMalformedBody(request)) log(`Request ${method} ${target.url.pathname} failed:`, error)
			return plainResponse(500, 'Internal Server Error')
		})
		const first = await Promise.race([
			handled.then((r) => ({ response: r, overLimit: false })),
			tooLarge.then((r) => ({ response: r, overLimit: true })),
		])
		let response = first.response
		if (first.overLimit) {
			// The body grew past the limit: the answer is 413 now, whatever the handler makes of it.
			abort.abort()
			void handled.then(discard)
		} else if (response.status >= 500 && hasMalformedBody(request)) {
			discard(response)
			response = plainResponse(400, MALFORMED_FORM_MESSAGE)
		}
		// Within its limit, what the handler left unread is taken in (the client sees the answer).
		await send(response, body, first.overLimit ? LINGER_BYTES : Math.max(LINGER_BYTES, limit))
	}

	return async function requestListener(req: IncomingMessage, res: ServerResponse): Promise<void> {
		try {
			await handle(req, res)
		} catch (error) {
			log('The request listener failed:', error)
			if (res.headersSent) res.destroy()
			else await writeResponse(req, res, plainResponse(500, 'Internal Server Error'), null, log, LINGER_BYTES).catch(() => res.destroy())
		}
	}
}

function discard(response: Response) {
	response.body?.cancel().catch(() => {})
}

function requestHeaders(raw: string[]): Headers {
	const headers = new Headers()
	for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!)
	return headers
}

/** Response headers for Node: every Set-Cookie kept as its own header. */
function nodeHeaders(headers: Headers): OutgoingHttpHeaders {
	const out: OutgoingHttpHeaders = {}
	for (const [name, value] of headers) if (name !== 'set-cookie') out[name] = value
	const cookies = headers.getSetCookie()
	if (cookies.length) out['set-cookie'] = cookies
	return out
}

function drained(res: ServerResponse) {
	return new Promise<void>((resolve) => {
		const done = () => {
			res.off('drain', done)
			res.off('close', done)
			resolve()
		}
		res.on('drain', done)
		res.on('close', done)
	})
}

/**
 * Writes the response, waiting for 'drain' whenever Node's buffer is full; stops (and cancels the
 * body) when the client goes away; a body that fails mid-way destroys this response only.
 */
async function writeResponse(
	req: IncomingMessage,
	res: ServerResponse,
	response: Response,
	body: RequestBody | null,
	log: (message: string, error: unknown) => void,
	lingerBytes: number,
) {
	if (res.destroyed) {
		discard(response)
		body?.release()
		return
	}
	try {
		res.writeHead(response.status, nodeHeaders(response.headers))
	} catch (error) {
		// A header Node refuses (e.g. a line break in a value).
		log('The response headers could not be written:', error)
		discard(response)
		if (res.headersSent) return void res.destroy()
		res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
		finishRequest(req, res, body, lingerBytes)
		res.end('Internal Server Error\n')
		return
	}
	const noBody = req.method === 'HEAD' || response.status === 204 || response.status === 304
	if (!response.body || noBody) {
		discard(response)
		finishRequest(req, res, body, lingerBytes)
		res.end()
		return
	}
	const reader = response.body.getReader()
	const stop = () => void reader.cancel().catch(() => {})
	res.once('close', stop)
	try {
		for (;;) {
			const { done, value } = await reader.read()
			if (done || res.destroyed) break
			if (!res.write(value)) await drained(res)
		}
	} catch (error) {
		log('The response body failed:', error)
		stop()
		body?.release()
		res.destroy()
		return
	} finally {
		res.off('close', stop)
	}
	if (res.destroyed) return void body?.release()
	finishRequest(req, res, body, lingerBytes)
	res.end()
}

/** The response is complete: what is left of the body is read up to lingerBytes (LINGER_MS idle at most), then the connection closes. */
function finishRequest(req: IncomingMessage, res: ServerResponse, body: RequestBody | null, lingerBytes: number) {
	body?.release()
	if (req.complete || req.destroyed) return
	let discarded = 0
	const close = () => {
		clearTimeout(timer)
		req.socket?.destroy()
	}
	const timer = setTimeout(close, LINGER_MS)
	timer.unref()
	req.on('data', (chunk: Buffer) => {
		discarded += chunk.byteLength
		if (discarded > lingerBytes) req.pause()
		else timer.refresh()
	})
	req.once('end', () => clearTimeout(timer))
	req.once('close', () => clearTimeout(timer))
	res.once('close', () => {
		// A response the client never took: nothing to wait for.
		if (!res.writableFinished) close()
	})
	req.resume()
}
