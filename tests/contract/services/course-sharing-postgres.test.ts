import { describe, expect, test } from 'vitest'
import { CustomersWithCourseSchema, CustomersWithoutCourseSchema, StartedCampaignsSchema } from '#app/gateway/course-sharing.server.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// Sharing courses with customers on a PostgreSQL server (TEST_DATABASE_URL): the lists' SQL (progress,
// start date, sorting by them) and a start batch in one transaction.

describe.skipIf(!POSTGRES_URL)('course sharing on PostgreSQL', () => {
	let t: TestGateway
	let token: string
	const C = SEED.companies
	const COURSE = 'crs_mobile_security'
	const today = new Date().toISOString().slice(0, 10)

	usePostgresGateway('course_sharing', async (gateway) => {
		t = gateway
		token = await t.signIn(SEED.users.northwindPartner.email)
	})

	test('a start shares and starts; the list shows the start date, sorted by it, and the picker leaves the customer out', async () => {
		const started = await t.call('POST', `/api/v1/course/company/${C.northwind}/start/${COURSE}/batch`, {
			token,
			body: { customerCompanyIds: [C.contoso], isAllCustomers: false, daysToComplete: 14, startDate: today, subject: 'New training' },
		})
		expect(started.status, started.text).toBe(201)
		expect(StartedCampaignsSchema.parse(started.body).campaigns).toHaveLength(1)
		const shared = await t.call('POST', `/api/v1/course/company/${C.northwind}/share/${COURSE}/batch`, {
			token,
			body: { customerCompanyIds: [C.tailspin], isAllCustomers: false },
		})
		expect(shared.status, shared.text).toBe(200)
		const list = CustomersWithCourseSchema.parse(
			(
				await t.call('GET', `/api/v1/course/${C.northwind}/companies_with_shared_trainings/${COURSE}`, {
					token,
					query: { orderBy: 'startDate', order: 'asc' },
				})
			).body,
		)
		expect(list.companies.map((c) => [c.companyName, c.startDate, c.progress])).toEqual([
			['Contoso', today, 0],
			['Tailspin', null, 0],
		])
		const byProgress = await t.call('GET', `/api/v1/course/${C.northwind}/companies_with_shared_trainings/${COURSE}`, {
			token,
			query: { orderBy: 'progress', order: 'desc' },
		})
		expect(byProgress.status, byProgress.text).toBe(200)
		const without = CustomersWithoutCourseSchema.parse(
			(
				await t.call('GET', `/api/v1/course/${C.northwind}/companies_without_shared_training/${COURSE}`, {
					token,
					query: { pageSize: '100' },
				})
			).body,
		)
		expect(without.companies.some((c) => c.companyId === C.contoso || c.companyId === C.tailspin)).toBe(false)
		expect(without.boostedCompaniesCount).toBeGreaterThan(0)
	})
})
