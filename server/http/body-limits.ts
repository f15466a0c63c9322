/**
 * How large a request body each route takes, in one place. Enforced by the request listener
 * while the body streams: a declared Content-Length over the limit is answered 413 before a byte
 * is read, and a body that streams past it is cut off there and answered 413.
 */
import { MAX_VIDEO_BYTES } from '../shared/custom-training-limits.ts'
import { MAX_UPLOAD_BYTES, MULTIPART_ALLOWANCE_BYTES } from '../shared/form-body.ts'

/** Every form post and anything else with a body. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024

/**
 * The upload forms: spec 1 §9's 7 MB and a margin. It lies above what readBoundedFormData takes
 * (the upload and MULTIPART_ALLOWANCE_BYTES), so a file a little over 7 MB is refused by the form
 * in the spec's words, and only a far larger body gets the bare 413.
 */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE_BYTES + 1024 * 1024

/**
 * A custom training's video (app/lib/upload-rules.ts: the reference gateway's 100 MB) and the same
 * margin: a video a little too large is refused by its form in the spec's words.
 */
export const VIDEO_UPLOAD_BODY_LIMIT = MAX_VIDEO_BYTES + MULTIPART_ALLOWANCE_BYTES + 1024 * 1024

/**
 * The phishing exercise's template wizard: the body step posts the email editor's HTML and design data,
 * the last step a thumbnail (refused over 200KB in the spec's words); the reference gateway takes a
 * template of up to 4 MB. A margin above that, so an oversized thumbnail gets its message, not a bare 413.
 */
export const TEMPLATE_WIZARD_BODY_LIMIT = 5 * 1024 * 1024

/** The routes whose forms upload a file (app/routes.ts), as routePath gives them, with their limits. */
const UPLOAD_ROUTES: Array<[RegExp, number]> = [
	[/^\/settings\/general$/, UPLOAD_BODY_LIMIT],
	[/^\/users\/add-users$/, UPLOAD_BODY_LIMIT],
	// A course's assignment form (its PDF) and a file sent ahead of its form with JavaScript.
	[/^\/courses\/[^/]+\/settings$/, UPLOAD_BODY_LIMIT],
	// Assign Policy: the same assignment form, its PDF required.
	[/^\/policies\/assign$/, UPLOAD_BODY_LIMIT],
	[/^\/resources\/uploads\/pdf$/, UPLOAD_BODY_LIMIT],
	// A video chapter's video form in the custom training builder.
	[/^\/custom-training\/edit\/[^/]+\/video\/[^/]+$/, VIDEO_UPLOAD_BODY_LIMIT],
	[/^\/resources\/uploads\/video$/, VIDEO_UPLOAD_BODY_LIMIT],
	[/^\/phishing-exercise\/templates\/(?:new\/[^/]+|[^/]+\/edit)$/, TEMPLATE_WIZARD_BODY_LIMIT],
]

/**
 * The route a path reaches as React Router matches it: decoded, case-insensitive, without its
 * data-request suffix (`.data`, `/_.data`), repeated or trailing slashes.
 */
export function routePath(pathname: string): string {
	let path = pathname
	try {
		path = decodeURIComponent(pathname)
	} catch {
		// Kept as sent: the request listener refuses such a path anyway.
	}
	path = path
		.toLowerCase()
		.replace(/\/_\.data$/, '/')
		.replace(/\.data$/, '')
		.replace(/\/{2,}/g, '/')
	if (path.length > 1) path = path.replace(/\/+$/, '')
	return path
}

export function bodyLimit(pathname: string): number {
	const route = routePath(pathname)
	return UPLOAD_ROUTES.find(([pattern]) => pattern.test(route))?.[1] ?? DEFAULT_BODY_LIMIT
}

/** Whether a request sends a file: a write to a route whose body limit is an upload's. */
export function sendsUpload(method: string, pathname: string): boolean {
	return method !== 'GET' && method !== 'HEAD' && bodyLimit(pathname) > DEFAULT_BODY_LIMIT
}

/** The declared Content-Length, or null for none (a chunked body). Node has already refused a malformed one. */
export function declaredLength(header: string | undefined): number | null {
	if (header === undefined || header.trim() === '') return null
	const value = Number(header)
	return Number.isFinite(value) && value >= 0 ? value : null
}

export class BodyTooLarge extends Error {
	readonly status = 413
	constructor(readonly limit: number) {
		super(`Request body larger than ${limit} bytes`)
		this.name = 'BodyTooLarge'
	}
}

export function tooLargeMessage(limit: number): string {
	const mb = limit / (1024 * 1024)
	const size = mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${Math.ceil(limit / 1024)} KB`
	return `Payload Too Large: this address takes a request body of at most ${size}.`
}
