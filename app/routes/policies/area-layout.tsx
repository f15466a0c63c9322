import { Outlet } from 'react-router'
import { useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'

/** Policies (spec 2 §2 /policies): the report, a revision's learners and Assign Policy; its pages show once its texts are loaded. */
export const handle = textsHandle('policies')

export default function PoliciesArea() {
	useAreaTexts('policies')
	return <Outlet />
}
