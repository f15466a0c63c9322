/**
 * Uploaded files on their way to the gateway. A form with a file is parsed as a stream
 * (@remix-run/form-data-parser): each file part is bounded while it arrives, its first bytes tell its
 * type, and a file that passes is kept on disk under DATA_DIR/upload-staging (@remix-run/file-storage) until
 * the action sends it on and lets it go. With JavaScript a file goes ahead on its own (the uploads
 * resource route, with a progress bar) and the form posts the id it got instead of the file.
 *
 * An id names a file of one user of one company: the storage key is built from the session's user and
 * company, so an id posted by anyone else finds nothing.
 */
import { randomBytes } from 'node:crypto'
import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { createFsFileStorage } from '@remix-run/file-storage/fs'
import {
	type FileUpload,
	FormDataParseError,
	MaxFileSizeExceededError,
	MaxTotalSizeExceededError,
	MultipartParseError,
	parseFormData,
} from '@remix-run/form-data-parser'
import { getEnv } from '#app/env.server.ts'
import { markMalformedBody, MalformedFormData, MULTIPART_ALLOWANCE_BYTES } from '#server/shared/form-body.ts'
import { sniffVideoType, VIDEO_SNIFF_BYTES } from '#server/shared/video-types.ts'
import { UploadTooLarge } from './bounded-form-data.server.ts'
import { type FileFacts, UPLOAD_RULES, type UploadKind } from './upload-rules.ts'

/** Whose files: the signed-in user of the session's company. */
export type UploadOwner = { userId: string; companyId: string }

export function uploadOwner(viewer: { user: { id: string }; company: { id: string } }): UploadOwner {
	return { userId: viewer.user.id, companyId: viewer.company.id }
}

/** A kept file, ready to send on (its bytes stream from disk). */
export type StoredUpload = { id: string; name: string; type: string; size: number; stream: () => ReadableStream<Uint8Array> }

/** Uploads not used within a day (a JavaScript upload whose form was never sent) are removed. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000
const SWEEP_EVERY_MS = 60 * 60 * 1000
const NAME_MAX = 255
/** As server/http/body-limits.ts's UPLOAD_BODY_LIMIT: the multipart allowance and 1 MB. */
const TOO_LARGE_MARGIN_BYTES = MULTIPART_ALLOWANCE_BYTES + 1024 * 1024

let storage: ReturnType<typeof createFsFileStorage> | null = null
let storageDir = ''
let lastSweep = 0

function uploadsDir() {
	return path.resolve(getEnv().DATA_DIR, 'upload-staging')
}

function fileStorage() {
	const dir = uploadsDir()
	if (!storage || storageDir !== dir) {
		storage = createFsFileStorage(dir)
		storageDir = dir
	}
	return storage
}

const keyOf = (owner: UploadOwner, id: string) => `${owner.companyId}/${owner.userId}/${id}`
const newId = () => randomBytes(18).toString('base64url')
const isId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{24}$/.test(value)

/** The base name without control characters, at most 255 characters. */
function cleanName(name: string): string {
	const base = name.split(/[\\/]/).pop() ?? ''

	return (
		base
			.replace(/[\u0000-\u001f\u007f]/g, '')
			.trim()
			.slice(0, NAME_MAX) || 'file'
	)
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte)

/** What a kind's file is by its first bytes (`declared`: the type the upload says), or null when it is none of the kind's types. */
export const SNIFFERS: Record<UploadKind, (start: Uint8Array, declared: string) => string | null> = {
	pdf: (start) => (startsWith(start, [0x25, 0x50, 0x44, 0x46, 0x2d]) ? 'application/pdf' : null),
	video: sniffVideoType,
}

/** How many leading bytes sniffing reads. */
const SNIFF_BYTES = Math.max(16, VIDEO_SNIFF_BYTES)

async function sniff(file: Blob, kind: UploadKind): Promise<string | null> {
	const start = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
	return SNIFFERS[kind](start, file.type)
}

/**
 * Keeps an uploaded file when its bytes are of the kind and it is within the kind's size, and says what
 * it is either way: the facts the form's schema judges, and the id of the kept file (null when refused).
 */
async function keep(owner: UploadOwner, kind: UploadKind, file: File): Promise<{ facts: FileFacts; id: string | null }> {
	const sniffedType = file.size > 0 ? await sniff(file, kind) : null
	const facts = { name: file.name, type: file.type, size: file.size, sniffedType }
	if (sniffedType === null || file.size > UPLOAD_RULES[kind].maxBytes) return { facts, id: null }
	const id = newId()
	await fileStorage().set(keyOf(owner, id), new File([file], cleanName(file.name), { type: sniffedType }))
	sweepStaleUploads()
	return { facts, id }
}

/** A kept file of the owner's, or null for an unknown (or someone else's) id. */
export async function getUpload(owner: UploadOwner, id: unknown): Promise<StoredUpload | null> {
	if (!isId(id)) return null
	const file = await fileStorage().get(keyOf(owner, id))
	if (!file) return null
	return { id, name: file.name, type: file.type, size: file.size, stream: () => file.stream() }
}

/** Lets a kept file go (sent on, or no longer wanted). */
export async function removeUpload(owner: UploadOwner, id: string): Promise<void> {
	if (isId(id)) await fileStorage().remove(keyOf(owner, id))
}

/** Thrown for a body that is not a form this reader takes (a client's mistake: 400). */
function malformed(request: Request, cause: unknown): never {
	markMalformedBody(request)
	throw new MalformedFormData(cause)
}

export type UploadForm = {
	formData: FormData
	/** What the form's file field holds: a file of this request, one uploaded ahead (an id), or nothing. */
	describe: (value: unknown) => Promise<FileFacts | null>
	/** The kept file a field's value names, or null. */
	take: (value: unknown) => Promise<StoredUpload | null>
}

/**
 * A multipart form whose `fileFields` carry files of the given kinds. Each such field's value becomes an
 * id (of a kept file, or of a refused one whose facts `describe` still gives); other files are not
 * read. A part larger than the kind's limit and a margin is cut off while it arrives (UploadTooLarge;
 * the HTTP layer bounds the whole body as well: server/http/body-limits.ts); a file a little too large
 * is still a form whose other fields come back with the size message.
 */
export async function readUploadForm(request: Request, owner: UploadOwner, fileFields: Record<string, UploadKind>): Promise<UploadForm> {
	const refused = new Map<string, FileFacts>()
	const kept = new Map<string, FileFacts>()
	const largest = Math.max(...Object.values(fileFields).map((kind) => UPLOAD_RULES[kind].maxBytes))
	let formData: FormData
	try {
		formData = await parseFormData(
			request,
			// Up to the HTTP layer's margin over the limit, so a file a little too large still comes with its form.
			{ maxFileSize: largest + TOO_LARGE_MARGIN_BYTES, maxFiles: Object.keys(fileFields).length },
			async (upload: FileUpload) => {
				const kind = fileFields[upload.fieldName]
				// A file input left empty posts a nameless, empty part: no file.
				if (!kind || (upload.size === 0 && !upload.name)) return null
				const { facts, id } = await keep(owner, kind, upload)
				const key = id ?? newId()
				;(id ? kept : refused).set(key, facts)
				return key
			},
		)
	} catch (error) {
		if (request.signal.aborted) throw error
		if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) throw new UploadTooLarge(largest)
		if (error instanceof FormDataParseError || error instanceof MultipartParseError) malformed(request, error)
		throw error
	}
	return {
		formData,
		async describe(value) {
			if (!isId(value)) return null
			return refused.get(value) ?? kept.get(value) ?? ((await getUpload(owner, value)) ? { stored: true } : null)
		},
		take: (value) => (refused.has(value as string) ? Promise.resolve(null) : getUpload(owner, value)),
	}
}

/** Once an hour at most, in the background: removes kept files older than a day. */
function sweepStaleUploads() {
	const now = Date.now()
	if (now - lastSweep < SWEEP_EVERY_MS) return
	lastSweep = now
	void removeOlderThan(uploadsDir(), now - STALE_AFTER_MS).catch((error) => console.error('[uploads] sweeping old uploads failed', error))
}

async function removeOlderThan(dir: string, before: number) {
	for (const sub of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
		if (!sub.isDirectory()) continue
		const subDir = path.join(dir, sub.name)
		for (const name of await readdir(subDir).catch(() => [])) {
			const file = path.join(subDir, name)
			const info = await stat(file).catch(() => null)
			if (info && info.mtimeMs < before) await rm(file, { force: true })
		}
	}
}
