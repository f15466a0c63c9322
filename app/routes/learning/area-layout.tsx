import { Outlet } from 'react-router'
import { useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'

/** The learning area (All Courses, the course pages): its pages show once the area's texts are loaded. */
export const handle = textsHandle('learning')

export default function LearningArea() {
	useAreaTexts('learning')
	return <Outlet />
}
