import { data } from 'react-router'
import type { UiMessage } from '#app/components/form-errors.ts'
import { getQuizQuestions, type QuizQuestion, type QuizQuestionInput, replaceQuizQuestions } from '#app/gateway/custom-training.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { textKey } from '#app/i18n/keys.ts'
import { loadResources } from '#app/i18n/resources.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { readBoundedFormData, UploadTooLarge } from '#app/lib/bounded-form-data.server.ts'
import { readUsersCsv, type CsvFileProblem } from '#app/lib/csv-import/parse.server.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { modalIn } from '#app/lib/modals.ts'
import { redirectWithToast, type Toast } from '#app/lib/toast.server.ts'
import { MAX_QUIZ_QUESTIONS } from '#server/shared/custom-training-limits.ts'
import { requireBuilderChapter } from './chapter-guard.server.ts'
import { quizQuestionsPath as quizPath } from './paths.ts'
import { CSV_FIELD, QUIZ_CSV_MAX_BYTES, QUIZ_CSV_MAX_KB, type QuizCsvMessage, readQuizCsv } from './quiz-csv.ts'
import { EDIT_PARAM, QUIZ_INTENT, QUIZ_MODAL, QUIZ_MODAL_ID, type QuizIntent } from './quiz-options.ts'
import { QuestionFormSchema, toQuizQuestion } from './quiz-schema.ts'

type Args = Parameters<typeof requireBuilderChapter>[0] & { context: Parameters<typeof getLocale>[0] }

/** The quiz page: the training and chapter, the questions, the question `?edit=` names and the one the delete dialog asks about. */
export async function loadQuiz(args: Args) {
	const { viewer, course, chapter } = await requireBuilderChapter(args, 'quiz')
	const questions = await settle(args.request, () => getQuizQuestions(viewer.token, viewer.company.id, course.id, chapter.id))
	const list = questions.ok ? questions.value : []
	const params = args.url.searchParams
	const deleting = modalIn(params, QUIZ_MODAL) === QUIZ_MODAL.deleteQuestion ? indexOf(params.get(QUIZ_MODAL_ID), list) : null
	return {
		course: { id: course.id, name: course.name },
		chapter: { id: chapter.id, name: chapter.name },
		questions: list,
		failure: questions.ok ? null : questions.failure,
		/** 0-based index of the question being edited, or null. */
		editing: indexOf(params.get(EDIT_PARAM), list),
		/** The question the delete dialog confirms (`?modal=deleteQuestion&id=`): its 0-based index and text, or null. */
		deleting: deleting === null ? null : { index: deleting, question: list[deleting]!.question },
	}
}

/** The 0-based index of a question the URL names by its 1-based number, or null. */
function indexOf(number: string | null, list: readonly QuizQuestion[]): number | null {
	const n = Number(number)
	return number && Number.isInteger(n) && n >= 1 && n <= list.length ? n - 1 : null
}

export type QuizActionData =
	| {
			intent: typeof QUIZ_INTENT.add | typeof QUIZ_INTENT.edit
			result: ReturnType<ReturnType<typeof parseSubmission>['reply']>
			failure?: UiMessage
	  }
	| { intent: typeof QUIZ_INTENT.import; problems: QuizCsvMessage[]; failure?: UiMessage }

const FILE_MESSAGES: Record<CsvFileProblem, QuizCsvMessage> = {
	wrongFormat: { message: textKey('customTraining:quizAndVideo.csv.errors.wrongFormat') },
	empty: { message: textKey('customTraining:quizAndVideo.csv.errors.empty') },
	parse: { message: textKey('customTraining:quizAndVideo.csv.errors.parse') },
	binary: { message: textKey('customTraining:quizAndVideo.csv.errors.binary') },
	tooLarge: { message: textKey('customTraining:quizAndVideo.csv.errors.tooLarge'), values: { n: QUIZ_CSV_MAX_KB } },
}

/**
 * Add, edit, delete (told apart by `intent`) and the CSV import: each reads the quiz's questions, changes
 * the list and sends the whole list back (the gateway replaces them at once). Success goes back to the
 * page with a toast; a bad form or file comes back with its messages and nothing is changed. The delete
 * is posted from its confirmation dialog, which has no room for an answer: a refused one also goes back
 * to the page, with the message as an error toast.
 */
export async function quizAction(args: Args) {
	const { viewer, course, chapter } = await requireBuilderChapter(args, 'quiz')
	const { token } = viewer
	const companyId = viewer.company.id
	const here = quizPath(course.id, chapter.id)
	let formData: FormData
	try {
		formData = await readBoundedFormData(args.request, QUIZ_CSV_MAX_BYTES)
	} catch (error) {
		if (!(error instanceof UploadTooLarge)) throw error
		return data<QuizActionData>({ intent: QUIZ_INTENT.import, problems: [FILE_MESSAGES.tooLarge] }, { status: 413 })
	}
	const intent = formData.get('intent') as QuizIntent | null
	const replace = (questions: QuizQuestionInput[]) => replaceQuizQuestions(token, companyId, course.id, chapter.id, questions)
	const done = (toast: Toast) => redirectWithToast(args.request, here, toast)

	if (intent === QUIZ_INTENT.import) {
		const file = formData.get(CSV_FIELD)
		if (!(file instanceof File) || (file.size === 0 && !file.name)) {
			return data<QuizActionData>({ intent, problems: [{ message: 'customTraining:quizAndVideo.csv.errors.required' }] }, { status: 400 })
		}
		const read = await readUsersCsv(file)
		if (!read.ok) return data<QuizActionData>({ intent, problems: [FILE_MESSAGES[read.problem]] }, { status: 400 })
		let current: QuizQuestion[]
		try {
			current = await getQuizQuestions(token, companyId, course.id, chapter.id)
		} catch (error) {
			return data<QuizActionData>({ intent, problems: [], failure: await writeFailure(error, args.request) }, { status: 400 })
		}
		const imported = readQuizCsv(read.csv, current.length)
		if (!imported.ok) return data<QuizActionData>({ intent, problems: imported.problems }, { status: 400 })
		try {
			await replace([...current, ...imported.questions])
		} catch (error) {
			return data<QuizActionData>({ intent, problems: [], failure: await writeFailure(error, args.request) }, { status: 400 })
		}
		const lng = getLocale(args.context)
		const t = createTranslator(lng, await loadResources(lng))
		return done({
			type: 'success',
			message: t('customTraining:quizAndVideo.csv.imported', { count: imported.questions.length }),
			raw: true,
		})
	}

	if (intent === QUIZ_INTENT.delete) {
		try {
			const current = await getQuizQuestions(token, companyId, course.id, chapter.id)
			const index = matchingIndex(current, formData)
			if (index === null) return done({ type: 'error', message: 'customTraining:quizAndVideo.quiz.changed' })
			await replace(current.filter((_, i) => i !== index))
		} catch (error) {
			return done({ type: 'error', ...(await writeFailure(error, args.request)) })
		}
		return done({ type: 'success', message: 'customTraining:quizAndVideo.quiz.deleted' })
	}

	if (intent !== QUIZ_INTENT.add && intent !== QUIZ_INTENT.edit) throw new Response('Unknown intent', { status: 400 })
	const submission = parseSubmission(formData, QuestionFormSchema)
	if (submission.status !== 'success') return data<QuizActionData>({ intent, result: submission.reply() }, { status: 400 })
	const question = toQuizQuestion(submission.value)
	const refused = (failure: UiMessage, status = 400) => data<QuizActionData>({ intent, result: submission.reply(), failure }, { status })
	try {
		const current = await getQuizQuestions(token, companyId, course.id, chapter.id)
		if (intent === QUIZ_INTENT.add) {
			if (current.length >= MAX_QUIZ_QUESTIONS) return refused({ message: 'customTraining:quizAndVideo.quiz.full' }, 409)
			await replace([...current, question])
		} else {
			const index = matchingIndex(current, formData)
			if (index === null) return refused({ message: 'customTraining:quizAndVideo.quiz.changed' }, 409)
			await replace(current.map((q, i) => (i === index ? question : q)))
		}
	} catch (error) {
		return refused(await writeFailure(error, args.request))
	}
	return done({
		type: 'success',
		message: intent === QUIZ_INTENT.add ? 'customTraining:quizAndVideo.quiz.added' : 'customTraining:quizAndVideo.quiz.saved',
	})
}

/**
 * The question a delete or edit form names: its index, checked against the question's text the page
 * showed (`expected`), so a list changed meanwhile (another tab, a colleague) never loses the wrong one.
 */
function matchingIndex(current: QuizQuestion[], formData: FormData): number | null {
	const index = Number(formData.get('index'))
	if (!Number.isInteger(index) || index < 0 || index >= current.length) return null
	return current[index]!.question === formData.get('expected') ? index : null
}
