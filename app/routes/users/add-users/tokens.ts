import { EMAIL_PATTERN } from '#app/lib/validation.ts'
import { hasControlCharacter } from '#server/shared/directory-rules.ts'

/**
 * The email token rules of the invite form (spec 1 §5): addresses are separated by commas and
 * whitespace; a paste keeps only the pieces containing "@"; duplicates are skipped (compared
 * without case). One function for the token input in the browser and the textarea on the server.
 */
const SEPARATORS = /[\s,]+/

export function splitEmailTokens(text: string, options: { existing?: readonly string[]; pasted?: boolean } = {}): string[] {
	const seen = new Set((options.existing ?? []).map((token) => token.toLowerCase()))
	const tokens: string[] = []
	for (const piece of text.split(SEPARATORS)) {
		const token = piece.trim()
		if (!token || (options.pasted && !token.includes('@'))) continue
		const key = token.toLowerCase()
		if (seen.has(key)) continue
		seen.add(key)
		tokens.push(token)
	}
	return tokens
}

/** Longest address the gateway stores (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254

/** A NUL or other control character is never part of an address (and PostgreSQL text cannot hold NUL). */
export function isValidEmail(token: string) {
	return token.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(token) && !hasControlCharacter(token)
}

/** The tokens as the form posts them: one per line. */
export function joinEmailTokens(tokens: readonly string[]) {
	return tokens.join('\n')
}
