import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { eq } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { generateSecret } from '../lib/tokens.ts'
import * as schema from './schema.ts'
import { seedIfEmpty } from './seed.ts'
import type { GatewayDb } from './types.ts'

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))
const SECRET_KEY = 'gateway_secret'
// Serialises migrate + seed when several instances start against one PostgreSQL.
const MIGRATION_LOCK_ID = 726_2026

export type OpenGatewayDatabaseOptions = {
	/** PGlite keeps its files in `${dataDir}/pglite`; without it (and without databaseUrl) the data lives in memory. */
	dataDir?: string
	/** A PostgreSQL connection string; wins over dataDir. */
	databaseUrl?: string
	/** Start an in-memory PGlite from a dumpDataDir() tarball (tests). */
	loadDataDir?: Blob
	/** Seed the demo tenants when the companies table is empty (default true). */
	seed?: boolean
}

export type GatewayDatabase = {
	db: GatewayDb
	driver: 'pglite' | 'pg'
	/** The PGlite instance when driver is pglite (for dumpDataDir). */
	pglite?: PGlite
	/** The signing secret persisted in the settings table (generated on first open). */
	secret: string
	close(): Promise<void>
}

export async function openGatewayDatabase(options: OpenGatewayDatabaseOptions = {}): Promise<GatewayDatabase> {
	const seed = options.seed ?? true
	if (options.databaseUrl) {
		// Migrate and seed on one dedicated connection that holds an advisory lock.
		const client = new pg.Client({ connectionString: options.databaseUrl })
		await client.connect()
		try {
			await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
			const setupDb = drizzlePg(client, { schema })
			await migratePg(setupDb, { migrationsFolder: MIGRATIONS_FOLDER })
			if (seed) await seedIfEmpty(setupDb as unknown as GatewayDb)
			await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
		} finally {
			await client.end()
		}
		const pool = new pg.Pool({ connectionString: options.databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) })
		const db = drizzlePg(pool, { schema }) as unknown as GatewayDb
		return { db, driver: 'pg', secret: await persistedSecret(db), close: () => pool.end() }
	}

	let dataDir: string | undefined
	if (options.dataDir && !options.loadDataDir) {
		dataDir = join(options.dataDir, 'pglite')
		await mkdir(dataDir, { recursive: true })
	}
	// pg_trgm: the users search's trigram index (migration 0003).
	const pglite = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } })
	const pgliteDb = drizzlePglite(pglite, { schema })
	await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER })
	const db = pgliteDb as unknown as GatewayDb
	if (seed) await seedIfEmpty(db)
	return {
		db,
		driver: 'pglite',
		pglite,
		secret: await persistedSecret(db),
		close: async () => {
			if (!pglite.closed) await pglite.close()
		},
	}
}

/** Generates the signing secret once and keeps it, so tokens survive restarts. */
export async function persistedSecret(db: GatewayDb): Promise<string> {
	await db.insert(schema.settings).values({ key: SECRET_KEY, value: generateSecret() }).onConflictDoNothing()
	const [row] = await db.select().from(schema.settings).where(eq(schema.settings.key, SECRET_KEY))
	if (!row) throw new Error('The gateway secret could not be stored.')
	return row.value
}
