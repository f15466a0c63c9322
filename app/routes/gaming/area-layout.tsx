import { Outlet } from 'react-router'
import { useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'

/** Gaming and Fake Or Real (spec 2 §2): their pages show once the games' texts are loaded. */
export const handle = textsHandle('games')

export default function GamesArea() {
	useAreaTexts('games')
	return <Outlet />
}
