import { createReadStream, promises as fs, type Stats } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { compressStream, isCompressible, MIN_COMPRESSED_BYTES, negotiateEncoding, type Encoding } from '../http/compression.ts'
import { PRECOMPRESSED } from './precompress.ts'

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

/** The files of a folder and their stats, by absolute path. */
type FileIndex = Map<string, Stats>

/**
 * Serves the built client files. Fingerprinted files under /assets are cached for a year; the rest
 * for an hour, revalidated with their ETag and Last-Modified (304 when unchanged). A browser that
 * accepts brotli or gzip gets the file compressed at build time (precompress.ts); a compressible
 * file without one is compressed as it is sent. Paths are resolved inside `root` only.
 *
 * A build does not change while it is served, so the folder is listed once, on the first request:
 * every page request asks here first, and a failed stat per page (an Error with its stack each
 * time) was ~2.5 % of a signed-in page's CPU.
 */
export function createStaticFiles(root: string) {
	let index: Promise<FileIndex> | undefined
	return (request: Request) => serveStatic(request, root, (index ??= indexFiles(root)))
}

async function indexFiles(root: string): Promise<FileIndex> {
	const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
	const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
	return new Map(await Promise.all(files.map(async (file) => [file, await fs.stat(file)] as const)))
}

async function serveStatic(request: Request, root: string, filesPromise: Promise<FileIndex>): Promise<Response | null> {
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
	const files = await filesPromise
	const stat = files.get(file)
	if (!stat) return null

	const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
	const compressible = isCompressible(type)
	const accepted = compressible ? negotiateEncoding(request.headers.get('Accept-Encoding')) : null
	const variant = accepted ? precompressedVariant(files, file, accepted) : null
	// A compressible file the build did not compress (small, or a public file) is compressed on the way out.
	const onTheFly = accepted && !variant && stat.size >= MIN_COMPRESSED_BYTES ? accepted : null
	const encoding = variant?.encoding ?? onTheFly

	const headers = new Headers({
		'Content-Type': type,
		'Cache-Control': decoded.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
		ETag: etagOf(stat, encoding),
		'Last-Modified': stat.mtime.toUTCString(),
	})
	if (compressible) headers.set('Vary', 'Accept-Encoding')
	if (encoding) headers.set('Content-Encoding', encoding)
	if (isNotModified(request.headers, headers.get('ETag')!, stat)) return new Response(null, { status: 304, headers })
	if (!onTheFly) headers.set('Content-Length', String((variant ?? { stat }).stat.size))
	if (request.method === 'HEAD') return new Response(null, { headers })
	const body = Readable.toWeb(createReadStream(variant?.file ?? file)) as ReadableStream<Uint8Array>
	return new Response(onTheFly ? compressStream(body, onTheFly) : body, { headers })
}

/** The `.br` or `.gz` the build wrote beside `file`, when there is one. */
function precompressedVariant(files: FileIndex, file: string, encoding: Encoding) {
	const variant = file + PRECOMPRESSED[encoding]
	const stat = files.get(variant)
	return stat ? { file: variant, stat, encoding } : null
}

/** The identity file's size and time, and the encoding: each representation has its own tag. */
function etagOf(stat: Stats, encoding: Encoding | null) {
	return `"${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`
}

/** RFC 9110 §13.1: If-None-Match decides when present; otherwise If-Modified-Since, to the second. */
function isNotModified(requestHeaders: Headers, etag: string, stat: Stats) {
	const ifNoneMatch = requestHeaders.get('If-None-Match')
	if (ifNoneMatch !== null) {
		return ifNoneMatch
			.split(',')
			.map((tag) => tag.trim().replace(/^W\//, ''))
			.some((tag) => tag === '*' || tag === etag)
	}
	const ifModifiedSince = Date.parse(requestHeaders.get('If-Modified-Since') ?? '')
	return !Number.isNaN(ifModifiedSince) && Math.trunc(stat.mtimeMs / 1000) * 1000 <= ifModifiedSince
}
