import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite, type ParserOptions, type QueryOptions, type Transaction, types } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { eq } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { generateSecret } from '../lib/tokens.ts'
import { pgliteFolder } from './data-folder.ts'
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
	/**
	 * Moves on every statement through `db` that may write, while this process is the database's only
	 * client (PGlite): what a cache of rows may check to be sure nothing changed since it read them
	 * (lib/context.ts, the session read). Absent on PostgreSQL, where other workers write too.
	 */
	writes?: WriteCounter
	close(): Promise<void>
}

export type WriteCounter = { readonly count: number }

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
		const pool = new pg.Pool({
			connectionString: options.databaseUrl,
			max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
		})
		const db = drizzlePg(pool, { schema }) as unknown as GatewayDb
		return { db, driver: 'pg', secret: await persistedSecret(db), close: () => pool.end() }
	}

	let dataDir: string | undefined
	if (options.dataDir && !options.loadDataDir) {
		dataDir = pgliteFolder(options.dataDir)
		await mkdir(dataDir, { recursive: true })
	}
	// pg_trgm: the users search's trigram index (migration 0003).
	const pglite = await PGlite.create({
		dataDir,
		loadDataDir: options.loadDataDir,
		extensions: { pg_trgm },
		parsers: DRIZZLE_PARSERS,
		// Not waiting for the file system's sync after each statement: on Node's file system that sync
		// does nothing (and PostgreSQL runs with fsync off in PGlite), so waiting only adds a turn.
		relaxedDurability: true,
		startParams: withStartParams(PGLITE_SETTINGS),
	})
	if (process.env.GATEWAY_TRACE === 'sql') traceStatements(pglite)
	const writes = { count: 0 }
	const pgliteDb = drizzlePglite(drizzleClient(pglite, writes), { schema })
	await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER })
	const db = pgliteDb as unknown as GatewayDb
	if (seed) await seedIfEmpty(db)
	const maintenance = dataDir ? startPgliteMaintenance(pglite) : undefined
	return {
		db,
		driver: 'pglite',
		pglite,
		secret: await persistedSecret(db),
		writes,
		close: async () => {
			if (maintenance) clearInterval(maintenance)
			if (!pglite.closed) await pglite.close()
		},
	}
}

/**
 * PostgreSQL settings of the PGlite instance.
 * - shared_buffers: the page cache inside PGlite's WebAssembly memory. Its default, 128 MB, is most of the
 *   console's idle memory; the gateway's working set is far smaller, and a page outside the cache is one
 *   read from the operating system's file cache. 32 MB: the idle process went from about 450 to 340 MB,
 *   with no change in the users-page bench (50,000 users).
 * - work_mem: what one sort or hash may hold before it spills to temporary files. The default 4 MB spills
 *   a grouping of 100,000 recipients (the simulation dashboard over a period: 5 batches on disk); PGlite
 *   has one connection, so one statement at a time uses it.
 */
const PGLITE_SETTINGS = { shared_buffers: '32MB', work_mem: '16MB' }

/** PGlite's own start parameters (not in its types) with `settings` added; its defaults if they are missing. */
function withStartParams(settings: Record<string, string>): string[] | undefined {
	const defaults = (PGlite as unknown as { defaultStartParams?: unknown }).defaultStartParams
	if (!Array.isArray(defaults)) return undefined
	return [...(defaults as string[]), ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])]
}

/**
 * drizzle-orm/pglite's parsers (date and time types stay text, which drizzle maps itself), installed on
 * the instance. drizzle also sends them with every statement, and PGlite then merges them into its 357
 * default parsers with an object spread per statement (about 0.2 ms each, several times per page);
 * drizzleClient drops them from each statement, the instance already has them.
 */
const keepText = (value: string) => value
const DRIZZLE_PARSERS: ParserOptions = {
	[types.TIMESTAMP]: keepText,
	[types.TIMESTAMPTZ]: keepText,
	[types.INTERVAL]: keepText,
	[types.DATE]: keepText,
	1231: keepText, // numeric[]
	1115: keepText, // timestamp[]
	1185: keepText, // timestamptz[]
	1187: keepText, // interval[]
	1182: keepText, // date[]
}

function dropParsers(options?: QueryOptions): QueryOptions | undefined {
	return options?.parsers ? { ...options, parsers: undefined } : options
}

/**
 * A statement that only reads: a SELECT (or WITH … SELECT) naming no writing keyword. Anything else,
 * and every transaction, counts as a write; a read counted as a write only costs a cache miss.
 */
const READ_ONLY_STATEMENT = /^\s*\(?\s*(select|with)\b/i
const WRITING_KEYWORD = /\b(insert|update|delete|merge|truncate|nextval|setval|for\s+(no\s+key\s+)?(update|share))\b/i
export const isReadOnlyStatement = (text: string) => READ_ONLY_STATEMENT.test(text) && !WRITING_KEYWORD.test(text)

/**
 * The PGlite drizzle talks to. Its statements (in transactions too) go without per-statement parsers,
 * and `writes` moves before and after each statement that may write and each transaction: a read that
 * starts and ends with the same count saw data no write has changed since.
 */
function drizzleClient(pglite: PGlite, writes: { count: number }): PGlite {
	const counted = async <T>(run: () => Promise<T>): Promise<T> => {
		writes.count++
		try {
			return await run()
		} finally {
			writes.count++
		}
	}
	const queryOf = (target: Pick<PGlite, 'query'>) => (text: string, params?: unknown[], options?: QueryOptions) =>
		isReadOnlyStatement(text)
			? target.query(text, params, dropParsers(options))
			: counted(() => target.query(text, params, dropParsers(options)))
	const query = queryOf(pglite)
	const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
		counted(() =>
			pglite.transaction((tx) =>
				callback(new Proxy(tx, { get: (target, key) => (key === 'query' ? queryOf(target) : Reflect.get(target, key)) })),
			),
		)
	const exec = (text: string, options?: QueryOptions) => counted(() => pglite.exec(text, options))
	return new Proxy(pglite, {
		get(target, key) {
			if (key === 'query') return query
			if (key === 'transaction') return transaction
			if (key === 'exec') return exec
			// PGlite's methods use private fields: call them on the instance itself, not on the proxy.
			const value = Reflect.get(target, key, target)
			return typeof value === 'function' ? value.bind(target) : value
		},
	})
}

const PGLITE_VACUUM_INTERVAL_MS = 60 * 60 * 1000

/**
 * PGlite runs no autovacuum: without this, a persistent database never refreshes its planner
 * statistics (a company grown from 10 to 50,000 users would keep the plans of 10) and never reclaims
 * the rows its updates leave behind. Statistics at start, then VACUUM ANALYZE hourly: 0.2 s on the
 * demo data, 0.9 s with 50,000 users more, while other statements wait for the single connection.
 */
function startPgliteMaintenance(pglite: PGlite): NodeJS.Timeout {
	const run = (statement: string) =>
		pglite.exec(statement).catch((error) => {
			if (!pglite.closed) console.error(`[gateway] ${statement} failed`, error)
		})
	// Not awaited: the statistics of the last run are kept in the data, so the console opens at once
	// and its first statements wait for this one on the connection (0.2 s on the demo data).
	void run('ANALYZE')
	const timer = setInterval(() => void run('VACUUM ANALYZE'), PGLITE_VACUUM_INTERVAL_MS)
	timer.unref()
	return timer
}

/** Generates the signing secret once and keeps it, so tokens survive restarts. */
export async function persistedSecret(db: GatewayDb): Promise<string> {
	await db.insert(schema.settings).values({ key: SECRET_KEY, value: generateSecret() }).onConflictDoNothing()
	const [row] = await db.select().from(schema.settings).where(eq(schema.settings.key, SECRET_KEY))
	if (!row) throw new Error('The gateway secret could not be stored.')
	return row.value
}

/**
 * GATEWAY_TRACE=sql prints each statement PGlite runs, its time (from the call, so a statement queued
 * behind another on the single connection includes the wait) and its row count.
 */
function traceStatements(pglite: PGlite) {
	const query = pglite.query.bind(pglite)
	pglite.query = (async (text: string, params?: unknown[], options?: object) => {
		const started = performance.now()
		const result = await query(text, params, options)
		const statement = text.replace(/\s+/g, ' ').slice(0, 160)
		console.error(`sql ${(performance.now() - started).toFixed(2)} ms ${result.rows.length} rows: ${statement}`)
		return result
	}) as PGlite['query']
}
