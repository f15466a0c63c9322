import { z } from 'zod'
import { MAX_VIDEO_BYTES, MAX_VIDEO_MB } from '#server/shared/custom-training-limits.ts'
import { VIDEO_EXTENSIONS } from '#server/shared/video-types.ts'
import { callGateway, seg } from './client.server.ts'
import { type ChapterKind, ChapterVideoSchema } from './courses.server.ts'
import { GatewayError, hasErrorCode } from './errors.ts'
import { uploadToGateway } from './raw-upload.server.ts'

/**
 * The custom-training builder (spec 2 §4 "Custom training": a draft, then published; topics, chapters
 * and quizzes added, renamed, reordered, deleted; a video per video chapter, uploaded with progress;
 * §5 quiz import and video upload rules; §6 partners create them). A topic is a course section. Every
 * call acts on a custom training of the company of the path; any other course is 404 `not_found`
 * ("Course not found"), a topic or chapter not of that training 404 too. Spec 2 §7 shows publish
 * (`publishCustomTraining`, re-exported here from courses.server.ts) and disable_custom_training; the
 * other paths are the reference gateway's choice (ref).
 *
 * What the builder reads is the course view (`getCourse` of courses.server.ts): topics in order, each
 * with its chapters in order, a chapter's `video` and a quiz's `questionCount`.
 */

export { publishCustomTraining } from './courses.server.ts'

/** Spec 2 §5 video upload types, in the spec's order (the message lists them so); shared with the gateway. */
export { VIDEO_EXTENSIONS }
/** Spec 2 §5 messages, as the gateway words them. */
export const VIDEO_CONTENT_TYPE_MESSAGE = `File should be of allowed content type: ${VIDEO_EXTENSIONS.join(', ')}`
export const VIDEO_TOO_LARGE_MESSAGE = `File size should be less than ${MAX_VIDEO_MB} MB`

/** Codes of the gateway's refusals in the builder. */
export const VIDEO_ERROR = {
	/** 415: not one of VIDEO_EXTENSIONS (read from the bytes, not from the name). */
	contentType: 'video_content_type',
	/** 413: over MAX_VIDEO_BYTES (nothing is stored). */
	tooLarge: 'video_too_large',
} as const
export const CUSTOM_TRAINING_ERROR = {
	/** 409: questions of a chapter that is not a quiz. */
	notQuiz: 'chapter_not_quiz',
	/** 409: a video for a chapter that is not a video chapter. */
	notVideo: 'chapter_not_video',
	/** 403: only partner companies create custom trainings (spec 2 §6). */
	forbidden: 'forbidden',
	/**
	 * 409: the training is not deleted while a campaign of it has not ended, in the company or in a customer
	 * it was shared with (RUNNING_CAMPAIGN_MESSAGE; isRunningCampaignRefusal).
	 */
	runningCampaign: 'training_has_running_campaign',
} as const
/** The gateway's message of CUSTOM_TRAINING_ERROR.runningCampaign. */
export const RUNNING_CAMPAIGN_MESSAGE = 'This training has a running campaign. End it before deleting the training.'

/** deleteCustomTraining was refused because a campaign of the training has not ended (409 `training_has_running_campaign`). */
export function isRunningCampaignRefusal(error: unknown): error is GatewayError {
	return hasErrorCode(error, CUSTOM_TRAINING_ERROR.runningCampaign)
}

/** The duration (minutes) a new chapter gets when none is given. */
export const DEFAULT_CHAPTER_MINUTES = { video: 5, quiz: 5, reading: 3 } as const satisfies Record<ChapterKind, number>

export const CreatedCourseSchema = z.object({ courseId: z.string() })
export const CreatedIdSchema = z.object({ id: z.string() })

export type NewCustomTraining = {
	/** Trimmed, 1–255 characters. */
	name: string
	description?: string
	/** A language code of spec 1 §9 ('en', 'de', 'pt-br' …). */
	language: string
}

/**
 * (ref) POST /api/v1/custom-training/{companyId} (name, description, language) → 201 {courseId}: a new
 * draft custom training of the company (course_type specialized; the library lists it under Custom),
 * without topics. 403 `forbidden` unless the company is a partner (spec 2 §6).
 */
export function createCustomTraining(
	token: string,
	companyId: string,
	input: NewCustomTraining,
): Promise<z.infer<typeof CreatedCourseSchema>> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/custom-training/${seg(companyId)}`,
		token,
		body: input,
		schema: CreatedCourseSchema,
	})
}

/** (ref) PATCH /api/v1/custom-training/{companyId}/course/{courseId} (name, description): a field left out stays. */
export function updateCustomTraining(
	token: string,
	companyId: string,
	courseId: string,
	input: { name?: string; description?: string },
): Promise<void> {
	return callGateway({
		method: 'PATCH',
		path: `/api/v1/custom-training/${seg(companyId)}/course/${seg(courseId)}`,
		token,
		body: input,
		responseType: 'none',
	})
}

/**
 * (ref) DELETE /api/v1/custom-training/{companyId}/course/{courseId}: the training is deleted (no list
 * shows it; its campaigns' statistics stay) and its videos removed. While a campaign of it has not
 * ended (QUEUED, IN_PROGRESS or SUSPENDED; the company's own or a customer's it was shared with) it is
 * refused: a GatewayError 409 `training_has_running_campaign` with RUNNING_CAMPAIGN_MESSAGE, told apart
 * by isRunningCampaignRefusal; nothing changes.
 */
export function deleteCustomTraining(token: string, companyId: string, courseId: string): Promise<void> {
	return callGateway({
		method: 'DELETE',
		path: `/api/v1/custom-training/${seg(companyId)}/course/${seg(courseId)}`,
		token,
		responseType: 'none',
	})
}

/**
 * POST /api/v1/custom-training/{companyId}/disable_custom_training (course_id, active): the training
 * disabled (active false: it cannot be started, 409 `course_inactive`) or enabled again.
 */
export function setCustomTrainingActive(token: string, companyId: string, courseId: string, active: boolean): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/custom-training/${seg(companyId)}/disable_custom_training`,
		token,
		body: { course_id: courseId, active },
		responseType: 'none',
	})
}

const coursePath = (companyId: string, courseId: string) => `/api/v1/custom-training/${seg(companyId)}/course/${seg(courseId)}`

/** (ref) POST …/course/{courseId}/sections (name) → 201 {id}: a topic added last. */
export function addTopic(token: string, companyId: string, courseId: string, name: string): Promise<z.infer<typeof CreatedIdSchema>> {
	return callGateway({
		method: 'POST',
		path: `${coursePath(companyId, courseId)}/sections`,
		token,
		body: { name },
		schema: CreatedIdSchema,
	})
}

/** (ref) PATCH …/course/{courseId}/sections/{sectionId} (name): a topic renamed. */
export function renameTopic(token: string, companyId: string, courseId: string, sectionId: string, name: string): Promise<void> {
	return callGateway({
		method: 'PATCH',
		path: `${coursePath(companyId, courseId)}/sections/${seg(sectionId)}`,
		token,
		body: { name },
		responseType: 'none',
	})
}

/** (ref) DELETE …/course/{courseId}/sections/{sectionId}: a topic deleted with its chapters, their questions and videos. */
export function deleteTopic(token: string, companyId: string, courseId: string, sectionId: string): Promise<void> {
	return callGateway({
		method: 'DELETE',
		path: `${coursePath(companyId, courseId)}/sections/${seg(sectionId)}`,
		token,
		responseType: 'none',
	})
}

/** (ref) POST …/course/{courseId}/sections/{sectionId}/move (position): the topic at a 0-based position (past the end: last); the others shift. */
export function moveTopic(token: string, companyId: string, courseId: string, sectionId: string, position: number): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `${coursePath(companyId, courseId)}/sections/${seg(sectionId)}/move`,
		token,
		body: { position },
		responseType: 'none',
	})
}

export type NewChapter = {
	name: string
	kind: ChapterKind
	/** Whole minutes 0–600; DEFAULT_CHAPTER_MINUTES of the kind when left out. */
	durationMinutes?: number
}

/** (ref) POST …/course/{courseId}/sections/{sectionId}/chapters (name, kind, durationMinutes) → 201 {id}: a chapter added last to the topic. */
export function addChapter(
	token: string,
	companyId: string,
	courseId: string,
	sectionId: string,
	input: NewChapter,
): Promise<z.infer<typeof CreatedIdSchema>> {
	return callGateway({
		method: 'POST',
		path: `${coursePath(companyId, courseId)}/sections/${seg(sectionId)}/chapters`,
		token,
		body: input,
		schema: CreatedIdSchema,
	})
}

/** (ref) PATCH …/course/{courseId}/chapters/{chapterId} (name, durationMinutes): a field left out stays; the kind never changes. */
export function updateChapter(
	token: string,
	companyId: string,
	courseId: string,
	chapterId: string,
	input: { name?: string; durationMinutes?: number },
): Promise<void> {
	return callGateway({
		method: 'PATCH',
		path: `${coursePath(companyId, courseId)}/chapters/${seg(chapterId)}`,
		token,
		body: input,
		responseType: 'none',
	})
}

/** (ref) DELETE …/course/{courseId}/chapters/{chapterId}: a chapter deleted with its questions and video. */
export function deleteChapter(token: string, companyId: string, courseId: string, chapterId: string): Promise<void> {
	return callGateway({
		method: 'DELETE',
		path: `${coursePath(companyId, courseId)}/chapters/${seg(chapterId)}`,
		token,
		responseType: 'none',
	})
}

/**
 * (ref) POST …/course/{courseId}/chapters/{chapterId}/move (sectionId, position): the chapter into a
 * topic of the training (its own or another) at a 0-based position among that topic's chapters (past
 * the end: last). Move up/down is the same call with the position ±1. A topic of another training is
 * 422 on `sectionId`.
 */
export function moveChapter(
	token: string,
	companyId: string,
	courseId: string,
	chapterId: string,
	to: { sectionId: string; position: number },
): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `${coursePath(companyId, courseId)}/chapters/${seg(chapterId)}/move`,
		token,
		body: to,
		responseType: 'none',
	})
}

/** Spec 2 §5 "Question, Answer 1 to 4, Correct Answer Number". */
export const QuizQuestionSchema = z.object({
	question: z.string(),
	/** Always four; '' for a blank answer. */
	answers: z.array(z.string()).length(4),
	/** 1–4, pointing at a non-empty answer. */
	correctAnswer: z.number().int().min(1).max(4),
})
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>
export const QuizQuestionsSchema = z.object({ questions: z.array(QuizQuestionSchema) })

/** (ref) GET …/course/{courseId}/chapters/{chapterId}/questions → {questions}: a quiz chapter's questions in order; 409 `chapter_not_quiz` for another kind. */
export async function getQuizQuestions(token: string, companyId: string, courseId: string, chapterId: string): Promise<QuizQuestion[]> {
	const reply = await callGateway({
		method: 'GET',
		path: `${coursePath(companyId, courseId)}/chapters/${seg(chapterId)}/questions`,
		token,
		schema: QuizQuestionsSchema,
	})
	return reply.questions
}

export type QuizQuestionInput = {
	question: string
	/** 2–4 answers ('' for a blank one); at least two non-empty. */
	answers: string[]
	correctAnswer: number
}

/**
 * (ref) PUT …/course/{courseId}/chapters/{chapterId}/questions (questions) → {questions}: the quiz's
 * questions replaced all at once (an empty list clears them). The console parses the CSV import.
 * 422 names each wrong field by its index (`validationFields` e.g. ['questions.2.correctAnswer']):
 * question required (≤ 1000), at least two non-empty answers (≤ 500 each), the correct answer
 * 1–4 pointing at a non-empty one; at most 100 questions.
 */
export async function replaceQuizQuestions(
	token: string,
	companyId: string,
	courseId: string,
	chapterId: string,
	questions: QuizQuestionInput[],
): Promise<QuizQuestion[]> {
	const reply = await callGateway({
		method: 'PUT',
		path: `${coursePath(companyId, courseId)}/chapters/${seg(chapterId)}/questions`,
		token,
		body: { questions },
		schema: QuizQuestionsSchema,
	})
	return reply.questions
}

/** A chapter's uploaded video, as the upload and the course view (`chapters[].video`) give it. */
export { ChapterVideoSchema, type ChapterVideo } from './courses.server.ts'

/** A video's bytes: a Blob (a File), or a stream with its size and type (a file kept on disk: Readable.toWeb). */
export type VideoUpload = Blob | { stream: ReadableStream<Uint8Array>; size: number; type: string }

/**
 * (ref) PUT …/course/{courseId}/chapters/{chapterId}/video: the video's bytes as the body, its type as
 * Content-Type, its size as Content-Length. The gateway streams it to disk, reads its type from the
 * bytes (415 `video_content_type`, VIDEO_CONTENT_TYPE_MESSAGE) and refuses one over MAX_VIDEO_BYTES
 * (413 `video_too_large`, VIDEO_TOO_LARGE_MESSAGE; a bare 413 of an HTTP layer on the way is given
 * that code and message too). A new upload replaces the old video. 409 `chapter_not_video` for a
 * chapter of another kind. Not JSON, so not through callGateway; failures are normalised the same way.
 */
export async function uploadChapterVideo(
	token: string,
	companyId: string,
	courseId: string,
	chapterId: string,
	video: VideoUpload,
	options: { signal?: AbortSignal } = {},
): Promise<z.infer<typeof ChapterVideoSchema>> {
	const tooLarge = () => new GatewayError({ status: 413, code: VIDEO_ERROR.tooLarge, message: VIDEO_TOO_LARGE_MESSAGE })
	if (video.size > MAX_VIDEO_BYTES) throw tooLarge()
	try {
		return await uploadToGateway({
			method: 'PUT',
			path: `${coursePath(companyId, courseId)}/chapters/${seg(chapterId)}/video`,
			token,
			file: video instanceof Blob ? { stream: video, size: video.size, type: video.type } : video,
			schema: ChapterVideoSchema,
			signal: options.signal,
		})
	} catch (error) {
		// A bare 413 of an HTTP layer on the way says the same as the gateway's own.
		if (error instanceof GatewayError && error.status === 413 && error.code !== VIDEO_ERROR.tooLarge) throw tooLarge()
		throw error
	}
}

/** (ref) DELETE …/course/{courseId}/chapters/{chapterId}/video: the chapter has no video afterwards. */
export function deleteChapterVideo(token: string, companyId: string, courseId: string, chapterId: string): Promise<void> {
	return callGateway({
		method: 'DELETE',
		path: `${coursePath(companyId, courseId)}/chapters/${seg(chapterId)}/video`,
		token,
		responseType: 'none',
	})
}
