import createDOMPurify, { type Config, type DOMPurify } from 'dompurify'
import { JSDOM } from 'jsdom'

/**
 * The one sanitiser of phishing exercise template HTML (issue 18: "sanitised on the server with DOMPurify
 * on jsdom before it is stored and again before it is shown"). The reference gateway runs it on every
 * email template it stores; the console runs buildTemplatePreviewDocument on every template it shows.
 * Server-only (jsdom): never import it from browser code.
 *
 * What survives: a whole document (head, inline <style>, body) of formatting elements and attributes.
 * What goes:
 * - script, forms and their controls, iframes, frames, objects, embeds, applets, meta (refresh), base,
 *   link, media (video, audio, source, track), SVG and MathML (their script and animation vectors);
 * - event-handler attributes (on…), href / action / formaction / ping / srcset / background / poster…;
 * - every URL that would load: an `src` that is not a data:image (remote images are dropped), all links;
 * - CSS that loads or runs: url(…), image-set(…), @import, expression(…), behavior, -moz-binding, in
 *   style attributes (the declaration is removed) and in <style> elements (the rule or value is removed);
 *   CSS escapes and comments, which could hide them, are refused (the attribute or element goes);
 * - links: each <a> becomes a non-clickable <span> with the same content (spec 3 §4 "Email editor links
 *   are converted into non-clickable spans").
 */

/** The preview frame's policy: nothing loads but inline images and inline styles. */
export const PREVIEW_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'"

const FORBID_TAGS = [
	'script',
	'noscript',
	'form',
	'input',
	'button',
	'textarea',
	'select',
	'option',
	'optgroup',
	'datalist',
	'output',
	'iframe',
	'frame',
	'frameset',
	'object',
	'embed',
	'applet',
	'param',
	'meta',
	'base',
	'link',
	'video',
	'audio',
	'source',
	'track',
	'picture',
	'portal',
	'svg',
	'math',
	'template',
	'slot',
	'dialog',
]

const FORBID_ATTR = [
	'href',
	'xlink:href',
	'action',
	'formaction',
	'ping',
	'srcset',
	'imagesrcset',
	'background',
	'poster',
	'dynsrc',
	'lowsrc',
	'longdesc',
	'usemap',
	'target',
	'http-equiv',
	'content',
	'manifest',
	'codebase',
	'data',
	'archive',
	'autofocus',
	'contenteditable',
	'popover',
	'popovertarget',
]

const CONFIG: Config = {
	WHOLE_DOCUMENT: true,
	ADD_TAGS: ['style'],
	FORBID_TAGS,
	FORBID_ATTR,
	ALLOW_DATA_ATTR: false,
	ALLOW_UNKNOWN_PROTOCOLS: false,
	// Only inline images (an SVG in an <img> runs no script and loads nothing): nothing may name another document.
	ALLOWED_URI_REGEXP: /^data:image\/(?:png|gif|jpe?g|webp|svg\+xml)(?:;charset=[\w-]+)?(?:;base64)?,/i,
}

/** CSS that loads something or runs script. */
const DANGEROUS_CSS = /url\s*\(|image-set\s*\(|@import|expression\s*\(|behaviou?r\s*:|-moz-binding|javascript:|vbscript:|src\s*\(/i
/** CSS whose meaning could be hidden: escapes and comments. */
const HIDING_CSS = /\\|\/\*/

/** A style attribute without the declarations that load or run something; '' when none is left or it hides something. */
export function cleanStyleAttribute(value: string): string {
	if (HIDING_CSS.test(value)) return ''
	return value
		.split(';')
		.map((declaration) => declaration.trim())
		.filter((declaration) => declaration !== '' && !DANGEROUS_CSS.test(declaration))
		.join('; ')
}

/** A <style> element's text without @import rules and with url(…)/image-set(…)/expression(…) values removed; '' when it hides something. */
export function cleanStyleSheet(text: string): string {
	if (HIDING_CSS.test(text)) return ''
	let css = text.replace(/@import[^;{}]*;?/gi, '')
	// A value that loads becomes `none`; parenthesised arguments without nesting (url("a(b)") is refused below).
	css = css.replace(/(?:-webkit-)?(?:url|image-set|expression|src)\s*\([^()]*\)/gi, 'none')
	css = css.replace(/behaviou?r\s*:[^;}]*;?/gi, '').replace(/-moz-binding\s*:[^;}]*;?/gi, '')
	// Anything left (nested parentheses, a scheme in a string) drops the whole sheet.
	return DANGEROUS_CSS.test(css) ? '' : css
}

let purifier: DOMPurify | null = null
let parserWindow: JSDOM['window'] | null = null

function getPurifier(): DOMPurify {
	if (purifier) return purifier
	// jsdom without scripts or resource loading: parsing never runs or fetches anything.
	parserWindow = new JSDOM('<!DOCTYPE html>').window
	const instance = createDOMPurify(parserWindow as unknown as Parameters<typeof createDOMPurify>[0])
	instance.addHook('uponSanitizeElement', (node, data) => {
		if (data.tagName === 'style') {
			const text = node.textContent ?? ''
			const clean = cleanStyleSheet(text)
			if (clean !== text) node.textContent = clean
		}
	})
	instance.addHook('afterSanitizeAttributes', (node) => {
		const element = node as Element
		if (typeof element.getAttribute !== 'function') return
		const style = element.getAttribute('style')
		if (style !== null) {
			const clean = cleanStyleAttribute(style)
			if (clean === '') element.removeAttribute('style')
			else if (clean !== style) element.setAttribute('style', clean)
		}
		// An src that is not an inline image would load: remove it (remote images do not load).
		const src = element.getAttribute('src')
		if (src !== null && !CONFIG.ALLOWED_URI_REGEXP!.test(src.trim())) element.removeAttribute('src')
	})
	purifier = instance
	return instance
}

/** The document element of the sanitised HTML, links turned into spans. */
function sanitiseToElement(html: string): HTMLElement {
	const instance = getPurifier()
	const root = instance.sanitize(html, { ...CONFIG, RETURN_DOM: true }) as HTMLElement
	for (const link of Array.from(root.querySelectorAll('a'))) {
		const span = root.ownerDocument.createElement('span')
		for (const name of ['style', 'class', 'title', 'dir', 'lang']) {
			const value = link.getAttribute(name)
			if (value !== null) span.setAttribute(name, value)
		}
		while (link.firstChild) span.appendChild(link.firstChild)
		link.replaceWith(span)
	}
	return root
}

/**
 * A template's HTML made safe to store and show: a whole document (`<html><head>…</head><body>…</body></html>`)
 * that runs nothing, loads nothing and links nowhere. Idempotent.
 */
export function sanitiseTemplateHtml(html: string): string {
	return sanitiseToElement(html).outerHTML
}

/**
 * The `srcdoc` of a template preview frame: the HTML sanitised again, with
 * `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">`
 * first in its head (and a charset). The frame is `<iframe sandbox srcdoc referrerpolicy="no-referrer">`
 * without allow-scripts.
 */
export function buildTemplatePreviewDocument(html: string): string {
	const root = sanitiseToElement(html)
	const document = root.ownerDocument
	let head = root.querySelector('head')
	if (!head) {
		head = document.createElement('head')
		root.insertBefore(head, root.firstChild)
	}
	const csp = document.createElement('meta')
	csp.setAttribute('http-equiv', 'Content-Security-Policy')
	csp.setAttribute('content', PREVIEW_CSP)
	const charset = document.createElement('meta')
	charset.setAttribute('charset', 'utf-8')
	const referrer = document.createElement('meta')
	referrer.setAttribute('name', 'referrer')
	referrer.setAttribute('content', 'no-referrer')
	head.insertBefore(referrer, head.firstChild)
	head.insertBefore(charset, head.firstChild)
	head.insertBefore(csp, head.firstChild)
	return `<!DOCTYPE html>${root.outerHTML}`
}

/**
 * The text a reader sees in a template's body (text nodes in order, white space collapsed): what callout
 * anchors are matched on. Parsed, never run.
 */
export function templateBodyText(html: string): string {
	getPurifier()
	const document = new parserWindow!.DOMParser().parseFromString(html, 'text/html')
	for (const element of Array.from(document.querySelectorAll('script, style, template, noscript'))) element.remove()
	return (document.body?.textContent ?? '').replace(/\s+/g, ' ').trim()
}
