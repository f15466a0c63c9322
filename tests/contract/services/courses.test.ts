import { describe, expect, test } from 'vitest'
import {
	COURSE_TYPES,
	type Course,
	CourseChaptersSchema,
	CourseDetailSchema,
	CourseListSchema,
	CourseSectionsSchema,
} from '#app/gateway/courses.server.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t, tokens } = useTestGateway({
	signIn: ['acmeAdmin', 'acmeLearner', 'globexAdmin', 'initechAdmin', 'northwindPartner', 'contosoAdmin', 'support'],
})

const C = SEED.companies
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
