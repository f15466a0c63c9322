import { getEnv } from '#app/env.server.ts'

/**
 * Fixed-window counter per key, in memory (one instance) — enough to slow a
 * password-guessing client down; the gateway also locks an account after
 * repeated failures, whichever instance the attempts reach.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
	const hits = new Map<string, { count: number; resetAt: number }>()
	return {
		/** Counts one attempt; false when the key is over its limit for this window. */
		take(key: string, now = Date.now()): boolean {
			const entry = hits.get(key)
			if (!entry || entry.resetAt <= now) {
				if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k)
				hits.set(key, { count: 1, resetAt: now + windowMs })
				return true
			}
			entry.count += 1
			return entry.count <= limit
		},
	}
}

export function clientAddress(request: Request) {
	return request.headers.get('X-Console-Client-Address') ?? 'unknown'
}

let registration: ReturnType<typeof createRateLimiter> | undefined

/**
 * Registration posts per minute per client address: each may tell whether an email or a company
 * name exists, so they are limited like sign-in (SIGN_IN_LIMIT_PER_MINUTE), on a counter of their own.
 */
export function registrationLimiter() {
	registration ??= createRateLimiter({ limit: getEnv().SIGN_IN_LIMIT_PER_MINUTE, windowMs: 60_000 })
	return registration
}
