import { describe, expect, test } from 'vitest'
import { answerTone, assignmentTone, sentenceCase, shownDaysToComplete, shownScore } from './report-format.ts'

describe('how the report shows its values', () => {
	test('a positive score is shown divided by 10; zero and none as they are', () => {
		expect(shownScore(85)).toBe(8.5)
		expect(shownScore(100)).toBe(10)
		expect(shownScore(0)).toBe(0)
		expect(shownScore(-5)).toBe(-5)
		expect(shownScore(null)).toBeNull()
	})

	test("days to complete are '-' for overdue or completed users", () => {
		expect(shownDaysToComplete('IN_PROGRESS', 4)).toBe(4)
		expect(shownDaysToComplete('NOT_STARTED', 0)).toBe(0)
		expect(shownDaysToComplete('OVERDUE', 4)).toBeNull()
		expect(shownDaysToComplete('COMPLETED', 4)).toBeNull()
	})

	test('underscore words become sentence-case labels', () => {
		expect(sentenceCase('NOT_ANSWERED')).toBe('Not answered')
		expect(sentenceCase('CALL_AND_VERIFY')).toBe('Call and verify')
		expect(sentenceCase('')).toBe('')
	})

	test('an archived campaign shows every status but completed in the neutral colour', () => {
		expect(assignmentTone('OVERDUE', false)).toBe('danger')
		expect(assignmentTone('IN_PROGRESS', false)).toBe('info')
		expect(assignmentTone('COMPLETED', true)).toBe('success')
		expect(assignmentTone('OVERDUE', true)).toBe('neutral')
		expect(assignmentTone('IN_PROGRESS', true)).toBe('neutral')
		expect(assignmentTone('UNKNOWN', false)).toBe('neutral')
	})

	test('answer statuses: correct, partial, wrong, none', () => {
		expect(answerTone('CORRECT')).toBe('success')
		expect(answerTone('PARTIAL')).toBe('warning')
		expect(answerTone('WRONG')).toBe('danger')
		expect(answerTone(null)).toBe('neutral')
	})
})
