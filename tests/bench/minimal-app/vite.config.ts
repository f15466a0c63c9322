import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
	plugins: [reactRouter()],
	// Its own cache (gitignored here), not the console's node_modules/.vite.
	cacheDir: '.vite',
})
