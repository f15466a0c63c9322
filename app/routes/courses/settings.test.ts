import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, test } from 'vitest'
import { outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action } from './settings.tsx'

const signedIn = useSignedInCookies(['admin', 'msp'])
const CREATE = `${GATEWAY}/api/v1/course/company/:companyId/course/:courseId/campaigns`
const today = new Date().toISOString().slice(0, 10)

const ATTACHMENTS = `${GATEWAY}/api/v1/course/company/:companyId/attachments`
const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%%EOF\n')
const pdf = (bytes: Uint8Array<ArrayBuffer> = PDF_BYTES, name = 'Policy.pdf', type = 'application/pdf') => new File([bytes], name, { type })

/** The form as a browser sends it with a file: multipart. */
function postMultipart(form: Record<string, string | string[] | File>, role = 'admin') {
	const body = new FormData()
	for (const [name, value] of Object.entries(form)) {
		for (const item of Array.isArray(value) ? value : [value]) body.append(name, item)
	}
	const args = routeArgs('/courses/crs_ransomware/settings', { cookie: signedIn[role] })
	const request = new Request(args.request.url, { method: 'POST', body, headers: args.request.headers })
	return outcome(() => action({ ...args, request, params: { courseId: 'crs_ransomware' } } as any)) as Promise<any>
}

function post(form: Record<string, string | string[]>, role = 'admin') {
	const body = new URLSearchParams()
	for (const [name, value] of Object.entries(form)) for (const item of Array.isArray(value) ? value : [value]) body.append(name, item)
	const args = routeArgs('/courses/crs_ransomware/settings', { cookie: signedIn[role] })
	const request = new Request(args.request.url, { method: 'POST', body, headers: args.request.headers })
	return outcome(() => action({ ...args, request, params: { courseId: 'crs_ransomware' } } as any)) as Promise<any>
}

const form = {
	name: 'Ransomware for Sales',
	assignmentType: 'departments',
	departmentIds: ['dep_sales', 'dep_hr'],
	groupIds: 'grp_remote',
	daysOption: 'custom',
	customDays: '21',
	startDate: today,
	notificationsEnabled: 'on',
	notificationSubject: 'New training: Ransomware',
	notificationMessage: 'Please take it this month.',
	attachmentLink: 'https://example.com/policy',
}

describe('Start Training: the action', () => {
	test('the campaign for the chosen departments only (a group ticked before switching type is not sent), then the statistics tab', async () => {
		viewerReplies()
		server.use(
			http.post(CREATE, () => HttpResponse.json({ campaignId: 'tcp_new', assignedUsers: 17, status: 'IN_PROGRESS' }, { status: 201 })),
		)
		const calls = recordGateway()
		const result = await post(form)
		expect(result.status).toBe(302)
		expect(result.headers.get('Location')).toBe('/courses/crs_ransomware/statistics')
		expect(calls).toEqual([
			{
				call: 'POST /api/v1/course/company/cmp_acme/course/crs_ransomware/campaigns',
				body: {
					name: 'Ransomware for Sales',
					assignmentType: 'departments',
					departmentIds: ['dep_sales', 'dep_hr'],
					groupIds: [],
					daysToComplete: 21,
					startDate: today,
					notificationsEnabled: true,
					notificationSubject: 'New training: Ransomware',
					notificationMessage: 'Please take it this month.',
					attachmentLink: 'https://example.com/policy',
					attachmentId: null,
				},
			},
		])
	})

	test('a bad form is sent back with its messages and what was typed; nothing reaches the gateway', async () => {
		viewerReplies()
		const calls = recordGateway()
		const result = await post({ ...form, departmentIds: [], customDays: '2.5' })
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toMatchObject({
			targets: ['learning:assign.errors.selectOne'],
			customDays: ['learning:assign.errors.daysInteger'],
		})
		expect(result.data.result.initialValue).toMatchObject({ name: 'Ransomware for Sales', customDays: '2.5' })
		expect(calls).toEqual([])
	})

	test("the gateway's refusal is shown on the form, which keeps what was typed", async () => {
		viewerReplies()
		server.use(http.post(CREATE, () => gatewayError(409, 'course_draft', 'A draft training cannot be started.')))
		const result = await post(form)
		expect(result.init.status).toBe(400)
		expect(result.data.failure).toEqual({ message: 'A draft training cannot be started.', raw: true })
		expect(result.data.result.initialValue).toMatchObject({ name: 'Ransomware for Sales' })
	})

	test('an MSP user, who has no users pages, cannot start a course for the company', async () => {
		viewerReplies(authUser({ role: 'msp' }))
		const calls = recordGateway()
		const result = await post(form, 'msp')
		expect(result.status).toBe(403)
		expect(calls).toEqual([])
	})
})

describe('Start Training with a PDF attached (spec 1 §5)', () => {
	const created = () =>
		http.post(CREATE, () => HttpResponse.json({ campaignId: 'tcp_new', assignedUsers: 17, status: 'IN_PROGRESS' }, { status: 201 }))
	let received: Uint8Array[] = []
	const attached = () =>
		http.post(ATTACHMENTS, async ({ request }) => {
			received.push(new Uint8Array(await request.arrayBuffer()))
			return HttpResponse.json({ attachmentId: 'att_1', fileName: 'Policy.pdf', size: 16 }, { status: 201 })
		})
	beforeEach(() => {
		received = []
	})

	test('the PDF goes to the gateway first, its bytes as they were sent, and the campaign names it', async () => {
		viewerReplies()
		server.use(created(), attached())
		const calls = recordGateway()
		const result = await postMultipart({ ...form, attachPdf: 'on', attachmentPdf: pdf() })
		expect(result.status).toBe(302)
		expect(calls.map((c) => c.call)).toEqual([
			'POST /api/v1/course/company/cmp_acme/attachments?fileName=Policy.pdf',
			'POST /api/v1/course/company/cmp_acme/course/crs_ransomware/campaigns',
		])
		expect(calls[0]!.body).toEqual({ contentType: 'application/pdf' })
		expect(received).toEqual([PDF_BYTES])
		expect(calls[1]!.body).toMatchObject({ attachmentId: 'att_1', attachmentLink: 'https://example.com/policy' })
	})

	test('a PDF chosen but the box left unticked is not sent', async () => {
		viewerReplies()
		server.use(created())
		const calls = recordGateway()
		const result = await postMultipart({ ...form, attachmentPdf: pdf() })
		expect(result.status).toBe(302)
		expect(calls.map((c) => c.call)).toEqual(['POST /api/v1/course/company/cmp_acme/course/crs_ransomware/campaigns'])
		expect(calls[0]!.body).toMatchObject({ attachmentId: null })
	})

	test.each([
		[
			'a PNG named .pdf (the bytes decide)',
			{ attachmentPdf: pdf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]), 'scan.pdf') },
			'learning:assign.errors.pdfType',
		],
		[
			'a Word file',
			{ attachmentPdf: pdf(new TextEncoder().encode('PK\u0003\u0004'), 'policy.docx', 'application/msword') },
			'learning:assign.errors.pdfType',
		],
		[
			'a PDF over 7 MB',
			{
				attachmentPdf: pdf(new Uint8Array(7_340_033).fill(0x25, 0, 1).fill(0x50, 1, 2).fill(0x44, 2, 3).fill(0x46, 3, 4).fill(0x2d, 4, 5)),
			},
			'learning:assign.errors.pdfSize',
		],
		['no file', {}, 'learning:assign.errors.fileRequired'],
	])('%s is refused with the spec’s message, what was typed kept, nothing sent', async (_, file, message) => {
		viewerReplies()
		const calls = recordGateway()
		const result = await postMultipart({ ...form, attachPdf: 'on', ...file })
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toEqual({ attachmentPdf: [message] })
		expect(result.data.result.initialValue).toMatchObject({ name: 'Ransomware for Sales', customDays: '21' })
		expect(calls).toEqual([])
	})

	test('a good PDF with a bad field is kept: the next submit sends its id, and the kept file goes to the gateway', async () => {
		viewerReplies()
		const calls = recordGateway()
		const first = await postMultipart({ ...form, customDays: 'abc', attachPdf: 'on', attachmentPdf: pdf() })
		expect(first.init.status).toBe(400)
		expect(first.data.result.error).toEqual({ customDays: ['learning:assign.errors.daysNumber'] })
		const kept = first.data.keptPdf
		expect(kept).toEqual({ uploadId: expect.stringMatching(/^[\w-]{24}$/), name: 'Policy.pdf', size: PDF_BYTES.byteLength })
		expect(calls).toEqual([])

		viewerReplies()
		server.use(created(), attached())
		const second = await postMultipart({ ...form, attachPdf: 'on', attachmentPdf: kept.uploadId })
		expect(second.status).toBe(302)
		expect(calls[0]).toEqual({
			call: 'POST /api/v1/course/company/cmp_acme/attachments?fileName=Policy.pdf',
			body: { contentType: 'application/pdf' },
		})
		expect(received).toEqual([PDF_BYTES])
		// Sent on, it is let go: the same id again is no file.
		viewerReplies()
		const third = await postMultipart({ ...form, attachPdf: 'on', attachmentPdf: kept.uploadId })
		expect(third.data.result.error).toEqual({ attachmentPdf: ['learning:assign.errors.fileRequired'] })
	})

	test('an id of another user’s file is no file', async () => {
		viewerReplies()
		const first = await postMultipart({ ...form, customDays: 'abc', attachPdf: 'on', attachmentPdf: pdf() })
		const id = first.data.keptPdf.uploadId
		viewerReplies(authUser({ id: 'usr_someone_else' }))
		const calls = recordGateway()
		const result = await postMultipart({ ...form, attachPdf: 'on', attachmentPdf: id })
		expect(result.data.result.error).toEqual({ attachmentPdf: ['learning:assign.errors.fileRequired'] })
		expect(calls).toEqual([])
	})

	test('the gateway refusing the bytes shows its message on the field', async () => {
		viewerReplies()
		server.use(http.post(ATTACHMENTS, () => gatewayError(415, 'attachment_content_type', 'Error. Please attach .pdf file')))
		const result = await postMultipart({ ...form, attachPdf: 'on', attachmentPdf: pdf() })
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toEqual({ attachmentPdf: ['learning:assign.errors.pdfType'] })
	})
})
