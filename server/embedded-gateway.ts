import path from 'node:path'
import type { Env } from '../app/env.server.ts'
import { createGateway, openGatewayDatabase } from './gateway/app.ts'

export type EmbeddedGateway = { fetch: (request: Request) => Promise<Response>; close: () => Promise<void>; mailboxEnabled: boolean }

/**
 * The reference gateway inside the console's process: PGlite in DATA_DIR (or
 * PostgreSQL at DATABASE_URL), migrated and seeded on first start. Its browser
 * pages (mailbox, identity provider, checkout) live on the console's origin.
 */
export async function startEmbeddedGateway(env: Env): Promise<EmbeddedGateway> {
	const database = await openGatewayDatabase({
		dataDir: path.resolve(env.DATA_DIR),
		databaseUrl: env.DATABASE_URL,
	})
	const gateway = await createGateway({
		db: database.db,
		config: { consoleUrl: env.publicUrl, pagesBaseUrl: env.publicUrl, smtpUrl: env.SMTP_URL, mailbox: env.mailbox },
	})
	return {
		mailboxEnabled: gateway.mailboxEnabled,
		fetch: (request) => gateway.fetch(request),
		async close() {
			await gateway.close?.()
			await database.close()
		},
	}
}
