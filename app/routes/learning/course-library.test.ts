import { describe, expect, test } from 'vitest'
import { courseRow } from '#tests/fixtures/courses.ts'
import {
	courseTabsFor,
	courseTags,
	filterCourses,
	isForAdminsOnly,
	parseCategory,
	parseCourseLanguage,
	visibleCategories,
} from './course-library.ts'

const direct = { companyId: 'cmp_acme', isPartner: false }
const partner = { companyId: 'cmp_northwind', isPartner: true }

const catalogue = [
	courseRow({ id: 'annual', name: 'Annual Security Awareness Training', courseType: 'awareness', isDefault: true }),
	courseRow({ id: 'ransomware', name: 'Ransomware', courseType: 'specialized', description: 'How ransomware spreads' }),
	courseRow({ id: 'gdpr', name: 'GDPR Essentials', courseType: 'compliance' }),
	courseRow({ id: 'admins', name: 'Admin Certification', courseType: 'for_admins' }),
	courseRow({ id: 'partners', name: 'Partner Qualification', courseType: 'for_partner_admins' }),
	courseRow({ id: 'secure-code', name: 'Secure Coding', courseType: 'for developers' }),
	courseRow({ id: 'own', name: 'Our Onboarding', courseType: 'awareness', customTrainingCompanyId: 'cmp_northwind', isDraft: true }),
	courseRow({
		id: 'shared',
		name: 'Phishing from Tailspin',
		courseType: 'specialized',
		customTrainingCompanyId: 'cmp_tailspin',
		isShared: true,
	}),
]
const ids = (courses: ReturnType<typeof filterCourses>) => courses.map((c) => c.id)

describe('the course categories', () => {
	test('Wizer Partner Program Qualifications is shown to partner admins only', () => {
		expect(visibleCategories(direct)).not.toContain('partnerQualifications')
		expect(visibleCategories(partner)).toContain('partnerQualifications')
		expect(parseCategory('partnerQualifications', direct)).toBe('all')
		expect(parseCategory('partnerQualifications', partner)).toBe('partnerQualifications')
		expect(parseCategory('nonsense', partner)).toBe('all')
	})

	test('each catalogue category holds its course_type; custom and shared hold the trainings of that origin', () => {
		const of = (category: Parameters<typeof parseCategory>[0]) =>
			ids(filterCourses(catalogue, { category: parseCategory(category, partner), searchText: '' }, partner))
		expect(of('annual')).toEqual(['annual'])
		expect(of('specialized')).toEqual(['ransomware'])
		expect(of('compliance')).toEqual(['gdpr'])
		expect(of('adminCertified')).toEqual(['admins'])
		expect(of('partnerQualifications')).toEqual(['partners'])
		expect(of('custom')).toEqual(['own'])
		expect(of('shared')).toEqual(['shared'])
		expect(of(null)).toHaveLength(catalogue.length)
	})

	test('a company that is no partner never sees the partner qualifications, not even under All Courses', () => {
		const all = ids(filterCourses(catalogue, { category: 'all', searchText: '' }, direct))
		expect(all).not.toContain('partners')
		// Another company's custom training is not "Custom" for Acme.
		expect(ids(filterCourses(catalogue, { category: 'custom', searchText: '' }, direct))).toEqual([])
	})

	test('the search matches the name or the description, whatever the case or accents', () => {
		expect(ids(filterCourses(catalogue, { category: 'all', searchText: '  RANSOM ' }, partner))).toEqual(['ransomware'])
		expect(ids(filterCourses(catalogue, { category: 'all', searchText: 'spreads' }, partner))).toEqual(['ransomware'])
		expect(
			ids(filterCourses([courseRow({ id: 'fr', name: 'Sécurité des e-mails' })], { category: 'all', searchText: 'securite' }, partner)),
		).toEqual(['fr'])
		expect(ids(filterCourses(catalogue, { category: 'compliance', searchText: 'ransom' }, partner))).toEqual([])
	})
})

describe('the course tags', () => {
	const now = new Date('2026-11-26T12:00:00Z')
	test('a running or suspended campaign, draft, default, new within 30 days, popular, hot: in that order', () => {
		const course = courseRow({
			id: 'c',
			name: 'C',
			campaign: { id: 'cmp1', status: 'IN_PROGRESS' },
			isDraft: true,
			isDefault: true,
			createdAt: '2026-11-20T00:00:00Z',
			isPopular: true,
			isHot: true,
		})
		expect(courseTags(course, now)).toEqual(['running', 'draft', 'default', 'new', 'popular', 'hot'])
		expect(courseTags({ ...course, campaign: { id: 'cmp1', status: 'QUEUED' } }, now)[0]).toBe('running')
		expect(courseTags({ ...course, campaign: { id: 'cmp1', status: 'SUSPENDED' } }, now)[0]).toBe('suspended')
	})

	test('a course created 30 days ago or more is no longer new; nothing to say is no tag', () => {
		expect(courseTags(courseRow({ id: 'old', name: 'Old', createdAt: '2026-10-27T12:00:00Z' }), now)).toEqual([])
		expect(courseTags(courseRow({ id: 'new', name: 'New', createdAt: '2026-10-28T12:00:00Z' }), now)).toEqual(['new'])
	})

	test('admin and partner-admin trainings are for admins only', () => {
		expect(isForAdminsOnly({ courseType: 'for_admins' })).toBe(true)
		expect(isForAdminsOnly({ courseType: 'for_partner_admins' })).toBe(true)
		expect(isForAdminsOnly({ courseType: 'compliance' })).toBe(false)
	})
})

test('the course language is one of the console languages, English otherwise', () => {
	expect(parseCourseLanguage('de')).toBe('de')
	expect(parseCourseLanguage('pt-br')).toBe('pt-br')
	expect(parseCourseLanguage('xx')).toBe('en')
	expect(parseCourseLanguage(null)).toBe('en')
})

describe("the course page's tabs", () => {
	test('staff see the settings tab; only a partner sees the customers tabs, whatever the role', () => {
		expect(courseTabsFor('admin', false)).toEqual(['preview', 'statistics', 'settings'])
		expect(courseTabsFor('admin', true)).toEqual(['preview', 'statistics', 'settings', 'customers-status', 'customers-settings'])
		expect(courseTabsFor('msp', true)).toEqual(['preview', 'statistics', 'customers-status', 'customers-settings'])
		expect(courseTabsFor('msp', false)).toEqual(['preview', 'statistics'])
	})
})
