// How the console reaches the gateway: over the network when GATEWAY_URL is set, otherwise in
// process through the reference gateway's fetch handler. The handler lives on globalThis under a
// registry symbol because in development the app runs in Vite's module graph while the server
// registers the handler from plain Node: the two see different instances of this module.

export type GatewayHandler = (request: Request) => Promise<Response>

const EMBEDDED_GATEWAY_KEY = Symbol.for('console.embeddedGateway')

/** Base URL of in-process requests; the host is never resolved. */
export const EMBEDDED_GATEWAY_BASE = 'http://gateway.internal'

type Registry = { [EMBEDDED_GATEWAY_KEY]?: GatewayHandler }

export function registerEmbeddedGateway(handler: GatewayHandler | null): void {
	const registry = globalThis as Registry
	if (handler) registry[EMBEDDED_GATEWAY_KEY] = handler
	else delete registry[EMBEDDED_GATEWAY_KEY]
}

export function getEmbeddedGateway(): GatewayHandler | undefined {
	return (globalThis as Registry)[EMBEDDED_GATEWAY_KEY]
}

/** Sends a request to the configured gateway; `path` starts with a slash. */
export async function sendToGateway(path: string, init: RequestInit): Promise<Response> {
	const gatewayUrl = process.env.GATEWAY_URL?.trim()
	if (gatewayUrl) return fetch(gatewayUrl.replace(/\/+$/, '') + path, init)
	const handler = getEmbeddedGateway()
	if (!handler) {
		throw new Error('No gateway: set GATEWAY_URL or start the embedded reference gateway.')
	}
	return handler(new Request(EMBEDDED_GATEWAY_BASE + path, init))
}
