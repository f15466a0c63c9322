import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { loader as courseLoader } from '#app/routes/courses/layout.tsx'
import { courseRow } from '#tests/fixtures/courses.ts'
import { outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { loader } from './courses.tsx'

const signedIn = useSignedInCookies(['admin', 'user'])

const COURSES = `${GATEWAY}/api/v1/course/company/:companyId`
const catalogue = [
	courseRow({ id: 'crs_annual', name: 'Annual Security Awareness Training', courseType: 'awareness', isDefault: true }),
	courseRow({ id: 'crs_gdpr', name: 'GDPR Essentials', courseType: 'compliance' }),
	courseRow({ id: 'crs_partner', name: 'Partner Qualification', courseType: 'for_partner_admins' }),
]

async function load(path: string, role = 'admin') {
	return outcome(() => loader(routeArgs(path, { cookie: signedIn[role] }) as any)) as Promise<any>
}

describe('All Courses: the loader', () => {
	test('the URL language is the gateway query; category and search pick the cards', async () => {
		viewerReplies()
		server.use(http.get(COURSES, () => HttpResponse.json({ courses: catalogue })))
		const calls = recordGateway()
		const page = await load('/learning/courses?language=de&category=compliance&searchText=gdpr')
		expect(calls.map((c) => c.call)).toEqual(['GET /api/v1/course/company/cmp_acme?languageCode=de'])
		expect(page).toMatchObject({ language: 'de', category: 'compliance', searchText: 'gdpr', failure: null })
		expect(page.cards.map((c: { id: string }) => c.id)).toEqual(['crs_gdpr'])
	})

	test('an unknown language is English; a partner category asked for by a direct company is All Courses, without its courses', async () => {
		viewerReplies()
		server.use(http.get(COURSES, () => HttpResponse.json({ courses: catalogue })))
		const calls = recordGateway()
		const page = await load('/learning/courses?language=xx&category=partnerQualifications')
		expect(calls.map((c) => c.call)).toEqual(['GET /api/v1/course/company/cmp_acme?languageCode=en'])
		expect(page.category).toBe('all')
		expect(page.categories).not.toContain('partnerQualifications')
		expect(page.cards.map((c: { id: string }) => c.id)).toEqual(['crs_annual', 'crs_gdpr'])
	})

	test("a partner's admins have the partner category and its courses", async () => {
		viewerReplies(authUser(), companyView({ distribution: { ...companyView().distribution, isPartner: true } }))
		server.use(http.get(COURSES, () => HttpResponse.json({ courses: catalogue })))
		const page = await load('/learning/courses?category=partnerQualifications')
		expect(page.category).toBe('partnerQualifications')
		expect(page.cards.map((c: { id: string; adminsOnly: boolean }) => [c.id, c.adminsOnly])).toEqual([['crs_partner', true]])
	})

	test('a failed read keeps the page with the message and no cards', async () => {
		viewerReplies()
		server.use(http.get(COURSES, () => gatewayError(500, 'INTERNAL', 'boom')))
		expectConsoleError()
		const page = await load('/learning/courses')
		expect(page.cards).toEqual([])
		expect(page.failure).toEqual({ message: 'common:tryAgain' })
	})

	test('a learner is not let in', async () => {
		viewerReplies(authUser({ role: 'user' }))
		const result = await load('/learning/courses', 'user')
		expect(result).toBeInstanceOf(Response)
		expect((result as Response).status).toBe(302)
	})
})

describe('a course page: the loader', () => {
	const loadCourse = (courseId: string) =>
		outcome(() =>
			courseLoader({ ...routeArgs(`/courses/${courseId}/preview`, { cookie: signedIn.admin }), params: { courseId } } as any),
		) as Promise<any>

	test('the course with its sections comes from view/admin', async () => {
		viewerReplies()
		server.use(
			http.get(`${GATEWAY}/api/v1/course/company/:companyId/course/:courseId/view/admin`, ({ params }) =>
				HttpResponse.json({ ...courseRow({ id: String(params.courseId), name: 'GDPR Essentials' }), sections: [] }),
			),
		)
		const calls = recordGateway()
		const page = await loadCourse('crs_gdpr')
		expect(calls.map((c) => c.call)).toEqual(['GET /api/v1/course/company/cmp_acme/course/crs_gdpr/view/admin'])
		expect(page.course.name).toBe('GDPR Essentials')
	})

	test("another company's course (the gateway's 404) is the 404 page", async () => {
		viewerReplies()
		server.use(
			http.get(`${GATEWAY}/api/v1/course/company/:companyId/course/:courseId/view/admin`, () =>
				gatewayError(404, 'NOT_FOUND', 'Course not found'),
			),
		)
		const thrown = await loadCourse('crs_other').catch((error: unknown) => error)
		expect(thrown).toMatchObject({ init: { status: 404 } })
	})
})
