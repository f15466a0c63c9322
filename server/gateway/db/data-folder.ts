import { existsSync } from 'node:fs'
import { join } from 'node:path'

// Apart from open.ts so the compiled server's entry can look at the data folder without loading PGlite.

/** Where PGlite keeps its files under a data folder. */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite')

/** Whether a data folder already holds a PGlite database (PostgreSQL writes PG_VERSION when it creates one). */
export function hasPgliteDatabase(dataDir: string): boolean {
	return existsSync(join(pgliteFolder(dataDir), 'PG_VERSION'))
}
