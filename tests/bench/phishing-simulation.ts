/**
 * The phishing simulation's reports at scale (issue 19: a company of 100,000 recipients and 1,000,000
 * events; every tab of both report pages p50 ≤ 100 ms server time with filters; a 100,000-row CSV
 * streams, first byte ≤ 300 ms, bounded memory). Builds its own data (phishing-simulation-data.ts) on a
 * fresh in-memory PGlite and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database too; calls
 * the gateway's fetch handler as the console does and prints p50/p95 per call, the recipients CSV's
 * first byte, total time and the process's peak RSS while it streams. Prints figures; never fails on them.
 *
 *   npx tsx tests/bench/phishing-simulation.ts [runs=10] [pglite|postgres|both] [csv]
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { createGateway } from '../../server/gateway/app.ts'
import { type GatewayDatabase, openGatewayDatabase } from '../../server/gateway/db/open.ts'
import { recordSimulationEvent } from '../../server/gateway/services/phishing-simulation-tracking.ts'
import { ms, percentile } from './bench-kit.ts'
import { SIM_BENCH, buildSimulationData } from './phishing-simulation-data.ts'

const RUNS = Number(process.argv[2] ?? 10)
const WHICH = process.argv[3] ?? 'both'
/** `csv`: only the CSV figures. */
const ONLY_CSV = process.argv[4] === 'csv'
const BASE = 'http://gateway.bench'
const C = SIM_BENCH.company

async function openGateway(database: GatewayDatabase) {
	const gateway = createGateway({
		db: database.db,
		writes: database.writes,
		config: { secret: 'bench-secret-0123456789abcdef', consoleUrl: 'http://console.bench', pagesBaseUrl: 'http://console.bench' },
	})
	async function request(path: string, token?: string, accept = 'application/json', method = 'GET', body?: unknown) {
		const headers = new Headers({ Accept: accept })
		if (token) headers.set('Authorization', `Bearer ${token}`)
		if (body !== undefined) headers.set('Content-Type', 'application/json')
		return gateway.fetch(new Request(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }))
	}
	async function call(path: string, token?: string, method = 'GET', body?: unknown) {
		const response = await request(path, token, 'application/json', method, body)
		const json = await response.json()
		if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`)
		return json
	}
	async function signIn(email: string, password: string) {
		const validated = await call('/user/login/validate', undefined, 'POST', { email, password })
		const { idToken } = await call('/api/v1/auth/sign_in_with_token', undefined, 'POST', { token: validated.verificationToken })
		return idToken as string
	}
	return { request, call, signIn, close: () => gateway.close() }
}

type Case = { label: string; path: string; query?: Record<string, string | string[]> }

const campaign = `/phishing/api/v3/company/${C}/campaign/${SIM_BENCH.campaign}/report`
const summary = `/phishing/api/v3/company/${C}/reports/summary`
const FILTERS: Array<{ label: string; query: Record<string, string | string[]> }> = [
	{ label: 'no filter', query: {} },
	{ label: 'department', query: { departments: ['dsb_7'] } },
	{ label: 'group', query: { groups: ['gsb_3'] } },
	{ label: 'events clicked', query: { events: ['clicked'] } },
	{ label: 'date range 30 d', query: { dateFrom: '2026-03-20', dateTo: '2026-04-18' } },
]
function cases(): Case[] {
	const list: Case[] = [
		// The campaign list: the current round's figures of each campaign (100,000 recipients in the active one).
		{ label: 'list     active campaigns', path: `/phishing/api/v3/company/${C}/campaigns/active` },
		{ label: 'list     archived campaigns', path: `/phishing/api/v3/company/${C}/campaigns/archive` },
	]
	for (const tab of ['overview', 'recipients', 'templates', 'departments', 'groups', 'rounds']) {
		for (const f of FILTERS) list.push({ label: `campaign ${tab.padEnd(11)} ${f.label}`, path: `${campaign}/${tab}`, query: f.query })
	}
	list.push({ label: 'campaign recipients  round 2', path: `${campaign}/recipients`, query: { rounds: ['2'] } })
	list.push({ label: 'campaign recipients  search "tanaka"', path: `${campaign}/recipients`, query: { searchText: 'tanaka' } })
	list.push({
		label: 'campaign recipients  by name, page 50',
		path: `${campaign}/recipients`,
		query: { orderBy: 'name', order: 'asc', pageNumber: '50' },
	})
	list.push({ label: 'campaign filters', path: `${campaign}/filters` })
	for (const tab of ['overview', 'templates', 'recipients', 'departments', 'groups', 'campaigns']) {
		for (const f of FILTERS.slice(0, 2))
			list.push({ label: `summary  ${tab.padEnd(11)} ${f.label}`, path: `${summary}/${tab}`, query: f.query })
	}
	list.push({ label: 'summary  filters', path: `${summary}/filters` })
	list.push({ label: 'dashboard all time', path: `/phishing/api/v3/company/${C}/dashboard/report` })
	list.push({
		label: 'dashboard 30 d',
		path: `/phishing/api/v3/company/${C}/dashboard/report`,
		query: { dateFrom: '2026-03-20', dateTo: '2026-04-18' },
	})
	return list
}

function withQuery(path: string, query: Record<string, string | string[]> = {}) {
	const params = new URLSearchParams()
	for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) params.append(key, v)
	const search = params.toString()
	return search ? `${path}?${search}` : path
}

async function bench(label: string, database: GatewayDatabase) {
	const t0 = performance.now()
	const data = await buildSimulationData(database.db)
	console.log(
		`\n=== ${label}: ${SIM_BENCH.users.toLocaleString('en')} recipients, ${data.deliveries.toLocaleString('en')} deliveries, ${data.events.toLocaleString('en')} events (built in ${Math.round(performance.now() - t0)} ms)`,
	)
	const g = await openGateway(database)
	const token = await g.signIn(SIM_BENCH.admin, SIM_BENCH.password)
	console.log(`call (p50 / p95 of ${RUNS} runs after 2 warm-ups, through createGateway().fetch)`)
	const over: string[] = []
	for (const c of ONLY_CSV ? [] : cases()) {
		const path = withQuery(c.path, c.query)
		for (let i = 0; i < 2; i++) await g.call(path, token)
		const samples: number[] = []
		let rows = ''
		for (let i = 0; i < RUNS; i++) {
			const s = performance.now()
			const reply = await g.call(path, token)
			samples.push(performance.now() - s)
			rows = reply.pageInfo ? `${reply.pageInfo.totalCount} rows` : reply.funnel ? `sent ${reply.funnel.sent}` : ''
		}
		const p50 = percentile(samples, 50)
		if (p50 > 100) over.push(c.label)
		console.log(`  ${c.label.padEnd(46)} p50 ${ms(p50)}  p95 ${ms(percentile(samples, 95))}  ${rows}`)
	}
	if (!ONLY_CSV) console.log(over.length ? `over 100 ms p50: ${over.length} of ${cases().length}` : 'every call p50 ≤ 100 ms')

	// The write the rollups' triggers slow down: one tracked open (the open pixel of a sent, unopened email),
	// which moves the delivery's cells, its recipient's stats and their group counts in one transaction.
	if (!ONLY_CSV) {
		const found = (await database.db.execute(
			sql.raw(`SELECT token FROM simulation_deliveries WHERE campaign_id = '${SIM_BENCH.campaign}' AND sent_at IS NOT NULL
				AND opened_at IS NULL ORDER BY id LIMIT ${RUNS + 2}`),
		)) as unknown as { rows: Array<{ token: string }> }
		const samples: number[] = []
		for (const [i, { token: delivery }] of found.rows.entries()) {
			// The tracking service itself (the bench's tokens are shorter than the pixel's route accepts).
			const s = performance.now()
			const recorded = await recordSimulationEvent(database.db, delivery, 'opened', new Date())
			if (recorded.length !== 1) throw new Error(`the open of ${delivery} was not recorded`)
			if (i >= 2) samples.push(performance.now() - s)
		}
		console.log(`  ${'tracking: one open recorded'.padEnd(46)} p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}`)
	}

	// The recipients CSV: 100,000 rows streamed; first byte, total, peak RSS of this process meanwhile.
	const csvCases: Array<[string, Record<string, string | string[]>]> = [
		['recipients CSV, no filter', {}],
		['recipients CSV, department', { departments: ['dsb_7'] }],
		['departments CSV', {}],
	]
	for (const [csvLabel, query] of csvCases) {
		const tab = csvLabel.startsWith('departments') ? 'departments' : 'recipients'
		global.gc?.()
		const rssBefore = process.memoryUsage().rss
		let peak = rssBefore
		const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
		const s = performance.now()
		const response = await g.request(withQuery(`${campaign}/${tab}`, { ...query, isCsv: 'true' }), token, 'text/csv')
		const reader = response.body!.getReader()
		let first = 0
		let firstRow = 0
		let bytes = 0
		let lines = 0
		for (;;) {
			const { done, value } = await reader.read()
			if (done) break
			if (!first) first = performance.now() - s
			bytes += value.length
			for (const b of value) if (b === 10) lines++
			// The header goes first at once; the first data row waits for the first batch.
			if (!firstRow && lines > 1) firstRow = performance.now() - s
			peak = Math.max(peak, process.memoryUsage().rss)
		}
		clearInterval(sampler)
		console.log(
			`  ${csvLabel.padEnd(30)} first byte ${ms(first)}  first row ${ms(firstRow)}  total ${ms(performance.now() - s)}  ${(lines - 1).toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB, RSS ${Math.round(rssBefore / 1e6)} → peak ${Math.round(peak / 1e6)} MB`,
		)
	}
	await g.close()
}

if (WHICH !== 'postgres') {
	const database = await openGatewayDatabase({ seed: false })
	await bench('PGlite (in memory)', database)
	await database.close()
}
if (WHICH !== 'pglite') {
	const url = process.env.TEST_DATABASE_URL
	if (!url) console.log('\nTEST_DATABASE_URL unset: PostgreSQL skipped')
	else {
		const name = `simbench_${process.pid}_${randomBytes(3).toString('hex')}`
		const admin = async (statement: string) => {
			const client = new pg.Client({ connectionString: url })
			await client.connect()
			try {
				await client.query(statement)
			} finally {
				await client.end()
			}
		}
		await admin(`CREATE DATABASE "${name}"`)
		try {
			const target = new URL(url)
			target.pathname = `/${name}`
			const database = await openGatewayDatabase({ databaseUrl: target.toString(), seed: false })
			await bench(`PostgreSQL (${name})`, database)
			await database.close()
		} finally {
			await admin(`DROP DATABASE IF EXISTS "${name}"`)
		}
	}
}
