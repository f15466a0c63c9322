import { describe, expect, test } from 'vitest'
import { CourseDetailSchema, CourseListSchema } from '#app/gateway/courses.server.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// The course catalogue on a PostgreSQL server (TEST_DATABASE_URL): migration 0016's catalogue (translated
// rows included), the demo's custom trainings and shares, and the open campaign of each course.

describe.skipIf(!POSTGRES_URL)('the course catalogue on PostgreSQL', () => {
	let t: TestGateway
	const tokens: Record<string, string> = {}
	const C = SEED.companies
	const W = SEED.courses

	usePostgresGateway('courses', async (gateway) => {
		t = gateway
		for (const key of ['globexAdmin', 'contosoAdmin'] as const) tokens[key] = await t.signIn(SEED.users[key].email)
	})

	test("Globex's list carries its running and queued campaigns; the French list only French rows", async () => {
		const reply = await t.call('GET', `/api/v1/course/company/${C.globex}`, { token: tokens.globexAdmin })
		const courses = new Map(CourseListSchema.parse(reply.body).courses.map((c) => [c.id, c]))
		expect(courses.get(W.annual)?.campaign).toEqual({ id: SEED.campaigns.globexAnnual, status: 'IN_PROGRESS' })
		expect(courses.get('crs_ransomware')?.campaign).toEqual({ id: SEED.campaigns.globexQueued, status: 'QUEUED' })
		for (const id of [...W.gaming, W.deleted, W.northwindPublished, W.northwindDraft]) expect(courses.has(id), id).toBe(false)
		const french = CourseListSchema.parse(
			(await t.call('GET', `/api/v1/course/company/${C.globex}`, { token: tokens.globexAdmin, query: { languageCode: 'fr' } })).body,
		).courses
		expect(french.length).toBeGreaterThan(0)
		expect(french.every((c) => c.language === 'fr')).toBe(true)
	})

	test("Contoso views Northwind's shared training with its chapters", async () => {
		const reply = await t.call('GET', `/api/v1/course/company/${C.contoso}/course/${W.northwindPublished}/view/admin`, {
			token: tokens.contosoAdmin,
		})
		expect(reply.status).toBe(200)
		const course = CourseDetailSchema.parse(reply.body)
		expect(course.isShared).toBe(true)
		expect(course.sections.flatMap((s) => s.chapters)).toHaveLength(course.totalChapters)
		const draft = await t.call('GET', `/api/v1/course/company/${C.contoso}/course/${W.northwindDraft}/view/admin`, {
			token: tokens.contosoAdmin,
		})
		expect(draft.status).toBe(404)
	})
})
