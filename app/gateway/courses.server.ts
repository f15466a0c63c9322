import { z } from 'zod'
import type { AssignmentType } from '#app/lib/assignment-types.ts'
import { callGateway, seg } from './client.server.ts'
import { type UploadBody, uploadToGateway } from './raw-upload.server.ts'

// The course catalogue as a company's admins see it (spec 2 §3 "Course", §7 "Courses and sharing").

/** Spec 2 §2: the underlying course_type values. */
export const COURSE_TYPES = [
	'awareness',
	'specialized',
	'compliance',
	'for developers',
	'for_developers_manual_start',
	'for_admins',
	'for_partner_admins',
] as const
export type CourseType = (typeof COURSE_TYPES)[number]

/** The statuses of a course's campaign that the library tags (running, suspended); ARCHIVED is over. */
export const CourseCampaignSchema = z.object({
	id: z.string(),
	status: z.enum(['QUEUED', 'IN_PROGRESS', 'SUSPENDED']),
})

export const CourseSchema = z.object({
	id: z.string(),
	name: z.string(),
	courseType: z.enum(COURSE_TYPES),
	/** A language code of the console's (config.ts), e.g. 'en', 'de', 'pt-br'. */
	language: z.string(),
	description: z.string(),
	/** An image URL on the console's own origin, or null for the generic picture. */
	thumbnail: z.string().nullable(),
	/** The company a custom training belongs to (its creator); null for the catalogue's courses. */
	customTrainingCompanyId: z.string().nullable(),
	/** Shared with the viewer's company by its provider (spec 2 §4 course delivery). */
	isShared: z.boolean(),
	isDraft: z.boolean(),
	isActive: z.boolean(),
	isFree: z.boolean(),
	/** The catalogue's default course: the annual awareness training Get started runs. */
	isDefault: z.boolean(),
	isPopular: z.boolean(),
	isHot: z.boolean(),
	order: z.number().int(),
	totalChapters: z.number().int(),
	totalQuizzes: z.number().int(),
	totalTimeInMinutes: z.number().int(),
	createdAt: z.string(),
	/** The company's newest campaign of this course that is not archived, status as the plan reports it. */
	campaign: CourseCampaignSchema.nullable(),
})
export type Course = z.infer<typeof CourseSchema>

export const CourseListSchema = z.object({ courses: z.array(CourseSchema) })

/**
 * GET /api/v1/course/company/{companyId}: the courses the company's admins may run, in one language
 * (gaming courses left out by the gateway).
 */
export function listCourses(token: string, companyId: string, languageCode: string): Promise<z.infer<typeof CourseListSchema>> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/course/company/${seg(companyId)}`,
		token,
		query: { languageCode },
		schema: CourseListSchema,
	})
}

export const CHAPTER_KINDS = ['video', 'quiz', 'reading'] as const

export type ChapterKind = (typeof CHAPTER_KINDS)[number]

/** A chapter's uploaded video (custom trainings: custom-training.server.ts uploads it). */
export const ChapterVideoSchema = z.object({
	/** Where a <video> element plays it (Range requests served): unguessable, new on every upload. */
	url: z.string().min(1),
	contentType: z.string(),
	size: z.number().int(),
})
export type ChapterVideo = z.infer<typeof ChapterVideoSchema>

export const ChapterSchema = z.object({
	id: z.string(),
	sectionId: z.string(),
	name: z.string(),
	kind: z.enum(CHAPTER_KINDS),
	durationMinutes: z.number().int(),
	order: z.number().int(),
	/** The course view and the chapters call: the chapter's uploaded video, or null. */
	video: ChapterVideoSchema.nullable().optional(),
	/** The course view and the chapters call: a quiz's number of questions (null for other kinds). */
	questionCount: z.number().int().nullable().optional(),
})
export type Chapter = z.infer<typeof ChapterSchema>

export const SectionSchema = z.object({ id: z.string(), name: z.string(), order: z.number().int() })

export const CourseDetailSchema = CourseSchema.extend({
	sections: z.array(SectionSchema.extend({ chapters: z.array(ChapterSchema) })),
})
export type CourseDetail = z.infer<typeof CourseDetailSchema>

/** GET /api/v1/course/company/{companyId}/course/{courseId}/view/admin: one course with its sections and chapters; 404 when the company may not see it. */
export function getCourse(token: string, companyId: string, courseId: string): Promise<CourseDetail> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/course/company/${seg(companyId)}/course/${seg(courseId)}/view/admin`,
		token,
		schema: CourseDetailSchema,
	})
}

/** GET api/v1/course/{companyId}/sections_by_course_id/{courseId}: the course's sections in order. */
export const CourseSectionsSchema = z.object({ sections: z.array(SectionSchema) })
/** GET api/v1/course/{companyId}/chapters/{courseId}: the course's chapters in order (section, then chapter). */
export const CourseChaptersSchema = z.object({ chapters: z.array(ChapterSchema) })

/** Spec 2 §3 "Training campaign row": one campaign of a course, its assignments counted by state. */
export const CourseCampaignRowSchema = z.object({
	id: z.string(),
	name: z.string(),
	status: z.enum(['QUEUED', 'IN_PROGRESS', 'ARCHIVED', 'SUSPENDED']),
	/** Assignments: completed + inProgress + overdue + notStarted. */
	total: z.number().int(),
	completed: z.number().int(),
	/** Started, not completed, not past the due date. */
	inProgress: z.number().int(),
	/** Not completed and past the due date (start date + days to complete). */
	overdue: z.number().int(),
	/** Not started, not past the due date. */
	notStarted: z.number().int(),
	/** The average score (0–100) of the completed assignments; null before any. */
	score: z.number().nullable(),
	daysToComplete: z.number().int(),
	startedAt: z.string().nullable(),
	archivedAt: z.string().nullable(),
	/** completed / total, as a whole percentage (0 without assignments). */
	completionPercentage: z.number().int(),
})
export type CourseCampaignRow = z.infer<typeof CourseCampaignRowSchema>

export const CourseCampaignsSchema = z.object({ campaigns: z.array(CourseCampaignRowSchema) })

/** (ref) path: GET /api/v1/course/company/{companyId}/course/{courseId}/campaigns: the company's campaigns of the course, newest first. */
export function listCourseCampaigns(token: string, companyId: string, courseId: string): Promise<z.infer<typeof CourseCampaignsSchema>> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/course/company/${seg(companyId)}/course/${seg(courseId)}/campaigns`,
		token,
		schema: CourseCampaignsSchema,
	})
}

/** The body of a new campaign of a course for the company's learners (spec 1 §5, spec 2 §4). */
export type NewCourseCampaign = {
	name: string
	assignmentType: AssignmentType
	/** The departments (assignmentType departments) or groups (groups) whose users are assigned; empty otherwise. */
	departmentIds: string[]
	groupIds: string[]
	daysToComplete: number
	/** yyyy-MM-dd; today starts it now, a later day queues it until then. */
	startDate: string
	notificationsEnabled: boolean
	notificationSubject: string
	notificationMessage: string
	/** An http, https or ftp link sent with the notification, or null. */
	attachmentLink: string | null
	/** A PDF uploaded with uploadCampaignAttachment, sent with the notification (its address), or null. */
	attachmentId?: string | null
}

export const CourseCampaignCreatedSchema = z.object({
	campaignId: z.string(),
	assignedUsers: z.number().int(),
	status: z.enum(['QUEUED', 'IN_PROGRESS', 'SUSPENDED']),
})

/** (ref) path: POST /api/v1/course/company/{companyId}/course/{courseId}/campaigns: a campaign of the course for the chosen users. */
export function createCourseCampaign(
	token: string,
	companyId: string,
	courseId: string,
	body: NewCourseCampaign,
): Promise<z.infer<typeof CourseCampaignCreatedSchema>> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/course/company/${seg(companyId)}/course/${seg(courseId)}/campaigns`,
		token,
		body,
		schema: CourseCampaignCreatedSchema,
	})
}

/**
 * (ref) path: PATCH /api/v1/campaign/company/{companyId}/{campaignId}/end: the campaign ends for its
 * learners and is archived (ARCHIVED, archivedAt now); 409 when it already is.
 */
export function endCourseCampaign(token: string, companyId: string, campaignId: string): Promise<void> {
	return callGateway({
		method: 'PATCH',
		path: `/api/v1/campaign/company/${seg(companyId)}/${seg(campaignId)}/end`,
		token,
		responseType: 'none',
	})
}

export const CourseCopySchema = z.object({ courseId: z.string() })

/**
 * POST /api/v1/course/{companyId}/clone/{courseId}: a copy of the course as a draft custom training of
 * the company (partners: custom trainings are theirs, spec 2 §2), with its sections and chapters, the
 * questions of its quizzes and its videos (copies under new urls: deleting or changing either training
 * leaves the other as it is).
 */
export function cloneCourse(token: string, companyId: string, courseId: string): Promise<z.infer<typeof CourseCopySchema>> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/course/${seg(companyId)}/clone/${seg(courseId)}`,
		token,
		schema: CourseCopySchema,
	})
}

/** POST /api/v1/custom-training/{companyId}/publish (course_id, is_draft): a custom training of the company published, or back to draft. */
export function publishCustomTraining(token: string, companyId: string, courseId: string, isDraft: boolean): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/custom-training/${seg(companyId)}/publish`,
		token,
		body: { course_id: courseId, is_draft: isDraft },
		responseType: 'none',
	})
}

/** Codes of the gateway's refusals of a campaign's PDF (spec 1 §5: a PDF of at most 7 MB, as app/lib/upload-rules.ts checks first). */
export const ATTACHMENT_ERROR = {
	/** 415: the bytes are not a PDF's (whatever the name says). */
	contentType: 'attachment_content_type',
	/** 413: over MAX_ATTACHMENT_BYTES. */
	tooLarge: 'attachment_too_large',
} as const

export const CampaignAttachmentSchema = z.object({ attachmentId: z.string(), fileName: z.string(), size: z.number().int() })

/**
 * (ref) POST /api/v1/course/company/{companyId}/attachments?fileName=…: a PDF for a campaign's assignment
 * email, its bytes as the body; the id goes into the campaign (NewCourseCampaign.attachmentId).
 */
export function uploadCampaignAttachment(
	token: string,
	companyId: string,
	fileName: string,
	file: UploadBody,
): Promise<z.infer<typeof CampaignAttachmentSchema>> {
	return uploadToGateway({
		method: 'POST',
		path: `/api/v1/course/company/${seg(companyId)}/attachments`,
		query: { fileName },
		token,
		file,
		schema: CampaignAttachmentSchema,
	})
}
