/** The marketing-tracking cookie whose value goes with support tickets and sales quotes (spec 1 §3). */
export const TRACKING_COOKIE = 'hubspotutk'

/** The marketing-tracking cookie's value, if the browser has one. */
export function trackingCookie(request: Request): string | null {
	const header = request.headers.get('Cookie')
	if (!header) return null
	for (const part of header.split(';')) {
		const eq = part.indexOf('=')
		if (eq < 0 || part.slice(0, eq).trim() !== TRACKING_COOKIE) continue
		const value = part.slice(eq + 1).trim()
		try {
			return value ? decodeURIComponent(value) : null
		} catch {
			return value
		}
	}
	return null
}
