import { data } from 'react-router'
import type { UiMessage } from '#app/components/form-errors.ts'
import { uploadChapterVideo, VIDEO_ERROR } from '#app/gateway/custom-training.server.ts'
import { hasErrorCode } from '#app/gateway/errors.ts'
import { UploadTooLarge } from '#app/lib/bounded-form-data.server.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { readUploadForm, removeUpload, uploadOwner } from '#app/lib/uploads.server.ts'
import { requireBuilderChapter } from './chapter-guard.server.ts'
import { chapterVideoPath } from './paths.ts'
import { VIDEO_FIELD, VIDEO_MESSAGES } from './video-options.ts'
import { videoFormSchema } from './video-schema.ts'

type Args = Parameters<typeof requireBuilderChapter>[0]

/** The video chapter page: the training, the chapter and its current video (or null). */
export async function loadVideoChapter(args: Args) {
	const { course, chapter } = await requireBuilderChapter(args, 'video')
	return {
		course: { id: course.id, name: course.name },
		chapter: { id: chapter.id, name: chapter.name, video: chapter.video ?? null },
	}
}

export type VideoActionData = {
	result: ReturnType<ReturnType<typeof parseSubmission>['reply']>
	failure?: UiMessage
	/** The video of a submit that failed on something else: kept, so it stays attached. */
	keptVideo?: { uploadId: string; name: string; size: number } | null
}

/**
 * The video form: multipart (its file read as a stream and kept on disk: uploads.server.ts), or the id of
 * a file sent ahead with JavaScript. A good file streams from disk to the gateway, which replaces the
 * chapter's video; the kept file is let go and the page comes back with a toast.
 */
export async function videoAction(args: Args) {
	const { viewer, course, chapter } = await requireBuilderChapter(args, 'video')
	const owner = uploadOwner(viewer)
	let form
	try {
		form = await readUploadForm(args.request, owner, { [VIDEO_FIELD]: 'video' })
	} catch (error) {
		if (!(error instanceof UploadTooLarge)) throw error
		const result = { status: 'error' as const, error: { [VIDEO_FIELD]: [VIDEO_MESSAGES.size] } }
		return data<VideoActionData>({ result }, { status: 413 })
	}
	const value = form.formData.get(VIDEO_FIELD)
	const facts = await form.describe(value)
	const submission = parseSubmission(
		form.formData,
		videoFormSchema(() => facts),
	)
	const video = await form.take(value)
	const keptVideo = video ? { uploadId: video.id, name: video.name, size: video.size } : null
	if (submission.status !== 'success' || !video) {
		const result =
			submission.status === 'success' ? submission.reply({ fieldErrors: { [VIDEO_FIELD]: [VIDEO_MESSAGES.required] } }) : submission.reply()
		return data<VideoActionData>({ result, keptVideo }, { status: 400 })
	}
	try {
		await uploadChapterVideo(viewer.token, viewer.company.id, course.id, chapter.id, {
			stream: video.stream(),
			size: video.size,
			type: video.type,
		})
	} catch (error) {
		const refused = hasErrorCode(error, VIDEO_ERROR.contentType)
			? VIDEO_MESSAGES.type
			: hasErrorCode(error, VIDEO_ERROR.tooLarge)
				? VIDEO_MESSAGES.size
				: null
		if (refused) {
			await removeUpload(owner, video.id)
			return data<VideoActionData>({ result: submission.reply({ fieldErrors: { [VIDEO_FIELD]: [refused] } }) }, { status: 400 })
		}
		return data<VideoActionData>(
			{ result: submission.reply(), failure: await writeFailure(error, args.request), keptVideo },
			{ status: 400 },
		)
	}
	await removeUpload(owner, video.id)
	return redirectWithToast(args.request, chapterVideoPath(course.id, chapter.id), {
		type: 'success',
		message: 'customTraining:quizAndVideo.video.uploaded',
	})
}
