import { randomBytes } from 'node:crypto'
import { type MiddlewareFunction } from 'react-router'
import { getEnv } from '#app/env.server.ts'
import { trackGatewayWrites } from '#app/gateway/write-tracking.server.ts'

/**
 * What every signed-in page reads before its own data (the viewer, its company view, the
 * notifications and the last subscription), kept for a few seconds per session (SHELL_CACHE_SECONDS,
 * default 5; 0 turns it off), so a burst of pages and data requests reads the gateway once.
 *
 * What a browser changes it sees at once: every write it sends (any request but GET and HEAD, and
 * any request that wrote to the gateway, such as the email verification link) gives it a new
 * "write epoch" cookie, and the epoch is part of the key. The cookie travels with the browser, so this holds with
 * several worker processes too, each with its own cache. What others change (another admin, the
 * platform) shows within the time to live. Writes never read from here: a mutation is checked against
 * a fresh read. The key holds the gateway token, so one session never sees another's entry.
 */

export const WRITE_EPOCH_COOKIE = 'console_epoch'
/** Entries kept at most; the oldest go first. */
const MAX_ENTRIES = 10_000

type Entry = { expiresAt: number; value: Promise<unknown> }
const entries = new Map<string, Entry>()

function ttlMs(): number {
	return getEnv().SHELL_CACHE_SECONDS * 1000
}

/** The request's write epoch: the cookie's value, '' before the browser's first write. */
export function writeEpochOf(request: Request): string {
	const cookies = request.headers.get('Cookie')
	if (!cookies) return ''
	for (const part of cookies.split(';')) {
		const [name, value] = part.trim().split('=')
		if (name === WRITE_EPOCH_COOKIE) return value ?? ''
	}
	return ''
}

/** A request that may change data: any method but GET and HEAD. */
export function isWriteRequest(request: Request): boolean {
	return request.method !== 'GET' && request.method !== 'HEAD'
}

/** Whether the request may be answered from the cache: reads only, never a write's own checks. */
export function readsMayBeCached(request: Request): boolean {
	return !isWriteRequest(request) && ttlMs() > 0
}

/** The Set-Cookie of a new write epoch: the browser's next requests miss what it cached before. */
export function newWriteEpochCookie(): string {
	return `${WRITE_EPOCH_COOKIE}=${randomBytes(6).toString('base64url')}; Path=/; HttpOnly; SameSite=Lax`
}

/**
 * The root's middleware: a request that wrote (any method but GET and HEAD, or any call to the
 * gateway but a GET) answers with a new write epoch, whatever its answer.
 */
export const newEpochAfterWrites: MiddlewareFunction<Response> = ({ request }, next) =>
	trackGatewayWrites(async (wroteToGateway) => {
		const response = await next()
		if (isWriteRequest(request) || wroteToGateway()) response.headers.append('Set-Cookie', newWriteEpochCookie())
		return response
	})

/**
 * `load()`'s answer for this session's `part`, from the cache while it is fresh. A failed read is
 * not kept (the next request asks again); a read in flight is shared by the requests that ask.
 */
export function cachedShellRead<T>(request: Request, token: string, part: string, load: () => Promise<T>): Promise<T> {
	if (!readsMayBeCached(request)) return load()
	const key = `${part}\u0000${writeEpochOf(request)}\u0000${token}`
	const now = Date.now()
	const hit = entries.get(key)
	if (hit && hit.expiresAt > now) return hit.value as Promise<T>
	const value = load()
	entries.delete(key)
	entries.set(key, { expiresAt: now + ttlMs(), value })
	value.catch(() => {
		if (entries.get(key)?.value === value) entries.delete(key)
	})
	evictBeyond(MAX_ENTRIES, now)
	return value
}

function evictBeyond(limit: number, now: number) {
	if (entries.size <= limit) return
	for (const [key, entry] of entries) {
		if (entries.size <= limit && entry.expiresAt > now) break
		entries.delete(key)
	}
}

/** Forgets every entry (tests). */
export function clearShellCache() {
	entries.clear()
}
