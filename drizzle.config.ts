import { defineConfig } from 'drizzle-kit'

// Migrations of the reference gateway: `npm run db:generate` after editing the schema.
export default defineConfig({
	dialect: 'postgresql',
	schema: './server/gateway/db/schema.ts',
	out: './server/gateway/db/migrations',
})
