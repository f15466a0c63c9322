import type { Config } from '@react-router/dev/config'

// The reference app of tests/bench/throughput.ts: server-rendered, nothing else turned on. The bench
// builds it into a folder of its own under the system's temporary folder (MINIMAL_APP_BUILD_DIR).
export default {
	ssr: true,
	buildDirectory: process.env.MINIMAL_APP_BUILD_DIR ?? 'build',
} satisfies Config
