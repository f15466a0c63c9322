import type { Config } from '@react-router/dev/config'

// BUILD_DIR lets several builds live side by side (parallel work on one machine); server/index.ts reads the same.
export default {
	ssr: true,
	buildDirectory: process.env.BUILD_DIR ?? 'build',
	future: {
		v8_middleware: true,
		v8_splitRouteModules: true,
		v8_viteEnvironmentApi: true,
		v8_trailingSlashAwareDataRequests: true,
		v8_passThroughRequests: true,
	},
} satisfies Config
