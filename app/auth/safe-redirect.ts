const BASE = 'http://origin.invalid'

/**
 * Redirect targets from the URL or a form stay on our origin. The target is parsed the way a
 * browser parses a Location header (backslashes as slashes, tabs and newlines dropped, dot
 * segments resolved), and the path it serialises to is the answer only when it starts with
 * exactly one "/" followed by neither "/" nor "\" (which a browser would read as another host):
 * `/.//evil.example` resolves to `//evil.example` and gets the fallback.
 */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
	if (typeof target !== 'string' || target.length === 0) return fallback
	// Control characters (tab, newline, NUL …) are dropped or refused by URL parsers in ways that
	// differ between them: a target that has any is not one of ours.
	if (/[\u0000-\u001f\u007f]/.test(target)) return fallback
	const value = target.trim()
	// Only an absolute path: no scheme (javascript:, data:, https:), no relative path.
	if (!value.startsWith('/')) return fallback
	let url: URL
	try {
		url = new URL(value, BASE)
	} catch {
		return fallback
	}
	if (url.origin !== BASE) return fallback
	const path = `${url.pathname}${url.search}${url.hash}`
	if (!isSingleSlashPath(path)) return fallback
	// What we answer must come back to our origin when a browser resolves it, whatever the base.
	if (new URL(path, BASE).href !== url.href) return fallback
	return path
}

function isSingleSlashPath(path: string) {
	return path === '/' || (path.startsWith('/') && path[1] !== '/' && path[1] !== '\\')
}

/**
 * The path a guest should come back to after signing in. Give it the loader's
 * `url` argument: with v8_passThroughRequests, `request.url` of a client-side
 * navigation is the data URL (`/home.data`), `url` the page's.
 */
export function currentPath(url: URL) {
	return `${url.pathname}${url.search}`
}
