import { redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import type { Route } from './+types/index'

/** /learning opens All Courses (spec 2 §2), keeping the query. */
export async function loader(args: Route.LoaderArgs) {
	await requireViewer(args)
	return redirect(`/learning/courses${args.url.search}`)
}
