import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Whether a console request wrote to the gateway: every call but a GET counts, whatever the
 * console request's own method (the email verification link is a GET that writes). Read by the
 * shell cache's middleware (app/auth/shell-cache.server.ts) to give the browser a new write epoch.
 */
const requestWrites = new AsyncLocalStorage<{ wrote: boolean }>()

/** Runs `handle` with its gateway writes tracked; `wrote()` tells whether any happened so far. */
export function trackGatewayWrites<T>(handle: (wrote: () => boolean) => Promise<T>): Promise<T> {
	const store = { wrote: false }
	return requestWrites.run(store, () => handle(() => store.wrote))
}

/** Called by the gateway client for each call it sends. */
export function noteGatewayCall(method: string) {
	if (method === 'GET') return
	const store = requestWrites.getStore()
	if (store) store.wrote = true
}
