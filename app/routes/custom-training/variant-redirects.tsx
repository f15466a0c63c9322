import { redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { coursePath } from '#app/routes/learning/course-library.ts'
import { editTrainingPath, NEW_TRAINING_PATH } from './paths.ts'
import type { Route } from './+types/variant-redirects'

/**
 * The custom course variants of spec 2 §2 (/custom, /edit/{courseId}, /preview/{courseId}): each opens
 * the page that does it (the new training page, the builder, the course's preview tab), whose own guard decides.
 */
export async function loader(args: Route.LoaderArgs) {
	await requireViewer(args)
	const courseId = args.params.courseId
	if (!courseId) return redirect(NEW_TRAINING_PATH)
	return redirect(args.url.pathname.startsWith('/edit/') ? editTrainingPath(courseId) : coursePath(courseId, 'preview'))
}
