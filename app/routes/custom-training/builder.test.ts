import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { CourseDetail } from '#app/gateway/courses.server.ts'
import { DEFAULT_CHAPTER_MINUTES } from '#app/gateway/custom-training.server.ts'
import { loader as courseLoader } from '#app/routes/courses/layout.tsx'
import { loader as libraryLoader } from '#app/routes/learning/courses.tsx'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action as editAction, loader as editLoader } from './edit.tsx'
import { action as newAction, loader as newLoader } from './new-training.tsx'
import { loader as variantLoader } from './variant-redirects.tsx'

const signedIn = useSignedInCookies(['admin'])

const partner = (lang = 'en') =>
	companyView({ lang, distribution: { ...companyView().distribution, isPartner: true, customerType: 'RESELLER' } })

const COURSE = 'crs_custom_1'
const BASE = `${GATEWAY}/api/v1/custom-training/cmp_acme/course/${COURSE}`

function customCourse(overrides: Partial<CourseDetail> = {}): CourseDetail {
	return {
		id: COURSE,
		name: 'Help desk basics',
		courseType: 'specialized',
		language: 'en',
		description: 'How to reach us.',
		thumbnail: null,
		customTrainingCompanyId: 'cmp_acme',
		isShared: false,
		isDraft: true,
		isActive: true,
		isFree: false,
		isDefault: false,
		isPopular: false,
		isHot: false,
		order: 0,
		totalChapters: 2,
		totalQuizzes: 1,
		totalTimeInMinutes: 10,
		createdAt: '2026-01-01T00:00:00.000Z',
		campaign: null,
		sections: [
			{
				id: 'sec_1',
				name: 'Getting help',
				order: 1,
				chapters: [
					{ id: 'chp_1', sectionId: 'sec_1', name: 'Welcome', kind: 'video', durationMinutes: 5, order: 1, video: null, questionCount: null },
					{ id: 'chp_2', sectionId: 'sec_1', name: 'Check', kind: 'quiz', durationMinutes: 5, order: 2, video: null, questionCount: 3 },
				],
			},
			{ id: 'sec_2', name: 'Reporting', order: 2, chapters: [] },
		],
		...overrides,
	}
}

function courseReply(course: CourseDetail | null) {
	server.use(
		http.get(`${GATEWAY}/api/v1/course/company/:companyId/course/:courseId/view/admin`, () =>
			course ? HttpResponse.json(course) : gatewayError(404, 'not_found', 'Course not found'),
		),
	)
}

/** Every write of the builder answered as the gateway does on success. */
function writesSucceed() {
	server.use(
		http.post(`${GATEWAY}/api/v1/custom-training/:companyId`, () => HttpResponse.json({ courseId: 'crs_new' }, { status: 201 })),
		http.post(`${GATEWAY}/api/v1/custom-training/:companyId/disable_custom_training`, () => new HttpResponse(null, { status: 204 })),
		http.patch(`${BASE}`, () => new HttpResponse(null, { status: 204 })),
		http.delete(`${BASE}`, () => new HttpResponse(null, { status: 204 })),
		http.post(`${BASE}/sections`, () => HttpResponse.json({ id: 'sec_new' }, { status: 201 })),
		http.patch(`${BASE}/sections/:id`, () => new HttpResponse(null, { status: 204 })),
		http.delete(`${BASE}/sections/:id`, () => new HttpResponse(null, { status: 204 })),
		http.post(`${BASE}/sections/:id/move`, () => new HttpResponse(null, { status: 204 })),
		http.post(`${BASE}/sections/:id/chapters`, () => HttpResponse.json({ id: 'chp_new' }, { status: 201 })),
		http.patch(`${BASE}/chapters/:id`, () => new HttpResponse(null, { status: 204 })),
		http.delete(`${BASE}/chapters/:id`, () => new HttpResponse(null, { status: 204 })),
		http.post(`${BASE}/chapters/:id/move`, () => new HttpResponse(null, { status: 204 })),
	)
}

const editPath = `/custom-training/edit/${COURSE}`

/** The loader's data, its redirect, or what it threw (a Response or a `data()` 404). */
async function loadEdit(search = ''): Promise<any> {
	try {
		return await outcome(() => editLoader({ ...routeArgs(`${editPath}${search}`, { cookie: signedIn.admin }), params: { courseId: COURSE } } as any))
	} catch (thrown) {
		return thrown
	}
}

function postEdit(form: Record<string, string>) {
	return outcome(() => editAction({ ...routeArgs(editPath, { cookie: signedIn.admin, form }), params: { courseId: COURSE } } as any)) as Promise<any>
}

function postNew(form: Record<string, string>) {
	return outcome(() => newAction({ ...routeArgs('/custom-training/new-training', { cookie: signedIn.admin, form }) } as any)) as Promise<any>
}

describe('the builder schema', () => {
	test('a new chapter without a duration gets its kind’s default', () => {
		expect(DEFAULT_CHAPTER_MINUTES).toEqual({ video: 5, quiz: 5, reading: 3 })
	})
})

describe('the new training page', () => {
	test('a company that is no partner is sent to Get started', async () => {
		viewerReplies()
		const result = await outcome(() => newLoader(routeArgs('/custom-training/new-training', { cookie: signedIn.admin }) as any))
		expect((result as Response).headers.get('Location')).toBe('/home')
	})

	test("a partner's form starts in the company's language", async () => {
		viewerReplies(authUser(), partner('de'))
		const result = await newLoader(routeArgs('/custom-training/new-training', { cookie: signedIn.admin }) as any)
		expect(result).toEqual({ defaultLanguage: 'de' })
	})

	test('the draft is created and its builder opens with a toast', async () => {
		viewerReplies(authUser(), partner())
		writesSucceed()
		const calls = recordGateway()
		const result = await postNew({ name: '  Vendor onboarding ', description: 'For new vendors', language: 'fr' })
		expect(calls).toEqual([
			{ call: 'POST /api/v1/custom-training/cmp_acme', body: { name: 'Vendor onboarding', description: 'For new vendors', language: 'fr' } },
		])
		expect(result.headers.get('Location')).toBe('/custom-training/edit/crs_new')
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'customTraining:builder.created' })
	})

	test('a missing name is refused before the gateway, with what was typed kept', async () => {
		viewerReplies(authUser(), partner())
		const calls = recordGateway()
		const result = await postNew({ name: ' ', description: 'Kept', language: 'en' })
		expect(calls).toEqual([])
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toEqual({ name: ['customTraining:builder.errors.required'] })
		expect(result.data.result.initialValue).toMatchObject({ description: 'Kept' })
	})

	test("the gateway's refusal stays on the form with the values typed", async () => {
		viewerReplies(authUser(), partner())
		server.use(
			http.post(`${GATEWAY}/api/v1/custom-training/:companyId`, () =>
				gatewayError(403, 'forbidden', 'Only partners can create custom trainings.'),
			),
		)
		const result = await postNew({ name: 'Vendor onboarding', description: '', language: 'en' })
		expect(result.init.status).toBe(400)
		expect(result.data.failure).toEqual({ message: 'Only partners can create custom trainings.', raw: true })
		expect(result.data.result.initialValue).toMatchObject({ name: 'Vendor onboarding' })
	})
})

describe('the builder page: the loader', () => {
	test('a company that is no partner is sent to Get started', async () => {
		viewerReplies()
		const result = await loadEdit()
		expect(result.headers.get('Location')).toBe('/home')
	})

	test("a course that is not the company's own custom training is the 404 page", async () => {
		viewerReplies(authUser(), partner())
		courseReply(customCourse({ customTrainingCompanyId: null }))
		expect((await loadEdit()).init.status).toBe(404)
		courseReply(null)
		expect((await loadEdit()).init.status).toBe(404)
	})

	test('the outline: topics in order with their chapters, the states, and a confirmation from the URL', async () => {
		viewerReplies(authUser(), partner())
		courseReply(customCourse())
		const result = await loadEdit('?modal=deleteChapter&id=chp_2')
		expect(result.training).toEqual({ id: COURSE, name: 'Help desk basics', description: 'How to reach us.', isDraft: true, isActive: true })
		expect(result.topics.map((topic: any) => [topic.name, topic.chapters.map((c: any) => c.name)])).toEqual([
			['Getting help', ['Welcome', 'Check']],
			['Reporting', []],
		])
		expect(result.topics[0].chapters[1]).toEqual({
			id: 'chp_2',
			name: 'Check',
			kind: 'quiz',
			durationMinutes: 5,
			hasVideo: false,
			questionCount: 3,
		})
		expect(result.dialog).toEqual({ type: 'deleteChapter', id: 'chp_2', name: 'Check' })
	})
})

describe('the builder page: each form', () => {
	test.each([
		[
			'details',
			{ intent: 'updateDetails', name: 'Help desk', description: 'New text' },
			`PATCH /api/v1/custom-training/cmp_acme/course/${COURSE}`,
			{ name: 'Help desk', description: 'New text' },
			'customTraining:builder.details.saved',
		],
		[
			'disable',
			{ intent: 'setActive', active: 'false' },
			'POST /api/v1/custom-training/cmp_acme/disable_custom_training',
			{ course_id: COURSE, active: false },
			'customTraining:builder.availability.disabledToast',
		],
		[
			'enable',
			{ intent: 'setActive', active: 'true' },
			'POST /api/v1/custom-training/cmp_acme/disable_custom_training',
			{ course_id: COURSE, active: true },
			'customTraining:builder.availability.enabledToast',
		],
		[
			'add a topic',
			{ intent: 'addTopic', name: 'Phishing' },
			`POST /api/v1/custom-training/cmp_acme/course/${COURSE}/sections`,
			{ name: 'Phishing' },
			'customTraining:builder.topic.added',
		],
		[
			'rename a topic',
			{ intent: 'renameTopic', topicId: 'sec_1', name: 'Help' },
			`PATCH /api/v1/custom-training/cmp_acme/course/${COURSE}/sections/sec_1`,
			{ name: 'Help' },
			'customTraining:builder.topic.renamed',
		],
		[
			'delete a topic',
			{ intent: 'deleteTopic', topicId: 'sec_2' },
			`DELETE /api/v1/custom-training/cmp_acme/course/${COURSE}/sections/sec_2`,
			undefined,
			'customTraining:builder.topic.deleted',
		],
		[
			'move a topic',
			{ intent: 'moveTopic', topicId: 'sec_2', position: '0' },
			`POST /api/v1/custom-training/cmp_acme/course/${COURSE}/sections/sec_2/move`,
			{ position: 0 },
			'customTraining:builder.topic.moved',
		],
		[
			'add a chapter with a duration',
			{ intent: 'addChapter', topicId: 'sec_1', name: 'Rules', kind: 'reading', durationMinutes: '4' },
			`POST /api/v1/custom-training/cmp_acme/course/${COURSE}/sections/sec_1/chapters`,
			{ name: 'Rules', kind: 'reading', durationMinutes: 4 },
			'customTraining:builder.chapter.added',
		],
		[
			"add a chapter with its kind's duration",
			{ intent: 'addChapter', topicId: 'sec_1', name: 'Quiz', kind: 'quiz', durationMinutes: '' },
			`POST /api/v1/custom-training/cmp_acme/course/${COURSE}/sections/sec_1/chapters`,
			{ name: 'Quiz', kind: 'quiz' },
			'customTraining:builder.chapter.added',
		],
		[
			'update a chapter',
			{ intent: 'updateChapter', chapterId: 'chp_1', name: 'Hello', durationMinutes: '8' },
			`PATCH /api/v1/custom-training/cmp_acme/course/${COURSE}/chapters/chp_1`,
			{ name: 'Hello', durationMinutes: 8 },
			'customTraining:builder.chapter.updated',
		],
		[
			'delete a chapter',
			{ intent: 'deleteChapter', chapterId: 'chp_2' },
			`DELETE /api/v1/custom-training/cmp_acme/course/${COURSE}/chapters/chp_2`,
			undefined,
			'customTraining:builder.chapter.deleted',
		],
		[
			'move a chapter up',
			{ intent: 'moveChapter', chapterId: 'chp_2', topicId: 'sec_1', position: '0' },
			`POST /api/v1/custom-training/cmp_acme/course/${COURSE}/chapters/chp_2/move`,
			{ sectionId: 'sec_1', position: 0 },
			'customTraining:builder.chapter.moved',
		],
		[
			'move a chapter to another topic (last there)',
			{ intent: 'moveChapter', chapterId: 'chp_2', topicId: 'sec_2' },
			`POST /api/v1/custom-training/cmp_acme/course/${COURSE}/chapters/chp_2/move`,
			{ sectionId: 'sec_2', position: 2_147_483_647 },
			'customTraining:builder.chapter.moved',
		],
	])('%s: the gateway is called with its body, then the builder with a toast', async (_, form, call, body, toast) => {
		viewerReplies(authUser(), partner())
		writesSucceed()
		const calls = recordGateway()
		const result = await postEdit(form as Record<string, string>)
		expect(calls).toEqual([{ call, body }])
		expect(result.headers.get('Location')).toBe(editPath)
		expect(await flashToast(result)).toEqual({ type: 'success', message: toast })
	})

	test('Delete training: the training is deleted, then the Custom category of the library', async () => {
		viewerReplies(authUser(), partner())
		writesSucceed()
		const calls = recordGateway()
		const result = await postEdit({ intent: 'deleteTraining' })
		expect(calls).toEqual([{ call: `DELETE /api/v1/custom-training/cmp_acme/course/${COURSE}`, body: undefined }])
		expect(result.headers.get('Location')).toBe('/learning/courses?category=custom')
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'customTraining:builder.deleteTraining.deleted' })
	})

	test('Delete training while a campaign of it runs: refused in the user’s words, the builder stays', async () => {
		viewerReplies(authUser(), partner())
		server.use(
			http.delete(`${BASE}`, () =>
				gatewayError(409, 'training_has_running_campaign', 'This training has a running campaign. End it before deleting the training.'),
			),
		)
		const result = await postEdit({ intent: 'deleteTraining' })
		expect(result.headers.get('Location')).toBe(editPath)
		expect(await flashToast(result)).toEqual({ type: 'error', message: 'customTraining:builder.deleteTraining.running' })
	})

	test('a company that is no partner is sent to Get started, and nothing is written', async () => {
		viewerReplies()
		const calls = recordGateway()
		const result = await postEdit({ intent: 'addTopic', name: 'Phishing' })
		expect(result.headers.get('Location')).toBe('/home')
		expect(calls).toEqual([])
	})

	test("a form with a wrong value stays with the spec's message and what was typed", async () => {
		viewerReplies(authUser(), partner())
		const calls = recordGateway()
		const result = await postEdit({ intent: 'addChapter', topicId: 'sec_1', name: '', kind: 'video', durationMinutes: '601' })
		expect(calls).toEqual([])
		expect(result.init.status).toBe(400)
		expect(result.data).toMatchObject({ intent: 'addChapter', target: 'sec_1' })
		expect(result.data.result.error).toEqual({
			name: ['customTraining:builder.errors.required'],
			durationMinutes: ['customTraining:builder.errors.minutesMax'],
		})
		expect(result.data.result.initialValue).toMatchObject({ durationMinutes: '601', kind: 'video' })
	})

	test("a failed rename keeps the form with what was typed and the gateway's message", async () => {
		viewerReplies(authUser(), partner())
		server.use(http.patch(`${BASE}/sections/:id`, () => gatewayError(404, 'not_found', 'Topic not found')))
		const result = await postEdit({ intent: 'renameTopic', topicId: 'sec_9', name: 'Help' })
		expect(result.init.status).toBe(400)
		expect(result.data).toMatchObject({ intent: 'renameTopic', target: 'sec_9', failure: { message: 'Topic not found', raw: true } })
		expect(result.data.result.initialValue).toMatchObject({ name: 'Help' })
	})

	test("a failed move comes back to the builder with the gateway's message", async () => {
		viewerReplies(authUser(), partner())
		server.use(http.post(`${BASE}/chapters/:id/move`, () => gatewayError(404, 'not_found', 'Chapter not found')))
		const result = await postEdit({ intent: 'moveChapter', chapterId: 'chp_9', topicId: 'sec_1', position: '1' })
		expect(result.headers.get('Location')).toBe(editPath)
		expect(await flashToast(result)).toEqual({ type: 'error', message: 'Chapter not found', raw: true })
	})

	test('an unknown intent is a 400', async () => {
		viewerReplies(authUser(), partner())
		const result = await postEdit({ intent: 'dance' })
		expect(result.status).toBe(400)
	})
})

describe('the custom course variants', () => {
	test.each([
		['/custom', {}, '/custom-training/new-training'],
		[`/edit/${COURSE}`, { courseId: COURSE }, editPath],
		[`/preview/${COURSE}`, { courseId: COURSE }, `/courses/${COURSE}/preview`],
	])('%s opens %s', async (path, params, to) => {
		viewerReplies()
		const result = await outcome(() => variantLoader({ ...routeArgs(path, { cookie: signedIn.admin }), params } as any))
		expect((result as Response).headers.get('Location')).toBe(to)
	})
})

describe('the ways into the builder', () => {
	test("the course page of the company's own custom training has Edit, for a partner", async () => {
		courseReply(customCourse())
		viewerReplies(authUser(), partner())
		const own = await courseLoader({ ...routeArgs(`/courses/${COURSE}/preview`, { cookie: signedIn.admin }), params: { courseId: COURSE } } as any)
		expect(own.canEdit).toBe(true)
		courseReply(customCourse({ customTrainingCompanyId: 'cmp_other' }))
		const shared = await courseLoader({ ...routeArgs(`/courses/${COURSE}/preview`, { cookie: signedIn.admin }), params: { courseId: COURSE } } as any)
		expect(shared.canEdit).toBe(false)
	})

	test("the library's Custom category offers New training to a partner only", async () => {
		server.use(http.get(`${GATEWAY}/api/v1/course/company/:companyId`, () => HttpResponse.json({ courses: [] })))
		viewerReplies(authUser(), partner())
		const library = (search: string) => libraryLoader({ ...routeArgs(`/learning/courses${search}`, { cookie: signedIn.admin }) } as any)
		expect((await library('?category=custom')).canCreateTraining).toBe(true)
		expect((await library('')).canCreateTraining).toBe(false)
	})

	test('a company that is no partner is not offered New training', async () => {
		server.use(http.get(`${GATEWAY}/api/v1/course/company/:companyId`, () => HttpResponse.json({ courses: [] })))
		viewerReplies()
		const result = await libraryLoader({ ...routeArgs('/learning/courses?category=custom', { cookie: signedIn.admin }) } as any)
		expect(result.canCreateTraining).toBe(false)
	})
})
