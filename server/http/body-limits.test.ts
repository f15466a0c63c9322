import { describe, expect, test } from 'vitest'
import { MAX_UPLOAD_BYTES, MULTIPART_ALLOWANCE_BYTES } from '../shared/form-body.ts'
import {
	bodyLimit,
	DEFAULT_BODY_LIMIT,
	declaredLength,
	routePath,
	sendsUpload,
	TEMPLATE_WIZARD_BODY_LIMIT,
	tooLargeMessage,
	UPLOAD_BODY_LIMIT,
	VIDEO_UPLOAD_BODY_LIMIT,
} from './body-limits.ts'

describe('body limits', () => {
	test('a form post takes about 1 MB', () => {
		expect(DEFAULT_BODY_LIMIT).toBe(1024 * 1024)
		for (const path of ['/login', '/login.data', '/settings/email-reminders', '/users/all_users', '/', '/_root.data']) {
			expect(bodyLimit(path), path).toBe(DEFAULT_BODY_LIMIT)
		}
	})

	test('the upload forms take 7 MB and more than the form reads, so the form refuses a file a little over 7 MB in its own words', () => {
		expect(UPLOAD_BODY_LIMIT).toBeGreaterThan(MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE_BYTES)
		expect(UPLOAD_BODY_LIMIT).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 2 * 1024 * 1024)
	})

	test.each([
		'/settings/general',
		'/settings/general/',
		'/settings/general.data',
		'/settings/general/_.data',
		'/Settings/General',
		'/settings/%67eneral',
		'//settings//general//',
		'/users/add-users',
		'/users/add-users/',
		'/users/add-users.data',
		'/users/add-users/_.data',
		'/USERS/ADD-USERS.data',
		'/courses/crs_phishing/settings',
		'/courses/crs_phishing/settings.data',
		'/policies/assign',
		'/policies/assign.data',
		'/resources/uploads/pdf',
	])('%s is an upload route', (path) => {
		expect(bodyLimit(path)).toBe(UPLOAD_BODY_LIMIT)
	})

	test('a custom training’s video form and a video sent ahead take 100 MB and the margin', () => {
		for (const path of [
			'/custom-training/edit/crs_1/video/chp_2',
			'/custom-training/edit/crs_1/video/chp_2.data',
			'/resources/uploads/video',
		]) {
			expect(bodyLimit(path), path).toBe(VIDEO_UPLOAD_BODY_LIMIT)
		}
		expect(VIDEO_UPLOAD_BODY_LIMIT).toBeGreaterThan(100 * 1024 * 1024)
		expect(bodyLimit('/custom-training/edit/crs_1')).toBe(DEFAULT_BODY_LIMIT)
	})

	test('the phishing exercise template wizard (new or edit) takes the 4 MB a template may be and a margin; its other pages do not', () => {
		for (const path of [
			'/phishing-exercise/templates/new/email',
			'/phishing-exercise/templates/new/sms.data',
			'/phishing-exercise/templates/tpl_1/edit',
		]) {
			expect(bodyLimit(path), path).toBe(TEMPLATE_WIZARD_BODY_LIMIT)
		}
		expect(TEMPLATE_WIZARD_BODY_LIMIT).toBeGreaterThan(4 * 1024 * 1024)
		for (const path of ['/phishing-exercise/templates/tpl_1/delete', '/phishing-exercise/templates/new', '/phishing-exercise/create']) {
			expect(bodyLimit(path), path).toBe(DEFAULT_BODY_LIMIT)
		}
	})

	test('paths near the upload routes are not upload routes', () => {
		for (const path of [
			'/settings/general-x',
			'/settings',
			'/users/add-users/x',
			'/users/add-usersx.data',
			'/settings/white-label',
			'/courses/crs_phishing/statistics',
			'/policies',
			'/courses/a/b/settings',
			'/resources/uploads/exe',
		]) {
			expect(bodyLimit(path), path).toBe(DEFAULT_BODY_LIMIT)
		}
	})

	test('routePath normalises as React Router matches', () => {
		expect(routePath('/settings/general/_.data')).toBe('/settings/general')
		expect(routePath('/')).toBe('/')
		expect(routePath('/_.data')).toBe('/')
	})

	test('declaredLength reads a Content-Length, none for a chunked body', () => {
		expect(declaredLength(undefined)).toBeNull()
		expect(declaredLength('')).toBeNull()
		expect(declaredLength('600000000')).toBe(600_000_000)
		expect(declaredLength('0')).toBe(0)
	})

	test('the 413 message names the limit', () => {
		expect(tooLargeMessage(DEFAULT_BODY_LIMIT)).toBe('Payload Too Large: this address takes a request body of at most 1 MB.')
		expect(tooLargeMessage(UPLOAD_BODY_LIMIT)).toContain('8.1 MB')
		expect(tooLargeMessage(1000)).toContain('1 KB')
	})
})

describe('the upload lane (server/index.ts)', () => {
	test('takes the writes to upload routes, and nothing else', () => {
		expect(sendsUpload('POST', '/resources/uploads/video')).toBe(true)
		expect(sendsUpload('POST', '/courses/crs_1/settings.data')).toBe(true)
		expect(sendsUpload('GET', '/resources/uploads/video')).toBe(false)
		expect(sendsUpload('POST', '/users/all_users')).toBe(false)
	})
})
