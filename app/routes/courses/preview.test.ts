import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action } from './preview.tsx'

const signedIn = useSignedInCookies(['admin'])

function post(intent: string, courseId = 'crs_phishing') {
	const args = routeArgs(`/courses/${courseId}/preview`, { cookie: signedIn.admin, form: { intent } })
	return outcome(() => action({ ...args, params: { courseId } } as any)) as Promise<any>
}

describe("a course page's forms", () => {
	test('Copy: the gateway copies it, and the copy opens with the spec toast', async () => {
		viewerReplies()
		server.use(
			http.post(`${GATEWAY}/api/v1/course/:companyId/clone/:courseId`, () =>
				HttpResponse.json({ courseId: 'crs_custom_1' }, { status: 201 }),
			),
		)
		const calls = recordGateway()
		const result = await post('copyCourse')
		expect(calls.map((c) => c.call)).toEqual(['POST /api/v1/course/cmp_acme/clone/crs_phishing'])
		expect(result.headers.get('Location')).toBe('/courses/crs_custom_1/preview')
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'learning:course.copied' })
	})

	test('Publish: the draft published with the spec toast', async () => {
		viewerReplies()
		server.use(http.post(`${GATEWAY}/api/v1/custom-training/:companyId/publish`, () => new HttpResponse(null, { status: 204 })))
		const calls = recordGateway()
		const result = await post('publishCourse', 'crs_custom_1')
		expect(calls).toEqual([{ call: 'POST /api/v1/custom-training/cmp_acme/publish', body: { course_id: 'crs_custom_1', is_draft: false } }])
		expect(result.headers.get('Location')).toBe('/courses/crs_custom_1/preview')
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'learning:course.published' })
	})

	test("the gateway's refusal stays on the page as an error message", async () => {
		viewerReplies()
		server.use(
			http.post(`${GATEWAY}/api/v1/course/:companyId/clone/:courseId`, () =>
				gatewayError(403, 'forbidden', 'Only partners can copy trainings.'),
			),
		)
		const result = await post('copyCourse')
		expect(result.headers.get('Location')).toBe('/courses/crs_phishing/preview')
		expect(await flashToast(result)).toEqual({ type: 'error', message: 'Only partners can copy trainings.', raw: true })
	})

	test('an unknown intent is a 400', async () => {
		viewerReplies()
		const result = await post('dance')
		expect(result.status).toBe(400)
	})
})
