import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { type ConsoleProcess, signInCookie, startConsole, stopConsole } from '../fixtures/console-process.ts'

/**
 * The compiled console's processes (server/runtime/): with PostgreSQL, a primary and WEB_CONCURRENCY
 * workers behind one port, each answering, sharing sessions and drafts, a dead one replaced; on the
 * embedded PGlite, one process whatever WEB_CONCURRENCY says. Workers are seen from outside, as an
 * operator sees them: the process tree, its CPU time and the log. Raw HTTP (the js project only).
 * The PostgreSQL part needs TEST_DATABASE_URL (a server where it may create a database).
 */

const PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 91
const BASE = `http://127.0.0.1:${PORT}`
const POSTGRES_URL = process.env.TEST_DATABASE_URL
const SECRET = 'workers-test-session-secret-0123456789abcdef0123'

test.describe('the console with workers', () => {
	test.describe.configure({ mode: 'default' })
	test.setTimeout(240_000)

	let dataDir: string
	let running: ConsoleProcess | null = null
	test.beforeEach(async () => {
		dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-workers-'))
	})
	test.afterEach(async () => {
		// The workers too, should a test fail before the primary stopped them.
		const pids = running?.child.pid ? childPids(running.child.pid) : []
		await stopConsole(running?.child)
		for (const pid of pids) killQuietly(pid)
		running = null
		await rm(dataDir, { recursive: true, force: true })
	})

	test('on PostgreSQL, two workers answer one port, share sign-ins and drafts, and a dead one is replaced', async () => {
		test.skip(!POSTGRES_URL, 'needs TEST_DATABASE_URL')
		const database = await scratchDatabase()
		try {
			running = await startConsole({
				port: PORT,
				dataDir,
				sessionSecret: SECRET,
				env: { DATABASE_URL: database.url, WEB_CONCURRENCY: '2', SEED_DEMO: '1', SIGN_IN_LIMIT_PER_MINUTE: '10000' },
				stdout: 'pipe',
			})
			const primary = running.child.pid!
			const workers = childPids(primary)
			expect(workers, 'the primary runs two workers').toHaveLength(2)
			expect(lines(running.stdout(), 'Admin console on'), 'one start line, by the leader').toEqual([
				`Admin console on http://localhost:${PORT} (embedded reference gateway on PostgreSQL, 2 workers)`,
			])

			// Each request on a connection of its own: the primary hands connections to the workers in turn.
			const cookie = await signInCookie(BASE, 'admin@globex.test')
			const before = workers.map(cpuTicks)
			for (let i = 0; i < 16; i++) {
				const page = await get('/users/all_users', cookie)
				expect(page.status, 'a signed-in page, whichever worker answers').toBe(200)
				expect(page.body).toContain('@globex.test')
			}
			const work = workers.map((pid, i) => cpuTicks(pid) - before[i]!)
			const total = work[0]! + work[1]!
			for (const share of work)
				expect(share, `each worker rendered some of the pages (CPU ticks ${work.join(' / ')})`).toBeGreaterThan(total / 5)

			// A draft saved by one worker is found by the other (the primary keeps them without REDIS_URL).
			const step = await post('/users/add-users', cookie, {
				intent: 'emails',
				emails: 'workers-draft@globex.test',
				role: 'user',
			})
			expect(step.status, 'the emails step goes on').toBe(302)
			const next = step.headers.location!
			expect(next).toContain('draft=')
			for (let i = 0; i < 4; i++) {
				const drawer = await get(next, cookie)
				expect(drawer.status, 'the next step finds its draft on either worker (no "expired" redirect)').toBe(200)
			}

			// A worker that dies is replaced, and says so once.
			const [victim, survivor] = workers as [number, number]
			process.kill(victim, 'SIGKILL')
			await expect
				.poll(() => lines(running!.stderr(), 'Worker '), { timeout: 60_000 })
				.toEqual([`Worker ${victim} exited (signal SIGKILL); starting another.`])
			await expect.poll(() => childPids(primary).length, { timeout: 60_000 }).toBe(2)
			expect(childPids(primary)).toContain(survivor)
			expect(childPids(primary)).not.toContain(victim)
			await expect.poll(async () => (await get('/readyz')).status).toBe(200)

			// SIGTERM to the primary stops every worker and ends cleanly.
			const all = childPids(primary)
			const exited = new Promise<number | null>((resolve) => running!.child.once('exit', (code) => resolve(code)))
			running.child.kill('SIGTERM')
			expect(await exited, 'the primary exits with 0').toBe(0)
			for (const pid of all) expect(isAlive(pid), `worker ${pid} stopped`).toBe(false)
		} finally {
			await stopConsole(running?.child)
			await database.drop()
		}
	})

	test('on the embedded PGlite, one process, and a line saying why WEB_CONCURRENCY is not followed', async () => {
		running = await startConsole({
			port: PORT,
			dataDir,
			sessionSecret: SECRET,
			env: { WEB_CONCURRENCY: '2', SEED_DEMO: '0' },
			stdout: 'pipe',
		})
		expect(childPids(running.child.pid!), 'no workers').toEqual([])
		expect(lines(running.stdout(), 'WEB_CONCURRENCY')).toEqual([
			'WEB_CONCURRENCY=2 ignored: the embedded PGlite database runs in one process (a single connection to files only that process may open); set DATABASE_URL (PostgreSQL) for workers.',
		])
		expect((await get('/readyz')).status).toBe(200)
	})
})

function lines(log: string, start: string) {
	return log.split('\n').filter((line) => line.startsWith(start))
}

/** The processes whose parent is `pid`. */
function childPids(pid: number): number[] {
	try {
		return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
			.split('\n')
			.map((s) => Number(s.trim()))
			.filter(Boolean)
	} catch {
		return [] // ps exits 1 when there are none
	}
}

/** CPU time a process has used (user + system, in clock ticks), from /proc. */
function cpuTicks(pid: number): number {
	const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
	return Number(fields[11]) + Number(fields[12])
}

function isAlive(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}

function killQuietly(pid: number) {
	try {
		process.kill(pid, 'SIGKILL')
	} catch {}
}

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One request on a new connection (no keep-alive pool), so that connections reach the workers in turn. */
function request(method: string, url: string, cookie?: string, form?: Record<string, string>): Promise<Reply> {
	const body = form ? new URLSearchParams(form).toString() : undefined
	return new Promise((resolve, reject) => {
		const req = http.request(
			new URL(url, BASE),
			{
				method,
				agent: false,
				headers: {
					...(cookie ? { Cookie: cookie } : {}),
					...(body ? { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) } : {}),
				},
			},
			(res) => {
				let text = ''
				res.setEncoding('utf8')
				res.on('data', (chunk) => (text += chunk))
				res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }))
			},
		)
		req.on('error', reject)
		req.end(body)
	})
}
const get = (url: string, cookie?: string) => request('GET', url, cookie)
const post = (url: string, cookie: string, form: Record<string, string>) => request('POST', url, cookie, form)

/** A database of this test's own on the TEST_DATABASE_URL server, dropped afterwards. */
async function scratchDatabase() {
	const name = `console_workers_${process.pid}_${Date.now()}`
	const admin = async (statement: string) => {
		const client = new pg.Client({ connectionString: POSTGRES_URL })
		await client.connect()
		try {
			await client.query(statement)
		} finally {
			await client.end()
		}
	}
	await admin(`CREATE DATABASE "${name}"`)
	const url = new URL(POSTGRES_URL!)
	url.pathname = `/${name}`
	return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}
