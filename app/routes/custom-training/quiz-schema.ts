import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { trimmedText } from '#app/lib/form-fields.ts'
import { ANSWER_FIELDS, type QuestionProblem, questionProblems } from './quiz-options.ts'

// A custom training's quiz question: the add and edit forms' schema (spec 2 §5), shared by the browser
// (loaded on first use) and the action. Its limits and rules are in quiz-options.ts.

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
