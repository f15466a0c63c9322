import { Outlet } from 'react-router'
import { useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'

/** Get started, the guides and the partnership pages: they show once their texts are loaded. */
export const handle = textsHandle('home')

export default function HomeArea() {
	useAreaTexts('home')
	return <Outlet />
}
