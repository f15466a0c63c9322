import cluster, { type Worker } from 'node:cluster'
import { createMemoryDraftStore, DRAFTS_IN_PRIMARY_ENV, serveRelayedDrafts } from '../../app/lib/draft-store.server.ts'
import type { Env } from '../../app/env.server.ts'

/**
 * Workers per core: with PostgreSQL (DATABASE_URL) or a gateway elsewhere (GATEWAY_URL) the compiled
 * console runs WEB_CONCURRENCY workers (default: one per core) behind one port (node:cluster).
 * What each worker shares, and what needs REDIS_URL, is in the README ("Scaling").
 */

/** A worker's part, in its environment: `leader` (one at a time) or `follower`. */
export const WORKER_ROLE_ENV = 'CONSOLE_WORKER_ROLE'
/** How many workers serve the port, in each worker's environment (for the start line). */
export const WORKERS_ENV = 'CONSOLE_WORKERS'

const SHUTDOWN_GRACE_MS = 10_000

export type WorkerPlan = { workers: number; note?: string }

/** How many processes serve the console, and a line to print when WEB_CONCURRENCY asks for what cannot be. */
export function planWorkers(options: { env: Env; compiled: boolean; cores: number; webConcurrency: string | undefined }): WorkerPlan {
	const { env, compiled, cores } = options
	const raw = options.webConcurrency?.trim()
	const requested = raw ? Number(raw) : undefined
	if (requested !== undefined && !(Number.isInteger(requested) && requested >= 1)) {
		throw new Error('Invalid environment:\n  - WEB_CONCURRENCY: a whole number of at least 1 (the workers with DATABASE_URL)')
	}
	const asked = requested !== undefined && requested > 1
	if (!compiled) {
		return {
			workers: 1,
			note: asked
				? `WEB_CONCURRENCY=${requested} ignored: development runs one process (workers run from the build: npm start).`
				: undefined,
		}
	}
	if (!env.GATEWAY_URL && !env.DATABASE_URL) {
		return {
			workers: 1,
			note: asked
				? `WEB_CONCURRENCY=${requested} ignored: the embedded PGlite database runs in one process (a single connection to files only that process may open); set DATABASE_URL (PostgreSQL) for workers.`
				: undefined,
		}
	}
	return { workers: requested ?? cores }
}

/**
 * The primary process: forks the leader (which migrates, seeds and bootstraps the database, and
 * alone runs the gateway's background work), then the other workers once it listens; keeps the
 * workers' drafts without REDIS_URL; replaces a worker that dies; on SIGTERM or SIGINT stops them all.
 */
export function runPrimary(env: Env, count: number) {
	const drafts = env.REDIS_URL ? null : createMemoryDraftStore()
	const listened = new Set<number>()
	let leader: Worker | null = null
	let stopping = false

	function fork(role: 'leader' | 'follower'): Worker {
		const worker = cluster.fork({
			[WORKER_ROLE_ENV]: role,
			[WORKERS_ENV]: String(count),
			...(drafts ? { [DRAFTS_IN_PRIMARY_ENV]: '1' } : {}),
			// Without SESSION_SECRET (not production), every worker signs with the primary's generated one.
			...(env.SESSION_SECRET ? {} : { SESSION_SECRET: env.sessionSecrets[0] }),
		})
		if (drafts) serveRelayedDrafts(drafts, worker)
		if (role === 'leader') leader = worker
		worker.once('listening', () => listened.add(worker.id))
		return worker
	}

	cluster.on('exit', (worker, code, signal) => {
		if (stopping) return
		const how = signal ? `signal ${signal}` : `code ${code}`
		if (!listened.has(worker.id)) {
			// A start that fails (an unreachable database, a bad setting) would fail again: stop, and say so.
			console.error(`Worker ${worker.process.pid} exited (${how}) before it served; stopping.`)
			stop(1)
			return
		}
		console.error(`Worker ${worker.process.pid} exited (${how}); starting another.`)
		// The leader's replacement leads.
		fork(worker === leader ? 'leader' : 'follower')
	})

	function stop(exitCode: number) {
		if (stopping) return
		stopping = true
		const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead())
		if (running.length === 0) process.exit(exitCode)
		let left = running.length
		for (const worker of running) {
			worker.once('exit', () => {
				if (--left === 0) process.exit(exitCode)
			})
			worker.process.kill('SIGTERM')
		}
		setTimeout(() => {
			for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGKILL')
		}, SHUTDOWN_GRACE_MS).unref()
	}
	process.on('SIGTERM', () => stop(0))
	process.on('SIGINT', () => stop(0))

	fork('leader').once('listening', () => {
		for (let i = 1; i < count; i++) fork('follower')
	})
}
