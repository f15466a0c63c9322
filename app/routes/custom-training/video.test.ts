import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, test } from 'vitest'
import type { CourseDetail } from '#app/gateway/courses.server.ts'
import { action as sendAhead } from '#app/routes/resources/uploads.ts'
import { courseRow } from '#tests/fixtures/courses.ts'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { MP4 } from '#tests/fixtures/video-bytes.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action, loader } from './video.tsx'

const signedIn = useSignedInCookies(['admin'])
const COURSE = `${GATEWAY}/api/v1/course/company/:companyId/course/:courseId/view/admin`
const VIDEO = `${GATEWAY}/api/v1/custom-training/:companyId/course/:courseId/chapters/:chapterId/video`
const PATH = '/custom-training/edit/crs_custom/video/chp_video'
const PUT_CALL = 'PUT /api/v1/custom-training/cmp_acme/course/crs_custom/chapters/chp_video/video'

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)])

const partner = () => companyView({ distribution: { ...companyView().distribution, isPartner: true } })

function course(video: { url: string; contentType: string; size: number } | null = null): CourseDetail {
	return {
		...courseRow({ id: 'crs_custom', name: 'Vendor Risk', customTrainingCompanyId: 'cmp_acme', isDraft: true }),
		sections: [
			{
				id: 'sec_1',
				name: 'Why vendors matter',
				order: 1,
				chapters: [
					{ id: 'chp_video', sectionId: 'sec_1', name: 'Welcome', kind: 'video', durationMinutes: 5, order: 1, video, questionCount: null },
					{ id: 'chp_quiz', sectionId: 'sec_1', name: 'Quiz', kind: 'quiz', durationMinutes: 5, order: 2, video: null, questionCount: 0 },
				],
			},
		],
	}
}

let received: Array<{ type: string | null; bytes: Uint8Array }> = []
beforeEach(() => {
	received = []
})

function gateway(detail = course()) {
	viewerReplies(authUser(), partner())
	server.use(
		http.get(COURSE, () => HttpResponse.json(detail)),
		http.put(VIDEO, async ({ request }) => {
			const bytes = new Uint8Array(await request.arrayBuffer())
			received.push({ type: request.headers.get('content-type'), bytes })
			return HttpResponse.json({ url: '/videos/v1.mp4', contentType: 'video/mp4', size: bytes.byteLength })
		}),
	)
	return recordGateway()
}

function args(params = { courseId: 'crs_custom', chapterId: 'chp_video' }) {
	return { ...routeArgs(PATH, { cookie: signedIn.admin }), params } as any
}

function postVideo(value: File | string | null) {
	const body = new FormData()
	if (value !== null) body.append('video', value)
	const base = args()
	const request = new Request(base.request.url, { method: 'POST', body, headers: base.request.headers })
	return outcome(() => action({ ...base, request })) as Promise<any>
}

describe('a video chapter’s video', () => {
	test('the page shows the chapter’s current video', async () => {
		gateway(course({ url: '/videos/v0.mp4', contentType: 'video/mp4', size: 2048 }))
		const data = (await loader(args())) as any
		expect(data.chapter).toEqual({
			id: 'chp_video',
			name: 'Welcome',
			video: { url: '/videos/v0.mp4', contentType: 'video/mp4', size: 2048 },
		})
	})

	test('a quiz chapter has no video page', async () => {
		gateway()
		await expect(loader(args({ courseId: 'crs_custom', chapterId: 'chp_quiz' }))).rejects.toMatchObject({ init: { status: 404 } })
	})

	test('an mp4 goes to the gateway as it was sent, and the page says it was uploaded', async () => {
		const calls = gateway()
		const result = await postVideo(new File([MP4], 'welcome.mp4', { type: 'video/mp4' }))
		expect(result.status).toBe(302)
		expect(result.headers.get('Location')).toBe(PATH)
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'customTraining:quizAndVideo.video.uploaded' })
		expect(calls.map((c) => c.call).filter((c) => c.startsWith('PUT'))).toEqual([PUT_CALL])
		expect(received).toEqual([{ type: 'video/mp4', bytes: MP4 }])
	})

	test.each([
		[
			'a PNG named .mp4 (the bytes decide)',
			new File([PNG_BYTES], 'clip.mp4', { type: 'video/mp4' }),
			'customTraining:quizAndVideo.video.errors.type',
		],
		['no file', null, 'customTraining:quizAndVideo.video.errors.required'],
	])('%s is refused with the spec’s message; nothing is sent', async (_, file, message) => {
		const calls = gateway()
		const result = await postVideo(file)
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toEqual({ video: [message] })
		expect(calls.filter((c) => c.call.startsWith('PUT'))).toEqual([])
	})

	test('a video sent ahead (JavaScript) is taken by its id, and let go once sent', async () => {
		gateway()
		const body = new FormData()
		body.append('file', new File([MP4], 'welcome.mp4', { type: 'video/mp4' }))
		const base = routeArgs('/resources/uploads/video', { cookie: signedIn.admin })
		const ahead = (await sendAhead({
			...base,
			request: new Request(base.request.url, { method: 'POST', body, headers: base.request.headers }),
			params: { kind: 'video' },
		} as any)) as any
		const id = ahead.data.uploadId
		expect(ahead.data).toEqual({ uploadId: expect.stringMatching(/^[\w-]{24}$/), name: 'welcome.mp4', size: MP4.byteLength })
		const result = await postVideo(id)
		expect(result.status).toBe(302)
		expect(received).toEqual([{ type: 'video/mp4', bytes: MP4 }])
		gateway()
		const again = await postVideo(id)
		expect(again.data.result.error).toEqual({ video: ['customTraining:quizAndVideo.video.errors.required'] })
	})

	test('the gateway refusing the bytes shows its message on the field', async () => {
		gateway()
		server.use(http.put(VIDEO, () => gatewayError(415, 'video_content_type', 'File should be of allowed content type: mov')))
		const result = await postVideo(new File([MP4], 'welcome.mp4', { type: 'video/mp4' }))
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toEqual({ video: ['customTraining:quizAndVideo.video.errors.type'] })
	})
})
