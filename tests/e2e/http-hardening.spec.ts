import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD } from './helpers.ts'

/**
 * Abuse of the console's HTTP layer (issue 13 "Safe to expose"): oversized, truncated and malformed
 * bodies, bad paths and Host headers. Whatever is thrown at it, the process stays up, /healthz
 * answers, and each bad request gets its own 4xx. Raw HTTP only (no browser), so it runs once.
 */

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; sent: number }

let origin: URL

// Runs in the js project only (playwright.config.ts): no browser is involved.
test.beforeEach(({ baseURL }) => {
	origin = new URL(baseURL!)
})

/**
 * A request with a body written by `body` (chunked unless a Content-Length header is given). The
 * answer counts even when the server closes the connection while the client is still sending
 * (what a server does with a body it refuses).
 */
function send(options: {
	method?: string
	path: string
	headers?: http.OutgoingHttpHeaders
	body?: (req: http.ClientRequest, sent: (n: number) => void) => void
	timeout?: number
	/** A connection the server closes before its answer reads as status 0 (for bodies it refuses mid-way). */
	allowReset?: boolean
}): Promise<Answer> {
	return new Promise((resolve, reject) => {
		let sent = 0
		const req = http.request({
			host: origin.hostname,
			port: origin.port,
			method: options.method ?? 'GET',
			path: options.path,
			headers: options.headers,
			agent: false,
		})
		let answered = false
		const timer = setTimeout(() => {
			req.destroy()
			reject(new Error(`no answer to ${options.method} ${options.path}`))
		}, options.timeout ?? 20_000)
		req.on('response', (res) => {
			answered = true
			const chunks: Buffer[] = []
			const done = () => {
				clearTimeout(timer)
				resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString(), sent })
				req.destroy()
			}
			res.on('data', (c: Buffer) => chunks.push(c))
			res.on('end', done)
			res.on('error', done)
			res.on('aborted', done)
		})
		req.on('error', (error) => {
			if (answered) return
			clearTimeout(timer)
			if (options.allowReset) resolve({ status: 0, headers: {}, text: '', sent })
			else reject(error)
		})
		if (options.body) options.body(req, (n) => (sent += n))
		else req.end()
	})
}

/** Streams `total` bytes (after `head`, before `tail`) in 64 KB chunks, honouring backpressure, without holding them. */
function streamed(total: number, head = '', tail = '') {
	return (req: http.ClientRequest, sent: (n: number) => void) => {
		const chunk = Buffer.alloc(64 * 1024, 65)
		let written = 0
		req.on('error', () => {})
		req.write(head)
		const pump = () => {
			while (written < total) {
				if (req.destroyed) return
				written += chunk.byteLength
				sent(chunk.byteLength)
				if (!req.write(chunk)) return void req.once('drain', pump)
			}
			req.end(tail)
		}
		pump()
	}
}

/** A raw request (no client library checks or normalises it); the server's answer as text. */
function raw(text: string): Promise<string> {
	return new Promise((resolve, reject) => {
		const socket = net.connect(Number(origin.port), origin.hostname, () => socket.end(text))
		let answer = ''
		socket.setTimeout(10_000, () => socket.destroy())
		socket.on('data', (c) => (answer += c.toString()))
		socket.on('close', () => resolve(answer))
		socket.on('error', reject)
	})
}

async function expectAlive() {
	const started = Date.now()
	const answer = await send({ path: '/healthz', timeout: 5_000 })
	expect(answer.status, 'the process is up and /healthz answers').toBe(200)
	return Date.now() - started
}

async function signIn(): Promise<string> {
	const form = new URLSearchParams({
		email: 'admin@acme.test',
		password: DEMO_PASSWORD,
		intent: 'login',
		redirectTo: '',
	}).toString()
	const answer = await send({
		method: 'POST',
		path: '/login',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(form) },
		body: (req) => req.end(form),
	})
	expect(answer.status, 'signed in').toBe(302)
	const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? [])
	const session = cookies.map((c) => c.split(';')[0]!).join('; ')
	expect(session).toContain('__session=')
	return session
}

/** The console's process, by the port it listens on (Linux /proc), for its resident memory. */
function serverPid(port: number): number | null {
	const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`
	const inodes = new Set<string>()
	for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
		let text = ''
		try {
			text = readFileSync(table, 'utf8')
		} catch {
			continue
		}
		for (const line of text.split('\n').slice(1)) {
			const cols = line.trim().split(/\s+/)
			if (cols[1]?.endsWith(hex) && cols[3] === '0A') inodes.add(cols[9]!)
		}
	}
	for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
		try {
			for (const fd of readdirSync(`/proc/${pid}/fd`)) {
				const link = readlinkSync(`/proc/${pid}/fd/${fd}`)
				if (inodes.has(link.slice('socket:['.length, -1))) return Number(pid)
			}
		} catch {
			// Gone, or not ours.
		}
	}
	return null
}

function rssMb(pid: number) {
	const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)
	return match ? Number(match[1]) / 1024 : 0
}

const BOUNDARY = '----console-e2e-boundary'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`
function part(name: string, value: string) {
	return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
}
function filePart(name: string, filename: string, type: string) {
	return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
}
const CLOSE = `\r\n--${BOUNDARY}--\r\n`

test.describe('HTTP hardening', () => {
	test.describe.configure({ mode: 'serial' })

	test('a chunked multipart body over 7 MB to the upload forms is refused and the process stays up', async () => {
		test.setTimeout(90_000)
		const cookie = await signIn()
		const uploads = [
			['/settings/general', part('intent', 'saveCompany') + part('name', 'Acme Corp') + filePart('logo', 'logo.png', 'image/png')],
			['/settings/general.data', part('intent', 'saveCompany') + part('name', 'Acme Corp') + filePart('logo', 'logo.png', 'image/png')],
			['/users/add-users', part('intent', 'csvUpload') + filePart('file', 'users.csv', 'text/csv')],
			['/users/add-users.data', part('intent', 'csvUpload') + filePart('file', 'users.csv', 'text/csv')],
		] as const
		for (const [path, head] of uploads) {
			const answer = await send({
				method: 'POST',
				path,
				headers: { Cookie: cookie, 'Content-Type': MULTIPART },
				body: streamed(8 * 1024 * 1024, head, CLOSE),
				// The server may answer and close while the rest is still being sent (EPIPE on a loaded machine): refused too (status 0).
				allowReset: true,
			})
			// Refused in the form's own way (413, or a redirect back to the drawer; a data request's redirect is a 202).
			expect(answer.status, path).not.toBe(200)
			expect(answer.status, path).toBeLessThan(500)
			await expectAlive()
		}
		// The company form says why in the spec's words (its own limit is below the server's).
		const logo = await send({
			method: 'POST',
			path: '/settings/general',
			headers: { Cookie: cookie, 'Content-Type': MULTIPART },
			body: streamed(
				7_400_000,
				part('intent', 'saveCompany') + part('name', 'Acme Corp') + filePart('logo', 'logo.png', 'image/png'),
				CLOSE,
			),
		})
		expect(logo.status).toBe(413)
		expect(logo.text).toContain('File size should be less than 7 MB')
		await expectAlive()
	})

	test('uploads that trickle in take turns in a lane of their own: a page is still served at once', async () => {
		const cookie = await signIn()
		// More slow uploads than the console handles requests at once (MAX_ACTIVE_REQUESTS, 8), each stalled after its first bytes.
		const stalled = Array.from({ length: 12 }, (_, i) => {
			const req = http.request({
				host: origin.hostname,
				port: origin.port,
				method: 'POST',
				path: '/resources/uploads/pdf',
				agent: false,
				headers: {
					Cookie: cookie,
					'Content-Type': 'application/pdf',
					'X-Upload-Name': `stalled-${i}.pdf`,
					'Content-Length': 1024 * 1024,
				},
			})
			req.on('error', () => {})
			req.write('%PDF-1.7\n')
			return req
		})
		try {
			await new Promise((resolve) => setTimeout(resolve, 500))
			const started = Date.now()
			const page = await send({ path: '/users/all_users', headers: { Cookie: cookie, Accept: 'text/html' } })
			expect(page.status, 'not the busy 503 of a page that waited for a slot').toBe(200)
			expect(Date.now() - started).toBeLessThan(1_500)
		} finally {
			for (const req of stalled) req.destroy()
		}
		await expectAlive()
	})

	test('four concurrent 300 MB anonymous sign-in posts are cut off early: memory stays low and /healthz answers within 1 s', async () => {
		test.setTimeout(120_000)
		const pid = serverPid(Number(origin.port))
		// The process holds the embedded gateway's database (PGlite) too: what counts is what the posts add.
		const baselineRss = pid ? rssMb(pid) : 0
		let peakRss = baselineRss
		let slowestHealth = 0
		let running = true
		const watch = (async () => {
			while (running) {
				if (pid) peakRss = Math.max(peakRss, rssMb(pid))
				slowestHealth = Math.max(slowestHealth, await expectAlive())
				await new Promise((resolve) => setTimeout(resolve, 100))
			}
		})()
		const total = 300 * 1024 * 1024
		const posts = await Promise.all(
			[1, 2, 3, 4].map(() =>
				send({
					method: 'POST',
					path: '/login',
					headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
					body: streamed(total, 'email=a%40b.test&password=x&intent=login&pad='),
					timeout: 60_000,
					allowReset: true,
				}),
			),
		)
		// And a declared one.
		const declared = await send({
			method: 'POST',
			path: '/login',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(total) },
			body: streamed(total),
			timeout: 60_000,
			allowReset: true,
		})
		running = false
		await watch
		const answers = [...posts, declared]
		// Each is answered 413 as soon as it passes the limit. The server then stops reading and closes
		// the connection; a client still writing may see that reset before it reads the answer (on a
		// busy machine, most of them), so what each must show is the 413 or the reset, and the server
		// must have stopped reading early (below).
		expect(answers.filter((post) => post.status === 413).length).toBeGreaterThanOrEqual(1)
		for (const post of answers) {
			expect([413, 0]).toContain(post.status)
			if (post.status === 413) expect(post.text).toContain('Payload Too Large')
			// The server stopped reading long before the end.
			expect(post.sent).toBeLessThan(64 * 1024 * 1024)
		}
		if (pid) {
			test.info().annotations.push({
				type: 'rss',
				description: `${baselineRss.toFixed(0)} MB before, ${peakRss.toFixed(0)} MB at most`,
			})
			expect(peakRss - baselineRss, 'the posts add little to the console process').toBeLessThan(150)
		} else test.info().annotations.push({ type: 'note', description: 'no /proc: the memory check was skipped' })
		expect(slowestHealth, '/healthz answers within 1 s meanwhile').toBeLessThan(1000)
		await expectAlive()
	})

	test('a 600 MB declared body is answered 413 at once', async () => {
		const started = Date.now()
		const answer = await send({
			method: 'POST',
			path: '/login',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(600 * 1024 * 1024) },
			body: (req) => {
				req.on('error', () => {})
				req.write('email=')
			},
		})
		expect(answer.status).toBe(413)
		expect(Date.now() - started).toBeLessThan(5000)
		await expectAlive()
	})

	test('bodies the client breaks off do not take the process down', async () => {
		for (const path of ['/login', '/settings/general']) {
			const req = http.request({
				host: origin.hostname,
				port: origin.port,
				method: 'POST',
				path,
				agent: false,
				headers: { 'Content-Type': MULTIPART, 'Content-Length': '500000' },
			})
			req.on('error', () => {})
			req.write(part('intent', 'login') + filePart('file', 'a.csv', 'text/csv') + 'x'.repeat(10_000))
			await new Promise((resolve) => setTimeout(resolve, 300))
			req.destroy()
			await expectAlive()
		}
	})

	test('a malformed multipart body (no boundary, a wrong one, truncated) is a 400 with a clear message', async () => {
		const cookie = await signIn()
		const bodies: [string, string][] = [
			['multipart/form-data', part('intent', 'login') + CLOSE],
			['multipart/form-data; boundary=not-the-one', part('intent', 'login') + CLOSE],
			[MULTIPART, part('intent', 'saveCompany') + filePart('logo', 'logo.png', 'image/png') + 'PNG...'],
		]
		// Sign-in anonymously (a signed-in admin is sent home unread); the upload forms signed in.
		for (const [path, headers] of [
			['/login', {}],
			['/login.data', {}],
			['/settings/general', { Cookie: cookie }],
			['/settings/general.data', { Cookie: cookie }],
			['/users/add-users', { Cookie: cookie }],
		] as const) {
			for (const [type, body] of bodies) {
				const answer = await send({
					method: 'POST',
					path,
					headers: { ...headers, 'Content-Type': type },
					body: (req) => req.end(body),
				})
				expect(answer.status, `${path} ${type}`).toBe(400)
				expect(answer.text).toContain('form data could not be read')
			}
		}
		await expectAlive()
	})

	test('a NUL byte or an undecodable sequence in the path, and a garbage Host header, are a 400 before routing', async () => {
		for (const path of ['/user_profile/usr%00x', '/users/all_users%00', '/user_profile/%E0%A4%A', '/login%0d%0aSet-Cookie:%20x=1']) {
			const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: ${origin.host}\r\nConnection: close\r\n\r\n`)
			expect(answer, path).toMatch(/^HTTP\/1\.1 400 /)
			expect(answer).toMatch(/control character|percent-encoded/)
			await expectAlive()
		}
		for (const host of ['exa mple', '<script>', 'localhost:99999', 'a/b@c']) {
			const answer = await raw(`GET /login HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
			expect(answer, host).toMatch(/^HTTP\/1\.1 400 /)
			await expectAlive()
		}
	})

	test('signed-in pages and data responses are never cached; static files keep their own caching', async () => {
		const cookie = await signIn()
		for (const path of ['/home', '/home.data', '/users/all_users', '/users/all_users.data', '/settings/general']) {
			const answer = await send({ path, headers: { Cookie: cookie } })
			expect(answer.status, path).toBe(200)
			expect(answer.headers['cache-control'], path).toBe('no-store')
		}
		const page = await send({ path: '/login' })
		expect(page.headers['cache-control']).toBe('no-store')
		const asset = page.text.match(/\/assets\/[\w.-]+\.js/)?.[0]
		expect(asset).toBeTruthy()
		expect((await send({ path: asset! })).headers['cache-control']).toContain('immutable')
		expect((await send({ path: '/favicon.svg' })).headers['cache-control']).toContain('max-age=3600')
	})
})
