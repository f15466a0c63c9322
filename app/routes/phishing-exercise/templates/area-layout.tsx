import { Outlet } from 'react-router'
import { useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'

/** The template pages (spec 3 §2 template wizard, preview modal, delete): their pages show once their texts are loaded. */
export const handle = textsHandle('phishing-exercise-templates')

export default function TemplatePagesArea() {
	useAreaTexts('phishing-exercise-templates')
	return <Outlet />
}
