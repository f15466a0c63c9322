import { fork } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { hasPgliteDatabase } from '../gateway/db/data-folder.ts'
import type { Env } from '../../app/env.server.ts'

/**
 * A new embedded database (PGlite in DATA_DIR) is created, migrated and seeded by a short-lived child
 * process of the compiled server, which then opens the prepared folder. PGlite's WebAssembly memory
 * only grows: seeding in the serving process left it about 70 MB larger for the rest of its life
 * (idle RSS 346 MB after a first start, 279 MB after a restart on the same data; README, Benchmarks).
 */

/** In the child's environment: prepare the data folder and exit. */
export const PREPARE_DATA_ENV = 'CONSOLE_PREPARE_DATA'

/** Whether this start would create the embedded PGlite database (no PostgreSQL, no gateway elsewhere, no database in DATA_DIR yet). */
export function createsEmbeddedDatabase(env: Env): boolean {
	return !env.DATABASE_URL && !env.GATEWAY_URL && !hasPgliteDatabase(path.resolve(env.DATA_DIR))
}

/** Runs `entry` (the compiled server) as the child that prepares the data folder; rejects if it fails. */
export async function prepareDataInChild(env: Env, entry: string): Promise<void> {
	const folder = path.resolve(env.DATA_DIR)
	console.log(`First start: creating the database in ${folder} (a few seconds)`)
	// The parent's session secrets too: without SESSION_SECRET (development) the child would generate
	// one of its own and print the warning a second time.
	const childEnv = { ...process.env, SESSION_SECRET: env.sessionSecrets.join(','), [PREPARE_DATA_ENV]: '1' }
	const child = fork(entry, [], { env: childEnv, stdio: 'inherit' })
	const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null]
	if (code !== 0) throw new Error(`Preparing the database in ${folder} failed (${signal ?? `exit ${code}`}).`)
}

/** The child's work: the database created, migrated and, when SEED_DEMO asks, seeded; then closed. */
export async function prepareData(env: Env): Promise<void> {
	const { openGatewayDatabase } = await import('../gateway/db/open.ts')
	const database = await openGatewayDatabase({ dataDir: path.resolve(env.DATA_DIR), seed: env.gateway.seedDemo })
	await database.close()
}
