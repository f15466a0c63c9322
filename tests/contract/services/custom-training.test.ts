import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { CourseDetailSchema, CourseListSchema } from '#app/gateway/courses.server.ts'
import {
	ChapterVideoSchema,
	CreatedCourseSchema,
	CreatedIdSchema,
	QuizQuestionsSchema,
	VIDEO_CONTENT_TYPE_MESSAGE,
	VIDEO_TOO_LARGE_MESSAGE,
} from '#app/gateway/custom-training.server.ts'
import { isVideoUploadPath } from '#server/gateway/services/custom-training.ts'
import { MAX_VIDEO_BYTES } from '#server/shared/custom-training-limits.ts'
import { GATEWAY_BASE, SEED, useTestGateway } from '#tests/fixtures/gateway.ts'
import { MP4, WEBM } from '#tests/fixtures/video-bytes.ts'

// The custom-training builder (services/custom-training.ts; the contract app/gateway/custom-training.server.ts):
// a draft created, its topics and chapters added, renamed, moved and deleted with the course's totals
// kept, quiz questions replaced, a video uploaded (checked by its bytes, bounded, served with Range),
// and every call refused for a course that is not the company's own. The same on PostgreSQL:
// custom-training-postgres.test.ts.

const filesDir = mkdtempSync(join(tmpdir(), 'custom-training-test-'))
afterAll(() => rmSync(filesDir, { recursive: true, force: true }))

const { t, tokens } = useTestGateway({
	config: { filesDir },
	signIn: ['northwindPartner', 'acmeAdmin', 'acmeLearner', 'contosoAdmin', 'support'],
})

const C = SEED.companies
const W = SEED.courses
const base = (companyId: string) => `/api/v1/custom-training/${companyId}`
const coursePath = (companyId: string, courseId: string) => `${base(companyId)}/course/${courseId}`

const view = async (courseId: string, token = tokens.northwindPartner!, companyId: string = C.northwind) => {
	const reply = await t.call('GET', `/api/v1/course/company/${companyId}/course/${courseId}/view/admin`, { token })
	expect(reply.status, reply.text).toBe(200)
	return CourseDetailSchema.parse(reply.body)
}
const outline = async (courseId: string) =>
	(await view(courseId)).sections.map((s) => ({ name: s.name, chapters: s.chapters.map((ch) => ch.name) }))

async function newDraft(name = 'Cloud Basics') {
	const reply = await t.call('POST', base(C.northwind), { token: tokens.northwindPartner, body: { name, language: 'en' } })
	expect(reply.status, reply.text).toBe(201)
	return CreatedCourseSchema.parse(reply.body).courseId
}
async function addTopic(courseId: string, name: string) {
	const reply = await t.call('POST', `${coursePath(C.northwind, courseId)}/sections`, { token: tokens.northwindPartner, body: { name } })
	expect(reply.status, reply.text).toBe(201)
	return CreatedIdSchema.parse(reply.body).id
}
async function addChapter(courseId: string, sectionId: string, body: Record<string, unknown>) {
	const reply = await t.call('POST', `${coursePath(C.northwind, courseId)}/sections/${sectionId}/chapters`, {
		token: tokens.northwindPartner,
		body,
	})
	expect(reply.status, reply.text).toBe(201)
	return CreatedIdSchema.parse(reply.body).id
}
const moveChapter = (courseId: string, chapterId: string, sectionId: string, position: number) =>
	t.call('POST', `${coursePath(C.northwind, courseId)}/chapters/${chapterId}/move`, {
		token: tokens.northwindPartner,
		body: { sectionId, position },
	})

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(100)])
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n')

function upload(
	courseId: string,
	chapterId: string,
	bytes: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
	type = 'video/mp4',
	headers: Record<string, string> = {},
) {
	return t.call('PUT', `${coursePath(C.northwind, courseId)}/chapters/${chapterId}/video`, {
		token: tokens.northwindPartner,
		headers,
		file: { bytes, type },
	})
}
const storedFiles = () => readdirSync(join(filesDir, 'custom-training-videos'))

describe('a draft custom training', () => {
	test('a partner creates a draft: listed under its own custom trainings, after the others, without topics', async () => {
		const courseId = await newDraft('  Cloud Basics  ')
		const list = CourseListSchema.parse(
			(await t.call('GET', `/api/v1/course/company/${C.northwind}`, { token: tokens.northwindPartner })).body,
		)
		const created = list.courses.find((c) => c.id === courseId)
		expect(created).toMatchObject({
			name: 'Cloud Basics',
			customTrainingCompanyId: C.northwind,
			isDraft: true,
			isActive: true,
			courseType: 'specialized',
			language: 'en',
			description: '',
			totalChapters: 0,
		})
		expect(created!.order).toBeGreaterThan(list.courses.find((c) => c.id === W.northwindDraft)!.order)
		expect((await view(courseId)).sections).toEqual([])
	})

	test('a company that is not a partner is refused; name and language are checked', async () => {
		const direct = await t.call('POST', base(C.acme), { token: tokens.acmeAdmin, body: { name: 'Mine', language: 'en' } })
		expect(direct.status).toBe(403)
		expect(direct.body).toMatchObject({ code: 'forbidden', message: 'Only partners can create custom trainings.' })
		const learner = await t.call('POST', base(C.acme), { token: tokens.acmeLearner, body: { name: 'Mine', language: 'en' } })
		expect(learner.status).toBe(403)
		const bad = await t.call('POST', base(C.northwind), { token: tokens.northwindPartner, body: { name: '  ', language: 'xx' } })
		expect(bad.status).toBe(422)
		expect(bad.body).toMatchObject({ message: 'Missing or invalid request parameters: name, language.' })
		expect(bad.body.validationResults).toContainEqual({ field: 'name', message: 'Field is required' })
		const long = await t.call('POST', base(C.northwind), {
			token: tokens.northwindPartner,
			body: { name: 'x'.repeat(256), language: 'en' },
		})
		expect(long.body.validationResults).toEqual([{ field: 'name', message: 'The name can have at most 255 characters.' }])
		expect((await t.call('POST', base(C.northwind), { body: { name: 'x', language: 'en' } })).status).toBe(401)
	})

	test('name and description change; disable_custom_training disables and enables it', async () => {
		const courseId = await newDraft()
		const renamed = await t.call('PATCH', coursePath(C.northwind, courseId), {
			token: tokens.northwindPartner,
			body: { name: 'Cloud Security Basics', description: 'Shared responsibility.' },
		})
		expect(renamed.status).toBe(204)
		expect(await view(courseId)).toMatchObject({ name: 'Cloud Security Basics', description: 'Shared responsibility.' })
		await t.call('PATCH', coursePath(C.northwind, courseId), { token: tokens.northwindPartner, body: { description: '' } })
		expect(await view(courseId)).toMatchObject({ name: 'Cloud Security Basics', description: '' })

		const disable = (active: unknown) =>
			t.call('POST', `${base(C.northwind)}/disable_custom_training`, {
				token: tokens.northwindPartner,
				body: { course_id: courseId, active },
			})
		expect((await disable(false)).status).toBe(204)
		expect((await view(courseId)).isActive).toBe(false)
		expect((await disable(true)).status).toBe(204)
		expect((await view(courseId)).isActive).toBe(true)
		expect((await disable('no')).status).toBe(422)
	})

	test("another company's course is 404 for every call, a catalogue course and a shared one too", async () => {
		const missing = { code: 'not_found', message: 'Course not found' }
		for (const [token, companyId, courseId] of [
			[tokens.acmeAdmin, C.acme, W.northwindDraft],
			[tokens.contosoAdmin, C.contoso, W.northwindPublished],
			// The partner acting for its customer: the training is Northwind's, not Contoso's.
			[tokens.northwindPartner, C.contoso, W.northwindPublished],
			[tokens.northwindPartner, C.northwind, W.annual],
		] as const) {
			const path = coursePath(companyId, courseId)
			for (const [method, url, body] of [
				['PATCH', path, { name: 'Taken' }],
				['DELETE', path, undefined],
				['POST', `${base(companyId)}/disable_custom_training`, { course_id: courseId, active: false }],
				['POST', `${path}/sections`, { name: 'Topic' }],
				['GET', `${path}/chapters/chp_x/questions`, undefined],
			] as const) {
				const reply = await t.call(method, url, { token, body })
				expect(reply.status, `${method} ${url}`).toBe(404)
				expect(reply.body).toMatchObject(missing)
			}
			const video = await t.gateway.fetch(
				new Request(`${GATEWAY_BASE}${path}/chapters/chp_custom_northwind_vendor_risk_1_1/video`, {
					method: 'PUT',
					headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'video/mp4' },
					body: MP4,
				}),
			)
			expect(video.status).toBe(404)
		}
		// A company the admin may not act for at all is 403.
		expect(
			(await t.call('POST', `${coursePath(C.northwind, W.northwindDraft)}/sections`, { token: tokens.acmeAdmin, body: { name: 'x' } }))
				.status,
		).toBe(403)
		// Platform staff may.
		expect((await t.call('PATCH', coursePath(C.northwind, W.northwindDraft), { token: tokens.support, body: {} })).status).toBe(204)
	})

	test('a deleted training is gone from the list and from every call', async () => {
		const courseId = await newDraft('To delete')
		expect((await t.call('DELETE', coursePath(C.northwind, courseId), { token: tokens.northwindPartner })).status).toBe(204)
		const list = CourseListSchema.parse(
			(await t.call('GET', `/api/v1/course/company/${C.northwind}`, { token: tokens.northwindPartner })).body,
		)
		expect(list.courses.some((c) => c.id === courseId)).toBe(false)
		expect((await t.call('DELETE', coursePath(C.northwind, courseId), { token: tokens.northwindPartner })).status).toBe(404)
	})
})

describe('topics and chapters', () => {
	test('topics and chapters are added last, renamed and deleted; the totals follow every change', async () => {
		const courseId = await newDraft()
		const intro = await addTopic(courseId, 'Intro')
		const video = await addChapter(courseId, intro, { name: 'Welcome', kind: 'video' })
		const quiz = await addChapter(courseId, intro, { name: 'Check', kind: 'quiz', durationMinutes: 7 })
		const reading = await addChapter(courseId, intro, { name: 'Notes', kind: 'reading' })
		const course = await view(courseId)
		expect(course).toMatchObject({ totalChapters: 3, totalQuizzes: 1, totalTimeInMinutes: 5 + 7 + 3 })
		expect(course.sections[0]!.chapters.map((ch) => [ch.id, ch.kind, ch.durationMinutes, ch.order, ch.video, ch.questionCount])).toEqual([
			[video, 'video', 5, 1, null, null],
			[quiz, 'quiz', 7, 2, null, 0],
			[reading, 'reading', 3, 3, null, null],
		])

		const path = coursePath(C.northwind, courseId)
		const token = tokens.northwindPartner
		expect((await t.call('PATCH', `${path}/sections/${intro}`, { token, body: { name: 'Introduction' } })).status).toBe(204)
		expect((await t.call('PATCH', `${path}/chapters/${quiz}`, { token, body: { name: 'Quick check', durationMinutes: 10 } })).status).toBe(
			204,
		)
		expect(await view(courseId)).toMatchObject({ totalTimeInMinutes: 18, sections: [{ name: 'Introduction' }] })
		expect((await outline(courseId))[0]!.chapters).toEqual(['Welcome', 'Quick check', 'Notes'])

		expect((await t.call('DELETE', `${path}/chapters/${video}`, { token })).status).toBe(204)
		const after = await view(courseId)
		expect(after).toMatchObject({ totalChapters: 2, totalQuizzes: 1, totalTimeInMinutes: 13 })
		expect(after.sections[0]!.chapters.map((ch) => ch.order)).toEqual([1, 2])

		const second = await addTopic(courseId, 'More')
		await addChapter(courseId, second, { name: 'Extra', kind: 'quiz', durationMinutes: 4 })
		expect((await view(courseId)).sections.map((s) => s.order)).toEqual([1, 2])
		expect((await t.call('DELETE', `${path}/sections/${intro}`, { token })).status).toBe(204)
		expect(await view(courseId)).toMatchObject({
			totalChapters: 1,
			totalQuizzes: 1,
			totalTimeInMinutes: 4,
			sections: [{ id: second, order: 1, chapters: [{ name: 'Extra' }] }],
		})
		// The totals are the list's too.
		const list = CourseListSchema.parse((await t.call('GET', `/api/v1/course/company/${C.northwind}`, { token })).body)
		expect(list.courses.find((c) => c.id === courseId)).toMatchObject({ totalChapters: 1, totalQuizzes: 1, totalTimeInMinutes: 4 })
	})

	test('a bad chapter is refused with the field; a topic or chapter of another training is 404', async () => {
		const courseId = await newDraft()
		const topic = await addTopic(courseId, 'Topic')
		const path = coursePath(C.northwind, courseId)
		const token = tokens.northwindPartner
		const bad = await t.call('POST', `${path}/sections/${topic}/chapters`, {
			token,
			body: { name: '', kind: 'podcast', durationMinutes: 1.5 },
		})
		expect(bad.status).toBe(422)
		expect(bad.body.message).toBe('Missing or invalid request parameters: name, kind, durationMinutes.')
		expect((await t.call('POST', `${path}/sections`, { token, body: {} })).body.validationResults).toEqual([
			{ field: 'name', message: 'Field is required' },
		])
		const foreignTopic = await t.call('PATCH', `${path}/sections/sec_custom_northwind_vendor_risk_1`, { token, body: { name: 'x' } })
		expect(foreignTopic.status).toBe(404)
		expect(foreignTopic.body).toMatchObject({ code: 'not_found', message: 'Topic not found' })
		const foreignChapter = await t.call('DELETE', `${path}/chapters/chp_custom_northwind_vendor_risk_1_1`, { token })
		expect(foreignChapter.body).toMatchObject({ code: 'not_found', message: 'Chapter not found' })
		// The seed's draft keeps its chapter.
		expect((await view(W.northwindDraft)).totalChapters).toBe(3)
	})

	test('topics move to a position; the others shift', async () => {
		const courseId = await newDraft()
		const [a, b, c] = [await addTopic(courseId, 'A'), await addTopic(courseId, 'B'), await addTopic(courseId, 'C')]
		const move = (sectionId: string, position: number) =>
			t.call('POST', `${coursePath(C.northwind, courseId)}/sections/${sectionId}/move`, {
				token: tokens.northwindPartner,
				body: { position },
			})
		const names = async () => (await view(courseId)).sections.map((s) => s.name)
		expect((await move(c!, 0)).status).toBe(204)
		expect(await names()).toEqual(['C', 'A', 'B'])
		await move(c!, 99)
		expect(await names()).toEqual(['A', 'B', 'C'])
		await move(a!, 1)
		expect(await names()).toEqual(['B', 'A', 'C'])
		expect((await view(courseId)).sections.map((s) => s.order)).toEqual([1, 2, 3])
		expect((await move(b!, -1)).status).toBe(422)
	})

	test('chapters move up, down and into another topic at a position; both topics close up', async () => {
		const courseId = await newDraft()
		const one = await addTopic(courseId, 'One')
		const two = await addTopic(courseId, 'Two')
		const [a1, a2, a3] = [
			await addChapter(courseId, one, { name: 'a1', kind: 'video' }),
			await addChapter(courseId, one, { name: 'a2', kind: 'reading' }),
			await addChapter(courseId, one, { name: 'a3', kind: 'quiz' }),
		]
		const b1 = await addChapter(courseId, two, { name: 'b1', kind: 'reading' })
		// Down within its topic, then up.
		expect((await moveChapter(courseId, a1!, one, 1)).status).toBe(204)
		expect(await outline(courseId)).toEqual([
			{ name: 'One', chapters: ['a2', 'a1', 'a3'] },
			{ name: 'Two', chapters: ['b1'] },
		])
		await moveChapter(courseId, a3!, one, 0)
		expect((await outline(courseId))[0]!.chapters).toEqual(['a3', 'a2', 'a1'])
		// Into the other topic, between its chapters, and to its end.
		await moveChapter(courseId, a2!, two, 0)
		await moveChapter(courseId, a1!, two, 5)
		expect(await outline(courseId)).toEqual([
			{ name: 'One', chapters: ['a3'] },
			{ name: 'Two', chapters: ['a2', 'b1', 'a1'] },
		])
		const course = await view(courseId)
		expect(course.sections.map((s) => s.chapters.map((ch) => [ch.sectionId, ch.order]))).toEqual([
			[[one, 1]],
			[
				[two, 1],
				[two, 2],
				[two, 3],
			],
		])
		expect(course).toMatchObject({ totalChapters: 4, totalQuizzes: 1 })
		// The course's chapters call reads the same order.
		const chapters = (await t.call('GET', `/api/v1/course/${C.northwind}/chapters/${courseId}`, { token: tokens.northwindPartner })).body
			.chapters
		expect(chapters.map((ch: { name: string }) => ch.name)).toEqual(['a3', 'a2', 'b1', 'a1'])
		// A topic of another training is refused by field.
		const foreign = await moveChapter(courseId, b1!, 'sec_custom_northwind_vendor_risk_1', 0)
		expect(foreign.status).toBe(422)
		expect(foreign.body.validationResults).toEqual([{ field: 'sectionId', message: 'The topic is not one of this training.' }])
	})
})

describe('quiz questions', () => {
	const questionsPath = (courseId: string, chapterId: string) => `${coursePath(C.northwind, courseId)}/chapters/${chapterId}/questions`

	test("the seed's draft has a quiz with questions and a reading chapter", async () => {
		const course = await view(W.northwindDraft)
		const chapters = course.sections.flatMap((s) => s.chapters)
		expect(chapters.map((ch) => ch.kind)).toEqual(['video', 'reading', 'quiz'])
		expect(chapters.find((ch) => ch.kind === 'quiz')!.questionCount).toBe(3)
		expect(course).toMatchObject({ totalChapters: 3, totalQuizzes: 1, totalTimeInMinutes: 12 })
		const reply = await t.call('GET', questionsPath(W.northwindDraft, 'chp_custom_northwind_vendor_risk_1_3'), {
			token: tokens.northwindPartner,
		})
		const { questions } = QuizQuestionsSchema.parse(reply.body)
		expect(questions).toHaveLength(3)
		expect(questions[2]).toEqual({
			question: 'Supply-chain attacks reach a company through a trusted partner.',
			answers: ['True', 'False', '', ''],
			correctAnswer: 1,
		})
	})

	test('questions are replaced all at once, answers padded to four; a chapter that is not a quiz has none', async () => {
		const courseId = await newDraft()
		const topic = await addTopic(courseId, 'Topic')
		const quiz = await addChapter(courseId, topic, { name: 'Quiz', kind: 'quiz' })
		const reading = await addChapter(courseId, topic, { name: 'Notes', kind: 'reading' })
		const token = tokens.northwindPartner
		const put = (chapterId: string, questions: unknown) => t.call('PUT', questionsPath(courseId, chapterId), { token, body: { questions } })
		const first = await put(quiz, [
			{ question: ' Is MFA useful? ', answers: ['Yes', 'No'], correctAnswer: 1 },
			{ question: 'Pick the strong password', answers: ['123456', 'password', 'c0rrect-horse-battery', ''], correctAnswer: 3 },
		])
		expect(first.status, first.text).toBe(200)
		expect(QuizQuestionsSchema.parse(first.body).questions).toEqual([
			{ question: 'Is MFA useful?', answers: ['Yes', 'No', '', ''], correctAnswer: 1 },
			{ question: 'Pick the strong password', answers: ['123456', 'password', 'c0rrect-horse-battery', ''], correctAnswer: 3 },
		])
		expect((await view(courseId)).sections[0]!.chapters[0]!.questionCount).toBe(2)
		const replaced = await put(quiz, [{ question: 'Only one', answers: ['a', 'b', 'c', 'd'], correctAnswer: 4 }])
		expect(QuizQuestionsSchema.parse(replaced.body).questions).toHaveLength(1)
		expect((await t.call('GET', questionsPath(courseId, quiz), { token })).body.questions).toHaveLength(1)

		const notQuiz = await put(reading, [])
		expect(notQuiz.status).toBe(409)
		expect(notQuiz.body).toMatchObject({ code: 'chapter_not_quiz', message: 'Only a quiz chapter has questions.' })
		expect((await t.call('GET', questionsPath(courseId, reading), { token })).status).toBe(409)
		// An empty list clears them.
		expect(QuizQuestionsSchema.parse((await put(quiz, [])).body).questions).toEqual([])
	})

	test('each wrong question is named by its index, and nothing is replaced', async () => {
		const token = tokens.northwindPartner
		const path = questionsPath(W.northwindDraft, 'chp_custom_northwind_vendor_risk_1_3')
		const reply = await t.call('PUT', path, {
			token,
			body: {
				questions: [
					{ question: 'Fine', answers: ['a', 'b'], correctAnswer: 2 },
					{ question: '  ', answers: ['a', 'b'], correctAnswer: 1 },
					{ question: 'One answer', answers: ['a', '', '', ''], correctAnswer: 1 },
					{ question: 'Blank correct answer', answers: ['a', 'b', '', ''], correctAnswer: 3 },
					{ question: 'Out of range', answers: ['a', 'b'], correctAnswer: 5 },
					{ question: 'Five answers', answers: ['a', 'b', 'c', 'd', 'e'], correctAnswer: 1 },
				],
			},
		})
		expect(reply.status).toBe(422)
		expect(reply.body.message).toBe(
			'Missing or invalid request parameters: questions.1.question, questions.2.answers, questions.3.correctAnswer, questions.4.correctAnswer, questions.5.answers.',
		)
		expect(reply.body.validationResults).toEqual(
			expect.arrayContaining([
				{ field: 'questions.1.question', message: 'Field is required' },
				{ field: 'questions.2.answers', message: 'At least two answers are required.' },
				{ field: 'questions.3.correctAnswer', message: 'The correct answer must point to a non-empty answer.' },
				{ field: 'questions.4.correctAnswer', message: 'The correct answer is a number from 1 to 4.' },
				{ field: 'questions.5.answers', message: 'At most four answers.' },
			]),
		)
		expect((await t.call('GET', path, { token })).body.questions).toHaveLength(3)
	})
})

describe('chapter videos', () => {
	async function videoChapter() {
		const courseId = await newDraft('Videos')
		const topic = await addTopic(courseId, 'Topic')
		return { courseId, topic, chapterId: await addChapter(courseId, topic, { name: 'Clip', kind: 'video' }) }
	}

	test('an mp4 is stored and served with its type; the course view has it; Range requests get 206', async () => {
		const { courseId, chapterId } = await videoChapter()
		const reply = await upload(courseId, chapterId, MP4, 'application/octet-stream')
		expect(reply.status, reply.text).toBe(200)
		const video = ChapterVideoSchema.parse(reply.body)
		expect(video).toMatchObject({ contentType: 'video/mp4', size: MP4.byteLength })
		expect(video.url).toMatch(/^http:\/\/console\.test\/__gateway\/custom-training-videos\/vid_[A-Za-z0-9_-]{24}$/)
		expect((await view(courseId)).sections[0]!.chapters[0]!.video).toEqual(video)

		const whole = await t.gateway.fetch(new Request(video.url))
		expect(whole.status).toBe(200)
		expect(whole.headers.get('content-type')).toBe('video/mp4')
		expect(whole.headers.get('x-content-type-options')).toBe('nosniff')
		expect(whole.headers.get('accept-ranges')).toBe('bytes')
		expect(new Uint8Array(await whole.arrayBuffer())).toEqual(MP4)

		const part = await t.gateway.fetch(new Request(video.url, { headers: { Range: 'bytes=4-11' } }))
		expect(part.status).toBe(206)
		expect(part.headers.get('content-range')).toBe(`bytes 4-11/${MP4.byteLength}`)
		expect(part.headers.get('content-length')).toBe('8')
		expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('ftypisom')
		const tail = await t.gateway.fetch(new Request(video.url, { headers: { Range: 'bytes=-10' } }))
		expect(new Uint8Array(await tail.arrayBuffer())).toEqual(MP4.slice(-10))
		const open = await t.gateway.fetch(new Request(video.url, { headers: { Range: 'bytes=200-' } }))
		expect(open.headers.get('content-range')).toBe(`bytes 200-${MP4.byteLength - 1}/${MP4.byteLength}`)
		const past = await t.gateway.fetch(new Request(video.url, { headers: { Range: `bytes=${MP4.byteLength}-` } }))
		expect(past.status).toBe(416)
		expect(past.headers.get('content-range')).toBe(`bytes */${MP4.byteLength}`)
		const head = await t.gateway.fetch(new Request(video.url, { method: 'HEAD' }))
		expect(head.status).toBe(200)
		expect(head.headers.get('content-length')).toBe(String(MP4.byteLength))
		// Another address is 404.
		expect((await t.gateway.fetch(new Request(`${video.url.slice(0, -3)}AAA`))).status).toBe(404)
	})

	test('a new upload replaces the file under a new address; deleting the chapter, topic or course removes it', async () => {
		const { courseId, topic, chapterId } = await videoChapter()
		const before = new Set(storedFiles())
		const fresh = () => storedFiles().filter((f) => !before.has(f))
		const first = ChapterVideoSchema.parse((await upload(courseId, chapterId, MP4)).body)
		expect(fresh()).toHaveLength(1)
		const second = ChapterVideoSchema.parse((await upload(courseId, chapterId, WEBM, 'video/webm')).body)
		expect(second).toMatchObject({ contentType: 'video/webm', size: WEBM.byteLength })
		expect(second.url).not.toBe(first.url)
		expect((await t.gateway.fetch(new Request(first.url))).status).toBe(404)
		expect(fresh()).toEqual([second.url.split('/').at(-1)])

		const token = tokens.northwindPartner
		const path = coursePath(C.northwind, courseId)
		expect((await t.call('DELETE', `${path}/chapters/${chapterId}/video`, { token })).status).toBe(204)
		expect(fresh()).toEqual([])
		expect((await view(courseId)).sections[0]!.chapters[0]!.video).toBeNull()

		await upload(courseId, chapterId, MP4)
		expect((await t.call('DELETE', `${path}/chapters/${chapterId}`, { token })).status).toBe(204)
		expect(fresh()).toEqual([])

		const again = await addChapter(courseId, topic, { name: 'Clip 2', kind: 'video' })
		await upload(courseId, again, MP4)
		expect((await t.call('DELETE', `${path}/sections/${topic}`, { token })).status).toBe(204)
		expect(fresh()).toEqual([])

		const last = await addChapter(courseId, await addTopic(courseId, 'Again'), { name: 'Clip 3', kind: 'video' })
		const kept = ChapterVideoSchema.parse((await upload(courseId, last, MP4)).body)
		expect((await t.call('DELETE', path, { token })).status).toBe(204)
		expect(fresh()).toEqual([])
		expect((await t.gateway.fetch(new Request(kept.url))).status).toBe(404)
	})

	test('a PDF or PNG called .mp4 is refused 415 with the spec message, nothing stored', async () => {
		const { courseId, chapterId } = await videoChapter()
		const before = storedFiles().length
		for (const bytes of [PDF, PNG, new TextEncoder().encode('just text')]) {
			const reply = await upload(courseId, chapterId, bytes, 'video/mp4')
			expect(reply.status).toBe(415)
			expect(reply.body).toMatchObject({ code: 'video_content_type', message: VIDEO_CONTENT_TYPE_MESSAGE })
		}
		expect(VIDEO_CONTENT_TYPE_MESSAGE).toBe(
			'File should be of allowed content type: mov, mpg, avi, flv, f4v, mp4, m4v, asf, wmv, vob, mod, 3gp, mkv, webm',
		)
		const empty = await upload(courseId, chapterId, new Uint8Array())
		expect(empty.status).toBe(422)
		expect(storedFiles().length).toBe(before)
		expect((await view(courseId)).sections[0]!.chapters[0]!.video).toBeNull()
	})

	test('a video over 100 MB is refused 413 by its declared size, and cut off when it streams past it, nothing stored', async () => {
		const { courseId, chapterId } = await videoChapter()
		const before = storedFiles().length
		const declared = await upload(courseId, chapterId, MP4, 'video/mp4', { 'Content-Length': String(MAX_VIDEO_BYTES + 1) })
		expect(declared.status).toBe(413)
		expect(declared.body).toMatchObject({ code: 'video_too_large', message: VIDEO_TOO_LARGE_MESSAGE })
		expect(VIDEO_TOO_LARGE_MESSAGE).toBe('File size should be less than 100 MB')

		// Streamed without a length: an MP4 header then 1 MB chunks up to one byte past the limit.
		const chunk = new Uint8Array(1024 * 1024)
		let sent = 0
		const stream = new ReadableStream<Uint8Array>({
			pull(controller) {
				if (sent === 0) {
					controller.enqueue(MP4)
					sent += MP4.byteLength
				} else if (sent <= MAX_VIDEO_BYTES) {
					controller.enqueue(chunk)
					sent += chunk.byteLength
				} else controller.close()
			},
		})
		const streamed = await upload(courseId, chapterId, stream)
		expect(streamed.status).toBe(413)
		expect(streamed.body).toMatchObject({ code: 'video_too_large' })
		expect(storedFiles().length).toBe(before)
		expect((await view(courseId)).sections[0]!.chapters[0]!.video).toBeNull()
	}, 60_000)

	test('only a video chapter takes a video; the path is exempt from the general body limit', async () => {
		const courseId = await newDraft()
		const topic = await addTopic(courseId, 'Topic')
		const reading = await addChapter(courseId, topic, { name: 'Notes', kind: 'reading' })
		const reply = await upload(courseId, reading, MP4)
		expect(reply.status).toBe(409)
		expect(reply.body).toMatchObject({ code: 'chapter_not_video' })
		expect(isVideoUploadPath(`${coursePath(C.northwind, courseId)}/chapters/${reading}/video`)).toBe(true)
		expect(isVideoUploadPath(`${coursePath(C.northwind, courseId)}/chapters/${reading}/questions`)).toBe(false)
		// Over the general 1 MB limit, under the video's.
		const big = new Uint8Array(2 * 1024 * 1024)
		big.set(MP4)
		const chapterId = await addChapter(courseId, topic, { name: 'Clip', kind: 'video' })
		const stored = await upload(courseId, chapterId, big)
		expect(stored.status).toBe(200)
		expect(ChapterVideoSchema.parse(stored.body).size).toBe(big.byteLength)
	})
})
