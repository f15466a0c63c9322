import { describe, expect, test } from 'vitest'
import { browserFileFacts, uploadProblem } from './upload-rules.ts'
import { SNIFFERS } from './uploads.server.ts'

describe('the PDF rule (spec 1 §5)', () => {
	const facts = (name: string, type: string, size: number, sniffedType?: string | null) => ({ name, type, size, sniffedType })

	test('in the browser, the name or the type says PDF, and at most 7 MB', () => {
		expect(uploadProblem('pdf', facts('policy.PDF', '', 1000))).toBeNull()
		expect(uploadProblem('pdf', facts('policy', 'application/pdf', 1000))).toBeNull()
		expect(uploadProblem('pdf', facts('policy.docx', 'application/msword', 1000))).toBe('type')
		expect(uploadProblem('pdf', facts('policy.pdf', 'application/pdf', 7_340_032))).toBeNull()
		expect(uploadProblem('pdf', facts('policy.pdf', 'application/pdf', 7_340_033))).toBe('size')
		expect(uploadProblem('pdf', null)).toBe('required')
	})

	test('on the server, the bytes decide whatever the name says', () => {
		expect(uploadProblem('pdf', facts('policy.pdf', 'application/pdf', 10, null))).toBe('type')
		expect(uploadProblem('pdf', facts('scan.bin', 'application/octet-stream', 10, 'application/pdf'))).toBeNull()
		expect(SNIFFERS.pdf(new TextEncoder().encode('%PDF-1.4'), '')).toBe('application/pdf')
		expect(SNIFFERS.pdf(new TextEncoder().encode('%PDX-1.4'), '')).toBeNull()
	})

	test('an empty file input is no file; an id of a file sent ahead is one', () => {
		expect(browserFileFacts(new File([], ''))).toBeNull()
		expect(browserFileFacts('')).toBeNull()
		expect(browserFileFacts('abc')).toEqual({ stored: true })
		expect(browserFileFacts(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toEqual({
			name: 'a.pdf',
			type: 'application/pdf',
			size: 1,
		})
	})
})

describe('the video rule (spec 2 §5)', () => {
	test('the spec’s extensions in the browser, at most 100 MB; an mp4’s ftyp box on the server', () => {
		for (const name of ['intro.mp4', 'intro.MOV', 'intro.webm', 'intro.3gp', 'intro.wmv']) {
			expect(uploadProblem('video', { name, type: '', size: 1000 }), name).toBeNull()
		}
		expect(uploadProblem('video', { name: 'intro.gif', type: 'image/gif', size: 1000 })).toBe('type')
		expect(uploadProblem('video', { name: 'intro.mp4', type: 'video/mp4', size: 100 * 1024 * 1024 + 1 })).toBe('size')
		const mp4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 0, 0])
		expect(SNIFFERS.video(mp4, 'video/mp4')).toBe('video/mp4')
		expect(SNIFFERS.video(new TextEncoder().encode('%PDF-1.4 not a video'), 'video/mp4')).toBeNull()
	})
})
