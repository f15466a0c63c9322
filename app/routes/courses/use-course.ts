import { useRouteLoaderData } from 'react-router'
import type { loader } from './layout.tsx'

/** The course page's route id (app/routes.ts): its tabs read the course its layout loaded. */
export const COURSE_ROUTE_ID = 'course'

export function useCourse() {
	const loaded = useRouteLoaderData<typeof loader>(COURSE_ROUTE_ID)
	if (!loaded) throw new Error('useCourse is for the tabs of a course page')
	return loaded.course
}
