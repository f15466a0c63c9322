import { customType } from 'drizzle-orm/pg-core'

// Column types the drizzle core does not have, shared by the schema files.

/** Raw bytes. PGlite reads them as Uint8Array, pg as Buffer (a Uint8Array too). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
	dataType: () => 'bytea',
	toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
})
