/**
 * The URL of an incoming request, from its request line and Host header, or why it is a bad
 * request (400). Nothing past here sees a path that does not decode, a control character
 * (a NUL byte) in a path, or a Host header that is no host.
 */

export type RequestTarget = { ok: true; url: URL } | { ok: false; message: string }

// A DNS name (underscores allowed: container names), IPv4, or a bracketed IPv6 address; an optional port.
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i
// C0 controls and DEL, once the path is decoded.
const CONTROL = /[\u0000-\u001f\u007f]/

export function requestTarget(rawUrl: string | undefined, host: string | undefined, protocol: 'http:' | 'https:'): RequestTarget {
	// Origin form only ("/path?query"): an absolute or authority form would choose the URL's host itself.
	if (!rawUrl || !rawUrl.startsWith('/')) return { ok: false, message: 'Bad Request: the request target must be a path.' }
	const authority = host === undefined || host === '' ? 'localhost' : host
	if (authority.length > 255 || !HOST.test(authority))
		return { ok: false, message: 'Bad Request: the Host header is not a valid host name.' }
	const end = rawUrl.search(/[?#]/)
	const rawPath = end === -1 ? rawUrl : rawUrl.slice(0, end)
	let path: string
	try {
		path = decodeURIComponent(rawPath)
	} catch {
		return { ok: false, message: 'Bad Request: the path is not valid percent-encoded UTF-8.' }
	}
	if (CONTROL.test(path)) return { ok: false, message: 'Bad Request: the path contains a control character (such as a NUL byte).' }
	let url: URL
	try {
		// Joined as text, so a path starting with // stays a path ("//evil.test/x" is no host).
		url = new URL(`${protocol}//${authority}${rawUrl}`)
	} catch {
		return { ok: false, message: 'Bad Request: the request URL is not valid.' }
	}
	return { ok: true, url }
}
