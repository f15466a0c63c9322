import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'

/**
 * Field rules of spec 1 §5 shared by several forms. Messages are i18n keys;
 * the form shows them through t().
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** A login email: trimmed, required, valid (spec 1 §5 "Login email"). zod/mini: these run in the browser too. */
export const loginEmail = z
	.string({ error: textKey('auth:login.emailRequired') })
	.check(z.trim(), z.minLength(1, textKey('auth:login.emailRequired')), z.regex(EMAIL_PATTERN, textKey('auth:login.emailInvalid')))

/** Letters, digits, dot, dash, underscore, ampersand and single inner spaces. */
export const NAME_PATTERN = /^[\p{L}\d._&-]+(?: [\p{L}\d._&-]+)*$/u

/** US-style number: optional +1 / 1 prefix and 10 digits, common separators allowed. */
export const PHONE_PATTERN = /^(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/

export const MFA_CODE_PATTERN = /^\d{6}$/
