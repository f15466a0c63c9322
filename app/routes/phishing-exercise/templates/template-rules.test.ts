import { describe, expect, test } from 'vitest'
import { parseSubmission } from '#app/lib/forms.ts'
import {
	contactTypeOf,
	isPhoneNumber,
	markAnchors,
	matchAnchors,
	nextStep,
	previousStep,
	smsPreviewStamp,
	stepOf,
} from './template-rules.ts'
import {
	BackstoryStepSchema,
	calloutsStepSchema,
	HeaderStepSchema,
	SaveStepSchema,
	SenderStepSchema,
	sniffThumbnail,
} from './template-schemas.ts'

const form = (entries: Record<string, string | File>) => {
	const data = new FormData()
	for (const [key, value] of Object.entries(entries)) data.append(key, value)
	return data
}
const errorsOf = (submission: object) =>
	((submission as { error?: Record<string, string[] | null> | null }).error ?? {}) as Record<string, string[] | null>

describe('steps', () => {
	test('Next goes on and wraps around after the fifth step; Back stops at the first', () => {
		expect(nextStep('EMAIL', 'header')).toBe('body')
		expect(nextStep('EMAIL', 'save')).toBe('header')
		expect(nextStep('SMS', 'sender')).toBe('message')
		expect(nextStep('SMS', 'message')).toBe('backstory')
		expect(previousStep('EMAIL', 'header')).toBe('header')
		expect(previousStep('SMS', 'backstory')).toBe('message')
	})
	test('an unknown step in the URL is the first step of the layout', () => {
		expect(stepOf('EMAIL', 'sender')).toBe('header')
		expect(stepOf('SMS', null)).toBe('sender')
		expect(stepOf('SMS', 'callouts')).toBe('callouts')
	})
})

describe('SMS sender', () => {
	test('phone numbers are told from contact names by their shape', () => {
		expect(isPhoneNumber('+49 151 2345 6789')).toBe(true)
		expect(isPhoneNumber('(030) 123-4567')).toBe(true)
		expect(isPhoneNumber('1234')).toBe(false)
		expect(isPhoneNumber('DHL Express')).toBe(false)
		expect(isPhoneNumber('+49 151 abc')).toBe(false)
		expect(contactTypeOf('+1 555 010 9999')).toBe('phoneNumber')
		expect(contactTypeOf('PayPal')).toBe('userName')
	})
})

describe('anchor matching', () => {
	const text = 'Your account is locked. Click verify account now to unlock your account.'
	test('each anchor is found once, longest first, without overlaps', () => {
		const matches = matchAnchors(text, ['account', 'verify account now', 'account'])
		expect(matches[1]).toEqual({ status: 'matched', start: 30, end: 48 })
		// 'account' first occurs at 5, outside the longer anchor.
		expect(matches[0]).toEqual({ status: 'matched', start: 5, end: 12 })
		expect(matches[2]).toEqual({ status: 'duplicate' })
	})
	test('an anchor found only inside a longer one names that callout; missing and empty anchors are told', () => {
		const matches = matchAnchors('Please verify now.', ['verify', 'Please verify now', 'nowhere', '  '])
		expect(matches[0]).toEqual({ status: 'contained', within: 1 })
		expect(matches[1]).toMatchObject({ status: 'matched' })
		expect(matches[2]).toEqual({ status: 'notFound' })
		expect(matches[3]).toEqual({ status: 'empty' })
	})
	test('anchors match across collapsed white space, ignoring case, as the gateway checks them', () => {
		expect(matchAnchors('Click  the\n link', ['the link'])[0]).toMatchObject({ status: 'matched' })
		expect(matchAnchors('Click', ['click'])[0]).toEqual({ status: 'matched', start: 0, end: 5 })
		expect(matchAnchors('Click CLICK', ['Click', 'CLICK'])[1]).toEqual({ status: 'duplicate' })
	})
	test('the previews cut the text at the matched anchors with their numbers', () => {
		expect(
			markAnchors('Pay now or lose access', [
				{ anchorText: 'Pay now', number: 1 },
				{ anchorText: 'lose access', number: 2 },
			]),
		).toEqual([
			{ text: 'Pay now', callout: 1 },
			{ text: ' or ', callout: null },
			{ text: 'lose access', callout: 2 },
		])
	})
})

test('the SMS preview says Yesterday when ten hours ago was before midnight', () => {
	expect(smsPreviewStamp(new Date(2026, 0, 2, 8, 0)).day).toBe('yesterday')
	const late = smsPreviewStamp(new Date(2026, 0, 2, 15, 30))
	expect(late.day).toBe('today')
	expect(late.time.getHours()).toBe(5)
})

describe('step schemas carry the spec messages', () => {
	test('email header', () => {
		expect(errorsOf(parseSubmission(form({ subject: ' ', displayName: '', email: '' }), HeaderStepSchema))).toEqual({
			subject: ['phishingExerciseTemplates:header.subjectRequired'],
			displayName: ['phishingExerciseTemplates:header.displayNameRequired'],
			email: ['phishingExerciseTemplates:header.emailRequired'],
		})
		expect(errorsOf(parseSubmission(form({ subject: 'Hi', displayName: ' IT Desk', email: 'it@' }), HeaderStepSchema))).toEqual({
			displayName: ['phishingExerciseTemplates:header.displayNameFormat'],
			email: ['phishingExerciseTemplates:header.emailFormat'],
		})
		expect(
			parseSubmission(form({ subject: 'Hi', displayName: 'IT & Müller-Support_2.0', email: 'it@globex.example' }), HeaderStepSchema).status,
		).toBe('success')
	})
	test('SMS sender', () => {
		expect(errorsOf(parseSubmission(form({ contactType: 'phoneNumber', phoneNumber: '' }), SenderStepSchema))).toEqual({
			phoneNumber: ['phishingExerciseTemplates:sender.phoneRequired'],
		})
		expect(errorsOf(parseSubmission(form({ contactType: 'phoneNumber', phoneNumber: 'abc' }), SenderStepSchema))).toEqual({
			phoneNumber: ['phishingExerciseTemplates:sender.phoneFormat'],
		})
		expect(errorsOf(parseSubmission(form({ contactType: 'userName', userName: '' }), SenderStepSchema))).toEqual({
			userName: ['phishingExerciseTemplates:sender.userNameRequired'],
		})
	})
	test('backstory: a legend, a status and an explanation per answer, one Correct answer', () => {
		const kinds = ['CALL_AND_VERIFY', 'CHECK_OFFICIAL_APP', 'REPORT_PHISHING', 'LOOKS_LEGIT']
		const answers = (status: string) =>
			Object.fromEntries(
				kinds.flatMap((kind, i) => [
					[`answers[${i}].kind`, kind],
					[`answers[${i}].status`, status],
					[`answers[${i}].description`, 'Because.'],
				]),
			)
		const empty = errorsOf(
			parseSubmission(
				form({ legend: '', ...Object.fromEntries(kinds.map((kind, i) => [`answers[${i}].kind`, kind])) }),
				BackstoryStepSchema,
			),
		)
		expect(empty.legend).toEqual(['phishingExerciseTemplates:backstory.legendRequired'])
		expect(empty['answers[0].status']).toEqual(['phishingExerciseTemplates:backstory.statusRequired'])
		expect(empty['answers[3].description']).toEqual(['phishingExerciseTemplates:backstory.explanationRequired'])
		expect(errorsOf(parseSubmission(form({ legend: 'x', ...answers('WRONG') }), BackstoryStepSchema)).answers).toEqual([
			'phishingExerciseTemplates:backstory.correctRequired',
		])
		expect(parseSubmission(form({ legend: 'x', ...answers('CORRECT') }), BackstoryStepSchema).status).toBe('success')
	})
	test('callouts: header text when enabled, anchors matched on the body text', () => {
		const schema = calloutsStepSchema('Your mailbox is full. Upgrade mailbox now.')
		const errors = errorsOf(
			parseSubmission(
				form({
					headerEnabled: 'on',
					headerText: '',
					bodyEnabled: 'on',
					'callouts[0].anchorText': 'Upgrade mailbox now',
					'callouts[0].description': 'Urgency',
					'callouts[1].anchorText': 'missing',
					'callouts[1].description': '',
					'callouts[2].anchorText': 'upgrade MAILBOX now',
					'callouts[2].description': 'x',
					'callouts[3].anchorText': '',
					'callouts[3].description': 'x',
				}),
				schema,
			),
		)
		expect(errors).toEqual({
			headerText: ['phishingExerciseTemplates:callouts.textRequired'],
			'callouts[1].anchorText': ['phishingExerciseTemplates:callouts.notFound'],
			'callouts[1].description': ['phishingExerciseTemplates:callouts.textRequired'],
			'callouts[2].anchorText': ['phishingExerciseTemplates:callouts.anchorUnique'],
			'callouts[3].anchorText': ['phishingExerciseTemplates:callouts.anchorRequired'],
		})
		const contained = errorsOf(
			parseSubmission(
				form({
					bodyEnabled: 'on',
					'callouts[0].anchorText': 'Upgrade mailbox now',
					'callouts[0].description': 'x',
					'callouts[1].anchorText': 'mailbox now',
					'callouts[1].description': 'x',
				}),
				schema,
			),
		)
		expect(contained).toEqual({ 'callouts[1].anchorText': ['phishingExerciseTemplates:callouts.contained|1'] })
		// Body callouts switched off: their rows are not checked.
		expect(parseSubmission(form({ 'callouts[0].anchorText': 'missing' }), schema).status).toBe('success')
	})
	test('save: the name, and a thumbnail PNG or JPG under 200KB', () => {
		expect(errorsOf(parseSubmission(form({ name: ' ' }), SaveStepSchema))).toEqual({
			name: ['phishingExerciseTemplates:save.nameRequired'],
		})
		const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' })
		expect(errorsOf(parseSubmission(form({ name: 'x', thumbnail: gif }), SaveStepSchema))).toEqual({
			thumbnail: ['phishingExerciseTemplates:save.thumbnailType'],
		})
		const big = new File([new Uint8Array(200 * 1024)], 'a.png', { type: 'image/png' })
		expect(errorsOf(parseSubmission(form({ name: 'x', thumbnail: big }), SaveStepSchema))).toEqual({
			thumbnail: ['phishingExerciseTemplates:save.thumbnailSize'],
		})
		const none = new File([], '', { type: 'application/octet-stream' })
		expect(parseSubmission(form({ name: 'x', thumbnail: none }), SaveStepSchema).status).toBe('success')
	})
	test('a thumbnail is known by its first bytes', () => {
		expect(sniffThumbnail(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
		expect(sniffThumbnail(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
		expect(sniffThumbnail(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull()
	})
})
