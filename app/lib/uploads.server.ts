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
import { LazyFile } from '@remix-run/lazy-file'
import { getEnv } from '#app/env.server.ts'
import { markMalformedBody, MalformedFormData, MULTIPART_ALLOWANCE_BYTES } from '#server/shared/form-body.ts'
import { sniffVideoType, VIDEO_SNIFF_BYTES } from '#server/shared/video-types.ts'
import { UploadTooLarge } from './bounded-form-data.server.ts'
import { type FileFacts, UPLOAD_NAME_HEADER, UPLOAD_RULES, type UploadKind } from './upload-rules.ts'

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

/** What became of an uploaded file: the facts the form's schema judges, and the id of the kept file (null when refused). */
export type KeptFile = { facts: Exclude<FileFacts, { stored: true }>; id: string | null }

/**
 * Keeps an uploaded file when its bytes are of the kind and it is within the kind's size, and says what
 * it is either way.
 */
async function keep(owner: UploadOwner, kind: UploadKind, file: File): Promise<KeptFile> {
	const sniffedType = file.size > 0 ? await sniff(file, kind) : null
	const facts = { name: file.name, type: file.type, size: file.size, sniffedType }
	if (sniffedType === null || file.size > UPLOAD_RULES[kind].maxBytes) return { facts, id: null }
	const id = newId()
	await fileStorage().set(keyOf(owner, id), new File([file], cleanName(file.name), { type: sniffedType }))
	sweepStaleUploads()
	return { facts, id }
}

/**
 * A file sent as a request's whole body (with JavaScript: components/file-upload-field.tsx), its name in
 * UPLOAD_NAME_HEADER and its size in Content-Length. It goes to disk as it arrives and is never whole in
 * memory, unlike a multipart form's file (@remix-run/multipart-parser holds each part's bytes until the part
 * ends, 100 MB for a video). A file declared over the kind's size, or whose first bytes are not of the kind,
 * is refused before the rest is read. Null for a request that does not name its file or say its size.
 */
export async function keepRequestBody(request: Request, owner: UploadOwner, kind: UploadKind): Promise<KeptFile | null> {
	const size = Number(request.headers.get('Content-Length') ?? Number.NaN)
	const name = decodedName(request.headers.get(UPLOAD_NAME_HEADER))
	if (!Number.isSafeInteger(size) || size < 0 || name === null || !request.body) return null
	const declared = { name, type: request.headers.get('Content-Type') ?? '', size }
	// Judged on its name and size alone; the unread rest is drained by the HTTP layer after the answer.
	if (size > UPLOAD_RULES[kind].maxBytes) return { facts: declared, id: null }

	const reader = request.body.getReader()
	const head: Uint8Array[] = []
	let headBytes = 0
	while (headBytes < SNIFF_BYTES) {
		const { done, value } = await reader.read()
		if (done) break
		head.push(value)
		headBytes += value.byteLength
	}
	const sniffedType = headBytes > 0 ? SNIFFERS[kind](concat(head).subarray(0, SNIFF_BYTES), declared.type) : null
	const facts = { ...declared, sniffedType }
	if (sniffedType === null) {
		reader.releaseLock()
		return { facts, id: null }
	}
	const id = newId()
	const key = keyOf(owner, id)
	const file = new LazyFile({ byteLength: size, stream: () => exactly(size, head, reader) }, cleanName(name), { type: sniffedType })
	try {
		await fileStorage().set(key, file)
	} catch (error) {
		// The client went away mid-file (or the disk failed): nothing half-written stays.
		await Promise.resolve(fileStorage().remove(key)).catch(() => {})
		throw error
	}
	sweepStaleUploads()
	return { facts, id }
}

function decodedName(header: string | null): string | null {
	if (header === null) return null
	try {
		return decodeURIComponent(header)
	} catch {
		return null
	}
}

function concat(chunks: Uint8Array[]): Uint8Array {
	const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0))
	let offset = 0
	for (const chunk of chunks) {
		bytes.set(chunk, offset)
		offset += chunk.byteLength
	}
	return bytes
}

/** The chunks already read, then the rest of the reader's; an error unless they come to exactly `size` bytes. */
function exactly(
	size: number,
	head: Uint8Array[],
	reader: ReadableStreamDefaultReader<Uint8Array>,
): ReadableStream<Uint8Array<ArrayBuffer>> {
	let received = 0
	return new ReadableStream<Uint8Array<ArrayBuffer>>({
		async pull(controller) {
			const next = head.shift() ?? (await reader.read()).value
			if (next === undefined) {
				if (received === size) controller.close()
				else controller.error(new Error(`The upload ended after ${received} of ${size} bytes`))
				return
			}
			received += next.byteLength
			if (received > size) controller.error(new Error(`The upload is longer than its ${size} bytes`))
			// A request body's chunks are Node buffers, on an ArrayBuffer of their own.
			else controller.enqueue(next as Uint8Array<ArrayBuffer>)
		},
		cancel: (reason) => reader.cancel(reason),
	})
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
		const parse = largest > IN_MEMORY_PART_BYTES ? oneAtATime : (task: () => Promise<FormData>) => task()
		formData = await parse(() =>
			parseFormData(
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
			),
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

/**
 * A multipart form's file is held in memory until its part ends (see keepRequestBody). Forms whose file may
 * be larger than this (a video, without JavaScript) are parsed one at a time, so they cost one file's size in
 * memory at most; the next one's body waits unread meanwhile. With JavaScript a file goes as a body of its own.
 */
const IN_MEMORY_PART_BYTES = 16 * 1024 * 1024
let lastLargeForm: Promise<unknown> = Promise.resolve()

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
	const turn = lastLargeForm.then(task, task)
	lastLargeForm = turn.catch(() => {})
	return turn
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
