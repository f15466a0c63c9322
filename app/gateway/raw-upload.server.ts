import { type z } from 'zod'
import { buildGatewayPath, type GatewayMethod, type GatewayQuery } from './client.server.ts'
import { GatewayError, UNKNOWN_ERROR_MESSAGE, normaliseGatewayError } from './errors.ts'
import { sendToGateway } from './transport.server.ts'
import { noteGatewayCall } from './write-tracking.server.ts'

/** A file for a raw-bytes upload call: a Blob, or a stream with its size and type (a file read from disk). */
export type UploadBody = { stream: ReadableStream<Uint8Array> | Blob; size: number; type: string }

/**
 * The gateway's upload calls take a file's bytes as the body and its type as Content-Type (the logo, a
 * campaign's PDF, a chapter's video): not JSON, so not through callGateway. Failures are normalised the
 * same way (GatewayError with the gateway's code), and the JSON reply checked against `schema`.
 */
export function uploadToGateway<S extends z.ZodType>(request: {
	method: Extract<GatewayMethod, 'POST' | 'PUT'>
	path: string
	query?: GatewayQuery
	token: string
	file: UploadBody
	schema: S
	signal?: AbortSignal
}): Promise<z.output<S>> {
	return sendBodyToGateway({
		...request,
		contentType: request.file.type || 'application/octet-stream',
		contentLength: request.file.size,
		body: request.file.stream,
	})
}

/**
 * A call whose body is not JSON: a file's bytes (uploadToGateway) or a multipart form (fetch writes its
 * boundary: leave contentType out). Its JSON reply is checked against `schema`; failures are normalised
 * as callGateway's are.
 */
export async function sendBodyToGateway<S extends z.ZodType>(request: {
	method: Extract<GatewayMethod, 'POST' | 'PUT'>
	path: string
	query?: GatewayQuery
	token: string
	body: ReadableStream<Uint8Array> | Blob | FormData
	contentType?: string
	contentLength?: number
	schema: S
	signal?: AbortSignal
}): Promise<z.output<S>> {
	const path = buildGatewayPath(request.path, request.query)
	const headers = new Headers({ Accept: 'application/json', 'Cache-Control': 'no-cache', Authorization: `Bearer ${request.token}` })
	if (request.contentType) headers.set('Content-Type', request.contentType)
	if (request.contentLength !== undefined) headers.set('Content-Length', String(request.contentLength))
	noteGatewayCall(request.method)
	let response: Response
	try {
		response = await sendToGateway(path, {
			method: request.method,
			headers,
			body: request.body,
			signal: request.signal,
			// @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types do not know it yet
			duplex: 'half',
		})
	} catch (cause) {
		if (request.signal?.aborted) throw cause
		console.error(`[gateway] ${request.method} ${request.path} failed to connect`, cause)
		throw new GatewayError({ status: 503, message: UNKNOWN_ERROR_MESSAGE, cause })
	}
	const text = await response.text().catch(() => '')
	let data: unknown = text
	try {
		data = text ? JSON.parse(text) : undefined
	} catch {
		// a text error body stays text
	}
	if (!response.ok) {
		const error = normaliseGatewayError(response.status, data)
		if (!error.expected) console.error(`[gateway] ${request.method} ${request.path} → ${response.status}`, error.message, error.details)
		throw error
	}
	const parsed = request.schema.safeParse(data)
	if (!parsed.success) {
		console.error(`[gateway] ${request.method} ${request.path}: unexpected reply`, parsed.error.issues)
		throw new GatewayError({ status: 502, message: UNKNOWN_ERROR_MESSAGE })
	}
	return parsed.data
}
