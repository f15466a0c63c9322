import { describe, expect, test } from 'vitest'
import {
	campaignStartedAt,
	intentOf,
	isNewTemplate,
	reachableStep,
	REQUIRED_TEMPLATES_COUNT,
	TEMPLATES_PAGE_SIZE,
	templatesStepValid,
	toggleTemplate,
	usersQueryOf,
	wizardHref,
} from './campaign-options.ts'

const ids = (n: number) => Array.from({ length: n }, (_, i) => `tpl_${i}`)

describe('the campaign wizard steps', () => {
	test('the Templates step needs a pack, or one to ten templates', () => {
		expect(REQUIRED_TEMPLATES_COUNT).toBe(10)
		expect(templatesStepValid({ packId: 'pck_1', templateIds: [] })).toBe(true)
		expect(templatesStepValid({ packId: '', templateIds: [] })).toBe(false)
		expect(templatesStepValid({ packId: '', templateIds: ids(3) })).toBe(true)
		expect(templatesStepValid({ packId: '', templateIds: ids(10) })).toBe(true)
		expect(templatesStepValid({ packId: '', templateIds: ids(11) })).toBe(false)
	})
	test('a later step is reachable only once the steps before it are done', () => {
		const settings = {} as never
		expect(reachableStep({ packId: '', templateIds: [], settings: null }, 'launch')).toBe('templates')
		expect(reachableStep({ packId: 'pck_1', templateIds: [], settings: null }, 'launch')).toBe('settings')
		expect(reachableStep({ packId: 'pck_1', templateIds: [], settings }, 'launch')).toBe('launch')
		expect(reachableStep({ packId: 'pck_1', templateIds: [], settings }, 'templates')).toBe('templates')
	})
	test('selecting an eleventh template is refused; unselecting always works', () => {
		expect(toggleTemplate(ids(9), 'x', true)).toHaveLength(10)
		expect(toggleTemplate(ids(10), 'x', true)).toBe('full')
		expect(toggleTemplate(ids(10), 'tpl_0', true)).toEqual(ids(10))
		expect(toggleTemplate(ids(10), 'tpl_0', false)).toEqual(ids(10).slice(1))
	})
	test('the template list pages by the third shared page size', () => {
		expect(TEMPLATES_PAGE_SIZE).toBe(25)
	})
	test('the wizard URL carries the draft and the step', () => {
		expect(wizardHref('abc', 'settings')).toBe('/phishing-exercise/create?draft=abc&step=settings')
		expect(wizardHref('abc', 'templates', { name: 'bank', pageNumber: null })).toBe(
			'/phishing-exercise/create?draft=abc&step=templates&name=bank',
		)
	})
})

describe('the start of a campaign', () => {
	const now = new Date(2026, 11, 7, 14, 30)
	test('empty, today or a past day start now', () => {
		expect(campaignStartedAt('', now)).toBe(now.toISOString())
		expect(campaignStartedAt('2026-12-07', now)).toBe(now.toISOString())
		expect(campaignStartedAt('2026-12-06', now)).toBe(now.toISOString())
	})
	test('a later day starts at 09:00 of that day', () => {
		expect(campaignStartedAt('2026-12-10', now)).toBe(new Date(2026, 11, 10, 9, 0).toISOString())
	})
})

test('a template created in the last 30 days is NEW', () => {
	const now = new Date('2026-12-07T00:00:00Z')
	expect(isNewTemplate('2026-12-01T00:00:00Z', now)).toBe(true)
	expect(isNewTemplate('2026-10-01T00:00:00Z', now)).toBe(false)
	expect(isNewTemplate(null, now)).toBe(false)
})

describe('the users search of a form', () => {
	test("without JavaScript the Search button's intent wins over the form's own, which it follows", () => {
		const form = new FormData()
		form.append('intent', 'settings')
		form.append('name', 'Kept')
		form.append('usersQuery', `  ${'z'.repeat(150)} `)
		expect(intentOf(form)).toBe('settings')
		form.append('intent', 'searchUsers')
		expect(intentOf(form)).toBe('searchUsers')
		expect(usersQueryOf(form)).toBe('z'.repeat(100))
		expect(intentOf(new FormData())).toBeNull()
	})
})
