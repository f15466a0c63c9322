import { JSDOM } from 'jsdom'
import type { SmsPiece } from '#app/components/template-preview-frame.tsx'
import type { LayoutType } from '#app/gateway/phishing-exercise.server.ts'
import { buildTemplatePreviewDocument } from '#server/shared/template-html.ts'
import { findLinks } from './sms-links.ts'
import { markAnchors, matchAnchors, smsPreviewStamp, type AnswerKind } from './template-rules.ts'

/**
 * What the template previews show (spec 3 §2 "Template preview modal": legend, answers, callouts toggle,
 * email or SMS preview), built on the server: an email's document comes from the sanitiser's
 * preview-document function (sanitised again, CSP meta tag), after the callouts' anchors were marked with
 * their numbers; an SMS is cut into text pieces (drawn as text) at its callouts' anchors and its links.
 */

export type PreviewSource = {
	layoutType: LayoutType
	name: string
	subject: string
	fromName: string | null
	fromEmail: string | null
	fromPhone: string | null
	legend: string
	html: string
	answers: ReadonlyArray<{ kind: AnswerKind; status: string | null; description: string }>
	callouts: ReadonlyArray<{ anchorText: string; description: string; orderNumber: number; place: 'HEADER' | 'BODY' }>
}

export type TemplatePreview = {
	layoutType: LayoutType
	name: string
	subject: string
	sender: string
	legend: string
	answers: Array<{ kind: AnswerKind; status: string | null; description: string }>
	/** The header callout (number 0) and the body's, in order. */
	callouts: Array<{ number: number; place: 'HEADER' | 'BODY'; description: string }>
	showCallouts: boolean
	/** Email: the frame's document. */
	srcDoc: string | null
	/** SMS: the message's pieces, and the decoration's day and time (ISO). */
	sms: { pieces: SmsPiece[]; day: 'today' | 'yesterday'; time: string } | null
}

const MARK_STYLE = 'background:#fde68a;color:inherit;border-radius:2px;padding:0 1px'
const NUMBER_STYLE =
	'display:inline-block;margin-inline-start:2px;padding:0 4px;border-radius:8px;background:#d97706;color:#fff;font:bold 10px/14px Arial,sans-serif;vertical-align:super'

/**
 * The email HTML with each matched anchor wrapped in a mark followed by its callout's number. The text is
 * read as the browser reads it (text nodes in order, white space collapsed), matched with the wizard's
 * matcher (longest first, no overlaps). jsdom parses without running scripts or loading anything.
 */
export function markCallouts(html: string, anchors: ReadonlyArray<{ anchorText: string; number: number }>): string {
	if (anchors.length === 0) return html
	const dom = new JSDOM(html)
	const document = dom.window.document
	const walker = document.createTreeWalker(document.body, dom.window.NodeFilter.SHOW_TEXT)
	const nodes: Text[] = []
	for (let node = walker.nextNode(); node; node = walker.nextNode()) {
		const parent = node.parentElement?.tagName
		if (parent !== 'SCRIPT' && parent !== 'STYLE') nodes.push(node as Text)
	}
	// The collapsed text, and for each of its characters the node and offset it came from.
	let text = ''
	const origin: Array<{ node: number; offset: number }> = []
	let lastWasSpace = true
	nodes.forEach((node, n) => {
		const value = node.data
		for (let i = 0; i < value.length; i++) {
			const space = /[\s\u00a0]/.test(value[i]!)
			if (space && lastWasSpace) continue
			text += space ? ' ' : value[i]
			origin.push({ node: n, offset: i })
			lastWasSpace = space
		}
	})
	const matches = matchAnchors(
		text,
		anchors.map((a) => a.anchorText),
	)
	const ranges = matches
		.map((match, i) => (match.status === 'matched' ? { start: match.start, end: match.end, number: anchors[i]!.number } : null))
		.filter((range): range is { start: number; end: number; number: number } => range !== null)
		// Last first: splitting a text node keeps the offsets of what comes before.
		.sort((a, b) => b.start - a.start)
	for (const range of ranges) {
		const from = origin[range.start]!
		const to = origin[range.end - 1]!
		for (let n = to.node; n >= from.node; n--) {
			const node = nodes[n]!
			const start = n === from.node ? from.offset : 0
			const end = n === to.node ? to.offset + 1 : node.data.length
			if (end <= start) continue
			const tail = node.splitText(start)
			tail.splitText(end - start)
			const mark = document.createElement('mark')
			mark.setAttribute('style', MARK_STYLE)
			mark.setAttribute('data-callout', String(range.number))
			tail.replaceWith(mark)
			mark.append(tail)
			if (n === to.node) {
				const number = document.createElement('sup')
				number.setAttribute('style', NUMBER_STYLE)
				number.textContent = String(range.number)
				mark.after(number)
			}
		}
	}
	const result = document.documentElement.outerHTML
	dom.window.close()
	return result
}

/**
 * An SMS text cut at its matched anchors (markAnchors) and again at its links (sms-links.ts), so the preview
 * draws the links as non-clickable link-looking text, inside a callout's mark or beside it.
 */
export function smsPieces(text: string, anchors: ReadonlyArray<{ anchorText: string; number: number }>): SmsPiece[] {
	const marked = markAnchors(text, anchors)
	const body = marked.map((piece) => piece.text).join('')
	const links = findLinks(body)
	const pieces: SmsPiece[] = []
	let offset = 0
	for (const piece of marked) {
		const end = offset + piece.text.length
		let at = offset
		for (const link of links) {
			if (link.end <= at || link.start >= end) continue
			const from = Math.max(link.start, at)
			const to = Math.min(link.end, end)
			if (from > at) pieces.push({ text: body.slice(at, from), callout: piece.callout })
			pieces.push({ text: body.slice(from, to), callout: piece.callout, link: true })
			at = to
		}
		if (at < end) pieces.push({ text: body.slice(at, end), callout: piece.callout })
		offset = end
	}
	return pieces
}

export function buildPreview(
	source: PreviewSource,
	{ showCallouts, now = new Date() }: { showCallouts: boolean; now?: Date },
): TemplatePreview {
	const sms = source.layoutType === 'SMS'
	const body = source.callouts
		.filter((c) => c.place === 'BODY')
		.sort((a, b) => a.orderNumber - b.orderNumber)
		.map((c) => ({ anchorText: c.anchorText, number: c.orderNumber }))
	const callouts = [...source.callouts]
		.sort((a, b) => a.orderNumber - b.orderNumber)
		.map((c) => ({ number: c.orderNumber, place: c.place, description: c.description }))
	const anchors = showCallouts ? body : []
	const stamp = smsPreviewStamp(now)
	return {
		layoutType: source.layoutType,
		name: source.name,
		subject: source.subject,
		sender: sms
			? (source.fromPhone ?? '')
			: source.fromEmail
				? `${source.fromName ?? ''} <${source.fromEmail}>`.trim()
				: (source.fromName ?? ''),
		legend: source.legend,
		answers: source.answers.map((a) => ({ ...a })),
		callouts,
		showCallouts,
		srcDoc: sms ? null : buildTemplatePreviewDocument(markCallouts(source.html, anchors)),
		sms: sms ? { pieces: smsPieces(source.html, anchors), day: stamp.day, time: stamp.time.toISOString() } : null,
	}
}
