/**
 * The console under load (issue 13): many signed-in sessions at once on a mix of pages and writes,
 * on the production build with the embedded gateway, from loopback only and bounded in time.
 * Prints figures and what it found; exits non-zero only when the run itself shows a defect
 * (a 5xx, an acknowledged write missing afterwards, a write stored twice), never on time.
 *
 *   npm run build && npx tsx tests/bench/load.ts
 *
 * LOAD_SESSIONS (200) concurrent signed-in sessions, LOAD_SECONDS (60) of load, LOAD_PORT (3495).
 * Writes: departments and groups created (unique by name in a company) and support tickets filed
 * (no uniqueness in the schema, so a write applied twice would show as two rows). After the run the
 * server is stopped and its database opened to check every acknowledged write is there exactly once.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openGatewayDatabase } from '../../server/gateway/app.ts'
import { signInCookie, startConsole } from '../fixtures/console-process.ts'
import { percentile } from './bench-kit.ts'

const SESSIONS = Number(process.env.LOAD_SESSIONS ?? 200)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const PORT = Number(process.env.LOAD_PORT ?? 3495)
const BASE = `http://127.0.0.1:${PORT}`
// Two companies' admins share the sessions, so both tenants' data is read and written.
const ACCOUNTS = ['admin@acme.test', 'admin@globex.test']
/** Requests that take longer than this count as timeouts (and their writes as unacknowledged). */
const REQUEST_TIMEOUT_MS = 30_000

type Sample = { kind: string; status: number; ms: number }
type Write = { kind: 'department' | 'group' | 'ticket'; company: string; marker: string }

const READS = [
	'/home',
	'/users/all_users',
	'/users/all_users?searchText=a&pageSize=50',
	'/users/departments',
	'/users/groups',
	'/settings/general',
	'/licensing',
	'/guides-and-resources',
	'/users/all_users.data',
]

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-load-'))
let failed = false
try {
	const { child: server } = await startConsole({
		port: PORT,
		dataDir,
		sessionSecret: 'load-bench-session-secret-0123456789abcdef0123456789',
		env: { SIGN_IN_LIMIT_PER_MINUTE: '100000', SEED_DEMO: '1' },
		stderr: 'inherit',
	})
	const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
	try {
		const idleRss = await rssMb(server.pid)
		console.log(`server up; idle RSS ${idleRss?.toFixed(0)} MB; signing in ${SESSIONS} sessions`)
		const sessions: { cookie: string; company: string }[] = []
		for (let i = 0; i < SESSIONS; i++) {
			const email = ACCOUNTS[i % ACCOUNTS.length]!
			sessions.push({ cookie: await signInCookie(BASE, email), company: email.split('@')[1]!.split('.')[0]! })
		}

		let peakRss = idleRss ?? 0
		const memory = setInterval(async () => {
			const rss = await rssMb(server.pid)
			if (rss !== null && rss > peakRss) peakRss = rss
		}, 250)
		// Health stays answerable under load: probe it every second.
		const healthTimes: number[] = []
		const health = setInterval(async () => {
			const started = performance.now()
			try {
				await (await fetch(`${BASE}/healthz`, { signal: AbortSignal.timeout(10_000) })).text()
				healthTimes.push(performance.now() - started)
			} catch {
				healthTimes.push(10_000)
			}
		}, 1000)

		const samples: Sample[] = []
		const acknowledged: Write[] = []
		const attempted: Write[] = []
		const errors: string[] = []
		const deadline = Date.now() + SECONDS * 1000
		const started = performance.now()
		await Promise.all(
			sessions.map(async (session, vu) => {
				let n = 0
				while (Date.now() < deadline) {
					n++
					const roll = (vu * 7919 + n * 104729) % 100
					try {
						if (roll < 80) samples.push(await read(session.cookie, READS[(vu + n) % READS.length]!))
						else {
							const kind = roll < 87 ? 'department' : roll < 94 ? 'group' : 'ticket'
							const write: Write = { kind, company: session.company, marker: `load-${vu}-${n}` }
							attempted.push(write)
							const sample = await performWrite(session.cookie, write)
							samples.push(sample)
							if (sample.status === 302 || sample.status === 200) acknowledged.push(write)
						}
					} catch (error) {
						errors.push(String(error))
						samples.push({ kind: 'error', status: 0, ms: REQUEST_TIMEOUT_MS })
					}
				}
			}),
		)
		const elapsed = (performance.now() - started) / 1000
		clearInterval(memory)
		clearInterval(health)

		const byStatus = new Map<number, number>()
		for (const s of samples) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1)
		const serverErrors = samples.filter((s) => s.status >= 500)
		const times = samples.map((s) => s.ms)
		console.log(`\n${SESSIONS} sessions, ${elapsed.toFixed(1)} s: ${samples.length} requests (${(samples.length / elapsed).toFixed(0)}/s)`)
		console.log(
			`statuses: ${[...byStatus]
				.sort(([a], [b]) => a - b)
				.map(([s, c]) => `${s}×${c}`)
				.join(', ')}`,
		)
		console.log(
			`latency: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
		)
		for (const kind of ['read', 'department', 'group', 'ticket']) {
			const of = samples.filter((s) => s.kind === kind).map((s) => s.ms)
			if (of.length)
				console.log(
					`  ${kind.padEnd(10)} ${String(of.length).padStart(6)} requests, p50 ${percentile(of, 50).toFixed(0)} ms, p99 ${percentile(of, 99).toFixed(0)} ms`,
				)
		}
		console.log(`/healthz under load: p50 ${percentile(healthTimes, 50).toFixed(0)} ms, max ${Math.max(...healthTimes).toFixed(0)} ms`)
		console.log(`server RSS: idle ${idleRss?.toFixed(0)} MB, peak ${peakRss.toFixed(0)} MB`)
		console.log(`writes: ${attempted.length} sent, ${acknowledged.length} acknowledged`)
		if (serverErrors.length) {
			failed = true
			console.log(`DEFECT: ${serverErrors.length} responses with 5xx`)
		}
		if (errors.length) console.log(`transport errors or timeouts: ${errors.length} (first: ${errors[0]})`)

		server.kill('SIGTERM')
		await exited
		// The server is stopped: read its database to check every acknowledged write.
		const database = await openGatewayDatabase({ dataDir, seed: false })
		try {
			const stored = await storedWrites(database.db)
			const missing = acknowledged.filter((w) => (stored.get(key(w)) ?? 0) === 0)
			const duplicated = [...stored].filter(([, count]) => count > 1)
			const unacknowledgedStored = attempted.filter((w) => !acknowledged.includes(w) && (stored.get(key(w)) ?? 0) > 0)
			console.log(
				`after the run: ${missing.length} acknowledged writes missing, ${duplicated.length} stored more than once, ${unacknowledgedStored.length} unacknowledged writes stored (requests cut by a timeout)`,
			)
			if (missing.length || duplicated.length) {
				failed = true
				console.log(
					`DEFECT: missing ${missing.slice(0, 5).map(key).join(', ')}; duplicated ${duplicated
						.slice(0, 5)
						.map(([k]) => k)
						.join(', ')}`,
				)
			}
		} finally {
			await database.close()
		}
	} finally {
		if (server.exitCode === null) {
			server.kill('SIGKILL')
			await exited
		}
	}
} finally {
	await rm(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)

function key(w: Write) {
	return `${w.kind}:${w.marker}`
}

async function storedWrites(db: Awaited<ReturnType<typeof openGatewayDatabase>>['db']): Promise<Map<string, number>> {
	const counts = new Map<string, number>()
	const rows = await db.execute<{ kind: string; marker: string; count: number }>(sql`
		SELECT 'department' AS kind, name AS marker, count(*)::int AS count FROM departments WHERE name LIKE 'load-%' GROUP BY name
		UNION ALL SELECT 'group', name, count(*)::int FROM groups WHERE name LIKE 'load-%' GROUP BY name
		UNION ALL SELECT 'ticket', substring(description from '(load-[0-9]+-[0-9]+)'), count(*)::int FROM support_tickets
			WHERE description LIKE 'load-%' GROUP BY 2`)
	const list = Array.isArray(rows) ? rows : (rows as { rows: { kind: string; marker: string; count: number }[] }).rows
	for (const row of list) counts.set(`${row.kind}:${row.marker}`, Number(row.count))
	return counts
}

async function read(cookie: string, url: string): Promise<Sample> {
	const started = performance.now()
	const response = await fetch(`${BASE}${url}`, {
		headers: { Cookie: cookie },
		redirect: 'manual',
		signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
	})
	await response.arrayBuffer()
	if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
	return { kind: 'read', status: response.status, ms: performance.now() - started }
}

async function performWrite(cookie: string, write: Write): Promise<Sample> {
	const [url, body] =
		write.kind === 'ticket'
			? [
					'/resources/support-ticket',
					{
						category: 'technical',
						message: `${write.marker} load test ticket`,
						email: 'load@example.test',
						redirectTo: '/home',
					},
				]
			: [`/users/${write.kind === 'department' ? 'departments' : 'groups'}`, { intent: 'create', name: write.marker }]
	const started = performance.now()
	const response = await fetch(`${BASE}${url}`, {
		method: 'POST',
		redirect: 'manual',
		headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(body),
		signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
	})
	await response.arrayBuffer()
	return { kind: write.kind, status: response.status, ms: performance.now() - started }
}

/** Resident memory of a process in MB (Linux /proc; null elsewhere). */
async function rssMb(pid: number | undefined): Promise<number | null> {
	if (pid === undefined) return null
	try {
		const match = /VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))
		return match ? Number(match[1]) / 1024 : null
	} catch {
		return null
	}
}
