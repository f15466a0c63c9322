import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { EMAIL_PATTERN, loginEmail, NAME_PATTERN, PHONE_PATTERN } from './validation.ts'

describe('shared field rules', () => {
	test('login email is trimmed and must look like an address', () => {
		expect(z.parse(loginEmail, '  admin@acme.test ')).toBe('admin@acme.test')
		expect(z.safeParse(loginEmail, '').error?.issues[0].message).toBe('auth:login.emailRequired')
		expect(z.safeParse(loginEmail, 'admin@acme').error?.issues[0].message).toBe('auth:login.emailInvalid')
	})
	test('names allow accents, digits, & . _ - and inner single spaces', () => {
		expect(NAME_PATTERN.test('Zoë O-Brien & Co.')).toBe(true)
		expect(NAME_PATTERN.test(' leading')).toBe(false)
		expect(NAME_PATTERN.test('two  spaces')).toBe(false)
		expect(NAME_PATTERN.test('semi;colon')).toBe(false)
	})
	test('phone numbers are US style with an optional country prefix', () => {
		expect(PHONE_PATTERN.test('+1 (555) 123-4567')).toBe(true)
		expect(PHONE_PATTERN.test('5551234567')).toBe(true)
		expect(PHONE_PATTERN.test('12345')).toBe(false)
	})
	test('emails need a dot-separated domain', () => {
		expect(EMAIL_PATTERN.test('a@b.co')).toBe(true)
		expect(EMAIL_PATTERN.test('a@b')).toBe(false)
	})
})
