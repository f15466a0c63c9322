import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { createRequestListener, type FetchHandler, type ListenerOptions } from './request-listener.ts'

type Started = { port: number; requests: http.IncomingMessage[]; errors: unknown[] }
const servers: http.Server[] = []

async function start(handler: FetchHandler, options: ListenerOptions = {}): Promise<Started> {
	const errors: unknown[] = []
	const requests: http.IncomingMessage[] = []
	// GET /alive answers whatever the handler under test does: the server still serves.
	const withProbe: FetchHandler = (request, client) =>
		new URL(request.url).pathname === '/alive' ? new Response('alive') : handler(request, client)
	const listener = createRequestListener(withProbe, { log: (_message, error) => errors.push(error), ...options })
	const server = http.createServer((req, res) => {
		requests.push(req)
		void listener(req, res)
	})
	server.on('checkContinue', (req, res) => {
		requests.push(req)
		void listener(req, res)
	})
	servers.push(server)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return { port: (server.address() as AddressInfo).port, requests, errors }
}

afterEach(async () => {
	for (const server of servers.splice(0)) {
		server.closeAllConnections()
		await new Promise((resolve) => server.close(resolve))
	}
})

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string }

/** A request whose body is written by `write` (chunked unless a Content-Length is given); errors after the answer are ignored. */
function send(
	port: number,
	options: {
		method?: string
		path?: string
		headers?: http.OutgoingHttpHeaders
		write?: (req: http.ClientRequest) => void
	} = {},
): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const req = http.request({
			port,
			host: '127.0.0.1',
			method: options.method ?? 'GET',
			path: options.path ?? '/',
			headers: options.headers,
			agent: false,
		})
		let answered = false
		req.on('response', (res) => {
			answered = true
			const chunks: Buffer[] = []
			res.on('data', (c: Buffer) => chunks.push(c))
			res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }))
			res.on('error', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }))
		})
		req.on('error', (error) => {
			if (!answered) reject(error)
		})
		if (options.write) options.write(req)
		else req.end()
	})
}

/** Writes `total` bytes in 64 KB chunks as fast as the socket takes them (or one every `pace` ms), then ends. */
function stream(total: number, pace = 0) {
	const chunk = 64 * 1024
	return (req: http.ClientRequest) => {
		const piece = Buffer.alloc(chunk, 97)
		let sent = 0
		const pump = () => {
			while (sent < total && !req.destroyed) {
				sent += chunk
				const more = req.write(piece)
				if (pace) return void setTimeout(pump, pace)
				if (!more) return void req.once('drain', pump)
			}
			if (!req.destroyed) req.end()
		}
		req.on('error', () => {})
		pump()
	}
}

/** A raw request line and headers, as a client that no library checks would send them. */
function raw(port: number, text: string): Promise<string> {
	return new Promise((resolve, reject) => {
		const socket = net.connect(port, '127.0.0.1', () => socket.end(text))
		let answer = ''
		socket.on('data', (c) => (answer += c.toString()))
		socket.on('end', () => resolve(answer))
		socket.on('close', () => resolve(answer))
		socket.on('error', reject)
	})
}

const ok: FetchHandler = () => new Response('ok')

describe('request listener', () => {
	test('a request becomes a web Request with its method, URL, headers and body', async () => {
		const { port } = await start(async (request) =>
			Response.json({
				method: request.method,
				url: request.url,
				type: request.headers.get('content-type'),
				body: await request.text(),
			}),
		)
		const answer = await send(port, {
			method: 'POST',
			path: '/users/all_users?pageNumber=2',
			headers: { Host: 'console.example:8080', 'Content-Type': 'text/plain' },
			write: (req) => req.end('hello'),
		})
		expect(JSON.parse(answer.text)).toEqual({
			method: 'POST',
			url: 'http://console.example:8080/users/all_users?pageNumber=2',
			type: 'text/plain',
			body: 'hello',
		})
	})

	test('a handler that stops reading the body while the client still sends does not take the process down', async () => {
		const { port } = await start(async (request) => {
			const reader = request.body!.getReader()
			await reader.read()
			await reader.cancel()
			return new Response('stopped', { status: 400 })
		})
		const answer = await send(port, { method: 'POST', write: stream(2 * 1024 * 1024, 5) })
		expect(answer.status).toBe(400)
		expect((await send(port, { path: '/alive' })).text).toBe('alive')
	})

	test('a body that errors in a pipeThrough (as readBoundedFormData cuts one off) does not take the process down', async () => {
		const { port } = await start(async (request) => {
			let seen = 0
			const cut = request.body!.pipeThrough(
				new TransformStream<Uint8Array, Uint8Array>({
					transform(chunk, controller) {
						seen += chunk.byteLength
						if (seen > 200_000) controller.error(new Error('over the form limit'))
						else controller.enqueue(chunk)
					},
				}),
			)
			await new Response(cut).arrayBuffer().catch(() => null)
			return new Response('too large for the form', { status: 413 })
		})
		const answers = await Promise.all([1, 2, 3].map(() => send(port, { method: 'POST', write: stream(2 * 1024 * 1024, 5) })))
		expect(answers.map((a) => a.status)).toEqual([413, 413, 413])
		expect((await send(port, { path: '/alive' })).text).toBe('alive')
	})

	test('a slow reader holds the client back instead of the server buffering the body', async () => {
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		const { port, requests } = await start(async (request) => {
			const reader = request.body!.getReader()
			await reader.read()
			await held
			await reader.cancel()
			return new Response('done')
		})
		const answer = send(port, { method: 'POST', write: stream(32 * 1024 * 1024) })
		await new Promise((resolve) => setTimeout(resolve, 500))
		// Node reads the socket only as the handler reads: a few chunks, not the 32 MB sent.
		expect(requests[0]!.socket.bytesRead).toBeLessThan(1024 * 1024)
		release()
		expect((await answer).text).toBe('done')
	})

	test('a declared Content-Length over the limit is answered 413 before the handler runs', async () => {
		let called = false
		const { port } = await start(
			() => {
				called = true
				return new Response('read')
			},
			{ bodyLimit: () => 1000 },
		)
		const answer = await send(port, {
			method: 'POST',
			headers: { 'Content-Length': '600000000' },
			write: (req) => req.write('a'),
		})
		expect(answer.status).toBe(413)
		expect(answer.text).toContain('Payload Too Large')
		expect(called).toBe(false)
	})

	test('a chunked body is cut at the limit and answered 413, whatever the handler was doing with it', async () => {
		let read = 0
		const { port } = await start(
			async (request) => {
				const reader = request.body!.getReader()
				try {
					for (;;) {
						const { done, value } = await reader.read()
						if (done) break
						read += value.byteLength
					}
				} catch {
					// Cut off at the limit.
				}
				return new Response('the handler answered')
			},
			{ bodyLimit: () => 256 * 1024 },
		)
		const answer = await send(port, { method: 'POST', write: stream(20 * 1024 * 1024) })
		expect(answer.status).toBe(413)
		expect(answer.headers['cache-control']).toBe('no-store')
		expect(read).toBeLessThanOrEqual(256 * 1024)
		expect((await send(port, { path: '/alive' })).text).toBe('alive')
	})

	test('a client that goes away aborts request.signal', async () => {
		let aborted!: (value: boolean) => void
		const sawAbort = new Promise<boolean>((resolve) => (aborted = resolve))
		const { port } = await start(
			(request) =>
				new Promise<Response>((resolve) => {
					request.signal.addEventListener('abort', () => {
						aborted(true)
						resolve(new Response('too late'))
					})
				}),
		)
		const req = http.request({ port, host: '127.0.0.1', path: '/slow', agent: false })
		req.on('error', () => {})
		req.end()
		await new Promise((resolve) => setTimeout(resolve, 200))
		req.destroy()
		await expect(Promise.race([sawAbort, new Promise((resolve) => setTimeout(() => resolve(false), 2000))])).resolves.toBe(true)
	})

	test('a client that breaks off its body mid-way fails the body stream, not the process', async () => {
		let failure: unknown
		const { port } = await start(async (request) => {
			failure = await request.arrayBuffer().catch((e: unknown) => e)
			return new Response('never seen')
		})
		const req = http.request({
			port,
			host: '127.0.0.1',
			method: 'POST',
			path: '/',
			agent: false,
			headers: { 'Content-Length': '100000' },
		})
		req.on('error', () => {})
		req.write(Buffer.alloc(1000))
		await new Promise((resolve) => setTimeout(resolve, 200))
		req.destroy()
		await new Promise((resolve) => setTimeout(resolve, 200))
		expect(failure).toBeInstanceOf(Error)
		expect((await send(port, { path: '/alive' })).text).toBe('alive')
	})

	test('a handler that throws is a logged 500 and the next request is answered', async () => {
		const { port, errors } = await start((request) => {
			if (new URL(request.url).pathname === '/boom') throw new Error('boom')
			return new Response('fine')
		})
		const answer = await send(port, { path: '/boom' })
		expect(answer.status).toBe(500)
		expect(answer.text).toContain('Internal Server Error')
		expect(errors).toHaveLength(1)
		expect((await send(port)).text).toBe('fine')
	})

	test('a response body that fails mid-way ends that response only', async () => {
		const { port, errors } = await start((request) => {
			if (new URL(request.url).pathname !== '/broken') return new Response('fine')
			return new Response(
				new ReadableStream({
					start(controller) {
						controller.enqueue(new TextEncoder().encode('partial'))
						setTimeout(() => controller.error(new Error('render failed')), 50)
					},
				}),
			)
		})
		await expect(send(port, { path: '/broken' }).then((a) => a.text)).resolves.not.toBe('partial-and-complete')
		expect(errors).toHaveLength(1)
		expect((await send(port)).text).toBe('fine')
	})

	test('a client that does not read gets the response only as fast as it reads (backpressure)', async () => {
		let produced = 0
		const total = 256 * 1024 * 1024
		const { port } = await start(
			() =>
				new Response(
					new ReadableStream({
						pull(controller) {
							if (produced >= total) return controller.close()
							produced += 64 * 1024
							controller.enqueue(new Uint8Array(64 * 1024))
						},
					}),
				),
		)
		const req = http.request({ port, host: '127.0.0.1', path: '/', agent: false })
		req.on('error', () => {})
		req.on('response', (res) => res.pause())
		req.end()
		await new Promise((resolve) => setTimeout(resolve, 700))
		// Kernel buffers take a few MB; the rest waits for 'drain'.
		expect(produced).toBeLessThan(64 * 1024 * 1024)
		req.destroy()
	})

	test('every Set-Cookie header is kept', async () => {
		const { port } = await start(() => {
			const headers = new Headers()
			headers.append('Set-Cookie', 'a=1; Path=/')
			headers.append('Set-Cookie', 'b=2; Path=/')
			return new Response('ok', { headers })
		})
		expect((await send(port)).headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/'])
	})

	test('a HEAD request gets the headers without the body', async () => {
		const { port } = await start(ok)
		const answer = await send(port, { method: 'HEAD' })
		expect(answer.status).toBe(200)
		expect(answer.text).toBe('')
	})

	test.each([
		['a NUL byte in the path', 'GET /user_profile/usr%00x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 'control character'],
		[
			'another control character in the path',
			'GET /users/%0d%0aSet-Cookie:x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
			'control character',
		],
		['a path that does not decode', 'GET /users/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 'percent-encoded'],
		['a garbage Host header', 'GET / HTTP/1.1\r\nHost: exa mple/../<x>\r\nConnection: close\r\n\r\n', 'Host header'],
		['a Host header with a bad port', 'GET / HTTP/1.1\r\nHost: localhost:99999\r\nConnection: close\r\n\r\n', 'URL'],
		['an absolute request target', 'GET http://evil.test/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 'must be a path'],
	])('%s is a 400 with a clear message, before any handler', async (_name, request, message) => {
		let called = false
		const { port } = await start(() => {
			called = true
			return new Response('ok')
		})
		const answer = await raw(port, request)
		expect(answer).toMatch(/^HTTP\/1\.1 400 /)
		expect(answer).toContain(message)
		expect(called).toBe(false)
		expect((await send(port)).text).toBe('ok')
	})

	test('a path starting with // stays a path on the request host', async () => {
		const { port } = await start((request) => new Response(request.url))
		const answer = await raw(port, 'GET //evil.test/login HTTP/1.1\r\nHost: console.example\r\nConnection: close\r\n\r\n')
		expect(answer).toContain('http://console.example//evil.test/login')
	})

	test('a form post that is no form (bad boundary, truncated, no form type) is a 400 with a clear message', async () => {
		const { port, errors } = await start(async (request) => {
			const form = await request.formData()
			return new Response(String(form.get('intent')))
		})
		const post = (contentType: string, body: string) =>
			send(port, { method: 'POST', headers: { 'Content-Type': contentType }, write: (req) => req.end(body) })
		const part = '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlogin\r\n'
		expect((await post('multipart/form-data; boundary=x', `${part}--x--\r\n`)).text).toBe('login')
		for (const [type, body] of [
			['multipart/form-data', `${part}--x--\r\n`],
			['multipart/form-data; boundary=y', `${part}--x--\r\n`],
			['multipart/form-data; boundary=x', `${part}--x\r\nContent-Disposition: form-data; name="f"; filename="a.csv"\r\n\r\nabc`],
			['application/json', '{"intent":"login"}'],
		]) {
			const answer = await post(type!, body!)
			expect(answer.status, type).toBe(400)
			expect(answer.text).toContain('form data could not be read')
		}
		expect(errors).toEqual([])
	})

	test('Expect: 100-continue with a body over the limit is refused before the client sends it', async () => {
		const { port } = await start(ok, { bodyLimit: () => 1000 })
		const answer = await raw(port, 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5000000\r\nExpect: 100-continue\r\n\r\n')
		expect(answer).toMatch(/^HTTP\/1\.1 413 /)
		expect(answer).not.toContain('100 Continue')
	})
})
