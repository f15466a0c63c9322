import { createReadStream, promises as fs } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { createGzip } from 'node:zlib'

const TYPES: Record<string, string> = {
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.ico': 'image/x-icon',
	'.json': 'application/json',
	'.txt': 'text/plain; charset=utf-8',
	'.woff2': 'font/woff2',
	'.map': 'application/json',
}

/**
 * Serves the built client files. Fingerprinted files under /assets are cached
 * for a year; the rest for an hour. Paths are resolved inside `root` only.
 */
export async function serveStatic(request: Request, root: string): Promise<Response | null> {
	if (request.method !== 'GET' && request.method !== 'HEAD') return null
	const { pathname } = new URL(request.url)
	let decoded: string
	try {
		decoded = decodeURIComponent(pathname)
	} catch {
		return null
	}
	const file = path.join(root, path.normalize(decoded))
	if (!file.startsWith(root + path.sep)) return null
	const stat = await fs.stat(file).catch(() => null)
	if (!stat?.isFile()) return null
	const immutable = decoded.startsWith('/assets/')
	const headers = new Headers({
		'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
		'Content-Length': String(stat.size),
		'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
	})
	if (request.method === 'HEAD') return new Response(null, { headers })
	const compressible = /\.(js|css|svg|json|map|txt)$/.test(file)
	if (compressible && /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '')) {
		headers.delete('Content-Length')
		headers.set('Content-Encoding', 'gzip')
		headers.set('Vary', 'Accept-Encoding')
		const gz = createReadStream(file).pipe(createGzip())
		return new Response(Readable.toWeb(gz) as ReadableStream, { headers })
	}
	return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers })
}
