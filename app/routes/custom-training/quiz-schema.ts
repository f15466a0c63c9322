import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { trimmedText } from '#app/lib/form-fields.ts'

// A custom training's quiz question (spec 2 §5 "Question, Answer 1 to 4, Correct Answer Number"): the
// add and edit forms' schema, shared by the browser and the action, and the limits the CSV import
// checks too. Pure: the gateway's own constants live in a server module (custom-training.server.ts);
// quiz-schema.test.ts checks these are the same.

export const QUESTION_MAX = 1000
export const ANSWER_MAX = 500
export const MAX_QUIZ_QUESTIONS = 100
export const ANSWER_COUNT = 4
export const ANSWER_NUMBERS = ['1', '2', '3', '4'] as const
export const ANSWER_FIELDS = ['answer1', 'answer2', 'answer3', 'answer4'] as const

/** The quiz page's forms, told apart by `intent`. */
export const QUIZ_INTENT = { add: 'add', edit: 'edit', delete: 'delete', import: 'import' } as const
export type QuizIntent = (typeof QUIZ_INTENT)[keyof typeof QUIZ_INTENT]

/** The URL state of the question being edited: `?edit=3` (1-based, as the page numbers them). */
export const EDIT_PARAM = 'edit'

/**
 * The first problem of a question's parts, as the gateway judges them: the question 1–1000 characters,
 * at least two non-empty answers of at most 500, the correct one 1–4 and not empty. `at` is 1-based.
 */
export type QuestionProblem =
	| { kind: 'questionRequired' }
	| { kind: 'questionTooLong' }
	| { kind: 'answerTooLong'; at: number }
	| { kind: 'twoAnswers' }
	| { kind: 'correctInvalid' }
	| { kind: 'correctEmpty' }

/** Every problem of one question (answers always four, '' blank; `correct` as written). */
export function questionProblems(question: string, answers: readonly string[], correct: string): QuestionProblem[] {
	const problems: QuestionProblem[] = []
	if (!question) problems.push({ kind: 'questionRequired' })
	else if (question.length > QUESTION_MAX) problems.push({ kind: 'questionTooLong' })
	answers.forEach((answer, i) => {
		if (answer.length > ANSWER_MAX) problems.push({ kind: 'answerTooLong', at: i + 1 })
	})
	if (answers.filter(Boolean).length < 2) problems.push({ kind: 'twoAnswers' })
	if (!(ANSWER_NUMBERS as readonly string[]).includes(correct)) problems.push({ kind: 'correctInvalid' })
	else if (!answers[Number(correct) - 1]) problems.push({ kind: 'correctEmpty' })
	return problems
}

const FORM_MESSAGES = {
	questionRequired: textKey('customTraining:quizAndVideo.quiz.errors.questionRequired'),
	questionTooLong: textKey('customTraining:quizAndVideo.quiz.errors.questionTooLong'),
	answerTooLong: textKey('customTraining:quizAndVideo.quiz.errors.answerTooLong'),
	twoAnswers: textKey('customTraining:quizAndVideo.quiz.errors.twoAnswers'),
	correctInvalid: textKey('customTraining:quizAndVideo.quiz.errors.correctRequired'),
	correctEmpty: textKey('customTraining:quizAndVideo.quiz.errors.correctEmpty'),
} as const

/** The field of the add/edit form a problem is shown on. */
function fieldOf(problem: QuestionProblem): string {
	switch (problem.kind) {
		case 'questionRequired':
		case 'questionTooLong':
			return 'question'
		case 'answerTooLong':
			return ANSWER_FIELDS[problem.at - 1]!
		case 'twoAnswers':
			return 'answers'
		default:
			return 'correctAnswer'
	}
}

/** The add and edit forms: the question, four answers (blank ones allowed) and the correct answer's number. */
export const QuestionFormSchema = z
	.object({
		question: trimmedText,
		answer1: trimmedText,
		answer2: trimmedText,
		answer3: trimmedText,
		answer4: trimmedText,
		correctAnswer: trimmedText,
	})
	.check(
		z.superRefine((value, ctx) => {
			const answers = ANSWER_FIELDS.map((field) => value[field])
			for (const problem of questionProblems(value.question, answers, value.correctAnswer)) {
				ctx.issues.push({ code: 'custom', path: [fieldOf(problem)], message: FORM_MESSAGES[problem.kind], input: value })
			}
		}),
	)

export type QuestionFormValues = z.output<typeof QuestionFormSchema>

/** A form's values as the gateway takes a question. */
export function toQuizQuestion(value: QuestionFormValues) {
	return {
		question: value.question,
		answers: ANSWER_FIELDS.map((field) => value[field]),
		correctAnswer: Number(value.correctAnswer),
	}
}
