/**
 * Rules of the users directory that the console's forms, the CSV import and the reference gateway
 * all apply: the department and group name rule (spec 1 §5 name-like pattern) and the size of one
 * invite. Pure and without imports (server/shared/README.md).
 */

/** Users in one invite: the email and CSV flows, the CSV validation and the gateway's bulk invite. */
export const MAX_INVITES = 10_000

/** The longest department or group name. */
export const NAMED_ITEM_NAME_MAX = 100

/** A user's first or last name as the gateway stores it. */
export const PERSON_NAME_MAX = 100

/**
 * Spec 1 §5 "Name-like pattern": letters, digits, dot, dash, underscore, ampersand, inner spaces
 * only (one space between words; the name is normalised first, so typed runs of spaces are fine).
 */
export const NAMED_ITEM_NAME_PATTERN = /^[\p{L}\d._&-]+(?: [\p{L}\d._&-]+)*$/u

/** A department or group name as stored: trimmed, each run of whitespace one space. */
export function normalizeNamedItemName(name: string): string {
	return name.trim().replace(/\s+/g, ' ')
}

export type NamedItemNameProblem = 'required' | 'tooLong' | 'invalid'

/** What is wrong with a (normalised) department or group name, or null when it may be stored. */
export function namedItemNameProblem(name: string): NamedItemNameProblem | null {
	if (name.length === 0) return 'required'
	if (name.length > NAMED_ITEM_NAME_MAX) return 'tooLong'
	if (!NAMED_ITEM_NAME_PATTERN.test(name)) return 'invalid'
	return null
}

/** The name rule's English messages, as the gateway answers them (the console shows its i18n texts). */
export const NAMED_ITEM_NAME_MESSAGES: Record<NamedItemNameProblem, string> = {
	required: 'Please fill out this field.',
	tooLong: `The name can have at most ${NAMED_ITEM_NAME_MAX} characters.`,
	invalid: 'Letters, digits, dot, dash, underscore, ampersand, inner spaces only',
}

/**
 * Characters no imported text may hold: NUL (PostgreSQL text cannot store it) and the other C0
 * controls but tab, line feed and carriage return, and DEL. They come from binary files or
 * damaged exports, never from a name or an address someone typed.
 */
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export function hasControlCharacter(text: string): boolean {
	return CONTROL_CHARACTER.test(text)
}
