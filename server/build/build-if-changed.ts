/**
 * `npm start`'s build step: runs `npm run build` (the app, then the compiled server) only when what the
 * build reads has changed since the last build (a hash of the files below, kept in the build folder),
 * so a restart with nothing new starts at once and quietly.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
const stampFile = path.join(buildDir, '.inputs-sha256')

/** What the browser and server bundles and the compiled server (server/, its migrations too) are built from. */
const INPUTS = ['app', 'public', 'server', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json']
/** Tests change no build. */
const NOT_INPUT = /\.test\.tsx?$/

function filesOf(entry: string): string[] {
	const full = path.join(root, entry)
	if (!existsSync(full)) return []
	if (!statSync(full).isDirectory()) return [entry]
	return readdirSync(full, { recursive: true, withFileTypes: true })
		.filter((e) => e.isFile() && !NOT_INPUT.test(e.name))
		.map((e) => path.relative(root, path.join(e.parentPath, e.name)))
}

function inputsHash(): string {
	const hash = createHash('sha256')
	for (const file of INPUTS.flatMap(filesOf).sort()) {
		hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0')
	}
	return hash.digest('hex')
}

const current = inputsHash()
const outputs = ['server/index.js', 'runtime/main.js'].every((file) => existsSync(path.join(buildDir, file)))
const built = outputs && existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null
if (built === current) {
	console.log('Build up to date.')
} else {
	const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' })
	if (result.status !== 0) process.exit(result.status ?? 1)
	writeFileSync(stampFile, `${current}\n`)
}
