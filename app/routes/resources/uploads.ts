import { data } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { UploadTooLarge } from '#app/lib/bounded-form-data.server.ts'
import { isUploadKind, type UploadProblem, uploadProblem } from '#app/lib/upload-rules.ts'
import { keepRequestBody, readUploadForm, uploadOwner } from '#app/lib/uploads.server.ts'
import type { Route } from './+types/uploads'

/** What the browser's upload field reads (components/file-upload-field.tsx). */
export type UploadReply = { uploadId: string; name: string; size: number } | { problem: UploadProblem }

const STATUS: Record<UploadProblem, number> = { required: 400, type: 415, size: 413 }

/**
 * POST /resources/uploads/{kind}: with JavaScript, a form's file goes ahead on its own so the browser can
 * show its progress; the reply's id then goes with the form instead of the file (uploads.server.ts). The
 * file is the request's whole body, streamed to disk (components/file-upload-field.tsx sends it so); a
 * multipart form with a `file` field is taken as well. The same checks as a form's own file: the kind's
 * size, and its type read from the bytes.
 */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const kind = args.params.kind
	if (!isUploadKind(kind)) throw new Response('Not Found', { status: 404 })
	const reply = (body: UploadReply, status = 200) => data<UploadReply>(body, { status })
	const owner = uploadOwner(viewer)
	const refused = (problem: UploadProblem) => reply({ problem }, STATUS[problem])

	if (!/^multipart\/form-data\b/i.test(args.request.headers.get('Content-Type') ?? '')) {
		const kept = await keepRequestBody(args.request, owner, kind)
		if (!kept) throw new Response('Bad Request: send the file as the body, its name in the X-Upload-Name header.', { status: 400 })
		const problem = uploadProblem(kind, kept.facts)
		if (problem || !kept.id) return refused(problem ?? 'type')
		return reply({ uploadId: kept.id, name: kept.facts.name, size: kept.facts.size })
	}

	let form
	try {
		form = await readUploadForm(args.request, owner, { file: kind })
	} catch (error) {
		if (error instanceof UploadTooLarge) return refused('size')
		throw error
	}
	const value = form.formData.get('file')
	const problem = uploadProblem(kind, await form.describe(value))
	if (problem) return refused(problem)
	const upload = await form.take(value)
	if (!upload) return refused('required')
	return reply({ uploadId: upload.id, name: upload.name, size: upload.size })
}
