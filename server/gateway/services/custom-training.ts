import { randomBytes } from 'node:crypto'
import { constants, createReadStream } from 'node:fs'
import { type FileHandle, copyFile, mkdir, mkdtemp, open, readdir, rm, stat, unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm'
import { z } from 'zod'
import {
	ANSWER_MAX,
	CUSTOM_TRAINING_DESCRIPTION_MAX,
	CUSTOM_TRAINING_NAME_MAX,
	MAX_CHAPTER_MINUTES,
	MAX_QUIZ_QUESTIONS,
	MAX_VIDEO_BYTES,
	MAX_VIDEO_MB,
	QUESTION_MAX,
} from '../../shared/custom-training-limits.ts'
import { VIDEO_EXTENSIONS, VIDEO_SNIFF_BYTES, sniffVideoType } from '../../shared/video-types.ts'
import {
	courseChapters,
	courseSections,
	customTrainingQuestions,
	customTrainingVideos,
	trainingCampaigns,
	trainingCourses,
} from '../db/schema.ts'
import { type Deps, authenticate, companyScope, pagesLink, type GatewayConfig } from '../lib/context.ts'
import { ApiError, errors, noContent, readBody, validationError } from '../lib/http.ts'
import { CAMPAIGN_STATUS } from '../lib/training.ts'
import { LANGUAGE_CODES } from './company-settings.ts'
import { courseErrors, nextCustomTrainingOrder } from './courses.ts'
import type { Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

// The custom-training builder (spec 2 §4 "Custom training": a draft, then published; topics, chapters
// and quizzes added, renamed, reordered, deleted; a video uploaded per video chapter. §5: quiz import
// columns and video upload types. §6: partners create them). Topics are the course's sections. Every
// call acts on a custom training of the company of the path (custom_training_company_id, not deleted);
// any other course is 404. Spec 2 §7 shows publish (services/courses.ts) and disable_custom_training;
// the other paths are this gateway's (ref). The console's contract: app/gateway/custom-training.server.ts.
//
// Every write of a course's outline is one transaction that first locks the course row, so two
// builders moving chapters at once are applied one after the other, and it ends by writing the
// course's total_chapters, total_quizzes and total_time_in_minutes from its chapters (the library
// reads them from the row). These are writes like any other: on PGlite deps.writes moves, so kept
// reads (the campaign counts of courses.ts) read again.

const BASE = '/api/v1/custom-training/:id'
const COURSE = `${BASE}/course/:courseId`

/** Where the videos are served: under /__gateway/, on the console's own origin in embedded mode. */
export const VIDEO_PAGE_PREFIX = '/__gateway/custom-training-videos/'
const VIDEO_UPLOAD_PATH = /^\/api\/v1\/custom-training\/[^/]+\/course\/[^/]+\/chapters\/[^/]+\/video$/
const VIDEO_ID = /^vid_[A-Za-z0-9_-]{24}$/

/** Whether a request path is the video upload, which bounds its own body at MAX_VIDEO_BYTES (app.ts's general limit is lower). */
export function isVideoUploadPath(path: string): boolean {
	return VIDEO_UPLOAD_PATH.test(path)
}

/** The duration a new chapter gets when none is given. */
export const DEFAULT_CHAPTER_MINUTES = { video: 5, quiz: 5, reading: 3 } as const
export const CHAPTER_KINDS = ['video', 'quiz', 'reading'] as const

const REQUIRED = 'Field is required'
const NAME_TOO_LONG = `The name can have at most ${CUSTOM_TRAINING_NAME_MAX} characters.`
const CORRECT_ANSWER = 'The correct answer is a number from 1 to 4.'

export const customTrainingErrors = {
	notPartner: () => errors.forbidden('Only partners can create custom trainings.'),
	sectionNotFound: () => errors.notFound('Topic not found'),
	chapterNotFound: () => errors.notFound('Chapter not found'),
	notQuiz: () => errors.conflict('chapter_not_quiz', 'Only a quiz chapter has questions.'),
	notVideo: () => errors.conflict('chapter_not_video', 'Only a video chapter has a video.'),
	/** Spec 2 §5 size message. */
	videoTooLarge: () => new ApiError(413, 'video_too_large', `File size should be less than ${MAX_VIDEO_MB} MB`),
	/** Spec 2 §5 content-type message; the type is read from the bytes. */
	videoContentType: () => new ApiError(415, 'video_content_type', `File should be of allowed content type: ${VIDEO_EXTENSIONS.join(', ')}`),
	videoEmpty: () => validationError([{ field: 'video', message: 'File is required' }]),
	/** A training whose campaign (the company's, or a customer's it was shared with) has not ended is not deleted. */
	runningCampaign: () =>
		errors.conflict('training_has_running_campaign', 'This training has a running campaign. End it before deleting the training.'),
}

const name = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(CUSTOM_TRAINING_NAME_MAX, NAME_TOO_LONG)
const description = z
	.string()
	.trim()
	.max(CUSTOM_TRAINING_DESCRIPTION_MAX, `The description can have at most ${CUSTOM_TRAINING_DESCRIPTION_MAX} characters.`)
const minutes = z
	.number({ error: 'The duration is a number of minutes.' })
	.int('The duration is a whole number of minutes.')
	.min(0, 'Value must be greater than or equal to 0.')
	.max(MAX_CHAPTER_MINUTES, `Value must be less than or equal to ${MAX_CHAPTER_MINUTES}.`)
const position = z
	.number({ error: 'The position is a number.' })
	.int('The position is a whole number.')
	.min(0, 'Value must be greater than or equal to 0.')
const id = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200)

const NewCourseBody = z.object({
	name,
	description: description.optional().default(''),
	language: z.enum(LANGUAGE_CODES, { error: `The language is one of ${LANGUAGE_CODES.join(', ')}.` }),
})
const CourseUpdateBody = z.object({ name: name.optional(), description: description.optional() })
/** Spec 2 §7 "disable_custom_training (course_id, active)". */
const ActiveBody = z.object({ course_id: id, active: z.boolean({ error: 'active is true or false.' }) })
const SectionBody = z.object({ name })
const MoveSectionBody = z.object({ position })
const NewChapterBody = z.object({
	name,
	kind: z.enum(CHAPTER_KINDS, { error: 'The kind is video, quiz or reading.' }),
	durationMinutes: minutes.optional(),
})
const ChapterUpdateBody = z.object({ name: name.optional(), durationMinutes: minutes.optional() })
const MoveChapterBody = z.object({ sectionId: id, position })

/** Spec 2 §5 "Question, Answer 1 to 4, Correct Answer Number": one question; blank answers are ''. */
const QuestionBody = z
	.object({
		question: z
			.string({ error: REQUIRED })
			.trim()
			.min(1, REQUIRED)
			.max(QUESTION_MAX, `A question can have at most ${QUESTION_MAX} characters.`),
		answers: z
			.array(z.string({ error: 'An answer is text.' }).trim().max(ANSWER_MAX, `An answer can have at most ${ANSWER_MAX} characters.`), {
				error: 'The answers are a list of 2 to 4 texts.',
			})
			.min(2, 'At least two answers are required.')
			.max(4, 'At most four answers.'),
		correctAnswer: z.number({ error: CORRECT_ANSWER }).int(CORRECT_ANSWER).min(1, CORRECT_ANSWER).max(4, CORRECT_ANSWER),
	})
	.superRefine((q, ctx) => {
		if (q.answers.filter((answer) => answer !== '').length < 2) {
			ctx.addIssue({ code: 'custom', path: ['answers'], message: 'At least two answers are required.' })
		}
		if ((q.answers[q.correctAnswer - 1] ?? '') === '') {
			ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: 'The correct answer must point to a non-empty answer.' })
		}
	})
const QuestionsBody = z.object({
	questions: z
		.array(QuestionBody, { error: 'The questions are a list.' })
		.max(MAX_QUIZ_QUESTIONS, `A quiz can have at most ${MAX_QUIZ_QUESTIONS} questions.`),
})

type CourseRow = typeof trainingCourses.$inferSelect

/** A custom training of the company (not deleted), or the 404; locked for the transaction with `lock`. */
async function ownCourse(q: Queryable, companyId: string, courseId: string, lock = false): Promise<CourseRow> {
	const query = q
		.select()
		.from(trainingCourses)
		.where(
			and(eq(trainingCourses.id, courseId), eq(trainingCourses.customTrainingCompanyId, companyId), eq(trainingCourses.deleted, false)),
		)
		.limit(1)
	const [row] = lock ? await query.for('update') : await query
	if (!row) throw courseErrors.notFound()
	return row
}

async function ownSection(q: Queryable, courseId: string, sectionId: string) {
	const [row] = await q
		.select()
		.from(courseSections)
		.where(and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId)))
		.limit(1)
	if (!row) throw customTrainingErrors.sectionNotFound()
	return row
}

async function ownChapter(q: Queryable, courseId: string, chapterId: string) {
	const [row] = await q
		.select()
		.from(courseChapters)
		.where(and(eq(courseChapters.id, chapterId), eq(courseChapters.courseId, courseId)))
		.limit(1)
	if (!row) throw customTrainingErrors.chapterNotFound()
	return row
}

/** The course's totals written from its chapters (the library and campaigns read them from the row). */
async function writeTotals(q: Queryable, courseId: string) {
	const chapters = await q
		.select({ kind: courseChapters.kind, durationMinutes: courseChapters.durationMinutes })
		.from(courseChapters)
		.where(eq(courseChapters.courseId, courseId))
	await q
		.update(trainingCourses)
		.set({
			totalChapters: chapters.length,
			totalQuizzes: chapters.filter((ch) => ch.kind === 'quiz').length,
			totalTimeInMinutes: chapters.reduce((sum, ch) => sum + ch.durationMinutes, 0),
		})
		.where(eq(trainingCourses.id, courseId))
}

/** Rows in their new order, numbered 1, 2, 3 … as the seed numbers them: only the rows whose number changes are written. */
async function renumber(q: Queryable, table: typeof courseSections | typeof courseChapters, rows: { id: string; order: number }[]) {
	for (const [i, row] of rows.entries()) {
		if (row.order !== i + 1)
			await q
				.update(table)
				.set({ order: i + 1 })
				.where(eq(table.id, row.id))
	}
}

/** `list` without `item`, then `item` at `position` (0-based; past the end: last). */
function placed<T extends { id: string }>(list: T[], item: T, position: number): T[] {
	const rest = list.filter((row) => row.id !== item.id)
	rest.splice(Math.min(position, rest.length), 0, item)
	return rest
}

function sectionsOf(q: Queryable, courseId: string) {
	return q
		.select({ id: courseSections.id, order: courseSections.order })
		.from(courseSections)
		.where(eq(courseSections.courseId, courseId))
		.orderBy(asc(courseSections.order), asc(courseSections.id))
}

function chaptersOf(q: Queryable, sectionId: string) {
	return q
		.select({ id: courseChapters.id, order: courseChapters.order })
		.from(courseChapters)
		.where(eq(courseChapters.sectionId, sectionId))
		.orderBy(asc(courseChapters.order), asc(courseChapters.id))
}

// ─── Video files ───

type VideoFiles = {
	/** The folder the files are in (created on first use). */
	folder(): Promise<string>
	/** Removes the files of these video ids; a file already gone is no error. */
	remove(ids: string[]): Promise<void>
	/** A new file `to` with the bytes of `from` (a reflink where the filesystem has them); `to` must not exist. */
	copy(from: string, to: string): Promise<void>
	close(): Promise<void>
}

/** One VideoFiles per gateway (its config object): the builder, the clone (courses.ts) and the sweep share the folder. */
const videoFilesByConfig = new WeakMap<object, VideoFiles>()

function videoFilesOf(deps: Pick<Deps, 'config'>): VideoFiles {
	let files = videoFilesByConfig.get(deps.config)
	if (!files) videoFilesByConfig.set(deps.config, (files = videoFiles(deps.config)))
	return files
}

/** GatewayConfig.filesDir/custom-training-videos, or a temporary folder removed on close. */
function videoFiles(config: Pick<GatewayConfig, 'filesDir'>): VideoFiles {
	let temporary: Promise<string> | undefined
	let ready: Promise<string> | undefined
	const folder = () =>
		(ready ??= (async () => {
			const base = config.filesDir ?? (await (temporary ??= mkdtemp(join(tmpdir(), 'gateway-files-'))))
			const dir = join(base, 'custom-training-videos')
			await mkdir(dir, { recursive: true })
			return dir
		})())
	return {
		folder,
		async remove(ids) {
			if (ids.length === 0) return
			const dir = await folder()
			await Promise.all(
				ids.map((videoId) =>
					unlink(join(dir, videoId)).catch((error: NodeJS.ErrnoException) => {
						if (error.code !== 'ENOENT') console.error(`[gateway] removing video ${videoId} failed`, error)
					}),
				),
			)
		},
		async copy(from, to) {
			const dir = await folder()
			await copyFile(join(dir, from), join(dir, to), constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE)
		},
		async close() {
			if (temporary) await rm(await temporary, { recursive: true, force: true })
		},
	}
}

const newVideoId = () => `vid_${randomBytes(18).toString('base64url')}`

/**
 * An unreferenced video file younger than this is kept by the sweep: an upload streaming to disk, or a
 * clone copying, writes its file before the transaction that adds its row commits.
 */
export const ORPHAN_VIDEO_MIN_AGE_MS = 60 * 60 * 1000

/**
 * Removes the video files of `folder` that no chapter references (no custom_training_videos row has
 * their id) and that were last written ORPHAN_VIDEO_MIN_AGE_MS or more before `now` (the file clock,
 * not the gateway's). They are left by a process that died between a commit and the unlink of a
 * replaced or deleted video, or between writing a file and committing its row. An old file never gains
 * a row (rows are only added for files just written), so one found unreferenced stays so. Only names
 * the gateway writes (vid_…) are looked at. The ids removed.
 */
export async function sweepOrphanedVideos(db: Queryable, folder: string, now = Date.now()): Promise<string[]> {
	const entries = await readdir(folder, { withFileTypes: true })
	const old: string[] = []
	for (const entry of entries) {
		if (!entry.isFile() || !VIDEO_ID.test(entry.name)) continue
		const written = await stat(join(folder, entry.name)).then(
			(s) => s.mtimeMs,
			() => null,
		)
		if (written !== null && now - written >= ORPHAN_VIDEO_MIN_AGE_MS) old.push(entry.name)
	}
	const referenced = new Set<string>()
	for (let i = 0; i < old.length; i += 500) {
		const rows = await db
			.select({ id: customTrainingVideos.id })
			.from(customTrainingVideos)
			.where(inArray(customTrainingVideos.id, old.slice(i, i + 500)))
		for (const row of rows) referenced.add(row.id)
	}
	const removed: string[] = []
	for (const id of old.filter((name) => !referenced.has(name))) {
		try {
			await unlink(join(folder, id))
			removed.push(id)
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.error(`[gateway] removing orphaned video ${id} failed`, error)
		}
	}
	return removed
}

/**
 * Streams the body to `path`, never holding more than a chunk: refused by its declared length before
 * a byte is read, by its first bytes (sniffVideoType) before one is written, and cut off (the partial
 * file removed) once it streams past MAX_VIDEO_BYTES. The type and the size written.
 */
async function receiveVideo(request: Request, path: string): Promise<{ contentType: string; size: number }> {
	const declared = request.headers.get('content-length')
	if (declared !== null && Number(declared) > MAX_VIDEO_BYTES) throw customTrainingErrors.videoTooLarge()
	if (!request.body) throw customTrainingErrors.videoEmpty()
	const reader = request.body.getReader()
	let file: FileHandle | undefined
	let size = 0
	let contentType: string | null = null
	const pending: Uint8Array[] = []
	try {
		for (;;) {
			const { done, value } = await reader.read()
			if (!done) {
				size += value.byteLength
				if (size > MAX_VIDEO_BYTES) throw customTrainingErrors.videoTooLarge()
			}
			if (contentType === null) {
				if (!done) pending.push(value)
				if (!done && size < VIDEO_SNIFF_BYTES) continue
				if (size === 0) throw customTrainingErrors.videoEmpty()
				const head = new Uint8Array(Math.min(size, VIDEO_SNIFF_BYTES))
				let offset = 0
				for (const chunk of pending) {
					if (offset >= head.length) break
					head.set(chunk.subarray(0, head.length - offset), offset)
					offset += Math.min(chunk.byteLength, head.length - offset)
				}
				contentType = sniffVideoType(head, request.headers.get('content-type') ?? '')
				if (contentType === null) throw customTrainingErrors.videoContentType()
				file = await open(path, 'wx')
				for (const chunk of pending.splice(0)) await file.write(chunk)
			} else if (!done) {
				await file!.write(value)
			}
			if (done) break
		}
		await file!.close()
		file = undefined
		return { contentType, size }
	} catch (error) {
		await reader.cancel().catch(() => {})
		if (file) {
			await file.close().catch(() => {})
			await unlink(path).catch(() => {})
		}
		throw error
	}
}

/** A single `bytes=` range of a file of `size` bytes: [start, end] inclusive, 'unsatisfiable', or null to send it whole. */
export function byteRange(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | null {
	const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
	if (!match || (match[1] === '' && match[2] === '')) return null
	if (match[1] === '') {
		const suffix = Number(match[2])
		if (suffix === 0 || size === 0) return 'unsatisfiable'
		return [Math.max(0, size - suffix), size - 1]
	}
	const start = Number(match[1])
	const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
	if (start >= size || end < start) return 'unsatisfiable'
	return [start, end]
}

export type ChapterVideo = { url: string; contentType: string; size: number }

function videoReply(deps: Pick<Deps, 'config'>, row: { id: string; contentType: string; size: number }): ChapterVideo {
	return { url: pagesLink(deps, `${VIDEO_PAGE_PREFIX}${row.id}`), contentType: row.contentType, size: row.size }
}

/**
 * What the course view (courses.ts, view/admin) adds to each chapter for the builder: its video (or
 * null) and, for a quiz, how many questions it has (null for other kinds). Two statements.
 */
export async function chapterMedia(deps: Pick<Deps, 'config'>, q: Queryable, courseId: string) {
	const [videos, counts] = await Promise.all([
		q
			.select({
				chapterId: customTrainingVideos.chapterId,
				id: customTrainingVideos.id,
				contentType: customTrainingVideos.contentType,
				size: customTrainingVideos.size,
			})
			.from(customTrainingVideos)
			.where(eq(customTrainingVideos.courseId, courseId)),
		q
			.select({ chapterId: customTrainingQuestions.chapterId, count: count() })
			.from(customTrainingQuestions)
			.innerJoin(courseChapters, eq(courseChapters.id, customTrainingQuestions.chapterId))
			.where(eq(courseChapters.courseId, courseId))
			.groupBy(customTrainingQuestions.chapterId),
	])
	const videoOf = new Map(videos.map((v) => [v.chapterId, videoReply(deps, v)]))
	const countOf = new Map(counts.map((c) => [c.chapterId, Number(c.count)]))
	return (chapter: { id: string; kind: string }) => ({
		video: videoOf.get(chapter.id) ?? null,
		questionCount: chapter.kind === 'quiz' ? (countOf.get(chapter.id) ?? 0) : null,
	})
}

function questionsOf(q: Queryable, chapterId: string) {
	return q
		.select({
			question: customTrainingQuestions.question,
			answers: customTrainingQuestions.answers,
			correctAnswer: customTrainingQuestions.correctAnswer,
		})
		.from(customTrainingQuestions)
		.where(eq(customTrainingQuestions.chapterId, chapterId))
		.orderBy(asc(customTrainingQuestions.position))
}

/** The ids of the videos of these chapters (to remove their files once the rows are gone). */
async function videoIdsOf(q: Queryable, where: ReturnType<typeof eq>) {
	const rows = await q.select({ id: customTrainingVideos.id }).from(customTrainingVideos).where(where)
	return rows.map((r) => r.id)
}

// ─── A course's questions and videos copied (the clone of courses.ts) ───

/** A copy of one source video: its file already written under the new id, the row not yet. */
type CopiedVideo = { sourceChapterId: string; id: string; contentType: string; size: number }

export type ChapterMediaCopy = {
	/**
	 * Inside the clone's transaction, after its chapters: the questions of the source's quiz chapters and
	 * the copied videos, as rows of the new chapters (`chapterIds`: source chapter id → new one; a source
	 * chapter not in it, e.g. deleted meanwhile, is left out).
	 */
	insert(
		tx: Queryable,
		target: { courseId: string; companyId: string; createdBy: string; now: Date; chapterIds: ReadonlyMap<string, string> },
	): Promise<void>
	/** After the transaction: the copies no row took are removed (all of them when it failed). */
	finish(committed: boolean): Promise<void>
}

/**
 * Step one of copying a course's chapter media: the file of each of its videos copied under a new id,
 * before the clone's transaction, so the copying (up to 100 MB a video) does not hold it open. A copy
 * that fails removes the ones made and throws: nothing of the clone exists yet.
 *
 * Why a copy rather than a file shared by both trainings with a reference count: a video row owns its
 * file, one to one, and its unguessable id is its public address. Deleting or replacing a video, deleting
 * a training and the orphan sweep all simply unlink by id, and a clone (perhaps of a training a provider
 * shared) does not hand out the source's address. A count would need a new table and a check before
 * every unlink; fs.copyFile on the same folder costs one file's bytes (nothing on a reflink filesystem).
 */
export async function copyChapterMedia(deps: Pick<Deps, 'db' | 'config'>, sourceCourseId: string): Promise<ChapterMediaCopy> {
	const files = videoFilesOf(deps)
	const sources = await deps.db
		.select({
			chapterId: customTrainingVideos.chapterId,
			id: customTrainingVideos.id,
			contentType: customTrainingVideos.contentType,
			size: customTrainingVideos.size,
		})
		.from(customTrainingVideos)
		.where(eq(customTrainingVideos.courseId, sourceCourseId))
	const copies: CopiedVideo[] = []
	try {
		for (const source of sources) {
			const id = newVideoId()
			await files.copy(source.id, id)
			copies.push({ sourceChapterId: source.chapterId, id, contentType: source.contentType, size: source.size })
		}
	} catch (error) {
		await files.remove(copies.map((copy) => copy.id))
		throw error
	}
	const taken = new Set<string>()
	return {
		async insert(tx, target) {
			const sourceChapters = [...target.chapterIds.keys()]
			if (sourceChapters.length === 0) return
			const questions = await tx
				.select()
				.from(customTrainingQuestions)
				.where(inArray(customTrainingQuestions.chapterId, sourceChapters))
				.orderBy(asc(customTrainingQuestions.chapterId), asc(customTrainingQuestions.position))
			const copiedQuestions = questions.map((q) => ({ ...q, chapterId: target.chapterIds.get(q.chapterId)! }))
			for (let i = 0; i < copiedQuestions.length; i += 500) {
				await tx.insert(customTrainingQuestions).values(copiedQuestions.slice(i, i + 500))
			}
			const videos = copies.filter((copy) => target.chapterIds.has(copy.sourceChapterId))
			if (videos.length > 0) {
				await tx.insert(customTrainingVideos).values(
					videos.map((copy) => ({
						chapterId: target.chapterIds.get(copy.sourceChapterId)!,
						id: copy.id,
						courseId: target.courseId,
						companyId: target.companyId,
						contentType: copy.contentType,
						size: copy.size,
						createdBy: target.createdBy,
						createdAt: target.now,
					})),
				)
			}
			for (const copy of videos) taken.add(copy.id)
		},
		async finish(committed) {
			await files.remove(copies.filter((copy) => !committed || !taken.has(copy.id)).map((copy) => copy.id))
		},
	}
}

export function registerCustomTrainingRoutes(app: Hono, deps: Deps): { close(): Promise<void> } {
	const { db } = deps
	const files = videoFilesOf(deps)

	// The orphan sweep (sweepOrphanedVideos), where the background work runs and files are kept
	// (GatewayConfig.filesDir; a temporary folder starts empty): at start-up, and once more an hour
	// later. Orphans are only left by a process that died mid-write (a failed unlink is logged), so the
	// sweep after each start finds them; the second run takes those still too young at the first (the
	// files of the stop that just happened).
	let sweeping: Promise<void> | undefined
	let sweepAgain: NodeJS.Timeout | undefined
	if ((deps.config.backgroundWork ?? true) && deps.config.filesDir) {
		const sweep = () => {
			sweeping = files
				.folder()
				.then((folder) => sweepOrphanedVideos(db, folder))
				.then(
					() => undefined,
					(error: unknown) => console.error('[gateway] sweeping orphaned videos failed', error),
				)
		}
		sweep()
		sweepAgain = setTimeout(sweep, ORPHAN_VIDEO_MIN_AGE_MS)
		sweepAgain.unref()
	}

	async function scope(c: Context) {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id') ?? '')
		return { actor, company }
	}

	/** A write of the course's outline: the course locked, `run`, the totals written, one transaction; then the files of removed videos go. */
	async function changeOutline<T>(
		companyId: string,
		courseId: string,
		run: (tx: Queryable, course: CourseRow) => Promise<{ result: T; removedVideos?: string[] }>,
	) {
		const { result, removedVideos } = await db.transaction(async (tx) => {
			const course = await ownCourse(tx, companyId, courseId, true)
			const done = await run(tx, course)
			await writeTotals(tx, course.id)
			return done
		})
		await files.remove(removedVideos ?? [])
		return result
	}

	// (ref) A new draft custom training of a partner company (spec 2 §4, §6): custom_training_company_id
	// the company (the library lists it under "Custom"), course_type specialized, ordered after the
	// company's other custom trainings, no topics yet.
	app.post(BASE, async (c) => {
		const { company } = await scope(c)
		if (!company.isPartner) throw customTrainingErrors.notPartner()
		const body = await readBody(c, NewCourseBody)
		const courseId = `crs_custom_${randomBytes(12).toString('hex')}`
		await db.transaction(async (tx) => {
			await tx.insert(trainingCourses).values({
				id: courseId,
				name: body.name,
				courseType: 'specialized',
				language: body.language,
				description: body.description,
				customTrainingCompanyId: company.id,
				isDraft: true,
				active: true,
				order: await nextCustomTrainingOrder(tx, company.id),
				createdAt: deps.now(),
			})
		})
		return c.json({ courseId }, 201)
	})

	// (ref) Name and description of a custom training; a field left out stays.
	app.patch(COURSE, async (c) => {
		const { company } = await scope(c)
		const body = await readBody(c, CourseUpdateBody)
		const course = await ownCourse(db, company.id, c.req.param('courseId'))
		const changes = {
			...(body.name !== undefined ? { name: body.name } : {}),
			...(body.description !== undefined ? { description: body.description } : {}),
		}
		if (Object.keys(changes).length > 0) await db.update(trainingCourses).set(changes).where(eq(trainingCourses.id, course.id))
		return noContent(c)
	})

	// (ref) A custom training deleted: no list shows it any more (deleted, as the catalogue's deleted
	// course; its campaigns and their statistics stay); its videos are removed. Refused (409) while a
	// campaign of it has not ended, in any company (its own, a customer it was shared with): learners
	// are still taking it. Ending is what the message asks for (any status but ARCHIVED can be ended).
	app.delete(COURSE, async (c) => {
		const { company } = await scope(c)
		await changeOutline(company.id, c.req.param('courseId'), async (tx, course) => {
			const [running] = await tx
				.select({ id: trainingCampaigns.id })
				.from(trainingCampaigns)
				.where(and(eq(trainingCampaigns.courseId, course.id), ne(trainingCampaigns.status, CAMPAIGN_STATUS.archived)))
				.limit(1)
			if (running) throw customTrainingErrors.runningCampaign()
			const removedVideos = await videoIdsOf(tx, eq(customTrainingVideos.courseId, course.id))
			await tx.delete(customTrainingVideos).where(eq(customTrainingVideos.courseId, course.id))
			await tx.update(trainingCourses).set({ deleted: true }).where(eq(trainingCourses.id, course.id))
			return { result: undefined, removedVideos }
		})
		return noContent(c)
	})

	// Spec 2 §7 POST custom-training/{companyId}/disable_custom_training (course_id, active): a custom
	// training of the company disabled (active false: it cannot be started) or enabled again.
	app.post(`${BASE}/disable_custom_training`, async (c) => {
		const { company } = await scope(c)
		const body = await readBody(c, ActiveBody)
		const course = await ownCourse(db, company.id, body.course_id)
		await db.update(trainingCourses).set({ active: body.active }).where(eq(trainingCourses.id, course.id))
		return noContent(c)
	})

	// (ref) A topic (section) added last.
	app.post(`${COURSE}/sections`, async (c) => {
		const { company } = await scope(c)
		const body = await readBody(c, SectionBody)
		const sectionId = await changeOutline(company.id, c.req.param('courseId'), async (tx, course) => {
			const sections = await sectionsOf(tx, course.id)
			const newId = `sec_${randomBytes(12).toString('hex')}`
			await tx.insert(courseSections).values({ id: newId, courseId: course.id, name: body.name, order: (sections.at(-1)?.order ?? 0) + 1 })
			return { result: newId }
		})
		return c.json({ id: sectionId }, 201)
	})

	// (ref) A topic renamed.
	app.patch(`${COURSE}/sections/:sectionId`, async (c) => {
		const { company } = await scope(c)
		const body = await readBody(c, SectionBody)
		await changeOutline(company.id, c.req.param('courseId'), async (tx, course) => {
			const section = await ownSection(tx, course.id, c.req.param('sectionId'))
			await tx.update(courseSections).set({ name: body.name }).where(eq(courseSections.id, section.id))
			return { result: undefined }
		})
		return noContent(c)
	})

	// (ref) A topic deleted with its chapters (their questions and videos too); the others close up.
	app.delete(`${COURSE}/sections/:sectionId`, async (c) => {
		const { company } = await scope(c)
		await changeOutline(company.id, c.req.param('courseId'), async (tx, course) => {
			const section = await ownSection(tx, course.id, c.req.param('sectionId'))
			const chapterIds = tx.select({ id: courseChapters.id }).from(courseChapters).where(eq(courseChapters.sectionId, section.id))
			const removedVideos = await videoIdsOf(tx, inArray(customTrainingVideos.chapterId, chapterIds))
			await tx.delete(courseSections).where(eq(courseSections.id, section.id))
			await renumber(tx, courseSections, await sectionsOf(tx, course.id))
			return { result: undefined, removedVideos }
		})
		return noContent(c)
	})

	// (ref) A topic moved to a 0-based position among the course's topics (past the end: last); the others shift.
	app.post(`${COURSE}/sections/:sectionId/move`, async (c) => {
		const { company } = await scope(c)
		const body = await readBody(c, MoveSectionBody)
		await changeOutline(company.id, c.req.param('courseId'), async (tx, course) => {
			const section = await ownSection(tx, course.id, c.req.param('sectionId'))
			await renumber(tx, courseSections, placed(await sectionsOf(tx, course.id), section, body.position))
			return { result: undefined }
		})
		return noContent(c)
	})

	// (ref) A chapter added last to a topic; its duration DEFAULT_CHAPTER_MINUTES of its kind unless given.
	app.post(`${COURSE}/sections/:sectionId/chapters`, async (c) => {
		const { company } = await scope(c)
		const body = await readBody(c, NewChapterBody)
		const chapterId = await changeOutline(company.id, c.req.param('courseId'), async (tx, course) => {
			const section = await ownSection(tx, course.id, c.req.param('sectionId'))
			const chapters = await chaptersOf(tx, section.id)
			const newId = `chp_${randomBytes(12).toString('hex')}`
			await tx.insert(courseChapters).values({
				id: newId,
				sectionId: section.id,
				courseId: course.id,
				name: body.name,
				kind: body.kind,
				durationMinutes: body.durationMinutes ?? DEFAULT_CHAPTER_MINUTES[body.kind],
				order: (chapters.at(-1)?.order ?? 0) + 1,
			})
			return { result: newId }
		})
		return c.json({ id: chapterId }, 201)
	})

	// (ref) A chapter's name and duration; a field left out stays (its kind never changes).
	app.patch(`${COURSE}/chapters/:chapterId`, async (c) => {
		const { company } = await scope(c)
		const body = await readBody(c, ChapterUpdateBody)
		await changeOutline(company.id, c.req.param('courseId'), async (tx, course) => {
			const chapter = await ownChapter(tx, course.id, c.req.param('chapterId'))
			const changes = {
				...(body.name !== undefined ? { name: body.name } : {}),
				...(body.durationMinutes !== undefined ? { durationMinutes: body.durationMinutes } : {}),
			}
			if (Object.keys(changes).length > 0) await tx.update(courseChapters).set(changes).where(eq(courseChapters.id, chapter.id))
			return { result: undefined }
		})
		return noContent(c)
	})

	// (ref) A chapter deleted with its questions and video; the others of its topic close up.
	app.delete(`${COURSE}/chapters/:chapterId`, async (c) => {
		const { company } = await scope(c)
		await changeOutline(company.id, c.req.param('courseId'), async (tx, course) => {
			const chapter = await ownChapter(tx, course.id, c.req.param('chapterId'))
			const removedVideos = await videoIdsOf(tx, eq(customTrainingVideos.chapterId, chapter.id))
			await tx.delete(courseChapters).where(eq(courseChapters.id, chapter.id))
			await renumber(tx, courseChapters, await chaptersOf(tx, chapter.sectionId))
			return { result: undefined, removedVideos }
		})
		return noContent(c)
	})

	// (ref) A chapter moved to a topic of the course (its own or another) at a 0-based position among
	// that topic's chapters (past the end: last); both topics renumbered. Move up/down and drag-and-drop alike.
	app.post(`${COURSE}/chapters/:chapterId/move`, async (c) => {
		const { company } = await scope(c)
		const body = await readBody(c, MoveChapterBody)
		await changeOutline(company.id, c.req.param('courseId'), async (tx, course) => {
			const chapter = await ownChapter(tx, course.id, c.req.param('chapterId'))
			const [target] = await tx
				.select({ id: courseSections.id })
				.from(courseSections)
				.where(and(eq(courseSections.id, body.sectionId), eq(courseSections.courseId, course.id)))
				.limit(1)
			if (!target) throw validationError([{ field: 'sectionId', message: 'The topic is not one of this training.' }])
			if (target.id !== chapter.sectionId) {
				await tx.update(courseChapters).set({ sectionId: target.id }).where(eq(courseChapters.id, chapter.id))
				await renumber(tx, courseChapters, await chaptersOf(tx, chapter.sectionId))
			}
			const moved = { id: chapter.id, order: target.id === chapter.sectionId ? chapter.order : -1 }
			await renumber(tx, courseChapters, placed(await chaptersOf(tx, target.id), moved, body.position))
			return { result: undefined }
		})
		return noContent(c)
	})

	// (ref) The questions of a quiz chapter in order.
	app.get(`${COURSE}/chapters/:chapterId/questions`, async (c) => {
		const { company } = await scope(c)
		const course = await ownCourse(db, company.id, c.req.param('courseId'))
		const chapter = await ownChapter(db, course.id, c.req.param('chapterId'))
		if (chapter.kind !== 'quiz') throw customTrainingErrors.notQuiz()
		return c.json({ questions: await questionsOf(db, chapter.id) })
	})

	// (ref) The questions of a quiz chapter replaced all at once (spec 2 §5 quiz import: the console reads
	// the CSV and sends JSON). 422 names each wrong field by its index (questions.2.correctAnswer).
	app.put(`${COURSE}/chapters/:chapterId/questions`, async (c) => {
		const { company } = await scope(c)
		const body = await readBody(c, QuestionsBody)
		const questions = await changeOutline(company.id, c.req.param('courseId'), async (tx, course) => {
			const chapter = await ownChapter(tx, course.id, c.req.param('chapterId'))
			if (chapter.kind !== 'quiz') throw customTrainingErrors.notQuiz()
			await tx.delete(customTrainingQuestions).where(eq(customTrainingQuestions.chapterId, chapter.id))
			if (body.questions.length > 0) {
				await tx.insert(customTrainingQuestions).values(
					body.questions.map((q, i) => ({
						chapterId: chapter.id,
						position: i,
						question: q.question,
						answers: [0, 1, 2, 3].map((n) => q.answers[n] ?? ''),
						correctAnswer: q.correctAnswer,
					})),
				)
			}
			return { result: await questionsOf(tx, chapter.id) }
		})
		return c.json({ questions })
	})

	// (ref) The video of a video chapter: its bytes as the body (Content-Type its declared type), streamed
	// to a file (never held in memory), checked by its first bytes and bounded at MAX_VIDEO_BYTES. A new
	// upload replaces the old video under a new address; the old file is removed.
	app.put(`${COURSE}/chapters/:chapterId/video`, async (c) => {
		const { actor, company } = await scope(c)
		const course = await ownCourse(db, company.id, c.req.param('courseId'))
		const chapter = await ownChapter(db, course.id, c.req.param('chapterId'))
		if (chapter.kind !== 'video') throw customTrainingErrors.notVideo()
		const videoId = newVideoId()
		const path = join(await files.folder(), videoId)
		const { contentType, size } = await receiveVideo(c.req.raw, path)
		let replaced: string[] = []
		try {
			replaced = await changeOutline(company.id, course.id, async (tx, locked) => {
				const current = await ownChapter(tx, locked.id, chapter.id)
				if (current.kind !== 'video') throw customTrainingErrors.notVideo()
				const old = await videoIdsOf(tx, eq(customTrainingVideos.chapterId, current.id))
				await tx.delete(customTrainingVideos).where(eq(customTrainingVideos.chapterId, current.id))
				await tx.insert(customTrainingVideos).values({
					chapterId: current.id,
					id: videoId,
					courseId: locked.id,
					companyId: company.id,
					contentType,
					size,
					createdBy: actor.userId,
					createdAt: deps.now(),
				})
				return { result: old }
			})
		} catch (error) {
			await files.remove([videoId])
			throw error
		}
		await files.remove(replaced)
		return c.json(videoReply(deps, { id: videoId, contentType, size }))
	})

	// (ref) The video of a video chapter removed.
	app.delete(`${COURSE}/chapters/:chapterId/video`, async (c) => {
		const { company } = await scope(c)
		await changeOutline(company.id, c.req.param('courseId'), async (tx, course) => {
			const chapter = await ownChapter(tx, course.id, c.req.param('chapterId'))
			const removedVideos = await videoIdsOf(tx, eq(customTrainingVideos.chapterId, chapter.id))
			await tx.delete(customTrainingVideos).where(eq(customTrainingVideos.chapterId, chapter.id))
			return { result: undefined, removedVideos }
		})
		return noContent(c)
	})

	// The video itself, for <video>: like the logos, reached by its unguessable address (144 random bits,
	// new on every upload, gone when replaced or deleted) rather than by a session. A <video> element
	// fetches it itself, with Range requests and without a gateway token (a standalone gateway's pages
	// are on another origin than the console's session cookie), and learners, who are not admins,
	// watch the same file. Served with Range support (206) so the player can seek, the stored type,
	// nosniff and a sandboxing CSP; private caching only.
	app.get(`${VIDEO_PAGE_PREFIX}:videoId`, async (c) => {
		const notFound = () => c.body(null, 404, { 'Cache-Control': 'no-store' })
		const videoId = c.req.param('videoId')
		if (!VIDEO_ID.test(videoId)) return notFound()
		const [row] = await db
			.select({ contentType: customTrainingVideos.contentType })
			.from(customTrainingVideos)
			.where(eq(customTrainingVideos.id, videoId))
			.limit(1)
		if (!row) return notFound()
		const path = join(await files.folder(), videoId)
		const size = await stat(path).then(
			(s) => s.size,
			() => null,
		)
		if (size === null) return notFound()
		const headers: Record<string, string> = {
			'Content-Type': row.contentType,
			'Accept-Ranges': 'bytes',
			'Cache-Control': 'private, max-age=31536000, immutable',
			'X-Content-Type-Options': 'nosniff',
			'Content-Security-Policy': "default-src 'none'; sandbox",
		}
		const range = byteRange(c.req.header('range'), size)
		if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` })
		const [start, end] = range ?? [0, size - 1]
		const length = size === 0 ? 0 : end - start + 1
		Object.assign(headers, { 'Content-Length': String(length) }, range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {})
		const status = range ? 206 : 200
		if (c.req.method === 'HEAD' || length === 0) return c.body(null, status, headers)
		const stream = Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>
		return c.body(stream, status, headers)
	})

	return {
		async close() {
			clearTimeout(sweepAgain)
			await sweeping
			await files.close()
		},
	}
}
