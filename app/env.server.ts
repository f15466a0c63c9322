import { randomBytes } from 'node:crypto'
import { z } from 'zod'
// The embedded reference gateway's run mode (test pages, demo seed, first staff account): one pure
// parser shared with the standalone gateway, so both read GATEWAY_TEST_PAGES and SEED_DEMO alike.
import { type GatewayRunConfig, parseGatewayRunConfig } from '#server/shared/gateway-run-config.ts'

/**
 * Environment of the console, validated once at start. A bad value stops the
 * process with a message that names the variable, rather than failing later.
 */
const EnvSchema = z.object({
	NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
	PORT: z.coerce
		.number({ error: 'PORT must be a number' })
		.int('PORT must be a whole number')
		.min(1, 'PORT must be between 1 and 65535')
		.max(65535, 'PORT must be between 1 and 65535')
		.default(3000),
	SESSION_SECRET: z
		.string()
		.min(32, 'SESSION_SECRET must be at least 32 characters (several secrets: comma-separated, newest first)')
		.optional(),
	GATEWAY_URL: z.url({ error: 'GATEWAY_URL must be an absolute http(s) URL' }).optional(),
	DATA_DIR: z.string().min(1).default('./data'),
	DATABASE_URL: z
		.string()
		.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
		.optional(),
	SMTP_URL: z
		.string()
		.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
		.optional(),
	REDIS_URL: z
		.string()
		.regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
		.optional(),
	PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be an absolute http(s) URL' }).optional(),
	TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).default('0'),
	GATEWAY_MAILBOX: z.enum(['0', '1', 'true', 'false'], { error: 'GATEWAY_MAILBOX must be 1 or 0' }).optional(),
	SIGN_IN_LIMIT_PER_MINUTE: z.coerce
		.number({ error: 'SIGN_IN_LIMIT_PER_MINUTE must be a number' })
		.int('SIGN_IN_LIMIT_PER_MINUTE must be a whole number')
		.min(1, 'SIGN_IN_LIMIT_PER_MINUTE must be at least 1')
		.default(30),
	// Admission of the app's requests (server/http/admission.ts): how many are handled at once per
	// process, and how long a page read may wait for its turn before it is answered 503.
	MAX_ACTIVE_REQUESTS: z.coerce
		.number({ error: 'MAX_ACTIVE_REQUESTS must be a number' })
		.int('MAX_ACTIVE_REQUESTS must be a whole number')
		.min(1, 'MAX_ACTIVE_REQUESTS must be at least 1')
		.default(8),
	REQUEST_WAIT_LIMIT_MS: z.coerce
		.number({ error: 'REQUEST_WAIT_LIMIT_MS must be a number' })
		.int('REQUEST_WAIT_LIMIT_MS must be a whole number')
		.min(100, 'REQUEST_WAIT_LIMIT_MS must be at least 100')
		.default(1500),
	// How long the shell's reads are kept per session (app/auth/shell-cache.server.ts); 0 turns it off.
	SHELL_CACHE_SECONDS: z.coerce
		.number({ error: 'SHELL_CACHE_SECONDS must be a number' })
		.int('SHELL_CACHE_SECONDS must be a whole number')
		.min(0, 'SHELL_CACHE_SECONDS must be between 0 and 60')
		.max(60, 'SHELL_CACHE_SECONDS must be between 0 and 60')
		.default(5),
})

export type Env = z.infer<typeof EnvSchema> & {
	sessionSecrets: string[]
	publicUrl: string
	trustProxy: boolean
	/**
	 * The embedded gateway's test pages (GATEWAY_TEST_PAGES; GATEWAY_MAILBOX adds or removes the
	 * mailbox), demo seed (SEED_DEMO) and first staff account (GATEWAY_ADMIN_EMAIL, GATEWAY_ADMIN_PASSWORD).
	 */
	gateway: GatewayRunConfig
	/** Whether the embedded gateway serves the web mailbox (gateway.testPages has it). */
	mailbox: boolean
}

let cached: Env | undefined

/** Empty strings count as unset, as in most deployment tools. */
function withoutEmpty(source: NodeJS.ProcessEnv) {
	return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
	const result = EnvSchema.safeParse(withoutEmpty(source))
	if (!result.success) {
		const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
		throw new Error(`Invalid environment:\n${lines.join('\n')}`)
	}
	const env = result.data
	// Throws "Invalid environment" naming GATEWAY_TEST_PAGES, SEED_DEMO or GATEWAY_ADMIN_*.
	const gateway = parseGatewayRunConfig({ ...withoutEmpty(source), NODE_ENV: env.NODE_ENV })
	let sessionSecrets: string[]
	if (env.SESSION_SECRET) {
		sessionSecrets = env.SESSION_SECRET.split(',')
			.map((s) => s.trim())
			.filter(Boolean)
	} else if (env.NODE_ENV === 'production') {
		throw new Error('Invalid environment:\n  - SESSION_SECRET: required in production (at least 32 characters)')
	} else {
		sessionSecrets = [devSessionSecret()]
	}
	return {
		...env,
		sessionSecrets,
		publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
		trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
		gateway,
		mailbox: gateway.testPages.includes('mailbox'),
	}
}

// One generated secret per process; sessions end on restart, which is fine for development.
// Kept on globalThis: in development Vite re-evaluates this module after changes, and a new
// secret would sign everyone out.
const DEV_SECRET_KEY = Symbol.for('console.devSessionSecret')
function devSessionSecret() {
	const registry = globalThis as { [DEV_SECRET_KEY]?: string }
	if (!registry[DEV_SECRET_KEY]) {
		registry[DEV_SECRET_KEY] = randomBytes(32).toString('hex')
		console.warn('SESSION_SECRET is not set: using a generated development secret (sessions end when the server restarts).')
	}
	return registry[DEV_SECRET_KEY]
}

export function getEnv(): Env {
	cached ??= parseEnv(process.env)
	return cached
}
