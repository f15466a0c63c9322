import { redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { coursePath } from '#app/routes/learning/course-library.ts'
import type { Route } from './+types/index'

/** /courses/{courseId} opens the course's preview tab (spec 2 §2). */
export async function loader(args: Route.LoaderArgs) {
	await requireViewer(args)
	return redirect(coursePath(args.params.courseId, 'preview'))
}
