import path from 'node:path'
import { getSession } from '../app/auth/session.server.ts'
import { type TestPage, createGateway, openGatewayDatabase } from './gateway/app.ts'
import { bootstrapFirstStaff } from './gateway/bootstrap.ts'
import { SCIM_BASE_PATH } from './gateway/services/sso.ts'
import type { Env } from '../app/env.server.ts'

export type EmbeddedGateway = {
	/** The gateway's API, called in-process by app/gateway/transport.server.ts. */
	fetch: (request: Request) => Promise<Response>
	/**
	 * A browser's request for a /__gateway/ page: the browser holds no gateway token, so any
	 * Authorization header it sends is dropped and the console session's token is added (the
	 * mailbox answers platform staff only in production). SCIM clients keep their own bearer token.
	 */
	fetchPage: (request: Request) => Promise<Response>
	close: () => Promise<void>
	mailboxEnabled: boolean
	/** The test pages served under /__gateway/ (GATEWAY_TEST_PAGES), to print at start. */
	testPages: TestPage[]
}

/**
 * The reference gateway inside the console's process: PGlite in DATA_DIR (or PostgreSQL at
 * DATABASE_URL), migrated on start and seeded with the demo data when SEED_DEMO asks (default
 * outside production); a database without users gets its first staff account (bootstrap.ts). Its
 * browser pages (mailbox, identity provider, checkout, DNS zone) live on the console's origin, each
 * only when GATEWAY_TEST_PAGES has it (default: all outside production, none in production).
 * With several workers on one PostgreSQL, only the leader bootstraps and runs the background work
 * (migrations and seed are serialised by open.ts's advisory lock, and the leader starts first).
 */
export async function startEmbeddedGateway(env: Env, { leader = true }: { leader?: boolean } = {}): Promise<EmbeddedGateway> {
	const run = env.gateway
	const database = await openGatewayDatabase({
		dataDir: path.resolve(env.DATA_DIR),
		databaseUrl: env.DATABASE_URL,
		seed: run.seedDemo,
	})
	try {
		if (leader) {
			await bootstrapFirstStaff(database.db, {
				firstStaff: run.firstStaff,
				pagesBaseUrl: env.publicUrl,
				warnDemoAccounts: run.production && !run.seedDemo,
			})
		}
	} catch (error) {
		await database.close()
		throw error
	}
	const gateway = createGateway({
		db: database.db,
		writes: database.writes,
		config: {
			consoleUrl: env.publicUrl,
			pagesBaseUrl: env.publicUrl,
			smtpUrl: env.SMTP_URL,
			// Uploaded videos in the data folder, whichever the database (the workers of one machine share it).
			filesDir: path.join(path.resolve(env.DATA_DIR), 'uploads'),
			testPages: run.testPages,
			staffOnlyTestPages: run.production,
			backgroundWork: leader,
		},
	})
	return {
		mailboxEnabled: gateway.mailboxEnabled,
		testPages: gateway.testPages,
		fetch: (request) => gateway.fetch(request),
		fetchPage: async (request) => gateway.fetch(await withSessionToken(request)),
		async close() {
			await gateway.close?.()
			await database.close()
		},
	}
}

/** The request as the gateway should see it: the console session's bearer token instead of the client's. */
export async function withSessionToken(request: Request): Promise<Request> {
	if (new URL(request.url).pathname.startsWith(`${SCIM_BASE_PATH}/`)) return request
	const headers = new Headers(request.headers)
	headers.delete('Authorization')
	let token: string | undefined
	try {
		token = (await getSession(request)).get('idToken')
	} catch {
		// An unreadable cookie is no session.
	}
	if (token) headers.set('Authorization', `Bearer ${token}`)
	return new Request(request, { headers })
}
