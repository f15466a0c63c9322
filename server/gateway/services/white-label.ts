import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { companies } from '../db/schema.ts'
import type { Deps } from '../lib/context.ts'
import { errors } from '../lib/http.ts'

export function registerWhiteLabelRoutes(app: Hono, deps: Deps): void {
	app.get('/white-label/api/v1/by-domain/:domain', async (c) => {
		const host = c.req.param('domain').trim().toLowerCase().replace(/:\d+$/, '')
		const [company] = await deps.db
			.select()
			.from(companies)
			.where(sql`lower(${companies.customDomainAdmin}) = ${host}`)
			.limit(1)
		if (!company) throw errors.notFound('No company uses this domain.')
		return c.json({
			companyId: company.id,
			name: company.name,
			logo: company.logo,
			isVerified: company.customDomainAdminVerified,
		})
	})
}
