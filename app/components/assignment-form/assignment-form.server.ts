import { data } from 'react-router'
import { type UiMessage } from '#app/components/form-errors.ts'
import { ATTACHMENT_ERROR, uploadCampaignAttachment } from '#app/gateway/courses.server.ts'
import { hasErrorCode } from '#app/gateway/errors.ts'
import { listAllNamed } from '#app/gateway/users.server.ts'
import { textKey } from '#app/i18n/keys.ts'
import { UploadTooLarge } from '#app/lib/bounded-form-data.server.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle } from '#app/lib/gateway-results.server.ts'
import { readUploadForm, removeUpload, type StoredUpload, type UploadOwner, uploadOwner } from '#app/lib/uploads.server.ts'
import { PDF_FIELD, type PdfRule } from './assignment-options.ts'
import { assignmentFormSchema } from './assignment-schema.ts'

// The server's half of the assignment form (spec 1 §5), shared by a course's settings tab and a policy's
// assignment: the departments and groups to choose from, and reading the multipart form with its PDF
// (kept on disk while the form is checked, sent to the gateway's campaign attachments, then forgotten).

type Viewer = { token: string; user: { id: string }; company: { id: string } }

/** The company's departments and groups the form lists (by id and name), and a failure to read them. */
export async function loadAssignmentTargets(request: Request, viewer: Viewer) {
	const [departments, groups] = await Promise.all([
		settle(request, () => listAllNamed(viewer.token, viewer.company.id, 'departments')),
		settle(request, () => listAllNamed(viewer.token, viewer.company.id, 'groups')),
	])
	const options = (list: typeof departments) => (list.ok ? list.value.map(({ id, name }) => ({ id, name })) : [])
	return {
		departments: options(departments),
		groups: options(groups),
		failure: [departments, groups].find((r) => !r.ok)?.failure ?? null,
	}
}

export type KeptPdf = { uploadId: string; name: string; size: number }

/** What an action answers a failed submit with: the form's messages, a gateway failure, the PDF kept. */
export type AssignmentReply = {
	result: ReturnType<ReturnType<typeof parseSubmission>['reply']>
	failure?: UiMessage
	/** The PDF of a submit that failed on something else: kept, so it stays attached. */
	keptPdf?: KeptPdf | null
}

export type AssignmentSubmission =
	| { ok: false; response: ReturnType<typeof data<AssignmentReply>> }
	| {
			ok: true
			owner: UploadOwner
			formData: FormData
			submission: Extract<ReturnType<typeof parseSubmission<ReturnType<typeof assignmentFormSchema>>>, { status: 'success' }>
			/** The PDF to send, or null (an optional one not attached). */
			pdf: StoredUpload | null
			keptPdf: KeptPdf | null
	  }

/**
 * Reads the assignment form (multipart, its PDF bounded while it arrives) and checks it with the shared
 * schema. A bad form comes back as the response to return (400 with its messages and the PDF kept; 413
 * when the PDF is far too large).
 */
export async function readAssignmentSubmission(request: Request, viewer: Viewer, pdfRule: PdfRule): Promise<AssignmentSubmission> {
	const owner = uploadOwner(viewer)
	let form
	try {
		form = await readUploadForm(request, owner, { [PDF_FIELD]: 'pdf' })
	} catch (error) {
		if (!(error instanceof UploadTooLarge)) throw error
		const result = { status: 'error' as const, error: { [PDF_FIELD]: [textKey('learning:assign.errors.pdfSize')] } }
		return { ok: false, response: data<AssignmentReply>({ result }, { status: 413 }) }
	}
	const pdfValue = form.formData.get(PDF_FIELD)
	const pdfFacts = await form.describe(pdfValue)
	const submission = parseSubmission(
		form.formData,
		assignmentFormSchema(undefined, () => pdfFacts, pdfRule),
	)
	const wantsPdf = pdfRule === 'required' || submission.status !== 'success' || submission.value.attachPdf
	const pdf = wantsPdf ? await form.take(pdfValue) : null
	const keptPdf = pdf ? { uploadId: pdf.id, name: pdf.name, size: pdf.size } : null
	if (submission.status !== 'success') {
		return { ok: false, response: data<AssignmentReply>({ result: submission.reply(), keptPdf }, { status: 400 }) }
	}
	return { ok: true, owner, formData: form.formData, submission, pdf, keptPdf }
}

/** Sends the kept PDF to the gateway (a campaign attachment of the company's): its id. */
export async function sendAssignmentPdf(viewer: Viewer, pdf: StoredUpload): Promise<string> {
	const reply = await uploadCampaignAttachment(viewer.token, viewer.company.id, pdf.name, {
		stream: pdf.stream(),
		size: pdf.size,
		type: pdf.type,
	})
	return reply.attachmentId
}

/** The PDF field's message when the gateway refused the file itself (its bytes are not a PDF's, or too many), else null. */
export function refusedPdfMessage(error: unknown): string | null {
	if (hasErrorCode(error, ATTACHMENT_ERROR.contentType)) return textKey('learning:assign.errors.pdfType')
	if (hasErrorCode(error, ATTACHMENT_ERROR.tooLarge)) return textKey('learning:assign.errors.pdfSize')
	return null
}

/** The kept PDF is gone from the disk once the write it was for succeeded. */
export async function forgetAssignmentPdf(owner: UploadOwner, pdf: StoredUpload | null): Promise<void> {
	if (pdf) await removeUpload(owner, pdf.id)
}
