import { defineConfig } from 'vitest/config'
import { textsPlugin } from './app/i18n/texts-plugin.ts'

export default defineConfig({
	plugins: [textsPlugin()],
	test: {
		environment: 'node',
		// Migrates and seeds one PGlite per run; gateway tests start from its dump (tests/fixtures/gateway.ts).
		globalSetup: ['tests/fixtures/gateway-global-setup.ts'],
		testTimeout: 20_000,
		hookTimeout: 60_000,
		projects: [
			{
				// The console (app/) and its contract with the gateway (tests/contract/): msw doubles of the gateway.
				extends: true,
				test: {
					name: 'console',
					include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'tests/**/*.test.ts', 'tests/**/*.test.tsx'],
					exclude: ['tests/e2e/**', 'tests/bench/**'],
					setupFiles: ['tests/setup/console-errors.ts', 'tests/setup/gateway-doubles.ts'],
					// Files share a worker's modules (React Router, msw, the texts are imported once per worker,
					// not once per file): 227 s → 101 s on a 2-core machine. The setup files still run per file
					// and reset the doubles after every test; a file that mocks a module says so with vi.mock,
					// which vitest scopes to the file.
					isolate: false,
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
