/**
 * The console's tests talk to the gateway doubles of tests/mocks/gateway.ts: GATEWAY_URL points the
 * console at them, and every test states the replies it needs (a request no handler answers fails the
 * test). Tests that call the reference gateway in-process unset GATEWAY_URL themselves
 * (useConsoleGateway, recordEmbeddedGateway). Registered as a vitest setup file of the console project.
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { GATEWAY, server } from '#tests/mocks/gateway.ts'

process.env.GATEWAY_URL = GATEWAY
process.env.SESSION_SECRET ??= 'route-test-secret-0123456789abcdef0123456789'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
	server.resetHandlers()
	server.events.removeAllListeners()
	vi.restoreAllMocks()
})
afterAll(() => server.close())
