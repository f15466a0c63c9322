/**
 * Pictures for the seeded phishing exercise templates and packs (spec 3 §3 Template thumbnailUrl, Pack
 * thumbnail; recommended size 394x221): a small SVG drawn from the template's own words, as a data: URL,
 * so the demo's template and pack cards show what each message looks like without an uploaded file. The
 * console draws them in <img> (no script runs in an SVG image) and its CSP allows data: images.
 */

const WIDTH = 394
const HEIGHT = 221
const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', sans-serif"`

/** Text for SVG: the five XML characters escaped. */
function escapeXml(text: string): string {
	return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
}

/** The text cut into lines of at most `width` characters (at spaces), `max` lines, the last ending in … when cut. */
export function wrapText(text: string, width: number, max: number): string[] {
	const lines: string[] = []
	let line = ''
	for (const word of text.split(/\s+/).filter(Boolean)) {
		const next = line ? `${line} ${word}` : word
		if (next.length <= width) line = next
		else {
			if (line) lines.push(line)
			line = word.length > width ? `${word.slice(0, width - 1)}…` : word
		}
	}
	if (line) lines.push(line)
	if (lines.length <= max) return lines
	const kept = lines.slice(0, max)
	const last = kept[max - 1]!
	kept[max - 1] = last.length < width ? `${last}…` : `${last.slice(0, width - 1)}…`
	return kept
}

function dataUrl(svg: string): string {
	return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

function textLines(lines: string[], x: number, y: number, step: number, attributes: string): string {
	return lines.map((line, i) => `<text x="${x}" y="${y + i * step}" ${attributes}>${escapeXml(line)}</text>`).join('')
}

/** An email template's picture: the brand bar, sender, subject, the first words and the button. */
export function emailThumbnail(email: {
	brand?: { name: string; color: string }
	fromName?: string
	subject?: string
	body: string[]
	button?: string
}): string {
	const color = /^#[0-9a-f]{3,8}$/i.test(email.brand?.color ?? '') ? email.brand!.color : '#334155'
	const brand = email.brand?.name ?? email.fromName ?? ''
	const paragraph = wrapText(email.body.join(' '), 52, 3)
	const button = email.button
		? `<rect x="28" y="178" width="${Math.min(200, 24 + email.button.length * 7)}" height="26" rx="4" fill="${color}"/>` +
			textLines([wrapText(email.button, 26, 1)[0]!], 40, 195, 0, `${FONT} font-size="12" font-weight="600" fill="#fff"`)
		: ''
	return dataUrl(
		`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
			`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f1f5f9"/>` +
			`<rect x="12" y="10" width="${WIDTH - 24}" height="${HEIGHT - 20}" rx="6" fill="#fff" stroke="#cbd5e1"/>` +
			`<path d="M12 16a6 6 0 0 1 6-6h${WIDTH - 36}a6 6 0 0 1 6 6v22H12z" fill="${color}"/>` +
			textLines([wrapText(brand, 40, 1)[0] ?? ''], 28, 30, 0, `${FONT} font-size="13" font-weight="700" fill="#fff"`) +
			textLines(wrapText(email.fromName ?? '', 50, 1), 28, 62, 0, `${FONT} font-size="11" fill="#64748b"`) +
			textLines(wrapText(email.subject ?? '', 44, 2), 28, 84, 17, `${FONT} font-size="14" font-weight="700" fill="#0f172a"`) +
			textLines(paragraph, 28, 124, 16, `${FONT} font-size="11" fill="#334155"`) +
			button +
			`</svg>`,
	)
}

/** An SMS template's picture: the sender over the message's bubble. */
export function smsThumbnail(sms: { fromPhone?: string; text: string }): string {
	const lines = wrapText(sms.text, 40, 5)
	const bubbleHeight = 20 + lines.length * 17
	return dataUrl(
		`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
			`<rect width="${WIDTH}" height="${HEIGHT}" fill="#e2e8f0"/>` +
			`<rect x="77" y="8" width="240" height="${HEIGHT + 20}" rx="26" fill="#1e293b"/>` +
			`<rect x="87" y="18" width="220" height="${HEIGHT}" rx="18" fill="#f8fafc"/>` +
			textLines(
				wrapText(sms.fromPhone ?? '', 28, 1),
				197,
				44,
				0,
				`${FONT} font-size="12" font-weight="700" fill="#0f172a" text-anchor="middle"`,
			) +
			`<line x1="87" y1="54" x2="307" y2="54" stroke="#e2e8f0"/>` +
			`<rect x="97" y="66" width="196" height="${bubbleHeight}" rx="12" fill="#e2e8f0"/>` +
			textLines(lines, 107, 86, 17, `${FONT} font-size="11" fill="#0f172a"`) +
			`</svg>`,
	)
}

const DIFFICULTY_COLOURS: Record<number, [string, string]> = {
	1: ['#16a34a', '#dcfce7'],
	2: ['#d97706', '#fef3c7'],
	3: ['#dc2626', '#fee2e2'],
}

/**
 * A pack's picture: its messages as a fanned stack of cards (envelopes for emails, speech bubbles for
 * SMS) in the difficulty's colour; the card beside it names the pack and its difficulty.
 */
export function packThumbnail(pack: { difficulty: number; layouts: Array<'EMAIL' | 'SMS'> }): string {
	const [strong, soft] = DIFFICULTY_COLOURS[pack.difficulty] ?? DIFFICULTY_COLOURS[1]!
	const shown = pack.layouts.slice(0, 5)
	const cards = shown
		.map((layout, i) => {
			const x = 70 + i * 52
			const y = 40 + (i % 2) * 18
			const glyph =
				layout === 'EMAIL'
					? `<rect x="${x + 22}" y="${y + 40}" width="56" height="38" rx="3" fill="none" stroke="${strong}" stroke-width="3"/><path d="M${x + 22} ${y + 42}l28 20 28-20" fill="none" stroke="${strong}" stroke-width="3"/>`
					: `<path d="M${x + 24} ${y + 40}h52a6 6 0 0 1 6 6v24a6 6 0 0 1-6 6H${x + 44}l-12 10v-10h-8a6 6 0 0 1-6-6V${y + 46}a6 6 0 0 1 6-6z" fill="none" stroke="${strong}" stroke-width="3"/>`
			return `<g transform="rotate(${(i - (shown.length - 1) / 2) * 6} ${x + 50} ${y + 60})"><rect x="${x}" y="${y}" width="100" height="120" rx="8" fill="#fff" stroke="${strong}" stroke-width="2"/>${glyph}</g>`
		})
		.join('')
	return dataUrl(
		`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
			`<rect width="${WIDTH}" height="${HEIGHT}" fill="${soft}"/>${cards}</svg>`,
	)
}
