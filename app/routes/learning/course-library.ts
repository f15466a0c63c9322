import { isInGroup } from '#app/auth/roles.ts'
import type { Course, CourseType } from '#app/gateway/courses.server.ts'
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '#app/i18n/config.ts'
import { normalizeSearchText } from '#app/lib/table-query.ts'

// The All Courses library's rules (spec 2 §2 course categories, §3 Course, §4 course delivery): pure,
// so the loader, the cards and the tests read the same ones.

/** The category filters in the order the library shows them; `all` is the default (no parameter). */
export const COURSE_CATEGORIES = [
	'all',
	'annual',
	'specialized',
	'compliance',
	'adminCertified',
	'partnerQualifications',
	'custom',
	'shared',
] as const
export type CourseCategory = (typeof COURSE_CATEGORIES)[number]

/** The library's URL parameters: `category`, `language` and the shared list search (`searchText`). */
export const LIBRARY_PARAMS = { category: 'category', language: 'language' } as const

/** The catalogue category of each course_type (custom and shared are the course's origin instead). */
const CATEGORY_OF_TYPE: Record<CourseType, CourseCategory | null> = {
	awareness: 'annual',
	specialized: 'specialized',
	compliance: 'compliance',
	'for developers': null,
	for_developers_manual_start: null,
	for_admins: 'adminCertified',
	for_partner_admins: 'partnerQualifications',
}

export type LibraryViewer = {
	companyId: string
	/** The company is a partner (reseller, MSP): the partner programme's qualifications are for its admins. */
	isPartner: boolean
}

/** Get Wizer Admin Certified is for every admin; Wizer Partner Program Qualifications only for partner admins. */
export function visibleCategories(viewer: LibraryViewer): CourseCategory[] {
	return COURSE_CATEGORIES.filter((category) => category !== 'partnerQualifications' || viewer.isPartner)
}

export function parseCategory(value: string | null, viewer: LibraryViewer): CourseCategory {
	return visibleCategories(viewer).find((category) => category === value) ?? 'all'
}

/** A custom training the company made itself (drafts included). */
export function isOwnCustomTraining(course: Pick<Course, 'customTrainingCompanyId'>, viewer: LibraryViewer): boolean {
	return course.customTrainingCompanyId !== null && course.customTrainingCompanyId === viewer.companyId
}

export function isInCategory(course: Course, category: CourseCategory, viewer: LibraryViewer): boolean {
	switch (category) {
		case 'all':
			return true
		case 'custom':
			return isOwnCustomTraining(course, viewer)
		case 'shared':
			return course.isShared
		default:
			// A custom or shared training is listed under its origin, not under the catalogue's categories.
			return course.customTrainingCompanyId === null && !course.isShared && CATEGORY_OF_TYPE[course.courseType] === category
	}
}

/** The courses of a category that match the search (name or description, case and accents aside). */
export function filterCourses(
	courses: readonly Course[],
	filters: { category: CourseCategory; searchText: string },
	viewer: LibraryViewer,
) {
	const needle = fold(normalizeSearchText(filters.searchText))
	return courses.filter(
		(course) =>
			isVisibleTo(course, viewer) &&
			isInCategory(course, filters.category, viewer) &&
			(!needle || fold(course.name).includes(needle) || fold(course.description).includes(needle)),
	)
}

/** Partner qualifications are left out for a company that is no partner, in every category. */
function isVisibleTo(course: Course, viewer: LibraryViewer): boolean {
	return course.courseType !== 'for_partner_admins' || viewer.isPartner
}

const fold = (text: string) =>
	text
		.normalize('NFD')
		.replace(/\p{Mn}/gu, '')
		.toLocaleLowerCase()

export const COURSE_TAGS = ['running', 'suspended', 'draft', 'default', 'new', 'popular', 'hot'] as const
export type CourseTag = (typeof COURSE_TAGS)[number]

/** A course created within this many days is tagged new (spec 2 §9: the recent window is 30 days). */
export const NEW_COURSE_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The tags of a course card, in the spec's order: its campaign running (queued or in progress) or
 * suspended (an expired trial without Boost), a draft custom training, the catalogue's default course,
 * new, popular, hot.
 */
export function courseTags(course: Course, now: Date): CourseTag[] {
	const tags: CourseTag[] = []
	if (course.campaign?.status === 'SUSPENDED') tags.push('suspended')
	else if (course.campaign) tags.push('running')
	if (course.isDraft) tags.push('draft')
	if (course.isDefault) tags.push('default')
	const age = now.getTime() - Date.parse(course.createdAt)
	if (age >= 0 && age < NEW_COURSE_DAYS * DAY_MS) tags.push('new')
	if (course.isPopular) tags.push('popular')
	if (course.isHot) tags.push('hot')
	return tags
}

/** Admin and partner-admin trainings carry 'This Training Is for ADMINS ONLY!' (spec 1 §6). */
export function isForAdminsOnly(course: Pick<Course, 'courseType'>): boolean {
	return course.courseType === 'for_admins' || course.courseType === 'for_partner_admins'
}

/** The course page's tabs (spec 2 §2: preview, statistics, settings, customers-status, customers-settings). */
export const COURSE_TABS = ['preview', 'statistics', 'settings', 'customers-status', 'customers-settings'] as const
export type CourseTab = (typeof COURSE_TABS)[number]

/** The tabs that share the course with the partner's customers (spec 2 §2 "Course sharing screens"). */
export const SHARING_TABS = ['customers-status', 'customers-settings'] as const satisfies readonly CourseTab[]

export function isSharingTab(tab: CourseTab): tab is (typeof SHARING_TABS)[number] {
	return (SHARING_TABS as readonly CourseTab[]).includes(tab)
}

/**
 * The settings tab assigns the course to users and departments or groups: the staff's (spec 1 §6), as the
 * users pages. The customers tabs are a partner's (reseller, MSP: canSeePartnerPortal), whatever its role.
 */
export function courseTabsFor(role: string, isPartner: boolean): CourseTab[] {
	return COURSE_TABS.filter((tab) => (isSharingTab(tab) ? isPartner : tab !== 'settings' || isInGroup(role, 'staff')))
}

/** The course page's own forms (posted to its preview tab's action). */
export const COURSE_INTENT = { copy: 'copyCourse', publish: 'publishCourse' } as const

export function coursePath(courseId: string, tab: CourseTab): string {
	return `/courses/${encodeURIComponent(courseId)}/${tab}`
}

/** The library's language: one of the console's languages, English by default. */
export function parseCourseLanguage(value: string | null): LanguageCode {
	return isLanguageCode(value) ? value : FALLBACK_LANGUAGE
}
