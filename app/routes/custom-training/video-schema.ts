import * as z from 'zod/mini'
import { browserFileFacts, type FileFacts, uploadProblem } from '#app/lib/upload-rules.ts'
import { VIDEO_FIELD, VIDEO_MESSAGES } from './video-options.ts'

// A video chapter's video form (spec 2 §5 video upload types and size message), shared by the browser
// (loaded on first use) and the action. Pure.

/**
 * `describeFile` says what the field holds: in the browser the chosen File (or the id of one sent
 * ahead); the action passes what the upload's bytes were (app/lib/uploads.server.ts).
 */
export function videoFormSchema(describeFile: (value: unknown) => FileFacts | null = browserFileFacts) {
	return z
		.object({
			/** A File, or the id of one sent ahead (JavaScript) or kept by the action. */
			[VIDEO_FIELD]: z.optional(z.unknown()),
		})
		.check(
			z.superRefine((value, ctx) => {
				const problem = uploadProblem('video', describeFile(value[VIDEO_FIELD]))
				if (problem) ctx.issues.push({ code: 'custom', path: [VIDEO_FIELD], message: VIDEO_MESSAGES[problem], input: value })
			}),
		)
}
