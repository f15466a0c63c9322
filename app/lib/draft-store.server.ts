import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { getEnv } from '#app/env.server.ts'

/**
 * Server-side drafts of multi-step flows (ARCHITECTURE.md: parsed CSV rows and
 * the like), keyed by an id that travels in the URL and scoped to the user who
 * saved them. In memory by default (the primary process's, for the workers of one
 * console); in Redis when REDIS_URL is set, so several app instances share them.
 * Values must survive JSON (every store copies them).
 */
export type DraftStore = {
	/** Stores the value for its owner and returns a new random id. */
	save<T>(ownerId: string, value: T, ttlSeconds?: number): Promise<string>
	/** The value, or null when the id is unknown, expired or saved by another owner. */
	load<T>(ownerId: string, id: string): Promise<T | null>
	/** Replaces the value, keeping its expiry; false when there is nothing of this owner to replace. */
	update<T>(ownerId: string, id: string, value: T): Promise<boolean>
	remove(ownerId: string, id: string): Promise<void>
}

export const DEFAULT_DRAFT_TTL_SECONDS = 60 * 60

/** A draft belongs to the user in the company they made it in (a partner's login-as-company is another). */
export function draftOwner(viewer: { user: { id: string }; company: { id: string } }): string {
	return `${viewer.user.id}@${viewer.company.id}`
}

/** 24 random bytes, base64url: 32 characters nobody guesses. */
const ID_PATTERN = /^[A-Za-z0-9_-]{32}$/
function newDraftId() {
	return randomBytes(24).toString('base64url')
}

function ttlMs(ttlSeconds: number | undefined) {
	const seconds = ttlSeconds ?? DEFAULT_DRAFT_TTL_SECONDS
	if (!Number.isFinite(seconds) || seconds <= 0) throw new RangeError('ttlSeconds must be a positive number')
	return Math.ceil(seconds * 1000)
}

type MemoryEntry = { ownerId: string; json: string; expiresAt: number }

/**
 * One process's drafts with a TTL and a cap on their number and total size:
 * when either is reached the oldest drafts go first.
 */
export function createMemoryDraftStore({
	maxEntries = 1000,
	maxBytes = 256 * 1024 * 1024,
	now = Date.now,
}: { maxEntries?: number; maxBytes?: number; now?: () => number } = {}): DraftStore & { size(): number } {
	// Map keeps insertion order, so its first entries are the oldest.
	const entries = new Map<string, MemoryEntry>()
	let bytes = 0
	const sizeOf = (entry: MemoryEntry) => entry.json.length * 2
	const drop = (id: string) => {
		const entry = entries.get(id)
		if (!entry) return
		bytes -= sizeOf(entry)
		entries.delete(id)
	}
	const live = (ownerId: string, id: string) => {
		const entry = entries.get(id)
		if (!entry) return null
		if (entry.expiresAt <= now()) {
			drop(id)
			return null
		}
		return entry.ownerId === ownerId ? entry : null
	}
	const sweep = () => {
		const t = now()
		for (const [id, entry] of entries) if (entry.expiresAt <= t) drop(id)
	}
	return {
		async save(ownerId, value, ttlSeconds) {
			const entry = { ownerId, json: JSON.stringify(value), expiresAt: now() + ttlMs(ttlSeconds) }
			if (entries.size >= maxEntries || bytes + sizeOf(entry) > maxBytes) sweep()
			for (const id of entries.keys()) {
				if (entries.size < maxEntries && bytes + sizeOf(entry) <= maxBytes) break
				drop(id)
			}
			const id = newDraftId()
			entries.set(id, entry)
			bytes += sizeOf(entry)
			return id
		},
		async load<T>(ownerId: string, id: string) {
			const entry = live(ownerId, id)
			return entry ? (JSON.parse(entry.json) as T) : null
		},
		async update(ownerId, id, value) {
			const entry = live(ownerId, id)
			if (!entry) return false
			bytes -= sizeOf(entry)
			entry.json = JSON.stringify(value)
			bytes += sizeOf(entry)
			return true
		},
		async remove(ownerId, id) {
			if (live(ownerId, id)) drop(id)
		},
		size: () => entries.size,
	}
}

/**
 * Drafts in Redis under `draft:<owner>:<id>` as JSON with a PX expiry; the
 * owner in the key makes another owner's id simply absent.
 */
export function createRedisDraftStore(redis: Redis, { prefix = 'draft:' }: { prefix?: string } = {}): DraftStore {
	const key = (ownerId: string, id: string) => `${prefix}${encodeURIComponent(ownerId)}:${id}`
	return {
		async save(ownerId, value, ttlSeconds) {
			const id = newDraftId()
			await redis.set(key(ownerId, id), JSON.stringify(value), 'PX', ttlMs(ttlSeconds))
			return id
		},
		async load<T>(ownerId: string, id: string) {
			if (!ID_PATTERN.test(id)) return null
			const json = await redis.get(key(ownerId, id))
			return json === null ? null : (JSON.parse(json) as T)
		},
		async update(ownerId, id, value) {
			if (!ID_PATTERN.test(id)) return false
			const reply = await redis.set(key(ownerId, id), JSON.stringify(value), 'KEEPTTL', 'XX')
			return reply === 'OK'
		},
		async remove(ownerId, id) {
			if (!ID_PATTERN.test(id)) return
			await redis.del(key(ownerId, id))
		},
	}
}

/**
 * Drafts of the console's workers without REDIS_URL: kept by the primary process (server/runtime/),
 * which the workers ask over their IPC channel, so a flow's next step finds its draft whichever
 * worker it reaches. One side is a worker's `process`, the other the primary's `cluster.Worker`.
 */
export type DraftChannel = {
	send(message: unknown): unknown
	on(event: 'message', listener: (message: unknown) => void): unknown
}
type DraftCall = { draftCall: number; op: keyof DraftStore; args: unknown[] }
type DraftReply = { draftReply: number; value?: unknown; error?: string }
/** Set by the primary in its workers' environment when it keeps their drafts. */
export const DRAFTS_IN_PRIMARY_ENV = 'CONSOLE_DRAFTS_IN_PRIMARY'

export function createRelayedDraftStore(channel: DraftChannel): DraftStore {
	let next = 0
	const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
	channel.on('message', (message) => {
		const reply = message as DraftReply
		const waiting = typeof reply?.draftReply === 'number' ? pending.get(reply.draftReply) : undefined
		if (!waiting) return
		pending.delete(reply.draftReply)
		if (reply.error !== undefined) waiting.reject(new Error(reply.error))
		else waiting.resolve(reply.value ?? null)
	})
	const call = (op: keyof DraftStore, ...args: unknown[]) =>
		new Promise<never>((resolve, reject) => {
			const id = ++next
			pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
			channel.send({ draftCall: id, op, args } satisfies DraftCall)
		})
	return {
		save: (ownerId, value, ttlSeconds) => call('save', ownerId, value, ttlSeconds),
		load: (ownerId, id) => call('load', ownerId, id),
		update: (ownerId, id, value) => call('update', ownerId, id, value),
		remove: (ownerId, id) => call('remove', ownerId, id),
	}
}

/** The primary's side: answers one worker's draft calls from `store` (shared by all workers). */
export function serveRelayedDrafts(store: DraftStore, channel: DraftChannel): void {
	channel.on('message', (message) => {
		const call = message as DraftCall
		if (typeof call?.draftCall !== 'number' || !['save', 'load', 'update', 'remove'].includes(call.op)) return
		const method = store[call.op] as (...args: unknown[]) => Promise<unknown>
		method.apply(store, call.args).then(
			(value) => channel.send({ draftReply: call.draftCall, value } satisfies DraftReply),
			(error: unknown) => channel.send({ draftReply: call.draftCall, error: error instanceof Error ? error.message : String(error) }),
		)
	})
}

// Kept on globalThis so that development reloads of this module keep the drafts and one connection.
const STORE_KEY = Symbol.for('console.draftStore')
function chosenStore(): DraftStore {
	const registry = globalThis as { [STORE_KEY]?: DraftStore }
	if (!registry[STORE_KEY]) {
		const url = getEnv().REDIS_URL
		if (url) {
			const redis = new Redis(url, { maxRetriesPerRequest: 2 })
			redis.on('error', (error) => console.error('Draft store: Redis error', error.message))
			registry[STORE_KEY] = createRedisDraftStore(redis)
		} else if (process.env[DRAFTS_IN_PRIMARY_ENV] === '1' && process.send) {
			registry[STORE_KEY] = createRelayedDraftStore(process as DraftChannel)
		} else {
			registry[STORE_KEY] = createMemoryDraftStore()
		}
	}
	return registry[STORE_KEY]
}

/** The app's draft store, chosen on first use: Redis (REDIS_URL), the primary's memory (workers), or this process's memory. */
export const draftStore: DraftStore = {
	save: (ownerId, value, ttlSeconds) => chosenStore().save(ownerId, value, ttlSeconds),
	load: (ownerId, id) => chosenStore().load(ownerId, id),
	update: (ownerId, id, value) => chosenStore().update(ownerId, id, value),
	remove: (ownerId, id) => chosenStore().remove(ownerId, id),
}
