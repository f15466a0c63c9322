import { EventEmitter } from 'node:events'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import {
	createMemoryDraftStore,
	createRedisDraftStore,
	createRelayedDraftStore,
	DEFAULT_DRAFT_TTL_SECONDS,
	type DraftChannel,
	type DraftStore,
	serveRelayedDrafts,
} from './draft-store.server.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

type Draft = { fileName: string; rows: string[][] }
const DRAFT: Draft = { fileName: 'users.csv', rows: [['ann@b.co', 'Sales', 'נועה']] }

/** The rules every store keeps, run against memory and Redis. */
function behavesLikeADraftStore(store: () => DraftStore) {
	test('a saved draft loads for its owner as an equal copy', async () => {
		const id = await store().save('user-1', DRAFT)
		const loaded = await store().load<Draft>('user-1', id)
		expect(loaded).toEqual(DRAFT)
		expect(loaded).not.toBe(DRAFT)
	})

	test('ids are random and unguessable', async () => {
		const ids = await Promise.all(Array.from({ length: 50 }, () => store().save('user-1', 1)))
		expect(new Set(ids).size).toBe(50)
		for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/)
	})

	test("another owner's id loads null and cannot be changed or removed by them", async () => {
		const id = await store().save('user-1', DRAFT)
		expect(await store().load('user-2', id)).toBeNull()
		expect(await store().update('user-2', id, { stolen: true })).toBe(false)
		await store().remove('user-2', id)
		expect(await store().load('user-1', id)).toEqual(DRAFT)
	})

	test('an unknown or malformed id loads null', async () => {
		expect(await store().load('user-1', 'A'.repeat(32))).toBeNull()
		expect(await store().load('user-1', '../../etc/passwd')).toBeNull()
		expect(await store().load('user-1', '')).toBeNull()
	})

	test('update replaces the value; remove deletes it', async () => {
		const id = await store().save('user-1', DRAFT)
		expect(await store().update('user-1', id, { ...DRAFT, fileName: 'other.csv' })).toBe(true)
		expect(await store().load<Draft>('user-1', id)).toMatchObject({ fileName: 'other.csv' })
		await store().remove('user-1', id)
		expect(await store().load('user-1', id)).toBeNull()
		expect(await store().update('user-1', id, DRAFT)).toBe(false)
	})
}

describe('memory draft store', () => {
	const shared = createMemoryDraftStore()
	behavesLikeADraftStore(() => shared)

	test('a draft expires after its TTL, one hour by default', async () => {
		let now = 1_000_000
		const store = createMemoryDraftStore({ now: () => now })
		const defaultTtl = await store.save('user-1', DRAFT)
		const short = await store.save('user-1', DRAFT, 60)
		now += 59_999
		expect(await store.load('user-1', short)).toEqual(DRAFT)
		now += 1
		expect(await store.load('user-1', short)).toBeNull()
		expect(DEFAULT_DRAFT_TTL_SECONDS).toBe(3600)
		now = 1_000_000 + 3_600_000 - 1
		expect(await store.load('user-1', defaultTtl)).toEqual(DRAFT)
		now += 1
		expect(await store.load('user-1', defaultTtl)).toBeNull()
		expect(await store.update('user-1', defaultTtl, DRAFT)).toBe(false)
	})

	test('update keeps the expiry of the saved draft', async () => {
		let now = 0
		const store = createMemoryDraftStore({ now: () => now })
		const id = await store.save('user-1', DRAFT, 10)
		now = 9_000
		await store.update('user-1', id, { ...DRAFT, fileName: 'b.csv' })
		now = 10_000
		expect(await store.load('user-1', id)).toBeNull()
	})

	test('at the entry cap the oldest drafts are evicted first, expired ones before them', async () => {
		let now = 0
		const store = createMemoryDraftStore({ maxEntries: 3, now: () => now })
		const first = await store.save('user-1', 1)
		const second = await store.save('user-1', 2)
		const third = await store.save('user-2', 3)
		const fourth = await store.save('user-2', 4)
		expect(store.size()).toBe(3)
		expect(await store.load('user-1', first)).toBeNull()
		expect(await store.load('user-1', second)).toBe(2)
		const shortLived = await store.save('user-3', 5, 1) // evicts `second`
		now = 2_000
		const sixth = await store.save('user-3', 6) // the expired draft goes, not the older live ones
		expect(await store.load('user-1', second)).toBeNull()
		expect(await store.load('user-3', shortLived)).toBeNull()
		expect([await store.load('user-2', third), await store.load('user-2', fourth), await store.load('user-3', sixth)]).toEqual([3, 4, 6])
	})

	test('at the size cap the oldest drafts are evicted', async () => {
		const store = createMemoryDraftStore({ maxBytes: 2_000 })
		const big = 'x'.repeat(400) // about 800 bytes as a JS string
		const a = await store.save('user-1', big)
		const b = await store.save('user-1', big)
		const c = await store.save('user-1', big)
		expect(await store.load('user-1', a)).toBeNull()
		expect(await store.load('user-1', b)).toBe(big)
		expect(await store.load('user-1', c)).toBe(big)
	})

	test('a TTL that is not a positive number is refused', async () => {
		const store = createMemoryDraftStore()
		await expect(store.save('user-1', 1, 0)).rejects.toThrow(RangeError)
		await expect(store.save('user-1', 1, Number.NaN)).rejects.toThrow(RangeError)
	})
})

// Redis runs beside the console here; the tests are skipped where it does not.
const redisReachable = await (async () => {
	const probe = new Redis(REDIS_URL, {
		lazyConnect: true,
		maxRetriesPerRequest: 0,
		retryStrategy: () => null,
		connectTimeout: 1000,
	})
	probe.on('error', () => {})
	try {
		await probe.connect()
		await probe.ping()
		return true
	} catch {
		return false
	} finally {
		probe.disconnect()
	}
})()

describe.skipIf(!redisReachable)('Redis draft store', () => {
	let redis: Redis
	const prefix = `draft:test-${process.pid}-${Date.now()}:`
	beforeAll(() => {
		redis = new Redis(REDIS_URL)
	})
	afterAll(async () => {
		const keys = await redis.keys(`${prefix}*`)
		if (keys.length) await redis.del(...keys)
		redis.disconnect()
	})

	behavesLikeADraftStore(() => createRedisDraftStore(redis, { prefix }))

	test('drafts are JSON under the draft: prefix with a millisecond TTL, one hour by default', async () => {
		const store = createRedisDraftStore(redis)
		const id = await store.save('user-9', DRAFT)
		const key = `draft:user-9:${id}`
		try {
			expect(JSON.parse((await redis.get(key))!)).toEqual(DRAFT)
			const ttl = await redis.pttl(key)
			expect(ttl).toBeGreaterThan(3_590_000)
			expect(ttl).toBeLessThanOrEqual(3_600_000)
		} finally {
			await redis.del(key)
		}
	})

	test('a draft expires after its TTL and update keeps the expiry', async () => {
		const store = createRedisDraftStore(redis, { prefix })
		const id = await store.save('user-1', DRAFT, 0.3)
		expect(await store.update('user-1', id, { ...DRAFT, fileName: 'b.csv' })).toBe(true)
		expect(await redis.pttl(`${prefix}user-1:${id}`)).toBeLessThanOrEqual(300)
		await vi.waitFor(async () => expect(await store.load('user-1', id)).toBeNull(), { timeout: 3000, interval: 100 })
		expect(await store.update('user-1', id, DRAFT)).toBe(false)
	})
})

/**
 * A worker's IPC channel to its primary, as node:cluster gives it: each side's `send` reaches the
 * other's 'message' listeners later, as a JSON copy.
 */
function ipcPair(): { worker: DraftChannel; primary: DraftChannel } {
	const toWorker = new EventEmitter()
	const toPrimary = new EventEmitter()
	const deliver = (to: EventEmitter) => (message: unknown) => {
		const copy = JSON.parse(JSON.stringify(message)) as unknown
		setImmediate(() => to.emit('message', copy))
		return true
	}
	return {
		worker: { send: deliver(toPrimary), on: (event, listener) => toWorker.on(event, listener) },
		primary: { send: deliver(toWorker), on: (event, listener) => toPrimary.on(event, listener) },
	}
}

describe("workers' drafts kept by the primary", () => {
	const kept = createMemoryDraftStore()
	const workers = [ipcPair(), ipcPair()]
	for (const pair of workers) serveRelayedDrafts(kept, pair.primary)
	const [first, second] = workers.map((pair) => createRelayedDraftStore(pair.worker)) as [DraftStore, DraftStore]

	behavesLikeADraftStore(() => first)

	test('a draft saved through one worker is found, changed and removed through another', async () => {
		const id = await first.save('user-1', DRAFT)
		expect(await second.load('user-1', id)).toEqual(DRAFT)
		expect(await second.update('user-1', id, { ...DRAFT, fileName: 'next.csv' })).toBe(true)
		expect(await first.load<Draft>('user-1', id)).toEqual({ ...DRAFT, fileName: 'next.csv' })
		await first.remove('user-1', id)
		expect(await second.load('user-1', id)).toBeNull()
	})

	test("the primary's refusal reaches the worker as an error", async () => {
		await expect(first.save('user-1', DRAFT, -1)).rejects.toThrow('ttlSeconds must be a positive number')
	})
})

describe('the app draft store', () => {
	const STORE_KEY = Symbol.for('console.draftStore')
	async function freshDraftStore(redisUrl: string | undefined) {
		delete (globalThis as Record<symbol, unknown>)[STORE_KEY]
		vi.resetModules()
		vi.stubEnv('REDIS_URL', redisUrl ?? '')
		return (await import('./draft-store.server.ts')).draftStore
	}
	afterAll(() => {
		vi.unstubAllEnvs()
		delete (globalThis as Record<symbol, unknown>)[STORE_KEY]
	})

	test('keeps drafts in memory without REDIS_URL', async () => {
		const store = await freshDraftStore(undefined)
		const id = await store.save('user-1', DRAFT)
		expect(await store.load('user-1', id)).toEqual(DRAFT)
	})

	test.skipIf(!redisReachable)('keeps drafts in Redis when REDIS_URL is set', async () => {
		const store = await freshDraftStore(REDIS_URL)
		const id = await store.save('user-1', DRAFT)
		const redis = new Redis(REDIS_URL)
		try {
			expect(await redis.exists(`draft:user-1:${id}`)).toBe(1)
			expect(await store.load('user-1', id)).toEqual(DRAFT)
		} finally {
			await store.remove('user-1', id)
			redis.disconnect()
		}
	})
})
