/**
 * The limits of a form body and the mark of a malformed one: the contract between the HTTP layer
 * (server/http/), which reads or refuses bodies before the app sees them, and the app's upload
 * forms (app/lib/bounded-form-data.server.ts). Pure: no I/O.
 */

/** Spec 1 §9: max upload 7340032 bytes (7 MB). */
export const MAX_UPLOAD_BYTES = 7_340_032

/**
 * What readBoundedFormData allows beyond the file itself: multipart boundaries,
 * part headers and the form's few other fields.
 */
export const MULTIPART_ALLOWANCE_BYTES = 64 * 1024

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
