/**
 * `npm run build`'s second step: the production server entry (server/runtime/main.ts, which runs
 * server/index.ts and, with PostgreSQL, its workers) compiled into one JavaScript file, so the
 * server starts without compiling TypeScript (no tsx, no loader thread). Packages stay external and
 * load from node_modules as they are (PGlite finds its wasm and data files beside its own code).
 *
 * Out: `${BUILD_DIR}/runtime/main.js` and its chunks, and the SQL migrations beside them in
 * `runtime/migrations/`, where server/gateway/db/open.ts looks for them (`./migrations` next to its module).
 */
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const outDir = path.join(path.resolve(root, process.env.BUILD_DIR ?? 'build'), 'runtime')

rmSync(outDir, { recursive: true, force: true })
await build({
	entryPoints: [path.join(root, 'server/runtime/main.ts')],
	outdir: outDir,
	// The server (server/index.ts) in a chunk of its own: a primary with workers never loads it.
	splitting: true,
	// Chunks beside main.js: server/index.ts and open.ts find the build folder and the migrations from their own place.
	chunkNames: 'chunk-[hash]',
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node20',
	packages: 'external',
	// server/runtime/compiled.ts: it runs compiled, so it serves the build it sits in, never Vite.
	define: { __COMPILED_SERVER__: 'true' },
	sourcemap: 'linked',
	logLevel: 'warning',
})
cpSync(path.join(root, 'server/gateway/db/migrations'), path.join(outDir, 'migrations'), { recursive: true })
console.log(`Server entry compiled: ${path.relative(root, path.join(outDir, 'main.js'))}`)
