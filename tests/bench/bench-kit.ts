/**
 * What the benchmarks share: a fresh in-memory gateway called as the console calls it, the timing and
 * its figures, and a server's CPU time and memory summed over its processes (Linux /proc). A library
 * for the scripts beside it; it runs nothing on its own.
 */
import { execFileSync } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { createGateway } from '../../server/gateway/app.ts'
import { openGatewayDatabase } from '../../server/gateway/db/open.ts'

const BASE = 'http://gateway.bench'

/** A Postgres array literal of plain words, for the bulk INSERT … SELECT statements of the data builders. */
export const pgArray = (items: readonly string[]) => `array[${items.map((i) => `'${i}'`).join(',')}]`

/** A fresh in-memory PGlite (never the demo data) and the gateway over it. */
export async function openBenchGateway() {
	const database = await openGatewayDatabase({ seed: false })
	const gateway = createGateway({
		db: database.db,
		writes: database.writes,
		config: { secret: 'bench-secret-0123456789abcdef', consoleUrl: 'http://console.bench', pagesBaseUrl: 'http://console.bench' },
	})
	/** One JSON call through the gateway's fetch handler; a reply that is not 2xx throws. */
	async function call(method: string, path: string, token?: string, body?: unknown) {
		const headers = new Headers({ Accept: 'application/json' })
		if (token) headers.set('Authorization', `Bearer ${token}`)
		if (body !== undefined) headers.set('Content-Type', 'application/json')
		const response = await gateway.fetch(
			new Request(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
		)
		const json = await response.json()
		if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`)
		return json
	}
	/** Signs in through the gateway as the console does; the ID token for the calls that follow. */
	async function signIn(email: string, password: string): Promise<string> {
		const validated = await call('POST', '/user/login/validate', undefined, { email, password })
		const { idToken } = await call('POST', '/api/v1/auth/sign_in_with_token', undefined, { token: validated.verificationToken })
		return idToken
	}
	async function close() {
		await gateway.close()
		await database.close()
	}
	return { db: database.db, pglite: database.pglite, call, signIn, close }
}

/** The p-th percentile of the values (0 when there are none). */
export function percentile(values: readonly number[], p: number): number {
	if (values.length === 0) return 0
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** p50 and p95 of `runs` calls of `fn`, after five to warm up. */
export async function time(fn: () => Promise<unknown>, runs: number) {
	for (let i = 0; i < 5; i++) await fn()
	const samples: number[] = []
	for (let i = 0; i < runs; i++) {
		const t0 = performance.now()
		await fn()
		samples.push(performance.now() - t0)
	}
	return { p50: percentile(samples, 50), p95: percentile(samples, 95) }
}

/** A duration in milliseconds, right-aligned so the columns of figures line up. */
export const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`

/** What /proc says of one process (Linux). */
type ProcStat = { pid: number; ppid: number; cpuTicks: number }

/** Clock ticks per second of /proc's CPU times (100 on most Linux systems). */
const CLOCK_TICKS = process.platform === 'linux' ? Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) : 100

/** Every process's parent and CPU time from /proc; a process gone between the listing and the read is skipped. */
async function readProcesses(): Promise<ProcStat[]> {
	const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name))
	const stats = await Promise.all(
		pids.map(async (pid) => {
			try {
				// The command name (field 2) may hold spaces and parentheses: the fields that follow come after its last ')'.
				const text = await readFile(`/proc/${pid}/stat`, 'utf8')
				const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
				// utime, stime, and cutime, cstime: the CPU of its children already exited and reaped (a worker
				// that died during a run still counts).
				const cpuTicks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
				return { pid: Number(pid), ppid: Number(fields[1]), cpuTicks }
			} catch {
				return null
			}
		}),
	)
	return stats.filter((stat) => stat !== null)
}

/** The parent of a process (Linux /proc); null when it is not there. */
export async function parentPid(pid: number): Promise<number | null> {
	return (await readProcesses()).find((p) => p.pid === pid)?.ppid ?? null
}

/** The process and its descendants (a server's workers), as /proc lists them now. */
export async function processTree(rootPid: number): Promise<ProcStat[]> {
	const all = await readProcesses()
	const tree = all.filter((p) => p.pid === rootPid)
	for (let i = 0; i < tree.length; i++) tree.push(...all.filter((p) => p.ppid === tree[i]!.pid))
	return tree
}

/** User + system CPU time of a process and its descendants so far, in milliseconds (Linux /proc). */
export async function treeCpuMs(rootPid: number): Promise<number> {
	const tree = await processTree(rootPid)
	return (tree.reduce((sum, p) => sum + p.cpuTicks, 0) * 1000) / CLOCK_TICKS
}

/**
 * Resident memory of a process and its descendants, in MB, with how many processes that is. Pages the
 * processes share (a forked worker's code) count once per process, as `ps` shows them.
 */
export async function treeRssMb(rootPid: number): Promise<{ mb: number; processes: number }> {
	const tree = await processTree(rootPid)
	let kb = 0
	for (const { pid } of tree) {
		try {
			kb += Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
		} catch {}
	}
	return { mb: kb / 1024, processes: tree.length }
}

/**
 * Whole-document GETs of one page, one after the other, signed in with `cookie`: the times of `runs`
 * of them after five that warm up. `url` may differ per run (a search never asked before).
 */
export async function timePageRequests(
	base: string,
	url: string | ((run: number) => string),
	cookie: string,
	runs: number,
): Promise<number[]> {
	const times: number[] = []
	for (let i = 0; i < runs + 5; i++) {
		const path = typeof url === 'string' ? url : url(i)
		const start = performance.now()
		const response = await fetch(`${base}${path}`, { headers: { Cookie: cookie } })
		await response.text()
		if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
		if (i >= 5) times.push(performance.now() - start)
	}
	return times
}
