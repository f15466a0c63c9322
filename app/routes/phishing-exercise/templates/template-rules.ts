/**
 * The template wizard's rules (spec 3 §3 Template, Answer, Callout; §4 "Template wizard"; §5; §9), pure and
 * safe in the browser: the steps of each layout, the sender's contact type and the callout anchors matched
 * on the body's text (an email's text comes from templateBodyText in server/shared/template-html.ts). No zod here (template-schemas.ts), so the pages can import it.
 */

import {
	ANSWER_KINDS,
	ANSWER_STATUSES,
	CONTACT_TYPES,
	type ContactType,
	DISPLAY_NAME_PATTERN,
	EMAIL_PATTERN,
	isPhoneNumber,
	type LayoutType,
	MAX_BODY_CALLOUTS,
} from '#server/shared/phishing-exercise.ts'

// The vocabulary shared with the gateway contract and the reference gateway (one definition).
export { ANSWER_KINDS, ANSWER_STATUSES, CONTACT_TYPES, DISPLAY_NAME_PATTERN, EMAIL_PATTERN, isPhoneNumber, MAX_BODY_CALLOUTS }
export type { AnswerKind, AnswerStatus, ContactType, LayoutType } from '#server/shared/phishing-exercise.ts'

/** The layout in the wizard's URL: /phishing-exercise/templates/new/email|sms. */
export type LayoutSlug = 'email' | 'sms'
export const layoutOfSlug = (slug: string | undefined): LayoutType | null => (slug === 'email' ? 'EMAIL' : slug === 'sms' ? 'SMS' : null)
export const slugOfLayout = (layout: LayoutType): LayoutSlug => (layout === 'SMS' ? 'sms' : 'email')

/** Spec 3 §2: Email Header, Email Body, Backstory, Callouts, Preview & Save; SMS: Sender, Message, then the same three. */
export const EMAIL_STEPS = ['header', 'body', 'backstory', 'callouts', 'save'] as const
export const SMS_STEPS = ['sender', 'message', 'backstory', 'callouts', 'save'] as const
export type WizardStep = (typeof EMAIL_STEPS)[number] | (typeof SMS_STEPS)[number]

export function stepsOf(layout: LayoutType): readonly WizardStep[] {
	return layout === 'SMS' ? SMS_STEPS : EMAIL_STEPS
}

/** The step the URL names, or the layout's first one. */
export function stepOf(layout: LayoutType, value: string | null | undefined): WizardStep {
	const steps = stepsOf(layout)
	return steps.find((step) => step === value) ?? steps[0]!
}

/** Spec 3 §4: Next wraps around modulo 5 (the last step saves instead); Back stops at the first step. */
export function nextStep(layout: LayoutType, step: WizardStep): WizardStep {
	const steps = stepsOf(layout)
	return steps[(steps.indexOf(step) + 1) % steps.length]!
}
export function previousStep(layout: LayoutType, step: WizardStep): WizardStep {
	const steps = stepsOf(layout)
	return steps[Math.max(0, steps.indexOf(step) - 1)]!
}

/** Spec 3 §3: the header callout's orderNumber is 0, body callouts are 1 and up. */
export const HEADER_CALLOUT_ORDER = 0

/** A stored SMS sender (fromPhone holds a phone number or a contact name) as the Sender step shows it. */
export function contactTypeOf(fromPhone: string): ContactType {
	return fromPhone.trim() === '' || isPhoneNumber(fromPhone) ? 'phoneNumber' : 'userName'
}

/** Spec 3 §4: "Switching type to SMS resets the body to a sample SMS and clears the design data." */
export const SAMPLE_SMS =
	'Your parcel could not be delivered today. Please confirm your address within 24 hours to reschedule: parcel-redelivery.example'

/** White space as a reader sees it: runs collapsed to one space, none at the ends. */
export function normalizeSpaces(text: string): string {
	return text.replace(/[\s\u00a0]+/g, ' ').trim()
}

/** What the matcher makes of one callout's anchor text. */
export type AnchorMatch =
	| { status: 'matched'; start: number; end: number }
	| { status: 'empty' }
	| { status: 'duplicate' }
	| { status: 'notFound' }
	/** Found only inside the anchor of another callout: its index among the anchors given. */
	| { status: 'contained'; within: number }

/**
 * Spec 3 §5 Callouts: each anchor is looked for in the body's text, longest first, and an anchor may not
 * take text another one took (no overlaps). An anchor given twice is 'duplicate' (the later ones); one
 * that is nowhere in the text is 'notFound'; one that occurs only inside a longer anchor's match is
 * 'contained' with that anchor's index. Case-insensitive (as the gateway checks them); spaces collapse.
 */
export function matchAnchors(text: string, anchors: readonly string[]): AnchorMatch[] {
	const body = foldCase(normalizeSpaces(text))
	const normalized = anchors.map((anchor) => foldCase(normalizeSpaces(anchor)))
	const result: AnchorMatch[] = normalized.map(() => ({ status: 'notFound' }))
	const seen = new Set<string>()
	const candidates: number[] = []
	normalized.forEach((anchor, index) => {
		if (!anchor) result[index] = { status: 'empty' }
		else if (seen.has(anchor)) result[index] = { status: 'duplicate' }
		else {
			seen.add(anchor)
			candidates.push(index)
		}
	})
	// Longest first; equal lengths keep the callouts' order.
	candidates.sort((a, b) => normalized[b]!.length - normalized[a]!.length || a - b)
	const taken: Array<{ start: number; end: number; index: number }> = []
	for (const index of candidates) {
		const anchor = normalized[index]!
		let within: number | null = null
		let from = body.indexOf(anchor)
		while (from !== -1) {
			const end = from + anchor.length
			const overlap = taken.find((range) => from < range.end && end > range.start)
			if (!overlap) {
				taken.push({ start: from, end, index })
				result[index] = { status: 'matched', start: from, end }
				break
			}
			if (within === null && from >= overlap.start && end <= overlap.end) within = overlap.index
			from = body.indexOf(anchor, from + 1)
		}
		if (result[index]!.status !== 'matched' && within !== null) result[index] = { status: 'contained', within }
	}
	return result
}

/** Lower case where that keeps the length (positions in the folded text are positions in the text). */
function foldCase(text: string): string {
	const lower = text.toLowerCase()
	return lower.length === text.length ? lower : text
}

/** A piece of text and, when it is a matched anchor, the number of its callout (for the previews' marks). */
export type MarkedPiece = { text: string; callout: number | null }

/** The text cut into pieces at the matched anchors (the SMS preview marks them). */
export function markAnchors(text: string, anchors: ReadonlyArray<{ anchorText: string; number: number }>): MarkedPiece[] {
	const body = normalizeSpaces(text)
	const matches = matchAnchors(
		body,
		anchors.map((a) => a.anchorText),
	)
	const ranges = matches
		.map((match, i) => (match.status === 'matched' ? { start: match.start, end: match.end, number: anchors[i]!.number } : null))
		.filter((range): range is { start: number; end: number; number: number } => range !== null)
		.sort((a, b) => a.start - b.start)
	const pieces: MarkedPiece[] = []
	let at = 0
	for (const range of ranges) {
		if (range.start > at) pieces.push({ text: body.slice(at, range.start), callout: null })
		pieces.push({ text: body.slice(range.start, range.end), callout: range.number })
		at = range.end
	}
	if (at < body.length) pieces.push({ text: body.slice(at), callout: null })
	return pieces
}

/**
 * Spec 3 §2: the SMS preview shows 'Today' or 'Yesterday' with a time 10 hours earlier (decoration only):
 * 'Yesterday' when ten hours ago was before today's midnight.
 */
export function smsPreviewStamp(now: Date): { day: 'today' | 'yesterday'; time: Date } {
	const time = new Date(now.getTime() - 10 * 60 * 60 * 1000)
	return { day: time.getDate() === now.getDate() ? 'today' : 'yesterday', time }
}
