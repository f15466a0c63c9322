import { data } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { UploadTooLarge } from '#app/lib/bounded-form-data.server.ts'
import { isUploadKind, type UploadProblem, uploadProblem } from '#app/lib/upload-rules.ts'
import { readUploadForm, uploadOwner } from '#app/lib/uploads.server.ts'
import type { Route } from './+types/uploads'

/** What the browser's upload field reads (components/file-upload-field.tsx). */
export type UploadReply = { uploadId: string; name: string; size: number } | { problem: UploadProblem }

const STATUS: Record<UploadProblem, number> = { required: 400, type: 415, size: 413 }

/**
 * POST /resources/uploads/{kind}: with JavaScript, a form's file goes ahead on its own so the browser can
 * show its progress; the reply's id then goes with the form instead of the file (uploads.server.ts). The
 * same checks as a form's own file: the kind's size, and its type read from the bytes.
 */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const kind = args.params.kind
	if (!isUploadKind(kind)) throw new Response('Not Found', { status: 404 })
	const reply = (body: UploadReply, status = 200) => data<UploadReply>(body, { status })
	let form
	try {
		form = await readUploadForm(args.request, uploadOwner(viewer), { file: kind })
	} catch (error) {
		if (error instanceof UploadTooLarge) return reply({ problem: 'size' }, STATUS.size)
		throw error
	}
	const value = form.formData.get('file')
	const problem = uploadProblem(kind, await form.describe(value))
	if (problem) return reply({ problem }, STATUS[problem])
	const upload = await form.take(value)
	if (!upload) return reply({ problem: 'required' }, STATUS.required)
	return reply({ uploadId: upload.id, name: upload.name, size: upload.size })
}
