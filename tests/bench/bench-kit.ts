/**
 * What the benchmarks share: a fresh in-memory gateway called as the console calls it, and the
 * timing and its figures. A library for the scripts beside it; it runs nothing on its own.
 */
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
