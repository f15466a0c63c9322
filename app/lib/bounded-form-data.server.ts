/**
 * Reading a form body within a limit, and telling a malformed body (a client's mistake: 400)
 * from a server failure (500). Used by the upload forms; the HTTP layer (server/http/) marks
 * plain request.formData() failures the same way.
 */

/** Spec 1 §9: max upload 7340032 bytes (7 MB). */
export const MAX_UPLOAD_BYTES = 7_340_032

/**
 * What readBoundedFormData allows beyond the file itself: multipart boundaries,
 * part headers and the form's few other fields.
 */
export const MULTIPART_ALLOWANCE_BYTES = 64 * 1024

/** Thrown by readBoundedFormData for a body over its limit; answer it with 413 or the form's too-large message. */
export class UploadTooLarge extends Error {
	constructor(readonly maxBytes: number) {
		super(`Upload larger than ${maxBytes} bytes`)
		this.name = 'UploadTooLarge'
	}
}

export const MALFORMED_FORM_MESSAGE =
	'Bad Request: the form data could not be read (a malformed, truncated or mislabelled multipart or URL-encoded body).'

/**
 * A body that is not a form: no or a bad multipart boundary, a truncated multipart body, a
 * Content-Type that is no form's. The client's mistake: the answer is 400 (MALFORMED_FORM_MESSAGE),
 * which the HTTP layer gives any request so marked whose handler failed (server/http/).
 */
export class MalformedFormData extends Error {
	readonly status = 400
	constructor(cause?: unknown) {
		super(MALFORMED_FORM_MESSAGE, { cause })
		this.name = 'MalformedFormData'
	}
}

// A global symbol: the production build bundles its own copy of this module, the server another.
const MALFORMED_BODY = Symbol.for('console.malformedRequestBody')

/** Records on the request that its body could not be read as a form (see MalformedFormData). */
export function markMalformedBody(request: Request) {
	;(request as unknown as Record<symbol, boolean>)[MALFORMED_BODY] = true
}

export function hasMalformedBody(request: Request): boolean {
	return (request as unknown as Record<symbol, boolean>)[MALFORMED_BODY] === true
}

/**
 * request.formData() for an upload form, bounded before the body is read
 * (ARCHITECTURE.md "uploads are bounded (7 MB) before they are read"): a
 * Content-Length over maxBytes plus MULTIPART_ALLOWANCE_BYTES is refused at
 * once, and a body that streams past it (no or a false Content-Length) is cut
 * off there, so no more than that limit is ever held. A complete body that is no
 * form throws MalformedFormData; a body the client broke off rejects as it did.
 */
export async function readBoundedFormData(request: Request, maxBytes: number): Promise<FormData> {
	const limit = maxBytes + MULTIPART_ALLOWANCE_BYTES
	const declared = Number(request.headers.get('Content-Length'))
	if (Number.isFinite(declared) && declared > limit) throw new UploadTooLarge(maxBytes)
	if (!request.body) return malformedAsTyped(request, () => request.formData())
	let received = 0
	let overLimit = false
	// Set once the whole body has arrived: a parse failure after that is the body's fault.
	let complete = false
	const counted = request.body.pipeThrough(
		new TransformStream<Uint8Array, Uint8Array>({
			transform(chunk, controller) {
				received += chunk.byteLength
				if (received > limit) {
					overLimit = true
					controller.error(new UploadTooLarge(maxBytes))
					return
				}
				controller.enqueue(chunk)
			},
			flush() {
				complete = true
			},
		}),
	)
	const bounded = new Request(request.url, {
		method: request.method,
		headers: request.headers,
		body: counted,
		signal: request.signal,
		// @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types do not know it yet
		duplex: 'half',
	})
	try {
		return await bounded.formData()
	} catch (error) {
		if (overLimit) throw new UploadTooLarge(maxBytes)
		if (complete && !request.signal.aborted) {
			markMalformedBody(request)
			throw new MalformedFormData(error)
		}
		throw error
	}
}

async function malformedAsTyped(request: Request, read: () => Promise<FormData>) {
	try {
		return await read()
	} catch (error) {
		if (request.signal.aborted) throw error
		markMalformedBody(request)
		throw new MalformedFormData(error)
	}
}
