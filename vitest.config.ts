import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { textsPlugin } from './app/i18n/texts-plugin.ts'

const CONSOLE_TESTS = ['app/**/*.test.ts', 'app/**/*.test.tsx', 'tests/**/*.test.ts', 'tests/**/*.test.tsx']
const NOT_UNIT = ['tests/e2e/**', 'tests/bench/**']
const CONSOLE_SETUP = ['tests/setup/console-errors.ts', 'tests/setup/gateway-doubles.ts']
/** Files that stub the environment or globals, or reset modules (vi.stubEnv, vi.stubGlobal, process.env, vi.resetModules). */
const OWN_MODULES = [
	'app/auth/shell-cache.server.test.ts',
	'app/auth/cookies-production.server.test.ts',
	'app/gateway/client.server.test.ts',
	'app/i18n/locales.test.ts',
	'app/lib/draft-store.server.test.ts',
	'app/routes/licensing/gateway.test.ts',
	'tests/contract/contract.test.ts',
]

export default defineConfig({
	plugins: [textsPlugin()],
	test: {
		environment: 'node',
		// Migrates and seeds one PGlite per run; gateway tests start from its dump (tests/fixtures/gateway.ts).
		globalSetup: ['tests/fixtures/gateway-global-setup.ts'],
		// Files the console keeps on disk (uploads on their way to the gateway) go to a scratch folder.
		env: { DATA_DIR: process.env.VITEST_DATA_DIR ?? path.join(os.tmpdir(), 'console-vitest-data') },
		testTimeout: 20_000,
		hookTimeout: 60_000,
		projects: [
			{
				// The console (app/) and its contract with the gateway (tests/contract/): msw doubles of the gateway.
				extends: true,
				test: {
					name: 'console',
					include: CONSOLE_TESTS,
					exclude: [...NOT_UNIT, ...OWN_MODULES],
					setupFiles: CONSOLE_SETUP,
					// Files share a worker's modules (React Router, msw, the texts are imported once per worker,
					// not once per file): 227 s → 101 s on a 2-core machine. The setup files still run per file
					// and reset the doubles after every test.
					isolate: false,
				},
			},
			{
				// The console's tests that change the environment, globals or the module registry: each file
				// gets modules of its own.
				extends: true,
				test: {
					name: 'console-isolated',
					include: OWN_MODULES,
					setupFiles: CONSOLE_SETUP,
				},
			},
			{
				// The reference gateway and the HTTP server: real requests, no doubles, no GATEWAY_URL.
				extends: true,
				test: {
					name: 'server',
					include: ['server/**/*.test.ts'],
					setupFiles: ['tests/setup/console-errors.ts'],
				},
			},
		],
	},
})
