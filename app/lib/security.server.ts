/**
 * A state-changing request from another site is refused, whatever its cookies
 * (SameSite=Lax already keeps them off most cross-site posts; this covers the
 * rest, e.g. a sibling subdomain). Browsers send Sec-Fetch-Site or Origin on
 * every POST; requests with neither (curl, tests) are not browser forgeries.
 */
export function isCrossSiteMutation(request: Request): boolean {
	if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false
	const fetchSite = request.headers.get('Sec-Fetch-Site')
	if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none'
	const origin = request.headers.get('Origin')
	if (!origin || origin === 'null') return origin === 'null'
	return origin !== new URL(request.url).origin
}
