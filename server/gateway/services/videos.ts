import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { companies, libraryVideoCourses, libraryVideos, pinnedVideos, trainingCourses } from '../db/schema.ts'
import { type Deps, authenticate, companyScope } from '../lib/context.ts'
import { errors, noContent } from '../lib/http.ts'
import { LANGUAGE_CODES } from './company-settings.ts'
import { readQuery } from './directory-shared.ts'
import type { Queryable } from '../db/types.ts'
import type { Hono } from 'hono'

// The video library and a company's pinned videos (spec 2 §3 "Video", §4 "Video pinning", §7 "Videos";
// the console's contract is app/gateway/videos.server.ts). The library is reference data (migration
// 0022), the same for every company; a company pins at most MAX_PINNED_VIDEOS of it to its Learner
// Dashboard. Admin-panel roles only (companyScope refuses learners), the company from the path.

/** Spec 2 §9 "Max pinned videos: 5". */
export const MAX_PINNED_VIDEOS = 5

export const videoErrors = {
	notFound: () => errors.notFound('Video not found'),
	pinLimit: () => errors.conflict('pinned_videos_limit', 'Maximum number of videos added! Remove one to add more.'),
}

const LibraryQuery = z.object({
	languageCode: z.enum(LANGUAGE_CODES, { error: 'Unknown language code' }).optional().default('en'),
	search: z.string().trim().max(200, { error: 'At most 200 characters' }).optional().default(''),
	categoryName: z.string().trim().max(100, { error: 'At most 100 characters' }).optional().default(''),
})

type VideoRow = typeof libraryVideos.$inferSelect
type CourseRef = { id: string; name: string }

function videoReply(video: VideoRow, isPinned: boolean, courses: CourseRef[]) {
	return {
		id: video.id,
		name: video.name,
		url: video.url,
		shareURL: video.shareUrl,
		isPublicVideo: video.isPublicVideo,
		isPinned,
		courses,
		category: video.category,
		language: video.language,
		thumbnail: video.thumbnail,
		durationSeconds: video.durationSeconds,
	}
}

/** A LIKE pattern that matches `text` literally anywhere. */
function containing(text: string): string {
	return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

/** The catalogue courses (active, not deleted, not gaming) each of `videoIds` belongs to, by name. */
async function coursesOf(q: Queryable, videoIds: string[]): Promise<Map<string, CourseRef[]>> {
	const byVideo = new Map<string, CourseRef[]>()
	if (videoIds.length === 0) return byVideo
	const rows = await q
		.select({ videoId: libraryVideoCourses.videoId, id: trainingCourses.id, name: trainingCourses.name })
		.from(libraryVideoCourses)
		.innerJoin(trainingCourses, eq(trainingCourses.id, libraryVideoCourses.courseId))
		.where(
			and(
				inArray(libraryVideoCourses.videoId, videoIds),
				eq(trainingCourses.deleted, false),
				eq(trainingCourses.active, true),
				eq(trainingCourses.isGaming, false),
				isNull(trainingCourses.customTrainingCompanyId),
			),
		)
		.orderBy(asc(trainingCourses.order), asc(trainingCourses.name), asc(trainingCourses.id))
	for (const row of rows) {
		const list = byVideo.get(row.videoId) ?? []
		list.push({ id: row.id, name: row.name })
		byVideo.set(row.videoId, list)
	}
	return byVideo
}

async function findVideo(q: Queryable, videoId: string): Promise<VideoRow> {
	const [video] = await q.select().from(libraryVideos).where(eq(libraryVideos.id, videoId)).limit(1)
	if (!video) throw videoErrors.notFound()
	return video
}

export function registerVideoRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	app.get('/api/v1/videos/video_library/company/:id', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const { languageCode, search, categoryName } = readQuery(c, LibraryQuery)
		const ofLanguage = eq(libraryVideos.language, languageCode)
		const [videos, categories, pins] = await Promise.all([
			db
				.select()
				.from(libraryVideos)
				.where(
					and(
						ofLanguage,
						search ? ilike(libraryVideos.name, containing(search)) : undefined,
						categoryName ? eq(libraryVideos.category, categoryName) : undefined,
					),
				)
				.orderBy(asc(libraryVideos.order), asc(libraryVideos.name), asc(libraryVideos.id)),
			db
				.select({ category: libraryVideos.category })
				.from(libraryVideos)
				.where(ofLanguage)
				.groupBy(libraryVideos.category)
				.orderBy(sql`min(${libraryVideos.order})`, asc(libraryVideos.category)),
			db.select({ videoId: pinnedVideos.videoId }).from(pinnedVideos).where(eq(pinnedVideos.companyId, company.id)),
		])
		const pinned = new Set(pins.map((p) => p.videoId))
		const courses = await coursesOf(
			db,
			videos.map((v) => v.id),
		)
		return c.json({
			videos: videos.map((v) => videoReply(v, pinned.has(v.id), courses.get(v.id) ?? [])),
			categories: categories.map((row) => row.category),
			pinnedCount: pinned.size,
		})
	})

	app.get('/api/v1/videos/company/:id/pinned', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const rows = await db
			.select({ video: libraryVideos })
			.from(pinnedVideos)
			.innerJoin(libraryVideos, eq(libraryVideos.id, pinnedVideos.videoId))
			.where(eq(pinnedVideos.companyId, company.id))
			.orderBy(asc(pinnedVideos.pinnedAt), asc(pinnedVideos.videoId))
		const courses = await coursesOf(
			db,
			rows.map((r) => r.video.id),
		)
		return c.json({ items: rows.map((r) => videoReply(r.video, true, courses.get(r.video.id) ?? [])) })
	})

	// Pinning is idempotent (a pinned video stays pinned, 204). The limit is checked and the pin written
	// under a lock on the company row, so two pins at once cannot both take the fifth place.
	app.post('/api/v1/videos/company/:id/:videoId/pin', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const video = await findVideo(db, c.req.param('videoId'))
		await db.transaction(async (tx) => {
			await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for('update')
			const ofCompany = eq(pinnedVideos.companyId, company.id)
			const [already] = await tx
				.select({ videoId: pinnedVideos.videoId })
				.from(pinnedVideos)
				.where(and(ofCompany, eq(pinnedVideos.videoId, video.id)))
				.limit(1)
			if (already) return
			const [pins] = await tx.select({ n: count() }).from(pinnedVideos).where(ofCompany)
			if ((pins?.n ?? 0) >= MAX_PINNED_VIDEOS) throw videoErrors.pinLimit()
			await tx
				.insert(pinnedVideos)
				.values({ companyId: company.id, videoId: video.id, pinnedAt: deps.now(), pinnedBy: actor.userId })
				.onConflictDoNothing()
		})
		return noContent(c)
	})

	// Unpinning is idempotent: a video that is not pinned stays so (204); an unknown one is 404.
	app.post('/api/v1/videos/company/:id/:videoId/unpin', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('id'))
		const video = await findVideo(db, c.req.param('videoId'))
		await db.delete(pinnedVideos).where(and(eq(pinnedVideos.companyId, company.id), eq(pinnedVideos.videoId, video.id)))
		return noContent(c)
	})

	app.get('/api/v1/videos/company/:id/:videoId/courses', async (c) => {
		const actor = await authenticate(c, deps)
		await companyScope(deps, actor, c.req.param('id'))
		const video = await findVideo(db, c.req.param('videoId'))
		const courses = await coursesOf(db, [video.id])
		return c.json({ courses: courses.get(video.id) ?? [] })
	})
}
