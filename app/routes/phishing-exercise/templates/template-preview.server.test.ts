import { describe, expect, test } from 'vitest'
import { buildPreview, markCallouts, smsPieces } from './template-preview.server.ts'

describe('template previews', () => {
	test('callout anchors are marked with their numbers, longest first, across text nodes', () => {
		const html = markCallouts('<p>Your <b>mailbox</b> is full. Verify your mailbox now.</p>', [
			{ anchorText: 'mailbox', number: 1 },
			{ anchorText: 'Your mailbox is full', number: 2 },
		])
		const marks = [...html.matchAll(/<mark[^>]*>(.*?)<\/mark><sup[^>]*>(\d)<\/sup>/g)].map((m) => [m[1], m[2]])
		// The longer anchor takes the first "mailbox" (its mark split at the <b>), the shorter the next one.
		expect(html).toContain('Verify your <mark')
		expect(marks.at(-1)).toEqual(['mailbox', '1'])
		expect(html.match(/<sup/g)).toHaveLength(2)
	})
	test('an email preview is the sanitiser’s document; an SMS is text pieces with the decoration', () => {
		const source = {
			name: 'T',
			subject: 'S',
			fromName: 'IT',
			fromEmail: 'it@example.test',
			fromPhone: null,
			legend: 'L',
			answers: [],
			callouts: [{ anchorText: 'now', description: 'd', orderNumber: 1, place: 'BODY' as const }],
		}
		const email = buildPreview(
			{ ...source, layoutType: 'EMAIL', html: '<p onclick="x()">Act now</p><script>alert(1)</script>' },
			{ showCallouts: true },
		)
		expect(email.srcDoc).toContain(
			`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">`,
		)
		expect(email.srcDoc).not.toMatch(/script|onclick/)
		expect(email.srcDoc).toMatch(/<mark[^>]*>now<\/mark><sup[^>]*>1<\/sup>/)
		expect(email.sender).toBe('IT <it@example.test>')
		const sms = buildPreview(
			{ ...source, layoutType: 'SMS', fromPhone: '+49 151 000', html: 'Act now <b>' },
			{ showCallouts: false, now: new Date(2026, 0, 2, 8, 0) },
		)
		expect(sms.srcDoc).toBeNull()
		expect(sms.sms).toMatchObject({ pieces: [{ text: 'Act now <b>', callout: null }], day: 'yesterday' })
	})
	test('an SMS preview’s links are pieces of their own, inside a callout’s mark or beside it', () => {
		expect(smsPieces('Track it at https://parcel.example/t now.', [])).toEqual([
			{ text: 'Track it at ', callout: null },
			{ text: 'https://parcel.example/t', callout: null, link: true },
			{ text: ' now.', callout: null },
		])
		// An anchor that takes part of the link: the link is cut at the mark's edge, both halves still a link.
		expect(smsPieces('Track it at https://parcel.example/t now.', [{ anchorText: 'at https://parcel', number: 1 }])).toEqual([
			{ text: 'Track it ', callout: null },
			{ text: 'at ', callout: 1 },
			{ text: 'https://parcel', callout: 1, link: true },
			{ text: '.example/t', callout: null, link: true },
			{ text: ' now.', callout: null },
		])
		const sms = buildPreview(
			{
				layoutType: 'SMS',
				name: 'T',
				subject: '',
				fromName: null,
				fromEmail: null,
				fromPhone: 'Parcel',
				legend: 'L',
				html: 'Pay at https://pay.example today',
				answers: [],
				callouts: [{ anchorText: 'https://pay.example', description: 'd', orderNumber: 1, place: 'BODY' }],
			},
			{ showCallouts: true },
		)
		expect(sms.sms?.pieces).toEqual([
			{ text: 'Pay at ', callout: null },
			{ text: 'https://pay.example', callout: 1, link: true },
			{ text: ' today', callout: null },
		])
	})
})
