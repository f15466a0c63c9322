import { describe, expect, test } from 'vitest'
import { CourseDetailSchema } from '#app/gateway/courses.server.ts'
import { ChapterVideoSchema, CreatedCourseSchema, CreatedIdSchema, QuizQuestionsSchema } from '#app/gateway/custom-training.server.ts'
import { GATEWAY_BASE, POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// The custom-training builder on a PostgreSQL server (TEST_DATABASE_URL): migration 0020's tables, the
// seed's quiz questions, moves that renumber two topics in one transaction, the text[] answers, and a
// video streamed to the gateway's files folder and served with Range.

describe.skipIf(!POSTGRES_URL)('the custom-training builder on PostgreSQL', () => {
	let t: TestGateway
	let token: string
	const C = SEED.companies
	const path = (courseId: string) => `/api/v1/custom-training/${C.northwind}/course/${courseId}`

	usePostgresGateway('custom_training', async (gateway) => {
		t = gateway
		token = await t.signIn(SEED.users.northwindPartner.email)
	})

	test("the seed's draft quiz has its questions", async () => {
		const reply = await t.call('GET', `${path(SEED.courses.northwindDraft)}/chapters/chp_custom_northwind_vendor_risk_1_3/questions`, {
			token,
		})
		expect(reply.status, reply.text).toBe(200)
		expect(QuizQuestionsSchema.parse(reply.body).questions.map((q) => q.correctAnswer)).toEqual([2, 3, 1])
	})

	test('a draft built, reordered, given questions and a video', async () => {
		const created = await t.call('POST', `/api/v1/custom-training/${C.northwind}`, {
			token,
			body: { name: 'On PostgreSQL', language: 'en' },
		})
		expect(created.status, created.text).toBe(201)
		const { courseId } = CreatedCourseSchema.parse(created.body)
		const add = async (url: string, body: unknown) => CreatedIdSchema.parse((await t.call('POST', url, { token, body })).body).id
		const one = await add(`${path(courseId)}/sections`, { name: 'One' })
		const two = await add(`${path(courseId)}/sections`, { name: 'Two' })
		const a = await add(`${path(courseId)}/sections/${one}/chapters`, { name: 'a', kind: 'video' })
		const b = await add(`${path(courseId)}/sections/${one}/chapters`, { name: 'b', kind: 'quiz' })
		await add(`${path(courseId)}/sections/${two}/chapters`, { name: 'c', kind: 'reading' })
		expect((await t.call('POST', `${path(courseId)}/chapters/${b}/move`, { token, body: { sectionId: two, position: 1 } })).status).toBe(
			204,
		)
		expect((await t.call('POST', `${path(courseId)}/sections/${two}/move`, { token, body: { position: 0 } })).status).toBe(204)
		const questions = await t.call('PUT', `${path(courseId)}/chapters/${b}/questions`, {
			token,
			body: { questions: [{ question: 'Q?', answers: ['yes', 'no'], correctAnswer: 1 }] },
		})
		expect(QuizQuestionsSchema.parse(questions.body).questions).toEqual([
			{ question: 'Q?', answers: ['yes', 'no', '', ''], correctAnswer: 1 },
		])

		const mp4 = new Uint8Array([0, 0, 0, 0x14, 0x66, 0x74, 0x79, 0x70, 0x71, 0x74, 0x20, 0x20, ...new Uint8Array(100).fill(7)])
		const uploaded = await t.gateway.fetch(
			new Request(`${GATEWAY_BASE}${path(courseId)}/chapters/${a}/video`, {
				method: 'PUT',
				headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'video/quicktime' },
				body: mp4,
			}),
		)
		expect(uploaded.status).toBe(200)
		const video = ChapterVideoSchema.parse(await uploaded.json())
		expect(video.contentType).toBe('video/quicktime')
		const part = await t.gateway.fetch(new Request(video.url, { headers: { Range: 'bytes=0-3' } }))
		expect(part.status).toBe(206)
		expect(new Uint8Array(await part.arrayBuffer())).toEqual(mp4.slice(0, 4))

		const course = CourseDetailSchema.parse(
			(await t.call('GET', `/api/v1/course/company/${C.northwind}/course/${courseId}/view/admin`, { token })).body,
		)
		expect(course.sections.map((s) => [s.name, s.order, s.chapters.map((ch) => [ch.name, ch.order])])).toEqual([
			[
				'Two',
				1,
				[
					['c', 1],
					['b', 2],
				],
			],
			['One', 2, [['a', 1]]],
		])
		expect(course).toMatchObject({ totalChapters: 3, totalQuizzes: 1, totalTimeInMinutes: 13 })
		expect(course.sections[1]!.chapters[0]!.video).toEqual(video)
		expect(course.sections[0]!.chapters[1]!.questionCount).toBe(1)
	})
})
