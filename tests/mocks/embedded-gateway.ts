import { afterEach, beforeEach } from 'vitest'
import { registerEmbeddedGateway } from '#app/gateway/transport.server.ts'

/**
 * For tests of a gateway contract module: the calls go to `useHandler`'s reply in-process (no
 * GATEWAY_URL), and `requests` holds a copy of each request of the current test.
 */
export function recordEmbeddedGateway() {
	const savedUrl = process.env.GATEWAY_URL
	const requests: Request[] = []
	beforeEach(() => {
		delete process.env.GATEWAY_URL
		requests.length = 0
	})
	afterEach(() => {
		registerEmbeddedGateway(null)
		if (savedUrl !== undefined) process.env.GATEWAY_URL = savedUrl
	})
	function useHandler(reply: (request: Request) => Response | Promise<Response>) {
		registerEmbeddedGateway(async (request) => {
			requests.push(request.clone())
			return reply(request)
		})
	}
	return { requests, useHandler }
}
