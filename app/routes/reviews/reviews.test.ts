import { parse } from 'csv-parse/sync'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { type TrainingReview } from '#app/gateway/reviews.server.ts'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { loader as download } from './download.ts'
import { loader } from './reviews.tsx'

const signedIn = useSignedInCookies(['admin', 'user'])

const REVIEWS = `${GATEWAY}/reports/api/v1/company/:companyId/training/reviews`
const REVIEWED = `${GATEWAY}/reports/api/v1/company/:companyId/lists/training/reviewed`

function review(id: number, overrides: Partial<TrainingReview> = {}): TrainingReview {
	return {
		id,
		userId: `usr_${id}`,
		userName: `Learner ${id}`,
		userEmail: `learner${id}@acme.test`,
		trainingId: 'crs_phishing',
		trainingName: 'Phishing Awareness',
		rating: 4,
		comment: 'Useful',
		createdAt: '2026-11-20T10:00:00.000Z',
		...overrides,
	}
}
const page = (data: TrainingReview[], totalItems = data.length, pageSize = 10) => ({
	data,
	pageInfo: { pageNumber: 0, pageSize, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / pageSize)) },
	summary: { averageRating: 4, ratingCounts: { 1: 0, 2: 0, 3: 0, 4: totalItems, 5: 0 } },
})
const trainings = { trainings: [{ id: 'crs_phishing', name: 'Phishing Awareness' }] }

const load = (path: string, role = 'admin') => outcome(() => loader(routeArgs(path, { cookie: signedIn[role] }) as any)) as Promise<any>
const get = (path: string, role = 'admin') =>
	outcome(() => download(routeArgs(path, { cookie: signedIn[role] }) as any)) as Promise<Response>

describe('Training Reviews: the page', () => {
	test("the URL's filters, sort and page are the gateway's query, for the company of the session", async () => {
		viewerReplies()
		server.use(
			http.get(REVIEWS, () => HttpResponse.json(page([review(1), review(2, { rating: 5 })], 42, 25))),
			http.get(REVIEWED, () => HttpResponse.json(trainings)),
		)
		const calls = recordGateway()
		const data = await load(
			'/reviews?trainingId=crs_phishing&trainingId=crs_gdpr&rating=5&rating=9&comments=true&orderBy=rating&order=asc&pageSize=25&pageNumber=1',
		)
		expect(calls.map((c) => c.call).sort()).toEqual([
			'GET /reports/api/v1/company/cmp_acme/lists/training/reviewed',
			'GET /reports/api/v1/company/cmp_acme/training/reviews?pageNumber=1&pageSize=25&order=asc&orderBy=rating&comments=true&trainingId=crs_phishing&trainingId=crs_gdpr&rating=5',
		])
		expect(data.filters).toEqual({ trainingIds: ['crs_phishing', 'crs_gdpr'], ratings: [5], withComments: true })
		expect(data.isFiltered).toBe(true)
		expect(data.total).toBe(42)
		expect(data.rows[0]).toMatchObject({ learner: 'Learner 1', training: 'Phishing Awareness', rating: 4, date: 'Nov 20, 2026' })
		expect(data.trainings).toEqual(trainings.trainings)
	})

	test('no filters: the newest first, ten to a page (spec 2 §9 report tables), not filtered', async () => {
		viewerReplies()
		server.use(
			http.get(REVIEWS, () => HttpResponse.json(page([]))),
			http.get(REVIEWED, () => HttpResponse.json({ trainings: [] })),
		)
		const calls = recordGateway()
		const data = await load('/reviews')
		expect(calls.map((c) => c.call)).toContain(
			'GET /reports/api/v1/company/cmp_acme/training/reviews?pageNumber=0&pageSize=10&order=desc&orderBy=createdAt',
		)
		expect(data.isFiltered).toBe(false)
		expect(data.rows).toEqual([])
	})

	test('a page past the last goes to the last one, filters kept', async () => {
		viewerReplies()
		server.use(
			http.get(REVIEWS, () => HttpResponse.json(page([], 12))),
			http.get(REVIEWED, () => HttpResponse.json(trainings)),
		)
		const result = await load('/reviews?rating=4&pageNumber=7')
		expect(result).toBeInstanceOf(Response)
		expect((result as Response).headers.get('Location')).toBe('/reviews?rating=4&pageNumber=1')
	})

	test('a failed read keeps the page and says so', async () => {
		expectConsoleError()
		viewerReplies()
		server.use(
			http.get(REVIEWS, () => gatewayError(500, 'INTERNAL', 'boom')),
			http.get(REVIEWED, () => HttpResponse.json(trainings)),
		)
		const data = await load('/reviews')
		expect(data.rows).toEqual([])
		expect(data.failures).toHaveLength(1)
		expect(data.trainings).toEqual(trainings.trainings)
	})

	test('a learner is not let in', async () => {
		viewerReplies(authUser({ role: 'user' }))
		const calls = recordGateway()
		const result = await load('/reviews', 'user')
		expect((result as Response).status).toBe(302)
		expect(calls).toEqual([])
	})
})

describe('Training Reviews: Download CSV', () => {
	test("the gateway's CSV arrives with its formula cells made text, the header in the reader's words, as a UTF-8 attachment", async () => {
		viewerReplies()
		// A gateway that did not neutralise its cells: the console must.
		const csv =
			'Learner,Email,Training,Rating,Comment,Date\r\nDana,dana@acme.test,Phishing,5,"=HYPERLINK(""https://x.test"",""Bonus"")",2026-11-20\r\n@Eli,eli@acme.test,+Phish,-2,-3,2026-11-19\r\n'
		server.use(
			http.get(REVIEWS, ({ request }) =>
				request.headers.get('accept') === 'text/csv'
					? new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv' } })
					: HttpResponse.json(page([])),
			),
		)
		const calls = recordGateway()
		const response = await get('/reviews/download?rating=5&comments=true&orderBy=rating&pageSize=50&pageNumber=2')
		expect(calls.map((c) => c.call)).toEqual([
			'GET /reports/api/v1/company/cmp_acme/training/reviews?order=desc&orderBy=rating&comments=true&rating=5',
		])
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
		expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="training-reviews-\d{4}-\d{2}-\d{2}\.csv"$/)
		const bytes = new Uint8Array(await response.arrayBuffer())
		expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		const rows: string[][] = parse(new TextDecoder().decode(bytes), { bom: true })
		expect(rows[0]).toEqual(['Learner', 'Email', 'Training', 'Rating', 'Comment', 'Date'])
		expect(rows[1]![4]).toBe(`'=HYPERLINK("https://x.test","Bonus")`)
		expect(rows[2]).toEqual(["'@Eli", 'eli@acme.test', "'+Phish", '-2', '-3', '2026-11-19'])
	})

	test('a failed export goes back to the same filtered page with the error toast', async () => {
		expectConsoleError()
		viewerReplies()
		server.use(http.get(REVIEWS, () => gatewayError(500, 'INTERNAL', 'boom')))
		const response = await get('/reviews/download?rating=1')
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/reviews?rating=1')
		expect(await flashToast(response)).toMatchObject({ type: 'error', message: 'reviews:downloadFailed' })
	})

	test('a learner gets no file', async () => {
		viewerReplies(authUser({ role: 'user' }))
		const calls = recordGateway()
		const response = await get('/reviews/download', 'user')
		expect(response.status).toBe(302)
		expect(calls).toEqual([])
	})
})
