/**
 * Issue 15's table in one run: the console's production build under load on its embedded gateway
 * (PGlite) and on PostgreSQL with workers, and, as the reference, a minimal React Router 7 app
 * (tests/bench/minimal-app/) served by react-router-serve. One target after the other, each on its own
 * fresh data, signed in as admin@globex.test (300 users), loaded with autocannon from this process.
 * Prints figures; never fails on them. Exits non-zero only when a run is broken: a target does not
 * start, sign-in fails, or an answer under load is not 2xx (except the 503 of a page read refused after
 * waiting its turn too long under overload: server/http/admission.ts; those are counted apart).
 *
 *   npm run build && npx tsx tests/bench/throughput.ts
 *
 * LOAD_SECONDS (20) per load run (5 for a quick look); BENCH_PORT (3500; the targets take it and the
 * next two); WEB_CONCURRENCY (2) for the PostgreSQL target; BENCH_DATABASE_URL
 * (postgres://root@127.0.0.1:5432/test), a server where the bench creates a database of its own and
 * drops it at the end; BENCH_TARGETS (minimal,pglite,postgres) to run some of them; BUILD_DIR (build) the
 * console's build, as `npm run build` wrote it (tests/fixtures/console-process.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { signInCookie, startConsole } from '../fixtures/console-process.ts'
import { parentPid, processTree, treeCpuMs, treeRssMb } from './bench-kit.ts'

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20)
/** Each page is loaded this long before its measured runs, so the JIT's first work is not counted. */
const WARM_SECONDS = Math.min(5, SECONDS)
const PORT = Number(process.env.BENCH_PORT ?? 3500)
const WORKERS = process.env.WEB_CONCURRENCY ?? '2'
const ADMIN_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test'
const TARGETS = (process.env.BENCH_TARGETS ?? 'minimal,pglite,postgres').split(',')
/** autocannon's default: a request not answered within it counts as a timeout. */
const TIMEOUT_SECONDS = 10
const ACCOUNT = 'admin@globex.test'
const SHELL_PAGE = '/guides-and-resources'
const USERS_PAGE = '/users/all_users'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// startConsole starts the server by a path inside the repository.
process.chdir(root)
// Each target says which database it runs on; one given to the bench's own shell is not the targets'.
delete process.env.DATABASE_URL

// autocannon ships no types: the part of its API the bench uses.
type AutocannonResult = {
	/** total: answered; sent: asked (the answered, the timed out and those in flight at the end). */
	requests: { average: number; total: number; sent: number }
	latency: { p50: number; p99: number }
	timeouts: number
	errors: number
	non2xx: number
	statusCodeStats: Record<string, { count: number }>
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
	url: string
	connections: number
	duration: number
	timeout: number
	headers: Record<string, string>
}) => Promise<AutocannonResult>

/** A target started and signed in to. */
type Running = { child: ChildProcess; baseURL: string; headers: Record<string, string> }

type Target = {
	label: string
	/** The shell-only page; the minimal app has one page for every row. */
	shellPage: string
	usersPage: string
	/** Starts the target on its data (made by the first start) and waits until /readyz answers 200. */
	start: () => Promise<{ child: ChildProcess; baseURL: string }>
	/**
	 * What the load runs ask for: 'br' as a browser does (the default), 'identity' for the reference.
	 * react-router-serve compresses with the compression package's brotli defaults, about 4 ms of CPU
	 * per 9 KB page here, which would make the yardstick mostly compression; uncompressed it is the
	 * framework's own floor (and how the issue's 1.25 ms and 662 req/s were taken: autocannon sends no
	 * Accept-Encoding by default).
	 */
	acceptEncoding?: 'br' | 'identity'
	/** The Cookie of a signed-in session, for targets that have one. */
	signIn?: (baseURL: string) => Promise<string>
	/** CPU spent outside the target's processes for its requests (the PostgreSQL server), in ms so far. */
	outsideCpuMs?: () => Promise<number>
	outsideLabel?: string
}

type Run = {
	answered: number
	reqPerSecond: number
	p50: number
	p99: number
	timeouts: number
	/** 503s: page reads refused after waiting REQUEST_WAIT_LIMIT_MS for their turn (server/http/admission.ts). */
	busy: number
	/** Other answers that are not 2xx (a broken run). */
	non2xx: number
	cpuMsPerRequest: number
	outsideCpuMsPerRequest?: number
}

type Figures = {
	label: string
	shell?: Run
	users?: Run
	at50?: Run
	at200?: Run
	wire?: { br: number; gzip: number; identity: number; encodings: string }
	idleRssMb?: number
	/** Idle again after a restart on the data of the first run, signed in: what a running deployment holds. */
	restartIdleRssMb?: number
	peakRssMb?: number
	processes?: number
	firstStartSeconds?: number
	restartSeconds?: number
	outsideLabel?: string
	error?: string
}

/** What a broken run left to say; the bench exits non-zero when there is any. */
const broken: string[] = []
/** Undone in reverse order at the end, on an error or on Ctrl-C: processes, folders, the database. */
const cleanups: (() => Promise<unknown>)[] = []
let cleaning: Promise<void> | null = null
function cleanUp() {
	cleaning ??= (async () => {
		for (const undo of cleanups.reverse()) await undo().catch((error) => console.error(`clean-up: ${error}`))
	})()
	return cleaning
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.once(signal, () => {
		console.error(`\n${signal}: stopping the targets and removing their data`)
		void cleanUp().finally(() => process.exit(130))
	})
}

// The load average says how busy the machine already is: other work lowers req/s and raises latency.
const loadAverage = () =>
	os
		.loadavg()
		.map((n) => n.toFixed(2))
		.join(' ')
const loadAtStart = loadAverage()
console.log(`throughput bench, ${new Date().toISOString()}: ${os.cpus().length} cores, load average ${loadAtStart}`)
console.log(
	`${SECONDS} s per load run (${WARM_SECONDS} s warm-up per page), Accept-Encoding: br (the minimal app: identity), autocannon timeout ${TIMEOUT_SECONDS} s`,
)

const results: Figures[] = []
try {
	for (const make of [
		['minimal', minimalApp],
		['pglite', consoleOnPGlite],
		['postgres', consoleOnPostgres],
	] as const) {
		if (!TARGETS.includes(make[0])) continue
		const index = results.length
		let target: Target
		try {
			target = await make[1](PORT + index)
		} catch (error) {
			results.push({ label: make[0], error: String(error) })
			broken.push(`${make[0]}: ${error}`)
			continue
		}
		results.push(await measure(target))
	}
} finally {
	await cleanUp()
}
printTable(results)
if (broken.length) {
	console.log(`\nBROKEN RUN:\n${broken.map((b) => `  ${b}`).join('\n')}`)
	process.exit(1)
}
process.exit(0)

/** Every figure of one target: started fresh, signed in, warmed, loaded, stopped, started again on its data. */
async function measure(target: Target): Promise<Figures> {
	const figures: Figures = { label: target.label, outsideLabel: target.outsideLabel }
	console.log(`\n${target.label}`)
	let running: Running | null = null
	try {
		const t0 = performance.now()
		const started = await target.start()
		figures.firstStartSeconds = (performance.now() - t0) / 1000
		const cookie = target.signIn ? await target.signIn(started.baseURL) : undefined
		const acceptEncoding = target.acceptEncoding ?? 'br'
		running = { ...started, headers: { ...(cookie ? { Cookie: cookie } : {}), 'Accept-Encoding': acceptEncoding } }
		console.log(`  load runs ask for Accept-Encoding: ${acceptEncoding}`)
		const pid = running.child.pid!
		await sleep(1000)
		figures.idleRssMb = (await treeRssMb(pid)).mb
		console.log(`  started in ${figures.firstStartSeconds.toFixed(1)} s (fresh data); idle RSS ${figures.idleRssMb.toFixed(0)} MB`)

		const wire = { br: 0, gzip: 0, identity: 0, encodings: '' }
		for (const encoding of ['br', 'gzip', 'identity'] as const) {
			const sent = await wireBytes(`${running.baseURL}${target.usersPage}`, { ...running.headers, 'Accept-Encoding': encoding })
			wire[encoding] = sent.bytes
			if (sent.encoding !== encoding) wire.encodings += ` (asked ${encoding}, got ${sent.encoding})`
		}
		figures.wire = wire

		let peak = figures.idleRssMb
		let processes = 1
		const sampler = setInterval(() => {
			void treeRssMb(pid).then((rss) => {
				peak = Math.max(peak, rss.mb)
				processes = Math.max(processes, rss.processes)
			})
		}, 250)
		try {
			for (const page of new Set([target.shellPage, target.usersPage])) await load(target, running, page, 10, WARM_SECONDS, 'warm-up')
			figures.shell = await load(target, running, target.shellPage, 10, SECONDS, 'CPU')
			figures.users =
				target.usersPage === target.shellPage ? figures.shell : await load(target, running, target.usersPage, 10, SECONDS, 'CPU')
			figures.at50 = await load(target, running, target.usersPage, 50, SECONDS, 'throughput')
			figures.at200 = await load(target, running, target.usersPage, 200, SECONDS, 'overload')
		} finally {
			clearInterval(sampler)
		}
		figures.peakRssMb = peak
		figures.processes = processes

		await stopTree(running.child, 'SIGTERM')
		const t1 = performance.now()
		const again = await target.start()
		figures.restartSeconds = (performance.now() - t1) / 1000
		if (target.signIn) await target.signIn(again.baseURL)
		await sleep(1000)
		figures.restartIdleRssMb = (await treeRssMb(again.child.pid!)).mb
		console.log(
			`  started again on its data in ${figures.restartSeconds.toFixed(1)} s; idle RSS after sign-in ${figures.restartIdleRssMb.toFixed(0)} MB`,
		)
		await stopTree(again.child, 'SIGTERM')
	} catch (error) {
		figures.error = String(error)
		broken.push(`${target.label}: ${error}`)
		console.log(`  BROKEN: ${error}`)
		if (running) await stopTree(running.child, 'SIGKILL')
	}
	return figures
}

/** One autocannon run on one page; the target's CPU over the run divided by the requests sent. */
async function load(target: Target, running: Running, page: string, connections: number, seconds: number, what: string): Promise<Run> {
	const pid = running.child.pid!
	const cpuBefore = await treeCpuMs(pid)
	const outsideBefore = await target.outsideCpuMs?.()
	const result = await autocannon({
		url: `${running.baseURL}${page}`,
		connections,
		duration: seconds,
		timeout: TIMEOUT_SECONDS,
		headers: running.headers,
	})
	// Requests still in flight when the run ends (up to one per connection) are finished by the server:
	// their CPU is counted once it is idle again, and every request sent is counted.
	await settle(pid)
	const cpu = (await treeCpuMs(pid)) - cpuBefore
	const outside = outsideBefore === undefined ? undefined : (await target.outsideCpuMs!()) - outsideBefore
	const sent = Math.max(1, result.requests.sent)
	const run: Run = {
		answered: result.requests.total,
		reqPerSecond: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		timeouts: result.timeouts,
		busy: result.statusCodeStats['503']?.count ?? 0,
		// Answers read after a timeout's reconnect have no status ("undefined"): counted as timeouts already.
		non2xx: Object.entries(result.statusCodeStats)
			.filter(([status]) => status !== 'undefined' && status !== '503' && !status.startsWith('2'))
			.reduce((sum, [, { count }]) => sum + count, 0),
		cpuMsPerRequest: cpu / sent,
		outsideCpuMsPerRequest: outside === undefined ? undefined : outside / sent,
	}
	// After a timeout autocannon reconnects, and may then count an answer whose status it did not read ("undefined").
	const statuses = Object.entries(result.statusCodeStats)
		.map(([status, { count }]) => (status === 'undefined' ? `${count} with no status read` : `${status}×${count}`))
		.join(', ')
	console.log(
		`  ${what.padEnd(10)} ${page.padEnd(22)} ${String(connections).padStart(3)} conn.: ${result.requests.total} of ${result.requests.sent} answered (${statuses || 'none'}), ${run.reqPerSecond.toFixed(0)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.timeouts} timeouts, CPU ${run.cpuMsPerRequest.toFixed(2)} ms/req${run.outsideCpuMsPerRequest === undefined ? '' : ` + ${run.outsideCpuMsPerRequest.toFixed(2)} ${target.outsideLabel}`}`,
	)
	// A redirect (the session lost), a 4xx or a 5xx other than the admission's 503: the figures would not be the page's.
	if (run.non2xx) broken.push(`${target.label}: ${page} at ${connections} connections answered ${statuses}`)
	return run
}

/** Waits (at most 30 s) until the server's processes use under 5% of a core: the requests it was given are done. */
async function settle(pid: number) {
	let before = await treeCpuMs(pid)
	for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
		await sleep(500)
		const now = await treeCpuMs(pid)
		if (now - before < 25) return
		before = now
	}
}

/** The reference: tests/bench/minimal-app built into a folder of its own and served by react-router-serve. */
async function minimalApp(port: number): Promise<Target> {
	// Inside the repository (tests/.tmp is ignored by git, lint and Tailwind), where its server bundle finds react and react-router.
	await mkdir('tests/.tmp', { recursive: true })
	const buildDir = await mkdtemp(path.join(root, 'tests/.tmp/bench-minimal-app-'))
	cleanups.push(() => rm(buildDir, { recursive: true, force: true }))
	console.log(`\nbuilding the minimal app into ${buildDir}`)
	const build = spawn('node_modules/.bin/react-router', ['build', 'tests/bench/minimal-app'], {
		env: { ...process.env, MINIMAL_APP_BUILD_DIR: buildDir, NODE_ENV: 'production' },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	build.stdout.on('data', (chunk) => (output += String(chunk)))
	build.stderr.on('data', (chunk) => (output += String(chunk)))
	const [code] = (await once(build, 'exit')) as [number | null]
	if (code !== 0) throw new Error(`the minimal app's build exited with ${code}:\n${output}`)
	const baseURL = `http://127.0.0.1:${port}`
	return {
		label: 'minimal RR app',
		acceptEncoding: 'identity',
		shellPage: '/',
		usersPage: '/',
		async start() {
			const child = spawn('node', ['node_modules/@react-router/serve/bin.js', path.join(buildDir, 'server/index.js')], {
				env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
				// Its request log (stdout) is not read: written to /dev/null, as a server's log in production is written somewhere.
				stdio: ['ignore', 'ignore', 'pipe'],
			})
			tracked(child)
			let errors = ''
			child.stderr!.on('data', (chunk) => (errors += String(chunk)))
			// Polled as startConsole polls the console, so the start-up figures compare.
			for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(250)) {
				if (child.exitCode !== null) throw new Error(`react-router-serve exited with ${child.exitCode}: ${errors}`)
				try {
					if ((await fetch(`${baseURL}/readyz`)).ok) return { child, baseURL }
				} catch {}
			}
			await stopTree(child, 'SIGKILL')
			throw new Error(`react-router-serve did not answer on ${baseURL}: ${errors}`)
		},
	}
}

/** The console's production build on its embedded gateway over PGlite, in a fresh data folder with the demo data. */
async function consoleOnPGlite(port: number): Promise<Target> {
	return consoleTarget('console, PGlite', port, {})
}

/** The console's production build on a fresh PostgreSQL database with the demo data, WEB_CONCURRENCY workers. */
async function consoleOnPostgres(port: number): Promise<Target> {
	const name = `bench_throughput_${process.pid}`
	const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL })
	await admin.connect()
	cleanups.push(() => admin.end())
	await admin.query(`CREATE DATABASE ${name}`)
	// FORCE: a console killed mid-run may leave connections behind.
	cleanups.push(() => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
	const databaseUrl = new URL(ADMIN_DATABASE_URL)
	databaseUrl.pathname = `/${name}`
	// The PostgreSQL server's own CPU: its postmaster's (the parent of this connection's backend) tree, which
	// keeps the CPU of backends that have exited. The whole cluster: other databases' work shows too.
	const { rows } = await admin.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
	const postmaster = await parentPid(rows[0]!.pid)
	const target = await consoleTarget(`console, PostgreSQL, WEB_CONCURRENCY=${WORKERS}`, port, {
		DATABASE_URL: databaseUrl.href,
		WEB_CONCURRENCY: WORKERS,
	})
	if (postmaster !== null) {
		target.outsideCpuMs = () => treeCpuMs(postmaster)
		target.outsideLabel = 'PostgreSQL server (whole cluster)'
	} else console.log(`  (PostgreSQL's processes are not on this machine's /proc: its CPU is not counted)`)
	return target
}

async function consoleTarget(label: string, port: number, env: Record<string, string>): Promise<Target> {
	const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-throughput-'))
	cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
	return {
		label,
		shellPage: SHELL_PAGE,
		usersPage: USERS_PAGE,
		async start() {
			const started = await startConsole({
				port,
				dataDir,
				sessionSecret: 'throughput-bench-session-secret-0123456789abcdef',
				env: { SEED_DEMO: '1', SIGN_IN_LIMIT_PER_MINUTE: '100000', ...env },
			})
			tracked(started.child)
			return started
		},
		signIn: (baseURL) => signInCookie(baseURL, ACCOUNT),
	}
}

/** Stopped at the end whatever happens (with the workers it started). */
function tracked(child: ChildProcess) {
	cleanups.push(() => stopTree(child, 'SIGKILL'))
}

/**
 * Stops a server and the processes it started. SIGTERM lets it shut down (PGlite closes its files, so
 * the next start is one on existing data, not a recovery); SIGKILL after 30 s, or at once when asked.
 */
async function stopTree(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL') {
	if (child.pid === undefined) return
	// Listed before the primary goes: its workers are then no longer its children.
	const descendants = (await processTree(child.pid)).map((p) => p.pid).filter((pid) => pid !== child.pid)
	if (child.exitCode === null && child.signalCode === null) {
		const exited = once(child, 'exit')
		child.kill(signal)
		const stopped = await Promise.race([exited.then(() => true), sleep(30_000, false)])
		if (!stopped) {
			child.kill('SIGKILL')
			await exited
		}
	}
	// Workers leave with their primary; any still there after 5 s are killed.
	for (let i = 0; i < 20 && descendants.some(isAlive); i++) await sleep(250)
	for (const pid of descendants) sendSignal(pid, 'SIGKILL')
}

function isAlive(pid: number) {
	return sendSignal(pid, 0)
}

/** Sends a signal to a process; false when it is gone. */
function sendSignal(pid: number, signal: NodeJS.Signals | 0) {
	try {
		process.kill(pid, signal)
		return true
	} catch {
		return false
	}
}

/** The body's size as sent (before any decoding) for one Accept-Encoding, and the encoding it came in. */
function wireBytes(url: string, headers: Record<string, string>): Promise<{ bytes: number; encoding: string }> {
	return new Promise((resolve, reject) => {
		http
			.get(url, { headers }, (response) => {
				let bytes = 0
				response.on('data', (chunk: Buffer) => (bytes += chunk.length))
				response.on('end', () => {
					if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`))
					else resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' })
				})
			})
			.on('error', reject)
	})
}

function printTable(all: Figures[]) {
	const reference = all.find((f) => f.label === 'minimal RR app' && !f.error)
	const ratio = (value: number | undefined, of: number | undefined) =>
		value === undefined || !of || !reference ? '' : ` (${(value / of).toFixed(value / of < 0.1 ? 2 : 1)}×)`
	const ms = (n: number | undefined) => (n === undefined ? '—' : `${n.toFixed(n < 10 ? 2 : n < 100 ? 1 : 0)} ms`)
	/** A latency; none when no request was answered within the run. */
	const latency = (run: Run | undefined, n: number | undefined) => (run?.answered ? ms(n) : '—')
	const kb = (n: number | undefined) => (n === undefined ? '—' : `${(n / 1000).toFixed(1)} KB`)
	const mb = (n: number | undefined) => (n === undefined ? '—' : `${n.toFixed(0)} MB`)
	const s = (n: number | undefined) => (n === undefined ? '—' : `${n.toFixed(1)} s`)
	const count = (n: number | undefined) => (n === undefined ? '—' : String(n))
	const rows: [string, (f: Figures) => string, string][] = [
		[
			'CPU per request, shell page, 10 conn.',
			(f) => ms(f.shell?.cpuMsPerRequest) + ratio(f.shell?.cpuMsPerRequest, reference?.shell?.cpuMsPerRequest),
			'≤ 4 ms',
		],
		[
			'CPU per request, users page, 10 conn.',
			(f) => ms(f.users?.cpuMsPerRequest) + ratio(f.users?.cpuMsPerRequest, reference?.users?.cpuMsPerRequest),
			'≤ 8 ms',
		],
		[
			'  + PostgreSQL server, shell / users',
			(f) =>
				f.shell?.outsideCpuMsPerRequest === undefined
					? ''
					: `${ms(f.shell.outsideCpuMsPerRequest)} / ${ms(f.users?.outsideCpuMsPerRequest)}`,
			'',
		],
		[
			'users page, 50 conn.: req/s',
			(f) => (f.at50 ? f.at50.reqPerSecond.toFixed(0) + ratio(f.at50.reqPerSecond, reference?.at50?.reqPerSecond) : '—'),
			'≥ 150',
		],
		['  p50 / p99', (f) => `${latency(f.at50, f.at50?.p50)} / ${latency(f.at50, f.at50?.p99)}`, 'p99 ≤ 500 ms'],
		['  timeouts / refused busy (503)', (f) => `${count(f.at50?.timeouts)} / ${count(f.at50?.busy)}`, ''],
		['  CPU per request', (f) => ms(f.at50?.cpuMsPerRequest), ''],
		['users page, 200 conn.: timeouts', (f) => count(f.at200?.timeouts), '0'],
		['  p99 (every answer, 503s too)', (f) => latency(f.at200, f.at200?.p99), '≤ 2 s'],
		['  answers/s / refused busy (503)', (f) => `${f.at200 ? f.at200.reqPerSecond.toFixed(0) : '—'} / ${count(f.at200?.busy)}`, ''],
		['users page HTML on the wire: br', (f) => kb(f.wire?.br) + (f.wire?.encodings ?? ''), '≤ 15 KB'],
		['  gzip / none', (f) => `${kb(f.wire?.gzip)} / ${kb(f.wire?.identity)}`, ''],
		['idle RSS (after start and sign-in)', (f) => mb(f.idleRssMb), '≤ 300 MB'],
		['  the same, started on existing data', (f) => mb(f.restartIdleRssMb), ''],
		['peak RSS under load', (f) => mb(f.peakRssMb), ''],
		['server processes', (f) => count(f.processes), ''],
		['first start (fresh data)', (f) => s(f.firstStartSeconds), ''],
		['start-up with existing data', (f) => s(f.restartSeconds), '≤ 3 s'],
	]
	const widths = all.map((f) => Math.max(f.label.length, ...rows.map(([, cell]) => cell(f).length)) + 2)
	const line = (label: string, cells: string[], goal: string) =>
		`${label.padEnd(42)}${cells.map((c, i) => c.padEnd(widths[i]!)).join('')}${goal}`
	console.log(
		`\n${line(
			'',
			all.map((f) => f.label),
			'goal (issue 15)',
		)}`,
	)
	for (const [label, cell, goal] of rows)
		console.log(
			line(
				label,
				all.map((f) => (f.error ? '—' : cell(f))),
				goal,
			),
		)
	console.log(`
CPU is the server's processes' user + system time (/proc: the process and its workers) over the run and
until the server is idle again, divided by the requests sent; the ratios are to the minimal app (its one
page in every page row). The PostgreSQL server's CPU is the whole cluster's: other work on it shows there.
RSS is summed over the server's processes (pages workers share count once per process). Start-up: spawn
to /readyz 200, polled every 250 ms. Other work on this machine (${os.cpus().length} cores) lowers req/s and raises
latency and CPU per request: load average ${loadAtStart} at the start, ${loadAverage()} at the end.`)
	for (const f of all.filter((f) => f.error)) console.log(`${f.label}: ${f.error}`)
}
