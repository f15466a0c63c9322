import { describe, expect, test } from 'vitest'
import { CampaignAttachmentSchema, CourseCampaignCreatedSchema, type NewCourseCampaign } from '#app/gateway/courses.server.ts'
import { isAttachmentUploadPath } from '#server/gateway/services/campaign-attachments.ts'
import { CONSOLE_URL, SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

// A PDF attached to a course campaign's assignment email (spec 1 §5): uploaded on its own, named by the
// campaign, linked from every email, served as a download.

const { t, tokens } = useTestGateway({ signIn: ['acmeAdmin', 'acmeLearner', 'initechAdmin'] })
const C = SEED.companies
const U = SEED.users

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

function upload(
	token: string | undefined,
	companyId: string,
	bytes: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
	fileName = 'Policy.pdf',
) {
	return t.call('POST', `/api/v1/course/company/${companyId}/attachments`, {
		token,
		query: { fileName },
		file: { bytes, type: 'application/pdf' },
	})
}

const today = new Date().toISOString().slice(0, 10)
const campaign = (overrides: Partial<NewCourseCampaign> = {}): NewCourseCampaign => ({
	name: 'Ransomware with the policy',
	assignmentType: 'all',
	departmentIds: [],
	groupIds: [],
	daysToComplete: 14,
	startDate: today,
	notificationsEnabled: true,
	notificationSubject: 'Read the policy, then take the course',
	notificationMessage: '',
	attachmentLink: null,
	...overrides,
})
const start = (token: string, companyId: string, body: NewCourseCampaign) =>
	t.call('POST', `/api/v1/course/company/${companyId}/course/crs_ransomware/campaigns`, { token, body })

describe('a campaign’s PDF attachment', () => {
	test('an uploaded PDF goes with the campaign: every assignment email links it, and the link downloads it', async () => {
		const reply = await upload(tokens.acmeAdmin, C.acme, PDF, 'Acceptable use.pdf')
		expect(reply.status, JSON.stringify(reply.body)).toBe(201)
		const attachment = CampaignAttachmentSchema.parse(reply.body)
		expect(attachment).toEqual({ attachmentId: expect.stringMatching(/^att_/), fileName: 'Acceptable use.pdf', size: PDF.byteLength })

		const started = await start(tokens.acmeAdmin!, C.acme, campaign({ attachmentId: attachment.attachmentId }))
		expect(started.status, started.text).toBe(201)
		expect(CourseCampaignCreatedSchema.parse(started.body).status).toBe('IN_PROGRESS')
		const mail = await t.latestEmail(U.acmeLearner.email)
		const link = `${CONSOLE_URL}/__gateway/attachments/${attachment.attachmentId}`
		expect(mail!.text).toContain(`Attached file (PDF): ${link}`)

		const served = await t.gateway.fetch(new Request(link))
		expect(served.status).toBe(200)
		expect(served.headers.get('content-type')).toBe('application/pdf')
		expect(served.headers.get('content-disposition')).toContain('attachment; filename="Acceptable use.pdf"')
		expect(served.headers.get('x-content-type-options')).toBe('nosniff')
		expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF)
		expect((await t.gateway.fetch(new Request(`${CONSOLE_URL}/__gateway/attachments/att_unknown`))).status).toBe(404)
	})

	test('the type is read from the bytes: a PNG named .pdf is refused with the spec’s message', async () => {
		const reply = await upload(tokens.acmeAdmin, C.acme, PNG, 'not-really.pdf')
		expect(reply.status).toBe(415)
		expect(reply.body).toMatchObject({ code: 'attachment_content_type', message: 'Error. Please attach .pdf file' })
	})

	test('an empty file is no file', async () => {
		const reply = await upload(tokens.acmeAdmin, C.acme, new Uint8Array())
		expect(reply.status).toBe(422)
		expect(reply.body.validationResults).toEqual([{ field: 'file', message: 'File is required' }])
	})

	test('over 7 MB is refused by its declared size, and cut off when it streams past the limit', async () => {
		const declared = await upload(tokens.acmeAdmin, C.acme, new Uint8Array(7_340_033))
		expect(declared.status).toBe(413)
		expect(declared.body).toMatchObject({ code: 'attachment_too_large', message: 'File size should be less than 7 MB' })
		let sent = 0
		const endless = new ReadableStream<Uint8Array>({
			pull(controller) {
				sent += 1024 * 1024
				controller.enqueue(sent === 1024 * 1024 ? PDF : new Uint8Array(1024 * 1024))
				if (sent > 20 * 1024 * 1024) controller.close()
			},
		})
		const streamed = await upload(tokens.acmeAdmin, C.acme, endless)
		expect(streamed.status).toBe(413)
		expect(sent).toBeLessThan(10 * 1024 * 1024)
		expect(isAttachmentUploadPath(`/api/v1/course/company/${C.acme}/attachments`)).toBe(true)
	})

	test('a learner cannot upload, and one company cannot send another’s file', async () => {
		expect((await upload(tokens.acmeLearner, C.acme, PDF)).status).toBe(403)
		expect((await upload(undefined, C.acme, PDF)).status).toBe(401)
		expect((await upload(tokens.initechAdmin, C.acme, PDF)).status).toBe(403)
		const acmeFile = CampaignAttachmentSchema.parse((await upload(tokens.acmeAdmin, C.acme, PDF)).body)
		const reply = await t.call('POST', `/api/v1/course/company/${C.initech}/course/crs_ransomware/campaigns`, {
			token: tokens.initechAdmin,
			body: campaign({ attachmentId: acmeFile.attachmentId }),
		})
		expect(reply.status).toBe(422)
		expect(reply.body.validationResults).toEqual([{ field: 'attachmentId', message: 'File is required' }])
	})
})
