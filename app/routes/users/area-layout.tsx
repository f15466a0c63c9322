import { Outlet } from 'react-router'
import { useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'

/** The Users area (directory and profiles): its pages show once the area's texts are loaded. */
export const handle = textsHandle('users')

export default function UsersArea() {
	useAreaTexts('users')
	return <Outlet />
}
