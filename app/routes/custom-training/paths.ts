import { isInGroup } from '#app/auth/roles.ts'
import { canSeePartnerPortal } from '#app/auth/visibility.ts'
import type { CompanyView } from '#app/gateway/company.server.ts'
import { LIBRARY_PARAMS } from '#app/routes/learning/course-library.ts'

// Where the custom-training builder's pages are (spec 2 §2), for links and redirects, and who may use them.

/** Partners make custom trainings (spec 2 §6); the staff roles build them, as they assign courses (spec 1 §6). */
export function canBuildCustomTrainings(role: string, company: Pick<CompanyView, 'distribution'>): boolean {
	return isInGroup(role, 'staff') && canSeePartnerPortal(company)
}

export const NEW_TRAINING_PATH = '/custom-training/new-training'

export function editTrainingPath(courseId: string): string {
	return `/custom-training/edit/${encodeURIComponent(courseId)}`
}

/** A quiz chapter's questions (with the CSV import). */
export function quizQuestionsPath(courseId: string, chapterId: string): string {
	return `${editTrainingPath(courseId)}/quiz/${encodeURIComponent(chapterId)}`
}

/** A video chapter's upload. */
export function chapterVideoPath(courseId: string, chapterId: string): string {
	return `${editTrainingPath(courseId)}/video/${encodeURIComponent(chapterId)}`
}

/** The library's Custom category: where a deleted training's builder sends the user. */
export const CUSTOM_LIBRARY_PATH = `/learning/courses?${LIBRARY_PARAMS.category}=custom`
