import { describe, expect, test } from 'vitest'
import { sniffVideoType } from '../../shared/video-types.ts'
import { byteRange } from './custom-training.ts'

const bytes = (...parts: (string | number[])[]) =>
	new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((ch) => ch.charCodeAt(0)) : part)))
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0])

describe('the type of a video read from its bytes', () => {
	test('every spec 2 §5 format is recognised, the ftyp brand telling mp4, mov, m4v, 3gp and f4v apart', () => {
		expect(sniffVideoType(ftyp('isom'))).toBe('video/mp4')
		expect(sniffVideoType(ftyp('mp42'))).toBe('video/mp4')
		expect(sniffVideoType(ftyp('qt  '))).toBe('video/quicktime')
		expect(sniffVideoType(ftyp('M4V '))).toBe('video/x-m4v')
		expect(sniffVideoType(ftyp('3gp5'))).toBe('video/3gpp')
		expect(sniffVideoType(ftyp('F4V '))).toBe('video/x-f4v')
		expect(sniffVideoType(bytes([0, 0, 0, 8], 'moov'))).toBe('video/quicktime')
		expect(sniffVideoType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe('video/webm')
		expect(sniffVideoType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toBe('video/x-matroska')
		expect(sniffVideoType(bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'))).toBe('video/x-msvideo')
		expect(sniffVideoType(bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9]))).toBe('video/x-ms-asf')
		expect(sniffVideoType(bytes('FLV', [1, 5, 0, 0, 0, 9]))).toBe('video/x-flv')
		expect(sniffVideoType(bytes([0, 0, 1, 0xba, 0x44]))).toBe('video/mpeg')
		expect(sniffVideoType(bytes([0, 0, 1, 0xb3, 0x14]))).toBe('video/mpeg')
	})

	test('the declared type is kept when it names the same format, never when it names another', () => {
		expect(sniffVideoType(bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]), 'video/x-ms-wmv')).toBe('video/x-ms-wmv')
		expect(sniffVideoType(ftyp('isom'), 'video/x-m4v; codecs="avc1"')).toBe('video/x-m4v')
		expect(sniffVideoType(ftyp('isom'), 'video/webm')).toBe('video/mp4')
		expect(sniffVideoType(ftyp('isom'), 'text/html')).toBe('video/mp4')
	})

	test('images, documents, text and a truncated header are not videos', () => {
		expect(sniffVideoType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'video/mp4')).toBeNull()
		expect(sniffVideoType(bytes('%PDF-1.7'), 'video/mp4')).toBeNull()
		expect(sniffVideoType(bytes('GIF89a'))).toBeNull()
		expect(sniffVideoType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull()
		expect(sniffVideoType(bytes([0, 0, 0, 0x18], 'ftyp'))).toBeNull()
		expect(sniffVideoType(new Uint8Array())).toBeNull()
	})
})

describe('a Range header', () => {
	test('one range of bytes, open-ended or a suffix, clipped to the file', () => {
		expect(byteRange('bytes=0-99', 1000)).toEqual([0, 99])
		expect(byteRange('bytes=500-', 1000)).toEqual([500, 999])
		expect(byteRange('bytes=-100', 1000)).toEqual([900, 999])
		expect(byteRange('bytes=-5000', 1000)).toEqual([0, 999])
		expect(byteRange('bytes=900-5000', 1000)).toEqual([900, 999])
	})

	test('none, several or a malformed one send the whole file; one past the end is unsatisfiable', () => {
		expect(byteRange(undefined, 1000)).toBeNull()
		expect(byteRange('bytes=0-1,5-6', 1000)).toBeNull()
		expect(byteRange('items=0-1', 1000)).toBeNull()
		expect(byteRange('bytes=-', 1000)).toBeNull()
		expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable')
		expect(byteRange('bytes=5-2', 1000)).toBe('unsatisfiable')
		expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable')
	})
})
