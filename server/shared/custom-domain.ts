/**
 * Custom domains (spec 1 §3 "Custom domain request": customDomain, type; §5 domain-like pattern):
 * the rules shared by the settings form, the action and the reference gateway. Pure, no zod, so
 * the page's components can import it.
 */

export const DOMAIN_TYPES = ['admin', 'employee', 'web'] as const
export type DomainType = (typeof DOMAIN_TYPES)[number]

export function isDomainType(value: unknown): value is DomainType {
	return typeof value === 'string' && (DOMAIN_TYPES as readonly string[]).includes(value)
}

export const DOMAIN_MAX = 253
const LABEL_MAX = 63

/**
 * Spec 1 §5: no consecutive, leading or trailing dot, slash or dash. Labels are letters, digits and
 * inner single dashes; at least two labels, the last one letters only.
 */
const DOMAIN_PATTERN = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/

/**
 * Special-use and private names no certificate authority or public DNS serves (RFC 6761, 6762,
 * 7686, 8375 and the common private suffixes). `.test` stays allowed: it is how one machine plays
 * white-label domains (the seeded console.northwind.test and the embedded DNS zone).
 */
const RESERVED_SUFFIXES = [
	'localhost',
	'local',
	'localdomain',
	'internal',
	'invalid',
	'example',
	'onion',
	'arpa',
	'lan',
	'home',
	'corp',
	'intranet',
	'private',
]

export type DomainProblem = 'required' | 'tooLong' | 'notDomainOnly' | 'pattern' | 'ipAddress' | 'reserved'

/**
 * An address typed where the domain alone belongs: a scheme (`https://x.com`), a port (`x.com:8443`)
 * or a path (`x.com/training`) around what is otherwise a domain name.
 */
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//
const DOMAIN_WITH_PORT_OR_PATH = /^[a-z0-9.-]+\.[a-z]{2,}(?::\d*)?(?:[/?#].+)?$/

/** Trimmed and lower-case: how a domain is stored and compared. */
export function normaliseDomain(value: string): string {
	return value.trim().toLowerCase()
}

/** What is wrong with a (normalised) domain, or null when it may be a custom domain. */
export function domainProblem(domain: string): DomainProblem | null {
	if (domain === '') return 'required'
	if (domain.length > DOMAIN_MAX) return 'tooLong'
	if (SCHEME.test(domain) || (DOMAIN_WITH_PORT_OR_PATH.test(domain) && /[:/?#]/.test(domain) && !domain.endsWith('/')))
		return 'notDomainOnly'
	if (domain.includes(':') || /^\[.*\]$/.test(domain) || /^\d+(\.\d+){3}$/.test(domain)) return 'ipAddress'
	if (domain === 'localhost') return 'reserved'
	if (!DOMAIN_PATTERN.test(domain)) return 'pattern'
	const labels = domain.split('.')
	if (labels.every((label) => /^\d+$/.test(label))) return 'ipAddress'
	if (labels.length < 2 || labels.some((label) => label.length > LABEL_MAX) || !/^[a-z]{2,}$/.test(labels.at(-1)!)) return 'pattern'
	if (RESERVED_SUFFIXES.includes(labels.at(-1)!) || (labels.length >= 2 && labels.slice(-2).join('.') === 'home.arpa')) return 'reserved'
	return null
}

/** Where the ownership proof is published: a TXT record under the domain. */
export const VERIFICATION_RECORD_PREFIX = '_awareness-verification'

export type VerificationRecord = { type: 'TXT'; name: string; value: string }

export function verificationRecord(domain: string, token: string): VerificationRecord {
	return { type: 'TXT', name: `${VERIFICATION_RECORD_PREFIX}.${domain}`, value: `awareness-verification=${token}` }
}

/** Spec 1 §8 custom_domain/upsert_one/conflict. */
export const DOMAIN_CONFLICT_CODE = 'custom_domain/upsert_one/conflict'
export const DOMAIN_CONFLICT_MESSAGE = 'This custom domain is already in use by another company'
/** Spec 1 §5: custom SMTP and Office Graph API cannot be used at the same time. */
export const MAIL_DELIVERY_CONFLICT_CODE = 'mail_delivery/conflict'
export const MAIL_DELIVERY_CONFLICT_MESSAGE = 'Custom SMTP and Office Graph API cannot be used at the same time.'
export const DOMAIN_NOT_VERIFIED_CODE = 'custom_domain/not_verified'
