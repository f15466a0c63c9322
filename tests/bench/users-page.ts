/**
 * Server time of the users table page with 50,000 users in the company (ARCHITECTURE.md budget:
 * p50 ≤ 40 ms for a 25-row page, with and without a search term, on the embedded gateway).
 * Builds its own data directory (the demo data plus 50,000 Acme users), starts the production
 * console on it, signs in as admin@acme.test and times whole-document GETs from localhost.
 * Prints figures; never fails on them.
 *
 *   npm run build && npx tsx tests/bench/users-page.ts
 *
 * BENCH_CASES=search (a substring of the case names) runs only those cases; BENCH_PROFILE=dir writes
 * the console's CPU profile there (open it in Chrome's DevTools, Performance tab).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openGatewayDatabase } from '../../server/gateway/app.ts'
import { signInCookie, startConsole } from '../fixtures/console-process.ts'
import { percentile, timePageRequests, treeCpuMs } from './bench-kit.ts'

const USERS = Number(process.env.BENCH_USERS ?? 50_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 60)
const PORT = Number(process.env.BENCH_PORT ?? 3490)
const BASE = `http://localhost:${PORT}`
const COMPANY = 'cmp_acme'
/** How many new broad searches the bench has made (newBroadSearch). */
let broadSearches = 0

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-users-page-'))
try {
	const started = performance.now()
	const database = await openGatewayDatabase({ dataDir })
	// Generated in SQL: spread over the company's departments and groups, a quarter of them admins.
	await database.db.execute(sql`
		INSERT INTO users (id, company_id, email, name, last_name, role, status, department_id, email_verified, created_at)
		SELECT 'usr_bench_' || n, ${COMPANY}, 'bench.user' || n || '@acme-bench.test', 'Bench' || (n % 997), 'User' || n,
			CASE WHEN n % 4 = 0 THEN 'admin' ELSE 'user' END,
			CASE WHEN n % 10 = 0 THEN 'DISABLED' ELSE 'ENABLED' END,
			(SELECT id FROM departments WHERE company_id = ${COMPANY} ORDER BY id OFFSET (n % 3) LIMIT 1),
			true, now() - (n || ' minutes')::interval
		FROM generate_series(1, ${USERS}) AS n`)
	await database.db.execute(sql`
		INSERT INTO user_groups (user_id, group_id)
		SELECT 'usr_bench_' || n, (SELECT id FROM groups WHERE company_id = ${COMPANY} ORDER BY id LIMIT 1)
		FROM generate_series(1, ${USERS}, 7) AS n`)
	// No ANALYZE here: the console's embedded gateway analyses a persistent database as it starts (db/open.ts).
	await database.close()
	console.log(`data: ${USERS} users added to Acme in ${Math.round(performance.now() - started)} ms`)

	const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []
	const { child: server } = await startConsole({
		port: PORT,
		dataDir,
		sessionSecret: 'bench-session-secret-0123456789abcdef0123456789',
		env: { SIGN_IN_LIMIT_PER_MINUTE: '10000' },
		nodeArgs: profile,
		stderr: 'inherit',
	})
	try {
		const cookie = await signInCookie(BASE, 'admin@acme.test')
		const cases: [string, string | ((run: number) => string)][] = [
			['first page, default order', '/users/all_users'],
			['first page, by name', '/users/all_users?orderBy=name&order=asc'],
			// Repeated, so from the second request on the gateway's kept count answers (directory-shared.ts).
			['search "bench1"', '/users/all_users?searchText=bench1'],
			// A broad search (about 5,500 matches) never asked before: counted every time.
			['new broad search each time', newBroadSearch],
			['search "user4242"', '/users/all_users?searchText=user4242'],
			['page 100', '/users/all_users?pageNumber=100'],
			// What the page costs beyond the shell, and beyond a small list of the same area.
			['(reference) guides page', '/guides-and-resources'],
			['(reference) departments', '/users/departments'],
		]
		const only = process.env.BENCH_CASES
		const selected = cases.filter(([name]) => !only || name.includes(only))
		// Warm every case first, so the first one timed is not the one that pays for the JIT.
		for (const [, url] of selected) await timePageRequests(BASE, url, cookie, 20)
		for (const [name, url] of selected) {
			const cpuBefore = await treeCpuMs(server.pid!)
			const times = await timePageRequests(BASE, url, cookie, RUNS)
			// The console's CPU per request is steadier than wall time on a shared machine: it shows a change's effect.
			const cpu = `  cpu ${(((await treeCpuMs(server.pid!)) - cpuBefore) / (RUNS + 5)).toFixed(1)} ms/request`
			console.log(
				`${name.padEnd(28)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms${cpu}  (${RUNS} runs, budget p50 ≤ 40 ms)`,
			)
		}
	} finally {
		const exited = new Promise((resolve) => server.once('exit', resolve))
		server.kill()
		await exited // a CPU profile is written as the console exits
	}
} finally {
	await rm(dataDir, { recursive: true, force: true })
}

/**
 * A different broad search for each run: a term of "Bench<d>" (each digit matches about a ninth of
 * the names), with or without a status and a role filter, so no two runs share a count.
 */
function newBroadSearch(): string {
	const n = broadSearches++
	const terms = ['bench', 'ench', 'nch', 'ch'].flatMap((prefix) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => `${prefix}${digit}`))
	const query = new URLSearchParams({ searchText: terms[n % terms.length]! })
	if (Math.floor(n / terms.length) % 2) query.append('statuses', 'ENABLED')
	if (Math.floor(n / (terms.length * 2)) % 2) query.append('roles', 'learner')
	if (n >= terms.length * 4) throw new Error('the bench ran out of new broad searches')
	return `/users/all_users?${query}`
}
