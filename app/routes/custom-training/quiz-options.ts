import { ANSWER_MAX, QUESTION_MAX } from '#server/shared/custom-training-limits.ts'
// A custom training's quiz question (spec 2 §5 "Question, Answer 1 to 4, Correct Answer Number"): the limits,
// the page's intents and URL state, and the rules the add/edit forms (quiz-schema.ts) and the CSV import
// (quiz-csv.ts) both check. Without zod, so the quiz page draws its forms from it on first load; its schema
// loads on first use. The limits are the gateway's (server/shared/custom-training-limits.ts).

export const ANSWER_COUNT = 4
export const ANSWER_NUMBERS = ['1', '2', '3', '4'] as const
export const ANSWER_FIELDS = ['answer1', 'answer2', 'answer3', 'answer4'] as const

/** The quiz page's forms, told apart by `intent`. */
export const QUIZ_INTENT = { add: 'add', edit: 'edit', delete: 'delete', import: 'import' } as const
export type QuizIntent = (typeof QUIZ_INTENT)[keyof typeof QUIZ_INTENT]

/** The URL state of the question being edited: `?edit=3` (1-based, as the page numbers them). */
export const EDIT_PARAM = 'edit'

/**
 * The quiz page's confirmation is URL state, as the builder's are (`?modal=deleteQuestion&id=3`, the
 * question's 1-based number), so it opens without JavaScript.
 */
export const QUIZ_MODAL = { deleteQuestion: 'deleteQuestion' } as const
export const QUIZ_MODAL_ID = 'id'

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
