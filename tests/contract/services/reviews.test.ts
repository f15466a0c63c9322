import { parse } from 'csv-parse/sync'
import { describe, expect, test } from 'vitest'
import { ReviewedTrainingsSchema, TrainingReviewsPageSchema } from '#app/gateway/reviews.server.ts'
import { REVIEW_SEED } from '#server/gateway/db/seed-reviews.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t, tokens } = useTestGateway({ signIn: ['globexAdmin', 'acmeAdmin', 'acmeLearner'] })

const C = SEED.companies
const reviewsPath = (companyId: string, query = '') => `/reports/api/v1/company/${companyId}/training/reviews${query ? `?${query}` : ''}`

async function reviews(query = '', token = tokens.globexAdmin!) {
	const reply = await t.call('GET', reviewsPath(C.globex, query), { token })
	expect(reply.status, reply.text).toBe(200)
	return TrainingReviewsPageSchema.parse(reply.body)
}

// Globex's seed: 70 reviews of the annual course (7 in 10 of its 100 finishers) and 24 of each of two
// earlier courses.
const GLOBEX_REVIEWS = 70 + 2 * REVIEW_SEED.earlierReviewers

describe('training reviews', () => {
	test('the newest first, ten to a page by default, with the total and the summary of the ratings', async () => {
		const page = await reviews()
		expect(page.pageInfo).toEqual({ pageNumber: 0, pageSize: 10, totalItems: GLOBEX_REVIEWS, totalPages: 12 })
		expect(page.data).toHaveLength(10)
		const dates = page.data.map((r) => r.createdAt!)
		expect([...dates].sort().reverse()).toEqual(dates)
		const counts = page.summary.ratingCounts
		expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(GLOBEX_REVIEWS)
		expect(page.summary.averageRating).toBeGreaterThan(3)
		expect(page.summary.averageRating).toBeLessThan(5)
		expect(page.data[0]!.userEmail).toMatch(/@globex\.test$/)
	})

	test('filters combine: trainings, ratings and only those with a comment', async () => {
		const [phishing, passwords] = REVIEW_SEED.earlierCourses
		const byTraining = await reviews(`trainingId=${phishing}&trainingId=${passwords}&pageSize=100`)
		expect(byTraining.pageInfo.totalItems).toBe(2 * REVIEW_SEED.earlierReviewers)
		expect(new Set(byTraining.data.map((r) => r.trainingId))).toEqual(new Set([phishing, passwords]))

		const low = await reviews('rating=1&rating=2&pageSize=100')
		expect(low.data.length).toBeGreaterThan(0)
		expect(low.data.every((r) => r.rating <= 2)).toBe(true)
		expect(low.summary.ratingCounts['5']).toBe(0)

		const commented = await reviews('comments=true&pageSize=100')
		expect(commented.pageInfo.totalItems).toBeLessThan(GLOBEX_REVIEWS)
		expect(commented.data.every((r) => r.comment.trim() !== '')).toBe(true)

		const all = await reviews(`comments=true&rating=5&trainingId=${phishing}`)
		expect(all.data.every((r) => r.rating === 5 && r.trainingId === phishing && r.comment !== '')).toBe(true)
	})

	test('sorting by rating, training and learner, both ways, with paging', async () => {
		const up = await reviews('orderBy=rating&order=asc&pageSize=100')
		expect(up.data[0]!.rating).toBe(1)
		const down = await reviews('orderBy=rating&order=desc&pageSize=5')
		expect(down.data.every((r) => r.rating === 5)).toBe(true)
		const names = (await reviews('orderBy=userName&order=asc&pageSize=25')).data.map((r) => r.userName.toLowerCase())
		expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names)
		const second = await reviews('orderBy=trainingName&order=asc&pageSize=25&pageNumber=1')
		expect(second.pageInfo.pageNumber).toBe(1)
		expect(second.data).toHaveLength(25)
	})

	test('a bad query is a 422, and another company, a learner or no session cannot read them', async () => {
		expect((await t.call('GET', reviewsPath(C.globex, 'rating=9'), { token: tokens.globexAdmin })).status).toBe(422)
		expect((await t.call('GET', reviewsPath(C.globex, 'pageSize=7'), { token: tokens.globexAdmin })).status).toBe(422)
		expect((await t.call('GET', reviewsPath(C.globex), { token: tokens.acmeAdmin })).status).toBe(403)
		expect((await t.call('GET', reviewsPath(C.acme), { token: tokens.acmeLearner })).status).toBe(403)
		expect((await t.call('GET', reviewsPath(C.globex))).status).toBe(401)
	})

	test('a company without reviews reads an empty page and no trainings to filter by', async () => {
		const reply = await t.call('GET', reviewsPath(C.acme), { token: tokens.acmeAdmin })
		const page = TrainingReviewsPageSchema.parse(reply.body)
		expect(page.data).toEqual([])
		expect(page.pageInfo.totalItems).toBe(0)
		expect(page.summary.averageRating).toBeNull()
		const trainings = await t.call('GET', `/reports/api/v1/company/${C.acme}/lists/training/reviewed`, { token: tokens.acmeAdmin })
		expect(ReviewedTrainingsSchema.parse(trainings.body).trainings).toEqual([])
	})

	test('the reviewed trainings are the ones with reviews, by name', async () => {
		const reply = await t.call('GET', `/reports/api/v1/company/${C.globex}/lists/training/reviewed`, { token: tokens.globexAdmin })
		const ids = ReviewedTrainingsSchema.parse(reply.body).trainings.map((tr) => tr.id)
		expect(ids.sort()).toEqual([SEED.courses.annual, ...REVIEW_SEED.earlierCourses].sort())
	})
})

describe('the reviews as CSV', () => {
	test('every filtered review, unpaged, in a UTF-8 CSV whose formula-like comments are text', async () => {
		const reply = await t.call('GET', reviewsPath(C.globex, 'pageSize=5'), { token: tokens.globexAdmin, headers: { Accept: 'text/csv' } })
		expect(reply.status).toBe(200)
		expect(reply.headers.get('content-type')).toMatch(/^text\/csv/)
		// (The BOM that tells Excel it is UTF-8 is read away by the text decoder: the console's test checks the bytes.)
		const rows: string[][] = parse(reply.text, { bom: true })
		expect(rows[0]).toEqual(['Learner', 'Email', 'Training', 'Rating', 'Comment', 'Date'])
		expect(rows).toHaveLength(GLOBEX_REVIEWS + 1)
		const comments = rows.slice(1).map((r) => r[4]!)
		expect(comments).toContain(`'${REVIEW_SEED.formulaComment}`)
		expect(comments.some((c) => /^[=+\-@]/.test(c))).toBe(false)
		expect(comments).toContain('קורס מצוין, מומלץ לכולם')
	})

	test('the CSV follows the filters', async () => {
		const reply = await t.call('GET', reviewsPath(C.globex, 'rating=5&comments=true'), {
			token: tokens.globexAdmin,
			headers: { Accept: 'text/csv' },
		})
		const rows: string[][] = parse(reply.text, { bom: true })
		expect(rows.length).toBeGreaterThan(1)
		expect(rows.slice(1).every((r) => r[3] === '5' && r[4] !== '')).toBe(true)
	})
})
