/**
 * Two production builds side by side: the server CPU per request of each on the same pages, measured in
 * alternation (short bursts, A then B then B then A …), so whatever else the machine does weighs on both
 * alike. For telling whether a change to the server made a page cheaper when the machine is too busy for
 * two separate runs of throughput.ts to compare. Each build runs on fresh demo data (the embedded
 * gateway), signed in as admin@globex.test, asked with Accept-Encoding: br. Prints figures; never fails on them.
 *
 *   npx tsx tests/bench/ab-cpu.ts <build dir A> <build dir B>
 *
 * AB_PAGES (/guides-and-resources,/users/all_users); AB_ROUNDS (8); AB_REQUESTS (300 per burst);
 * AB_CONNECTIONS (4); BENCH_PORT (3600; A takes it, B the next); AB_NODE_ARGS_A, AB_NODE_ARGS_B: node options
 * for one side (e.g. a heap setting), space-separated.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { signInCookie } from '../fixtures/console-process.ts'
import { percentile, treeCpuMs } from './bench-kit.ts'

const [buildA, buildB] = process.argv.slice(2)
if (!buildA || !buildB) {
	console.error('usage: npx tsx tests/bench/ab-cpu.ts <build dir A> <build dir B>')
	process.exit(2)
}
const PAGES = (process.env.AB_PAGES ?? '/guides-and-resources,/users/all_users').split(',')
const ROUNDS = Number(process.env.AB_ROUNDS ?? 8)
const REQUESTS = Number(process.env.AB_REQUESTS ?? 300)
const CONNECTIONS = Number(process.env.AB_CONNECTIONS ?? 4)
const PORT = Number(process.env.BENCH_PORT ?? 3600)

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
process.chdir(root)

const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
	url: string
	connections: number
	amount: number
	headers: Record<string, string>
}) => Promise<{ requests: { total: number }; non2xx: number }>

type Server = { label: string; child: ChildProcess; baseURL: string; headers: Record<string, string>; dataDir: string }

async function start(label: string, buildDir: string, port: number, nodeArgs: string[]): Promise<Server> {
	const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-ab-'))
	const { GATEWAY_URL: _notOurs, DATABASE_URL: _notOursEither, ...inherited } = process.env
	const child = spawn('node', [...nodeArgs, path.resolve(buildDir, 'runtime/main.js')], {
		env: {
			...inherited,
			NODE_ENV: 'production',
			MALLOC_ARENA_MAX: '2',
			PORT: String(port),
			DATA_DIR: dataDir,
			PUBLIC_URL: `http://localhost:${port}`,
			SESSION_SECRET: 'ab-bench-session-secret-0123456789abcdef',
			SEED_DEMO: '1',
			SIGN_IN_LIMIT_PER_MINUTE: '100000',
		},
		stdio: ['ignore', 'ignore', 'pipe'],
	})
	let errors = ''
	child.stderr!.on('data', (chunk) => (errors += String(chunk)))
	const baseURL = `http://127.0.0.1:${port}`
	for (const deadline = Date.now() + 180_000; ; await sleep(250)) {
		if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}: ${errors}`)
		if (Date.now() > deadline) throw new Error(`${label} did not start: ${errors}`)
		try {
			if ((await fetch(`${baseURL}/readyz`)).ok) break
		} catch {}
	}
	const cookie = await signInCookie(baseURL, 'admin@globex.test')
	return { label, child, baseURL, headers: { Cookie: cookie, 'Accept-Encoding': 'br' }, dataDir }
}

async function burst(server: Server, page: string, amount: number) {
	const before = await treeCpuMs(server.child.pid!)
	const result = await autocannon({ url: `${server.baseURL}${page}`, connections: CONNECTIONS, amount, headers: server.headers })
	if (result.non2xx) throw new Error(`${server.label} ${page}: ${result.non2xx} answers not 2xx`)
	// The server is done with what it was sent once autocannon has every answer.
	return ((await treeCpuMs(server.child.pid!)) - before) / amount
}

console.log(
	`ab-cpu ${new Date().toISOString()}: A = ${buildA}, B = ${buildB}; load average ${os
		.loadavg()
		.map((n) => n.toFixed(2))
		.join(' ')}`,
)
const servers: Server[] = []
try {
	const nodeArgs = (side: 'A' | 'B') => (process.env[`AB_NODE_ARGS_${side}`] ?? '').split(' ').filter(Boolean)
	servers.push(await start('A', buildA, PORT, nodeArgs('A')), await start('B', buildB, PORT + 1, nodeArgs('B')))
	for (const page of PAGES) {
		// Warm-up: the JIT's first work is not counted.
		for (const server of servers) await burst(server, page, Math.max(200, REQUESTS))
		const samples = new Map<string, number[]>(servers.map((s) => [s.label, []]))
		const ratios: number[] = []
		for (let round = 0; round < ROUNDS; round++) {
			// A B, then B A: neither always goes first.
			const order = round % 2 === 0 ? servers : [...servers].reverse()
			const cpu: Record<string, number> = {}
			for (const server of order) {
				cpu[server.label] = await burst(server, page, REQUESTS)
				samples.get(server.label)!.push(cpu[server.label]!)
			}
			ratios.push(cpu.B! / cpu.A!)
		}
		const a = samples.get('A')!
		const b = samples.get('B')!
		console.log(
			`${page}: A median ${percentile(a, 50).toFixed(2)} ms (min ${Math.min(...a).toFixed(2)}), B median ${percentile(b, 50).toFixed(2)} ms (min ${Math.min(...b).toFixed(2)}); B/A per round: median ${percentile(ratios, 50).toFixed(3)}, range ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
		)
	}
} finally {
	for (const server of servers) {
		if (server.child.exitCode === null) {
			const exited = once(server.child, 'exit')
			server.child.kill('SIGTERM')
			await Promise.race([exited, sleep(15_000)])
			if (server.child.exitCode === null) server.child.kill('SIGKILL')
		}
		await rm(server.dataDir, { recursive: true, force: true })
	}
}
console.log(
	`load average at the end ${os
		.loadavg()
		.map((n) => n.toFixed(2))
		.join(' ')}`,
)
process.exit(0)
