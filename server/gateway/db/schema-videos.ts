import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { companies, trainingCourses, users } from './schema.ts'

// The video library (spec 2 §3 "Video", §4 "Video pinning", services/videos.ts); re-exported by
// schema.ts. Migration 0022, which also holds the library itself (reference data, like the course
// catalogue of 0016).

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** A video of the library, one row per language (a translation is a row of its own). */
export const libraryVideos = pgTable(
	'library_videos',
	{
		id: text('id').primaryKey(),
		name: text('name').notNull(),
		/** The hosting's embeddable player. */
		url: text('url').notNull(),
		/** The public page of the video, which the share buttons hand out. */
		shareUrl: text('share_url').notNull(),
		isPublicVideo: boolean('is_public_video').notNull().default(true),
		/** A category key: phishing, passwords, social-engineering, data-protection, remote-work, devices. */
		category: text('category').notNull(),
		/** A language code of the console's (company-settings.ts LANGUAGE_CODES). */
		language: text('language').notNull().default('en'),
		thumbnail: text('thumbnail'),
		durationSeconds: integer('duration_seconds').notNull().default(0),
		order: integer('order').notNull().default(0),
	},
	(t) => [index('library_videos_language_idx').on(t.language, t.order)],
)

/** The courses a video belongs to. */
export const libraryVideoCourses = pgTable(
	'library_video_courses',
	{
		videoId: text('video_id')
			.notNull()
			.references(() => libraryVideos.id, { onDelete: 'cascade' }),
		courseId: text('course_id')
			.notNull()
			.references(() => trainingCourses.id, { onDelete: 'cascade' }),
	},
	(t) => [primaryKey({ columns: [t.videoId, t.courseId] }), index('library_video_courses_course_idx').on(t.courseId)],
)

/** A video a company pinned to its Learner Dashboard (at most 5: services/videos.ts). */
export const pinnedVideos = pgTable(
	'pinned_videos',
	{
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		videoId: text('video_id')
			.notNull()
			.references(() => libraryVideos.id, { onDelete: 'cascade' }),
		pinnedAt: tz('pinned_at').notNull().defaultNow(),
		pinnedBy: text('pinned_by').references(() => users.id, { onDelete: 'set null' }),
	},
	(t) => [primaryKey({ columns: [t.companyId, t.videoId] })],
)
