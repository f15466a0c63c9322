import { getCompanyAccess, getSession } from '#app/auth/session.server.ts'
import { getEnv } from '#app/env.server.ts'
import type { CompanyView } from '#app/gateway/company.server.ts'
import { getBrandingByDomain, getBrandingProperty, type Branding } from '#app/gateway/white-label.server.ts'
import { withHostBranding } from './host-visibility.ts'

export type { Branding }

/** Short: a domain changed on another instance shows within a minute; this instance forgets at once. */
export const BRANDING_TTL_MS = 60_000
const MAX_ENTRIES = 5_000

type Entry = { at: number; value: Promise<Branding | null> }
/** `host` → the public brand; `host|companyId` → the brand as that company's users may see it. */
const cache = new Map<string, Entry>()

/**
 * The request's host, looked up once a minute per host (spec 1 §4 "custom-domain
 * check"). A forwarded host is trusted only behind a configured proxy.
 */
export function requestHost(request: Request) {
	const forwarded = getEnv().trustProxy ? request.headers.get('X-Forwarded-Host') : null
	const host = forwarded?.split(',')[0]?.trim() || new URL(request.url).host
	return host.replace(/:\d+$/, '').toLowerCase()
}

/** Hosts that are never a tenant's: the platform's own names and addresses. */
function isPlatformHost(host: string) {
	return host === 'localhost' || /^[\d.]+$/.test(host) || host.startsWith('[') || host === new URL(getEnv().publicUrl).hostname
}

function cached(key: string, load: () => Promise<Branding | null>): Promise<Branding | null> {
	const hit = cache.get(key)
	if (hit && Date.now() - hit.at < BRANDING_TTL_MS) return hit.value
	if (cache.size >= MAX_ENTRIES) cache.clear()
	const value = load().then(
		(b) => (b && b.isVerified ? b : null),
		(error) => {
			console.error('white-label lookup failed', error)
			cache.delete(key)
			return null
		},
	)
	cache.set(key, { at: Date.now(), value })
	return value
}

/**
 * The brand the page carries (root loader). Guests on a verified custom domain see its company's
 * name and logo; a signed-in user sees it only when their company (the customer company while a
 * partner is logged in as one) is the domain's company or one of its customers, as the gateway
 * decides. Anyone else, and every unknown host, gets the platform's brand (null).
 */
export async function getBranding(request: Request): Promise<Branding | null> {
	const host = requestHost(request)
	if (isPlatformHost(host)) return null
	const [publicBrand, session, access] = await Promise.all([
		cached(host, () => getBrandingByDomain(host)),
		getSession(request),
		getCompanyAccess(request),
	])
	if (!publicBrand) return null
	const accessToken = access.get('idToken')
	const token = accessToken ?? session.get('idToken')
	if (!token) return publicBrand
	const companyId = (accessToken ? access.get('companyId') : session.get('companyId')) ?? ''
	if (companyId === publicBrand.companyId) return publicBrand
	return cached(`${host}|${companyId}`, () => getBrandingProperty(token, host))
}

/** Forgets what is known about a host (its domain was added, verified or reset through the settings). */
export function forgetBranding(domain: string | null | undefined) {
	if (!domain) return
	const host = domain.toLowerCase()
	for (const key of cache.keys()) if (key === host || key.startsWith(`${host}|`)) cache.delete(key)
}

/**
 * The company as the visibility rules (spec 1 §6) should see it on this request's host: on a partner's
 * verified domain its customers are shown what the partner's own custom-domain admins are.
 */
export async function companyAsShownOnHost<C extends Pick<CompanyView, 'customDomainAdmin'>>(company: C, request: Request): Promise<C> {
	return withHostBranding(company, await getBranding(request))
}
