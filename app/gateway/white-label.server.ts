import { z } from 'zod'
import { DOMAIN_TYPES, type DomainType } from '#server/shared/custom-domain.ts'
import { callGateway, seg } from './client.server.ts'
import { isNotFound, isNotFoundOrForbidden } from './errors.ts'

// White label (spec 1 §7): the host lookup, custom domains, Office Graph API and custom SMTP.
// The custom SMTP path is the reference gateway's choice: the spec does not show one.

export const BrandingSchema = z.object({
	companyId: z.string(),
	name: z.string(),
	logo: z.string().nullable(),
	isVerified: z.boolean(),
})
export type Branding = z.infer<typeof BrandingSchema>

export const CustomDomainEntrySchema = z.object({
	type: z.enum(DOMAIN_TYPES),
	customDomain: z.string().nullable(),
	isVerified: z.boolean(),
	/** The DNS record that proves ownership (null while no domain is set). */
	record: z.object({ type: z.string(), name: z.string(), value: z.string() }).nullable(),
})
export const CustomDomainsSchema = z.object({ customDomains: z.array(CustomDomainEntrySchema) })
export type CustomDomainEntry = z.infer<typeof CustomDomainEntrySchema>

export const GraphStatusSchema = z.object({
	isAvailable: z.boolean(),
	account: z.string().nullable().optional(),
	connectedAt: z.string().nullable().optional(),
})
export type GraphStatus = z.infer<typeof GraphStatusSchema>

export const GraphAuthUrlSchema = z.object({ authUrl: z.string() })

export const CustomSmtpSchema = z.object({
	isEnabled: z.boolean(),
	host: z.string().nullable(),
	port: z.number().nullable(),
	username: z.string().nullable(),
	fromAddress: z.string().nullable(),
	hasPassword: z.boolean(),
})
export type CustomSmtp = z.infer<typeof CustomSmtpSchema>

const company = (companyId: string) => `/white-label/api/v1/company/${seg(companyId)}`

/** The white-label branding of a host name, or null when no company uses it (public: the sign-in page). */
export async function getBrandingByDomain(domain: string): Promise<Branding | null> {
	try {
		return await callGateway({
			method: 'GET',
			path: `/white-label/api/v1/by-domain/${seg(domain.toLowerCase())}`,
			schema: BrandingSchema,
		})
	} catch (error) {
		if (isNotFound(error)) return null
		throw error
	}
}

/**
 * The branding of a host as a signed-in user may see it: only for the domain's own company and its
 * customers, else null (a host header never shows another tenant's brand inside a session).
 */
export async function getBrandingProperty(token: string, domain: string): Promise<Branding | null> {
	try {
		return await callGateway({
			method: 'GET',
			path: `/white-label/api/v1/by-domain/${seg(domain.toLowerCase())}/property`,
			token,
			schema: BrandingSchema,
		})
	} catch (error) {
		if (isNotFoundOrForbidden(error)) return null
		throw error
	}
}

export function getCustomDomains(token: string, companyId: string) {
	return callGateway({
		method: 'GET',
		path: `${company(companyId)}/custom_domains`,
		token,
		schema: CustomDomainsSchema,
	})
}

export function addCustomDomain(token: string, companyId: string, input: { customDomain: string; type: DomainType }) {
	return callGateway({
		method: 'POST',
		path: `${company(companyId)}/custom_domains`,
		token,
		body: input,
		schema: CustomDomainsSchema,
	})
}

/** Checks one domain's DNS record now; a record not found is a 409 custom_domain/not_verified. */
export function verifyCustomDomain(token: string, companyId: string, type: DomainType) {
	return callGateway({
		method: 'POST',
		path: `${company(companyId)}/custom_domains/verify`,
		token,
		body: { type },
		schema: CustomDomainsSchema,
	})
}

/** Re-checks every domain not verified yet and answers the new states. */
export function recheckCustomDomains(token: string, companyId: string) {
	return callGateway({
		method: 'PATCH',
		path: `${company(companyId)}/custom_domains/verify`,
		token,
		schema: CustomDomainsSchema,
	})
}

export function resetCustomDomain(token: string, companyId: string, type: DomainType) {
	return callGateway({
		method: 'POST',
		path: `${company(companyId)}/custom_domains/reset`,
		token,
		body: { type },
		schema: CustomDomainsSchema,
	})
}

export function getGraphStatus(token: string, companyId: string) {
	return callGateway({
		method: 'GET',
		path: `${company(companyId)}/graph_api/is_available`,
		token,
		schema: GraphStatusSchema,
	})
}

/** The consent address to send the browser to; it returns to `redirectDomain` (the console's host). */
export async function getGraphAuthUrl(token: string, companyId: string, redirectDomain: string) {
	const reply = await callGateway({
		method: 'GET',
		path: `${company(companyId)}/graph_api/auth_url`,
		token,
		query: { redirectDomain },
		schema: GraphAuthUrlSchema,
	})
	return reply.authUrl
}

export function resetGraph(token: string, companyId: string) {
	return callGateway({
		method: 'DELETE',
		path: `${company(companyId)}/graph_api/auth_reset`,
		token,
		responseType: 'none',
	})
}

export function getCustomSmtp(token: string, companyId: string) {
	return callGateway({ method: 'GET', path: `${company(companyId)}/custom_smtp`, token, schema: CustomSmtpSchema })
}

export function saveCustomSmtp(
	token: string,
	companyId: string,
	input: { host: string; port: number; username: string; password?: string; fromAddress: string },
) {
	return callGateway({
		method: 'PUT',
		path: `${company(companyId)}/custom_smtp`,
		token,
		body: input,
		schema: CustomSmtpSchema,
	})
}

export function disableCustomSmtp(token: string, companyId: string) {
	return callGateway({ method: 'DELETE', path: `${company(companyId)}/custom_smtp`, token, responseType: 'none' })
}
