// Spec 2 §5's video upload types, told by their first bytes: pure, shared by the reference gateway (which
// stores the videos) and the console (which checks a video before sending it on: app/lib/upload-rules.ts).

/** Spec 2 §5 video upload types, in the spec's order (the message lists them so). */
export const VIDEO_EXTENSIONS = ['mov', 'mpg', 'avi', 'flv', 'f4v', 'mp4', 'm4v', 'asf', 'wmv', 'vob', 'mod', '3gp', 'mkv', 'webm'] as const

/** How many first bytes the sniffer wants (a webm's doc type lies within them). */
export const VIDEO_SNIFF_BYTES = 64

type VideoFormat = 'isoMedia' | 'matroska' | 'avi' | 'asf' | 'flv' | 'mpeg'
/** The content types of each format; the first is used when the upload declares none of them. */
const VIDEO_TYPES: Record<VideoFormat, readonly string[]> = {
	isoMedia: ['video/mp4', 'video/quicktime', 'video/x-m4v', 'video/3gpp', 'video/3gpp2', 'video/x-f4v'],
	matroska: ['video/x-matroska', 'video/webm'],
	avi: ['video/x-msvideo', 'video/avi', 'video/msvideo'],
	asf: ['video/x-ms-asf', 'video/x-ms-wmv'],
	flv: ['video/x-flv'],
	mpeg: ['video/mpeg', 'video/dvd', 'video/mp2p'],
}

/**
 * What the first bytes of a file are, whatever the upload says it is: one of spec 2 §5's video types,
 * else null. ISO media (mp4, m4v, mov, 3gp, f4v: an `ftyp` box, or an old QuickTime file's `moov`,
 * `mdat` or `wide` atom first), Matroska (mkv, webm: EBML 1A 45 DF A3), AVI (RIFF....AVI ), ASF (wmv:
 * 30 26 B2 75 8E 66 CF 11), FLV ("FLV" 01) and MPEG program or elementary streams (mpg, vob, mod:
 * 00 00 01 BA or B3). The type is the declared one when it names the same format (an .m4v stays
 * video/x-m4v), else the format's own (the ftyp brand tells mov and 3gp; the EBML doc type webm).
 */
export function sniffVideoType(head: Uint8Array, declared = ''): string | null {
	const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to))
	const starts = (...signature: number[]) => signature.every((byte, i) => head[i] === byte)
	let format: VideoFormat | null = null
	let own = ''
	const box = ascii(4, 8)
	if (head.length >= 12 && box === 'ftyp') {
		format = 'isoMedia'
		const brand = ascii(8, 12)
		own =
			brand === 'qt  '
				? 'video/quicktime'
				: brand.startsWith('3g2')
					? 'video/3gpp2'
					: brand.startsWith('3g')
						? 'video/3gpp'
						: brand === 'M4V '
							? 'video/x-m4v'
							: brand.startsWith('F4V')
								? 'video/x-f4v'
								: 'video/mp4'
	} else if (head.length >= 8 && ['moov', 'mdat', 'wide'].includes(box)) {
		format = 'isoMedia'
		own = 'video/quicktime'
	} else if (starts(0x1a, 0x45, 0xdf, 0xa3)) {
		format = 'matroska'
		own = ascii(4, Math.min(head.length, 64)).includes('webm') ? 'video/webm' : 'video/x-matroska'
	} else if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'AVI ') {
		format = 'avi'
	} else if (starts(0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11)) {
		format = 'asf'
	} else if (starts(0x46, 0x4c, 0x56, 0x01)) {
		format = 'flv'
	} else if (starts(0x00, 0x00, 0x01, 0xba) || starts(0x00, 0x00, 0x01, 0xb3)) {
		format = 'mpeg'
	}
	if (!format) return null
	const type = declared.split(';')[0]!.trim().toLowerCase()
	if (VIDEO_TYPES[format].includes(type)) return type
	return own || VIDEO_TYPES[format][0]!
}
