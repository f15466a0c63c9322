import { data } from 'react-router'
import { type requireViewer, sessionEndingResponse, type Viewer } from '#app/auth/guards.server.ts'
import { type Chapter, type ChapterKind, type CourseDetail, getCourse } from '#app/gateway/courses.server.ts'
import { isNotFound } from '#app/gateway/errors.ts'
import { requireTrainingBuilder } from './guard.server.ts'

type Args = Parameters<typeof requireViewer>[0] & { params: { courseId?: string; chapterId?: string } }

export type BuilderChapter = { viewer: Viewer; course: CourseDetail; chapter: Chapter }

/**
 * The guard of the builder's chapter pages: the builder's (staff of a partner company, guard.server.ts),
 * a custom training of the session's company, and a
 * chapter of it of the page's kind; anything else is the 404 page.
 */
export async function requireBuilderChapter(args: Args, kind: ChapterKind): Promise<BuilderChapter> {
	const viewer = await requireTrainingBuilder(args)
	const { courseId = '', chapterId = '' } = args.params
	let course: CourseDetail
	try {
		course = await getCourse(viewer.token, viewer.company.id, courseId)
	} catch (error) {
		const ending = await sessionEndingResponse(error, args.request)
		if (ending) throw ending
		if (isNotFound(error)) throw data(null, { status: 404 })
		throw error
	}
	if (course.customTrainingCompanyId !== viewer.company.id) throw data(null, { status: 404 })
	const chapter = course.sections.flatMap((section) => section.chapters).find((c) => c.id === chapterId)
	if (!chapter || chapter.kind !== kind) throw data(null, { status: 404 })
	return { viewer, course, chapter }
}
