import { type AssignmentStatus, type ReportTab } from './report-url.ts'

// What the report's loader hands its page: rows as the page shows them (dates formatted, departments
// joined), apart from the gateway's replies so the components stay free of the contract's schemas.

export type UserRow = {
	id: string
	fullName: string
	email: string
	/** Joined with commas (spec 3 §2). */
	departments: string
	status: string
	daysToComplete: number | null
	completionPercentage: number
	correct: number
	partial: number
	wrong: number
	score: number | null
	completedAt: string | null
}

export type TemplateRow = {
	id: string
	name: string
	thumbnailUrl: string | null
	layoutType: string
	correct: number
	partial: number
	wrong: number
	total: number
}

/** A department's or a group's row. */
export type UnitRow = {
	id: string
	name: string
	learners: number
	completionPercentage: number
	completed: number
	inProgress: number
	notStarted: number
	overdue: number
}

export type UserTemplateRow = {
	id: string
	name: string
	thumbnailUrl: string | null
	layoutType: string
	answer: string | null
	answerStatus: string | null
}

export type TemplateUserRow = {
	id: string
	fullName: string
	email: string | null
	answer: string | null
	answerStatus: string | null
}

export type ReportStats = {
	statuses: Record<AssignmentStatus, number>
	/** Spec 3 §3 statistic.total.averageScore, as the gateway sends it (the page shows it divided by 10). */
	averageScore: number | null
}

export type ReportTable =
	| { tab: 'users'; rows: UserRow[]; total: number }
	| { tab: 'departments' | 'groups'; rows: UnitRow[]; total: number }
	| { tab: 'templates'; rows: TemplateRow[]; total: number }

export type ReportDialogData =
	| { modal: 'user'; id: string; name: string; rows: UserTemplateRow[]; total: number; searchText: string }
	| { modal: 'template'; id: string; name: string; rows: TemplateUserRow[]; total: number; pageNumber: number; pageSize: number }

export type { FilterOption } from '#app/components/data-table/options-filter.tsx'

export type ReportTabOf<T extends ReportTab> = Extract<ReportTable, { tab: T }>
