import { redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { calendarTabPath } from './calendar-url.ts'
import type { Route } from './+types/index'

/** /calendar opens its default tab, the preview (spec 2 §2), keeping the query (a year). */
export async function loader(args: Route.LoaderArgs) {
	await requireViewer(args)
	return redirect(`${calendarTabPath('preview')}${args.url.search}`)
}
