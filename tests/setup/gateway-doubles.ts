/**
 * The console's tests talk to the gateway doubles of tests/mocks/gateway.ts: GATEWAY_URL points the
 * console at them, and every test states the replies it needs (a request no handler answers fails the
 * test). Tests that call the reference gateway in-process unset GATEWAY_URL themselves
 * (useConsoleGateway, recordEmbeddedGateway). Registered as a vitest setup file of the console project.
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { clearShellCache } from '#app/auth/shell-cache.server.ts'
import { GATEWAY, server } from '#tests/mocks/gateway.ts'

process.env.GATEWAY_URL = GATEWAY
process.env.SESSION_SECRET ??= 'route-test-secret-0123456789abcdef0123456789'

// New replies stand for a gateway whose data changed: the shell's reads kept per session
// (app/auth/shell-cache.server.ts) are read again, as after SHELL_CACHE_SECONDS in a browser.
const useReplies = server.use.bind(server)
server.use = (...handlers) => {
	clearShellCache()
	useReplies(...handlers)
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
	server.resetHandlers()
	// Each test states its own replies: none of an earlier test's shell reads is kept.
	clearShellCache()
	server.events.removeAllListeners()
	vi.restoreAllMocks()
})
afterAll(() => server.close())
