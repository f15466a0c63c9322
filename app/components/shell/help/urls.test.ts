import { describe, expect, test } from 'vitest'
import { isShellModal, pathWithoutOverlay, pathWithOverlay } from './urls.ts'

describe('overlay URLs', () => {
	test('closing keeps the page and its own query, drops the overlay parameters', () => {
		expect(pathWithoutOverlay('/users/all_users', '?pageNumber=2&modal=support&sent=1')).toBe('/users/all_users?pageNumber=2')
		expect(pathWithoutOverlay('/home', '?modal=contactSales&pageName=licensing')).toBe('/home')
	})
	test('opening replaces any other overlay and keeps the query', () => {
		expect(pathWithOverlay('/users?pageNumber=2&modal=feedback', 'support')).toBe('/users?pageNumber=2&modal=support')
		expect(pathWithOverlay('/home', 'support', { sent: '1' })).toBe('/home?modal=support&sent=1')
	})
	test('only the help overlays are ours', () => {
		expect(isShellModal('support')).toBe(true)
		expect(isShellModal('verifyEmail')).toBe(false)
		expect(isShellModal(null)).toBe(false)
	})
})
