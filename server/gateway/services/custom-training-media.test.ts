import { existsSync, mkdtempSync, readdirSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { CourseDetailSchema, CourseListSchema } from '#app/gateway/courses.server.ts'
import { ChapterVideoSchema, QuizQuestionsSchema } from '#app/gateway/custom-training.server.ts'
import {
	GATEWAY_BASE,
	POSTGRES_URL,
	SEED,
	type TestGateway,
	usePostgresGateway,
	useTestGateway,
	wrapGateway,
} from '#tests/fixtures/gateway.ts'
import { MP4, WEBM } from '#tests/fixtures/video-bytes.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { ORPHAN_VIDEO_MIN_AGE_MS, sweepOrphanedVideos } from './custom-training.ts'

// What a custom training's questions and videos go through beyond the builder: a clone copies them
// (courses.ts POST …/clone, the files under new ids), a training with a campaign that has not ended is
// not deleted, and video files no chapter references are swept once they are an hour old.

const filesDir = mkdtempSync(join(tmpdir(), 'custom-training-media-test-'))
afterAll(() => rmSync(filesDir, { recursive: true, force: true }))
const videosDir = join(filesDir, 'custom-training-videos')

const { t, tokens } = useTestGateway({ config: { filesDir }, signIn: ['northwindPartner'] })

const C = SEED.companies
const base = `/api/v1/custom-training/${C.northwind}`
const coursePath = (courseId: string) => `${base}/course/${courseId}`
const QUESTIONS = [
	{ question: 'Which link is safe?', answers: ['None', 'The one you typed', 'The short one', ''], correctAnswer: 2 },
	{ question: 'Report phishing to?', answers: ['Nobody', 'IT security', '', ''], correctAnswer: 2 },
]
const HOUR_AGO = () => new Date(Date.now() - ORPHAN_VIDEO_MIN_AGE_MS - 60_000)

async function call(gateway: TestGateway, method: string, path: string, body?: unknown, token = tokens.northwindPartner) {
	return gateway.call(method, path, { token, body })
}

/** A draft with one topic: a video chapter (its video uploaded), a quiz (QUESTIONS) and a reading. */
async function buildTraining(gateway: TestGateway, token: string, name: string) {
	const created = await gateway.call('POST', base, { token, body: { name, language: 'en' } })
	expect(created.status, created.text).toBe(201)
	const courseId: string = created.body.courseId
	const topic = (await gateway.call('POST', `${coursePath(courseId)}/sections`, { token, body: { name: 'Basics' } })).body.id
	const chapter = async (body: unknown) =>
		(await gateway.call('POST', `${coursePath(courseId)}/sections/${topic}/chapters`, { token, body })).body.id as string
	const clip = await chapter({ name: 'Clip', kind: 'video' })
	const quiz = await chapter({ name: 'Quiz', kind: 'quiz' })
	await chapter({ name: 'Notes', kind: 'reading' })
	const put = await gateway.call('PUT', `${coursePath(courseId)}/chapters/${quiz}/questions`, { token, body: { questions: QUESTIONS } })
	expect(put.status, put.text).toBe(200)
	const video = await upload(gateway, token, courseId, clip, MP4)
	return { courseId, clip, quiz, video }
}

async function upload(
	gateway: TestGateway,
	token: string,
	courseId: string,
	chapterId: string,
	bytes: Uint8Array<ArrayBuffer>,
	type = 'video/mp4',
) {
	const reply = await gateway.gateway.fetch(
		new Request(`${GATEWAY_BASE}${coursePath(courseId)}/chapters/${chapterId}/video`, {
			method: 'PUT',
			headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
			body: bytes,
		}),
	)
	expect(reply.status).toBe(200)
	return ChapterVideoSchema.parse(await reply.json())
}

async function clone(gateway: TestGateway, token: string, courseId: string) {
	const reply = await gateway.call('POST', `/api/v1/course/${C.northwind}/clone/${courseId}`, { token })
	expect(reply.status, reply.text).toBe(201)
	return reply.body.courseId as string
}

async function view(gateway: TestGateway, token: string, courseId: string) {
	const reply = await gateway.call('GET', `/api/v1/course/company/${C.northwind}/course/${courseId}/view/admin`, { token })
	expect(reply.status, reply.text).toBe(200)
	return CourseDetailSchema.parse(reply.body)
}

async function played(gateway: TestGateway, url: string) {
	const reply = await gateway.gateway.fetch(new Request(url))
	return { status: reply.status, bytes: new Uint8Array(await reply.arrayBuffer()) }
}

const today = () => new Date().toISOString().slice(0, 10)

describe('a clone copies the questions and the videos', () => {
	test('the copy has the quiz questions and its own copy of each video, same outline and totals', async () => {
		const source = await buildTraining(t, tokens.northwindPartner!, 'Media source')
		const copyId = await clone(t, tokens.northwindPartner!, source.courseId)
		const [original, copy] = await Promise.all([
			view(t, tokens.northwindPartner!, source.courseId),
			view(t, tokens.northwindPartner!, copyId),
		])
		expect(copy).toMatchObject({ name: 'Media source (copy)', isDraft: true, totalChapters: 3, totalQuizzes: 1 })
		const shape = (course: typeof copy) =>
			course.sections.map((s) => [s.name, s.chapters.map((ch) => [ch.name, ch.kind, ch.questionCount, ch.video?.contentType ?? null])])
		expect(shape(copy)).toEqual(shape(original))
		const [copyClip, copyQuiz] = copy.sections[0]!.chapters
		expect(copyClip!.id).not.toBe(source.clip)
		expect(copyClip!.video).toMatchObject({ contentType: 'video/mp4', size: MP4.byteLength })
		expect(copyClip!.video!.url, 'a new address').not.toBe(source.video.url)
		const questions = await call(t, 'GET', `${coursePath(copyId)}/chapters/${copyQuiz!.id}/questions`)
		expect(QuizQuestionsSchema.parse(questions.body).questions).toEqual(QUESTIONS)
		expect(await played(t, copyClip!.video!.url)).toEqual({ status: 200, bytes: MP4 })

		// The source's video replaced, its questions changed, then the source deleted: the copy keeps its own.
		await upload(t, tokens.northwindPartner!, source.courseId, source.clip, WEBM, 'video/webm')
		await call(t, 'PUT', `${coursePath(source.courseId)}/chapters/${source.quiz}/questions`, { questions: [] })
		expect((await call(t, 'DELETE', coursePath(source.courseId))).status).toBe(204)
		expect(await played(t, copyClip!.video!.url)).toEqual({ status: 200, bytes: MP4 })
		expect((await view(t, tokens.northwindPartner!, copyId)).sections[0]!.chapters[1]!.questionCount).toBe(2)

		// The copy's video replaced and the copy deleted: its files go, nothing else is left.
		const second = await upload(t, tokens.northwindPartner!, copyId, copyClip!.id, WEBM, 'video/webm')
		expect((await played(t, copyClip!.video!.url)).status).toBe(404)
		expect(await played(t, second.url)).toEqual({ status: 200, bytes: WEBM })
		expect((await call(t, 'DELETE', coursePath(copyId))).status).toBe(204)
		expect(readdirSync(videosDir)).toEqual([])
	})

	test("the seed's draft is copied with its quiz's questions", async () => {
		const copyId = await clone(t, tokens.northwindPartner!, SEED.courses.northwindDraft)
		const quiz = (await view(t, tokens.northwindPartner!, copyId)).sections.flatMap((s) => s.chapters).find((ch) => ch.kind === 'quiz')!
		const questions = await call(t, 'GET', `${coursePath(copyId)}/chapters/${quiz.id}/questions`)
		expect(QuizQuestionsSchema.parse(questions.body).questions.map((q) => q.correctAnswer)).toEqual([2, 3, 1])
		expect((await call(t, 'DELETE', coursePath(copyId))).status).toBe(204)
	})

	test('a video file that cannot be copied fails the clone whole: no course, no file left', async () => {
		const source = await buildTraining(t, tokens.northwindPartner!, 'Broken source')
		const extra = await call(t, 'POST', `${coursePath(source.courseId)}/sections`, { name: 'More' })
		const second = (
			await call(t, 'POST', `${coursePath(source.courseId)}/sections/${extra.body.id}/chapters`, { name: 'Clip 2', kind: 'video' })
		).body.id
		const kept = await upload(t, tokens.northwindPartner!, source.courseId, second, WEBM, 'video/webm')
		// The first video's file is gone (the second is copied before the failure is met, or after).
		unlinkSync(join(videosDir, source.video.url.split('/').pop()!))
		const filesBefore = readdirSync(videosDir).sort()
		const listed = async () =>
			CourseListSchema.parse((await call(t, 'GET', `/api/v1/course/company/${C.northwind}`)).body).courses.map((c) => c.id)
		const coursesBefore = await listed()

		const logged = expectConsoleError()
		const reply = await t.call('POST', `/api/v1/course/${C.northwind}/clone/${source.courseId}`, { token: tokens.northwindPartner })
		expect(reply.status).toBe(500)
		expect(logged.length).toBeGreaterThan(0)
		expect(await listed()).toEqual(coursesBefore)
		expect(readdirSync(videosDir).sort()).toEqual(filesBefore)
		expect(filesBefore).toContain(kept.url.split('/').pop())
		expect((await call(t, 'DELETE', coursePath(source.courseId))).status).toBe(204)
	})

	test('a clone whose transaction fails leaves no course and removes the copied files', async () => {
		const source = await buildTraining(t, tokens.northwindPartner!, 'Rolled back')
		const filesBefore = readdirSync(videosDir).sort()
		const db = t.database.db
		const transaction = db.transaction.bind(db)
		const spy = vi.spyOn(db, 'transaction').mockImplementationOnce(((run: Parameters<typeof transaction>[0]) =>
			transaction(async (tx) => {
				await run(tx)
				throw new Error('the connection was lost before the commit')
			})) as typeof db.transaction)
		try {
			expectConsoleError()
			const reply = await t.call('POST', `/api/v1/course/${C.northwind}/clone/${source.courseId}`, { token: tokens.northwindPartner })
			expect(reply.status).toBe(500)
			expect(spy).toHaveBeenCalled()
		} finally {
			spy.mockRestore()
		}
		expect(readdirSync(videosDir).sort()).toEqual(filesBefore)
		const names = CourseListSchema.parse((await call(t, 'GET', `/api/v1/course/company/${C.northwind}`)).body).courses.map((c) => c.name)
		expect(names).not.toContain('Rolled back (copy)')
		expect((await call(t, 'DELETE', coursePath(source.courseId))).status).toBe(204)
	})
})

describe('a training with a running campaign is not deleted', () => {
	const refusal = {
		code: 'training_has_running_campaign',
		message: 'This training has a running campaign. End it before deleting the training.',
		details: [
			{ code: 'training_has_running_campaign', description: 'This training has a running campaign. End it before deleting the training.' },
		],
	}

	async function published(name: string) {
		const { courseId } = (await call(t, 'POST', base, { name, language: 'en' })).body
		const topic = (await call(t, 'POST', `${coursePath(courseId)}/sections`, { name: 'One' })).body.id
		await call(t, 'POST', `${coursePath(courseId)}/sections/${topic}/chapters`, { name: 'Notes', kind: 'reading' })
		expect((await call(t, 'POST', `${base}/publish`, { course_id: courseId, is_draft: false })).status).toBe(204)
		return courseId as string
	}

	test("the company's own campaign in progress: 409 until it is ended, then deleted", async () => {
		const courseId = await published('Own campaign')
		const started = await call(t, 'POST', `/api/v1/course/company/${C.northwind}/course/${courseId}/campaigns`, {
			name: 'Now',
			assignmentType: 'all',
			daysToComplete: 7,
			startDate: today(),
			notificationsEnabled: false,
		})
		expect(started.status, started.text).toBe(201)
		expect(started.body.status).toBe('IN_PROGRESS')

		const refused = await call(t, 'DELETE', coursePath(courseId))
		expect(refused.status).toBe(409)
		expect(refused.body).toEqual(refusal)
		expect((await view(t, tokens.northwindPartner!, courseId)).totalChapters).toBe(1)

		expect((await call(t, 'PATCH', `/api/v1/campaign/company/${C.northwind}/${started.body.campaignId}/end`)).status).toBe(204)
		expect((await call(t, 'DELETE', coursePath(courseId))).status).toBe(204)
	})

	test("a customer's queued campaign of a shared training refuses it too, until the partner ends it", async () => {
		const courseId = await published('Shared campaign')
		const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
		const started = await call(t, 'POST', `/api/v1/course/company/${C.northwind}/start/${courseId}/batch`, {
			customerCompanyIds: [C.contoso],
			daysToComplete: 7,
			startDate: nextWeek,
			notificationsEnabled: false,
		})
		expect(started.status, started.text).toBe(201)
		expect(started.body.campaigns).toMatchObject([{ companyId: C.contoso, status: 'QUEUED' }])

		const refused = await call(t, 'DELETE', coursePath(courseId))
		expect(refused.status).toBe(409)
		expect(refused.body).toEqual(refusal)

		const ended = await t.call('PATCH', `/api/v1/campaign/company/${C.northwind}/end/by_course/${courseId}/batch`, {
			token: tokens.northwindPartner,
			query: { customerCompanyIds: C.contoso },
		})
		expect(ended.status, ended.text).toBe(204)
		expect((await call(t, 'DELETE', coursePath(courseId))).status).toBe(204)
	})
})

describe('video files no chapter references', () => {
	function file(name: string, writtenAt?: Date) {
		const path = join(videosDir, name)
		writeFileSync(path, MP4)
		if (writtenAt) utimesSync(path, writtenAt, writtenAt)
		return name
	}
	const vid = (tag: string) => `vid_${tag.padEnd(24, '0')}`

	test('are removed once an hour old; a referenced one, a young one and a file not of the gateway stay', async () => {
		const training = await buildTraining(t, tokens.northwindPartner!, 'Sweep')
		const referenced = training.video.url.split('/').pop()!
		utimesSync(join(videosDir, referenced), HOUR_AGO(), HOUR_AGO())
		const orphan = file(vid('orphan'), HOUR_AGO())
		const inFlight = file(vid('inflight'))
		const foreign = file('notes.txt', HOUR_AGO())

		expect(await sweepOrphanedVideos(t.database.db, videosDir)).toEqual([orphan])
		expect(readdirSync(videosDir).sort()).toEqual([foreign, inFlight, referenced].sort())
		expect(await played(t, training.video.url)).toEqual({ status: 200, bytes: MP4 })
		// Two hours on, the one that was in flight (never committed) is an orphan too.
		expect(await sweepOrphanedVideos(t.database.db, videosDir, Date.now() + 2 * ORPHAN_VIDEO_MIN_AGE_MS)).toEqual([inFlight])

		expect((await call(t, 'DELETE', coursePath(training.courseId))).status).toBe(204)
		rmSync(join(videosDir, foreign))
	})

	test('a gateway that runs the background work sweeps at start-up; one that does not leaves them', async () => {
		const orphan = file(vid('startup'), HOUR_AGO())
		const follower = wrapGateway(t.database, { filesDir, backgroundWork: false })
		await follower.gateway.close()
		expect(existsSync(join(videosDir, orphan))).toBe(true)

		const leader = wrapGateway(t.database, { filesDir })
		// close() waits for the sweep it started.
		await leader.gateway.close()
		expect(existsSync(join(videosDir, orphan))).toBe(false)
	})
})

describe.skipIf(!POSTGRES_URL)('on PostgreSQL', () => {
	let pg: TestGateway
	let token: string
	usePostgresGateway('custom_training_media', async (gateway) => {
		pg = gateway
		token = await pg.signIn(SEED.users.northwindPartner.email)
	})

	test('a clone copies the questions and the video; a running campaign refuses the delete', async () => {
		const source = await buildTraining(pg, token, 'On PostgreSQL')
		const copyId = await clone(pg, token, source.courseId)
		const [clip, quiz] = (await view(pg, token, copyId)).sections[0]!.chapters
		expect(await played(pg, clip!.video!.url)).toEqual({ status: 200, bytes: MP4 })
		const questions = await pg.call('GET', `${coursePath(copyId)}/chapters/${quiz!.id}/questions`, { token })
		expect(QuizQuestionsSchema.parse(questions.body).questions).toEqual(QUESTIONS)

		expect((await pg.call('POST', `${base}/publish`, { token, body: { course_id: copyId, is_draft: false } })).status).toBe(204)
		const started = await pg.call('POST', `/api/v1/course/company/${C.northwind}/course/${copyId}/campaigns`, {
			token,
			body: { name: 'Now', assignmentType: 'all', daysToComplete: 7, startDate: today(), notificationsEnabled: false },
		})
		expect(started.status, started.text).toBe(201)
		const refused = await pg.call('DELETE', coursePath(copyId), { token })
		expect(refused.status).toBe(409)
		expect(refused.body.code).toBe('training_has_running_campaign')
		expect((await pg.call('DELETE', coursePath(source.courseId), { token })).status).toBe(204)
		expect(await played(pg, clip!.video!.url)).toEqual({ status: 200, bytes: MP4 })
	})
})
