import { GatewayError, UNKNOWN_ERROR_MESSAGE, normaliseGatewayError } from './errors.ts'
import { sendToGateway } from './transport.server.ts'
import { noteGatewayCall } from './write-tracking.server.ts'
import type { z } from 'zod'

export type GatewayMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type QueryScalar = string | number | boolean
export type GatewayQuery = Record<string, QueryScalar | null | undefined | ReadonlyArray<QueryScalar>>

type BaseRequest = {
	method: GatewayMethod
	/** The gateway path as the spec writes it; a missing leading slash is added. */
	path: string
	token?: string
	body?: unknown
	query?: GatewayQuery
	signal?: AbortSignal
}

export type GatewayJsonRequest<S extends z.ZodType> = BaseRequest & { schema: S; responseType?: 'json' }
export type GatewayTextRequest<S extends z.ZodType> = BaseRequest & { schema?: S; responseType: 'text' }
export type GatewayNoneRequest = BaseRequest & { schema?: undefined; responseType: 'none' }

/** Encodes one path segment (ids, emails, tokens, domains). */
export function seg(value: string | number): string {
	return encodeURIComponent(String(value))
}

export function buildGatewayPath(path: string, query?: GatewayQuery): string {
	let result = path.startsWith('/') ? path : `/${path}`
	if (query) {
		const params = new URLSearchParams()
		for (const [key, value] of Object.entries(query)) {
			if (value === undefined || value === null) continue
			if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
			else params.append(key, String(value))
		}
		const search = params.toString()
		if (search) result += (result.includes('?') ? '&' : '?') + search
	}
	return result
}

/**
 * The one way app code talks to the gateway: JSON, no-cache, bearer token. A non-2xx reply throws a
 * normalised GatewayError; a reply that does not match the schema throws a 502 GatewayError.
 */
export function callGateway<S extends z.ZodType>(request: GatewayJsonRequest<S>): Promise<z.output<S>>
export function callGateway<S extends z.ZodType = z.ZodString>(request: GatewayTextRequest<S>): Promise<z.output<S>>
export function callGateway(request: GatewayNoneRequest): Promise<void>
export async function callGateway(
	request: GatewayJsonRequest<z.ZodType> | GatewayTextRequest<z.ZodType> | GatewayNoneRequest,
): Promise<unknown> {
	const responseType = request.responseType ?? 'json'
	const response = await send(request, responseType === 'text' ? 'text/plain, application/json' : 'application/json')

	if (responseType === 'none') {
		await response.body?.cancel().catch(() => {})
		return undefined
	}

	const text = await response.text()
	let data: unknown = text
	if (responseType === 'json') {
		data = text === '' ? undefined : parseJson(text, INVALID)
		if (data === INVALID) return badReply(request, 'the reply is not JSON')
	}
	if (!request.schema) return data
	const parsed = request.schema.safeParse(data)
	if (!parsed.success) return badReply(request, parsed.error.issues)
	return parsed.data
}

/**
 * A download the gateway writes in another format than JSON (a CSV export): its reply, body unread, for
 * the caller to stream on. A non-2xx reply throws the same normalised GatewayError as callGateway.
 */
export function openGatewayDownload(request: BaseRequest & { accept: string }): Promise<Response> {
	return send(request, request.accept)
}

/** Sends the request; a reply that is not 2xx, or no reply, throws a normalised GatewayError. */
async function send(request: BaseRequest, accept: string): Promise<Response> {
	const path = buildGatewayPath(request.path, request.query)
	const headers = new Headers({ Accept: accept, 'Cache-Control': 'no-cache' })
	if (request.token) headers.set('Authorization', `Bearer ${request.token}`)
	let body: string | undefined
	if (request.body !== undefined) {
		headers.set('Content-Type', 'application/json')
		body = JSON.stringify(request.body)
	}

	noteGatewayCall(request.method)
	let response: Response
	try {
		response = await sendToGateway(path, { method: request.method, headers, body, signal: request.signal })
	} catch (cause) {
		if (request.signal?.aborted) throw cause
		console.error(`[gateway] ${request.method} ${request.path} failed to connect`, cause)
		throw new GatewayError({ status: 503, message: UNKNOWN_ERROR_MESSAGE, cause })
	}

	if (!response.ok) {
		const text = await response.text().catch(() => '')
		const error = normaliseGatewayError(response.status, parseJson(text) ?? text)
		if (!error.expected) {
			console.error(`[gateway] ${request.method} ${request.path} → ${response.status}`, error.message, error.details)
		}
		throw error
	}
	return response
}

const INVALID = Symbol('invalid')

function parseJson(text: string): unknown
function parseJson<T>(text: string, fallback: T): unknown
function parseJson(text: string, fallback: unknown = undefined): unknown {
	if (text === '') return fallback
	try {
		return JSON.parse(text)
	} catch {
		return fallback
	}
}

function badReply(request: BaseRequest, problem: unknown): never {
	console.error(`[gateway] ${request.method} ${request.path}: unexpected reply`, problem)
	throw new GatewayError({ status: 502, message: UNKNOWN_ERROR_MESSAGE })
}
