import type * as schema from './schema.ts'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

/** The gateway's database, whichever driver (PGlite or node-postgres) is underneath. */
export type GatewayDb = PgDatabase<PgQueryResultHKT, typeof schema>
export type GatewayTx = Parameters<Parameters<GatewayDb['transaction']>[0]>[0]
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = GatewayDb | GatewayTx
