import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { CourseDetail } from '#app/gateway/courses.server.ts'
import type { QuizQuestion } from '#app/gateway/custom-training.server.ts'
import { courseRow } from '#tests/fixtures/courses.ts'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { QUIZ_CSV_COLUMNS } from './quiz-csv.ts'
import { action, loader } from './quiz.tsx'

const signedIn = useSignedInCookies(['admin', 'msp'])
const COURSE = `${GATEWAY}/api/v1/course/company/:companyId/course/:courseId/view/admin`
const QUESTIONS = `${GATEWAY}/api/v1/custom-training/:companyId/course/:courseId/chapters/:chapterId/questions`
const PATH = '/custom-training/edit/crs_custom/quiz/chp_quiz'
const PUT_CALL = 'PUT /api/v1/custom-training/cmp_acme/course/crs_custom/chapters/chp_quiz/questions'

const partner = () => companyView({ distribution: { ...companyView().distribution, isPartner: true } })

function course(overrides: Partial<CourseDetail> = {}): CourseDetail {
	const chapter = (id: string, kind: 'video' | 'quiz' | 'reading', order: number) => ({
		id,
		sectionId: 'sec_1',
		name: kind === 'quiz' ? 'Quiz: vendors' : 'Intro',
		kind,
		durationMinutes: 5,
		order,
		video: null,
		questionCount: kind === 'quiz' ? 2 : null,
	})
	return {
		...courseRow({ id: 'crs_custom', name: 'Vendor Risk', customTrainingCompanyId: 'cmp_acme', isDraft: true }),
		sections: [
			{ id: 'sec_1', name: 'Why vendors matter', order: 1, chapters: [chapter('chp_video', 'video', 1), chapter('chp_quiz', 'quiz', 2)] },
		],
		...overrides,
	}
}

const existing: QuizQuestion[] = [
	{ question: 'First?', answers: ['a', 'b', '', ''], correctAnswer: 1 },
	{ question: 'Second?', answers: ['a', 'b', 'c', ''], correctAnswer: 3 },
]

/** The training, its quiz's questions, and the PUT that replaces them (answered with what it was sent). */
function gateway(options: { course?: CourseDetail; questions?: QuizQuestion[] } = {}) {
	viewerReplies(authUser(), partner())
	server.use(
		http.get(COURSE, () => HttpResponse.json(options.course ?? course())),
		http.get(QUESTIONS, () => HttpResponse.json({ questions: options.questions ?? existing })),
		http.put(QUESTIONS, async ({ request }) => HttpResponse.json(await request.json())),
	)
	return recordGateway()
}

function args(path = PATH, init: Parameters<typeof routeArgs>[1] = {}, params = { courseId: 'crs_custom', chapterId: 'chp_quiz' }) {
	return { ...routeArgs(path, { cookie: signedIn.admin, ...init }), params } as any
}

function post(form: Record<string, string>, path = PATH) {
	return outcome(() => action(args(path, { form }))) as Promise<any>
}

function postFile(file: File | null) {
	const body = new FormData()
	body.append('intent', 'import')
	if (file) body.append('file', file)
	const base = args()
	const request = new Request(base.request.url, { method: 'POST', body, headers: base.request.headers })
	return outcome(() => action({ ...base, request })) as Promise<any>
}

const csv = (...rows: string[]) => new File([[QUIZ_CSV_COLUMNS.join(','), ...rows].join('\n')], 'quiz.csv', { type: 'text/csv' })
const puts = (calls: ReturnType<typeof recordGateway>) => calls.filter((c) => c.call.startsWith('PUT'))

describe('the quiz page', () => {
	test('lists the quiz’s questions; ?edit= names the question being edited', async () => {
		gateway()
		const data = (await loader(args(`${PATH}?edit=2`))) as any
		expect(data.course).toEqual({ id: 'crs_custom', name: 'Vendor Risk' })
		expect(data.chapter).toEqual({ id: 'chp_quiz', name: 'Quiz: vendors' })
		expect(data.questions).toEqual(existing)
		expect(data.editing).toBe(1)
		expect(((await loader(args(`${PATH}?edit=9`))) as any).editing).toBeNull()
	})

	test('?modal=deleteQuestion&id= opens the delete dialog of that question, by its number', async () => {
		gateway()
		const data = (await loader(args(`${PATH}?modal=deleteQuestion&id=2`))) as any
		expect(data.deleting).toEqual({ index: 1, question: 'Second?' })
		for (const search of ['?modal=deleteQuestion&id=9', '?modal=deleteQuestion', '?modal=deleteTopic&id=1', '?id=1']) {
			expect(((await loader(args(`${PATH}${search}`))) as any).deleting).toBeNull()
		}
	})

	test('a company that is no partner goes to Get started', async () => {
		viewerReplies()
		const result = (await outcome(() => loader(args()))) as Response
		expect(result.status).toBe(302)
		expect(result.headers.get('Location')).toBe('/home')
	})

	test('an MSP user may not build trainings', async () => {
		viewerReplies(authUser({ role: 'msp' }), partner())
		const result = (await outcome(() => loader(args(PATH, { cookie: signedIn.msp })))) as Response
		expect(result.status).toBe(403)
	})

	test.each([
		['a chapter of another kind', course(), { courseId: 'crs_custom', chapterId: 'chp_video' }],
		['an unknown chapter', course(), { courseId: 'crs_custom', chapterId: 'chp_nope' }],
		[
			'a course that is not the company’s custom training',
			course({ customTrainingCompanyId: null }),
			{ courseId: 'crs_custom', chapterId: 'chp_quiz' },
		],
	])('%s is not found', async (_, detail, params) => {
		gateway({ course: detail })
		await expect(loader(args(PATH, {}, params))).rejects.toMatchObject({ init: { status: 404 } })
	})
})

describe('adding, editing and deleting a question', () => {
	test('a new question is added after the others, and the page says so', async () => {
		const calls = gateway()
		const result = await post({
			intent: 'add',
			question: ' Third? ',
			answer1: 'x',
			answer2: '',
			answer3: 'z',
			answer4: '',
			correctAnswer: '3',
		})
		expect(result.status).toBe(302)
		expect(result.headers.get('Location')).toBe(PATH)
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'customTraining:quizAndVideo.quiz.added' })
		expect(puts(calls)).toEqual([
			{ call: PUT_CALL, body: { questions: [...existing, { question: 'Third?', answers: ['x', '', 'z', ''], correctAnswer: 3 }] } },
		])
	})

	test('a bad question comes back with its messages and what was typed; nothing is sent', async () => {
		const calls = gateway()
		const result = await post({ intent: 'add', question: '', answer1: 'x', answer2: '', answer3: '', answer4: '', correctAnswer: '2' })
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toMatchObject({
			question: ['customTraining:quizAndVideo.quiz.errors.questionRequired'],
			answers: ['customTraining:quizAndVideo.quiz.errors.twoAnswers'],
			correctAnswer: ['customTraining:quizAndVideo.quiz.errors.correctEmpty'],
		})
		expect(result.data.result.initialValue).toMatchObject({ answer1: 'x' })
		expect(puts(calls)).toEqual([])
	})

	test('an edit replaces that question only', async () => {
		const calls = gateway()
		const result = await post(
			{
				intent: 'edit',
				index: '1',
				expected: 'Second?',
				question: 'Second, edited?',
				answer1: 'a',
				answer2: 'b',
				answer3: '',
				answer4: '',
				correctAnswer: '2',
			},
			`${PATH}?edit=2`,
		)
		expect(result.status).toBe(302)
		expect(puts(calls)[0]!.body).toEqual({
			questions: [existing[0], { question: 'Second, edited?', answers: ['a', 'b', '', ''], correctAnswer: 2 }],
		})
	})

	test('a delete removes that question; one naming a question that changed meanwhile removes nothing', async () => {
		let calls = gateway()
		const result = await post({ intent: 'delete', index: '0', expected: 'First?' })
		expect(result.status).toBe(302)
		expect(result.headers.get('Location')).toBe(PATH)
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'customTraining:quizAndVideo.quiz.deleted' })
		expect(puts(calls)[0]!.body).toEqual({ questions: [existing[1]] })

		// The delete dialog has no room for an answer: the page comes back, with the message as an error toast.
		calls = gateway()
		const stale = await post({ intent: 'delete', index: '0', expected: 'Something else?' })
		expect(stale.status).toBe(302)
		expect(stale.headers.get('Location')).toBe(PATH)
		expect(await flashToast(stale)).toEqual({ type: 'error', message: 'customTraining:quizAndVideo.quiz.changed' })
		expect(puts(calls)).toEqual([])
	})

	test('a delete the gateway refuses comes back to the page with its message as an error toast', async () => {
		gateway()
		server.use(http.put(QUESTIONS, () => gatewayError(403, 'forbidden', 'This training cannot be changed.')))
		const result = await post({ intent: 'delete', index: '1', expected: 'Second?' })
		expect(result.status).toBe(302)
		expect(result.headers.get('Location')).toBe(PATH)
		expect(await flashToast(result)).toEqual({ type: 'error', message: 'This training cannot be changed.', raw: true })
	})
})

describe('the CSV import', () => {
	test('a good file is added after the existing questions, and the page says how many', async () => {
		const calls = gateway()
		const result = await postFile(csv('Third?,Yes,No,,,2', 'Fourth?,A,B,C,D,4'))
		expect(result.status).toBe(302)
		expect(await flashToast(result)).toEqual({ type: 'success', message: '2 questions imported', raw: true })
		expect(puts(calls)).toEqual([
			{
				call: PUT_CALL,
				body: {
					questions: [
						...existing,
						{ question: 'Third?', answers: ['Yes', 'No', '', ''], correctAnswer: 2 },
						{ question: 'Fourth?', answers: ['A', 'B', 'C', 'D'], correctAnswer: 4 },
					],
				},
			},
		])
	})

	test('a file with bad rows lists each by its line, and nothing is imported', async () => {
		const calls = gateway()
		const result = await postFile(csv('Good?,Yes,No,,,1', ',Yes,No,,,1', 'Bad number?,Yes,No,,,7'))
		expect(result.init.status).toBe(400)
		expect(result.data.problems).toEqual([
			{ message: 'customTraining:quizAndVideo.csv.errors.questionRequired', values: { line: 3, max: 1000 } },
			{ message: 'customTraining:quizAndVideo.csv.errors.correctInvalid', values: { line: 4, max: 1000 } },
		])
		expect(puts(calls)).toEqual([])
	})

	test.each([
		['no file', null, 'customTraining:quizAndVideo.csv.errors.required'],
		['a file that is no CSV', new File(['x'], 'quiz.xlsx'), 'customTraining:quizAndVideo.csv.errors.wrongFormat'],
		['an empty file', new File([''], 'quiz.csv'), 'customTraining:quizAndVideo.csv.errors.empty'],
	])('%s is refused with its message', async (_, file, message) => {
		const calls = gateway()
		const result = await postFile(file)
		expect(result.init.status).toBe(400)
		expect(result.data.problems).toEqual([{ message }])
		expect(puts(calls)).toEqual([])
	})

	test('a file over the limit is refused before it is read', async () => {
		gateway()
		const result = await postFile(new File([new Uint8Array(1024 * 1024)], 'big.csv'))
		expect(result.init.status).toBe(413)
		expect(result.data.problems).toEqual([{ message: 'customTraining:quizAndVideo.csv.errors.tooLarge', values: { n: 900 } }])
	})
})
