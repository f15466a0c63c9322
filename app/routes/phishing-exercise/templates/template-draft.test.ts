import { describe, expect, test } from 'vitest'
import type { Template } from '#app/gateway/phishing-exercise.server.ts'
import { applyStep, draftFromTemplate, emptyDraft, stepValues, switchLayout, templateInputOf } from './template-draft.ts'
import { DEFAULT_RETURN_TO, returnToOf, wizardHref } from './template-paths.ts'
import { SAMPLE_SMS } from './template-rules.ts'

const smsTemplate: Template = {
	id: 'tpl_1',
	name: 'Parcel',
	layoutType: 'SMS',
	subject: '',
	fromName: null,
	fromEmail: null,
	fromPhone: 'DHL Express',
	thumbnailUrl: null,
	difficulty: 1,
	category: 'custom',
	type: 'CUSTOM',
	isEditable: true,
	isUsedInActiveCampaign: false,
	companyId: 'cmp',
	createdAt: '2026-01-01T00:00:00Z',
	updatedAt: '2026-01-01T00:00:00Z',
	legend: 'You ordered nothing.',
	html: 'Your parcel waits: pay 2 EUR now.',
	designData: null,
	answers: [
		{ name: 'LOOKS_LEGIT', status: 'WRONG', description: 'No.' },
		{ name: 'REPORT_PHISHING', status: 'CORRECT', description: 'Yes.' },
	],
	callouts: [
		{ anchor: 'body-1', anchorText: 'pay 2 EUR now', description: 'Pressure.', orderNumber: 1, place: 'BODY' },
		{ anchor: 'header', anchorText: '', description: 'A name proves nothing.', orderNumber: 0, place: 'HEADER' },
	],
}

describe('the wizard draft', () => {
	test('editing fills every step from the template, and saving gives the gateway the same template back', () => {
		const draft = draftFromTemplate(smsTemplate)
		expect(stepValues(draft, 'sender')).toEqual({ contactType: 'userName', phoneNumber: '', userName: 'DHL Express' })
		expect(stepValues(draft, 'message')).toEqual({ message: 'Your parcel waits: pay 2 EUR now.' })
		expect(draft.answers.map((a) => a.kind)).toEqual(['CALL_AND_VERIFY', 'CHECK_OFFICIAL_APP', 'REPORT_PHISHING', 'LOOKS_LEGIT'])
		const input = templateInputOf(draft, null)
		expect(input).toMatchObject({
			name: 'Parcel',
			layoutType: 'SMS',
			fromPhone: 'DHL Express',
			fromName: null,
			html: smsTemplate.html,
			designData: null,
		})
		expect(input.answers).toEqual([
			{ name: 'CALL_AND_VERIFY', status: null, description: '' },
			{ name: 'CHECK_OFFICIAL_APP', status: null, description: '' },
			{ name: 'REPORT_PHISHING', status: 'CORRECT', description: 'Yes.' },
			{ name: 'LOOKS_LEGIT', status: 'WRONG', description: 'No.' },
		])
		// The header callout is number 0, body callouts 1 and up (spec 3 §3).
		expect(input.callouts.map((c) => [c.place, c.orderNumber, c.anchorText])).toEqual([
			['HEADER', 0, ''],
			['BODY', 1, 'pay 2 EUR now'],
		])
	})
	test('switching a new email template to SMS resets the body to the sample SMS and clears the design data', () => {
		const email = applyStep(emptyDraft('EMAIL'), { step: 'body', values: { html: '<p>Hi</p>', designData: '{"pages":[]}' } })
		const sms = switchLayout(email, 'SMS')
		expect(sms).toMatchObject({ layoutType: 'SMS', message: SAMPLE_SMS, html: '', designData: '' })
		expect(sms.done).toEqual([])
	})
	test('a new body text sends the callouts back to their step; switched on, the callouts step shows one row', () => {
		let draft = applyStep(emptyDraft('SMS'), {
			step: 'callouts',
			values: { headerEnabled: false, headerText: '', bodyEnabled: true, callouts: [{ anchorText: 'parcel', description: 'x' }] },
		})
		expect(draft.done).toContain('callouts')
		draft = applyStep(draft, { step: 'message', values: { message: 'Another text' } })
		expect(draft.done).not.toContain('callouts')
		expect(stepValues(emptyDraft('EMAIL'), 'callouts')).toMatchObject({ callouts: [{ anchorText: '', description: '' }] })
	})
})

describe('the template pages’ URLs', () => {
	test('returnTo stays on our origin, else the campaign wizard', () => {
		expect(returnToOf(new URLSearchParams('returnTo=/phishing-exercise/create?step=templates'))).toBe(
			'/phishing-exercise/create?step=templates',
		)
		expect(returnToOf(new URLSearchParams('returnTo=https://evil.example'))).toBe(DEFAULT_RETURN_TO)
		expect(returnToOf(new URLSearchParams('returnTo=//evil.example'))).toBe(DEFAULT_RETURN_TO)
		expect(wizardHref({ layoutType: 'SMS', templateId: null }, { step: 'message', draft: 'd', returnTo: DEFAULT_RETURN_TO })).toBe(
			'/phishing-exercise/templates/new/sms?step=message&draft=d',
		)
		expect(wizardHref({ layoutType: 'EMAIL', templateId: 'tpl 1' }, { step: 'save', hideCallouts: true })).toBe(
			'/phishing-exercise/templates/tpl%201/edit?step=save&callouts=hide',
		)
	})
})
