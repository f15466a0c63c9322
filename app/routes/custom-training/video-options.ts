import { textKey } from '#app/i18n/keys.ts'
import type { UploadProblem } from '#app/lib/upload-rules.ts'

// A video chapter's video form (spec 2 §5 video upload types and size message): its field and messages,
// apart from its schema (video-schema.ts), which the page loads on first use.

export const VIDEO_FIELD = 'video'

/** Spec 2 §5's messages for the video. */
export const VIDEO_MESSAGES: Record<UploadProblem, string> = {
	required: textKey('customTraining:quizAndVideo.video.errors.required'),
	type: textKey('customTraining:quizAndVideo.video.errors.type'),
	size: textKey('customTraining:quizAndVideo.video.errors.size'),
}
