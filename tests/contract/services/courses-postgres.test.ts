import { and, count, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { CourseCampaignCreatedSchema, CourseDetailSchema, CourseListSchema, type NewCourseCampaign } from '#app/gateway/courses.server.ts'
import type { GatewayDatabase } from '#server/gateway/db/open.ts'
import { outbox } from '#server/gateway/db/schema.ts'
import { createMailer } from '#server/gateway/lib/mailer.ts'
import { startQueuedCampaigns } from '#server/gateway/services/courses.ts'
import { CONSOLE_URL, POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// The course catalogue on a PostgreSQL server (TEST_DATABASE_URL): migration 0016's catalogue (translated
// rows included), the demo's custom trainings and shares, and the open campaign of each course; a queued
// campaign that several gateway instances' rounds start at the same moment starts once (migration 0018).

describe.skipIf(!POSTGRES_URL)('the course catalogue on PostgreSQL', () => {
	let t: TestGateway
	let database: GatewayDatabase
	const tokens: Record<string, string> = {}
	const C = SEED.companies
	const W = SEED.courses

	usePostgresGateway('courses', async (gateway, db) => {
		t = gateway
		database = db
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

	test('a queued campaign for two groups: concurrent rounds on its start date start it and email its assignees once', async () => {
		const startDate = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
		const body: NewCourseCampaign = {
			name: 'Phishing for managers and remote staff',
			assignmentType: 'groups',
			departmentIds: [],
			groupIds: ['grp_globex_managers', 'grp_globex_remote'],
			daysToComplete: 21,
			startDate,
			notificationsEnabled: true,
			notificationSubject: 'Phishing course for your group',
			notificationMessage: '',
			attachmentLink: null,
		}
		const reply = await t.call('POST', `/api/v1/course/company/${C.globex}/course/crs_phishing/campaigns`, {
			token: tokens.globexAdmin,
			body,
		})
		expect(reply.status, reply.text).toBe(201)
		const created = CourseCampaignCreatedSchema.parse(reply.body)
		expect(created.status).toBe('QUEUED')
		expect(created.assignedUsers).toBeGreaterThan(0)

		const db = database.db
		const at = new Date(`${startDate}T00:10:00Z`)
		const mailers = Array.from({ length: 4 }, () => createMailer(db, { now: () => at }))
		const runs = await Promise.all(
			mailers.map((mailer) => startQueuedCampaigns({ db, mailer, now: () => at, config: { pagesBaseUrl: CONSOLE_URL } }, at)),
		)
		await Promise.all(mailers.map((mailer) => mailer.close()))
		expect(runs.reduce((sum, run) => sum + run.started, 0)).toBe(1)
		expect(runs.reduce((sum, run) => sum + run.emails, 0)).toBe(created.assignedUsers)
		const [sent] = await db
			.select({ n: count() })
			.from(outbox)
			.where(and(eq(outbox.kind, 'training_assigned'), eq(outbox.subject, body.notificationSubject)))
		expect(sent!.n).toBe(created.assignedUsers)
	})
})
