import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
	plugins: [tailwindcss(), reactRouter()],
	build: { target: 'es2022' },
	ssr: {
		// Server-only packages with native or wasm parts stay external.
		external: ['@electric-sql/pglite', 'pg', 'nodemailer', 'ioredis'],
	},
})
