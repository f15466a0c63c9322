import { and, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { surveyResponses, surveys } from '../db/schema.ts'
import { type Deps, assertSelf, authenticate, companyScope, isUniqueViolation } from '../lib/context.ts'
import { errors, noContent, readBody } from '../lib/http.ts'
import type { Hono } from 'hono'

export const SURVEY_RATING_MIN = 1
export const SURVEY_RATING_MAX = 5

const ResponseSchema = z.object({
	rating: z
		.number({ error: 'Please select a rating' })
		.int()
		.min(SURVEY_RATING_MIN, `Rating must be at least ${SURVEY_RATING_MIN}`)
		.max(SURVEY_RATING_MAX, `Rating must be at most ${SURVEY_RATING_MAX}`),
	message: z.string().max(5000).optional().default(''),
})

export function registerSurveyRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	app.get('/api/v1/surveys/company/:companyId/user/:userId', async (c) => {
		const actor = await authenticate(c, deps)
		await companyScope(deps, actor, c.req.param('companyId'))
		const userId = c.req.param('userId')
		assertSelf(actor, userId)
		const platform = c.req.query('platform') ?? 'admin'
		const [survey] = await db
			.select({ id: surveys.id, title: surveys.title })
			.from(surveys)
			.where(
				and(
					eq(surveys.platform, platform),
					eq(surveys.isActive, true),
					sql`not exists (select 1 from ${surveyResponses} where ${surveyResponses.surveyId} = ${surveys.id} and ${surveyResponses.userId} = ${userId})`,
				),
			)
			.orderBy(desc(surveys.createdAt))
			.limit(1)
		return c.json({ survey: survey ?? null })
	})

	app.post('/api/v1/surveys/company/:companyId/:surveyId/user/:userId/response', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('companyId'))
		const userId = c.req.param('userId')
		assertSelf(actor, userId)
		const body = await readBody(c, ResponseSchema)
		const [survey] = await db
			.select({ id: surveys.id })
			.from(surveys)
			.where(and(eq(surveys.id, c.req.param('surveyId')), eq(surveys.isActive, true)))
			.limit(1)
		if (!survey) throw errors.notFound('Survey not found')
		try {
			await db.insert(surveyResponses).values({
				surveyId: survey.id,
				companyId: company.id,
				userId,
				rating: body.rating,
				message: body.message,
				createdAt: deps.now(),
			})
		} catch (error) {
			if (isUniqueViolation(error)) throw errors.conflict('survey_already_answered', 'This survey is already answered.')
			throw error
		}
		return noContent(c)
	})
}
