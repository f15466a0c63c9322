import type { WriteCounter } from '../db/open.ts'

/**
 * Reads kept until the database's next write, for where this process is the database's only client
 * (PGlite: deps.writes, which moves around every statement that may write). A read that started and
 * ended with the count unchanged saw data no write has touched since; it is served from here until the
 * count moves, whatever the write was. Without a counter (PostgreSQL: other processes write) every
 * read runs. The key must name everything else the answer depends on (the company, the day, …).
 * The session reads of lib/context.ts follow the same rule with their own bookkeeping.
 */
export function createKeptReads<T>(writes: WriteCounter | undefined, maxKept = 500) {
	let keptAt = writes?.count ?? 0
	const kept = new Map<string, T>()
	return async function read(key: string, run: () => Promise<T>): Promise<T> {
		if (!writes) return run()
		if (keptAt !== writes.count) {
			kept.clear()
			keptAt = writes.count
		}
		const hit = kept.get(key)
		if (hit !== undefined) return hit
		const startedAt = writes.count
		const value = await run()
		if (writes.count === startedAt) {
			if (keptAt !== startedAt) {
				kept.clear()
				keptAt = startedAt
			}
			if (kept.size >= maxKept) kept.delete(kept.keys().next().value!)
			kept.set(key, value)
		}
		return value
	}
}
