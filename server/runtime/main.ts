/**
 * The console's entry: `npm run dev` runs it from source (tsx, Vite), `npm start` and the Docker image
 * run it compiled (`${BUILD_DIR}/runtime/main.js`, server/build/compile-server.ts). One process, or
 * with PostgreSQL a primary and its workers (./cluster.ts); the server itself is server/index.ts,
 * loaded only where it serves, so the primary stays small.
 */
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { getEnv } from '../../app/env.server.ts'
import { planWorkers, runPrimary, WORKER_ROLE_ENV, WORKERS_ENV } from './cluster.ts'
import { COMPILED } from './compiled.ts'
import { createsEmbeddedDatabase, PREPARE_DATA_ENV, prepareData, prepareDataInChild } from './prepare-data.ts'

async function main() {
	const env = configured(getEnv)
	if (process.env[PREPARE_DATA_ENV] === '1') {
		await prepareData(env)
		process.exit(0)
	}
	if (cluster.isPrimary) {
		const plan = configured(() =>
			planWorkers({ env, compiled: COMPILED, cores: availableParallelism(), webConcurrency: process.env.WEB_CONCURRENCY }),
		)
		if (plan.note) console.log(plan.note)
		if (plan.workers > 1) return runPrimary(env, plan.workers)
		// Compiled only: from source (tsx, tests) the server prepares its own database as before.
		if (COMPILED && createsEmbeddedDatabase(env)) await prepareDataInChild(env, fileURLToPath(import.meta.url))
	}
	const { startConsoleServer } = await import('../index.ts')
	await startConsoleServer(
		env,
		cluster.isWorker
			? { leader: process.env[WORKER_ROLE_ENV] === 'leader', workers: Number(process.env[WORKERS_ENV]) }
			: { leader: true, workers: 1 },
	)
}

/** A setting the console cannot start with: its message (no stack), and exit 1. */
function configured<T>(read: () => T): T {
	try {
		return read()
	} catch (error) {
		console.error((error as Error).message)
		process.exit(1)
	}
}

main().catch((error) => {
	console.error(error)
	process.exit(1)
})
