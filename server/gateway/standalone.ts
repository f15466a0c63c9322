/**
 * The reference gateway on its own port, so several console instances can share it (they set
 * GATEWAY_URL to this server). Environment: GATEWAY_PORT (4000), DATA_DIR (./data) or DATABASE_URL,
 * CONSOLE_URL (http://localhost:3000), GATEWAY_PUBLIC_URL (where browsers reach this server; default
 * http://localhost:GATEWAY_PORT), GATEWAY_SECRET (else one persisted in the database), SMTP_URL, and
 * the run mode of config.ts: GATEWAY_TEST_PAGES, SEED_DEMO, GATEWAY_MAILBOX, GATEWAY_ADMIN_EMAIL,
 * GATEWAY_ADMIN_PASSWORD (NODE_ENV=production: no test pages, no demo data).
 */
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestListener } from '../http/request-listener.ts'
import { MAX_VIDEO_BYTES } from '../shared/custom-training-limits.ts'
import { type GatewayRunConfig, parseGatewayRunConfig } from '../shared/gateway-run-config.ts'
import { type Gateway, createGateway, openGatewayDatabase } from './app.ts'
import { bootstrapFirstStaff } from './bootstrap.ts'
import { isVideoUploadPath } from './services/custom-training.ts'
import { BULK_INVITE_BODY_LIMIT_BYTES } from './services/invites.ts'

export type StandaloneOptions = {
	port?: number
	host?: string
	dataDir?: string
	databaseUrl?: string
	consoleUrl: string
	publicUrl?: string
	secret?: string
	smtpUrl?: string
	/** See GatewayConfig.mailbox. */
	mailbox?: boolean
	/** Test pages, demo seed and first staff account (config.ts); default: as outside production (all pages, demo data). */
	run?: GatewayRunConfig
}

export type StandaloneGateway = { server: http.Server; gateway: Gateway; url: string; close(): Promise<void> }

export async function startStandaloneGateway(options: StandaloneOptions): Promise<StandaloneGateway> {
	const run = options.run ?? parseGatewayRunConfig({})
	const database = await openGatewayDatabase({
		dataDir: options.dataDir,
		databaseUrl: options.databaseUrl,
		seed: run.seedDemo,
	})
	const server = http.createServer()
	await new Promise<void>((resolve) => server.listen(options.port ?? 4000, options.host, resolve))
	const address = server.address()
	const port = typeof address === 'object' && address ? address.port : (options.port ?? 4000)
	const url = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, '')
	await bootstrapFirstStaff(database.db, {
		firstStaff: run.firstStaff,
		pagesBaseUrl: url,
		warnDemoAccounts: run.production && !run.seedDemo,
	})
	const gateway = createGateway({
		db: database.db,
		writes: database.writes,
		config: {
			secret: options.secret,
			consoleUrl: options.consoleUrl.replace(/\/$/, ''),
			pagesBaseUrl: url,
			smtpUrl: options.smtpUrl,
			mailbox: options.mailbox,
			// Uploaded videos beside the database (a temporary folder without a data folder).
			filesDir: options.dataDir ? path.join(options.dataDir, 'uploads') : undefined,
			testPages: options.run?.testPages,
			staffOnlyTestPages: run.production,
		},
	})
	server.on(
		'request',
		// The HTTP layer stops at the largest body a call takes; each call's own limit is the gateway's (app.ts).
		// The video upload streams to disk and answers a body a little over its limit in the spec's words.
		createRequestListener((request) => gateway.fetch(request), {
			bodyLimit: (pathname) => (isVideoUploadPath(pathname) ? MAX_VIDEO_BYTES + 1024 * 1024 : BULK_INVITE_BODY_LIMIT_BYTES),
		}),
	)
	return {
		server,
		gateway,
		url,
		async close() {
			await new Promise<void>((resolve) => server.close(() => resolve()))
			await gateway.close()
			await database.close()
		},
	}
}

function env(name: string): string | undefined {
	const value = process.env[name]?.trim()
	return value ? value : undefined
}

async function main() {
	const port = Number(env('GATEWAY_PORT') ?? 4000)
	if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('GATEWAY_PORT must be a port number')
	const dataDir = path.resolve(env('DATA_DIR') ?? './data')
	const databaseUrl = env('DATABASE_URL')
	const run = parseGatewayRunConfig(process.env)
	const standalone = await startStandaloneGateway({
		port,
		dataDir,
		databaseUrl,
		consoleUrl: env('CONSOLE_URL') ?? 'http://localhost:3000',
		publicUrl: env('GATEWAY_PUBLIC_URL'),
		secret: env('GATEWAY_SECRET'),
		smtpUrl: env('SMTP_URL'),
		run,
	})
	console.log(`Reference gateway on ${standalone.url} (${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`})`)
	const pages = standalone.gateway.testPages
	console.log(
		`Test pages: ${pages.length ? pages.join(', ') : 'none'}${run.production && pages.length ? ' (mailbox and sign-in links for platform staff only)' : ''}; demo data ${run.seedDemo ? 'seeded when the database is empty' : 'off'}`,
	)
	if (standalone.gateway.mailboxEnabled) console.log(`Mailbox: ${standalone.url}/__gateway/mailbox`)
	const shutdown = () => {
		standalone.close().then(
			() => process.exit(0),
			() => process.exit(1),
		)
	}
	process.once('SIGINT', shutdown)
	process.once('SIGTERM', shutdown)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	main().catch((error) => {
		console.error(error instanceof Error ? error.message : error)
		process.exit(1)
	})
}
