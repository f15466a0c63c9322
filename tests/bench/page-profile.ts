/**
 * Where one page's server CPU goes: starts the production build (`${BUILD_DIR}/runtime/main.js`) on fresh
 * demo data with `--cpu-prof`, signs in as admin@globex.test, loads the page (after a warm-up) with a few
 * connections, stops the console so it writes its profile, and prints the self time by package and by
 * function (of the profile's samples taken during the load, not the start-up). Prints figures; never fails
 * on them.
 *
 *   npm run build && npx tsx tests/bench/page-profile.ts /users/all_users
 *
 * PROFILE_REQUESTS (2000) measured requests; BENCH_PORT (3600); PROFILE_ENCODING (br) as Accept-Encoding;
 * PROFILE_TOP (40) functions listed; PROFILE_KEEP=dir keeps the .cpuprofile there (Chrome DevTools opens it).
 */
import { once } from 'node:events'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { signInCookie, startConsole } from '../fixtures/console-process.ts'
import { treeCpuMs } from './bench-kit.ts'

const PAGE = process.argv[2] ?? '/guides-and-resources'
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 2000)
const PORT = Number(process.env.BENCH_PORT ?? 3600)
const ENCODING = process.env.PROFILE_ENCODING ?? 'br'
const TOP = Number(process.env.PROFILE_TOP ?? 40)

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
process.chdir(root)
delete process.env.DATABASE_URL

const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
	url: string
	connections: number
	amount: number
	headers: Record<string, string>
}) => Promise<{ requests: { total: number }; non2xx: number }>

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-page-profile-'))
const profileDir = process.env.PROFILE_KEEP
	? path.resolve(process.env.PROFILE_KEEP)
	: await mkdtemp(path.join(os.tmpdir(), 'bench-page-profile-cpu-'))
try {
	const started = await startConsole({
		port: PORT,
		dataDir,
		sessionSecret: 'page-profile-session-secret-0123456789abcdef',
		env: { SEED_DEMO: '1', SIGN_IN_LIMIT_PER_MINUTE: '100000' },
		nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=200'],
	})
	const cookie = await signInCookie(started.baseURL, 'admin@globex.test')
	const headers = { Cookie: cookie, 'Accept-Encoding': ENCODING }
	const url = `${started.baseURL}${PAGE}`
	await autocannon({ url, connections: 4, amount: Math.min(500, REQUESTS), headers })
	const cpuBefore = await treeCpuMs(started.child.pid!)
	const loadStart = Date.now()
	const result = await autocannon({ url, connections: 4, amount: REQUESTS, headers })
	const loadEnd = Date.now()
	const cpu = (await treeCpuMs(started.child.pid!)) - cpuBefore
	console.log(
		`${PAGE}: ${result.requests.total} requests (${result.non2xx} not 2xx), CPU ${(cpu / REQUESTS).toFixed(2)} ms per request (${((loadEnd - loadStart) / REQUESTS).toFixed(2)} ms wall)`,
	)
	const exited = once(started.child, 'exit')
	started.child.kill('SIGTERM')
	await exited
	const file = (await readdir(profileDir)).find((name) => name.endsWith('.cpuprofile'))
	if (!file) throw new Error(`no profile in ${profileDir}`)
	const profile = JSON.parse(await readFile(path.join(profileDir, file), 'utf8')) as Profile
	summarize(profile, loadStart, loadEnd, REQUESTS)
	if (process.env.PROFILE_KEEP) console.log(`profile: ${path.join(profileDir, file)}`)
} finally {
	await rm(dataDir, { recursive: true, force: true })
	if (!process.env.PROFILE_KEEP) await rm(profileDir, { recursive: true, force: true })
}
process.exit(0)

/** Self time by package and by function, of the samples within the load (wall-clock window, µs timestamps). */
function summarize(profile: Profile, fromMs: number, toMs: number, requests: number) {
	const byId = new Map(profile.nodes.map((node) => [node.id, node]))
	// The profile's clock is not the wall clock: the load's window is placed from the profile's end (the exit).
	const span = toMs - fromMs
	let t = profile.startTime
	const times: number[] = []
	for (const delta of profile.timeDeltas) times.push((t += delta))
	const end = profile.endTime
	// Samples from (exit - time since the load ended) back over the load's span, with a small margin.
	const stopAgo = (Date.now() - toMs) * 1000
	const windowEnd = end - stopAgo + 200_000
	const windowStart = windowEnd - span * 1000 - 400_000
	const self = new Map<number, number>()
	let total = 0
	for (let i = 0; i < profile.samples.length; i++) {
		const at = times[i]!
		if (at < windowStart || at > windowEnd) continue
		const delta = profile.timeDeltas[i + 1] ?? 0
		self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + delta)
		total += delta
	}
	const byPackage = new Map<string, number>()
	const byFunction = new Map<string, number>()
	for (const [id, us] of self) {
		const node = byId.get(id)!
		const { functionName, url, lineNumber } = node.callFrame
		const pkg = packageOf(url, functionName)
		if (functionName === '(idle)') continue
		byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us)
		const key = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`
		byFunction.set(key, (byFunction.get(key) ?? 0) + us)
	}
	const busy = [...byPackage.values()].reduce((a, b) => a + b, 0)
	console.log(
		`\nsampled busy time ${(busy / 1000).toFixed(0)} ms over ${requests} requests: ${(busy / 1000 / requests).toFixed(2)} ms per request (total window ${(total / 1000).toFixed(0)} ms)`,
	)
	console.log('\nself time by package:')
	for (const [pkg, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 25))
		console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${(us / 1000 / requests).toFixed(3)} ms/req  ${pkg}`)
	console.log(`\nself time by function (top ${TOP}):`)
	for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP))
		console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${name}`)
	// Inclusive time of the functions named in PROFILE_CALLERS (comma-separated), by the chain of callers above them.
	const parent = new Map<number, number>()
	for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
	const label = (id: number) => {
		const { functionName, url, lineNumber } = byId.get(id)!.callFrame
		return `${functionName || '(anonymous)'} ${shortUrl(url).replace(/^.*\//, '')}:${lineNumber + 1}`
	}
	// PROFILE_INCLUSIVE=n: the n functions with the most inclusive time (each counted once per sample).
	const inclusiveTop = Number(process.env.PROFILE_INCLUSIVE ?? 0)
	if (inclusiveTop > 0) {
		const inclusive = new Map<string, number>()
		for (const [id, us] of self) {
			const seen = new Set<string>()
			for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(label(at))
			for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + us)
		}
		console.log(`\ninclusive time by function (top ${inclusiveTop}):`)
		for (const [name, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, inclusiveTop))
			console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${name}`)
	}
	for (const wanted of (process.env.PROFILE_CALLERS ?? '').split(',').filter(Boolean)) {
		const chains = new Map<string, number>()
		let inclusive = 0
		for (const [id, us] of self) {
			// The outermost frame of that name on this sample's stack, and three callers above it.
			let hit: number | null = null
			for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
				if (byId.get(at)!.callFrame.functionName === wanted) hit = at
			if (hit === null) continue
			inclusive += us
			const chain: string[] = []
			for (let at = parent.get(hit); at !== undefined && chain.length < Number(process.env.PROFILE_DEPTH ?? 4); at = parent.get(at))
				chain.push(label(at))
			const key = chain.join(' < ')
			chains.set(key, (chains.get(key) ?? 0) + us)
		}
		console.log(`\n${wanted}: ${((100 * inclusive) / busy).toFixed(1)} % inclusive, called from:`)
		for (const [chain, us] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 12))
			console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${chain}`)
	}
}

function packageOf(url: string, functionName: string): string {
	if (!url) return functionName.startsWith('(') ? functionName : '(native)'
	const modules = url.lastIndexOf('node_modules/')
	if (modules >= 0) {
		const rest = url.slice(modules + 'node_modules/'.length).split('/')
		return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
	}
	if (url.startsWith('node:')) return url
	if (url.includes('/server/') && url.includes('/assets/')) return 'app (server build)'
	if (url.includes('/runtime/')) return 'server (compiled)'
	return shortUrl(url)
}

function shortUrl(url: string) {
	return url.replace(/^file:\/\//, '').replace(`${root}/`, '')
}
