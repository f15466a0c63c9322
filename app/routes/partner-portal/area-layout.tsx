import { Outlet } from 'react-router'
import { useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'

/** The partner portal (spec 2 §2): the pages show once the area's texts are loaded. */
export const handle = textsHandle('partner')

export default function PartnerPortalArea() {
	useAreaTexts('partner')
	return <Outlet />
}
