import { Outlet } from 'react-router'
import { useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'

/** Licensing and billing: the pages show once the area's texts are loaded. */
export const handle = textsHandle('licensing')

export default function LicensingArea() {
	useAreaTexts('licensing')
	return <Outlet />
}
