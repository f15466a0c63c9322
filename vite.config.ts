import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { textsPlugin } from './app/i18n/texts-plugin.ts'
import { precompressPlugin } from './server/static/precompress.ts'

// One value for the server and browser bundles of a build (the new-version banner compares them):
// kept in the environment, so a config loaded again in the same build process gives the same value.
// A deploy pipeline may pin it with BUILD_TIMESTAMP.
const buildTimestamp = (process.env.BUILD_TIMESTAMP ??= new Date().toISOString())

export default defineConfig({
	plugins: [tailwindcss(), textsPlugin(), reactRouter(), precompressPlugin()],
	define: { __BUILD_TIMESTAMP__: JSON.stringify(buildTimestamp) },
	build: {
		target: 'es2022',
		modulePreload: {
			// A language's texts chunk fetches what it shares with other languages itself: listing every
			// language's dependencies in the loader would put dozens of file names on every page.
			resolveDependencies: (_chunk, deps, { hostId }) => (/(resources[^/]*|console-loaders[^/]*)$/.test(hostId) ? [] : deps),
		},
	},
	// Separate caches let several development servers run side by side (e2e runs with E2E_DEV=1).
	cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
	// Pre-bundled up front in development: discovering them on the first page (zod/mini arrives
	// lazily with form validation) would make Vite reload the page mid-session.
	optimizeDeps: {
		include: [
			'react',
			'react-dom',
			'react-dom/client',
			'react-router',
			'react-router/dom',
			'@conform-to/react',
			'@conform-to/dom',
			'@conform-to/zod/v4',
			'zod/mini',
			'@radix-ui/react-dialog',
			'@radix-ui/react-dropdown-menu',
			'@radix-ui/react-popover',
			'@radix-ui/react-radio-group',
			'@radix-ui/react-tooltip',
			'@radix-ui/react-slot',
			'class-variance-authority',
			'clsx',
			'tailwind-merge',
			'remix-utils/use-hydrated',
		],
	},
	ssr: {
		// Server-only packages with native or wasm parts stay external.
		external: ['@electric-sql/pglite', 'pg', 'nodemailer', 'ioredis'],
	},
})
