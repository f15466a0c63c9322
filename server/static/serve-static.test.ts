import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, test } from 'vitest'
import { precompressDir } from './precompress.ts'
import { createStaticFiles } from './serve-static.ts'

const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`
let root: string
let serveStatic: ReturnType<typeof createStaticFiles>

beforeAll(async () => {
	root = await mkdtemp(path.join(tmpdir(), 'serve-static-'))
	await mkdir(path.join(root, 'assets'))
	await writeFile(path.join(root, 'assets/entry.client-abc123.js'), script)
	await writeFile(path.join(root, 'assets/tiny-abc.js'), 'export {}\n')
	await writeFile(path.join(root, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`)
	expect(await precompressDir(root)).toBe(2)
	serveStatic = createStaticFiles(root)
})

const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
	serveStatic(new Request(`http://console.test${pathname}`, { method, headers }))

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('createStaticFiles', () => {
	test('a browser that takes brotli gets the file compressed at build time, cached for a year', async () => {
		const response = (await get('/assets/entry.client-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' }))!
		expect(response.headers.get('Content-Encoding')).toBe('br')
		expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
		expect(response.headers.get('Vary')).toBe('Accept-Encoding')
		const body = await bytes(response)
		expect(Number(response.headers.get('Content-Length'))).toBe(body.byteLength)
		expect(body.byteLength).toBeLessThan(script.length / 4)
		expect(brotliDecompressSync(body).toString()).toBe(script)
	})

	test('gzip without brotli, the file as it is without either; each with its own ETag', async () => {
		const gz = (await get('/assets/entry.client-abc123.js', { 'Accept-Encoding': 'gzip' }))!
		expect(gz.headers.get('Content-Encoding')).toBe('gzip')
		expect(gunzipSync(await bytes(gz)).toString()).toBe(script)
		const plain = (await get('/assets/entry.client-abc123.js'))!
		expect(plain.headers.get('Content-Encoding')).toBeNull()
		expect((await bytes(plain)).toString()).toBe(script)
		expect(plain.headers.get('ETag')).not.toBe(gz.headers.get('ETag'))
		expect(plain.headers.get('Last-Modified')).toBe(gz.headers.get('Last-Modified'))
	})

	test('304 for an unchanged file, by ETag or by date; 200 once the tag differs', async () => {
		const first = (await get('/assets/entry.client-abc123.js', { 'Accept-Encoding': 'br' }))!
		const etag = first.headers.get('ETag')!
		const again = (await get('/assets/entry.client-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag }))!
		expect(again.status).toBe(304)
		expect(await again.text()).toBe('')
		const byDate = (await get('/favicon.svg', { 'If-Modified-Since': first.headers.get('Last-Modified')! }))!
		expect(byDate.status).toBe(304)
		const changed = (await get('/assets/entry.client-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': '"other"' }))!
		expect(changed.status).toBe(200)
	})

	test('a small file is sent as it is; a public file is cached for an hour', async () => {
		const tiny = (await get('/assets/tiny-abc.js', { 'Accept-Encoding': 'br' }))!
		expect(tiny.headers.get('Content-Encoding')).toBeNull()
		expect(await tiny.text()).toBe('export {}\n')
		const icon = (await get('/favicon.svg', { 'Accept-Encoding': 'br' }))!
		expect(icon.headers.get('Cache-Control')).toBe('public, max-age=3600')
		expect(icon.headers.get('Content-Encoding')).toBe('br')
	})

	test('nothing outside the folder, nothing for a missing file or a POST', async () => {
		expect(await get('/../package.json')).toBeNull()
		expect(await get('/%2e%2e/package.json')).toBeNull()
		expect(await get('/assets/missing.js')).toBeNull()
		expect(await get('/assets/entry.client-abc123.js', {}, 'POST')).toBeNull()
	})
})
