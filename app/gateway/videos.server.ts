import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'

// The video library and the videos a company pins to its Learner Dashboard (spec 2 §3 "Video", §4
// "Video pinning", §7 "Videos").

/** Spec 2 §9 "Max pinned videos: 5": the gateway refuses a sixth pin (409 PINNED_VIDEOS_LIMIT_CODE). */
export { MAX_PINNED_VIDEOS } from '#app/routes/learning/video-library.ts'
/** The code of the gateway's refusal of a pin beyond MAX_PINNED_VIDEOS (the reference gateway's). */
export const PINNED_VIDEOS_LIMIT_CODE = 'pinned_videos_limit'

export const VideoCourseSchema = z.object({ id: z.string(), name: z.string() })
export type VideoCourse = z.infer<typeof VideoCourseSchema>

export const VideoSchema = z.object({
	id: z.string(),
	name: z.string(),
	/** The hosting's embeddable player (an iframe: the console's frame-src allows its origin). */
	url: z.string(),
	/** The public page of the video: what the share buttons and "copy link" hand out. */
	shareURL: z.string(),
	isPublicVideo: z.boolean(),
	isPinned: z.boolean(),
	/** The courses the video belongs to (those the company may see). */
	courses: z.array(VideoCourseSchema),
	// The reference gateway's additions: what the library's filters and cards show.
	category: z.string(),
	language: z.string(),
	thumbnail: z.string().nullable(),
	durationSeconds: z.number().int(),
})
export type Video = z.infer<typeof VideoSchema>

export const VideoLibrarySchema = z.object({
	videos: z.array(VideoSchema),
	/** (ref) Every category of the library in that language, whatever the search or category asked for. */
	categories: z.array(z.string()),
	/** (ref) How many videos the company has pinned (any language). */
	pinnedCount: z.number().int(),
})
export type VideoLibrary = z.infer<typeof VideoLibrarySchema>

export type VideoLibraryQuery = { languageCode: string; search?: string; categoryName?: string }

/**
 * GET /api/v1/videos/video_library/company/{companyId} (languageCode, search, categoryName): the
 * library's videos of one language, each with its pinned state and its courses; `search` matches the
 * name, `categoryName` one category.
 */
export function listVideoLibrary(token: string, companyId: string, query: VideoLibraryQuery): Promise<VideoLibrary> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/videos/video_library/company/${seg(companyId)}`,
		token,
		query: { languageCode: query.languageCode, search: query.search || undefined, categoryName: query.categoryName || undefined },
		schema: VideoLibrarySchema,
	})
}

/** Spec 2 §3 "Pinned videos: a list with items", oldest pin first. */
export const PinnedVideosSchema = z.object({ items: z.array(VideoSchema) })

/** GET /api/v1/videos/company/{companyId}/pinned: the videos on the company's Learner Dashboard. */
export function listPinnedVideos(token: string, companyId: string): Promise<z.infer<typeof PinnedVideosSchema>> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/videos/company/${seg(companyId)}/pinned`,
		token,
		schema: PinnedVideosSchema,
	})
}

/**
 * POST /api/v1/videos/company/{companyId}/{videoId}/pin: the video on the company's Learner Dashboard
 * (again: no change); 409 PINNED_VIDEOS_LIMIT_CODE at MAX_PINNED_VIDEOS, 404 for an unknown video.
 */
export function pinVideo(token: string, companyId: string, videoId: string): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/videos/company/${seg(companyId)}/${seg(videoId)}/pin`,
		token,
		responseType: 'none',
	})
}

/** POST /api/v1/videos/company/{companyId}/{videoId}/unpin: off the Learner Dashboard (not pinned: no change). */
export function unpinVideo(token: string, companyId: string, videoId: string): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/videos/company/${seg(companyId)}/${seg(videoId)}/unpin`,
		token,
		responseType: 'none',
	})
}

export const VideoCoursesSchema = z.object({ courses: z.array(VideoCourseSchema) })

/** GET /api/v1/videos/company/{companyId}/{videoId}/courses: the courses the video belongs to; 404 for an unknown video. */
export function listVideoCourses(token: string, companyId: string, videoId: string): Promise<z.infer<typeof VideoCoursesSchema>> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/videos/company/${seg(companyId)}/${seg(videoId)}/courses`,
		token,
		schema: VideoCoursesSchema,
	})
}
