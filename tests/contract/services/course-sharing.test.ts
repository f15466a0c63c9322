import { describe, expect, test } from 'vitest'
import {
	CustomersWithCourseSchema,
	CustomersWithoutCourseSchema,
	SharedWithSchema,
	StartedCampaignsSchema,
	type StartCourseForCustomers,
} from '#app/gateway/course-sharing.server.ts'
import { CourseCampaignsSchema, CourseListSchema } from '#app/gateway/courses.server.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

// Sharing courses with customers (spec 2 §4, §7 "Courses and sharing") on the reference gateway: Northwind
// MSP shares, starts, ends and removes courses for its own customers (Contoso, Fabrikam, Tailspin and the
// generated ones); Fabrikam (a Boost trial, no Boost) cannot receive one.

const { t, tokens } = useTestGateway({
	signIn: ['northwindPartner', 'contosoAdmin', 'tailspinAdmin', 'acmeAdmin', 'globexAdmin', 'support'],
})

const C = SEED.companies
const W = SEED.courses
const today = new Date().toISOString().slice(0, 10)
const CATALOGUE = 'crs_passwords'

const withPath = (companyId: string, courseId: string) => `/api/v1/course/${companyId}/companies_with_shared_trainings/${courseId}`
const withoutPath = (companyId: string, courseId: string) => `/api/v1/course/${companyId}/companies_without_shared_training/${courseId}`
const sharePath = (companyId: string, courseId: string) => `/api/v1/course/company/${companyId}/share/${courseId}/batch`
const startPath = (companyId: string, courseId: string) => `/api/v1/course/company/${companyId}/start/${courseId}/batch`
const ids = (list: string[]) => list.map((id) => `customerCompanyIds=${encodeURIComponent(id)}`).join('&')
const endPath = (companyId: string, courseId: string, list: string[]) =>
	`/api/v1/campaign/company/${companyId}/end/by_course/${courseId}/batch?${ids(list)}`
const unsharePath = (companyId: string, courseId: string, list: string[]) =>
	`/api/v1/course/company/${companyId}/unshare/${courseId}/batch?${ids(list)}`

const startBody = (customerCompanyIds: string[], extra: Partial<StartCourseForCustomers> = {}): StartCourseForCustomers => ({
	customerCompanyIds,
	isAllCustomers: false,
	daysToComplete: 14,
	startDate: today,
	assignmentType: 'all',
	notificationsEnabled: true,
	subject: 'New training from Northwind',
	message: 'Please take it this month.',
	weeklyReminder: false,
	...extra,
})

async function withCourse(courseId: string, query: Record<string, string> = {}) {
	const reply = await t.call('GET', withPath(C.northwind, courseId), { token: tokens.northwindPartner, query })
	expect(reply.status, reply.text).toBe(200)
	return CustomersWithCourseSchema.parse(reply.body)
}

async function withoutCourse(courseId: string, query: Record<string, string> = {}) {
	const reply = await t.call('GET', withoutPath(C.northwind, courseId), { token: tokens.northwindPartner, query })
	expect(reply.status, reply.text).toBe(200)
	return CustomersWithoutCourseSchema.parse(reply.body)
}

describe('the customers with and without a course', () => {
	test("Northwind's published training is Contoso's, received 40 days ago, not started", async () => {
		const page = await withCourse(W.northwindPublished)
		expect(page.itemsCount).toBe(1)
		expect(page.companies).toEqual([
			{ companyId: C.contoso, companyName: 'Contoso', progress: 0, startDate: null, receivedDate: expect.any(String) },
		])
		const days = (Date.now() - Date.parse(page.companies[0]!.receivedDate)) / 86_400_000
		expect(Math.round(days)).toBe(40)
	})

	test('the customers without it: own customers only, by name, Fabrikam not boosted, the counts over the search', async () => {
		const page = await withoutCourse(W.northwindPublished, { pageSize: '100' })
		const names = page.companies.map((c) => c.companyName)
		expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
		expect(names).not.toContain('Contoso')
		// Wingtip is Tailspin's customer, not Northwind's own.
		expect(names).not.toContain('Wingtip')
		expect(page.companies.find((c) => c.companyId === C.fabrikam)).toEqual({
			companyId: C.fabrikam,
			companyName: 'Fabrikam',
			isBoosted: false,
		})
		expect(page.companies.find((c) => c.companyId === C.tailspin)?.isBoosted).toBe(true)
		expect(page.itemsCount).toBe(page.companies.length)
		expect(page.boostedCompaniesCount).toBe(page.companies.filter((c) => c.isBoosted).length)
		const searched = await withoutCourse(W.northwindPublished, { searchText: 'fabri', actionType: 'share' })
		expect(searched).toEqual({
			companies: [{ companyId: C.fabrikam, companyName: 'Fabrikam', isBoosted: false }],
			itemsCount: 1,
			boostedCompaniesCount: 0,
		})
		const paged = await withoutCourse(W.northwindPublished, { pageSize: '5', pageNumber: '1' })
		expect(paged.companies.map((c) => c.companyName)).toEqual(names.slice(5, 10))
	})

	test("another company's id, a customer's own id and a company that is no partner are refused", async () => {
		const foreign = await t.call('GET', withPath(C.northwind, W.northwindPublished), { token: tokens.acmeAdmin })
		expect(foreign.status).toBe(403)
		expect(foreign.body.code).toBe('company_not_accessible')
		const acme = await t.call('GET', withoutPath(C.acme, CATALOGUE), { token: tokens.acmeAdmin })
		expect(acme.status).toBe(403)
		expect(acme.body.message).toBe('Only partners share trainings with customers.')
		// Northwind reaching its customer's path: the customer is no partner.
		expect((await t.call('GET', withPath(C.contoso, CATALOGUE), { token: tokens.northwindPartner })).status).toBe(403)
		// The draft is Northwind's; another partner does not see it (404).
		expect((await t.call('GET', withPath(C.tailspin, W.northwindDraft), { token: tokens.tailspinAdmin })).status).toBe(404)
		// Staff read any partner's lists.
		expect((await t.call('GET', withPath(C.northwind, W.northwindPublished), { token: tokens.support })).status).toBe(200)
	})
})

describe('share, start, end and remove', () => {
	test('sharing grants access to boosted customers; a non-boosted one refuses the whole batch', async () => {
		const refused = await t.call('POST', sharePath(C.northwind, W.northwindPublished), {
			token: tokens.northwindPartner,
			body: { customerCompanyIds: [C.tailspin, C.fabrikam], isAllCustomers: false },
		})
		expect(refused.status).toBe(422)
		expect(refused.body).toMatchObject({
			code: 'customer_not_boosted',
			message: 'Only customers with Boost can receive a training: Fabrikam.',
		})
		expect((await withCourse(W.northwindPublished)).itemsCount).toBe(1)

		const shared = await t.call('POST', sharePath(C.northwind, W.northwindPublished), {
			token: tokens.northwindPartner,
			body: { customerCompanyIds: [C.tailspin], isAllCustomers: false },
		})
		expect(shared.status, shared.text).toBe(200)
		expect(SharedWithSchema.parse(shared.body)).toEqual({ sharedWith: 1 })
		expect((await withCourse(W.northwindPublished)).companies.map((c) => c.companyName)).toEqual(['Contoso', 'Tailspin'])
		// Tailspin now sees it, marked shared.
		const list = CourseListSchema.parse((await t.call('GET', `/api/v1/course/company/${C.tailspin}`, { token: tokens.tailspinAdmin })).body)
		expect(list.courses.find((c) => c.id === W.northwindPublished)?.isShared).toBe(true)
	})

	test('nothing to share is "Please add customers"; a draft cannot be shared; another partner\'s customer is refused', async () => {
		const empty = await t.call('POST', sharePath(C.northwind, W.northwindPublished), {
			token: tokens.northwindPartner,
			body: { customerCompanyIds: [], isAllCustomers: false },
		})
		expect(empty.status).toBe(422)
		expect(empty.body.message).toBe('Please add customers')
		const draft = await t.call('POST', sharePath(C.northwind, W.northwindDraft), {
			token: tokens.northwindPartner,
			body: { customerCompanyIds: [C.contoso], isAllCustomers: false },
		})
		expect(draft.status).toBe(409)
		const foreign = await t.call('POST', sharePath(C.northwind, CATALOGUE), {
			token: tokens.northwindPartner,
			body: { customerCompanyIds: [C.wingtip, C.acme], isAllCustomers: false },
		})
		expect(foreign.status).toBe(403)
		expect(foreign.body.code).toBe('company_not_accessible')
		const notPartner = await t.call('POST', sharePath(C.contoso, CATALOGUE), {
			token: tokens.contosoAdmin,
			body: { customerCompanyIds: [C.contoso], isAllCustomers: false },
		})
		expect(notPartner.status).toBe(403)
	})

	test('starting shares first, runs a campaign for all users of each customer, and refuses a second start', async () => {
		const started = await t.call('POST', startPath(C.northwind, CATALOGUE), {
			token: tokens.northwindPartner,
			body: startBody([C.contoso, C.tailspin]),
		})
		expect(started.status, started.text).toBe(201)
		const { campaigns } = StartedCampaignsSchema.parse(started.body)
		expect(campaigns.map((c) => [c.companyId, c.status])).toEqual([
			[C.contoso, 'IN_PROGRESS'],
			[C.tailspin, 'IN_PROGRESS'],
		])
		expect(campaigns.every((c) => c.assignedUsers > 0)).toBe(true)
		const page = await withCourse(CATALOGUE)
		expect(page.companies.map((c) => [c.companyName, c.startDate, c.progress])).toEqual([
			['Contoso', today, 0],
			['Tailspin', today, 0],
		])
		// The customer's own statistics show the campaign, named after the course.
		const contoso = CourseCampaignsSchema.parse(
			(await t.call('GET', `/api/v1/course/company/${C.contoso}/course/${CATALOGUE}/campaigns`, { token: tokens.contosoAdmin })).body,
		).campaigns
		expect(contoso[0]).toMatchObject({ id: campaigns[0]!.campaignId, status: 'IN_PROGRESS', daysToComplete: 14 })
		// The learners of Contoso got the partner's subject.
		expect((await t.latestEmail('admin@contoso.test'))?.subject).toBe('New training from Northwind')

		const again = await t.call('POST', startPath(C.northwind, CATALOGUE), { token: tokens.northwindPartner, body: startBody([C.contoso]) })
		expect(again.status).toBe(409)
		expect(again.body).toMatchObject({ code: 'training_already_started', message: 'The training has already started for: Contoso.' })
	})

	test("start's form rules: the subject, the days and the start date, with the spec's messages; a non-boosted customer", async () => {
		const yesterdayButOne = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
		const bad = await t.call('POST', startPath(C.northwind, 'crs_gdpr'), {
			token: tokens.northwindPartner,
			body: startBody([C.contoso], { subject: '', daysToComplete: 0, startDate: yesterdayButOne }),
		})
		expect(bad.status).toBe(422)
		expect(bad.body.validationResults).toEqual(
			expect.arrayContaining([
				{ field: 'subject', message: 'Field is required' },
				{ field: 'daysToComplete', message: 'Days must be a positive number' },
				{ field: 'startDate', message: 'The start date cannot be in the past.' },
			]),
		)
		const fabrikam = await t.call('POST', startPath(C.northwind, 'crs_gdpr'), {
			token: tokens.northwindPartner,
			body: startBody([C.fabrikam]),
		})
		expect(fabrikam.status).toBe(422)
		expect(fabrikam.body.code).toBe('customer_not_boosted')
		expect((await withCourse('crs_gdpr')).itemsCount).toBe(0)
	})

	test("ending archives the started customers' campaigns; one without a start date refuses the batch", async () => {
		const notStarted = await t.call('PATCH', endPath(C.northwind, W.northwindPublished, [C.contoso]), { token: tokens.northwindPartner })
		expect(notStarted.status).toBe(409)
		expect(notStarted.body).toMatchObject({ code: 'training_not_started', message: 'The training has not started for: Contoso.' })

		const mixed = await t.call('PATCH', endPath(C.northwind, CATALOGUE, [C.contoso, C.fabrikam]), { token: tokens.northwindPartner })
		expect(mixed.status).toBe(409)
		expect((await withCourse(CATALOGUE)).companies.every((c) => c.startDate === today)).toBe(true)

		const foreign = await t.call('PATCH', endPath(C.northwind, CATALOGUE, [C.globex]), { token: tokens.northwindPartner })
		expect(foreign.status).toBe(403)

		const ended = await t.call('PATCH', endPath(C.northwind, CATALOGUE, [C.contoso]), { token: tokens.northwindPartner })
		expect(ended.status, ended.text).toBe(204)
		const page = await withCourse(CATALOGUE)
		expect(page.companies.map((c) => [c.companyName, c.startDate])).toEqual([
			['Contoso', null],
			['Tailspin', today],
		])
		const contoso = CourseCampaignsSchema.parse(
			(await t.call('GET', `/api/v1/course/company/${C.contoso}/course/${CATALOGUE}/campaigns`, { token: tokens.contosoAdmin })).body,
		).campaigns
		expect(contoso[0]?.status).toBe('ARCHIVED')
	})

	test("removing is refused for a course of the provider (the catalogue's); for an own training the customers lose it", async () => {
		const catalogue = await t.call('DELETE', unsharePath(C.northwind, CATALOGUE, [C.contoso]), { token: tokens.northwindPartner })
		expect(catalogue.status).toBe(409)
		expect(catalogue.body.code).toBe('course_provider_owned')

		const foreign = await t.call('DELETE', unsharePath(C.northwind, W.northwindPublished, [C.acme]), { token: tokens.northwindPartner })
		expect(foreign.status).toBe(403)

		const removed = await t.call('DELETE', unsharePath(C.northwind, W.northwindPublished, [C.tailspin]), { token: tokens.northwindPartner })
		expect(removed.status, removed.text).toBe(204)
		expect((await withCourse(W.northwindPublished)).companies.map((c) => c.companyName)).toEqual(['Contoso'])
		const list = CourseListSchema.parse((await t.call('GET', `/api/v1/course/company/${C.tailspin}`, { token: tokens.tailspinAdmin })).body)
		expect(list.courses.some((c) => c.id === W.northwindPublished)).toBe(false)
	})

	test('the with-course list sorts by name both ways and by start date, and pages', async () => {
		const desc = await withCourse(CATALOGUE, { order: 'desc' })
		expect(desc.companies.map((c) => c.companyName)).toEqual(['Tailspin', 'Contoso'])
		const byStart = await withCourse(CATALOGUE, { orderBy: 'startDate', order: 'asc' })
		expect(byStart.companies.map((c) => c.companyName)).toEqual(['Tailspin', 'Contoso'])
		const second = await withCourse(CATALOGUE, { pageSize: '5', pageNumber: '3' })
		expect(second).toEqual({ companies: [], itemsCount: 2 })
		expect((await withCourse(CATALOGUE, { searchText: 'tail' })).companies.map((c) => c.companyName)).toEqual(['Tailspin'])
	})

	test('a start with the weekly reminder switches on the reminders of a customer that never set them up', async () => {
		const reminders = async () =>
			(await t.call('GET', `/users/company/${C.tailspin}/reminders/automatic`, { token: tokens.tailspinAdmin })).body as {
				enabled: boolean
			}
		expect((await reminders()).enabled).toBe(false)
		const started = await t.call('POST', startPath(C.northwind, 'crs_soc2'), {
			token: tokens.northwindPartner,
			body: startBody([C.tailspin], { notificationsEnabled: false, subject: '', weeklyReminder: true }),
		})
		expect(started.status, started.text).toBe(201)
		expect(await reminders()).toMatchObject({ enabled: true, frequency: 'weekly' })
	})

	test('isAllCustomers shares with every boosted customer without the course', async () => {
		const before = await withoutCourse('crs_hipaa', { pageSize: '100' })
		const shared = await t.call('POST', sharePath(C.northwind, 'crs_hipaa'), {
			token: tokens.northwindPartner,
			body: { customerCompanyIds: [], isAllCustomers: true },
		})
		expect(shared.status, shared.text).toBe(200)
		expect(shared.body.sharedWith).toBe(before.boostedCompaniesCount)
		const after = await withoutCourse('crs_hipaa', { pageSize: '100' })
		expect(after.boostedCompaniesCount).toBe(0)
		expect(after.itemsCount).toBe(before.itemsCount - before.boostedCompaniesCount)
	})
})
