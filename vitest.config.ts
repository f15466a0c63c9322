import { defineConfig } from 'vitest/config'

export default defineConfig({
	test: {
		include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'server/**/*.test.ts'],
		environment: 'node',
		// Migrates and seeds one PGlite per run; gateway tests start from its dump (tests/fixtures/gateway.ts).
		globalSetup: ['tests/fixtures/gateway-global-setup.ts'],
		testTimeout: 20_000,
		hookTimeout: 60_000,
	},
})
