/**
 * The console's HTTP server: the React Router app, its static files, the
 * health probes and, without GATEWAY_URL, the embedded reference gateway
 * (called in-process; its browser pages under /__gateway/). Started by
 * server/runtime/main.ts, in one process or in each worker.
 */
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { isWriteRequest, newWriteEpochCookie } from '../app/auth/shell-cache.server.ts'
import { type Env } from '../app/env.server.ts'
import { registerEmbeddedGateway } from '../app/gateway/transport.server.ts'
import { startEmbeddedGateway, type EmbeddedGateway } from './embedded-gateway.ts'
import { busyResponse, createAdmission } from './http/admission.ts'
import { sendsUpload } from './http/body-limits.ts'
import { compressResponse } from './http/compression.ts'
import { createRequestListener } from './http/request-listener.ts'
import { COMPILED } from './runtime/compiled.ts'
import { createStaticFiles } from './static/serve-static.ts'
import type { ViteDevServer } from 'vite'

const here = path.dirname(fileURLToPath(import.meta.url))
// From source: the repository (server/..); compiled: the build folder (runtime/..), where every chunk sits.
const root = path.resolve(here, '..')
const buildDir = COMPILED ? root : path.resolve(root, process.env.BUILD_DIR ?? 'build')

export type ServerRole = {
	/**
	 * The one process that prints the start lines, creates the first staff account or its setup link,
	 * and runs the gateway's background work (cleanup, reminders): the only process, or one worker.
	 */
	leader: boolean
	/** How many processes serve the port (server/runtime/main.ts), for the start line. */
	workers: number
}

let env: Env
let production = false

/** Headers every response carries (ARCHITECTURE.md); documents add their CSP in entry.server. */
function withSecurityHeaders(response: Response): Response {
	const headers = response.headers
	try {
		headers.set('X-Content-Type-Options', 'nosniff')
		headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
		headers.set('X-Frame-Options', 'DENY')
		if (!headers.has('Content-Security-Policy')) {
			headers.set('Content-Security-Policy', "frame-ancestors 'none'; object-src 'none'; base-uri 'none'")
		}
		if (production) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
		return response
	} catch {
		// Immutable headers (a fetched response): copy once.
		return withSecurityHeaders(new Response(response.body, response))
	}
}

/**
 * The client address, from the socket, or from X-Forwarded-For only behind a configured proxy.
 * Set on the request itself (whatever a client sent under that name is replaced): the app gets
 * the very request the listener built, whose formData() tells a malformed body (server/http/).
 */
const CLIENT_ADDRESS_HEADER = 'X-Console-Client-Address'

/** Uploads handled at once (the upload lane below); more wait their turn, their bodies unread meanwhile. */
const UPLOADS_AT_ONCE = 4
function stampClientAddress(request: Request, socketAddress: string): Request {
	const headers = request.headers
	const forwarded = env.trustProxy ? headers.get('X-Forwarded-For')?.split(',')[0]?.trim() : undefined
	headers.set(CLIENT_ADDRESS_HEADER, forwarded || socketAddress)
	return request
}

/** Starts the server on env.PORT; SIGTERM and SIGINT close it and end the process. */
export async function startConsoleServer(consoleEnv: Env, role: ServerRole) {
	env = consoleEnv
	production = env.NODE_ENV === 'production'
	// The compiled entry serves the build without production's strictness unless NODE_ENV says so (npm start on a laptop).
	const serveBuild = COMPILED || production
	let gateway: EmbeddedGateway | null = null
	if (!env.GATEWAY_URL) {
		gateway = await startEmbeddedGateway(env, { leader: role.leader })
		registerEmbeddedGateway(gateway.fetch)
	}

	let handleApp: (request: Request) => Promise<Response>
	let vite: ViteDevServer | null = null
	if (serveBuild) {
		const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild
		const handler = createRequestHandler(build, 'production')
		handleApp = (request) => handler(request)
	} else {
		// Development: Vite compiles on request and reloads on change.
		const { createServer } = await import('vite')
		vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' })
		const handler = createRequestHandler(
			() => vite!.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
			'development',
		)
		handleApp = (request) => handler(request)
	}

	async function readiness(): Promise<Response> {
		try {
			const response = gateway
				? await gateway.fetch(new Request('http://gateway.internal/healthz'))
				: await fetch(new URL('/healthz', env.GATEWAY_URL), { signal: AbortSignal.timeout(2000) })
			if (response.ok) return Response.json({ status: 'ready' })
			return Response.json({ status: 'gateway unavailable', gatewayStatus: response.status }, { status: 503 })
		} catch (error) {
			return Response.json({ status: 'gateway unreachable', error: String(error) }, { status: 503 })
		}
	}

	const admission = createAdmission({ maxActive: env.MAX_ACTIVE_REQUESTS, maxWaitMs: env.REQUEST_WAIT_LIMIT_MS, busy: busyResponse })
	// An upload is active for as long as its client takes to send the file (minutes on a slow link), waiting
	// on the network, not the processor: uploads take turns in a lane of their own, so slow ones never hold
	// the slots pages are served from.
	const uploadAdmission = createAdmission({ maxActive: UPLOADS_AT_ONCE, maxWaitMs: env.REQUEST_WAIT_LIMIT_MS, busy: busyResponse })

	const staticFiles = serveBuild ? createStaticFiles(path.join(buildDir, 'client')) : null
	const listener = createRequestListener(
		async (request, client) => {
			const { pathname } = new URL(request.url)
			if (pathname === '/healthz') return withSecurityHeaders(Response.json({ status: 'ok' }))
			if (pathname === '/readyz') return withSecurityHeaders(await readiness())
			if (gateway && pathname.startsWith('/__gateway/')) {
				const page = await gateway.fetchPage(request)
				// A write on a test page (checkout, DNS zone, identity provider) changes what the console's
				// shell shows: the browser's cached shell reads end with it (app/auth/shell-cache.server.ts).
				if (isWriteRequest(request)) page.headers.append('Set-Cookie', newWriteEpochCookie())
				return withSecurityHeaders(page)
			}
			if (staticFiles) {
				const file = await staticFiles(request)
				if (file) return withSecurityHeaders(file)
			}
			const lane = sendsUpload(request.method, pathname) ? uploadAdmission : admission
			const answer = await lane.run(request, () => handleApp(stampClientAddress(request, client.address)))
			return withSecurityHeaders(compressResponse(request, answer))
		},
		// The listener's own answers (400, 413, 500) carry the same headers.
		{ decorate: withSecurityHeaders },
	)

	const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
		if (vite) {
			// Vite serves its modules and assets first; everything else reaches the app.
			vite.middlewares(req, res, () => void listener(req, res))
		} else {
			void listener(req, res)
		}
	}
	const server = http.createServer(onRequest)
	// "Expect: 100-continue" is answered by the listener when the body is wanted (a body over its
	// route's limit is refused without the client sending it).
	server.on('checkContinue', onRequest)
	server.listen(env.PORT, () => {
		if (!role.leader) return
		const gatewayText = gateway ? `embedded reference gateway${env.DATABASE_URL ? ' on PostgreSQL' : ''}` : `gateway ${env.GATEWAY_URL}`
		console.log(`Admin console on http://localhost:${env.PORT} (${gatewayText}${role.workers > 1 ? `, ${role.workers} workers` : ''})`)
		if (gateway) {
			const pages = gateway.testPages
			console.log(
				pages.length
					? `Test pages of the reference gateway on (GATEWAY_TEST_PAGES): ${pages.join(', ')}${production ? ' (mailbox and sign-in links for platform staff only)' : ''}`
					: 'Test pages of the reference gateway: none (GATEWAY_TEST_PAGES)',
			)
			if (gateway.mailboxEnabled) console.log(`Mailbox of the reference gateway: http://localhost:${env.PORT}/__gateway/mailbox`)
		}
	})

	let closing = false
	// Once: a worker may get SIGINT from the terminal and SIGTERM from its primary.
	const shutdown = async () => {
		if (closing) return
		closing = true
		server.close()
		await vite?.close()
		await gateway?.close()
		process.exit(0)
	}
	process.on('SIGINT', shutdown)
	process.on('SIGTERM', shutdown)
}
