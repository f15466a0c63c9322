import { describe, expect, test } from 'vitest'
import customTraining from '#app/i18n/locales/en/custom-training.ts'
import { readUsersCsv } from '#app/lib/csv-import/parse.server.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { ANSWER_MAX, MAX_QUIZ_QUESTIONS, QUESTION_MAX } from '#server/shared/custom-training-limits.ts'
import { QUIZ_CSV_COLUMNS, QUIZ_CSV_TEMPLATE, type QuizCsvMessage, readQuizCsv } from './quiz-csv.ts'
import { QuestionFormSchema } from './quiz-schema.ts'

const HEADER = QUIZ_CSV_COLUMNS.join(',')

/** A CSV's text read as the import reads an uploaded file, then judged. */
async function importCsv(text: string | Uint8Array, existing = 0) {
	const read = await readUsersCsv(new File([text as BlobPart], 'quiz.csv', { type: 'text/csv' }))
	if (!read.ok) throw new Error(`not read: ${read.problem}`)
	return readQuizCsv(read.csv, existing)
}

/** A message in English, as the page shows it. */
function english({ message, values }: QuizCsvMessage) {
	const path = message.replace(/^customTraining:/, '').split('.')
	let text: unknown = customTraining
	for (const part of path) text = (text as Record<string, unknown>)[part]
	return (text as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name]))
}

async function problemsOf(text: string, existing = 0) {
	const result = await importCsv(text, existing)
	if (result.ok) throw new Error('expected problems')
	return result.problems.map(english)
}

describe('the quiz CSV import', () => {
	test('a good file gives its questions in order, blank answers kept as blanks', async () => {
		const result = await importCsv(`${HEADER}\nWhat is phishing?,A fish,A fraud email,,,2\n"Pick one, please",Yes,No,Maybe,Never,4\n`)
		expect(result).toEqual({
			ok: true,
			questions: [
				{ question: 'What is phishing?', answers: ['A fish', 'A fraud email', '', ''], correctAnswer: 2 },
				{ question: 'Pick one, please', answers: ['Yes', 'No', 'Maybe', 'Never'], correctAnswer: 4 },
			],
		})
	})

	test('the header row is matched trimmed and case-insensitively, in any order; cells are trimmed', async () => {
		const result = await importCsv(
			' correct answer number ,QUESTION,answer 1,Answer  2,answer 3, Answer 4\n 1 , Is MFA useful? , Yes , No ,,\n',
		)
		expect(result).toEqual({ ok: true, questions: [{ question: 'Is MFA useful?', answers: ['Yes', 'No', '', ''], correctAnswer: 1 }] })
	})

	test('a UTF-8 byte-order mark (Excel) and semicolons (European Excel) are read', async () => {
		const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(`${QUIZ_CSV_COLUMNS.join(';')}\r\nÜber?;Ja;Nein;;;1\r\n`)])
		expect(await importCsv(bom)).toEqual({
			ok: true,
			questions: [{ question: 'Über?', answers: ['Ja', 'Nein', '', ''], correctAnswer: 1 }],
		})
	})

	test('every bad row is named by its file line and reason, and nothing is imported', async () => {
		const csv = [
			HEADER, // line 1
			'Good one?,Yes,No,,,1', // 2
			'', // 3: blank lines are skipped, the numbers stay the file's
			',Yes,No,,,1', // 4
			'"A question',
			'over two lines?",Yes,No,,,1', // 5–6: good
			'Wrong number?,Yes,No,,,5', // 7
			'Empty correct?,Yes,No,,,3', // 8
			'One answer?,Yes,,,,1', // 9
			'Not a number?,Yes,No,,,two', // 10
		].join('\n')
		expect(await problemsOf(csv)).toEqual([
			'Line 4: Question is required',
			'Line 7: Correct Answer Number must be 1, 2, 3 or 4',
			'Line 8: Correct Answer Number points to an empty answer',
			'Line 9: at least two answers are required',
			'Line 10: Correct Answer Number must be 1, 2, 3 or 4',
		])
	})

	test('one row may have several problems, each listed', async () => {
		expect(await problemsOf(`${HEADER}\n,Yes,,,,2\n`)).toEqual([
			'Line 2: Question is required',
			'Line 2: at least two answers are required',
			'Line 2: Correct Answer Number points to an empty answer',
		])
	})

	test('texts over the limits are named with the answer and the limit', async () => {
		const long = 'x'.repeat(QUESTION_MAX + 1)
		const longAnswer = 'y'.repeat(ANSWER_MAX + 1)
		expect(await problemsOf(`${HEADER}\n${long},Yes,No,,,1\nFine?,Yes,No,${longAnswer},,1\n`)).toEqual([
			`Line 2: Question must be at most ${QUESTION_MAX} characters`,
			`Line 3: Answer 3 must be at most ${ANSWER_MAX} characters`,
		])
	})

	test('more questions than a quiz takes, counting the existing ones, is refused', async () => {
		const rows = Array.from({ length: 3 }, (_, i) => `Q${i}?,Yes,No,,,1`).join('\n')
		expect(await problemsOf(`${HEADER}\n${rows}\n`, MAX_QUIZ_QUESTIONS - 2)).toEqual([
			`A quiz can have at most ${MAX_QUIZ_QUESTIONS} questions: it has ${MAX_QUIZ_QUESTIONS - 2} and the file adds 3`,
		])
		expect((await importCsv(`${HEADER}\n${rows}\n`, MAX_QUIZ_QUESTIONS - 3)).ok).toBe(true)
	})

	test('a header row without the columns is refused, naming the missing ones', async () => {
		expect(await problemsOf('Question,Answer 1,Answer 2\nQ?,a,b\n')).toEqual([
			'The first row has no column Answer 3, Answer 4, Correct Answer Number',
		])
	})

	test('a file of only the header row has no questions', async () => {
		const result = readQuizCsv({ headers: [...QUIZ_CSV_COLUMNS], rows: [], lines: [] }, 0)
		expect(result.ok ? [] : result.problems.map(english)).toEqual(['The file has no questions'])
	})

	test('the template is the header row, and reads back as the columns', async () => {
		expect(QUIZ_CSV_TEMPLATE.trim()).toBe('Question,Answer 1,Answer 2,Answer 3,Answer 4,Correct Answer Number')
	})
})

describe('the question form', () => {
	const form = (values: Record<string, string>) => {
		const data = new FormData()
		for (const [name, value] of Object.entries(values)) data.append(name, value)
		return parseSubmission(data, QuestionFormSchema)
	}

	test('takes a question with two answers and the correct one', () => {
		const submission = form({ question: ' Q? ', answer1: 'a', answer2: '', answer3: 'c', answer4: '', correctAnswer: '3' })
		expect(submission.status).toBe('success')
	})

	test('says what is wrong, on the field it concerns', () => {
		const submission = form({ question: '', answer1: 'a', answer2: '', answer3: '', answer4: '', correctAnswer: '2' })
		expect(submission.reply().error).toMatchObject({
			question: ['customTraining:quizAndVideo.quiz.errors.questionRequired'],
			answers: ['customTraining:quizAndVideo.quiz.errors.twoAnswers'],
			correctAnswer: ['customTraining:quizAndVideo.quiz.errors.correctEmpty'],
		})
		expect(form({ question: 'Q', answer1: 'a', answer2: 'b', correctAnswer: '' }).reply().error).toMatchObject({
			correctAnswer: ['customTraining:quizAndVideo.quiz.errors.correctRequired'],
		})
	})
})
