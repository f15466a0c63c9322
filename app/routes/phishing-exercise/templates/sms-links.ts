/**
 * Links in an SMS message (spec 3 §5 "SMS message": a link popover offers Add or Update; §5 "links are
 * converted into non-clickable spans" in previews). An SMS is plain text, so a link is whatever the
 * pattern finds: an http(s) address up to the next white space, without the punctuation that ends a
 * sentence. Pure: the Message step's popover edits the text with these, the previews cut it with them.
 */

/** A link found in the text: `text.slice(start, end) === url`. */
export type SmsLink = { start: number; end: number; url: string }

/** An http(s) address up to white space or a character that cannot be in one unescaped. */
const LINK_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi
/** What ends a sentence rather than the address: "… at https://a.example." */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/

/** Every link in the text, in order. */
export function findLinks(text: string): SmsLink[] {
	const links: SmsLink[] = []
	for (const match of text.matchAll(LINK_PATTERN)) {
		const url = match[0].replace(TRAILING_PUNCTUATION, '')
		// A bare scheme ("https://") is not a link yet.
		if (url.length <= url.indexOf('//') + 2) continue
		links.push({ start: match.index, end: match.index + url.length, url })
	}
	return links
}

/**
 * The link the caret is in (its ends included: a caret right after a link is in it) or the selection
 * lies within; null when there is none.
 */
export function findLinkAt(text: string, selectionStart: number, selectionEnd: number = selectionStart): SmsLink | null {
	const start = Math.min(selectionStart, selectionEnd)
	const end = Math.max(selectionStart, selectionEnd)
	return findLinks(text).find((link) => link.start <= start && end <= link.end) ?? null
}

/** A valid address for the popover: http(s), a host, nothing the pattern would not take as one link. */
export function isSmsLinkUrl(value: string): boolean {
	let url: URL
	try {
		url = new URL(value)
	} catch {
		return false
	}
	if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return false
	const links = findLinks(value)
	return links.length === 1 && links[0]!.start === 0 && links[0]!.end === value.length
}

/** The text after an edit, and where the caret goes (right after the link). */
export type SmsLinkEdit = { text: string; caret: number }

/**
 * Add: the link in place of the selection (or at the caret), spaced from the words either side so the
 * pattern finds it again.
 */
export function addLink(text: string, selectionStart: number, selectionEnd: number, url: string): SmsLinkEdit {
	const start = Math.min(selectionStart, selectionEnd)
	const end = Math.max(selectionStart, selectionEnd)
	const before = text.slice(0, start)
	const after = text.slice(end)
	const spaceBefore = before !== '' && !/\s$/.test(before) ? ' ' : ''
	const spaceAfter = after !== '' && !/^\s/.test(after) ? ' ' : ''
	return { text: `${before}${spaceBefore}${url}${spaceAfter}${after}`, caret: before.length + spaceBefore.length + url.length }
}

/** Update: the link found at the caret replaced by the new address. */
export function updateLink(text: string, link: SmsLink, url: string): SmsLinkEdit {
	return { text: `${text.slice(0, link.start)}${url}${text.slice(link.end)}`, caret: link.start + url.length }
}

/** A piece of text and whether it is a link (the previews draw those as link-looking, non-clickable text). */
export type LinkPiece = { text: string; link: boolean }

/** The text cut at its links. */
export function splitLinks(text: string): LinkPiece[] {
	const pieces: LinkPiece[] = []
	let at = 0
	for (const link of findLinks(text)) {
		if (link.start > at) pieces.push({ text: text.slice(at, link.start), link: false })
		pieces.push({ text: link.url, link: true })
		at = link.end
	}
	if (at < text.length) pieces.push({ text: text.slice(at), link: false })
	return pieces
}
