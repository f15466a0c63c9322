/**
 * Reading a form body within a limit, and telling a malformed body (a client's mistake: 400)
 * from a server failure (500). Used by the upload forms; the HTTP layer (server/http/) marks
 * plain request.formData() failures the same way (the limits and the mark: server/shared/form-body.ts).
 */
import { markMalformedBody, MULTIPART_ALLOWANCE_BYTES, MalformedFormData } from '#server/shared/form-body.ts'

/** Thrown by readBoundedFormData for a body over its limit; answer it with 413 or the form's too-large message. */
export class UploadTooLarge extends Error {
	constructor(readonly maxBytes: number) {
		super(`Upload larger than ${maxBytes} bytes`)
		this.name = 'UploadTooLarge'
	}
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
