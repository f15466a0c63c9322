import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { SmsPreview } from '#app/components/template-preview-frame.tsx'
import { smsPieces } from './template-preview.server.ts'

const draw = (text: string, anchors: Array<{ anchorText: string; number: number }>) =>
	renderToStaticMarkup(<SmsPreview title="SMS" sender="Parcel" dayLabel="Today" timeLabel="08:00" pieces={smsPieces(text, anchors)} />)

test('an SMS preview draws its links as link-looking text that cannot be followed (no anchor, no address)', () => {
	const html = draw('Pay at https://pay.example/now today', [])
	expect(html).not.toMatch(/<a[\s>]|href=/)
	expect(html).toContain('<span data-sms-link="" class="text-blue-700 underline underline-offset-2">https://pay.example/now</span>')
})

test('a callout over a link, or over words and part of a link, is one numbered mark around them', () => {
	const over = draw('Pay at https://pay.example today', [{ anchorText: 'https://pay.example', number: 1 }])
	expect(over).toMatch(/<mark data-callout="1"[^>]*><span data-sms-link=""[^>]*>https:\/\/pay\.example<\/span><sup[^>]*>1<\/sup><\/mark>/)
	const across = draw('Pay at https://pay.example today', [{ anchorText: 'Pay at https://pay', number: 2 }])
	expect(across.match(/<mark/g)).toHaveLength(1)
	expect(across).toMatch(/<mark data-callout="2"[^>]*><span>Pay at <\/span><span data-sms-link=""[^>]*>https:\/\/pay<\/span><sup/)
	expect(across).toMatch(/<\/mark><span data-sms-link=""[^>]*>\.example<\/span>/)
})
