import { parse } from 'csv-parse/sync'
import { describe, expect, test } from 'vitest'
import { TrainingReviewsPageSchema } from '#app/gateway/reviews.server.ts'
import { REVIEW_SEED } from '#server/gateway/db/seed-reviews.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// Training Reviews on a PostgreSQL server (TEST_DATABASE_URL): the filters, the name sort and the CSV's
// batches (more rows than one batch would hold are not seeded, so the last batch is also the first).

describe.skipIf(!POSTGRES_URL)('training reviews on PostgreSQL', () => {
	let t: TestGateway
	let token: string
	const path = `/reports/api/v1/company/${SEED.companies.globex}/training/reviews`

	usePostgresGateway('reviews', async (gateway) => {
		t = gateway
		token = await t.signIn(SEED.users.globexAdmin.email)
	})

	test('filters, sort and paging read the same as on the embedded database', async () => {
		const [phishing] = REVIEW_SEED.earlierCourses
		const reply = await t.call('GET', `${path}?trainingId=${phishing}&rating=5&comments=true&orderBy=userName&order=asc`, { token })
		expect(reply.status, reply.text).toBe(200)
		const page = TrainingReviewsPageSchema.parse(reply.body)
		expect(page.pageInfo.totalItems).toBe(5)
		const names = page.data.map((r) => r.userName.toLowerCase())
		expect([...names].sort()).toEqual(names)
		expect(page.summary.ratingCounts).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 5 })
	})

	test('the CSV holds every review, its formula cells made text', async () => {
		const reply = await t.call('GET', path, { token, headers: { Accept: 'text/csv' } })
		const rows: string[][] = parse(reply.text, { bom: true })
		expect(rows).toHaveLength(70 + 2 * REVIEW_SEED.earlierReviewers + 1)
		expect(rows.slice(1).map((r) => r[4])).toContain(`'${REVIEW_SEED.formulaComment}`)
	})
})
