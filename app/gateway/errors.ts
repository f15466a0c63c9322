// One error type for every gateway failure, built as spec 1 §8 says. Pure: no I/O.

export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. Please try again.'
export const DISABLED_COMPANY_MESSAGE = 'This company is disabled'
export const SESSION_EXPIRED_CODE = 'session_expired'
export const COMPANY_DISABLED_CODE = 'company_disabled'

export type GatewayErrorDetail = { code?: string; description: string }

export type GatewayErrorInit = {
	status: number
	message: string
	code?: string
	details?: GatewayErrorDetail[]
	validationFields?: string[]
	cause?: unknown
}

export class GatewayError extends Error {
	readonly status: number
	readonly code?: string
	readonly details: GatewayErrorDetail[]
	/** Errors other than status 500 are expected: shown to the user, not reported. */
	readonly expected: boolean
	readonly validationFields?: string[]

	constructor(init: GatewayErrorInit) {
		super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
		this.name = 'GatewayError'
		this.status = init.status
		this.code = init.code
		this.details = init.details ?? []
		this.expected = init.status !== 500
		this.validationFields = init.validationFields
	}
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function nonEmptyString(value: unknown): string | undefined {
	return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function codeOf(value: unknown): string | undefined {
	if (typeof value === 'string' && value !== '') return value
	if (typeof value === 'number' && Number.isFinite(value)) return String(value)
	return undefined
}

function readDetails(value: unknown): GatewayErrorDetail[] {
	if (!Array.isArray(value)) return []
	const details: GatewayErrorDetail[] = []
	for (const item of value) {
		if (typeof item === 'string') {
			details.push({ description: item })
		} else if (isRecord(item)) {
			const description = nonEmptyString(item.description) ?? nonEmptyString(item.message) ?? ''
			const code = codeOf(item.code)
			details.push(code === undefined ? { description } : { code, description })
		}
	}
	return details
}

function readValidationFields(value: unknown): string[] | undefined {
	if (!Array.isArray(value) || value.length === 0) return undefined
	const fields: string[] = []
	for (const item of value) {
		if (typeof item === 'string') fields.push(item)
		else if (isRecord(item)) {
			const field = nonEmptyString(item.field) ?? nonEmptyString(item.property) ?? nonEmptyString(item.name)
			if (field !== undefined) fields.push(field)
		}
	}
	return fields.length > 0 ? fields : undefined
}

/**
 * Turns a non-2xx reply into a GatewayError: the message comes from `data.message`, else
 * `data.error.message`, else the first `details[].description`; a 422 with `validationResults`
 * reads "Missing or invalid request parameters: {fields}."; anything else is the unknown message.
 */
export function normaliseGatewayError(status: number, body: unknown): GatewayError {
	const data = isRecord(body) ? body : {}
	const nested = isRecord(data.error) ? data.error : {}
	const details = readDetails(data.details ?? nested.details)
	const code = codeOf(data.code) ?? codeOf(nested.code)

	const validationFields = status === 422 ? readValidationFields(data.validationResults) : undefined
	const message = validationFields
		? `Missing or invalid request parameters: ${validationFields.join(', ')}.`
		: (nonEmptyString(data.message) ?? nonEmptyString(nested.message) ?? nonEmptyString(details[0]?.description) ?? UNKNOWN_ERROR_MESSAGE)

	return new GatewayError({ status, message, code, details, validationFields })
}

export function isGatewayError(error: unknown): error is GatewayError {
	return error instanceof GatewayError
}

/** A disabled-company reply clears the session and goes to the disabled-company page. */
export function isDisabledCompanyError(error: unknown): boolean {
	if (!isGatewayError(error)) return false
	return (
		error.code === COMPANY_DISABLED_CODE ||
		error.message === DISABLED_COMPANY_MESSAGE ||
		error.details.some((d) => d.code === COMPANY_DISABLED_CODE || d.description === DISABLED_COMPANY_MESSAGE)
	)
}

/** The session-ending code in the first detail clears the session and goes to login. */
export function isSessionEndingError(error: unknown): boolean {
	if (!isGatewayError(error)) return false
	return error.details[0]?.code === SESSION_EXPIRED_CODE || error.code === SESSION_EXPIRED_CODE
}

/** The gateway's error code, in the reply's own code or in one of its details. */
export function hasErrorCode(error: unknown, code: string): error is GatewayError {
	return isGatewayError(error) && (error.code === code || error.details.some((d) => d.code === code))
}

/** The record does not exist (404). */
export function isNotFound(error: unknown): error is GatewayError {
	return isGatewayError(error) && error.status === 404
}

/**
 * The record is not the viewer's to see: missing (404) or another company's (403). Both read as
 * "not found", so a page never confirms that another company's id exists.
 */
export function isNotFoundOrForbidden(error: unknown): error is GatewayError {
	return isGatewayError(error) && (error.status === 404 || error.status === 403)
}
