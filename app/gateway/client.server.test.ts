import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { buildGatewayPath, callGateway } from './client.server.ts'
import { GatewayError } from './errors.ts'
import { EMBEDDED_GATEWAY_BASE, registerEmbeddedGateway } from './transport.server.ts'

const savedUrl = process.env.GATEWAY_URL
let requests: Request[] = []

function useHandler(reply: (request: Request) => Response | Promise<Response>) {
	registerEmbeddedGateway(async (request) => {
		requests.push(request.clone())
		return reply(request)
	})
}

beforeEach(() => {
	delete process.env.GATEWAY_URL
	requests = []
})
afterEach(() => {
	registerEmbeddedGateway(null)
	if (savedUrl === undefined) delete process.env.GATEWAY_URL
	else process.env.GATEWAY_URL = savedUrl
	vi.restoreAllMocks()
	vi.unstubAllGlobals()
})

describe('callGateway', () => {
	test('sends JSON with no-cache and the bearer token to the embedded gateway', async () => {
		useHandler(() => Response.json({ ok: true }))
		const reply = await callGateway({
			method: 'POST',
			path: 'api/v1/thing',
			token: 'tok',
			body: { a: 1 },
			query: { ids: ['x', 'y'], skip: undefined, none: null, n: 2 },
			schema: z.object({ ok: z.boolean() }),
		})
		expect(reply).toEqual({ ok: true })
		const [request] = requests
		expect(request!.url).toBe(`${EMBEDDED_GATEWAY_BASE}/api/v1/thing?ids=x&ids=y&n=2`)
		expect(request!.method).toBe('POST')
		expect(request!.headers.get('authorization')).toBe('Bearer tok')
		expect(request!.headers.get('cache-control')).toBe('no-cache')
		expect(request!.headers.get('content-type')).toBe('application/json')
		expect(await request!.json()).toEqual({ a: 1 })
	})

	test('uses GATEWAY_URL over the network when it is set', async () => {
		process.env.GATEWAY_URL = 'http://gateway.example/'
		const fetchMock = vi.fn(async () => Response.json([1, 2]))
		vi.stubGlobal('fetch', fetchMock)
		useHandler(() => Response.json('embedded'))
		expect(await callGateway({ method: 'GET', path: '/list', schema: z.array(z.number()) })).toEqual([1, 2])
		expect(fetchMock).toHaveBeenCalledWith('http://gateway.example/list', expect.objectContaining({ method: 'GET' }))
		expect(requests).toHaveLength(0)
	})

	test('a non-2xx reply throws the normalised GatewayError', async () => {
		useHandler(() => Response.json({ code: 'company_disabled', message: 'This company is disabled', details: [] }, { status: 403 }))
		const error = await callGateway({ method: 'GET', path: '/x', schema: z.unknown() }).catch((e) => e)
		expect(error).toBeInstanceOf(GatewayError)
		expect(error).toMatchObject({
			status: 403,
			code: 'company_disabled',
			message: 'This company is disabled',
			expected: true,
		})
	})

	test('an unexpected 500 is logged', async () => {
		const log = expectConsoleError()
		useHandler(() => new Response('boom', { status: 500 }))
		const error = await callGateway({ method: 'GET', path: '/x', schema: z.unknown() }).catch((e) => e)
		expect(error).toMatchObject({ status: 500, expected: false, message: 'Something went wrong. Please try again.' })
		expect(log.length).toBeGreaterThan(0)
	})

	test('a reply that does not match the schema is a logged 502', async () => {
		const log = expectConsoleError()
		useHandler(() => Response.json({ id: 5 }))
		const error = await callGateway({ method: 'GET', path: '/x', schema: z.object({ id: z.string() }) }).catch((e) => e)
		expect(error).toMatchObject({ status: 502, message: 'Something went wrong. Please try again.' })
		expect(log.length).toBeGreaterThan(0)
	})

	test('responseType none and text', async () => {
		useHandler((request) => (request.url.endsWith('/text') ? new Response('https://pay.example/x') : new Response(null, { status: 204 })))
		expect(await callGateway({ method: 'DELETE', path: '/none', responseType: 'none' })).toBeUndefined()
		expect(await callGateway({ method: 'POST', path: '/text', responseType: 'text' })).toBe('https://pay.example/x')
	})

	test('no gateway at all is an unexpected error', async () => {
		const log = expectConsoleError()
		const error = await callGateway({ method: 'GET', path: '/x', schema: z.unknown() }).catch((e) => e)
		expect(error).toMatchObject({ status: 503 })
		expect(log.length).toBeGreaterThan(0)
	})
})

test('buildGatewayPath adds the slash and appends to an existing query', () => {
	expect(buildGatewayPath('a/b')).toBe('/a/b')
	expect(buildGatewayPath('/a?x=1', { y: 'z w' })).toBe('/a?x=1&y=z+w')
})
