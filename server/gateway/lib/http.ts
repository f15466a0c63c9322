import { z } from 'zod'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

// The error body of every non-2xx reply:
// { code, message, details: [{ code, description }] } (+ validationResults on 422).

export class ApiError extends Error {
	constructor(
		readonly status: ContentfulStatusCode,
		readonly code: string,
		message: string,
		readonly extra: Record<string, unknown> = {},
	) {
		super(message)
		this.name = 'ApiError'
	}

	toBody() {
		return {
			code: this.code,
			message: this.message,
			details: [{ code: this.code, description: this.message }],
			...this.extra,
		}
	}
}

export const errors = {
	sessionExpired: () => new ApiError(401, 'session_expired', 'Your session has expired. Please sign in again.'),
	companyNotAccessible: () => new ApiError(403, 'company_not_accessible', 'You do not have access to this company.'),
	companyDisabled: () => new ApiError(403, 'company_disabled', 'This company is disabled'),
	forbidden: (message = 'You are not allowed to do this.') => new ApiError(403, 'forbidden', message),
	notFound: (message = 'Not found') => new ApiError(404, 'not_found', message),
	badRequest: (code: string, message: string) => new ApiError(400, code, message),
	conflict: (code: string, message: string) => new ApiError(409, code, message),
}

export function validationError(results: { field: string; message: string }[]): ApiError {
	const fields = [...new Set(results.map((r) => r.field))]
	return new ApiError(422, 'validation_error', `Missing or invalid request parameters: ${fields.join(', ')}.`, {
		validationResults: results,
	})
}

/** A required email address in a request body, with the spec's messages ('Please enter Email', 'This is not a valid email'). */
export const requiredEmail = z
	.string({ error: 'Please enter Email' })
	.trim()
	.min(1, 'Please enter Email')
	.max(320)
	.pipe(z.email('This is not a valid email'))

/** Parses a JSON body with a zod schema; a bad body is a 422 listing the fields. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
	let data: unknown
	const text = await c.req.text()
	if (text.trim() === '') data = {}
	else {
		try {
			data = JSON.parse(text)
		} catch {
			throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.')
		}
	}
	return parseInput(schema, data)
}

export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
	const parsed = schema.safeParse(data)
	if (parsed.success) return parsed.data
	throw validationError(
		parsed.error.issues.map((issue) => ({
			field: issue.path.length > 0 ? issue.path.map(String).join('.') : 'body',
			message: issue.message,
		})),
	)
}

export function noContent(c: Context): Response {
	return c.body(null, 204)
}

export function iso(date: Date | null | undefined): string | null {
	return date ? date.toISOString() : null
}
