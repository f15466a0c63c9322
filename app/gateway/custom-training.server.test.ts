import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_VIDEO_BYTES } from '#server/shared/custom-training-limits.ts'
import { SEED, type TestGateway, createTestGateway } from '#tests/fixtures/gateway.ts'
import { recordEmbeddedGateway } from '#tests/mocks/embedded-gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { createCourseCampaign, endCourseCampaign, getCourse, listCourses } from './courses.server.ts'
import {
	CUSTOM_TRAINING_ERROR,
	RUNNING_CAMPAIGN_MESSAGE,
	VIDEO_CONTENT_TYPE_MESSAGE,
	VIDEO_ERROR,
	VIDEO_TOO_LARGE_MESSAGE,
	addChapter,
	addTopic,
	createCustomTraining,
	deleteChapter,
	deleteChapterVideo,
	deleteCustomTraining,
	deleteTopic,
	getQuizQuestions,
	isRunningCampaignRefusal,
	moveChapter,
	moveTopic,
	publishCustomTraining,
	renameTopic,
	replaceQuizQuestions,
	setCustomTrainingActive,
	updateChapter,
	updateCustomTraining,
	uploadChapterVideo,
} from './custom-training.server.ts'
import { GatewayError } from './errors.ts'
import { registerEmbeddedGateway } from './transport.server.ts'

const { requests, useHandler } = recordEmbeddedGateway()

const MP4 = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, ...new Uint8Array(64)])

describe('custom training contract', () => {
	test('a video travels as its bytes with its type and length, from a Blob or a stream', async () => {
		const video = { url: 'https://console.test/__gateway/custom-training-videos/vid_1', contentType: 'video/mp4', size: MP4.byteLength }
		useHandler(() => Response.json(video))
		expect(await uploadChapterVideo('tok', 'cmp/1', 'crs_1', 'chp_1', new File([MP4], 'clip.mp4', { type: 'video/mp4' }))).toEqual(video)
		const stream = Readable.toWeb(Readable.from([MP4.slice(0, 10), MP4.slice(10)])) as ReadableStream<Uint8Array>
		expect(await uploadChapterVideo('tok', 'cmp/1', 'crs_1', 'chp_1', { stream, size: MP4.byteLength, type: 'video/x-m4v' })).toEqual(video)
		for (const [request, type] of [
			[requests[0]!, 'video/mp4'],
			[requests[1]!, 'video/x-m4v'],
		] as const) {
			expect(request.method).toBe('PUT')
			expect(new URL(request.url).pathname).toBe('/api/v1/custom-training/cmp%2F1/course/crs_1/chapters/chp_1/video')
			expect(request.headers.get('authorization')).toBe('Bearer tok')
			expect(request.headers.get('content-type')).toBe(type)
			expect(request.headers.get('content-length')).toBe(String(MP4.byteLength))
			expect(new Uint8Array(await request.arrayBuffer())).toEqual(MP4)
		}
	})

	test('a refused video is a GatewayError with the code and message; a bare 413 on the way reads as too large', async () => {
		useHandler(() =>
			Response.json(
				{ code: 'video_content_type', message: VIDEO_CONTENT_TYPE_MESSAGE, details: [{ code: 'video_content_type', description: 'x' }] },
				{ status: 415 },
			),
		)
		const refused = await uploadChapterVideo('tok', 'cmp_1', 'crs_1', 'chp_1', new Blob(['x'])).catch((e) => e)
		expect(refused).toBeInstanceOf(GatewayError)
		expect(refused).toMatchObject({ status: 415, code: VIDEO_ERROR.contentType, message: VIDEO_CONTENT_TYPE_MESSAGE, expected: true })
		useHandler(() => new Response('Payload Too Large', { status: 413 }))
		const tooLarge = await uploadChapterVideo('tok', 'cmp_1', 'crs_1', 'chp_1', new Blob(['x'])).catch((e) => e)
		expect(tooLarge).toMatchObject({ status: 413, code: VIDEO_ERROR.tooLarge, message: VIDEO_TOO_LARGE_MESSAGE })
		// A file known to be too large is not sent at all.
		const count = requests.length
		const huge = { stream: new ReadableStream<Uint8Array>(), size: MAX_VIDEO_BYTES + 1, type: 'video/mp4' }
		await expect(uploadChapterVideo('tok', 'cmp_1', 'crs_1', 'chp_1', huge)).rejects.toMatchObject({ status: 413, code: 'video_too_large' })
		expect(requests.length).toBe(count)
		useHandler(() => Response.json({ nope: true }))
		expectConsoleError() // the console logs a reply it cannot read
		await expect(uploadChapterVideo('tok', 'cmp_1', 'crs_1', 'chp_1', new Blob(['x']))).rejects.toMatchObject({ status: 502 })
	})

	test('a delete refused for a running campaign is told apart from other refusals', async () => {
		useHandler(() =>
			Response.json(
				{
					code: 'training_has_running_campaign',
					message: RUNNING_CAMPAIGN_MESSAGE,
					details: [{ code: 'training_has_running_campaign', description: RUNNING_CAMPAIGN_MESSAGE }],
				},
				{ status: 409 },
			),
		)
		const refused = await deleteCustomTraining('tok', 'cmp_1', 'crs_1').catch((e) => e)
		expect(requests[0]!.method).toBe('DELETE')
		expect(new URL(requests[0]!.url).pathname).toBe('/api/v1/custom-training/cmp_1/course/crs_1')
		expect(refused).toBeInstanceOf(GatewayError)
		expect(refused).toMatchObject({ status: 409, code: CUSTOM_TRAINING_ERROR.runningCampaign, message: RUNNING_CAMPAIGN_MESSAGE })
		expect(isRunningCampaignRefusal(refused)).toBe(true)
		useHandler(() => Response.json({ code: 'not_found', message: 'Course not found' }, { status: 404 }))
		expect(isRunningCampaignRefusal(await deleteCustomTraining('tok', 'cmp_1', 'crs_1').catch((e) => e))).toBe(false)
		expect(isRunningCampaignRefusal(new Error(RUNNING_CAMPAIGN_MESSAGE))).toBe(false)
	})

	test('disable_custom_training posts course_id and active', async () => {
		useHandler(() => new Response(null, { status: 204 }))
		await setCustomTrainingActive('tok', 'cmp_1', 'crs_1', false)
		expect(new URL(requests[0]!.url).pathname).toBe('/api/v1/custom-training/cmp_1/disable_custom_training')
		expect(await requests[0]!.json()).toEqual({ course_id: 'crs_1', active: false })
	})
})

describe('custom training contract against the reference gateway', () => {
	let t: TestGateway
	beforeAll(async () => {
		t = await createTestGateway()
	})
	afterAll(() => t.close())

	test('the builder calls, their paths and reply schemas agree with server/gateway/services/custom-training.ts', async () => {
		registerEmbeddedGateway(t.gateway.fetch)
		const token = await t.signIn(SEED.users.northwindPartner.email)
		const companyId = SEED.companies.northwind
		const { courseId } = await createCustomTraining(token, companyId, { name: 'Contract training', language: 'de' })
		await updateCustomTraining(token, companyId, courseId, { description: 'Built through the contract.' })
		const one = (await addTopic(token, companyId, courseId, 'One')).id
		const two = (await addTopic(token, companyId, courseId, 'Two')).id
		await renameTopic(token, companyId, courseId, two, 'Second')
		await moveTopic(token, companyId, courseId, two, 0)
		const clip = (await addChapter(token, companyId, courseId, one, { name: 'Clip', kind: 'video' })).id
		const quiz = (await addChapter(token, companyId, courseId, one, { name: 'Quiz', kind: 'quiz', durationMinutes: 6 })).id
		const notes = (await addChapter(token, companyId, courseId, two, { name: 'Notes', kind: 'reading' })).id
		await updateChapter(token, companyId, courseId, notes, { durationMinutes: 2 })
		await moveChapter(token, companyId, courseId, quiz, { sectionId: two, position: 0 })
		expect(
			await replaceQuizQuestions(token, companyId, courseId, quiz, [{ question: 'Q?', answers: ['a', 'b', ''], correctAnswer: 2 }]),
		).toEqual([{ question: 'Q?', answers: ['a', 'b', '', ''], correctAnswer: 2 }])
		expect(await getQuizQuestions(token, companyId, courseId, quiz)).toHaveLength(1)
		const refusedQuestions = await replaceQuizQuestions(token, companyId, courseId, quiz, [
			{ question: 'Q?', answers: ['a', 'b'], correctAnswer: 3 },
		]).catch((e) => e)
		expect(refusedQuestions).toMatchObject({ status: 422, validationFields: ['questions.0.correctAnswer'] })

		const video = await uploadChapterVideo(token, companyId, courseId, clip, new File([MP4], 'clip.mp4', { type: 'video/mp4' }))
		expect(video).toMatchObject({ contentType: 'video/mp4', size: MP4.byteLength })
		const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'clip.mp4', { type: 'video/mp4' })
		expect(await uploadChapterVideo(token, companyId, courseId, clip, png).catch((e) => e)).toMatchObject({
			status: 415,
			code: 'video_content_type',
			message: VIDEO_CONTENT_TYPE_MESSAGE,
		})

		const course = await getCourse(token, companyId, courseId)
		expect(course).toMatchObject({
			name: 'Contract training',
			description: 'Built through the contract.',
			language: 'de',
			isDraft: true,
			totalChapters: 3,
			totalQuizzes: 1,
			totalTimeInMinutes: 5 + 6 + 2,
		})
		expect(
			course.sections.map((s) => [s.name, s.chapters.map((ch) => [ch.name, ch.video?.url ?? null, ch.questionCount ?? null])]),
		).toEqual([
			[
				'Second',
				[
					['Quiz', null, 1],
					['Notes', null, null],
				],
			],
			['One', [['Clip', video.url, null]]],
		])

		await setCustomTrainingActive(token, companyId, courseId, false)
		await publishCustomTraining(token, companyId, courseId, false)
		const listed = (await listCourses(token, companyId, 'de')).courses.find((c) => c.id === courseId)
		expect(listed).toMatchObject({ isActive: false, isDraft: false, customTrainingCompanyId: companyId })

		await deleteChapterVideo(token, companyId, courseId, clip)
		await deleteChapter(token, companyId, courseId, notes)
		await deleteTopic(token, companyId, courseId, one)
		expect((await getCourse(token, companyId, courseId)).totalChapters).toBe(1)
		await deleteCustomTraining(token, companyId, courseId)
		expect(await getCourse(token, companyId, courseId).catch((e) => e)).toMatchObject({ status: 404 })

		const acme = await t.signIn(SEED.users.acmeAdmin.email)
		expect(await createCustomTraining(acme, SEED.companies.acme, { name: 'Mine', language: 'en' }).catch((e) => e)).toMatchObject({
			status: 403,
			code: 'forbidden',
		})
	}, 60_000)

	test('a training with a campaign that has not ended is not deleted until the campaign ends', async () => {
		registerEmbeddedGateway(t.gateway.fetch)
		const token = await t.signIn(SEED.users.northwindPartner.email)
		const companyId = SEED.companies.northwind
		const { courseId } = await createCustomTraining(token, companyId, { name: 'Running', language: 'en' })
		const topic = (await addTopic(token, companyId, courseId, 'One')).id
		await addChapter(token, companyId, courseId, topic, { name: 'Notes', kind: 'reading' })
		await publishCustomTraining(token, companyId, courseId, false)
		const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
		const { campaignId, status } = await createCourseCampaign(token, companyId, courseId, {
			name: 'Running',
			assignmentType: 'all',
			departmentIds: [],
			groupIds: [],
			daysToComplete: 7,
			startDate: tomorrow,
			notificationsEnabled: false,
			notificationSubject: '',
			notificationMessage: '',
			attachmentLink: null,
		})
		expect(status).toBe('QUEUED')

		const refused = await deleteCustomTraining(token, companyId, courseId).catch((e) => e)
		expect(isRunningCampaignRefusal(refused)).toBe(true)
		expect(refused).toMatchObject({ status: 409, message: RUNNING_CAMPAIGN_MESSAGE, expected: true })
		expect(await getCourse(token, companyId, courseId)).toMatchObject({ name: 'Running', totalChapters: 1 })

		await endCourseCampaign(token, companyId, campaignId)
		await deleteCustomTraining(token, companyId, courseId)
		expect(await getCourse(token, companyId, courseId).catch((e) => e)).toMatchObject({ status: 404 })
	}, 60_000)
})
