import { getBrandingByDomain, type Branding } from '#app/gateway/white-label.server.ts'
import { getEnv } from '#app/env.server.ts'

const TTL_MS = 60_000
const cache = new Map<string, { at: number; value: Promise<Branding | null> }>()

/**
 * The request's host, looked up once a minute per host (spec 1 §4 "custom-domain
 * check"). A forwarded host is trusted only behind a configured proxy.
 */
export function requestHost(request: Request) {
	const forwarded = getEnv().trustProxy ? request.headers.get('X-Forwarded-Host') : null
	const host = forwarded?.split(',')[0]?.trim() || new URL(request.url).host
	return host.replace(/:\d+$/, '').toLowerCase()
}

export async function getBranding(request: Request): Promise<Branding | null> {
	const host = requestHost(request)
	if (host === 'localhost' || /^[\d.]+$/.test(host) || host.startsWith('[')) return null
	const hit = cache.get(host)
	if (hit && Date.now() - hit.at < TTL_MS) return hit.value
	const value = getBrandingByDomain(host).then(
		(b) => (b && b.isVerified ? b : null),
		(error) => {
			console.error('white-label lookup failed', error)
			cache.delete(host)
			return null
		},
	)
	cache.set(host, { at: Date.now(), value })
	return value
}

