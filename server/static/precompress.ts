import { promises as fs } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { MIN_COMPRESSED_BYTES } from '../http/compression.ts'
import type { Plugin } from 'vite'

/**
 * Static files compressed once, at build time, at the highest levels (brotli 11, gzip 9): each
 * compressible client file of 1 KB or more gets a `.br` and a `.gz` beside it, which serve-static.ts
 * sends to a browser that accepts them. Compressing `entry.client` per request cost ~10 ms of CPU.
 */

const COMPRESSIBLE_FILE = /\.(js|mjs|css|svg|json|txt|html|map|webmanifest)$/

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const

/** Writes the `.br` and `.gz` of every compressible file under `dir`; returns how many files it compressed. */
export async function precompressDir(dir: string): Promise<number> {
	const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
	const files = entries.filter((e) => e.isFile() && COMPRESSIBLE_FILE.test(e.name)).map((e) => path.join(e.parentPath, e.name))
	let count = 0
	await Promise.all(
		files.map(async (file) => {
			const content = await fs.readFile(file)
			if (content.byteLength < MIN_COMPRESSED_BYTES) return
			const [br, gz] = await Promise.all([
				brotli(content, {
					params: {
						[constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
						[constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
					},
				}),
				gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
			])
			await Promise.all([fs.writeFile(file + PRECOMPRESSED.br, br), fs.writeFile(file + PRECOMPRESSED.gzip, gz)])
			count++
		}),
	)
	return count
}

/** The Vite plugin: precompresses the browser build once it is written. */
export function precompressPlugin(): Plugin {
	return {
		name: 'console:precompress',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'client',
		async writeBundle(options) {
			if (options.dir) await precompressDir(options.dir)
		},
	}
}
