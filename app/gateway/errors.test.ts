import { describe, expect, test } from 'vitest'
import {
	GatewayError,
	hasErrorCode,
	isDisabledCompanyError,
	isNotFound,
	isNotFoundOrForbidden,
	isSessionEndingError,
	normaliseGatewayError,
} from './errors.ts'

describe('normaliseGatewayError', () => {
	test('the message comes from data.message first', () => {
		const error = normaliseGatewayError(400, {
			message: 'Top message',
			error: { message: 'Nested message' },
			details: [{ description: 'Detail message' }],
		})
		expect(error).toBeInstanceOf(GatewayError)
		expect(error.message).toBe('Top message')
		expect(error.status).toBe(400)
	})

	test('then from data.error.message', () => {
		const error = normaliseGatewayError(404, { error: { message: 'Nested message', code: 'nested' } })
		expect(error.message).toBe('Nested message')
		expect(error.code).toBe('nested')
	})

	test('then from the first detail description', () => {
		const error = normaliseGatewayError(403, {
			details: [{ code: 'first', description: 'First detail' }, { description: 'Second detail' }],
		})
		expect(error.message).toBe('First detail')
		expect(error.details).toEqual([{ code: 'first', description: 'First detail' }, { description: 'Second detail' }])
	})

	test('a 422 with validation results names the fields', () => {
		const error = normaliseGatewayError(422, {
			code: 'validation_error',
			message: 'ignored',
			validationResults: [
				{ field: 'email', message: 'bad' },
				{ field: 'password', message: 'bad' },
			],
		})
		expect(error.message).toBe('Missing or invalid request parameters: email, password.')
		expect(error.validationFields).toEqual(['email', 'password'])
		expect(error.code).toBe('validation_error')
	})

	test('a 422 without validation results keeps the server message', () => {
		expect(normaliseGatewayError(422, { message: 'Nope' }).message).toBe('Nope')
	})

	test('an unknown body gives the generic message', () => {
		for (const body of [undefined, null, 'html page', 42, [], {}, { message: '  ' }]) {
			expect(normaliseGatewayError(502, body).message).toBe('Something went wrong. Please try again.')
		}
	})

	test('numeric codes become strings', () => {
		expect(normaliseGatewayError(400, { code: 60202, message: 'x' }).code).toBe('60202')
	})

	test('only status 500 is unexpected', () => {
		expect(normaliseGatewayError(500, {}).expected).toBe(false)
		expect(normaliseGatewayError(400, {}).expected).toBe(true)
		expect(normaliseGatewayError(401, {}).expected).toBe(true)
		expect(normaliseGatewayError(503, {}).expected).toBe(true)
	})
})

describe('error predicates', () => {
	test('a disabled company is recognised by code or by message', () => {
		expect(isDisabledCompanyError(normaliseGatewayError(403, { code: 'company_disabled', message: 'x' }))).toBe(true)
		expect(isDisabledCompanyError(normaliseGatewayError(403, { message: 'This company is disabled' }))).toBe(true)
		expect(isDisabledCompanyError(normaliseGatewayError(403, { code: 'company_not_accessible' }))).toBe(false)
		expect(isDisabledCompanyError(new Error('This company is disabled'))).toBe(false)
	})

	test('the session-ending code is read from the first detail or the code', () => {
		expect(isSessionEndingError(normaliseGatewayError(401, { details: [{ code: 'session_expired', description: 'x' }] }))).toBe(true)
		expect(isSessionEndingError(normaliseGatewayError(401, { code: 'session_expired' }))).toBe(true)
		expect(
			isSessionEndingError(normaliseGatewayError(401, { details: [{ code: 'other', description: 'x' }, { code: 'session_expired' }] })),
		).toBe(false)
		expect(isSessionEndingError(null)).toBe(false)
	})

	test('hasErrorCode looks at the code and the details', () => {
		const error = normaliseGatewayError(409, {
			details: [{ code: 'privacy_policy_already_confirmed', description: 'x' }],
		})
		expect(hasErrorCode(error, 'privacy_policy_already_confirmed')).toBe(true)
		expect(hasErrorCode(error, 'other')).toBe(false)
	})

	test('not found is a 404; not found or forbidden also takes a 403 (another company’s record)', () => {
		const missing = normaliseGatewayError(404, { message: 'User not found' })
		const otherCompany = normaliseGatewayError(403, { message: 'Forbidden' })
		expect([isNotFound(missing), isNotFound(otherCompany)]).toEqual([true, false])
		expect([isNotFoundOrForbidden(missing), isNotFoundOrForbidden(otherCompany)]).toEqual([true, true])
		expect(isNotFoundOrForbidden(normaliseGatewayError(400, { message: 'Bad' }))).toBe(false)
		expect(isNotFound(new Error('404'))).toBe(false)
	})
})
