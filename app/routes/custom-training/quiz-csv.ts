import { type TranslationKey, textKey } from '#app/i18n/keys.ts'
import type { TranslateValues } from '#app/i18n/translator.ts'
import { ANSWER_MAX, MAX_QUIZ_QUESTIONS, QUESTION_MAX } from '#server/shared/custom-training-limits.ts'
import { type QuestionProblem, questionProblems } from './quiz-options.ts'

// The quiz import (spec 2 §5 "Custom quiz import columns: Question, Answer 1 to 4, Correct Answer
// Number"): a parsed CSV (app/lib/csv-import/parse.server.ts reads the file: encoding, delimiter, line
// numbers) turned into questions, or every problem of the file by its line. Pure.

/**
 * The import's largest file. The route's body limit is the default 1 MB (server/http/body-limits.ts) and
 * readBoundedFormData allows 64 KB of form around the file; 100 questions at the longest texts are about 300 KB.
 */
export const QUIZ_CSV_MAX_BYTES = 900 * 1024
export const QUIZ_CSV_MAX_KB = QUIZ_CSV_MAX_BYTES / 1024
/** The import form's file field. */
export const CSV_FIELD = 'file'

/** The columns, in the template's order. */
export const QUIZ_CSV_COLUMNS = ['Question', 'Answer 1', 'Answer 2', 'Answer 3', 'Answer 4', 'Correct Answer Number'] as const

/** The template to download: the header row. */
export const QUIZ_CSV_TEMPLATE = `${QUIZ_CSV_COLUMNS.join(',')}\r\n`
export const QUIZ_CSV_TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(QUIZ_CSV_TEMPLATE)}`

/** A message of the import, translated where shown. */
export type QuizCsvMessage = { message: TranslationKey; values?: TranslateValues }

export type ImportedQuestion = { question: string; answers: string[]; correctAnswer: number }

export type QuizCsvResult = { ok: true; questions: ImportedQuestion[] } | { ok: false; problems: QuizCsvMessage[] }

/** A parsed CSV: its header row and rows, lines[i] the file's line of rows[i]. */
export type QuizCsvTable = { headers: string[]; rows: string[][]; lines: number[] }

const normalise = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase()

const ROW_MESSAGES: Record<QuestionProblem['kind'], TranslationKey> = {
	questionRequired: textKey('customTraining:quizAndVideo.csv.errors.questionRequired'),
	questionTooLong: textKey('customTraining:quizAndVideo.csv.errors.questionTooLong'),
	answerTooLong: textKey('customTraining:quizAndVideo.csv.errors.answerTooLong'),
	twoAnswers: textKey('customTraining:quizAndVideo.csv.errors.twoAnswers'),
	correctInvalid: textKey('customTraining:quizAndVideo.csv.errors.correctInvalid'),
	correctEmpty: textKey('customTraining:quizAndVideo.csv.errors.correctEmpty'),
}

/**
 * The questions of an import that is added to `existing` questions, or all of its problems: a column
 * missing from the header row (matched trimmed, case-insensitively), each bad row by its line and reason,
 * and more questions in all than a quiz takes. Nothing is dropped: any problem refuses the whole file.
 */
export function readQuizCsv(table: QuizCsvTable, existing: number): QuizCsvResult {
	const headers = table.headers.map(normalise)
	const index = QUIZ_CSV_COLUMNS.map((column) => headers.indexOf(normalise(column)))
	const missing = QUIZ_CSV_COLUMNS.filter((_, i) => index[i] === -1)
	if (missing.length > 0) {
		return {
			ok: false,
			problems: [{ message: 'customTraining:quizAndVideo.csv.errors.missingColumns', values: { columns: missing.join(', ') } }],
		}
	}
	if (table.rows.length === 0) return { ok: false, problems: [{ message: 'customTraining:quizAndVideo.csv.errors.empty' }] }
	const problems: QuizCsvMessage[] = []
	const questions: ImportedQuestion[] = []
	table.rows.forEach((row, r) => {
		const cell = (column: number) => (row[index[column]!] ?? '').trim()
		const question = cell(0)
		const answers = [cell(1), cell(2), cell(3), cell(4)]
		const correct = cell(5)
		const line = table.lines[r] ?? r + 2
		const found = questionProblems(question, answers, correct)
		for (const problem of found) {
			const max = problem.kind === 'answerTooLong' ? ANSWER_MAX : QUESTION_MAX
			problems.push({ message: ROW_MESSAGES[problem.kind], values: { line, max, n: 'at' in problem ? problem.at : undefined } })
		}
		if (found.length === 0) questions.push({ question, answers, correctAnswer: Number(correct) })
	})
	if (existing + table.rows.length > MAX_QUIZ_QUESTIONS) {
		problems.push({
			message: 'customTraining:quizAndVideo.csv.errors.tooMany',
			values: { max: MAX_QUIZ_QUESTIONS, existing, count: table.rows.length },
		})
	}
	return problems.length > 0 ? { ok: false, problems } : { ok: true, questions }
}
