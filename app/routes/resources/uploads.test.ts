import { describe, expect, test } from 'vitest'
import { UPLOAD_NAME_HEADER } from '#app/lib/upload-rules.ts'
import { getUpload } from '#app/lib/uploads.server.ts'
import { outcome, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser } from '#tests/mocks/gateway.ts'
import { action } from './uploads.ts'

const signedIn = useSignedInCookies(['admin', 'msp'])
const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%%EOF\n')

function upload(kind: string, file: File | null, role = 'admin') {
	const body = new FormData()
	if (file) body.append('file', file)
	const args = routeArgs(`/resources/uploads/${kind}`, { cookie: signedIn[role] })
	const request = new Request(args.request.url, { method: 'POST', body, headers: args.request.headers })
	return outcome(() => action({ ...args, request, params: { kind } } as any)) as Promise<any>
}

/** As the browser's upload field sends a file: the whole body, its name in a header. */
function send(kind: string, bytes: Uint8Array<ArrayBuffer>, name: string | null) {
	const args = routeArgs(`/resources/uploads/${kind}`, { cookie: signedIn.admin })
	const headers = new Headers(args.request.headers)
	headers.set('Content-Type', 'application/octet-stream')
	if (name !== null) headers.set(UPLOAD_NAME_HEADER, encodeURIComponent(name))
	headers.set('Content-Length', String(bytes.byteLength))
	const request = new Request(args.request.url, { method: 'POST', body: bytes, headers })
	return outcome(() => action({ ...args, request, params: { kind } } as any)) as Promise<any>
}

describe('a file sent ahead of its form (JavaScript, with progress)', () => {
	test('a PDF is kept for the signed-in admin: its id, name and size come back', async () => {
		viewerReplies()
		const result = await upload('pdf', new File([PDF_BYTES], 'Policy.pdf', { type: 'application/pdf' }))
		expect(result.init?.status ?? 200).toBe(200)
		expect(result.data).toEqual({ uploadId: expect.stringMatching(/^[\w-]{24}$/), name: 'Policy.pdf', size: PDF_BYTES.byteLength })
		const kept = await getUpload({ userId: authUser().id, companyId: 'cmp_acme' }, result.data.uploadId)
		expect(kept).toMatchObject({ name: 'Policy.pdf', type: 'application/pdf', size: PDF_BYTES.byteLength })
		expect(await getUpload({ userId: 'usr_other', companyId: 'cmp_acme' }, result.data.uploadId)).toBeNull()
	})

	test.each([
		['a PNG named .pdf', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'scan.pdf'), 415, 'type'],
		['a PDF over 7 MB', new File([PDF_BYTES, new Uint8Array(7_340_032)], 'big.pdf'), 413, 'size'],
		['no file', null, 400, 'required'],
	])('%s is refused (%s) and not kept', async (_, file, status, problem) => {
		viewerReplies()
		const result = await upload('pdf', file)
		expect(result.init.status).toBe(status)
		expect(result.data).toEqual({ problem })
	})

	test('an unknown kind is not found; an MSP user, who cannot start courses, may not upload', async () => {
		viewerReplies()
		expect((await upload('exe', new File([PDF_BYTES], 'a.pdf'))).status).toBe(404)
		viewerReplies(authUser({ role: 'msp' }))
		expect((await upload('pdf', new File([PDF_BYTES], 'a.pdf'), 'msp')).status).toBe(403)
	})

	test('sent as the whole body, a PDF is kept under its name; other bytes are refused', async () => {
		viewerReplies()
		const result = await send('pdf', PDF_BYTES, 'Plan für 2027.pdf')
		expect(result.data).toEqual({ uploadId: expect.stringMatching(/^[\w-]{24}$/), name: 'Plan für 2027.pdf', size: PDF_BYTES.byteLength })
		expect(await getUpload({ userId: authUser().id, companyId: 'cmp_acme' }, result.data.uploadId)).toMatchObject({
			type: 'application/pdf',
		})
		viewerReplies()
		const png = await send('pdf', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'scan.pdf')
		expect([png.init.status, png.data]).toEqual([415, { problem: 'type' }])
		viewerReplies()
		const empty = await send('pdf', new Uint8Array(0), 'empty.pdf')
		expect([empty.init.status, empty.data]).toEqual([415, { problem: 'type' }])
		viewerReplies()
		expect((await send('pdf', PDF_BYTES, null)).status).toBe(400)
	})
})
