/**
 * Redirect targets from the URL or a form stay on our origin: only a path that
 * starts with one "/" (not "//" or "/\", which browsers treat as another host).
 */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
	if (typeof target !== 'string' || target.length === 0) return fallback
	const value = target.trim()
	if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
	if (/[\u0000-\u001f]/.test(value)) return fallback
	try {
		const url = new URL(value, 'http://origin.invalid')
		if (url.origin !== 'http://origin.invalid') return fallback
		return `${url.pathname}${url.search}${url.hash}`
	} catch {
		return fallback
	}
}

/**
 * The path a guest should come back to after signing in. Give it the loader's
 * `url` argument: with v8_passThroughRequests, `request.url` of a client-side
 * navigation is the data URL (`/home.data`), `url` the page's.
 */
export function currentPath(url: URL) {
	return `${url.pathname}${url.search}`
}
