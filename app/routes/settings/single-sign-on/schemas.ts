import * as z from 'zod/mini'
import { textKey, type TranslationKey } from '#app/i18n/keys.ts'
import { trimmedText } from '#app/lib/form-fields.ts'
import { MAX_LENGTH, SSO_PROVIDERS, fieldsFor, type SsoField } from './sso-url.ts'

/**
 * The SSO settings form (spec 1 §3, §5), shared by the browser (loaded on first use) and the action
 * (the authority, which also parses the certificate with node:crypto). One schema for every
 * provider: the fields a provider does not ask for are ignored. Messages are `settingsSso` keys.
 */

const REQUIRED = textKey('settingsSso:errors.required')

const DOMAIN_PATTERN = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/i
const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const PEM_PATTERN = /^-----BEGIN CERTIFICATE-----\s*([A-Za-z0-9+/=\s]+?)\s*-----END CERTIFICATE-----$/

/** A PEM X.509 certificate as far as the browser can tell: the envelope, base64, a DER sequence. */
export function looksLikeCertificate(value: string): boolean {
	const match = PEM_PATTERN.exec(value.replace(/\r\n?/g, '\n').trim())
	if (!match) return false
	const body = match[1]!.replace(/\s+/g, '')
	if (body.length < 64 || body.length % 4 !== 0) return false
	try {
		const der = atob(body)
		// DER: a SEQUENCE (0x30) with a long-form length, as every certificate has.
		return der.charCodeAt(0) === 0x30 && (der.charCodeAt(1) === 0x82 || der.charCodeAt(1) === 0x83)
	} catch {
		return false
	}
}

export function isHttpsUrl(value: string): boolean {
	try {
		const url = new URL(value)
		return url.protocol === 'https:' && url.hostname.length > 0
	} catch {
		return false
	}
}

/** The problem of one field's value, as a message key, or null. */
export function fieldProblem(field: SsoField, value: string): TranslationKey | null {
	if (value.length > MAX_LENGTH[field]) return textKey('settingsSso:errors.tooLong')
	switch (field) {
		case 'tenantId':
			return GUID_PATTERN.test(value) || DOMAIN_PATTERN.test(value) ? null : textKey('settingsSso:errors.tenantId')
		case 'domain':
			return DOMAIN_PATTERN.test(value) ? null : textKey('settingsSso:errors.domain')
		case 'certificate':
			return looksLikeCertificate(value) ? null : textKey('settingsSso:errors.certificate')
		case 'ssoUrl':
			return isHttpsUrl(value) ? null : textKey('settingsSso:errors.ssoUrl')
		default:
			return null
	}
}

export const SsoSettingsFormSchema = z
	.object({
		ssoType: z.enum(SSO_PROVIDERS, { error: textKey('settingsSso:errors.provider') }),
		ssoProtocol: z.optional(z.enum(['oidc', 'saml'])),
		tenantId: trimmedText,
		clientId: trimmedText,
		clientSecret: trimmedText,
		domain: trimmedText,
		certificate: trimmedText,
		identityProviderEntityId: trimmedText,
		ssoUrl: trimmedText,
		/** Set when a secret is saved for this provider: an empty secret keeps it. */
		secretSaved: z.optional(z.string()),
	})
	.check(
		z.superRefine((value, ctx) => {
			for (const field of fieldsFor(value.ssoType, value.ssoProtocol ?? 'oidc')) {
				const fieldValue = value[field]
				if (!fieldValue) {
					if (field === 'clientSecret' && value.secretSaved === 'true') continue
					ctx.issues.push({ code: 'custom', message: REQUIRED, path: [field], input: fieldValue })
					continue
				}
				const problem = fieldProblem(field, fieldValue)
				if (problem) ctx.issues.push({ code: 'custom', message: problem, path: [field], input: fieldValue })
			}
		}),
	)
export type SsoSettingsFormValues = z.output<typeof SsoSettingsFormSchema>
