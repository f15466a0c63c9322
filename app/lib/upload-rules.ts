// What each kind of uploaded file may be (spec 1 §5 uploads and assignment form, spec 2 §5): checked in
// the browser on the file's name, type and size, and on the server also on what its first bytes are
// (uploads.server.ts sniffs them). Pure: the forms' schemas and the upload handling share it.
import { MAX_VIDEO_BYTES, MAX_VIDEO_MB } from '#server/shared/custom-training-limits.ts'
import { VIDEO_EXTENSIONS } from '#server/shared/video-types.ts'

export const UPLOAD_KINDS = ['pdf', 'video'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

export type UploadRule = {
	/** The file input's accept attribute. */
	accept: string
	extensions: readonly string[]
	mimeTypes: readonly string[]
	/** Spec 1 §9: the default upload limit is 7340032 bytes (7 MB). */
	maxBytes: number
	maxMb: number
}

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
	pdf: {
		accept: '.pdf,application/pdf',
		extensions: ['pdf'],
		mimeTypes: ['application/pdf'],
		maxBytes: 7_340_032,
		maxMb: 7,
	},
	// Spec 2 §5: the video types; the limit is the reference gateway's (the spec gives none for videos).
	video: {
		accept: VIDEO_EXTENSIONS.map((extension) => `.${extension}`).join(','),
		extensions: VIDEO_EXTENSIONS,
		mimeTypes: [],
		maxBytes: MAX_VIDEO_BYTES,
		maxMb: MAX_VIDEO_MB,
	},
}

/**
 * The request header naming a file sent as the request's whole body (URI-encoded: a header is ASCII). With
 * JavaScript a file goes that way to /resources/uploads/{kind}, so the server can stream it to disk.
 */
export const UPLOAD_NAME_HEADER = 'X-Upload-Name'

export function isUploadKind(value: unknown): value is UploadKind {
	return (UPLOAD_KINDS as readonly unknown[]).includes(value)
}

/**
 * What a form knows of a chosen file: in the browser its name, type and size; on the server also what its
 * bytes are (`sniffedType`, null for none of the kind's types). `stored` is a file already taken (uploaded
 * ahead with JavaScript): the server checked it then.
 */
export type FileFacts = { name: string; type: string; size: number; sniffedType?: string | null } | { stored: true }

export type UploadProblem = 'required' | 'type' | 'size'

/** The first rule a file breaks: none chosen, not of the kind (by its bytes where known, else by name and type), too large. */
export function uploadProblem(kind: UploadKind, facts: FileFacts | null): UploadProblem | null {
	if (!facts) return 'required'
	if ('stored' in facts) return null
	const rule = UPLOAD_RULES[kind]
	const extension = facts.name.split('.').pop()?.toLowerCase() ?? ''
	const typeOk =
		facts.sniffedType !== undefined
			? facts.sniffedType !== null
			: rule.extensions.includes(extension) || rule.mimeTypes.includes(facts.type)
	if (!typeOk) return 'type'
	if (facts.size > rule.maxBytes) return 'size'
	return null
}

/** The facts of a form value in the browser: a chosen File, an id of a file uploaded ahead, or nothing. */
export function browserFileFacts(value: unknown): FileFacts | null {
	if (typeof value === 'string') return value ? { stored: true } : null
	if (typeof File !== 'undefined' && value instanceof File) {
		// A file input left empty posts a nameless, empty file.
		if (value.size === 0 && !value.name) return null
		return { name: value.name, type: value.type, size: value.size }
	}
	return null
}
