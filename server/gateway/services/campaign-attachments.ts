import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { campaignAttachments } from '../db/schema.ts'
import { type Deps, type PagesBase, authenticateAdmin, companyScope, pagesLink } from '../lib/context.ts'
import { ApiError, errors, validationError } from '../lib/http.ts'
import { readBoundedBytes } from './company-settings.ts'
import type { Queryable } from '../db/types.ts'
import type { Hono } from 'hono'

// The PDF an admin attaches to a course campaign's assignment email (spec 1 §5 "Assignment form": 'Error.
// Please attach .pdf file', 'File size should be less than {n} MB'). Uploaded on its own (raw bytes, like
// the company logo), then named by the campaign it goes with; the email carries its address, so 50,000
// learners are not each sent 7 MB. The console's contract: app/gateway/courses.server.ts.

/** Spec 1 §9: max upload 7340032 bytes (7 MB). */
export const MAX_ATTACHMENT_BYTES = 7_340_032
export const ATTACHMENT_PATH = /^\/api\/v1\/course\/company\/[^/]+\/attachments$/
/** Where the files are served: under /__gateway/, on the console's own origin in embedded mode. */
export const ATTACHMENT_PAGE_PREFIX = '/__gateway/attachments/'
const FILE_NAME_MAX = 255

export const attachmentErrors = {
	tooLarge: () => new ApiError(413, 'attachment_too_large', 'File size should be less than 7 MB'),
	/** The type is read from the bytes (%PDF-), not from the name. */
	notPdf: () => new ApiError(415, 'attachment_content_type', 'Error. Please attach .pdf file'),
	empty: () => validationError([{ field: 'file', message: 'File is required' }]),
	/** A campaign naming an attachment that is not the company's (or does not exist). */
	unknown: () => validationError([{ field: 'attachmentId', message: 'File is required' }]),
}

/** Whether a request path is the attachment upload, which bounds its own body (app.ts's general limit is lower). */
export function isAttachmentUploadPath(path: string): boolean {
	return ATTACHMENT_PATH.test(path)
}

/** A PDF starts with "%PDF-" (ISO 32000: the header may follow up to 1 KB of junk; readers accept it; we do not). */
export function isPdf(bytes: Uint8Array): boolean {
	return [0x25, 0x50, 0x44, 0x46, 0x2d].every((byte, i) => bytes[i] === byte)
}

/** A name fit for a Content-Disposition header and an email: the base name, no control characters, ends in .pdf. */
function cleanFileName(raw: string | undefined): string {
	const base = (raw ?? '').split(/[\\/]/).pop() ?? ''

	const name = base
		.replace(/[\u0000-\u001f\u007f"]/g, '')
		.trim()
		.slice(0, FILE_NAME_MAX)
	if (!name) return 'attachment.pdf'
	return /\.pdf$/i.test(name) ? name : `${name}.pdf`
}

/** The address of an attachment the email links to, or null when the company has no such file. */
export async function attachmentLinkFor(deps: PagesBase, q: Queryable, companyId: string, attachmentId: string): Promise<string | null> {
	const [row] = await q
		.select({ id: campaignAttachments.id })
		.from(campaignAttachments)
		.where(and(eq(campaignAttachments.id, attachmentId), eq(campaignAttachments.companyId, companyId)))
		.limit(1)
	return row ? attachmentAddress(deps, row.id) : null
}

export function attachmentAddress(deps: PagesBase, id: string): string {
	return pagesLink(deps, `${ATTACHMENT_PAGE_PREFIX}${id}`)
}

export function registerCampaignAttachmentRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	// (ref) POST /api/v1/course/company/{companyId}/attachments?fileName=…: the PDF's bytes as the body;
	// reply { attachmentId, fileName, size }. Only admins of the company (staff any company).
	app.post('/api/v1/course/company/:id/attachments', async (c) => {
		const actor = await authenticateAdmin(c, deps, () => errors.forbidden('Only admins can attach files to a campaign.'))
		const company = await companyScope(deps, actor, c.req.param('id'))
		const bytes = await readBoundedBytes(c.req.raw, MAX_ATTACHMENT_BYTES, attachmentErrors.tooLarge)
		if (bytes.byteLength === 0) throw attachmentErrors.empty()
		if (!isPdf(bytes)) throw attachmentErrors.notPdf()
		const id = `att_${randomBytes(18).toString('base64url')}`
		const fileName = cleanFileName(c.req.query('fileName'))
		await db.insert(campaignAttachments).values({
			id,
			companyId: company.id,
			fileName,
			size: bytes.byteLength,
			bytes,
			createdBy: actor.userId,
			createdAt: deps.now(),
		})
		return c.json({ attachmentId: id, fileName, size: bytes.byteLength }, 201)
	})

	// The file itself, for the email's readers: public like the email link it is, its id unguessable;
	// always a download (never drawn on our origin), sandboxed and not sniffed.
	app.get(`${ATTACHMENT_PAGE_PREFIX}:id`, async (c) => {
		const [row] = await db
			.select({ fileName: campaignAttachments.fileName, bytes: campaignAttachments.bytes })
			.from(campaignAttachments)
			.where(eq(campaignAttachments.id, c.req.param('id')))
			.limit(1)
		if (!row) return c.body(null, 404, { 'Cache-Control': 'no-store' })
		return c.body(new Uint8Array(row.bytes), 200, {
			'Content-Type': 'application/pdf',
			'Content-Length': String(row.bytes.byteLength),
			'Content-Disposition': `attachment; filename="${row.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
			'Cache-Control': 'private, max-age=86400',
			'X-Content-Type-Options': 'nosniff',
			'Content-Security-Policy': "default-src 'none'; sandbox",
		})
	})
}
