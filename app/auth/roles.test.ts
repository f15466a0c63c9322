import { describe, expect, test } from 'vitest'
import { decideRouteAccess, hasAdminPanelAccess, homePathFor, isInGroup } from './roles.ts'

describe('role groups (spec 1 §6)', () => {
	test('admin, superadmin, msp and support reach the admin panel; user, hidden and guest do not', () => {
		expect(['admin', 'superadmin', 'msp', 'support'].every(hasAdminPanelAccess)).toBe(true)
		expect(['user', 'hidden', 'guest', '', null, undefined].some(hasAdminPanelAccess)).toBe(false)
	})
	test('staff is admin, superadmin and support, not msp', () => {
		expect(isInGroup('support', 'staff')).toBe(true)
		expect(isInGroup('msp', 'staff')).toBe(false)
	})
	test('the user area is admin and user only', () => {
		expect(isInGroup('user', 'userArea')).toBe(true)
		expect(isInGroup('support', 'userArea')).toBe(false)
	})
})

describe('route guard (spec 1 §4)', () => {
	test('a guest on a route that lists roles is sent to sign in', () => {
		expect(decideRouteAccess(null, ['admin'])).toEqual({ allow: false, reason: 'not-signed-in' })
	})
	test('a learner is turned away as having no admin-panel access, even from guest pages', () => {
		expect(decideRouteAccess('user', ['admin'])).toEqual({ allow: false, reason: 'no-admin-panel-access' })
		expect(decideRouteAccess('user', null)).toEqual({ allow: false, reason: 'no-admin-panel-access' })
	})
	test('a route listing no roles admits only guests', () => {
		expect(decideRouteAccess(null, [])).toEqual({ allow: true })
		expect(decideRouteAccess('admin', [])).toEqual({ allow: false, reason: 'signed-in-guest-only' })
	})
	test('a role outside the listed roles is refused; a listed role passes', () => {
		expect(decideRouteAccess('msp', ['admin', 'support'])).toEqual({ allow: false, reason: 'role-not-allowed' })
		expect(decideRouteAccess('support', ['admin', 'support'])).toEqual({ allow: true })
	})
})

describe('root redirect', () => {
	test('partners go to the reseller overview, everyone else to get-started', () => {
		expect(homePathFor({ distribution: { isPartner: true, customerType: 'RESELLER' } })).toBe('/partner-portal/reseller/overview')
		expect(homePathFor({ distribution: { isPartner: true, customerType: 'SUBRESELLER' } })).toBe('/partner-portal/subreseller/customers')
		expect(homePathFor({ distribution: { isPartner: true, customerType: 'PACKAGE_MSP' } })).toBe('/partner-portal/companies')
		expect(homePathFor({ distribution: { isPartner: false } })).toBe('/home')
	})
})
