import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { companies, courseChapters, trainingCourses } from './schema.ts'

// Tables of the custom-training builder (spec 2 §4 "Custom training", §5 quiz import and video upload;
// services/custom-training.ts); re-exported by schema.ts. The references are lazy: schema.ts re-exports
// this module, so its tables are not there yet at load.

/**
 * The questions of a quiz chapter, in `position` order (0-based). Always four answers, '' for a blank
 * one (spec 2 §5: Answer 1 to 4); `correct_answer` is the 1-based number of a non-empty one. Replaced
 * all at once; they go with their chapter.
 */
export const customTrainingQuestions = pgTable(
	'custom_training_questions',
	{
		chapterId: text('chapter_id')
			.notNull()
			.references(() => courseChapters.id, { onDelete: 'cascade' }),
		position: integer('position').notNull(),
		question: text('question').notNull(),
		answers: text('answers').array().notNull(),
		correctAnswer: integer('correct_answer').notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.chapterId, t.position] }),
		check('custom_training_questions_answers_check', sql`cardinality(${t.answers}) = 4`),
		check('custom_training_questions_correct_answer_check', sql`${t.correctAnswer} BETWEEN 1 AND 4`),
	],
)

/**
 * The uploaded video of a video chapter (at most one). Its bytes are a file named after `id` in the
 * gateway's files folder (GatewayConfig.filesDir); `id` is unguessable and new on every upload, and is
 * the address the video is served at (/__gateway/custom-training-videos/{id}). The row goes with its
 * chapter (and so its section and course); the gateway removes the file.
 */
export const customTrainingVideos = pgTable(
	'custom_training_videos',
	{
		chapterId: text('chapter_id')
			.primaryKey()
			.references(() => courseChapters.id, { onDelete: 'cascade' }),
		id: text('id').notNull().unique(),
		courseId: text('course_id')
			.notNull()
			.references(() => trainingCourses.id, { onDelete: 'cascade' }),
		companyId: text('company_id')
			.notNull()
			.references(() => companies.id, { onDelete: 'cascade' }),
		/** Read from the bytes (the declared type when it names the same format). */
		contentType: text('content_type').notNull(),
		size: integer('size').notNull(),
		createdBy: text('created_by'),
		createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
	},
	(t) => [index('custom_training_videos_course_idx').on(t.courseId)],
)
