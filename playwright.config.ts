import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests in Debian's Chromium (no downloaded browsers here). Each
 * project — JavaScript on, JavaScript off — gets its own console server on the
 * production build with its own fresh embedded gateway data, so the two runs
 * never see each other's sign-ins, lockouts or registrations. Before each, its
 * setup project signs the demo accounts in once (tests/e2e/sign-in.setup.ts) for
 * the `account` fixture (tests/e2e/fixtures.ts).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const SECRET = 'e2e-session-secret-0123456789abcdef0123456789abcdef'

// E2E_PORT_BASE lets several runs share a machine; E2E_DEV=1 serves the Vite development build
// (no `npm run build`), for quick runs while working. CI uses neither.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3101)
const DEV = process.env.E2E_DEV === '1'
const BUILD_DIR = process.env.BUILD_DIR ?? 'build'
const servers = [
	{ name: 'js', port: PORT_BASE, javaScriptEnabled: true },
	{ name: 'no-js', port: PORT_BASE + 1, javaScriptEnabled: false },
]

// Specs that only use the browser as an HTTP client, or that change the shared demo accounts (their own project).
const RAW_HTTP_SPECS = /(http-hardening|crash-recovery|first-start|partner-isolation|workers)\.spec\.ts/
// Oversized and broken-off bodies against the js server, alone once the browser projects are done: its
// figures (memory, /healthz latency, the 413 before a reset) measure the server, not its neighbours' load.
const HARDENING_SPEC = /http-hardening\.spec\.ts/
const DEMO_TENANT_SPEC = /demo-tenant\.spec\.ts/

export default defineConfig({
	testDir: 'tests/e2e',
	// Every spec file builds or reads its own data (registered companies, users it creates), so tests spread
	// over the workers one by one; a file whose tests must share one browser session says so itself.
	fullyParallel: true,
	workers: Number(process.env.E2E_WORKERS ?? 2),
	retries: process.env.CI ? 1 : 0,
	timeout: 30_000,
	expect: { timeout: 7_000 },
	reporter: [['list']],
	use: {
		// Recording a trace of every test cost a third of the run (users and profile specs: 143 s → 100 s
		// without); a failing test's retry (CI retries once) records one. Locally: --trace on.
		trace: 'on-first-retry',
		launchOptions: {
			executablePath: CHROMIUM,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-dev-shm-usage',
				// The white-label e2e reaches the console as Northwind's custom domain, over plain http; the
				// production build's cookies are Secure, which a browser keeps only on a secure origin.
				'--host-resolver-rules=MAP console.northwind.test 127.0.0.1',
				`--unsafely-treat-insecure-origin-as-secure=${servers.map((s) => `http://console.northwind.test:${s.port}`).join(',')}`,
			],
		},
	},
	projects: [
		...servers.map((s) => ({
			name: `setup-${s.name}`,
			testMatch: /sign-in\.setup\.ts/,
			use: { baseURL: `http://localhost:${s.port}`, javaScriptEnabled: s.javaScriptEnabled },
		})),
		...servers.map((s) => ({
			name: s.name,
			dependencies: [`setup-${s.name}`],
			// Raw-HTTP specs (no browser) run once, in the js project; so do tests tagged @read-only: pages that only
			// show data, whose server-drawn HTML is the same with JavaScript off. Every form flow runs in both.
			testIgnore: s.javaScriptEnabled ? [DEMO_TENANT_SPEC, HARDENING_SPEC] : [DEMO_TENANT_SPEC, RAW_HTTP_SPECS],
			grepInvert: s.javaScriptEnabled ? undefined : /@read-only/,
			use: { baseURL: `http://localhost:${s.port}`, javaScriptEnabled: s.javaScriptEnabled },
		})),
		// Changes to the shared demo accounts run alone, once the others are done.
		{
			name: 'http-hardening',
			testMatch: HARDENING_SPEC,
			dependencies: servers.map((s) => s.name),
			use: { baseURL: `http://localhost:${servers[0]!.port}`, javaScriptEnabled: true },
		},
		{
			name: 'demo-tenant',
			testMatch: DEMO_TENANT_SPEC,
			dependencies: servers.map((s) => s.name),
			use: { baseURL: `http://localhost:${servers[1]!.port}`, javaScriptEnabled: false },
		},
	],
	webServer: servers.map((s) => ({
		// Fresh demo data on every run.
		// The compiled server of `npm run build` (BUILD_DIR honoured); E2E_DEV runs the source with Vite.
		command: `rm -rf tests/.tmp/e2e-${s.port} && ${DEV ? 'node --import tsx server/runtime/main.ts' : `node ${BUILD_DIR}/runtime/main.js`}`,
		url: `http://localhost:${s.port}/readyz`,
		reuseExistingServer: false,
		// Development builds on a busy machine can take minutes to answer the first request.
		timeout: DEV ? 600_000 : 120_000,
		stdout: 'pipe',
		env: {
			NODE_ENV: DEV ? 'development' : 'production',
			PORT: String(s.port),
			SESSION_SECRET: SECRET,
			DATA_DIR: `tests/.tmp/e2e-${s.port}`,
			PUBLIC_URL: `http://localhost:${s.port}`,
			// Every test signs in from 127.0.0.1; the per-address limit has its own unit test.
			SIGN_IN_LIMIT_PER_MINUTE: '10000',
			// Production build, yet the reference gateway's test pages and demo data: the flows sign in as
			// the demo accounts, read codes from the mailbox (as staff: tests/e2e/helpers.ts staffRequest),
			// pay the test checkout, publish DNS records and sign in through the identity provider it plays.
			GATEWAY_TEST_PAGES: 'mailbox,sign-in-links,checkout,dns,idp',
			SEED_DEMO: '1',
			// The white-label e2e reaches the console as console.northwind.test (E2E_DEV's Vite checks hosts).
			__VITE_ADDITIONAL_SERVER_ALLOWED_HOSTS: 'console.northwind.test',
		},
	})),
})
