import { randomBytes } from 'node:crypto'
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import {
	isRouteErrorResponse,
	ServerRouter,
	type EntryContext,
	type HandleDataRequestFunction,
	type HandleErrorFunction,
	type RouterContextProvider,
} from 'react-router'
import { preloadLazyPanels } from '#app/components/lazy-panel.tsx'
import { getEnv } from '#app/env.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { loadResources } from '#app/i18n/resources.ts'
import { NonceProvider } from '#app/lib/nonce.tsx'
import { renderContext } from '#app/lib/render-context.server.ts'
import { VIDEO_EMBED_ORIGINS } from '#app/routes/guides/links.ts'
import { hasMalformedBody } from '#server/shared/form-body.ts'

export const streamTimeout = 5_000

/** Security headers of every document (ARCHITECTURE.md "Quality bars"). */
function contentSecurityPolicy(nonce: string) {
	const dev = getEnv().NODE_ENV === 'development'
	return [
		"default-src 'self'",
		`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
		`style-src 'self' 'unsafe-inline'`,
		"img-src 'self' data: https:",
		`connect-src 'self'${dev ? ' ws: wss:' : ''}`,
		"font-src 'self' data:",
		// The guide videos play in the hosting's embedded player.
		`frame-src 'self' ${VIDEO_EMBED_ORIGINS.join(' ')}`,
		"object-src 'none'",
		"base-uri 'none'",
		"frame-ancestors 'none'",
		"form-action 'self'",
	].join('; ')
}

/**
 * Pages and data hold a signed-in admin's data: never kept by a browser or a proxy (back after
 * sign-out, a shared computer). A route that sets its own Cache-Control keeps it.
 */
function noStore(headers: Headers) {
	if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
	try {
		noStore(response.headers)
		return response
	} catch {
		// Immutable headers (a fetched response): copy once.
		const copy = new Response(response.body, response)
		noStore(copy.headers)
		return copy
	}
}

/** Logs what failed on the server; a client that went away or sent a body that is no form (a 400) is not a server error. */
export const handleError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted || hasMalformedBody(request)) return
	// As React Router's own: an error response that wraps an error logs the error.
	console.error(isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error)
}

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	const nonce = randomBytes(16).toString('base64')
	// The page's texts (the root layout reads them synchronously) and the code of the dialogs and
	// drawers a URL can open, so an open one is in the HTML (lazy-panel.tsx).
	await Promise.all([loadResources(getLocale(loadContext)), preloadLazyPanels()])
	const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				{/* Only the routes this page's render reads (render-context.server.ts). */}
				<ServerRouter context={renderContext(routerContext)} url={request.url} nonce={nonce} />
			</NonceProvider>,
			{
				nonce,
				// React sends a finished Suspense boundary larger than this apart from the page, to be
				// moved into place by a script: a browser without JavaScript would never show it (an
				// open drawer is such a boundary, lazy-panel.tsx). Finished boundaries stay in place.
				progressiveChunkSize: Number.MAX_SAFE_INTEGER,
				[waitForAll ? 'onAllReady' : 'onShellReady']() {
					shellRendered = true
					const body = new PassThrough()
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					noStore(responseHeaders)
					responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce))
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					)
					pipe(body)
				},
				onShellError(error: unknown) {
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					// A client that went away mid-response is no server error.
					if (shellRendered && !request.signal.aborted) console.error(error)
				},
			},
		)
		setTimeout(abort, streamTimeout + 1000)
		// Stop rendering for a client that has gone away.
		request.signal.addEventListener('abort', () => abort(), { once: true })
	})
}
