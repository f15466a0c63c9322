import { describe, expect, test } from 'vitest'
import {
	COURSE_TYPES,
	type Course,
	CourseCampaignCreatedSchema,
	CourseCampaignsSchema,
	CourseChaptersSchema,
	CourseCopySchema,
	CourseDetailSchema,
	CourseListSchema,
	CourseSectionsSchema,
	type NewCourseCampaign,
} from '#app/gateway/courses.server.ts'
import { UserListSchema } from '#app/gateway/users.server.ts'
import { demoAssignmentScore } from '#server/gateway/db/seed.ts'
import { createMailer } from '#server/gateway/lib/mailer.ts'
import { startQueuedCampaigns } from '#server/gateway/services/courses.ts'
import { CONSOLE_URL, SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t, tokens } = useTestGateway({
	signIn: ['acmeAdmin', 'acmeLearner', 'globexAdmin', 'initechAdmin', 'northwindPartner', 'contosoAdmin', 'support'],
})

const C = SEED.companies
const U = SEED.users
const W = SEED.courses
const DAY_MS = 24 * 60 * 60 * 1000

const list = async (token: string, companyId: string, languageCode?: string) => {
	const reply = await t.call('GET', `/api/v1/course/company/${companyId}`, {
		token,
		query: languageCode ? { languageCode } : {},
	})
	expect(reply.status, reply.text).toBe(200)
	return CourseListSchema.parse(reply.body).courses
}
const byId = (courses: Course[]) => new Map(courses.map((course) => [course.id, course]))
const viewPath = (companyId: string, courseId: string) => `/api/v1/course/company/${companyId}/course/${courseId}/view/admin`
const sectionsPath = (companyId: string, courseId: string) => `/api/v1/course/${companyId}/sections_by_course_id/${courseId}`
const chaptersPath = (companyId: string, courseId: string) => `/api/v1/course/${companyId}/chapters/${courseId}`
const view = async (token: string, companyId: string, courseId: string) => {
	const reply = await t.call('GET', viewPath(companyId, courseId), { token })
	expect(reply.status, reply.text).toBe(200)
	return CourseDetailSchema.parse(reply.body)
}

describe('the course list', () => {
	test('the English list has every category, the annual course first, and no gaming or deleted course', async () => {
		const courses = await list(tokens.acmeAdmin!, C.acme)
		expect(courses.length).toBeGreaterThanOrEqual(28)
		expect(new Set(courses.map((c) => c.courseType))).toEqual(new Set(COURSE_TYPES))
		expect(courses.every((c) => c.language === 'en')).toBe(true)
		expect(courses[0]).toMatchObject({ id: W.annual, isDefault: true, isFree: true, campaign: null, isShared: false })
		expect(courses.filter((c) => c.isDefault).map((c) => c.id)).toEqual([W.annual])
		const ids = new Set(courses.map((c) => c.id))
		for (const id of [...W.gaming, W.deleted]) expect(ids.has(id), id).toBe(false)
		for (const id of [
			...W.awareness,
			...W.specialized,
			...W.compliance,
			...W.forDevelopers,
			...W.forDevelopersManualStart,
			...W.forAdmins,
			...W.forPartnerAdmins,
		]) {
			expect(ids.has(id), id).toBe(true)
		}
		// Ordered by the catalogue's order, then name.
		const orders = courses.map((c) => c.order)
		expect(orders).toEqual([...orders].sort((a, b) => a - b))
		expect(courses.some((c) => c.isPopular)).toBe(true)
		expect(courses.some((c) => c.isHot)).toBe(true)
		// Acme sees no custom training of another company.
		expect(courses.every((c) => c.customTrainingCompanyId === null && !c.isShared)).toBe(true)
	})

	test('two catalogue courses were created in the last 30 days (the "new" tag), the rest long ago', async () => {
		const courses = await list(tokens.acmeAdmin!, C.acme)
		const recent = courses.filter((c) => Date.now() - Date.parse(c.createdAt) < 30 * DAY_MS).map((c) => c.id)
		expect(recent.sort()).toEqual([...W.recent].sort())
	})

	test('the German list has only German rows, the annual course among them', async () => {
		const courses = await list(tokens.acmeAdmin!, C.acme, 'de')
		expect(courses.length).toBeGreaterThanOrEqual(8)
		expect(courses.every((c) => c.language === 'de')).toBe(true)
		expect(byId(courses).get(`${W.annual}_de`)?.name).toBe('Jährliche Security-Awareness-Schulung')
		const hebrew = await list(tokens.acmeAdmin!, C.acme, 'he')
		expect(hebrew.every((c) => c.language === 'he')).toBe(true)
		expect(hebrew.length).toBe(courses.length)
		// A language without a translated catalogue lists nothing (not the English rows).
		expect(await list(tokens.acmeAdmin!, C.acme, 'ja')).toEqual([])
	})

	test('Northwind sees its custom trainings, the draft included; Globex does not', async () => {
		const northwind = byId(await list(tokens.northwindPartner!, C.northwind))
		expect(northwind.get(W.northwindPublished)).toMatchObject({
			customTrainingCompanyId: C.northwind,
			isDraft: false,
			isShared: false,
		})
		expect(northwind.get(W.northwindDraft)).toMatchObject({ customTrainingCompanyId: C.northwind, isDraft: true })
		const globex = byId(await list(tokens.globexAdmin!, C.globex))
		expect(globex.has(W.northwindPublished)).toBe(false)
		expect(globex.has(W.northwindDraft)).toBe(false)
	})

	test("Contoso sees Northwind's shared training marked shared, and not the draft", async () => {
		const contoso = byId(await list(tokens.contosoAdmin!, C.contoso))
		expect(contoso.get(W.northwindPublished)).toMatchObject({ isShared: true, customTrainingCompanyId: C.northwind, isDraft: false })
		expect(contoso.has(W.northwindDraft)).toBe(false)
		// The partner reads its customer's list the same way.
		expect(byId(await list(tokens.northwindPartner!, C.contoso)).get(W.northwindPublished)?.isShared).toBe(true)
	})

	test("each course carries the company's open campaign: running, queued, or suspended by an expired trial", async () => {
		const globex = byId(await list(tokens.globexAdmin!, C.globex))
		expect(globex.get(W.annual)?.campaign).toEqual({ id: SEED.campaigns.globexAnnual, status: 'IN_PROGRESS' })
		expect(globex.get('crs_ransomware')?.campaign).toEqual({ id: SEED.campaigns.globexQueued, status: 'QUEUED' })
		expect(globex.get('crs_phishing')?.campaign).toBeNull()
		const initech = byId(await list(tokens.initechAdmin!, C.initech))
		expect(initech.get(W.annual)?.campaign).toEqual({ id: SEED.campaigns.initechAnnual, status: 'SUSPENDED' })
		// The German row is another course: Globex's campaigns run the English one.
		expect(byId(await list(tokens.globexAdmin!, C.globex, 'de')).get(`${W.annual}_de`)?.campaign).toBeNull()
	})

	test('an unknown languageCode is refused with the validation error naming it', async () => {
		const reply = await t.call('GET', `/api/v1/course/company/${C.acme}`, {
			token: tokens.acmeAdmin,
			query: { languageCode: 'xx' },
		})
		expect(reply.status).toBe(422)
		expect(reply.body).toMatchObject({
			code: 'validation_error',
			message: 'Missing or invalid request parameters: languageCode.',
		})
	})

	test("a learner is refused, as is another company's list or no sign-in", async () => {
		const learner = await t.call('GET', `/api/v1/course/company/${C.acme}`, { token: tokens.acmeLearner })
		expect(learner.status).toBe(403)
		expect(learner.body.code).toBe('company_not_accessible')
		const foreign = await t.call('GET', `/api/v1/course/company/${C.globex}`, { token: tokens.acmeAdmin })
		expect(foreign.body.code).toBe('company_not_accessible')
		expect((await t.call('GET', `/api/v1/course/company/${C.acme}`)).status).toBe(401)
		// Staff read any company's list.
		expect((await list(tokens.support!, C.globex)).length).toBeGreaterThan(0)
	})
})

describe('one course with its sections and chapters', () => {
	test('view/admin returns the sections and chapters in order, matching the totals', async () => {
		const course = await view(tokens.globexAdmin!, C.globex, W.annual)
		expect(course).toMatchObject({ id: W.annual, isDefault: true, campaign: { id: SEED.campaigns.globexAnnual, status: 'IN_PROGRESS' } })
		expect(course.sections.length).toBeGreaterThanOrEqual(2)
		expect(course.sections.map((s) => s.order)).toEqual(course.sections.map((_, i) => i + 1))
		const chapters = course.sections.flatMap((s) => s.chapters)
		expect(chapters.length).toBe(course.totalChapters)
		expect(chapters.filter((ch) => ch.kind === 'quiz').length).toBe(course.totalQuizzes)
		expect(chapters.reduce((sum, ch) => sum + ch.durationMinutes, 0)).toBe(course.totalTimeInMinutes)
		for (const section of course.sections) {
			expect(section.chapters.length).toBeGreaterThanOrEqual(2)
			expect(section.chapters.every((ch) => ch.sectionId === section.id)).toBe(true)
			expect(section.chapters.map((ch) => ch.order)).toEqual(section.chapters.map((_, i) => i + 1))
		}
	})

	test('every listed course, in every language, has 2–4 sections and totals that match its chapters', async () => {
		for (const language of ['en', 'de', 'fr', 'es', 'he']) {
			for (const listed of await list(tokens.northwindPartner!, C.northwind, language)) {
				const course = await view(tokens.northwindPartner!, C.northwind, listed.id)
				const chapters = course.sections.flatMap((s) => s.chapters)
				expect(course.sections.length, listed.id).toBeGreaterThanOrEqual(1)
				expect(course.sections.length, listed.id).toBeLessThanOrEqual(4)
				expect([chapters.length, chapters.filter((ch) => ch.kind === 'quiz').length], listed.id).toEqual([
					listed.totalChapters,
					listed.totalQuizzes,
				])
				expect(
					chapters.reduce((sum, ch) => sum + ch.durationMinutes, 0),
					listed.id,
				).toBe(listed.totalTimeInMinutes)
			}
		}
	})

	test('the sections and chapters calls answer the same structure', async () => {
		const course = await view(tokens.contosoAdmin!, C.contoso, W.northwindPublished)
		expect(course.isShared).toBe(true)
		const sections = CourseSectionsSchema.parse(
			(await t.call('GET', sectionsPath(C.contoso, W.northwindPublished), { token: tokens.contosoAdmin })).body,
		).sections
		expect(sections).toEqual(course.sections.map(({ chapters: _, ...section }) => section))
		const chapters = CourseChaptersSchema.parse(
			(await t.call('GET', chaptersPath(C.contoso, W.northwindPublished), { token: tokens.contosoAdmin })).body,
		).chapters
		expect(chapters).toEqual(course.sections.flatMap((s) => s.chapters))
		expect(chapters.length).toBe(course.totalChapters)
	})

	test("another company's custom training, a draft shared by nobody, a gaming, deleted or unknown course are 404", async () => {
		const hidden: [string, string, string][] = [
			[tokens.globexAdmin!, C.globex, W.northwindPublished],
			[tokens.contosoAdmin!, C.contoso, W.northwindDraft],
			[tokens.acmeAdmin!, C.acme, W.gaming[0]],
			[tokens.acmeAdmin!, C.acme, W.deleted],
			[tokens.acmeAdmin!, C.acme, 'crs_no_such_course'],
		]
		for (const [token, companyId, courseId] of hidden) {
			for (const path of [viewPath(companyId, courseId), sectionsPath(companyId, courseId), chaptersPath(companyId, courseId)]) {
				const reply = await t.call('GET', path, { token })
				expect(reply.status, path).toBe(404)
				expect(reply.body).toMatchObject({ code: 'not_found', message: 'Course not found' })
			}
		}
		// Its owner views the draft.
		expect((await view(tokens.northwindPartner!, C.northwind, W.northwindDraft)).isDraft).toBe(true)
	})

	test('a learner is refused the course, its sections and its chapters', async () => {
		for (const path of [viewPath(C.acme, W.annual), sectionsPath(C.acme, W.annual), chaptersPath(C.acme, W.annual)]) {
			const reply = await t.call('GET', path, { token: tokens.acmeLearner })
			expect(reply.status, path).toBe(403)
			expect(reply.body.code).toBe('company_not_accessible')
		}
	})
})

describe("a course's campaigns with their assignments counted", () => {
	const campaignsPath = (companyId: string, courseId: string) => `/api/v1/course/company/${companyId}/course/${courseId}/campaigns`
	const campaignsOf = async (token: string, companyId: string, courseId: string) => {
		const reply = await t.call('GET', campaignsPath(companyId, courseId), { token })
		expect(reply.status, reply.text).toBe(200)
		return CourseCampaignsSchema.parse(reply.body).campaigns
	}

	test("Globex's annual campaign: 300 assignments, a third each completed, in progress and not started", async () => {
		const campaigns = await campaignsOf(tokens.globexAdmin!, C.globex, W.annual)
		expect(campaigns.map((c) => c.id)).toEqual([SEED.campaigns.globexAnnual])
		// The seed completes every third assignee from the first, scoring them by position.
		const scores = Array.from({ length: 100 }, (_, k) => demoAssignmentScore(3 * k))
		const average = Math.round((10 * scores.reduce((sum, score) => sum + score, 0)) / scores.length) / 10
		expect(average).toBe(77.4)
		expect(campaigns[0]).toEqual({
			id: SEED.campaigns.globexAnnual,
			name: 'Annual Training Campaign',
			status: 'IN_PROGRESS',
			total: 300,
			completed: 100,
			inProgress: 100,
			overdue: 0,
			notStarted: 100,
			score: average,
			daysToComplete: 30,
			startedAt: expect.any(String),
			archivedAt: null,
			completionPercentage: 33,
		})
		// Started 20 days before the seeding.
		expect(Date.now() - Date.parse(campaigns[0]!.startedAt!)).toBeGreaterThan(19 * DAY_MS)
		// Staff read it the same way; a course without a campaign lists none.
		expect(await campaignsOf(tokens.support!, C.globex, W.annual)).toEqual(campaigns)
		expect(await campaignsOf(tokens.globexAdmin!, C.globex, 'crs_phishing')).toEqual([])
	})

	test('the counts are kept between writes only: a campaign started since is listed on the next call', async () => {
		expect(await campaignsOf(tokens.contosoAdmin!, C.contoso, W.annual)).toEqual([])
		expect(await campaignsOf(tokens.contosoAdmin!, C.contoso, W.annual)).toEqual([])
		const started = await t.call('POST', `/api/v1/training/company/${C.contoso}/campaigns/annual`, {
			token: tokens.contosoAdmin!,
			body: {
				name: 'Annual Training Campaign',
				totalChapters: 1,
				assignmentType: 'all',
				notificationsEnabled: false,
				startDate: new Date().toISOString().slice(0, 10),
			},
		})
		expect(started.status, started.text).toBe(201)
		const [campaign] = await campaignsOf(tokens.contosoAdmin!, C.contoso, W.annual)
		expect(campaign).toMatchObject({ status: 'IN_PROGRESS', total: started.body.assignedUsers, notStarted: started.body.assignedUsers })
	})

	test('the queued ransomware campaign has nobody assigned yet: total 0, no score, 0 %', async () => {
		const campaigns = await campaignsOf(tokens.globexAdmin!, C.globex, 'crs_ransomware')
		expect(campaigns).toEqual([
			{
				id: SEED.campaigns.globexQueued,
				name: 'Ransomware Defense',
				status: 'QUEUED',
				total: 0,
				completed: 0,
				inProgress: 0,
				overdue: 0,
				notStarted: 0,
				score: null,
				daysToComplete: 30,
				startedAt: null,
				archivedAt: null,
				completionPercentage: 0,
			},
		])
	})

	test("Initech's annual campaign reads SUSPENDED (its trial expired without Boost)", async () => {
		const [campaign, ...rest] = await campaignsOf(tokens.initechAdmin!, C.initech, W.annual)
		expect(rest).toEqual([])
		expect(campaign).toMatchObject({ id: SEED.campaigns.initechAnnual, status: 'SUSPENDED', overdue: 0 })
		expect(campaign!.total).toBe(campaign!.completed + campaign!.inProgress + campaign!.notStarted)
		expect(campaign!.completed).toBeGreaterThan(0)
		// Another company's campaigns of the same course are not Acme's.
		expect(await campaignsOf(tokens.acmeAdmin!, C.acme, W.annual)).toEqual([])
	})

	test("another company's custom training, a gaming, deleted or unknown course are 404", async () => {
		const hidden: [string, string, string][] = [
			[tokens.globexAdmin!, C.globex, W.northwindPublished],
			[tokens.contosoAdmin!, C.contoso, W.northwindDraft],
			[tokens.acmeAdmin!, C.acme, W.gaming[0]],
			[tokens.acmeAdmin!, C.acme, W.deleted],
			[tokens.acmeAdmin!, C.acme, 'crs_no_such_course'],
		]
		for (const [token, companyId, courseId] of hidden) {
			const reply = await t.call('GET', campaignsPath(companyId, courseId), { token })
			expect(reply.status, courseId).toBe(404)
			expect(reply.body).toMatchObject({ code: 'not_found', message: 'Course not found' })
		}
		// Its owner and the customer it was shared with read it (no campaigns yet).
		expect(await campaignsOf(tokens.northwindPartner!, C.northwind, W.northwindPublished)).toEqual([])
		expect(await campaignsOf(tokens.contosoAdmin!, C.contoso, W.northwindPublished)).toEqual([])
	})

	test("a learner is refused, as is another company's admin or no sign-in", async () => {
		const learner = await t.call('GET', campaignsPath(C.acme, W.annual), { token: tokens.acmeLearner })
		expect(learner.status).toBe(403)
		expect(learner.body.code).toBe('company_not_accessible')
		const foreign = await t.call('GET', campaignsPath(C.globex, W.annual), { token: tokens.acmeAdmin })
		expect(foreign.status).toBe(403)
		expect(foreign.body.code).toBe('company_not_accessible')
		expect((await t.call('GET', campaignsPath(C.globex, W.annual))).status).toBe(401)
	})
})

describe('a campaign past its due date counts its unfinished assignments as overdue', () => {
	// A gateway of its own whose clock starts 40 days ago (sessions opened then stay valid: they expire
	// by the wall clock), where Acme starts its annual training "today"; then the clock moves on.
	const day = (time: number) => new Date(time).toISOString().slice(0, 10)
	const start = day(Date.now() - 40 * DAY_MS)
	/** The due day: start + 30 days (the annual training's days to complete). */
	const due = day(Date.parse(`${start}T00:00:00Z`) + 30 * DAY_MS)
	let clock = new Date(`${start}T09:00:00Z`)
	const own = useTestGateway({ config: { now: () => clock }, signIn: ['acmeAdmin'] })

	const acmeCampaigns = async () => {
		const reply = await own.t.call('GET', `/api/v1/course/company/${C.acme}/course/${W.annual}/campaigns`, {
			token: own.tokens.acmeAdmin,
		})
		expect(reply.status, reply.text).toBe(200)
		return CourseCampaignsSchema.parse(reply.body).campaigns
	}

	test('not started until the end of the due day (UTC), overdue from the next day on', async () => {
		const created = await own.t.call('POST', `/api/v1/training/company/${C.acme}/campaigns/annual`, {
			token: own.tokens.acmeAdmin,
			body: { name: 'Annual Training Campaign', totalChapters: 1, assignmentType: 'all', notificationsEnabled: false, startDate: start },
		})
		expect(created.status, created.text).toBe(201)
		const { campaignId, assignedUsers } = created.body as { campaignId: string; assignedUsers: number }
		expect(assignedUsers).toBe(39)
		const counted = { id: campaignId, status: 'IN_PROGRESS', total: 39, completed: 0, inProgress: 0, score: null, completionPercentage: 0 }

		clock = new Date(`${due}T23:59:59.999Z`)
		expect(await acmeCampaigns()).toEqual([
			expect.objectContaining({ ...counted, notStarted: 39, overdue: 0, startedAt: `${start}T09:00:00.000Z`, daysToComplete: 30 }),
		])

		clock = new Date(Date.parse(`${due}T00:00:00Z`) + DAY_MS)
		expect(await acmeCampaigns()).toEqual([expect.objectContaining({ ...counted, notStarted: 0, overdue: 39 })])
	})
})

describe('a campaign of a course for the company’s learners', () => {
	// A gateway of its own: the campaigns started here stay out of the other tests' counts.
	const own = useTestGateway({ signIn: ['acmeAdmin', 'acmeLearner', 'initechAdmin', 'northwindPartner'] })
	const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10)
	const body = (overrides: Partial<NewCourseCampaign> = {}): NewCourseCampaign => ({
		name: 'Phishing for Sales',
		assignmentType: 'departments',
		departmentIds: ['dep_acme_sales'],
		groupIds: [],
		daysToComplete: 14,
		startDate: day(0),
		notificationsEnabled: true,
		notificationSubject: 'Your phishing course',
		notificationMessage: 'Please take this course this month.',
		attachmentLink: null,
		...overrides,
	})
	const postPath = (companyId: string, courseId: string) => `/api/v1/course/company/${companyId}/course/${courseId}/campaigns`
	const start = (token: string, companyId: string, courseId: string, payload: unknown) =>
		own.t.call('POST', postPath(companyId, courseId), { token, body: payload })
	const started = async (token: string, companyId: string, courseId: string, payload: unknown) => {
		const reply = await start(token, companyId, courseId, payload)
		expect(reply.status, reply.text).toBe(201)
		return CourseCampaignCreatedSchema.parse(reply.body)
	}
	const statistics = async (companyId: string, courseId: string, token = own.tokens.acmeAdmin!) => {
		const reply = await own.t.call('GET', postPath(companyId, courseId), { token })
		expect(reply.status, reply.text).toBe(200)
		return CourseCampaignsSchema.parse(reply.body).campaigns
	}
	/** The enabled learners and admins the gateway's own users call lists for a filter (repeated keys). */
	const enabledUsers = async (filter: string) => {
		const reply = await own.t.call(
			'GET',
			`/customers/api/v1/company/${C.acme}/users?${filter}&roles=admin&roles=learner&statuses=ENABLED&pageSize=100`,
			{ token: own.tokens.acmeAdmin },
		)
		expect(reply.status, reply.text).toBe(200)
		const list = UserListSchema.parse(reply.body)
		expect(list.data.length).toBe(list.pageInfo.totalItems)
		return list.data
	}
	const mailsWithSubject = (subject: string) => own.t.database.db.query.outbox.findMany({ where: (o, { eq }) => eq(o.subject, subject) })

	test('the course list is kept between writes only: a course started since shows its campaign on the next call', async () => {
		const listed = async () => {
			const reply = await own.t.call('GET', `/api/v1/course/company/${C.acme}`, { token: own.tokens.acmeAdmin })
			expect(reply.status, reply.text).toBe(200)
			return reply.body.courses as { id: string; isDraft: boolean; courseType: string; campaign: { status: string } | null }[]
		}
		const first = await listed()
		expect(await listed()).toEqual(first)
		const idle = first.find((course) => course.campaign === null && !course.isDraft && course.courseType === 'awareness')!
		await started(own.tokens.acmeAdmin!, C.acme, idle.id, body({ notificationsEnabled: false }))
		expect((await listed()).find((course) => course.id === idle.id)?.campaign).toMatchObject({ status: 'IN_PROGRESS' })
	})
	test('Acme starts a specialized course for Sales today: in progress, Sales assigned and emailed, listed in the statistics', async () => {
		const sales = await enabledUsers('departmentIds=dep_acme_sales')
		expect(sales.length).toBeGreaterThan(1)
		expect(await statistics(C.acme, 'crs_phishing')).toEqual([])
		const created = await started(own.tokens.acmeAdmin!, C.acme, 'crs_phishing', body({ attachmentLink: 'https://example.com/policy.pdf' }))
		expect(created).toEqual({ campaignId: expect.any(String), assignedUsers: sales.length, status: 'IN_PROGRESS' })

		const [row, ...rest] = await statistics(C.acme, 'crs_phishing')
		expect(rest).toEqual([])
		expect(row).toMatchObject({
			id: created.campaignId,
			name: 'Phishing for Sales',
			status: 'IN_PROGRESS',
			total: sales.length,
			notStarted: sales.length,
			daysToComplete: 14,
			startedAt: expect.any(String),
		})

		const mails = await mailsWithSubject('Your phishing course')
		expect(mails.map((m) => m.to).sort()).toEqual(sales.map((u) => u.email.toLowerCase()).sort())
		const mail = await own.t.latestEmail(U.acmeLearner.email)
		expect(mail).toMatchObject({ kind: 'training_assigned', subject: 'Your phishing course' })
		expect(mail!.text).toContain('Please take this course this month.')
		expect(mail!.text).toContain(`It starts on ${day(0)}; please complete it by ${day(14)}.`)
		expect(mail!.text).toContain('Attachment: https://example.com/policy.pdf')
		// Nobody outside Sales.
		expect(await own.t.latestEmail(U.acmeAdmin.email)).toBeNull()
	})

	test('groups: a user in both chosen groups is assigned once; yesterday (an admin west of UTC) still starts now', async () => {
		const groupIds = ['grp_acme_managers', 'grp_acme_remote']
		const members = await enabledUsers(groupIds.map((id) => `groupIds=${id}`).join('&'))
		const managers = await enabledUsers('groupIds=grp_acme_managers')
		const remote = await enabledUsers('groupIds=grp_acme_remote')
		const both = managers.filter((u) => remote.some((r) => r.id === u.id))
		expect(both.length, 'someone is in both groups').toBeGreaterThan(0)
		expect(members.length).toBe(managers.length + remote.length - both.length)
		const created = await started(
			own.tokens.acmeAdmin!,
			C.acme,
			'crs_passwords',
			body({
				assignmentType: 'groups',
				departmentIds: [],
				groupIds: [...groupIds, groupIds[0]!],
				startDate: day(-1),
				notificationSubject: 'Passwords',
			}),
		)
		expect(created).toMatchObject({ assignedUsers: members.length, status: 'IN_PROGRESS' })
		expect((await mailsWithSubject('Passwords')).length).toBe(members.length)
		expect((await statistics(C.acme, 'crs_passwords'))[0]?.total).toBe(members.length)
	})

	test('a later start date queues the campaign without emails; the round starts it on that day and sends them', async () => {
		const sales = await enabledUsers('departmentIds=dep_acme_sales')
		const startDate = day(2)
		const created = await started(
			own.tokens.acmeAdmin!,
			C.acme,
			'crs_mobile_security',
			body({ name: 'Mobile', startDate, notificationSubject: 'Mobile security starts' }),
		)
		expect(created).toMatchObject({ status: 'QUEUED', assignedUsers: sales.length })
		expect(await mailsWithSubject('Mobile security starts')).toEqual([])
		expect((await statistics(C.acme, 'crs_mobile_security'))[0]).toMatchObject({ status: 'QUEUED', startedAt: null, total: sales.length })

		const db = own.t.database.db
		const round = (at: Date) =>
			startQueuedCampaigns({ db, mailer: createMailer(db, { now: () => at }), now: () => at, config: { pagesBaseUrl: CONSOLE_URL } }, at)
		// The day before: nothing starts.
		expect(await round(new Date(`${day(1)}T23:30:00Z`))).toEqual({ started: 0, emails: 0 })
		const at = new Date(`${startDate}T00:30:00Z`)
		expect(await round(at)).toEqual({ started: 1, emails: sales.length })
		// Run again (another instance, the next hour): nothing more.
		expect(await round(new Date(`${startDate}T01:30:00Z`))).toEqual({ started: 0, emails: 0 })

		expect((await mailsWithSubject('Mobile security starts')).length).toBe(sales.length)
		expect((await own.t.latestEmail(U.acmeLearner.email))?.text).toContain(`It starts on ${startDate}; please complete it by ${day(16)}.`)
		expect((await statistics(C.acme, 'crs_mobile_security'))[0]).toMatchObject({
			status: 'IN_PROGRESS',
			startedAt: at.toISOString(),
			total: sales.length,
		})
	})

	test.each([
		['name', { name: '   ' }, 'Field is required'],
		['name', { name: undefined }, 'Field is required'],
		['departmentIds', { assignmentType: 'departments', departmentIds: [] }, 'At least one value must be selected'],
		['groupIds', { assignmentType: 'groups', departmentIds: [], groupIds: [] }, 'At least one value must be selected'],
		['daysToComplete', { daysToComplete: 0 }, 'Value must be greater than or equal to 1.'],
		['daysToComplete', { daysToComplete: 1.5 }, 'Days must be an integer'],
		['daysToComplete', { daysToComplete: '7' }, 'Days must be a number'],
		['startDate', { startDate: '2026-02-30' }, 'The start date should be valid.'],
		['startDate', { startDate: '01/02/2030' }, 'The start date should be valid.'],
		['startDate', { startDate: day(-2) }, 'The start date cannot be in the past.'],
		['notificationSubject', { notificationSubject: '  ' }, 'Field is required'],
		['attachmentLink', { attachmentLink: 'javascript:alert(1)' }, 'Link is invalid'],
		['attachmentLink', { attachmentLink: 'mailto:someone@example.com' }, 'Link is invalid'],
		['attachmentLink', { attachmentLink: 'not a link' }, 'Link is invalid'],
		['attachmentLink', { attachmentLink: 'http://localhost:8080/file.pdf' }, 'Link is invalid'],
		['attachmentLink', { attachmentLink: 'http://127.0.0.1/file.pdf' }, 'Link is invalid'],
		['attachmentLink', { attachmentLink: 'http://2130706433/file.pdf' }, 'Link is invalid'],
		['attachmentLink', { attachmentLink: 'https://10.0.0.8/file.pdf' }, 'Link is invalid'],
		['attachmentLink', { attachmentLink: 'ftp://192.168.1.20/file.pdf' }, 'Link is invalid'],
		['attachmentLink', { attachmentLink: 'http://172.20.1.1/file.pdf' }, 'Link is invalid'],
		['attachmentLink', { attachmentLink: 'http://[::1]/file.pdf' }, 'Link is invalid'],
		['attachmentLink', { attachmentLink: 'http://printer.local/file.pdf' }, 'Link is invalid'],
	] as const)('%s %j: 422 %s', async (field, overrides, message) => {
		const reply = await start(own.tokens.acmeAdmin!, C.acme, 'crs_gdpr', { ...body(), ...overrides })
		expect(reply.status, reply.text).toBe(422)
		expect(reply.body).toMatchObject({ code: 'validation_error', validationResults: [{ field, message }] })
		expect(reply.body.validationResults).toHaveLength(1)
	})

	test('without notifications no subject is needed and nobody is emailed; a public ftp link is accepted', async () => {
		const created = await started(
			own.tokens.acmeAdmin!,
			C.acme,
			'crs_gdpr',
			body({
				assignmentType: 'all',
				departmentIds: [],
				notificationsEnabled: false,
				notificationSubject: '',
				attachmentLink: 'ftp://172.32.0.1/a.pdf',
			}),
		)
		// Acme: 40 users, one suspended, all learners or admins.
		expect(created).toMatchObject({ assignedUsers: 39, status: 'IN_PROGRESS' })
		expect(await own.t.latestEmail(U.acmeSuspended.email)).toBeNull()
		expect(await own.t.latestEmail(U.acmeAdmin.email)).toBeNull()
	})

	test("another company's department or group is refused and nobody is assigned", async () => {
		for (const payload of [
			body({ departmentIds: ['dep_globex_sales'] }),
			body({ departmentIds: ['dep_acme_sales', 'dep_globex_sales'] }),
			body({ assignmentType: 'groups', departmentIds: [], groupIds: ['grp_globex_managers'] }),
		]) {
			const reply = await start(own.tokens.acmeAdmin!, C.acme, 'crs_hipaa', payload)
			expect(reply.status, reply.text).toBe(422)
			const field = payload.assignmentType === 'groups' ? 'groupIds' : 'departmentIds'
			expect(reply.body.validationResults).toEqual([{ field, message: expect.any(String) }])
		}
		expect(await statistics(C.acme, 'crs_hipaa')).toEqual([])
	})

	test('a learner is refused; a course the company may not see is 404; a draft custom training cannot be started', async () => {
		const learner = await start(own.tokens.acmeLearner!, C.acme, 'crs_soc2', body())
		expect(learner.status).toBe(403)
		expect(learner.body.code).toBe('company_not_accessible')
		for (const courseId of [W.northwindPublished, W.gaming[0], W.deleted, 'crs_no_such_course']) {
			const hidden = await start(own.tokens.acmeAdmin!, C.acme, courseId, body())
			expect(hidden.status, courseId).toBe(404)
			expect(hidden.body).toMatchObject({ code: 'not_found', message: 'Course not found' })
		}
		const draft = await start(
			own.tokens.northwindPartner!,
			C.northwind,
			W.northwindDraft,
			body({ assignmentType: 'all', departmentIds: [] }),
		)
		expect(draft.status).toBe(409)
		expect(draft.body).toMatchObject({ code: 'course_draft', message: 'A draft custom training cannot be started: publish it first.' })
		expect(await statistics(C.acme, 'crs_soc2')).toEqual([])
	})

	test('Initech (trial expired, no Boost): the new campaign reads SUSPENDED', async () => {
		const created = await started(
			own.tokens.initechAdmin!,
			C.initech,
			'crs_phishing',
			body({ assignmentType: 'all', departmentIds: [], notificationsEnabled: false }),
		)
		expect(created.status).toBe('SUSPENDED')
		expect((await statistics(C.initech, 'crs_phishing', own.tokens.initechAdmin!))[0]).toMatchObject({
			id: created.campaignId,
			status: 'SUSPENDED',
			total: created.assignedUsers,
		})
	})
})

describe('ending (archiving) a campaign', () => {
	// A gateway of its own: the campaigns ended here stay out of the other tests' lists and counts.
	const own = useTestGateway({ signIn: ['globexAdmin', 'acmeAdmin', 'acmeLearner', 'initechAdmin', 'support'] })
	const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10)
	const endPath = (companyId: string, campaignId: string) => `/api/v1/campaign/company/${companyId}/${campaignId}/end`
	const end = (token: string | undefined, companyId: string, campaignId: string) =>
		own.t.call('PATCH', endPath(companyId, campaignId), { token })
	const campaignsPath = (companyId: string, courseId: string) => `/api/v1/course/company/${companyId}/course/${courseId}/campaigns`
	const statistics = async (token: string, companyId: string, courseId: string) => {
		const reply = await own.t.call('GET', campaignsPath(companyId, courseId), { token })
		expect(reply.status, reply.text).toBe(200)
		return CourseCampaignsSchema.parse(reply.body).campaigns
	}
	const start = async (courseId: string, overrides: Partial<NewCourseCampaign> = {}) => {
		const body: NewCourseCampaign = {
			name: 'Sales course',
			assignmentType: 'departments',
			departmentIds: ['dep_acme_sales'],
			groupIds: [],
			daysToComplete: 14,
			startDate: day(0),
			notificationsEnabled: false,
			notificationSubject: '',
			notificationMessage: '',
			attachmentLink: null,
			...overrides,
		}
		const reply = await own.t.call('POST', campaignsPath(C.acme, courseId), { token: own.tokens.acmeAdmin, body })
		expect(reply.status, reply.text).toBe(201)
		return CourseCampaignCreatedSchema.parse(reply.body)
	}
	const mailsWithSubject = (subject: string) => own.t.database.db.query.outbox.findMany({ where: (o, { eq }) => eq(o.subject, subject) })

	test("Globex ends its queued ransomware campaign: 204, ARCHIVED with archivedAt in the statistics; again 409 'campaign_archived'", async () => {
		// Read first, so the counts are kept: the end is a write and the next read sees it.
		expect(await statistics(own.tokens.globexAdmin!, C.globex, 'crs_ransomware')).toEqual([
			expect.objectContaining({ id: SEED.campaigns.globexQueued, status: 'QUEUED', archivedAt: null }),
		])
		const before = Date.now()
		const ended = await end(own.tokens.globexAdmin, C.globex, SEED.campaigns.globexQueued)
		expect(ended.status, ended.text).toBe(204)
		expect(ended.text).toBe('')

		const [row, ...rest] = await statistics(own.tokens.globexAdmin!, C.globex, 'crs_ransomware')
		expect(rest).toEqual([])
		expect(row).toMatchObject({ id: SEED.campaigns.globexQueued, status: 'ARCHIVED', startedAt: null, total: 0 })
		const archivedAt = Date.parse(row!.archivedAt!)
		expect(archivedAt).toBeGreaterThanOrEqual(before - 1000)
		expect(archivedAt).toBeLessThanOrEqual(Date.now() + 1000)
		// The course list carries open campaigns only.
		const courses = CourseListSchema.parse(
			(await own.t.call('GET', `/api/v1/course/company/${C.globex}`, { token: own.tokens.globexAdmin })).body,
		)
		expect(byId(courses.courses).get('crs_ransomware')?.campaign).toBeNull()

		const again = await end(own.tokens.globexAdmin, C.globex, SEED.campaigns.globexQueued)
		expect(again.status).toBe(409)
		expect(again.body).toMatchObject({ code: 'campaign_archived', message: 'The campaign has already ended.' })
		expect((await statistics(own.tokens.globexAdmin!, C.globex, 'crs_ransomware'))[0]?.archivedAt).toBe(row!.archivedAt)
	})

	test('an in-progress campaign started through the creation call ends with its assignment counts kept', async () => {
		const created = await start('crs_phishing')
		expect(created.status).toBe('IN_PROGRESS')
		expect(created.assignedUsers).toBeGreaterThan(1)
		const [running] = await statistics(own.tokens.acmeAdmin!, C.acme, 'crs_phishing')
		expect(running).toMatchObject({ id: created.campaignId, status: 'IN_PROGRESS', total: created.assignedUsers, archivedAt: null })

		expect((await end(own.tokens.acmeAdmin, C.acme, created.campaignId)).status).toBe(204)
		const [ended, ...rest] = await statistics(own.tokens.acmeAdmin!, C.acme, 'crs_phishing')
		expect(rest).toEqual([])
		expect(ended).toEqual({ ...running, status: 'ARCHIVED', archivedAt: expect.any(String) })
	})

	test("Initech's annual campaign, reported SUSPENDED (trial expired without Boost), ends too", async () => {
		const [suspended] = await statistics(own.tokens.initechAdmin!, C.initech, W.annual)
		expect(suspended).toMatchObject({ id: SEED.campaigns.initechAnnual, status: 'SUSPENDED' })
		expect((await end(own.tokens.initechAdmin, C.initech, SEED.campaigns.initechAnnual)).status).toBe(204)
		expect((await statistics(own.tokens.initechAdmin!, C.initech, W.annual))[0]).toEqual({
			...suspended,
			status: 'ARCHIVED',
			archivedAt: expect.any(String),
		})
	})

	test('two ends at once: one 204, the other 409', async () => {
		const created = await start('crs_passwords')
		const replies = await Promise.all([1, 2].map(() => end(own.tokens.acmeAdmin, C.acme, created.campaignId)))
		expect(replies.map((r) => r.status).sort()).toEqual([204, 409])
		expect(replies.find((r) => r.status === 409)?.body.code).toBe('campaign_archived')
		expect((await statistics(own.tokens.acmeAdmin!, C.acme, 'crs_passwords'))[0]?.status).toBe('ARCHIVED')
	})

	test("another company's admin, a learner, no sign-in or an unknown id end nothing", async () => {
		const annual = () => statistics(own.tokens.globexAdmin!, C.globex, W.annual)
		const untouched = await annual()
		expect(untouched[0]).toMatchObject({ id: SEED.campaigns.globexAnnual, status: 'IN_PROGRESS', archivedAt: null })

		// Acme's admin: Globex's company is not accessible, and Globex's campaign is not Acme's.
		const foreignCompany = await end(own.tokens.acmeAdmin, C.globex, SEED.campaigns.globexAnnual)
		expect(foreignCompany.status).toBe(403)
		expect(foreignCompany.body.code).toBe('company_not_accessible')
		for (const campaignId of [SEED.campaigns.globexAnnual, 'tcp_no_such_campaign']) {
			const hidden = await end(own.tokens.acmeAdmin, C.acme, campaignId)
			expect(hidden.status, campaignId).toBe(404)
			expect(hidden.body).toMatchObject({ code: 'not_found', message: 'Campaign not found' })
		}
		// A learner of the company, or nobody signed in.
		const created = await start('crs_remote_work')
		const learner = await end(own.tokens.acmeLearner, C.acme, created.campaignId)
		expect(learner.status).toBe(403)
		expect(learner.body.code).toBe('company_not_accessible')
		expect((await end(undefined, C.acme, created.campaignId)).status).toBe(401)

		expect(await annual()).toEqual(untouched)
		expect((await statistics(own.tokens.acmeAdmin!, C.acme, 'crs_remote_work'))[0]).toMatchObject({
			status: 'IN_PROGRESS',
			archivedAt: null,
		})
		// Staff end any company's campaign.
		expect((await end(own.tokens.support, C.acme, created.campaignId)).status).toBe(204)
	})

	test('a queued campaign ended before its start date never starts and sends no email', async () => {
		const startDate = day(2)
		const created = await start('crs_mobile_security', {
			startDate,
			notificationsEnabled: true,
			notificationSubject: 'Mobile security, ended early',
		})
		expect(created.status).toBe('QUEUED')
		expect((await end(own.tokens.acmeAdmin, C.acme, created.campaignId)).status).toBe(204)

		const db = own.t.database.db
		const at = new Date(`${day(3)}T08:00:00Z`)
		expect(
			await startQueuedCampaigns(
				{ db, mailer: createMailer(db, { now: () => at }), now: () => at, config: { pagesBaseUrl: CONSOLE_URL } },
				at,
			),
		).toEqual({
			started: 0,
			emails: 0,
		})
		expect(await mailsWithSubject('Mobile security, ended early')).toEqual([])
		expect((await statistics(own.tokens.acmeAdmin!, C.acme, 'crs_mobile_security'))[0]).toMatchObject({
			id: created.campaignId,
			status: 'ARCHIVED',
			startedAt: null,
			total: created.assignedUsers,
		})
	})
})

describe('copying a course and publishing a custom training', () => {
	// A gateway of its own: the copies and the published draft stay out of the other tests' lists.
	const own = useTestGateway({ signIn: ['northwindPartner', 'contosoAdmin', 'acmeAdmin', 'acmeLearner', 'tailspinAdmin'] })
	const clonePath = (companyId: string, courseId: string) => `/api/v1/course/${companyId}/clone/${courseId}`
	const publishPath = (companyId: string) => `/api/v1/custom-training/${companyId}/publish`
	const ownList = async (token: string, companyId: string) => {
		const reply = await own.t.call('GET', `/api/v1/course/company/${companyId}`, { token })
		expect(reply.status, reply.text).toBe(200)
		return byId(CourseListSchema.parse(reply.body).courses)
	}
	const ownView = async (token: string, companyId: string, courseId: string) => {
		const reply = await own.t.call('GET', viewPath(companyId, courseId), { token })
		expect(reply.status, reply.text).toBe(200)
		return CourseDetailSchema.parse(reply.body)
	}
	const publish = (token: string | undefined, companyId: string, body: unknown) =>
		own.t.call('POST', publishPath(companyId), { token, body })

	test('Northwind copies the phishing course: 201, a draft custom training of its own with the same outline', async () => {
		const reply = await own.t.call('POST', clonePath(C.northwind, 'crs_phishing'), { token: own.tokens.northwindPartner })
		expect(reply.status, reply.text).toBe(201)
		const { courseId } = CourseCopySchema.parse(reply.body)
		expect(courseId).toMatch(/^crs_custom_/)

		const northwind = await ownList(own.tokens.northwindPartner!, C.northwind)
		const original = northwind.get('crs_phishing')!
		expect(northwind.get(courseId)).toMatchObject({
			name: 'Phishing Awareness (copy)',
			courseType: original.courseType,
			language: original.language,
			description: original.description,
			customTrainingCompanyId: C.northwind,
			isDraft: true,
			isActive: true,
			isShared: false,
			isDefault: false,
			isPopular: false,
			isHot: false,
			totalChapters: original.totalChapters,
			totalQuizzes: original.totalQuizzes,
			totalTimeInMinutes: original.totalTimeInMinutes,
			campaign: null,
		})
		// After the company's other custom trainings.
		expect(northwind.get(courseId)!.order).toBeGreaterThan(northwind.get(W.northwindDraft)!.order)

		const [source, copy] = await Promise.all([
			ownView(own.tokens.northwindPartner!, C.northwind, 'crs_phishing'),
			ownView(own.tokens.northwindPartner!, C.northwind, courseId),
		])
		const outline = (course: typeof source) =>
			course.sections.map((s) => ({ name: s.name, order: s.order, chapters: s.chapters.map(({ id: _, sectionId: __, ...ch }) => ch) }))
		expect(copy.sections.length).toBe(source.sections.length)
		expect(copy.sections.flatMap((s) => s.chapters).length).toBe(source.sections.flatMap((s) => s.chapters).length)
		expect(outline(copy)).toEqual(outline(source))
		// New ids: the original keeps its own.
		const sourceIds = new Set([...source.sections.map((s) => s.id), ...source.sections.flatMap((s) => s.chapters.map((ch) => ch.id))])
		expect(copy.sections.some((s) => sourceIds.has(s.id) || s.chapters.some((ch) => sourceIds.has(ch.id)))).toBe(false)

		// Its customer does not see the draft copy.
		expect((await ownList(own.tokens.contosoAdmin!, C.contoso)).has(courseId)).toBe(false)
		expect((await own.t.call('GET', viewPath(C.contoso, courseId), { token: own.tokens.contosoAdmin })).status).toBe(404)
	})

	test("Acme (not a partner) may not copy: 403 'forbidden' and nothing is added", async () => {
		const before = await ownList(own.tokens.acmeAdmin!, C.acme)
		const reply = await own.t.call('POST', clonePath(C.acme, 'crs_phishing'), { token: own.tokens.acmeAdmin })
		expect(reply.status).toBe(403)
		expect(reply.body).toMatchObject({ code: 'forbidden', message: 'Only partners can copy trainings.' })
		const after = await ownList(own.tokens.acmeAdmin!, C.acme)
		expect([...after.keys()]).toEqual([...before.keys()])
		expect([...after.values()].some((c) => c.customTrainingCompanyId !== null)).toBe(false)
	})

	test("another company's custom training, a deleted or unknown course cannot be copied: 404", async () => {
		for (const courseId of [W.northwindDraft, W.northwindPublished, W.deleted, 'crs_no_such_course']) {
			const reply = await own.t.call('POST', clonePath(C.tailspin, courseId), { token: own.tokens.tailspinAdmin })
			expect(reply.status, courseId).toBe(404)
			expect(reply.body).toMatchObject({ code: 'not_found', message: 'Course not found' })
		}
		expect([...(await ownList(own.tokens.tailspinAdmin!, C.tailspin)).values()].some((c) => c.customTrainingCompanyId === C.tailspin)).toBe(
			false,
		)
	})

	test('Northwind publishes its draft: 204 and the list shows it published; back to draft the same way', async () => {
		const published = await publish(own.tokens.northwindPartner, C.northwind, { course_id: W.northwindDraft, is_draft: false })
		expect(published.status, published.text).toBe(204)
		expect(published.text).toBe('')
		expect((await ownList(own.tokens.northwindPartner!, C.northwind)).get(W.northwindDraft)).toMatchObject({ isDraft: false })
		const drafted = await publish(own.tokens.northwindPartner, C.northwind, { course_id: W.northwindDraft, is_draft: true })
		expect(drafted.status).toBe(204)
		expect((await ownList(own.tokens.northwindPartner!, C.northwind)).get(W.northwindDraft)?.isDraft).toBe(true)
	})

	test("a course that is not the company's own custom training is 404; a bad body 422; a learner is refused", async () => {
		for (const [token, companyId, courseId] of [
			[own.tokens.northwindPartner, C.northwind, 'crs_phishing'],
			[own.tokens.northwindPartner, C.northwind, 'crs_no_such_course'],
			[own.tokens.contosoAdmin, C.contoso, W.northwindPublished],
			[own.tokens.tailspinAdmin, C.tailspin, W.northwindDraft],
		] as const) {
			const reply = await publish(token, companyId, { course_id: courseId, is_draft: false })
			expect(reply.status, courseId).toBe(404)
			expect(reply.body).toMatchObject({ code: 'not_found', message: 'Course not found' })
		}
		expect((await ownList(own.tokens.contosoAdmin!, C.contoso)).has(W.northwindDraft)).toBe(false)

		for (const body of [{ course_id: W.northwindDraft }, { course_id: W.northwindDraft, is_draft: 'false' }, { is_draft: false }]) {
			const reply = await publish(own.tokens.northwindPartner, C.northwind, body)
			expect(reply.status, JSON.stringify(body)).toBe(422)
			expect(reply.body.code).toBe('validation_error')
		}

		for (const reply of [
			await publish(own.tokens.acmeLearner, C.acme, { course_id: W.northwindDraft, is_draft: false }),
			await own.t.call('POST', clonePath(C.acme, 'crs_phishing'), { token: own.tokens.acmeLearner }),
		]) {
			expect(reply.status).toBe(403)
			expect(reply.body.code).toBe('company_not_accessible')
		}
		expect((await own.t.call('POST', clonePath(C.northwind, 'crs_phishing'))).status).toBe(401)
	})
})
