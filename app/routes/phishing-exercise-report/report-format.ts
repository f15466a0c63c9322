import { type StatusTone } from '#app/components/ui/status-chip.tsx'
import { type AssignmentStatus, isAssignmentStatus } from './report-url.ts'

// How the report shows its values (spec 3 §2 Users tab, §3 "Assignment statuses", §9). Pure, shared by the
// page, its dialogs and their tests.

/** Spec 3 §2, §9: a user's score is shown divided by 10 when positive (a 0 or a missing score as it is). */
export function shownScore(score: number | null | undefined): number | null {
	if (score === null || score === undefined || !Number.isFinite(score)) return null
	return score > 0 ? score / 10 : score
}

/** Spec 3 §2: days to complete are '-' for an overdue or completed user. */
export function shownDaysToComplete(status: string, daysToComplete: number | null | undefined): number | null {
	if (status === 'OVERDUE' || status === 'COMPLETED') return null
	return daysToComplete ?? null
}

/** Spec 3 §3: "Answer statuses are underscore words shown as sentence-case labels" ('NOT_ANSWERED' → 'Not answered'). */
export function sentenceCase(value: string): string {
	const words = value.trim().toLowerCase().split(/_+/).filter(Boolean).join(' ')
	return words ? words[0]!.toUpperCase() + words.slice(1) : ''
}

const ASSIGNMENT_TONES: Record<AssignmentStatus, StatusTone> = {
	COMPLETED: 'success',
	IN_PROGRESS: 'info',
	NOT_STARTED: 'neutral',
	OVERDUE: 'danger',
}

/** Spec 3 §3: an archived campaign's rows use a neutral colour for every status but completed. */
export function assignmentTone(status: string, isArchived: boolean): StatusTone {
	if (!isAssignmentStatus(status)) return 'neutral'
	if (isArchived && status !== 'COMPLETED') return 'neutral'
	return ASSIGNMENT_TONES[status]
}

const ANSWER_TONES: Record<string, StatusTone> = { CORRECT: 'success', PARTIAL: 'warning', WRONG: 'danger' }

export function answerTone(status: string | null | undefined): StatusTone {
	return (status && ANSWER_TONES[status]) || 'neutral'
}
